; numba-cuda kernel grid_3d(Array(float32, 3, 'A', False, aligned=True),) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "grid_3d$43"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__7grid_3dB3v43B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi3E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__7grid_3dB3v43B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi3E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", float* %"x.4", i64 %"x.5.0", i64 %"x.5.1", i64 %"x.5.2", i64 %"x.6.0", i64 %"x.6.1", i64 %"x.6.2")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} undef, i8* %"x.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %"inserted.meminfo", i8* %"x.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %"inserted.parent", i64 %"x.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %"inserted.nitems", i64 %"x.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %"inserted.itemsize", float* %"x.4", 4
  %".14" = insertvalue [3 x i64] undef, i64 %"x.5.0", 0
  %".15" = insertvalue [3 x i64] %".14", i64 %"x.5.1", 1
  %".16" = insertvalue [3 x i64] %".15", i64 %"x.5.2", 2
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %"inserted.data", [3 x i64] %".16", 5
  %".17" = insertvalue [3 x i64] undef, i64 %"x.6.0", 0
  %".18" = insertvalue [3 x i64] %".17", i64 %"x.6.1", 1
  %".19" = insertvalue [3 x i64] %".18", i64 %"x.6.2", 2
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %"inserted.shape", [3 x i64] %".19", 6
  %"x" = alloca {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"x"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %"j" = alloca i64
  store i64 0, i64* %"j"
  %"k" = alloca i64
  store i64 0, i64* %"k"
  %".63" = alloca {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".63"
  %"$84pred" = alloca i1
  store i1 0, i1* %"$84pred"
  %".88" = alloca {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".88"
  %"$118pred" = alloca i1
  store i1 0, i1* %"$118pred"
  %".113" = alloca {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".113"
  %"$152pred" = alloca i1
  store i1 0, i1* %"$152pred"
  %".160" = alloca {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".160"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"x"
  %".22" = trunc i64 3 to i32
  %".23" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".24" = sext i32 %".23" to i64
  %".25" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".26" = sext i32 %".25" to i64
  %".27" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".28" = sext i32 %".27" to i64
  %".29" = mul i64 %".26", %".28"
  %".30" = add i64 %".29", %".24"
  %".31" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".32" = sext i32 %".31" to i64
  %".33" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.y"()
  %".34" = sext i32 %".33" to i64
  %".35" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()
  %".36" = sext i32 %".35" to i64
  %".37" = mul i64 %".34", %".36"
  %".38" = add i64 %".37", %".32"
  %".39" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".40" = sext i32 %".39" to i64
  %".41" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.z"()
  %".42" = sext i32 %".41" to i64
  %".43" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.z"()
  %".44" = sext i32 %".43" to i64
  %".45" = mul i64 %".42", %".44"
  %".46" = add i64 %".45", %".40"
  %".47" = insertvalue [3 x i64] undef, i64 %".30", 0
  %".48" = insertvalue [3 x i64] %".47", i64 %".38", 1
  %".49" = insertvalue [3 x i64] %".48", i64 %".46", 2
  %".50" = extractvalue [3 x i64] %".49", 0
  %".51" = extractvalue [3 x i64] %".49", 1
  %".52" = extractvalue [3 x i64] %".49", 2
  %".54" = load i64, i64* %"i"
  store i64 %".50", i64* %"i"
  %".57" = load i64, i64* %"j"
  store i64 %".51", i64* %"j"
  %".60" = load i64, i64* %"k"
  store i64 %".52", i64* %"k"
  %".62" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".63"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %".62", {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".63"
  %".67" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".63", i32 0, i32 5
  %".68" = getelementptr inbounds [3 x i64], [3 x i64]* %".67", i32 0, i32 0
  %".69" = load i64, i64* %".68", !range !1
  %".70" = getelementptr inbounds [3 x i64], [3 x i64]* %".67", i32 0, i32 1
  %".71" = load i64, i64* %".70", !range !1
  %".72" = getelementptr inbounds [3 x i64], [3 x i64]* %".67", i32 0, i32 2
  %".73" = load i64, i64* %".72", !range !1
  %".74" = insertvalue [3 x i64] undef, i64 %".69", 0
  %".75" = insertvalue [3 x i64] %".74", i64 %".71", 1
  %".76" = insertvalue [3 x i64] %".75", i64 %".73", 2
  %".77" = extractvalue [3 x i64] %".76", 0
  %".78" = load i64, i64* %"i"
  %".79" = icmp slt i64 %".78", %".77"
  %".81" = load i1, i1* %"$84pred"
  store i1 %".79", i1* %"$84pred"
  %".83" = load i1, i1* %"$84pred"
  br i1 %".83", label %"B86", label %"B198"
B86:
  %".85" = load i1, i1* %"$84pred"
  store i1 0, i1* %"$84pred"
  %".87" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".88"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %".87", {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".88"
  %".92" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".88", i32 0, i32 5
  %".93" = getelementptr inbounds [3 x i64], [3 x i64]* %".92", i32 0, i32 0
  %".94" = load i64, i64* %".93", !range !1
  %".95" = getelementptr inbounds [3 x i64], [3 x i64]* %".92", i32 0, i32 1
  %".96" = load i64, i64* %".95", !range !1
  %".97" = getelementptr inbounds [3 x i64], [3 x i64]* %".92", i32 0, i32 2
  %".98" = load i64, i64* %".97", !range !1
  %".99" = insertvalue [3 x i64] undef, i64 %".94", 0
  %".100" = insertvalue [3 x i64] %".99", i64 %".96", 1
  %".101" = insertvalue [3 x i64] %".100", i64 %".98", 2
  %".102" = extractvalue [3 x i64] %".101", 1
  %".103" = load i64, i64* %"j"
  %".104" = icmp slt i64 %".103", %".102"
  %".106" = load i1, i1* %"$118pred"
  store i1 %".104", i1* %"$118pred"
  %".108" = load i1, i1* %"$118pred"
  br i1 %".108", label %"B120", label %"B202"
B120:
  %".110" = load i1, i1* %"$118pred"
  store i1 0, i1* %"$118pred"
  %".112" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".113"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %".112", {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".113"
  %".117" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".113", i32 0, i32 5
  %".118" = getelementptr inbounds [3 x i64], [3 x i64]* %".117", i32 0, i32 0
  %".119" = load i64, i64* %".118", !range !1
  %".120" = getelementptr inbounds [3 x i64], [3 x i64]* %".117", i32 0, i32 1
  %".121" = load i64, i64* %".120", !range !1
  %".122" = getelementptr inbounds [3 x i64], [3 x i64]* %".117", i32 0, i32 2
  %".123" = load i64, i64* %".122", !range !1
  %".124" = insertvalue [3 x i64] undef, i64 %".119", 0
  %".125" = insertvalue [3 x i64] %".124", i64 %".121", 1
  %".126" = insertvalue [3 x i64] %".125", i64 %".123", 2
  %".127" = extractvalue [3 x i64] %".126", 2
  %".128" = load i64, i64* %"k"
  %".129" = icmp slt i64 %".128", %".127"
  %".131" = load i1, i1* %"$152pred"
  store i1 %".129", i1* %"$152pred"
  %".133" = load i1, i1* %"$152pred"
  br i1 %".133", label %"B154", label %"B206"
B154:
  %".135" = load i1, i1* %"$152pred"
  store i1 0, i1* %"$152pred"
  %".137" = load i64, i64* %"j"
  %".138" = mul nsw i64 %".137", 2
  %".139" = load i64, i64* %"i"
  %".140" = add nsw i64 %".139", %".138"
  %".141" = load i64, i64* %"k"
  %".142" = mul nsw i64 %".141", 3
  %".143" = add nsw i64 %".140", %".142"
  %".144" = load i64, i64* %"i"
  %".145" = load i64, i64* %"j"
  %".146" = load i64, i64* %"k"
  %".147" = insertvalue [3 x i64] undef, i64 %".144", 0
  %".148" = insertvalue [3 x i64] %".147", i64 %".145", 1
  %".149" = insertvalue [3 x i64] %".148", i64 %".146", 2
  %".150" = load i64, i64* %"k"
  store i64 0, i64* %"k"
  %".152" = load i64, i64* %"j"
  store i64 0, i64* %"j"
  %".154" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".156" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"x"
  %".157" = extractvalue [3 x i64] %".149", 0
  %".158" = extractvalue [3 x i64] %".149", 1
  %".159" = extractvalue [3 x i64] %".149", 2
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".160"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} %".156", {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".160"
  %".164" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".160", i32 0, i32 5
  %".165" = getelementptr inbounds [3 x i64], [3 x i64]* %".164", i32 0, i32 0
  %".166" = load i64, i64* %".165", !range !1
  %".167" = getelementptr inbounds [3 x i64], [3 x i64]* %".164", i32 0, i32 1
  %".168" = load i64, i64* %".167", !range !1
  %".169" = getelementptr inbounds [3 x i64], [3 x i64]* %".164", i32 0, i32 2
  %".170" = load i64, i64* %".169", !range !1
  %".171" = insertvalue [3 x i64] undef, i64 %".166", 0
  %".172" = insertvalue [3 x i64] %".171", i64 %".168", 1
  %".173" = insertvalue [3 x i64] %".172", i64 %".170", 2
  %".174" = extractvalue [3 x i64] %".173", 0
  %".175" = extractvalue [3 x i64] %".173", 1
  %".176" = extractvalue [3 x i64] %".173", 2
  %".177" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".160", i32 0, i32 6
  %".178" = load [3 x i64], [3 x i64]* %".177"
  %".179" = extractvalue [3 x i64] %".178", 0
  %".180" = extractvalue [3 x i64] %".178", 1
  %".181" = extractvalue [3 x i64] %".178", 2
  %".182" = icmp slt i64 %".157", 0
  %".183" = add i64 %".157", %".174"
  %".184" = select  i1 %".182", i64 %".183", i64 %".157"
  %".185" = icmp slt i64 %".158", 0
  %".186" = add i64 %".158", %".175"
  %".187" = select  i1 %".185", i64 %".186", i64 %".158"
  %".188" = icmp slt i64 %".159", 0
  %".189" = add i64 %".159", %".176"
  %".190" = select  i1 %".188", i64 %".189", i64 %".159"
  %".191" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".160", i32 0, i32 5
  %".192" = getelementptr inbounds [3 x i64], [3 x i64]* %".191", i32 0, i32 0
  %".193" = load i64, i64* %".192", !range !1
  %".194" = getelementptr inbounds [3 x i64], [3 x i64]* %".191", i32 0, i32 1
  %".195" = load i64, i64* %".194", !range !1
  %".196" = getelementptr inbounds [3 x i64], [3 x i64]* %".191", i32 0, i32 2
  %".197" = load i64, i64* %".196", !range !1
  %".198" = insertvalue [3 x i64] undef, i64 %".193", 0
  %".199" = insertvalue [3 x i64] %".198", i64 %".195", 1
  %".200" = insertvalue [3 x i64] %".199", i64 %".197", 2
  %".201" = extractvalue [3 x i64] %".200", 0
  %".202" = extractvalue [3 x i64] %".200", 1
  %".203" = extractvalue [3 x i64] %".200", 2
  %".204" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".160", i32 0, i32 6
  %".205" = load [3 x i64], [3 x i64]* %".204"
  %".206" = extractvalue [3 x i64] %".205", 0
  %".207" = extractvalue [3 x i64] %".205", 1
  %".208" = extractvalue [3 x i64] %".205", 2
  %".209" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %".160", i32 0, i32 4
  %".210" = load float*, float** %".209"
  %".211" = mul i64 %".206", %".184"
  %".212" = mul i64 %".207", %".187"
  %".213" = mul i64 %".208", %".190"
  %".214" = add i64 %".211", %".212"
  %".215" = add i64 %".214", %".213"
  %".216" = ptrtoint float* %".210" to i64
  %".217" = add i64 %".216", %".215"
  %".218" = inttoptr i64 %".217" to float*
  %".219" = sitofp i64 %".143" to float
  store float %".219", float* %".218"
  %".221" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"x"
  ret void
B198:
  %".225" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"x"
  %".227" = load i64, i64* %"k"
  store i64 0, i64* %"k"
  %".229" = load i64, i64* %"j"
  store i64 0, i64* %"j"
  %".231" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".233" = load i1, i1* %"$84pred"
  store i1 0, i1* %"$84pred"
  ret void
B202:
  %".237" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"x"
  %".239" = load i64, i64* %"k"
  store i64 0, i64* %"k"
  %".241" = load i64, i64* %"j"
  store i64 0, i64* %"j"
  %".243" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".245" = load i1, i1* %"$118pred"
  store i1 0, i1* %"$118pred"
  ret void
B206:
  %".249" = load {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [3 x i64], [3 x i64]}* %"x"
  %".251" = load i64, i64* %"k"
  store i64 0, i64* %"k"
  %".253" = load i64, i64* %"j"
  store i64 0, i64* %"j"
  %".255" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".257" = load i1, i1* %"$152pred"
  store i1 0, i1* %"$152pred"
  ret void
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

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64, i64, i64, i64, i64)* @"_ZN8__main__7grid_3dB3v43B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi3E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, float*, i64, i64, i64, i64, i64, i64)* @"_ZN8__main__7grid_3dB3v43B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi3E1A7mutable7alignedE", !"kernel", i32 1 }