; numba-cuda kernel mixed_tuple(Array(float32, 1, 'A', False, aligned=True), Tuple((float32, int32)), Array(float32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "mixed_tuple$67"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__11mixed_tupleB3v67B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5TupleIfiE5ArrayIfLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__11mixed_tupleB3v67B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5TupleIfiE5ArrayIfLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", float* %"x.4", i64 %"x.5.0", i64 %"x.6.0", float %"params.0", i32 %"params.1", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", float* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"x.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"x.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"x.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"x.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize", float* %"x.4", 4
  %".19" = insertvalue [1 x i64] undef, i64 %"x.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".19", 5
  %".20" = insertvalue [1 x i64] undef, i64 %"x.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".20", 6
  %"inserted.f0" = insertvalue {float, i32} undef, float %"params.0", 0
  %"inserted.f1" = insertvalue {float, i32} %"inserted.f0", i32 %"params.1", 1
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"out.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"out.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"out.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", float* %"out.4", 4
  %".21" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".21", 5
  %".22" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".22", 6
  %"x" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %"params" = alloca {float, i32}
  store {float, i32} zeroinitializer, {float, i32}* %"params"
  %"out" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".42" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".42"
  %"$64pred" = alloca i1
  store i1 0, i1* %"$64pred"
  %".64" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".64"
  %".108" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".108"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {float, i32} %"inserted.f1", {float, i32}* %"params"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".29" = trunc i64 1 to i32
  %".30" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".31" = sext i32 %".30" to i64
  %".32" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".33" = sext i32 %".32" to i64
  %".34" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".35" = sext i32 %".34" to i64
  %".36" = mul i64 %".33", %".35"
  %".37" = add i64 %".36", %".31"
  %".39" = load i64, i64* %"i"
  store i64 %".37", i64* %"i"
  %".41" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".42"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".41", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".42"
  %".46" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".42", i32 0, i32 2
  %".47" = load i64, i64* %".46"
  %".48" = load i64, i64* %"i"
  %".49" = icmp slt i64 %".48", %".47"
  %".51" = load i1, i1* %"$64pred"
  store i1 %".49", i1* %"$64pred"
  %".53" = load i1, i1* %"$64pred"
  br i1 %".53", label %"B66", label %"B222"
B66:
  %".55" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  %".57" = load {float, i32}, {float, i32}* %"params"
  %".58" = load {float, i32}, {float, i32}* %"params"
  store {float, i32} zeroinitializer, {float, i32}* %"params"
  %".60" = extractvalue {float, i32} %".57", 0
  %".61" = extractvalue {float, i32} %".57", 1
  %".62" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".63" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".64"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".62", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".64"
  %".68" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".64", i32 0, i32 5
  %".69" = getelementptr inbounds [1 x i64], [1 x i64]* %".68", i32 0, i32 0
  %".70" = load i64, i64* %".69", !range !1
  %".71" = insertvalue [1 x i64] undef, i64 %".70", 0
  %".72" = extractvalue [1 x i64] %".71", 0
  %".73" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".64", i32 0, i32 6
  %".74" = load [1 x i64], [1 x i64]* %".73"
  %".75" = extractvalue [1 x i64] %".74", 0
  %".76" = icmp slt i64 %".63", 0
  %".77" = add i64 %".63", %".72"
  %".78" = select  i1 %".76", i64 %".77", i64 %".63"
  %".79" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".64", i32 0, i32 5
  %".80" = getelementptr inbounds [1 x i64], [1 x i64]* %".79", i32 0, i32 0
  %".81" = load i64, i64* %".80", !range !1
  %".82" = insertvalue [1 x i64] undef, i64 %".81", 0
  %".83" = extractvalue [1 x i64] %".82", 0
  %".84" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".64", i32 0, i32 6
  %".85" = load [1 x i64], [1 x i64]* %".84"
  %".86" = extractvalue [1 x i64] %".85", 0
  %".87" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".64", i32 0, i32 4
  %".88" = load float*, float** %".87"
  %".89" = mul i64 %".86", %".78"
  %".90" = ptrtoint float* %".88" to i64
  %".91" = add i64 %".90", %".89"
  %".92" = inttoptr i64 %".91" to float*
  %".93" = load float, float* %".92"
  %".94" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".96" = fmul float %".93", %".60"
  %".97" = fpext float %".96" to double
  %".98" = sitofp i32 %".61" to double
  %".99" = fadd double %".97", %".98"
  %".100" = fptrunc double 0xbff0000000000000 to float
  %".101" = fpext float %".100" to double
  %".102" = call double @"__nv_fmax"(double %".99", double %".101")
  %".103" = fptrunc double 0x3ff0000000000000 to float
  %".104" = fpext float %".103" to double
  %".105" = call double @"__nv_fmin"(double %".102", double %".104")
  %".106" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".107" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".108"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".106", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".108"
  %".112" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".108", i32 0, i32 5
  %".113" = getelementptr inbounds [1 x i64], [1 x i64]* %".112", i32 0, i32 0
  %".114" = load i64, i64* %".113", !range !1
  %".115" = insertvalue [1 x i64] undef, i64 %".114", 0
  %".116" = extractvalue [1 x i64] %".115", 0
  %".117" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".108", i32 0, i32 6
  %".118" = load [1 x i64], [1 x i64]* %".117"
  %".119" = extractvalue [1 x i64] %".118", 0
  %".120" = icmp slt i64 %".107", 0
  %".121" = add i64 %".107", %".116"
  %".122" = select  i1 %".120", i64 %".121", i64 %".107"
  %".123" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".108", i32 0, i32 5
  %".124" = getelementptr inbounds [1 x i64], [1 x i64]* %".123", i32 0, i32 0
  %".125" = load i64, i64* %".124", !range !1
  %".126" = insertvalue [1 x i64] undef, i64 %".125", 0
  %".127" = extractvalue [1 x i64] %".126", 0
  %".128" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".108", i32 0, i32 6
  %".129" = load [1 x i64], [1 x i64]* %".128"
  %".130" = extractvalue [1 x i64] %".129", 0
  %".131" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".108", i32 0, i32 4
  %".132" = load float*, float** %".131"
  %".133" = mul i64 %".130", %".122"
  %".134" = ptrtoint float* %".132" to i64
  %".135" = add i64 %".134", %".133"
  %".136" = inttoptr i64 %".135" to float*
  %".137" = fptrunc double %".105" to float
  store float %".137", float* %".136"
  %".139" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".141" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B222:
  %".145" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".147" = load {float, i32}, {float, i32}* %"params"
  store {float, i32} zeroinitializer, {float, i32}* %"params"
  %".149" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".151" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".153" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare double @"__nv_fmax"(double %".1", double %".2")

declare double @"__nv_fmin"(double %".1", double %".2")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64, float, i32, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__11mixed_tupleB3v67B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5TupleIfiE5ArrayIfLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, float*, i64, i64, float, i32, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__11mixed_tupleB3v67B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5TupleIfiE5ArrayIfLi1E1A7mutable7alignedE", !"kernel", i32 1 }