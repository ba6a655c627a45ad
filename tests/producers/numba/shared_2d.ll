; numba-cuda kernel shared_2d(Array(float32, 2, 'A', False, aligned=True), Array(float32, 2, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "shared_2d$35"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__9shared_2dB3v35B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi2E1A7mutable7alignedE5ArrayIfLi2E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__9shared_2dB3v35B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi2E1A7mutable7alignedE5ArrayIfLi2E1A7mutable7alignedE"(i8* %"a.0", i8* %"a.1", i64 %"a.2", i64 %"a.3", float* %"a.4", i64 %"a.5.0", i64 %"a.5.1", i64 %"a.6.0", i64 %"a.6.1", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", float* %"out.4", i64 %"out.5.0", i64 %"out.5.1", i64 %"out.6.0", i64 %"out.6.1")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} undef, i8* %"a.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.meminfo", i8* %"a.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.parent", i64 %"a.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.nitems", i64 %"a.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.itemsize", float* %"a.4", 4
  %".21" = insertvalue [2 x i64] undef, i64 %"a.5.0", 0
  %".22" = insertvalue [2 x i64] %".21", i64 %"a.5.1", 1
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.data", [2 x i64] %".22", 5
  %".23" = insertvalue [2 x i64] undef, i64 %"a.6.0", 0
  %".24" = insertvalue [2 x i64] %".23", i64 %"a.6.1", 1
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.shape", [2 x i64] %".24", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.meminfo.1", i8* %"out.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.parent.1", i64 %"out.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.nitems.1", i64 %"out.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.itemsize.1", float* %"out.4", 4
  %".25" = insertvalue [2 x i64] undef, i64 %"out.5.0", 0
  %".26" = insertvalue [2 x i64] %".25", i64 %"out.5.1", 1
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.data.1", [2 x i64] %".26", 5
  %".27" = insertvalue [2 x i64] undef, i64 %"out.6.0", 0
  %".28" = insertvalue [2 x i64] %".27", i64 %"out.6.1", 1
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.shape.1", [2 x i64] %".28", 6
  %".31" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".31"
  %".82" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".82"
  %".139" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".139"
  %".193" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".193"
  %".250" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".250"
  br label %"B0"
