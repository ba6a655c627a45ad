; numba-cuda kernel n32_subwarp_match(Array(float32, 1, 'A', False, aligned=True), Array(int64, 1, 'A', False, aligned=True), Array(float32, 1, 'A', False, aligned=True), Array(uint32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "subwarp_match$37"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__13subwarp_matchB3v37B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIxLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIjLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__13subwarp_matchB3v37B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIxLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIjLi1E1A7mutable7alignedE"(i8* %"a.0", i8* %"a.1", i64 %"a.2", i64 %"a.3", float* %"a.4", i64 %"a.5.0", i64 %"a.6.0", i8* %"keys.0", i8* %"keys.1", i64 %"keys.2", i64 %"keys.3", i64* %"keys.4", i64 %"keys.5.0", i64 %"keys.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", float* %"out.4", i64 %"out.5.0", i64 %"out.6.0", i8* %"masks.0", i8* %"masks.1", i64 %"masks.2", i64 %"masks.3", i32* %"masks.4", i64 %"masks.5.0", i64 %"masks.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"a.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"a.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"a.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"a.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize", float* %"a.4", 4
  %".31" = insertvalue [1 x i64] undef, i64 %"a.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".31", 5
  %".32" = insertvalue [1 x i64] undef, i64 %"a.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".32", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} undef, i8* %"keys.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"keys.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"keys.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"keys.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", i64* %"keys.4", 4
  %".33" = insertvalue [1 x i64] undef, i64 %"keys.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".33", 5
  %".34" = insertvalue [1 x i64] undef, i64 %"keys.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".34", 6
  %"inserted.meminfo.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo.2", i8* %"out.1", 1
  %"inserted.nitems.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent.2", i64 %"out.2", 2
  %"inserted.itemsize.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems.2", i64 %"out.3", 3
  %"inserted.data.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize.2", float* %"out.4", 4
  %".35" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data.2", [1 x i64] %".35", 5
  %".36" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape.2", [1 x i64] %".36", 6
  %"inserted.meminfo.3" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"masks.0", 0
  %"inserted.parent.3" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo.3", i8* %"masks.1", 1
  %"inserted.nitems.3" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent.3", i64 %"masks.2", 2
  %"inserted.itemsize.3" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems.3", i64 %"masks.3", 3
  %"inserted.data.3" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize.3", i32* %"masks.4", 4
  %".37" = insertvalue [1 x i64] undef, i64 %"masks.5.0", 0
  %"inserted.shape.3" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data.3", [1 x i64] %".37", 5
  %".38" = insertvalue [1 x i64] undef, i64 %"masks.6.0", 0
  %"inserted.strides.3" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape.3", [1 x i64] %".38", 6
  %"keys" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"keys"
  %"out" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %"masks" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"masks"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %"lane" = alloca i32
  store i32 0, i32* %"lane"
  %".61" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".61"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".75" = alloca i64
  store i64 0, i64* %".75"
  %".78" = alloca i64
  store i64 0, i64* %".78"
  %".108" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".108"
  %"v.2" = alloca float
  store float 0.0, float* %"v.2"
  %".150" = alloca {i64*, [3 x i64]}
  store {i64*, [3 x i64]} zeroinitializer, {i64*, [3 x i64]}* %".150"
  %".153" = alloca i64
  store i64 0, i64* %".153"
  %"$phi104.0" = alloca {i64*, [3 x i64]}
  store {i64*, [3 x i64]} zeroinitializer, {i64*, [3 x i64]}* %"$phi104.0"
  %".166" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".166"
  %".169" = alloca {i64*, [3 x i64]}
  store {i64*, [3 x i64]} zeroinitializer, {i64*, [3 x i64]}* %".169"
  %".199" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".199"
  %".205" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".205"
  %"$104for_iter.3" = alloca i1
  store i1 0, i1* %"$104for_iter.3"
  %"$phi106.1" = alloca i64
  store i64 0, i64* %"$phi106.1"
  %".266" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".266"
  %"quot.1" = alloca i64
  store i64 0, i64* %"quot.1"
  %"rem.1" = alloca i64
  store i64 0, i64* %"rem.1"
  %".280" = alloca i64
  store i64 0, i64* %".280"
  %".283" = alloca i64
  store i64 0, i64* %".283"
  %".314" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".314"
  %".358" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".358"
  %"quot.2" = alloca i64
  store i64 0, i64* %"quot.2"
  %"rem.2" = alloca i64
  store i64 0, i64* %"rem.2"
  %".372" = alloca i64
  store i64 0, i64* %".372"
  %".375" = alloca i64
  store i64 0, i64* %".375"
  %".406" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".406"
  %".448" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".448"
  %"quot.3" = alloca i64
  store i64 0, i64* %"quot.3"
  %"rem.3" = alloca i64
  store i64 0, i64* %"rem.3"
  %".462" = alloca i64
  store i64 0, i64* %".462"
  %".465" = alloca i64
  store i64 0, i64* %".465"
  %".498" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".498"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"keys"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.2", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides.3", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"masks"
  %".45" = trunc i64 1 to i32
  %".46" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".47" = sext i32 %".46" to i64
  %".48" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".49" = sext i32 %".48" to i64
  %".50" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".51" = sext i32 %".50" to i64
  %".52" = mul i64 %".49", %".51"
  %".53" = add i64 %".52", %".47"
  %".55" = load i64, i64* %"i"
  store i64 %".53", i64* %"i"
  %".57" = call i32 @"llvm.nvvm.read.ptx.sreg.laneid"()
  %".59" = load i32, i32* %"lane"
  store i32 %".57", i32* %"lane"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".61"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".61"
  %".65" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".61", i32 0, i32 2
  %".66" = load i64, i64* %".65"
  %".67" = load i64, i64* %"i"
  %".70" = icmp eq i64 %".66", 0
  br i1 %".70", label %"B0.if", label %"B0.else", !prof !1
B104:
  %".165" = load {i64*, [3 x i64]}, {i64*, [3 x i64]}* %"$phi104.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".166"
  store {i64*, [3 x i64]} zeroinitializer, {i64*, [3 x i64]}* %".169"
  store {i64*, [3 x i64]} %".165", {i64*, [3 x i64]}* %".169"
  %".173" = getelementptr inbounds {i64*, [3 x i64]}, {i64*, [3 x i64]}* %".169", i32 0, i32 1
  %".174" = load [3 x i64], [3 x i64]* %".173"
  %".175" = getelementptr inbounds {i64*, [3 x i64]}, {i64*, [3 x i64]}* %".169", i32 0, i32 0
  %".176" = load i64*, i64** %".175"
  %".177" = load i64, i64* %".176"
  %".178" = icmp slt i64 %".177", 3
  %".179" = getelementptr inbounds {i64, i1}, {i64, i1}* %".166", i32 0, i32 1
  store i1 %".178", i1* %".179"
  br i1 %".178", label %"B104.if", label %"B104.endif"
B106:
  %".219" = load i1, i1* %"$104for_iter.3"
  store i1 0, i1* %"$104for_iter.3"
  %".221" = load i64, i64* %"$phi106.1"
  %".222" = load i64, i64* %"$phi106.1"
  store i64 0, i64* %"$phi106.1"
  %".224" = load float, float* %"v.2"
  %".225" = bitcast float %".224" to i32
  %".226" = trunc i64 4294967295 to i32
  %".227" = trunc i64 %".221" to i32
  %".228" = call {i32, i1} @"llvm.nvvm.shfl.sync.i32"(i32 %".226", i32 2, i32 %".225", i32 %".227", i32 31)
  %".229" = extractvalue {i32, i1} %".228", 0
  %".230" = bitcast i32 %".229" to float
  %".231" = load float, float* %"v.2"
  %".232" = fadd float %".231", %".230"
  %".233" = load float, float* %"v.2"
  store float %".232", float* %"v.2"
  br label %"B104"
B160:
  %".236" = load i64, i64* %"$phi106.1"
  store i64 0, i64* %"$phi106.1"
  %".238" = load {i64*, [3 x i64]}, {i64*, [3 x i64]}* %"$phi104.0"
  store {i64*, [3 x i64]} zeroinitializer, {i64*, [3 x i64]}* %"$phi104.0"
  %".240" = load i1, i1* %"$104for_iter.3"
  store i1 0, i1* %"$104for_iter.3"
  %".242" = load float, float* %"v.2"
  %".243" = bitcast float %".242" to i32
  %".244" = trunc i64 4294967295 to i32
  %".245" = trunc i64 0 to i32
  %".246" = call {i32, i1} @"llvm.nvvm.shfl.sync.i32"(i32 %".244", i32 0, i32 %".243", i32 %".245", i32 31)
  %".247" = extractvalue {i32, i1} %".246", 0
  %".248" = bitcast i32 %".247" to float
  %".249" = load float, float* %"v.2"
  %".250" = bitcast float %".249" to i32
  %".251" = trunc i64 4294967295 to i32
  %".252" = trunc i64 1 to i32
  %".253" = call {i32, i1} @"llvm.nvvm.shfl.sync.i32"(i32 %".251", i32 1, i32 %".250", i32 %".252", i32 0)
  %".254" = extractvalue {i32, i1} %".253", 0
  %".255" = bitcast i32 %".254" to float
  %".256" = load float, float* %"v.2"
  %".257" = bitcast float %".256" to i32
  %".258" = trunc i64 4294967295 to i32
  %".259" = trunc i64 8 to i32
  %".260" = call {i32, i1} @"llvm.nvvm.shfl.sync.i32"(i32 %".258", i32 3, i32 %".257", i32 %".259", i32 31)
  %".261" = extractvalue {i32, i1} %".260", 0
  %".262" = bitcast i32 %".261" to float
  %".263" = load float, float* %"v.2"
  store float 0.0, float* %"v.2"
  %".265" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"keys"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".266"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".265", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".266"
  %".270" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".266", i32 0, i32 2
  %".271" = load i64, i64* %".270"
  %".272" = load i64, i64* %"i"
  %".275" = icmp eq i64 %".271", 0
  br i1 %".275", label %"B160.if", label %"B160.else", !prof !1
B0.if:
  store i64 %".66", i64* %"quot"
  store i64 %".66", i64* %"rem"
  br label %"B0.endif"
B0.else:
  store i64 0, i64* %".75"
  store i64 0, i64* %".78"
  %".81" = icmp eq i64 %".67", -9223372036854775808
  %".82" = icmp eq i64 %".66", -1
  %".83" = and i1 %".81", %".82"
  %".84" = xor i1 %".83", -1
  br i1 %".84", label %"B0.else.if", label %"B0.else.endif", !prof !2
B0.endif:
  %".107" = load i64, i64* %"rem"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".108"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".108"
  %".112" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".108", i32 0, i32 5
  %".113" = getelementptr inbounds [1 x i64], [1 x i64]* %".112", i32 0, i32 0
  %".114" = load i64, i64* %".113", !range !3
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
  %".125" = load i64, i64* %".124", !range !3
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
  %".137" = load float, float* %".136"
  %".139" = load float, float* %"v.2"
  store float %".137", float* %"v.2"
  %".141" = insertvalue {i64, i64, i64} undef, i64 4, 0
  %".142" = insertvalue {i64, i64, i64} %".141", i64 2, 1
  %".143" = insertvalue {i64, i64, i64} %".142", i64 1, 2
  %".144" = extractvalue {i64, i64, i64} %".143", 0
  %".145" = extractvalue {i64, i64, i64} %".143", 1
  %".146" = extractvalue {i64, i64, i64} %".143", 2
  %".147" = insertvalue [3 x i64] undef, i64 4, 0
  %".148" = insertvalue [3 x i64] %".147", i64 2, 1
  %".149" = insertvalue [3 x i64] %".148", i64 1, 2
  store {i64*, [3 x i64]} zeroinitializer, {i64*, [3 x i64]}* %".150"
  store i64 0, i64* %".153"
  %".156" = getelementptr inbounds {i64*, [3 x i64]}, {i64*, [3 x i64]}* %".150", i32 0, i32 0
  store i64* %".153", i64** %".156"
  %".158" = getelementptr inbounds {i64*, [3 x i64]}, {i64*, [3 x i64]}* %".150", i32 0, i32 1
  store [3 x i64] %".149", [3 x i64]* %".158"
  %".160" = load {i64*, [3 x i64]}, {i64*, [3 x i64]}* %".150"
  %".162" = load {i64*, [3 x i64]}, {i64*, [3 x i64]}* %"$phi104.0"
  store {i64*, [3 x i64]} %".160", {i64*, [3 x i64]}* %"$phi104.0"
  br label %"B104"
B0.else.if:
  %".86" = sdiv i64 %".67", %".66"
  %".87" = srem i64 %".67", %".66"
  %".88" = xor i64 %".66", %".87"
  %".89" = icmp slt i64 %".88", 0
  %".90" = icmp ne i64 %".87", 0
  %".91" = and i1 %".90", %".89"
  br i1 %".91", label %"B0.else.if.if", label %"B0.else.if.else"
B0.else.endif:
  %".102" = load i64, i64* %".75"
  %".103" = load i64, i64* %".78"
  store i64 %".102", i64* %"quot"
  store i64 %".103", i64* %"rem"
  br label %"B0.endif"
B0.else.if.if:
  %".96" = sub i64 %".86", 1
  store i64 %".96", i64* %".75"
  %".98" = add i64 %".87", %".66"
  store i64 %".98", i64* %".78"
  br label %"B0.else.if.endif"
B0.else.if.else:
  store i64 %".86", i64* %".75"
  store i64 %".87", i64* %".78"
  br label %"B0.else.if.endif"
B0.else.if.endif:
  br label %"B0.else.endif"
B104.if:
  switch i64 %".177", label %"switch.else" [i64 0, label %"switch.0" i64 -3, label %"switch.0" i64 1, label %"switch.1" i64 -2, label %"switch.1" i64 2, label %"switch.2" i64 -1, label %"switch.2"]
B104.endif:
  %".198" = load {i64, i1}, {i64, i1}* %".166"
  store {i64, i1} zeroinitializer, {i64, i1}* %".199"
  store {i64, i1} %".198", {i64, i1}* %".199"
  %".203" = getelementptr inbounds {i64, i1}, {i64, i1}* %".199", i32 0, i32 0
  %".204" = load i64, i64* %".203"
  store {i64, i1} zeroinitializer, {i64, i1}* %".205"
  store {i64, i1} %".198", {i64, i1}* %".205"
  %".209" = getelementptr inbounds {i64, i1}, {i64, i1}* %".205", i32 0, i32 1
  %".210" = load i1, i1* %".209"
  %".212" = load i1, i1* %"$104for_iter.3"
  store i1 %".210", i1* %"$104for_iter.3"
  %".215" = load i64, i64* %"$phi106.1"
  store i64 %".204", i64* %"$phi106.1"
  %".217" = load i1, i1* %"$104for_iter.3"
  br i1 %".217", label %"B106", label %"B160"
switch.else:
  ret void
switch.end:
  %".184" = phi  i64 [%".185", %"switch.0"], [%".187", %"switch.1"], [%".189", %"switch.2"]
  %".191" = getelementptr inbounds {i64, i1}, {i64, i1}* %".166", i32 0, i32 0
  store i64 %".184", i64* %".191"
  %".193" = add i64 %".177", 1
  %".194" = getelementptr inbounds {i64*, [3 x i64]}, {i64*, [3 x i64]}* %".169", i32 0, i32 0
  %".195" = load i64*, i64** %".194"
  store i64 %".193", i64* %".195"
  br label %"B104.endif"
switch.0:
  %".185" = extractvalue [3 x i64] %".174", 0
  br label %"switch.end"
switch.1:
  %".187" = extractvalue [3 x i64] %".174", 1
  br label %"switch.end"
switch.2:
  %".189" = extractvalue [3 x i64] %".174", 2
  br label %"switch.end"
B160.if:
  store i64 %".271", i64* %"quot.1"
  store i64 %".271", i64* %"rem.1"
  br label %"B160.endif"
B160.else:
  store i64 0, i64* %".280"
  store i64 0, i64* %".283"
  %".286" = icmp eq i64 %".272", -9223372036854775808
  %".287" = icmp eq i64 %".271", -1
  %".288" = and i1 %".286", %".287"
  %".289" = xor i1 %".288", -1
  br i1 %".289", label %"B160.else.if", label %"B160.else.endif", !prof !2
B160.endif:
  %".312" = load i64, i64* %"rem.1"
  %".313" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"keys"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".314"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".313", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".314"
  %".318" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".314", i32 0, i32 5
  %".319" = getelementptr inbounds [1 x i64], [1 x i64]* %".318", i32 0, i32 0
  %".320" = load i64, i64* %".319", !range !3
  %".321" = insertvalue [1 x i64] undef, i64 %".320", 0
  %".322" = extractvalue [1 x i64] %".321", 0
  %".323" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".314", i32 0, i32 6
  %".324" = load [1 x i64], [1 x i64]* %".323"
  %".325" = extractvalue [1 x i64] %".324", 0
  %".326" = icmp slt i64 %".312", 0
  %".327" = add i64 %".312", %".322"
  %".328" = select  i1 %".326", i64 %".327", i64 %".312"
  %".329" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".314", i32 0, i32 5
  %".330" = getelementptr inbounds [1 x i64], [1 x i64]* %".329", i32 0, i32 0
  %".331" = load i64, i64* %".330", !range !3
  %".332" = insertvalue [1 x i64] undef, i64 %".331", 0
  %".333" = extractvalue [1 x i64] %".332", 0
  %".334" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".314", i32 0, i32 6
  %".335" = load [1 x i64], [1 x i64]* %".334"
  %".336" = extractvalue [1 x i64] %".335", 0
  %".337" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".314", i32 0, i32 4
  %".338" = load i64*, i64** %".337"
  %".339" = mul i64 %".336", %".328"
  %".340" = ptrtoint i64* %".338" to i64
  %".341" = add i64 %".340", %".339"
  %".342" = inttoptr i64 %".341" to i64*
  %".343" = load i64, i64* %".342"
  %".344" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"keys"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"keys"
  %".346" = call i32 asm sideeffect "activemask.b32 $0;", "=r"()
  %".347" = call {i32, i1} @"llvm.nvvm.match.all.sync.i64"(i32 %".346", i64 %".343")
  %".348" = extractvalue {i32, i1} %".347", 0
  %".349" = extractvalue {i32, i1} %".347", 1
  %".350" = fptrunc double 0x3fe0000000000000 to float
  %".351" = fmul float %".255", %".350"
  %".352" = fadd float %".248", %".351"
  %".353" = fadd float %".352", %".262"
  %".354" = zext i1 %".349" to i32
  %".355" = sitofp i32 %".354" to float
  %".356" = fadd float %".353", %".355"
  %".357" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".358"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".357", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".358"
  %".362" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".358", i32 0, i32 2
  %".363" = load i64, i64* %".362"
  %".364" = load i64, i64* %"i"
  %".367" = icmp eq i64 %".363", 0
  br i1 %".367", label %"B160.endif.if", label %"B160.endif.else", !prof !1
B160.else.if:
  %".291" = sdiv i64 %".272", %".271"
  %".292" = srem i64 %".272", %".271"
  %".293" = xor i64 %".271", %".292"
  %".294" = icmp slt i64 %".293", 0
  %".295" = icmp ne i64 %".292", 0
  %".296" = and i1 %".295", %".294"
  br i1 %".296", label %"B160.else.if.if", label %"B160.else.if.else"
B160.else.endif:
  %".307" = load i64, i64* %".280"
  %".308" = load i64, i64* %".283"
  store i64 %".307", i64* %"quot.1"
  store i64 %".308", i64* %"rem.1"
  br label %"B160.endif"
B160.else.if.if:
  %".301" = sub i64 %".291", 1
  store i64 %".301", i64* %".280"
  %".303" = add i64 %".292", %".271"
  store i64 %".303", i64* %".283"
  br label %"B160.else.if.endif"
B160.else.if.else:
  store i64 %".291", i64* %".280"
  store i64 %".292", i64* %".283"
  br label %"B160.else.if.endif"
B160.else.if.endif:
  br label %"B160.else.endif"
B160.endif.if:
  store i64 %".363", i64* %"quot.2"
  store i64 %".363", i64* %"rem.2"
  br label %"B160.endif.endif"
B160.endif.else:
  store i64 0, i64* %".372"
  store i64 0, i64* %".375"
  %".378" = icmp eq i64 %".364", -9223372036854775808
  %".379" = icmp eq i64 %".363", -1
  %".380" = and i1 %".378", %".379"
  %".381" = xor i1 %".380", -1
  br i1 %".381", label %"B160.endif.else.if", label %"B160.endif.else.endif", !prof !2
B160.endif.endif:
  %".404" = load i64, i64* %"rem.2"
  %".405" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".406"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".405", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".406"
  %".410" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".406", i32 0, i32 5
  %".411" = getelementptr inbounds [1 x i64], [1 x i64]* %".410", i32 0, i32 0
  %".412" = load i64, i64* %".411", !range !3
  %".413" = insertvalue [1 x i64] undef, i64 %".412", 0
  %".414" = extractvalue [1 x i64] %".413", 0
  %".415" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".406", i32 0, i32 6
  %".416" = load [1 x i64], [1 x i64]* %".415"
  %".417" = extractvalue [1 x i64] %".416", 0
  %".418" = icmp slt i64 %".404", 0
  %".419" = add i64 %".404", %".414"
  %".420" = select  i1 %".418", i64 %".419", i64 %".404"
  %".421" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".406", i32 0, i32 5
  %".422" = getelementptr inbounds [1 x i64], [1 x i64]* %".421", i32 0, i32 0
  %".423" = load i64, i64* %".422", !range !3
  %".424" = insertvalue [1 x i64] undef, i64 %".423", 0
  %".425" = extractvalue [1 x i64] %".424", 0
  %".426" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".406", i32 0, i32 6
  %".427" = load [1 x i64], [1 x i64]* %".426"
  %".428" = extractvalue [1 x i64] %".427", 0
  %".429" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".406", i32 0, i32 4
  %".430" = load float*, float** %".429"
  %".431" = mul i64 %".428", %".420"
  %".432" = ptrtoint float* %".430" to i64
  %".433" = add i64 %".432", %".431"
  %".434" = inttoptr i64 %".433" to float*
  store float %".356", float* %".434"
  %".436" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".438" = call i32 asm sideeffect "mov.u32 $0, %lanemask_lt;", "=r"()
  %".439" = sext i32 %".348" to i64
  %".440" = zext i32 %".438" to i64
  %".441" = xor i64 %".439", %".440"
  %".442" = load i32, i32* %"lane"
  %".443" = load i32, i32* %"lane"
  store i32 0, i32* %"lane"
  %".445" = zext i32 %".442" to i64
  %".446" = xor i64 %".441", %".445"
  %".447" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"masks"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".448"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".447", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".448"
  %".452" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".448", i32 0, i32 2
  %".453" = load i64, i64* %".452"
  %".454" = load i64, i64* %"i"
  %".457" = icmp eq i64 %".453", 0
  br i1 %".457", label %"B160.endif.endif.if", label %"B160.endif.endif.else", !prof !1
B160.endif.else.if:
  %".383" = sdiv i64 %".364", %".363"
  %".384" = srem i64 %".364", %".363"
  %".385" = xor i64 %".363", %".384"
  %".386" = icmp slt i64 %".385", 0
  %".387" = icmp ne i64 %".384", 0
  %".388" = and i1 %".387", %".386"
  br i1 %".388", label %"B160.endif.else.if.if", label %"B160.endif.else.if.else"
B160.endif.else.endif:
  %".399" = load i64, i64* %".372"
  %".400" = load i64, i64* %".375"
  store i64 %".399", i64* %"quot.2"
  store i64 %".400", i64* %"rem.2"
  br label %"B160.endif.endif"
B160.endif.else.if.if:
  %".393" = sub i64 %".383", 1
  store i64 %".393", i64* %".372"
  %".395" = add i64 %".384", %".363"
  store i64 %".395", i64* %".375"
  br label %"B160.endif.else.if.endif"
B160.endif.else.if.else:
  store i64 %".383", i64* %".372"
  store i64 %".384", i64* %".375"
  br label %"B160.endif.else.if.endif"
B160.endif.else.if.endif:
  br label %"B160.endif.else.endif"
B160.endif.endif.if:
  store i64 %".453", i64* %"quot.3"
  store i64 %".453", i64* %"rem.3"
  br label %"B160.endif.endif.endif"
B160.endif.endif.else:
  store i64 0, i64* %".462"
  store i64 0, i64* %".465"
  %".468" = icmp eq i64 %".454", -9223372036854775808
  %".469" = icmp eq i64 %".453", -1
  %".470" = and i1 %".468", %".469"
  %".471" = xor i1 %".470", -1
  br i1 %".471", label %"B160.endif.endif.else.if", label %"B160.endif.endif.else.endif", !prof !2
B160.endif.endif.endif:
  %".494" = load i64, i64* %"rem.3"
  %".495" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".497" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"masks"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".498"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".497", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".498"
  %".502" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".498", i32 0, i32 5
  %".503" = getelementptr inbounds [1 x i64], [1 x i64]* %".502", i32 0, i32 0
  %".504" = load i64, i64* %".503", !range !3
  %".505" = insertvalue [1 x i64] undef, i64 %".504", 0
  %".506" = extractvalue [1 x i64] %".505", 0
  %".507" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".498", i32 0, i32 6
  %".508" = load [1 x i64], [1 x i64]* %".507"
  %".509" = extractvalue [1 x i64] %".508", 0
  %".510" = icmp slt i64 %".494", 0
  %".511" = add i64 %".494", %".506"
  %".512" = select  i1 %".510", i64 %".511", i64 %".494"
  %".513" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".498", i32 0, i32 5
  %".514" = getelementptr inbounds [1 x i64], [1 x i64]* %".513", i32 0, i32 0
  %".515" = load i64, i64* %".514", !range !3
  %".516" = insertvalue [1 x i64] undef, i64 %".515", 0
  %".517" = extractvalue [1 x i64] %".516", 0
  %".518" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".498", i32 0, i32 6
  %".519" = load [1 x i64], [1 x i64]* %".518"
  %".520" = extractvalue [1 x i64] %".519", 0
  %".521" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".498", i32 0, i32 4
  %".522" = load i32*, i32** %".521"
  %".523" = mul i64 %".520", %".512"
  %".524" = ptrtoint i32* %".522" to i64
  %".525" = add i64 %".524", %".523"
  %".526" = inttoptr i64 %".525" to i32*
  %".527" = trunc i64 %".446" to i32
  store i32 %".527", i32* %".526"
  %".529" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"masks"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"masks"
  ret void
B160.endif.endif.else.if:
  %".473" = sdiv i64 %".454", %".453"
  %".474" = srem i64 %".454", %".453"
  %".475" = xor i64 %".453", %".474"
  %".476" = icmp slt i64 %".475", 0
  %".477" = icmp ne i64 %".474", 0
  %".478" = and i1 %".477", %".476"
  br i1 %".478", label %"B160.endif.endif.else.if.if", label %"B160.endif.endif.else.if.else"
B160.endif.endif.else.endif:
  %".489" = load i64, i64* %".462"
  %".490" = load i64, i64* %".465"
  store i64 %".489", i64* %"quot.3"
  store i64 %".490", i64* %"rem.3"
  br label %"B160.endif.endif.endif"
B160.endif.endif.else.if.if:
  %".483" = sub i64 %".473", 1
  store i64 %".483", i64* %".462"
  %".485" = add i64 %".474", %".453"
  store i64 %".485", i64* %".465"
  br label %"B160.endif.endif.else.if.endif"
B160.endif.endif.else.if.else:
  store i64 %".473", i64* %".462"
  store i64 %".474", i64* %".465"
  br label %"B160.endif.endif.else.if.endif"
B160.endif.endif.else.if.endif:
  br label %"B160.endif.endif.else.endif"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.laneid"()

declare {i32, i1} @"llvm.nvvm.shfl.sync.i32"(i32 %".1", i32 %".2", i32 %".3", i32 %".4", i32 %".5")

declare {i32, i1} @"llvm.nvvm.match.all.sync.i64"(i32 %".1", i64 %".2")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, i64*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__13subwarp_matchB3v37B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIxLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIjLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
!3 = !{ i64 0, i64 9223372036854775807 }
!4 = !{ void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, i64*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__13subwarp_matchB3v37B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIxLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIjLi1E1A7mutable7alignedE", !"kernel", i32 1 }