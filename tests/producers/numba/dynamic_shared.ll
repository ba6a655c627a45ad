; numba-cuda kernel dynamic_shared(Array(float32, 1, 'A', False, aligned=True), Array(float32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "dynamic_shared$65"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__14dynamic_sharedB3v65B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__14dynamic_sharedB3v65B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", float* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", float* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
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
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"out.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"out.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"out.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", float* %"out.4", 4
  %".19" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".19", 5
  %".20" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".20", 6
  %".24" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".24"
  %".65" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".65"
  %".96" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".96"
  %".137" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".137"
  %".175" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".175"
  br label %"B0"
B0:
  %"generic" = addrspacecast [0 x float] addrspace(3)* @"_cudapy_smem_7" to i8*
  %".21" = call i32 asm sideeffect "mov.u32 $0, %dynamic_smem_size;", "=r"()
  %".22" = zext i32 %".21" to i64
  %".23" = udiv i64 %".22", 4
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".24"
  %".27" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".24", i32 0, i32 4
  %".28" = load float*, float** %".27"
  %".29" = bitcast i8* %"generic" to float*
  %".30" = insertvalue [1 x i64] undef, i64 %".23", 0
  %".31" = insertvalue [1 x i64] undef, i64 4, 0
  %".32" = extractvalue [1 x i64] %".30", 0
  %".33" = mul nsw i64 1, %".32"
  %".34" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".24", i32 0, i32 5
  store [1 x i64] %".30", [1 x i64]* %".34"
  %".36" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".24", i32 0, i32 6
  store [1 x i64] %".31", [1 x i64]* %".36"
  %".38" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".24", i32 0, i32 4
  store float* %".29", float** %".38"
  %".40" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".24", i32 0, i32 3
  store i64 4, i64* %".40"
  %".42" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".24", i32 0, i32 0
  store i8* null, i8** %".42"
  %".44" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".24", i32 0, i32 1
  store i8* null, i8** %".44"
  %".46" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".24", i32 0, i32 2
  store i64 %".33", i64* %".46"
  %".48" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".24"
  %".49" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".50" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".51" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".52" = insertvalue {i32, i32, i32} undef, i32 %".49", 0
  %".53" = insertvalue {i32, i32, i32} %".52", i32 %".50", 1
  %".54" = insertvalue {i32, i32, i32} %".53", i32 %".51", 2
  %".55" = extractvalue {i32, i32, i32} %".54", 0
  %".56" = trunc i64 1 to i32
  %".57" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".58" = sext i32 %".57" to i64
  %".59" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".60" = sext i32 %".59" to i64
  %".61" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".62" = sext i32 %".61" to i64
  %".63" = mul i64 %".60", %".62"
  %".64" = add i64 %".63", %".58"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".65"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".65"
  %".69" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".65", i32 0, i32 5
  %".70" = getelementptr inbounds [1 x i64], [1 x i64]* %".69", i32 0, i32 0
  %".71" = load i64, i64* %".70", !range !1
  %".72" = insertvalue [1 x i64] undef, i64 %".71", 0
  %".73" = extractvalue [1 x i64] %".72", 0
  %".74" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".65", i32 0, i32 6
  %".75" = load [1 x i64], [1 x i64]* %".74"
  %".76" = extractvalue [1 x i64] %".75", 0
  %".77" = icmp slt i64 %".64", 0
  %".78" = add i64 %".64", %".73"
  %".79" = select  i1 %".77", i64 %".78", i64 %".64"
  %".80" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".65", i32 0, i32 5
  %".81" = getelementptr inbounds [1 x i64], [1 x i64]* %".80", i32 0, i32 0
  %".82" = load i64, i64* %".81", !range !1
  %".83" = insertvalue [1 x i64] undef, i64 %".82", 0
  %".84" = extractvalue [1 x i64] %".83", 0
  %".85" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".65", i32 0, i32 6
  %".86" = load [1 x i64], [1 x i64]* %".85"
  %".87" = extractvalue [1 x i64] %".86", 0
  %".88" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".65", i32 0, i32 4
  %".89" = load float*, float** %".88"
  %".90" = mul i64 %".87", %".79"
  %".91" = ptrtoint float* %".89" to i64
  %".92" = add i64 %".91", %".90"
  %".93" = inttoptr i64 %".92" to float*
  %".94" = load float, float* %".93"
  %".95" = sext i32 %".55" to i64
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".96"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".48", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".96"
  %".100" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".96", i32 0, i32 5
  %".101" = getelementptr inbounds [1 x i64], [1 x i64]* %".100", i32 0, i32 0
  %".102" = load i64, i64* %".101", !range !1
  %".103" = insertvalue [1 x i64] undef, i64 %".102", 0
  %".104" = extractvalue [1 x i64] %".103", 0
  %".105" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".96", i32 0, i32 6
  %".106" = load [1 x i64], [1 x i64]* %".105"
  %".107" = extractvalue [1 x i64] %".106", 0
  %".108" = icmp slt i64 %".95", 0
  %".109" = add i64 %".95", %".104"
  %".110" = select  i1 %".108", i64 %".109", i64 %".95"
  %".111" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".96", i32 0, i32 5
  %".112" = getelementptr inbounds [1 x i64], [1 x i64]* %".111", i32 0, i32 0
  %".113" = load i64, i64* %".112", !range !1
  %".114" = insertvalue [1 x i64] undef, i64 %".113", 0
  %".115" = extractvalue [1 x i64] %".114", 0
  %".116" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".96", i32 0, i32 6
  %".117" = load [1 x i64], [1 x i64]* %".116"
  %".118" = extractvalue [1 x i64] %".117", 0
  %".119" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".96", i32 0, i32 4
  %".120" = load float*, float** %".119"
  %".121" = mul i64 %".110", 1
  %".122" = add i64 0, %".121"
  %".123" = getelementptr float, float* %".120", i64 %".122"
  store float %".94", float* %".123"
  call void @"llvm.nvvm.barrier0"()
  %".126" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".127" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.y"()
  %".128" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.z"()
  %".129" = insertvalue {i32, i32, i32} undef, i32 %".126", 0
  %".130" = insertvalue {i32, i32, i32} %".129", i32 %".127", 1
  %".131" = insertvalue {i32, i32, i32} %".130", i32 %".128", 2
  %".132" = extractvalue {i32, i32, i32} %".131", 0
  %".133" = sext i32 %".132" to i64
  %".134" = sub nsw i64 %".133", 1
  %".135" = sext i32 %".55" to i64
  %".136" = sub nsw i64 %".134", %".135"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".137"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".48", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".137"
  %".141" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".137", i32 0, i32 5
  %".142" = getelementptr inbounds [1 x i64], [1 x i64]* %".141", i32 0, i32 0
  %".143" = load i64, i64* %".142", !range !1
  %".144" = insertvalue [1 x i64] undef, i64 %".143", 0
  %".145" = extractvalue [1 x i64] %".144", 0
  %".146" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".137", i32 0, i32 6
  %".147" = load [1 x i64], [1 x i64]* %".146"
  %".148" = extractvalue [1 x i64] %".147", 0
  %".149" = icmp slt i64 %".136", 0
  %".150" = add i64 %".136", %".145"
  %".151" = select  i1 %".149", i64 %".150", i64 %".136"
  %".152" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".137", i32 0, i32 5
  %".153" = getelementptr inbounds [1 x i64], [1 x i64]* %".152", i32 0, i32 0
  %".154" = load i64, i64* %".153", !range !1
  %".155" = insertvalue [1 x i64] undef, i64 %".154", 0
  %".156" = extractvalue [1 x i64] %".155", 0
  %".157" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".137", i32 0, i32 6
  %".158" = load [1 x i64], [1 x i64]* %".157"
  %".159" = extractvalue [1 x i64] %".158", 0
  %".160" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".137", i32 0, i32 4
  %".161" = load float*, float** %".160"
  %".162" = mul i64 %".151", 1
  %".163" = add i64 0, %".162"
  %".164" = getelementptr float, float* %".161", i64 %".163"
  %".165" = load float, float* %".164"
  %".166" = trunc i64 1 to i32
  %".167" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".168" = sext i32 %".167" to i64
  %".169" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".170" = sext i32 %".169" to i64
  %".171" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".172" = sext i32 %".171" to i64
  %".173" = mul i64 %".170", %".172"
  %".174" = add i64 %".173", %".168"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".175"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".175"
  %".179" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".175", i32 0, i32 5
  %".180" = getelementptr inbounds [1 x i64], [1 x i64]* %".179", i32 0, i32 0
  %".181" = load i64, i64* %".180", !range !1
  %".182" = insertvalue [1 x i64] undef, i64 %".181", 0
  %".183" = extractvalue [1 x i64] %".182", 0
  %".184" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".175", i32 0, i32 6
  %".185" = load [1 x i64], [1 x i64]* %".184"
  %".186" = extractvalue [1 x i64] %".185", 0
  %".187" = icmp slt i64 %".174", 0
  %".188" = add i64 %".174", %".183"
  %".189" = select  i1 %".187", i64 %".188", i64 %".174"
  %".190" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".175", i32 0, i32 5
  %".191" = getelementptr inbounds [1 x i64], [1 x i64]* %".190", i32 0, i32 0
  %".192" = load i64, i64* %".191", !range !1
  %".193" = insertvalue [1 x i64] undef, i64 %".192", 0
  %".194" = extractvalue [1 x i64] %".193", 0
  %".195" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".175", i32 0, i32 6
  %".196" = load [1 x i64], [1 x i64]* %".195"
  %".197" = extractvalue [1 x i64] %".196", 0
  %".198" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".175", i32 0, i32 4
  %".199" = load float*, float** %".198"
  %".200" = mul i64 %".197", %".189"
  %".201" = ptrtoint float* %".199" to i64
  %".202" = add i64 %".201", %".200"
  %".203" = inttoptr i64 %".202" to float*
  store float %".165", float* %".203"
  ret void
}

@"_cudapy_smem_7" = external addrspace(3) global [0 x float], align 4
declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare void @"llvm.nvvm.barrier0"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.z"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__14dynamic_sharedB3v65B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__14dynamic_sharedB3v65B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE", !"kernel", i32 1 }