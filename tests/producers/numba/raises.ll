; numba-cuda kernel raises(Array(float32, 1, 'A', False, aligned=True),) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "raises$41"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__6raisesB3v41B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__6raisesB3v41B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", float* %"x.4", i64 %"x.5.0", i64 %"x.6.0")
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
  %".27" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".27"
  %"$64pred" = alloca i1
  store i1 0, i1* %"$64pred"
  %".51" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".51"
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
  %".26" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".27"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".26", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".27"
  %".31" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".27", i32 0, i32 2
  %".32" = load i64, i64* %".31"
  %".33" = load i64, i64* %"i"
  %".34" = icmp sge i64 %".33", %".32"
  %".36" = load i1, i1* %"$64pred"
  store i1 %".34", i1* %"$64pred"
  %".38" = load i1, i1* %"$64pred"
  br i1 %".38", label %"B66", label %"B96"
B66:
  %".40" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".42" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".44" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  ret void
B96:
  %".47" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  %".49" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".50" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".51"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".49", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".51"
  %".55" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".51", i32 0, i32 5
  %".56" = getelementptr inbounds [1 x i64], [1 x i64]* %".55", i32 0, i32 0
  %".57" = load i64, i64* %".56", !range !1
  %".58" = insertvalue [1 x i64] undef, i64 %".57", 0
  %".59" = extractvalue [1 x i64] %".58", 0
  %".60" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".51", i32 0, i32 6
  %".61" = load [1 x i64], [1 x i64]* %".60"
  %".62" = extractvalue [1 x i64] %".61", 0
  %".63" = icmp slt i64 %".50", 0
  %".64" = add i64 %".50", %".59"
  %".65" = select  i1 %".63", i64 %".64", i64 %".50"
  %".66" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".51", i32 0, i32 5
  %".67" = getelementptr inbounds [1 x i64], [1 x i64]* %".66", i32 0, i32 0
  %".68" = load i64, i64* %".67", !range !1
  %".69" = insertvalue [1 x i64] undef, i64 %".68", 0
  %".70" = extractvalue [1 x i64] %".69", 0
  %".71" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".51", i32 0, i32 6
  %".72" = load [1 x i64], [1 x i64]* %".71"
  %".73" = extractvalue [1 x i64] %".72", 0
  %".74" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".51", i32 0, i32 4
  %".75" = load float*, float** %".74"
  %".76" = mul i64 %".73", %".65"
  %".77" = ptrtoint float* %".75" to i64
  %".78" = add i64 %".77", %".76"
  %".79" = inttoptr i64 %".78" to float*
  %".80" = fptrunc double 0x3ff0000000000000 to float
  store float %".80", float* %".79"
  %".82" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".84" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__6raisesB3v41B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__6raisesB3v41B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE", !"kernel", i32 1 }