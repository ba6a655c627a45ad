; numba-cuda kernel n27_warp_bits(Array(uint32, 1, 'A', False, aligned=True), Array(int32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "warp_bits$9"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__9warp_bitsB2v9B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIjLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__9warp_bitsB2v9B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIjLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", i32* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", i32* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
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
  %".30" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".30"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".43" = alloca i64
  store i64 0, i64* %".43"
  %".46" = alloca i64
  store i64 0, i64* %".46"
  %".76" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".76"
  %".173" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".173"
  br label %"B0"
B0:
  %".21" = trunc i64 1 to i32
  %".22" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".23" = sext i32 %".22" to i64
  %".24" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".25" = sext i32 %".24" to i64
  %".26" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".27" = sext i32 %".26" to i64
  %".28" = mul i64 %".25", %".27"
  %".29" = add i64 %".28", %".23"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".30"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".30"
  %".34" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".30", i32 0, i32 2
  %".35" = load i64, i64* %".34"
  %".38" = icmp eq i64 %".35", 0
  br i1 %".38", label %"B0.if", label %"B0.else", !prof !1
B0.if:
  store i64 %".35", i64* %"quot"
  store i64 %".35", i64* %"rem"
  br label %"B0.endif"
B0.else:
  store i64 0, i64* %".43"
  store i64 0, i64* %".46"
  %".49" = icmp eq i64 %".29", -9223372036854775808
  %".50" = icmp eq i64 %".35", -1
  %".51" = and i1 %".49", %".50"
  %".52" = xor i1 %".51", -1
  br i1 %".52", label %"B0.else.if", label %"B0.else.endif", !prof !2
B0.endif:
  %".75" = load i64, i64* %"rem"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".76"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".76"
  %".80" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".76", i32 0, i32 5
  %".81" = getelementptr inbounds [1 x i64], [1 x i64]* %".80", i32 0, i32 0
  %".82" = load i64, i64* %".81", !range !3
  %".83" = insertvalue [1 x i64] undef, i64 %".82", 0
  %".84" = extractvalue [1 x i64] %".83", 0
  %".85" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".76", i32 0, i32 6
  %".86" = load [1 x i64], [1 x i64]* %".85"
  %".87" = extractvalue [1 x i64] %".86", 0
  %".88" = icmp slt i64 %".75", 0
  %".89" = add i64 %".75", %".84"
  %".90" = select  i1 %".88", i64 %".89", i64 %".75"
  %".91" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".76", i32 0, i32 5
  %".92" = getelementptr inbounds [1 x i64], [1 x i64]* %".91", i32 0, i32 0
  %".93" = load i64, i64* %".92", !range !3
  %".94" = insertvalue [1 x i64] undef, i64 %".93", 0
  %".95" = extractvalue [1 x i64] %".94", 0
  %".96" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".76", i32 0, i32 6
  %".97" = load [1 x i64], [1 x i64]* %".96"
  %".98" = extractvalue [1 x i64] %".97", 0
  %".99" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".76", i32 0, i32 4
  %".100" = load i32*, i32** %".99"
  %".101" = mul i64 %".98", %".90"
  %".102" = ptrtoint i32* %".100" to i64
  %".103" = add i64 %".102", %".101"
  %".104" = inttoptr i64 %".103" to i32*
  %".105" = load i32, i32* %".104"
  %".106" = call i32 asm sideeffect "activemask.b32 $0;", "=r"()
  %".107" = zext i32 %".105" to i64
  %".108" = icmp sgt i64 %".107", 10
  %".109" = call {i32, i1} @"llvm.nvvm.vote.sync"(i32 %".106", i32 3, i1 %".108")
  %".110" = extractvalue {i32, i1} %".109", 0
  %".111" = zext i32 %".105" to i64
  %".112" = icmp sgt i64 %".111", 0
  %".113" = call {i32, i1} @"llvm.nvvm.vote.sync"(i32 %".106", i32 0, i1 %".112")
  %".114" = extractvalue {i32, i1} %".113", 1
  %".115" = zext i32 %".105" to i64
  %".116" = icmp sgt i64 %".115", 1000
  %".117" = call {i32, i1} @"llvm.nvvm.vote.sync"(i32 %".106", i32 1, i1 %".116")
  %".118" = extractvalue {i32, i1} %".117", 1
  %".119" = zext i32 %".105" to i64
  %".120" = and i64 %".119", 1
  %".121" = icmp ne i64 %".120", 0
  %".122" = call {i32, i1} @"llvm.nvvm.vote.sync"(i32 %".106", i32 2, i1 %".121")
  %".123" = extractvalue {i32, i1} %".122", 1
  %".124" = zext i32 %".105" to i64
  %".125" = and i64 %".124", 7
  %".126" = call i32 @"llvm.nvvm.match.any.sync.i64"(i32 %".106", i64 %".125")
  %".127" = call i32 asm sideeffect "mov.u32 $0, %lanemask_lt;", "=r"()
  %".128" = sext i32 %".110" to i64
  %".129" = zext i32 %".127" to i64
  %".130" = and i64 %".128", %".129"
  %".131" = call i64 @"llvm.ctpop.i64"(i64 %".130")
  %".132" = zext i32 %".105" to i64
  %".133" = mul i64 %".132", 11400714819323198485
  %".134" = call i64 @"llvm.ctpop.i64"(i64 %".133")
  %".135" = call i64 @"llvm.ctlz.i64"(i64 %".133", i1 0)
  %".136" = add i64 %".134", %".135"
  %".137" = call i32 @"__nv_ffsll"(i64 %".133")
  %".138" = zext i32 %".137" to i64
  %".139" = add i64 %".136", %".138"
  %".140" = call i32 @"llvm.ctlz.i32"(i32 %".105", i1 0)
  %".141" = zext i32 %".140" to i64
  %".142" = add i64 %".139", %".141"
  %".143" = call i32 @"__nv_ffs"(i32 %".105")
  %".144" = zext i32 %".143" to i64
  %".145" = add i64 %".142", %".144"
  %".146" = call i32 @"__nv_brev"(i32 %".105")
  %".147" = zext i32 %".146" to i64
  %".148" = lshr i64 %".147", 24
  %".149" = trunc i64 %".148" to i32
  %".150" = call i64 @"__nv_brevll"(i64 %".133")
  %".151" = lshr i64 %".150", 60
  %".152" = trunc i64 %".151" to i32
  %".153" = sext i32 %".149" to i64
  %".154" = sext i32 %".152" to i64
  %".155" = add nsw i64 %".153", %".154"
  %".156" = add nsw i64 %".145", %".155"
  call void @"llvm.nvvm.bar.warp.sync"(i32 %".106")
  %".158" = add nsw i64 %".156", %".131"
  %".159" = zext i1 %".114" to i32
  %".160" = sext i32 %".159" to i64
  %".161" = add nsw i64 %".158", %".160"
  %".162" = zext i1 %".118" to i32
  %".163" = sext i32 %".162" to i64
  %".164" = mul nsw i64 2, %".163"
  %".165" = add nsw i64 %".161", %".164"
  %".166" = zext i1 %".123" to i32
  %".167" = sext i32 %".166" to i64
  %".168" = mul nsw i64 4, %".167"
  %".169" = add nsw i64 %".165", %".168"
  %".170" = call i32 @"llvm.ctpop.i32"(i32 %".126")
  %".171" = sext i32 %".170" to i64
  %".172" = add nsw i64 %".169", %".171"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".173"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".173"
  %".177" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".173", i32 0, i32 5
  %".178" = getelementptr inbounds [1 x i64], [1 x i64]* %".177", i32 0, i32 0
  %".179" = load i64, i64* %".178", !range !3
  %".180" = insertvalue [1 x i64] undef, i64 %".179", 0
  %".181" = extractvalue [1 x i64] %".180", 0
  %".182" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".173", i32 0, i32 6
  %".183" = load [1 x i64], [1 x i64]* %".182"
  %".184" = extractvalue [1 x i64] %".183", 0
  %".185" = icmp slt i64 %".29", 0
  %".186" = add i64 %".29", %".181"
  %".187" = select  i1 %".185", i64 %".186", i64 %".29"
  %".188" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".173", i32 0, i32 5
  %".189" = getelementptr inbounds [1 x i64], [1 x i64]* %".188", i32 0, i32 0
  %".190" = load i64, i64* %".189", !range !3
  %".191" = insertvalue [1 x i64] undef, i64 %".190", 0
  %".192" = extractvalue [1 x i64] %".191", 0
  %".193" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".173", i32 0, i32 6
  %".194" = load [1 x i64], [1 x i64]* %".193"
  %".195" = extractvalue [1 x i64] %".194", 0
  %".196" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".173", i32 0, i32 4
  %".197" = load i32*, i32** %".196"
  %".198" = mul i64 %".195", %".187"
  %".199" = ptrtoint i32* %".197" to i64
  %".200" = add i64 %".199", %".198"
  %".201" = inttoptr i64 %".200" to i32*
  %".202" = trunc i64 %".172" to i32
  store i32 %".202", i32* %".201"
  ret void
B0.else.if:
  %".54" = sdiv i64 %".29", %".35"
  %".55" = srem i64 %".29", %".35"
  %".56" = xor i64 %".35", %".55"
  %".57" = icmp slt i64 %".56", 0
  %".58" = icmp ne i64 %".55", 0
  %".59" = and i1 %".58", %".57"
  br i1 %".59", label %"B0.else.if.if", label %"B0.else.if.else"
B0.else.endif:
  %".70" = load i64, i64* %".43"
  %".71" = load i64, i64* %".46"
  store i64 %".70", i64* %"quot"
  store i64 %".71", i64* %"rem"
  br label %"B0.endif"
B0.else.if.if:
  %".64" = sub i64 %".54", 1
  store i64 %".64", i64* %".43"
  %".66" = add i64 %".55", %".35"
  store i64 %".66", i64* %".46"
  br label %"B0.else.if.endif"
B0.else.if.else:
  store i64 %".54", i64* %".43"
  store i64 %".55", i64* %".46"
  br label %"B0.else.if.endif"
B0.else.if.endif:
  br label %"B0.else.endif"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare {i32, i1} @"llvm.nvvm.vote.sync"(i32 %".1", i32 %".2", i1 %".3")

declare i32 @"llvm.nvvm.match.any.sync.i64"(i32 %".1", i64 %".2")

declare i64 @"llvm.ctpop.i64"(i64 %".1")

declare i64 @"llvm.ctlz.i64"(i64 %".1", i1 %".2")

declare i32 @"__nv_ffsll"(i64 %".1")

declare i32 @"llvm.ctlz.i32"(i32 %".1", i1 %".2")

declare i32 @"__nv_ffs"(i32 %".1")

declare i32 @"__nv_brev"(i32 %".1")

declare i64 @"__nv_brevll"(i64 %".1")

declare void @"llvm.nvvm.bar.warp.sync"(i32 %".1")

declare i32 @"llvm.ctpop.i32"(i32 %".1")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__9warp_bitsB2v9B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIjLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
!3 = !{ i64 0, i64 9223372036854775807 }
!4 = !{ void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__9warp_bitsB2v9B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIjLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE", !"kernel", i32 1 }