B0:
  %".29" = insertvalue {i64, i64} undef, i64 16, 0
  %".30" = insertvalue {i64, i64} %".29", i64 17, 1
  %"generic" = addrspacecast [272 x float] addrspace(3)* @"_cudapy_smem_3" to i8*
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".31"
  %".34" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".31", i32 0, i32 4
  %".35" = load float*, float** %".34"
  %".36" = bitcast i8* %"generic" to float*
  %".37" = insertvalue [2 x i64] undef, i64 16, 0
  %".38" = insertvalue [2 x i64] %".37", i64 17, 1
  %".39" = insertvalue [2 x i64] undef, i64 68, 0
  %".40" = insertvalue [2 x i64] %".39", i64 4, 1
  %".41" = extractvalue [2 x i64] %".38", 0
  %".42" = extractvalue [2 x i64] %".38", 1
  %".43" = mul nsw i64 1, %".41"
  %".44" = mul nsw i64 %".43", %".42"
  %".45" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".31", i32 0, i32 5
  store [2 x i64] %".38", [2 x i64]* %".45"
  %".47" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".31", i32 0, i32 6
  store [2 x i64] %".40", [2 x i64]* %".47"
  %".49" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".31", i32 0, i32 4
  store float* %".36", float** %".49"
  %".51" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".31", i32 0, i32 3
  store i64 4, i64* %".51"
  %".53" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".31", i32 0, i32 0
  store i8* null, i8** %".53"
  %".55" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".31", i32 0, i32 1
  store i8* null, i8** %".55"
  %".57" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".31", i32 0, i32 2
  store i64 %".44", i64* %".57"
  %".59" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".31"
  %".60" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".61" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".62" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".63" = insertvalue {i32, i32, i32} undef, i32 %".60", 0
  %".64" = insertvalue {i32, i32, i32} %".63", i32 %".61", 1
  %".65" = insertvalue {i32, i32, i32} %".64", i32 %".62", 2
  %".66" = extractvalue {i32, i32, i32} %".65", 0
  %".67" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".68" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".69" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".70" = insertvalue {i32, i32, i32} undef, i32 %".67", 0
  %".71" = insertvalue {i32, i32, i32} %".70", i32 %".68", 1
  %".72" = insertvalue {i32, i32, i32} %".71", i32 %".69", 2
  %".73" = extractvalue {i32, i32, i32} %".72", 1
  %".74" = insertvalue [2 x i32] undef, i32 %".73", 0
  %".75" = insertvalue [2 x i32] %".74", i32 %".66", 1
  %".76" = extractvalue [2 x i32] %".75", 0
  %".77" = extractvalue [2 x i32] %".75", 1
  %".78" = sext i32 %".76" to i64
  %".79" = sext i32 %".77" to i64
  %".80" = insertvalue [2 x i64] undef, i64 %".78", 0
  %".81" = insertvalue [2 x i64] %".80", i64 %".79", 1
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".82"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".82"
  %".86" = extractvalue [2 x i64] %".81", 0
  %".87" = extractvalue [2 x i64] %".81", 1
  %".88" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".82", i32 0, i32 5
  %".89" = getelementptr inbounds [2 x i64], [2 x i64]* %".88", i32 0, i32 0
  %".90" = load i64, i64* %".89", !range !1
  %".91" = getelementptr inbounds [2 x i64], [2 x i64]* %".88", i32 0, i32 1
  %".92" = load i64, i64* %".91", !range !1
  %".93" = insertvalue [2 x i64] undef, i64 %".90", 0
  %".94" = insertvalue [2 x i64] %".93", i64 %".92", 1
  %".95" = extractvalue [2 x i64] %".94", 0
  %".96" = extractvalue [2 x i64] %".94", 1
  %".97" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".82", i32 0, i32 6
  %".98" = load [2 x i64], [2 x i64]* %".97"
  %".99" = extractvalue [2 x i64] %".98", 0
  %".100" = extractvalue [2 x i64] %".98", 1
  %".101" = icmp slt i64 %".86", 0
  %".102" = add i64 %".86", %".95"
  %".103" = select  i1 %".101", i64 %".102", i64 %".86"
  %".104" = icmp slt i64 %".87", 0
  %".105" = add i64 %".87", %".96"
  %".106" = select  i1 %".104", i64 %".105", i64 %".87"
  %".107" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".82", i32 0, i32 5
  %".108" = getelementptr inbounds [2 x i64], [2 x i64]* %".107", i32 0, i32 0
  %".109" = load i64, i64* %".108", !range !1
  %".110" = getelementptr inbounds [2 x i64], [2 x i64]* %".107", i32 0, i32 1
  %".111" = load i64, i64* %".110", !range !1
  %".112" = insertvalue [2 x i64] undef, i64 %".109", 0
  %".113" = insertvalue [2 x i64] %".112", i64 %".111", 1
  %".114" = extractvalue [2 x i64] %".113", 0
  %".115" = extractvalue [2 x i64] %".113", 1
  %".116" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".82", i32 0, i32 6
  %".117" = load [2 x i64], [2 x i64]* %".116"
  %".118" = extractvalue [2 x i64] %".117", 0
  %".119" = extractvalue [2 x i64] %".117", 1
  %".120" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".82", i32 0, i32 4
  %".121" = load float*, float** %".120"
  %".122" = mul i64 %".118", %".103"
  %".123" = mul i64 %".119", %".106"
  %".124" = add i64 %".122", %".123"
  %".125" = ptrtoint float* %".121" to i64
  %".126" = add i64 %".125", %".124"
  %".127" = inttoptr i64 %".126" to float*
  %".128" = load float, float* %".127"
  %".129" = insertvalue [2 x i32] undef, i32 %".73", 0
  %".130" = insertvalue [2 x i32] %".129", i32 %".66", 1
  %".131" = extractvalue [2 x i32] %".130", 0
  %".132" = extractvalue [2 x i32] %".130", 1
  %".133" = sext i32 %".131" to i64
  %".134" = sext i32 %".132" to i64
  %".135" = insertvalue [2 x i64] undef, i64 %".133", 0
  %".136" = insertvalue [2 x i64] %".135", i64 %".134", 1
  %".137" = extractvalue [2 x i64] %".136", 0
  %".138" = extractvalue [2 x i64] %".136", 1
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".139"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %".59", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".139"
  %".143" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".139", i32 0, i32 5
  %".144" = getelementptr inbounds [2 x i64], [2 x i64]* %".143", i32 0, i32 0
  %".145" = load i64, i64* %".144", !range !1
  %".146" = getelementptr inbounds [2 x i64], [2 x i64]* %".143", i32 0, i32 1
  %".147" = load i64, i64* %".146", !range !1
  %".148" = insertvalue [2 x i64] undef, i64 %".145", 0
  %".149" = insertvalue [2 x i64] %".148", i64 %".147", 1
  %".150" = extractvalue [2 x i64] %".149", 0
  %".151" = extractvalue [2 x i64] %".149", 1
  %".152" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".139", i32 0, i32 6
  %".153" = load [2 x i64], [2 x i64]* %".152"
  %".154" = extractvalue [2 x i64] %".153", 0
  %".155" = extractvalue [2 x i64] %".153", 1
  %".156" = icmp slt i64 %".137", 0
  %".157" = add i64 %".137", %".150"
  %".158" = select  i1 %".156", i64 %".157", i64 %".137"
  %".159" = icmp slt i64 %".138", 0
  %".160" = add i64 %".138", %".151"
  %".161" = select  i1 %".159", i64 %".160", i64 %".138"
  %".162" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".139", i32 0, i32 5
  %".163" = getelementptr inbounds [2 x i64], [2 x i64]* %".162", i32 0, i32 0
  %".164" = load i64, i64* %".163", !range !1
  %".165" = getelementptr inbounds [2 x i64], [2 x i64]* %".162", i32 0, i32 1
  %".166" = load i64, i64* %".165", !range !1
  %".167" = insertvalue [2 x i64] undef, i64 %".164", 0
  %".168" = insertvalue [2 x i64] %".167", i64 %".166", 1
  %".169" = extractvalue [2 x i64] %".168", 0
  %".170" = extractvalue [2 x i64] %".168", 1
  %".171" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".139", i32 0, i32 6
  %".172" = load [2 x i64], [2 x i64]* %".171"
  %".173" = extractvalue [2 x i64] %".172", 0
  %".174" = extractvalue [2 x i64] %".172", 1
  %".175" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".139", i32 0, i32 4
  %".176" = load float*, float** %".175"
  %".177" = mul i64 1, %".170"
  %".178" = mul i64 %".158", %".177"
  %".179" = add i64 0, %".178"
  %".180" = mul i64 %".161", 1
  %".181" = add i64 %".179", %".180"
  %".182" = getelementptr float, float* %".176", i64 %".181"
  store float %".128", float* %".182"
  call void @"llvm.nvvm.barrier0"()
  %".185" = insertvalue [2 x i32] undef, i32 %".73", 0
  %".186" = insertvalue [2 x i32] %".185", i32 %".66", 1
  %".187" = extractvalue [2 x i32] %".186", 0
  %".188" = extractvalue [2 x i32] %".186", 1
  %".189" = sext i32 %".187" to i64
  %".190" = sext i32 %".188" to i64
  %".191" = insertvalue [2 x i64] undef, i64 %".189", 0
  %".192" = insertvalue [2 x i64] %".191", i64 %".190", 1
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".193"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %".59", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".193"
  %".197" = extractvalue [2 x i64] %".192", 0
  %".198" = extractvalue [2 x i64] %".192", 1
  %".199" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".193", i32 0, i32 5
  %".200" = getelementptr inbounds [2 x i64], [2 x i64]* %".199", i32 0, i32 0
  %".201" = load i64, i64* %".200", !range !1
  %".202" = getelementptr inbounds [2 x i64], [2 x i64]* %".199", i32 0, i32 1
  %".203" = load i64, i64* %".202", !range !1
  %".204" = insertvalue [2 x i64] undef, i64 %".201", 0
  %".205" = insertvalue [2 x i64] %".204", i64 %".203", 1
  %".206" = extractvalue [2 x i64] %".205", 0
  %".207" = extractvalue [2 x i64] %".205", 1
  %".208" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".193", i32 0, i32 6
  %".209" = load [2 x i64], [2 x i64]* %".208"
  %".210" = extractvalue [2 x i64] %".209", 0
  %".211" = extractvalue [2 x i64] %".209", 1
  %".212" = icmp slt i64 %".197", 0
  %".213" = add i64 %".197", %".206"
  %".214" = select  i1 %".212", i64 %".213", i64 %".197"
  %".215" = icmp slt i64 %".198", 0
  %".216" = add i64 %".198", %".207"
  %".217" = select  i1 %".215", i64 %".216", i64 %".198"
  %".218" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".193", i32 0, i32 5
  %".219" = getelementptr inbounds [2 x i64], [2 x i64]* %".218", i32 0, i32 0
  %".220" = load i64, i64* %".219", !range !1
  %".221" = getelementptr inbounds [2 x i64], [2 x i64]* %".218", i32 0, i32 1
  %".222" = load i64, i64* %".221", !range !1
  %".223" = insertvalue [2 x i64] undef, i64 %".220", 0
  %".224" = insertvalue [2 x i64] %".223", i64 %".222", 1
  %".225" = extractvalue [2 x i64] %".224", 0
  %".226" = extractvalue [2 x i64] %".224", 1
  %".227" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".193", i32 0, i32 6
  %".228" = load [2 x i64], [2 x i64]* %".227"
  %".229" = extractvalue [2 x i64] %".228", 0
  %".230" = extractvalue [2 x i64] %".228", 1
  %".231" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".193", i32 0, i32 4
  %".232" = load float*, float** %".231"
  %".233" = mul i64 1, %".226"
  %".234" = mul i64 %".214", %".233"
  %".235" = add i64 0, %".234"
  %".236" = mul i64 %".217", 1
  %".237" = add i64 %".235", %".236"
  %".238" = getelementptr float, float* %".232", i64 %".237"
  %".239" = load float, float* %".238"
  %".240" = insertvalue [2 x i32] undef, i32 %".66", 0
  %".241" = insertvalue [2 x i32] %".240", i32 %".73", 1
  %".242" = extractvalue [2 x i32] %".241", 0
  %".243" = extractvalue [2 x i32] %".241", 1
  %".244" = sext i32 %".242" to i64
  %".245" = sext i32 %".243" to i64
  %".246" = insertvalue [2 x i64] undef, i64 %".244", 0
  %".247" = insertvalue [2 x i64] %".246", i64 %".245", 1
  %".248" = extractvalue [2 x i64] %".247", 0
  %".249" = extractvalue [2 x i64] %".247", 1
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".250"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".250"
  %".254" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".250", i32 0, i32 5
  %".255" = getelementptr inbounds [2 x i64], [2 x i64]* %".254", i32 0, i32 0
  %".256" = load i64, i64* %".255", !range !1
  %".257" = getelementptr inbounds [2 x i64], [2 x i64]* %".254", i32 0, i32 1
  %".258" = load i64, i64* %".257", !range !1
  %".259" = insertvalue [2 x i64] undef, i64 %".256", 0
  %".260" = insertvalue [2 x i64] %".259", i64 %".258", 1
  %".261" = extractvalue [2 x i64] %".260", 0
  %".262" = extractvalue [2 x i64] %".260", 1
  %".263" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".250", i32 0, i32 6
  %".264" = load [2 x i64], [2 x i64]* %".263"
  %".265" = extractvalue [2 x i64] %".264", 0
  %".266" = extractvalue [2 x i64] %".264", 1
  %".267" = icmp slt i64 %".248", 0
  %".268" = add i64 %".248", %".261"
  %".269" = select  i1 %".267", i64 %".268", i64 %".248"
  %".270" = icmp slt i64 %".249", 0
  %".271" = add i64 %".249", %".262"
  %".272" = select  i1 %".270", i64 %".271", i64 %".249"
  %".273" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".250", i32 0, i32 5
  %".274" = getelementptr inbounds [2 x i64], [2 x i64]* %".273", i32 0, i32 0
  %".275" = load i64, i64* %".274", !range !1
  %".276" = getelementptr inbounds [2 x i64], [2 x i64]* %".273", i32 0, i32 1
  %".277" = load i64, i64* %".276", !range !1
  %".278" = insertvalue [2 x i64] undef, i64 %".275", 0
  %".279" = insertvalue [2 x i64] %".278", i64 %".277", 1
  %".280" = extractvalue [2 x i64] %".279", 0
  %".281" = extractvalue [2 x i64] %".279", 1
  %".282" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".250", i32 0, i32 6
  %".283" = load [2 x i64], [2 x i64]* %".282"
  %".284" = extractvalue [2 x i64] %".283", 0
  %".285" = extractvalue [2 x i64] %".283", 1
  %".286" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".250", i32 0, i32 4
  %".287" = load float*, float** %".286"
  %".288" = mul i64 %".284", %".269"
  %".289" = mul i64 %".285", %".272"
  %".290" = add i64 %".288", %".289"
  %".291" = ptrtoint float* %".287" to i64
  %".292" = add i64 %".291", %".290"
  %".293" = inttoptr i64 %".292" to float*
  store float %".239", float* %".293"
  ret void
}

@"_cudapy_smem_3" = addrspace(3) global [272 x float] undef, align 4
declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()

declare void @"llvm.nvvm.barrier0"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64, i64, i64, i8*, i8*, i64, i64, float*, i64, i64, i64, i64)* @"_ZN8__main__9shared_2dB3v35B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi2E1A7mutable7alignedE5ArrayIfLi2E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, float*, i64, i64, i64, i64, i8*, i8*, i64, i64, float*, i64, i64, i64, i64)* @"_ZN8__main__9shared_2dB3v35B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi2E1A7mutable7alignedE5ArrayIfLi2E1A7mutable7alignedE", !"kernel", i32 1 }