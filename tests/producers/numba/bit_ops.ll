; numba-cuda kernel bit_ops(Array(uint32, 1, 'A', False, aligned=True), Array(uint32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "bit_ops$39"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__7bit_opsB3v39B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIjLi1E1A7mutable7alignedE5ArrayIjLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__7bit_opsB3v39B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIjLi1E1A7mutable7alignedE5ArrayIjLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", i32* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", i32* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"x.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"x.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"x.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"x.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize", i32* %"x.4", 4
  %".17" = insertvalue [1 x i64] undef, i64 %"x.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".17", 5
  %".18" = insertvalue [1 x i64] undef, i64 %"x.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".18", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"out.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"out.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"out.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", i32* %"out.4", 4
  %".19" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".19", 5
  %".20" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".20", 6
  %"x" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  %"out" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".38" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38"
  %"$64pred" = alloca i1
  store i1 0, i1* %"$64pred"
  %".55" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".55"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".104" = alloca i64
  store i64 0, i64* %".104"
  %".107" = alloca i64
  store i64 0, i64* %".107"
  %".140" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".140"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
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
  %".37" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".37", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38"
  %".42" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".38", i32 0, i32 2
  %".43" = load i64, i64* %".42"
  %".44" = load i64, i64* %"i"
  %".45" = icmp slt i64 %".44", %".43"
  %".47" = load i1, i1* %"$64pred"
  store i1 %".45", i1* %"$64pred"
  %".49" = load i1, i1* %"$64pred"
  br i1 %".49", label %"B66", label %"B234"
B66:
  %".51" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  %".53" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  %".54" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".55"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".53", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".55"
  %".59" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 5
  %".60" = getelementptr inbounds [1 x i64], [1 x i64]* %".59", i32 0, i32 0
  %".61" = load i64, i64* %".60", !range !1
  %".62" = insertvalue [1 x i64] undef, i64 %".61", 0
  %".63" = extractvalue [1 x i64] %".62", 0
  %".64" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 6
  %".65" = load [1 x i64], [1 x i64]* %".64"
  %".66" = extractvalue [1 x i64] %".65", 0
  %".67" = icmp slt i64 %".54", 0
  %".68" = add i64 %".54", %".63"
  %".69" = select  i1 %".67", i64 %".68", i64 %".54"
  %".70" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 5
  %".71" = getelementptr inbounds [1 x i64], [1 x i64]* %".70", i32 0, i32 0
  %".72" = load i64, i64* %".71", !range !1
  %".73" = insertvalue [1 x i64] undef, i64 %".72", 0
  %".74" = extractvalue [1 x i64] %".73", 0
  %".75" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 6
  %".76" = load [1 x i64], [1 x i64]* %".75"
  %".77" = extractvalue [1 x i64] %".76", 0
  %".78" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".55", i32 0, i32 4
  %".79" = load i32*, i32** %".78"
  %".80" = mul i64 %".77", %".69"
  %".81" = ptrtoint i32* %".79" to i64
  %".82" = add i64 %".81", %".80"
  %".83" = inttoptr i64 %".82" to i32*
  %".84" = load i32, i32* %".83"
  %".85" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  %".87" = call i32 @"llvm.ctpop.i32"(i32 %".84")
  %".88" = call i32 @"llvm.ctlz.i32"(i32 %".84", i1 0)
  %".89" = zext i32 %".87" to i64
  %".90" = zext i32 %".88" to i64
  %".91" = add i64 %".89", %".90"
  %".92" = call i32 @"__nv_brev"(i32 %".84")
  %".93" = zext i32 %".92" to i64
  %".94" = add i64 %".91", %".93"
  %".95" = zext i32 %".84" to i64
  %".96" = lshr i64 %".95", 3
  %".99" = icmp eq i64 5, 0
  br i1 %".99", label %"B66.if", label %"B66.else", !prof !2
B234:
  %".177" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  %".179" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".181" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".183" = load i1, i1* %"$64pred"
  store i1 0, i1* %"$64pred"
  ret void
B66.if:
  store i64 5, i64* %"quot"
  store i64 5, i64* %"rem"
  br label %"B66.endif"
B66.else:
  store i64 0, i64* %".104"
  store i64 0, i64* %".107"
  %".110" = icmp eq i64 %".96", -9223372036854775808
  %".111" = icmp eq i64 5, -1
  %".112" = and i1 %".110", %".111"
  %".113" = xor i1 %".112", -1
  br i1 %".113", label %"B66.else.if", label %"B66.else.endif", !prof !3
B66.endif:
  %".136" = load i64, i64* %"rem"
  %".137" = add nsw i64 %".94", %".136"
  %".138" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".139" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".140"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".138", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".140"
  %".144" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".140", i32 0, i32 5
  %".145" = getelementptr inbounds [1 x i64], [1 x i64]* %".144", i32 0, i32 0
  %".146" = load i64, i64* %".145", !range !1
  %".147" = insertvalue [1 x i64] undef, i64 %".146", 0
  %".148" = extractvalue [1 x i64] %".147", 0
  %".149" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".140", i32 0, i32 6
  %".150" = load [1 x i64], [1 x i64]* %".149"
  %".151" = extractvalue [1 x i64] %".150", 0
  %".152" = icmp slt i64 %".139", 0
  %".153" = add i64 %".139", %".148"
  %".154" = select  i1 %".152", i64 %".153", i64 %".139"
  %".155" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".140", i32 0, i32 5
  %".156" = getelementptr inbounds [1 x i64], [1 x i64]* %".155", i32 0, i32 0
  %".157" = load i64, i64* %".156", !range !1
  %".158" = insertvalue [1 x i64] undef, i64 %".157", 0
  %".159" = extractvalue [1 x i64] %".158", 0
  %".160" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".140", i32 0, i32 6
  %".161" = load [1 x i64], [1 x i64]* %".160"
  %".162" = extractvalue [1 x i64] %".161", 0
  %".163" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".140", i32 0, i32 4
  %".164" = load i32*, i32** %".163"
  %".165" = mul i64 %".162", %".154"
  %".166" = ptrtoint i32* %".164" to i64
  %".167" = add i64 %".166", %".165"
  %".168" = inttoptr i64 %".167" to i32*
  %".169" = trunc i64 %".137" to i32
  store i32 %".169", i32* %".168"
  %".171" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".173" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  ret void
B66.else.if:
  %".115" = sdiv i64 %".96", 5
  %".116" = srem i64 %".96", 5
  %".117" = xor i64 5, %".116"
  %".118" = icmp slt i64 %".117", 0
  %".119" = icmp ne i64 %".116", 0
  %".120" = and i1 %".119", %".118"
  br i1 %".120", label %"B66.else.if.if", label %"B66.else.if.else"
B66.else.endif:
  %".131" = load i64, i64* %".104"
  %".132" = load i64, i64* %".107"
  store i64 %".131", i64* %"quot"
  store i64 %".132", i64* %"rem"
  br label %"B66.endif"
B66.else.if.if:
  %".125" = sub i64 %".115", 1
  store i64 %".125", i64* %".104"
  %".127" = add i64 %".116", 5
  store i64 %".127", i64* %".107"
  br label %"B66.else.if.endif"
B66.else.if.else:
  store i64 %".115", i64* %".104"
  store i64 %".116", i64* %".107"
  br label %"B66.else.if.endif"
B66.else.if.endif:
  br label %"B66.else.endif"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare i32 @"llvm.ctpop.i32"(i32 %".1")

declare i32 @"llvm.ctlz.i32"(i32 %".1", i1 %".2")

declare i32 @"__nv_brev"(i32 %".1")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__7bit_opsB3v39B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIjLi1E1A7mutable7alignedE5ArrayIjLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ !"branch_weights", i32 99, i32 1 }
!4 = !{ void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__7bit_opsB3v39B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIjLi1E1A7mutable7alignedE5ArrayIjLi1E1A7mutable7alignedE", !"kernel", i32 1 }