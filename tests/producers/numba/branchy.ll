; numba-cuda kernel branchy(Array(float64, 1, 'A', False, aligned=True), Array(float64, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "branchy$13"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__7branchyB3v13B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__7branchyB3v13B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", double* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", double* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
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
  %".38" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".38"
  %"$64pred" = alloca i1
  store i1 0, i1* %"$64pred"
  %".65" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".65"
  %"v" = alloca double
  store double 0.0, double* %"v"
  %"$96pred" = alloca i1
  store i1 0, i1* %"$96pred"
  %"r.3" = alloca double
  store double 0.0, double* %"r.3"
  %"$120pred" = alloca i1
  store i1 0, i1* %"$120pred"
  %".147" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".147"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
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
  %".37" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".38"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".37", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".38"
  %".42" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 2
  %".43" = load i64, i64* %".42"
  %".44" = load i64, i64* %"i"
  %".45" = icmp sge i64 %".44", %".43"
  %".47" = load i1, i1* %"$64pred"
  store i1 %".45", i1* %"$64pred"
  %".49" = load i1, i1* %"$64pred"
  br i1 %".49", label %"B66", label %"B70"
B66:
  %".51" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %".53" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".55" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".57" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  ret void
B70:
  %".61" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  %".63" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %".64" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".65"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".63", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".65"
  %".69" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".65", i32 0, i32 5
  %".70" = getelementptr inbounds [1 x i64], [1 x i64]* %".69", i32 0, i32 0
  %".71" = load i64, i64* %".70", !range !1
  %".72" = insertvalue [1 x i64] undef, i64 %".71", 0
  %".73" = extractvalue [1 x i64] %".72", 0
  %".74" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".65", i32 0, i32 6
  %".75" = load [1 x i64], [1 x i64]* %".74"
  %".76" = extractvalue [1 x i64] %".75", 0
  %".77" = icmp slt i64 %".64", 0
  %".78" = add i64 %".64", %".73"
  %".79" = select  i1 %".77", i64 %".78", i64 %".64"
  %".80" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".65", i32 0, i32 5
  %".81" = getelementptr inbounds [1 x i64], [1 x i64]* %".80", i32 0, i32 0
  %".82" = load i64, i64* %".81", !range !1
  %".83" = insertvalue [1 x i64] undef, i64 %".82", 0
  %".84" = extractvalue [1 x i64] %".83", 0
  %".85" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".65", i32 0, i32 6
  %".86" = load [1 x i64], [1 x i64]* %".85"
  %".87" = extractvalue [1 x i64] %".86", 0
  %".88" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".65", i32 0, i32 4
  %".89" = load double*, double** %".88"
  %".90" = mul i64 %".87", %".79"
  %".91" = ptrtoint double* %".89" to i64
  %".92" = add i64 %".91", %".90"
  %".93" = inttoptr i64 %".92" to double*
  %".94" = load double, double* %".93"
  %".96" = load double, double* %"v"
  store double %".94", double* %"v"
  %".98" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %".100" = load double, double* %"v"
  %".101" = sitofp i64 0 to double
  %".102" = fcmp ogt double %".100", %".101"
  %".104" = load i1, i1* %"$96pred"
  store i1 %".102", i1* %"$96pred"
  %".106" = load i1, i1* %"$96pred"
  br i1 %".106", label %"B98", label %"B110"
B98:
  %".108" = load i1, i1* %"$96pred"
  store i1 0, i1* %"$96pred"
  %".110" = load double, double* %"v"
  %".111" = fmul double %".110", 0x4000000000000000
  %".112" = load double, double* %"v"
  store double 0.0, double* %"v"
  %".115" = load double, double* %"r.3"
  store double %".111", double* %"r.3"
  br label %"B134"
B110:
  %".118" = load i1, i1* %"$96pred"
  store i1 0, i1* %"$96pred"
  %".120" = load double, double* %"v"
  %".121" = sitofp i64 -1 to double
  %".122" = fcmp olt double %".120", %".121"
  %".124" = load i1, i1* %"$120pred"
  store i1 %".122", i1* %"$120pred"
  %".126" = load i1, i1* %"$120pred"
  br i1 %".126", label %"B122", label %"B130"
B122:
  %".128" = load i1, i1* %"$120pred"
  store i1 0, i1* %"$120pred"
  %".130" = load double, double* %"v"
  %".131" = fsub double 0x8000000000000000, %".130"
  %".132" = load double, double* %"v"
  store double 0.0, double* %"v"
  %".134" = load double, double* %"r.3"
  store double %".131", double* %"r.3"
  br label %"B134"
B130:
  %".137" = load double, double* %"v"
  store double 0.0, double* %"v"
  %".139" = load i1, i1* %"$120pred"
  store i1 0, i1* %"$120pred"
  %".141" = load double, double* %"r.3"
  store double 0x3fe0000000000000, double* %"r.3"
  br label %"B134"
B134:
  %".144" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".145" = load double, double* %"r.3"
  %".146" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".147"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".144", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".147"
  %".151" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".147", i32 0, i32 5
  %".152" = getelementptr inbounds [1 x i64], [1 x i64]* %".151", i32 0, i32 0
  %".153" = load i64, i64* %".152", !range !1
  %".154" = insertvalue [1 x i64] undef, i64 %".153", 0
  %".155" = extractvalue [1 x i64] %".154", 0
  %".156" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".147", i32 0, i32 6
  %".157" = load [1 x i64], [1 x i64]* %".156"
  %".158" = extractvalue [1 x i64] %".157", 0
  %".159" = icmp slt i64 %".146", 0
  %".160" = add i64 %".146", %".155"
  %".161" = select  i1 %".159", i64 %".160", i64 %".146"
  %".162" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".147", i32 0, i32 5
  %".163" = getelementptr inbounds [1 x i64], [1 x i64]* %".162", i32 0, i32 0
  %".164" = load i64, i64* %".163", !range !1
  %".165" = insertvalue [1 x i64] undef, i64 %".164", 0
  %".166" = extractvalue [1 x i64] %".165", 0
  %".167" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".147", i32 0, i32 6
  %".168" = load [1 x i64], [1 x i64]* %".167"
  %".169" = extractvalue [1 x i64] %".168", 0
  %".170" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".147", i32 0, i32 4
  %".171" = load double*, double** %".170"
  %".172" = mul i64 %".169", %".161"
  %".173" = ptrtoint double* %".171" to i64
  %".174" = add i64 %".173", %".172"
  %".175" = inttoptr i64 %".174" to double*
  store double %".145", double* %".175"
  %".177" = load double, double* %"r.3"
  store double 0.0, double* %"r.3"
  %".179" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".181" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__7branchyB3v13B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__7branchyB3v13B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE", !"kernel", i32 1 }