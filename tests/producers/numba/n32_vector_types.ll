; numba-cuda kernel n32_vector_types(Array(float32, 1, 'A', False, aligned=True), Array(float32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "vector_types$21"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__12vector_typesB3v21B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__12vector_typesB3v21B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE"(i8* %"a.0", i8* %"a.1", i64 %"a.2", i64 %"a.3", float* %"a.4", i64 %"a.5.0", i64 %"a.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", float* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"a.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"a.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"a.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"a.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize", float* %"a.4", 4
  %".17" = insertvalue [1 x i64] undef, i64 %"a.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".17", 5
  %".18" = insertvalue [1 x i64] undef, i64 %"a.6.0", 0
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
  %"a" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %"out" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".38" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".38"
  %"$66pred" = alloca i1
  store i1 0, i1* %"$66pred"
  %".55" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55"
  %".87" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".87"
  %".121" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".121"
  %".156" = alloca {float, float, float, float}
  store {float, float, float, float} zeroinitializer, {float, float, float, float}* %".156"
  %".173" = alloca {i32, i32}
  store {i32, i32} zeroinitializer, {i32, i32}* %".173"
  %".181" = alloca {float, float, float, float}
  store {float, float, float, float} zeroinitializer, {float, float, float, float}* %".181"
  %".188" = alloca {float, float, float, float}
  store {float, float, float, float} zeroinitializer, {float, float, float, float}* %".188"
  %".195" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".195"
  %".203" = alloca {float, float, float, float}
  store {float, float, float, float} zeroinitializer, {float, float, float, float}* %".203"
  %".209" = alloca {float, float, float, float}
  store {float, float, float, float} zeroinitializer, {float, float, float, float}* %".209"
  %".215" = alloca {float, float, float, float}
  store {float, float, float, float} zeroinitializer, {float, float, float, float}* %".215"
  %".223" = alloca {float, float, float, float}
  store {float, float, float, float} zeroinitializer, {float, float, float, float}* %".223"
  %".230" = alloca {i32, i32}
  store {i32, i32} zeroinitializer, {i32, i32}* %".230"
  %".236" = alloca {i32, i32}
  store {i32, i32} zeroinitializer, {i32, i32}* %".236"
  %".247" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".247"
  %".253" = alloca {double, double}
  store {double, double} zeroinitializer, {double, double}* %".253"
  %".264" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".264"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
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
  %".37" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".38"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".37", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".38"
  %".42" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 2
  %".43" = load i64, i64* %".42"
  %".44" = load i64, i64* %"i"
  %".45" = icmp slt i64 %".44", %".43"
  %".47" = load i1, i1* %"$66pred"
  store i1 %".45", i1* %"$66pred"
  %".49" = load i1, i1* %"$66pred"
  br i1 %".49", label %"B68", label %"B590"
B68:
  %".51" = load i1, i1* %"$66pred"
  store i1 0, i1* %"$66pred"
  %".53" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".54" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".53", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55"
  %".59" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 5
  %".60" = getelementptr inbounds [1 x i64], [1 x i64]* %".59", i32 0, i32 0
  %".61" = load i64, i64* %".60", !range !1
  %".62" = insertvalue [1 x i64] undef, i64 %".61", 0
  %".63" = extractvalue [1 x i64] %".62", 0
  %".64" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 6
  %".65" = load [1 x i64], [1 x i64]* %".64"
  %".66" = extractvalue [1 x i64] %".65", 0
  %".67" = icmp slt i64 %".54", 0
  %".68" = add i64 %".54", %".63"
  %".69" = select  i1 %".67", i64 %".68", i64 %".54"
  %".70" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 5
  %".71" = getelementptr inbounds [1 x i64], [1 x i64]* %".70", i32 0, i32 0
  %".72" = load i64, i64* %".71", !range !1
  %".73" = insertvalue [1 x i64] undef, i64 %".72", 0
  %".74" = extractvalue [1 x i64] %".73", 0
  %".75" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 6
  %".76" = load [1 x i64], [1 x i64]* %".75"
  %".77" = extractvalue [1 x i64] %".76", 0
  %".78" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 4
  %".79" = load float*, float** %".78"
  %".80" = mul i64 %".77", %".69"
  %".81" = ptrtoint float* %".79" to i64
  %".82" = add i64 %".81", %".80"
  %".83" = inttoptr i64 %".82" to float*
  %".84" = load float, float* %".83"
  %".85" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".86" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".87"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".85", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".87"
  %".91" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".87", i32 0, i32 5
  %".92" = getelementptr inbounds [1 x i64], [1 x i64]* %".91", i32 0, i32 0
  %".93" = load i64, i64* %".92", !range !1
  %".94" = insertvalue [1 x i64] undef, i64 %".93", 0
  %".95" = extractvalue [1 x i64] %".94", 0
  %".96" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".87", i32 0, i32 6
  %".97" = load [1 x i64], [1 x i64]* %".96"
  %".98" = extractvalue [1 x i64] %".97", 0
  %".99" = icmp slt i64 %".86", 0
  %".100" = add i64 %".86", %".95"
  %".101" = select  i1 %".99", i64 %".100", i64 %".86"
  %".102" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".87", i32 0, i32 5
  %".103" = getelementptr inbounds [1 x i64], [1 x i64]* %".102", i32 0, i32 0
  %".104" = load i64, i64* %".103", !range !1
  %".105" = insertvalue [1 x i64] undef, i64 %".104", 0
  %".106" = extractvalue [1 x i64] %".105", 0
  %".107" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".87", i32 0, i32 6
  %".108" = load [1 x i64], [1 x i64]* %".107"
  %".109" = extractvalue [1 x i64] %".108", 0
  %".110" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".87", i32 0, i32 4
  %".111" = load float*, float** %".110"
  %".112" = mul i64 %".109", %".101"
  %".113" = ptrtoint float* %".111" to i64
  %".114" = add i64 %".113", %".112"
  %".115" = inttoptr i64 %".114" to float*
  %".116" = load float, float* %".115"
  %".117" = sitofp i64 2 to float
  %".118" = fmul float %".116", %".117"
  %".119" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".120" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".121"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".119", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".121"
  %".125" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".121", i32 0, i32 5
  %".126" = getelementptr inbounds [1 x i64], [1 x i64]* %".125", i32 0, i32 0
  %".127" = load i64, i64* %".126", !range !1
  %".128" = insertvalue [1 x i64] undef, i64 %".127", 0
  %".129" = extractvalue [1 x i64] %".128", 0
  %".130" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".121", i32 0, i32 6
  %".131" = load [1 x i64], [1 x i64]* %".130"
  %".132" = extractvalue [1 x i64] %".131", 0
  %".133" = icmp slt i64 %".120", 0
  %".134" = add i64 %".120", %".129"
  %".135" = select  i1 %".133", i64 %".134", i64 %".120"
  %".136" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".121", i32 0, i32 5
  %".137" = getelementptr inbounds [1 x i64], [1 x i64]* %".136", i32 0, i32 0
  %".138" = load i64, i64* %".137", !range !1
  %".139" = insertvalue [1 x i64] undef, i64 %".138", 0
  %".140" = extractvalue [1 x i64] %".139", 0
  %".141" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".121", i32 0, i32 6
  %".142" = load [1 x i64], [1 x i64]* %".141"
  %".143" = extractvalue [1 x i64] %".142", 0
  %".144" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".121", i32 0, i32 4
  %".145" = load float*, float** %".144"
  %".146" = mul i64 %".143", %".135"
  %".147" = ptrtoint float* %".145" to i64
  %".148" = add i64 %".147", %".146"
  %".149" = inttoptr i64 %".148" to float*
  %".150" = load float, float* %".149"
  %".151" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".153" = sitofp i64 1 to float
  %".154" = fadd float %".150", %".153"
  %".155" = sitofp i64 3 to float
  store {float, float, float, float} zeroinitializer, {float, float, float, float}* %".156"
  %".159" = getelementptr inbounds {float, float, float, float}, {float, float, float, float}* %".156", i32 0, i32 0
  store float %".84", float* %".159"
  %".161" = getelementptr inbounds {float, float, float, float}, {float, float, float, float}* %".156", i32 0, i32 1
  store float %".118", float* %".161"
  %".163" = getelementptr inbounds {float, float, float, float}, {float, float, float, float}* %".156", i32 0, i32 2
  store float %".154", float* %".163"
  %".165" = getelementptr inbounds {float, float, float, float}, {float, float, float, float}* %".156", i32 0, i32 3
  store float %".155", float* %".165"
  %".167" = load {float, float, float, float}, {float, float, float, float}* %".156"
  %".168" = load i64, i64* %"i"
  %".169" = mul nsw i64 %".168", 3
  %".170" = load i64, i64* %"i"
  %".171" = trunc i64 %".170" to i32
  %".172" = trunc i64 %".169" to i32
  store {i32, i32} zeroinitializer, {i32, i32}* %".173"
  %".176" = getelementptr inbounds {i32, i32}, {i32, i32}* %".173", i32 0, i32 0
  store i32 %".171", i32* %".176"
  %".178" = getelementptr inbounds {i32, i32}, {i32, i32}* %".173", i32 0, i32 1
  store i32 %".172", i32* %".178"
  %".180" = load {i32, i32}, {i32, i32}* %".173"
  store {float, float, float, float} zeroinitializer, {float, float, float, float}* %".181"
  store {float, float, float, float} %".167", {float, float, float, float}* %".181"
  %".185" = getelementptr inbounds {float, float, float, float}, {float, float, float, float}* %".181", i32 0, i32 0
  %".186" = load float, float* %".185"
  %".187" = fpext float %".186" to double
  store {float, float, float, float} zeroinitializer, {float, float, float, float}* %".188"
  store {float, float, float, float} %".167", {float, float, float, float}* %".188"
  %".192" = getelementptr inbounds {float, float, float, float}, {float, float, float, float}* %".188", i32 0, i32 3
  %".193" = load float, float* %".192"
  %".194" = fpext float %".193" to double
  store {double, double} zeroinitializer, {double, double}* %".195"
  %".198" = getelementptr inbounds {double, double}, {double, double}* %".195", i32 0, i32 0
  store double %".187", double* %".198"
  %".200" = getelementptr inbounds {double, double}, {double, double}* %".195", i32 0, i32 1
  store double %".194", double* %".200"
  %".202" = load {double, double}, {double, double}* %".195"
  store {float, float, float, float} zeroinitializer, {float, float, float, float}* %".203"
  store {float, float, float, float} %".167", {float, float, float, float}* %".203"
  %".207" = getelementptr inbounds {float, float, float, float}, {float, float, float, float}* %".203", i32 0, i32 0
  %".208" = load float, float* %".207"
  store {float, float, float, float} zeroinitializer, {float, float, float, float}* %".209"
  store {float, float, float, float} %".167", {float, float, float, float}* %".209"
  %".213" = getelementptr inbounds {float, float, float, float}, {float, float, float, float}* %".209", i32 0, i32 1
  %".214" = load float, float* %".213"
  store {float, float, float, float} zeroinitializer, {float, float, float, float}* %".215"
  store {float, float, float, float} %".167", {float, float, float, float}* %".215"
  %".219" = getelementptr inbounds {float, float, float, float}, {float, float, float, float}* %".215", i32 0, i32 2
  %".220" = load float, float* %".219"
  %".221" = fmul float %".214", %".220"
  %".222" = fadd float %".208", %".221"
  store {float, float, float, float} zeroinitializer, {float, float, float, float}* %".223"
  store {float, float, float, float} %".167", {float, float, float, float}* %".223"
  %".227" = getelementptr inbounds {float, float, float, float}, {float, float, float, float}* %".223", i32 0, i32 3
  %".228" = load float, float* %".227"
  %".229" = fsub float %".222", %".228"
  store {i32, i32} zeroinitializer, {i32, i32}* %".230"
  store {i32, i32} %".180", {i32, i32}* %".230"
  %".234" = getelementptr inbounds {i32, i32}, {i32, i32}* %".230", i32 0, i32 0
  %".235" = load i32, i32* %".234"
  store {i32, i32} zeroinitializer, {i32, i32}* %".236"
  store {i32, i32} %".180", {i32, i32}* %".236"
  %".240" = getelementptr inbounds {i32, i32}, {i32, i32}* %".236", i32 0, i32 1
  %".241" = load i32, i32* %".240"
  %".242" = sext i32 %".235" to i64
  %".243" = sext i32 %".241" to i64
  %".244" = sub nsw i64 %".242", %".243"
  %".245" = sitofp i64 %".244" to float
  %".246" = fadd float %".229", %".245"
  store {double, double} zeroinitializer, {double, double}* %".247"
  store {double, double} %".202", {double, double}* %".247"
  %".251" = getelementptr inbounds {double, double}, {double, double}* %".247", i32 0, i32 0
  %".252" = load double, double* %".251"
  store {double, double} zeroinitializer, {double, double}* %".253"
  store {double, double} %".202", {double, double}* %".253"
  %".257" = getelementptr inbounds {double, double}, {double, double}* %".253", i32 0, i32 1
  %".258" = load double, double* %".257"
  %".259" = fmul double %".252", %".258"
  %".260" = fptrunc double %".259" to float
  %".261" = fadd float %".246", %".260"
  %".262" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".263" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".264"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".262", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".264"
  %".268" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".264", i32 0, i32 5
  %".269" = getelementptr inbounds [1 x i64], [1 x i64]* %".268", i32 0, i32 0
  %".270" = load i64, i64* %".269", !range !1
  %".271" = insertvalue [1 x i64] undef, i64 %".270", 0
  %".272" = extractvalue [1 x i64] %".271", 0
  %".273" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".264", i32 0, i32 6
  %".274" = load [1 x i64], [1 x i64]* %".273"
  %".275" = extractvalue [1 x i64] %".274", 0
  %".276" = icmp slt i64 %".263", 0
  %".277" = add i64 %".263", %".272"
  %".278" = select  i1 %".276", i64 %".277", i64 %".263"
  %".279" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".264", i32 0, i32 5
  %".280" = getelementptr inbounds [1 x i64], [1 x i64]* %".279", i32 0, i32 0
  %".281" = load i64, i64* %".280", !range !1
  %".282" = insertvalue [1 x i64] undef, i64 %".281", 0
  %".283" = extractvalue [1 x i64] %".282", 0
  %".284" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".264", i32 0, i32 6
  %".285" = load [1 x i64], [1 x i64]* %".284"
  %".286" = extractvalue [1 x i64] %".285", 0
  %".287" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".264", i32 0, i32 4
  %".288" = load float*, float** %".287"
  %".289" = mul i64 %".286", %".278"
  %".290" = ptrtoint float* %".288" to i64
  %".291" = add i64 %".290", %".289"
  %".292" = inttoptr i64 %".291" to float*
  store float %".261", float* %".292"
  %".294" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".296" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B590:
  %".300" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".302" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".304" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"a"
  %".306" = load i1, i1* %"$66pred"
  store i1 0, i1* %"$66pred"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__12vector_typesB3v21B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__12vector_typesB3v21B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE", !"kernel", i32 1 }