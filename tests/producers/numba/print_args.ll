; numba-cuda kernel print_args(Array(float32, 1, 'A', False, aligned=True),) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "print_args$25"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__10print_argsB3v25B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__10print_argsB3v25B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", float* %"x.4", i64 %"x.5.0", i64 %"x.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"x.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"x.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"x.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"x.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize", float* %"x.4", 4
  %".10" = insertvalue [1 x i64] undef, i64 %"x.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".10", 5
  %".11" = insertvalue [1 x i64] undef, i64 %"x.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".11", 6
  %"x" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %"$54pred" = alloca i1
  store i1 0, i1* %"$54pred"
  %".36" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".36"
  %".68" = alloca {i8*, i64, i32, i32, i64, i8*, i8*}
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".68"
  %".95" = alloca {i8*, double, i64}
  store {i8*, double, i64} zeroinitializer, {i8*, double, i64}* %".95"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".14" = trunc i64 1 to i32
  %".15" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".16" = sext i32 %".15" to i64
  %".17" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".18" = sext i32 %".17" to i64
  %".19" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".20" = sext i32 %".19" to i64
  %".21" = mul i64 %".18", %".20"
  %".22" = add i64 %".21", %".16"
  %".24" = load i64, i64* %"i"
  store i64 %".22", i64* %"i"
  %".26" = load i64, i64* %"i"
  %".27" = icmp eq i64 %".26", 0
  %".29" = load i1, i1* %"$54pred"
  store i1 %".27", i1* %"$54pred"
  %".31" = load i1, i1* %"$54pred"
  br i1 %".31", label %"B56", label %"B106"
B56:
  %".33" = load i1, i1* %"$54pred"
  store i1 0, i1* %"$54pred"
  %".35" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".36"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".35", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".36"
  %".40" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".36", i32 0, i32 5
  %".41" = getelementptr inbounds [1 x i64], [1 x i64]* %".40", i32 0, i32 0
  %".42" = load i64, i64* %".41", !range !1
  %".43" = insertvalue [1 x i64] undef, i64 %".42", 0
  %".44" = extractvalue [1 x i64] %".43", 0
  %".45" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".36", i32 0, i32 6
  %".46" = load [1 x i64], [1 x i64]* %".45"
  %".47" = extractvalue [1 x i64] %".46", 0
  %".48" = icmp slt i64 0, 0
  %".49" = add i64 0, %".44"
  %".50" = select  i1 %".48", i64 %".49", i64 0
  %".51" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".36", i32 0, i32 5
  %".52" = getelementptr inbounds [1 x i64], [1 x i64]* %".51", i32 0, i32 0
  %".53" = load i64, i64* %".52", !range !1
  %".54" = insertvalue [1 x i64] undef, i64 %".53", 0
  %".55" = extractvalue [1 x i64] %".54", 0
  %".56" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".36", i32 0, i32 6
  %".57" = load [1 x i64], [1 x i64]* %".56"
  %".58" = extractvalue [1 x i64] %".57", 0
  %".59" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".36", i32 0, i32 4
  %".60" = load float*, float** %".59"
  %".61" = mul i64 %".58", %".50"
  %".62" = ptrtoint float* %".60" to i64
  %".63" = add i64 %".62", %".61"
  %".64" = inttoptr i64 %".63" to float*
  %".65" = load float, float* %".64"
  %".66" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i64, i32, i32, i64, i8*, i8*} zeroinitializer, {i8*, i64, i32, i32, i64, i8*, i8*}* %".68"
  %".71" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".68", i32 0, i32 0
  store i8* bitcast ([6 x i8]* @".bytes.7170577931421242609" to i8*), i8** %".71"
  %".73" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".68", i32 0, i32 1
  %".74" = load i64, i64* %".73"
  %".75" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".68", i32 0, i32 1
  store i64 5, i64* %".75"
  %".77" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".68", i32 0, i32 2
  %".78" = load i32, i32* %".77"
  %".79" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".68", i32 0, i32 2
  store i32 1, i32* %".79"
  %".81" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".68", i32 0, i32 3
  %".82" = load i32, i32* %".81"
  %".83" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".68", i32 0, i32 3
  store i32 1, i32* %".83"
  %".85" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".68", i32 0, i32 4
  %".86" = load i64, i64* %".85"
  %".87" = getelementptr inbounds {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".68", i32 0, i32 4
  store i64 -1, i64* %".87"
  %".89" = load {i8*, i64, i32, i32, i64, i8*, i8*}, {i8*, i64, i32, i32, i64, i8*, i8*}* %".68"
  %".90" = load i64, i64* %"i"
  %"generic" = addrspacecast i8 addrspace(4)* bitcast ([6 x i8] addrspace(4)* @"__conststring__$5value" to i8 addrspace(4)*) to i8*
  %".91" = fpext float %".65" to double
  %"generic.1" = addrspacecast i8 addrspace(4)* bitcast ([12 x i8] addrspace(4)* @"__conststring__$23_25s_20_25f_20_25lld_0a" to i8 addrspace(4)*) to i8*
  %".92" = insertvalue {i8*, double, i64} undef, i8* %"generic", 0
  %".93" = insertvalue {i8*, double, i64} %".92", double %".91", 1
  %".94" = insertvalue {i8*, double, i64} %".93", i64 %".90", 2
  store {i8*, double, i64} %".94", {i8*, double, i64}* %".95"
  %".98" = bitcast {i8*, double, i64}* %".95" to i8*
  %".99" = call i32 @"vprintf"(i8* %"generic.1", i8* %".98")
  %".100" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B106:
  %".104" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".106" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".108" = load i1, i1* %"$54pred"
  store i1 0, i1* %"$54pred"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@".bytes.7170577931421242609" = internal constant [6 x i8] c"value\00"
declare i32 @"vprintf"(i8* %".1", i8* %".2")

@"__conststring__$5value" = internal addrspace(4) constant [6 x i8] c"value\00"
@"__conststring__$23_25s_20_25f_20_25lld_0a" = internal addrspace(4) constant [12 x i8] c"%s %f %lld\0a\00"
@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__10print_argsB3v25B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__10print_argsB3v25B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE", !"kernel", i32 1 }