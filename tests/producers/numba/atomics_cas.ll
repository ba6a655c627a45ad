; numba-cuda kernel atomics_cas(Array(int32, 1, 'A', False, aligned=True),) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "atomics_cas$27"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__11atomics_casB3v27B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__11atomics_casB3v27B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", i32* %"x.4", i64 %"x.5.0", i64 %"x.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"x.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"x.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"x.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"x.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize", i32* %"x.4", 4
  %".10" = insertvalue [1 x i64] undef, i64 %"x.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".10", 5
  %".11" = insertvalue [1 x i64] undef, i64 %"x.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".11", 6
  %".23" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".23"
  %".47" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".47"
  %".70" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".70"
  br label %"B0"
B0:
  %".12" = trunc i64 1 to i32
  %".13" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".14" = sext i32 %".13" to i64
  %".15" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".16" = sext i32 %".15" to i64
  %".17" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".18" = sext i32 %".17" to i64
  %".19" = mul i64 %".16", %".18"
  %".20" = add i64 %".19", %".14"
  %".21" = trunc i64 0 to i32
  %".22" = trunc i64 %".20" to i32
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".23"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".23"
  %".27" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".23", i32 0, i32 5
  %".28" = getelementptr inbounds [1 x i64], [1 x i64]* %".27", i32 0, i32 0
  %".29" = load i64, i64* %".28", !range !1
  %".30" = insertvalue [1 x i64] undef, i64 %".29", 0
  %".31" = extractvalue [1 x i64] %".30", 0
  %".32" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".23", i32 0, i32 6
  %".33" = load [1 x i64], [1 x i64]* %".32"
  %".34" = extractvalue [1 x i64] %".33", 0
  %".35" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".23", i32 0, i32 4
  %".36" = load i32*, i32** %".35"
  %".37" = icmp slt i64 0, 0
  %".38" = add i64 %".31", 0
  %".39" = select  i1 %".37", i64 %".38", i64 0
  %".40" = mul i64 %".34", %".39"
  %".41" = ptrtoint i32* %".36" to i64
  %".42" = add i64 %".41", %".40"
  %".43" = inttoptr i64 %".42" to i32*
  %".44" = cmpxchg i32* %".43", i32 %".21", i32 %".22" monotonic monotonic
  %".45" = extractvalue {i32, i1} %".44", 0
  %".46" = trunc i64 %".20" to i32
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".47"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".47"
  %".51" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".47", i32 0, i32 5
  %".52" = getelementptr inbounds [1 x i64], [1 x i64]* %".51", i32 0, i32 0
  %".53" = load i64, i64* %".52", !range !1
  %".54" = insertvalue [1 x i64] undef, i64 %".53", 0
  %".55" = extractvalue [1 x i64] %".54", 0
  %".56" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".47", i32 0, i32 6
  %".57" = load [1 x i64], [1 x i64]* %".56"
  %".58" = extractvalue [1 x i64] %".57", 0
  %".59" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".47", i32 0, i32 4
  %".60" = load i32*, i32** %".59"
  %".61" = icmp slt i64 1, 0
  %".62" = add i64 %".55", 1
  %".63" = select  i1 %".61", i64 %".62", i64 1
  %".64" = mul i64 %".58", %".63"
  %".65" = ptrtoint i32* %".60" to i64
  %".66" = add i64 %".65", %".64"
  %".67" = inttoptr i64 %".66" to i32*
  %".68" = atomicrmw max i32* %".67", i32 %".46" monotonic
  %".69" = trunc i64 %".20" to i32
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".70"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".70"
  %".74" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".70", i32 0, i32 5
  %".75" = getelementptr inbounds [1 x i64], [1 x i64]* %".74", i32 0, i32 0
  %".76" = load i64, i64* %".75", !range !1
  %".77" = insertvalue [1 x i64] undef, i64 %".76", 0
  %".78" = extractvalue [1 x i64] %".77", 0
  %".79" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".70", i32 0, i32 6
  %".80" = load [1 x i64], [1 x i64]* %".79"
  %".81" = extractvalue [1 x i64] %".80", 0
  %".82" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".70", i32 0, i32 4
  %".83" = load i32*, i32** %".82"
  %".84" = icmp slt i64 2, 0
  %".85" = add i64 %".78", 2
  %".86" = select  i1 %".84", i64 %".85", i64 2
  %".87" = mul i64 %".81", %".86"
  %".88" = ptrtoint i32* %".83" to i64
  %".89" = add i64 %".88", %".87"
  %".90" = inttoptr i64 %".89" to i32*
  %".91" = atomicrmw xchg i32* %".90", i32 %".69" monotonic
  ret void
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__11atomics_casB3v27B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__11atomics_casB3v27B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIiLi1E1A7mutable7alignedE", !"kernel", i32 1 }