; numba-cuda kernel n27_checked_debug(Array(float64, 1, 'A', False, aligned=True), Array(int32, 1, 'A', False, aligned=True), Array(float64, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 0, 'g': None, 'arch': 'compute_80'}
; ModuleID = "checked_debug$70"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__13checked_debugB3v70B110cw51cXTLSUwv1sDUaKthoaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__13checked_debugB3v70B110cw51cXTLSUwv1sDUaKthoaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", double* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"idx.0", i8* %"idx.1", i64 %"idx.2", i64 %"idx.3", i32* %"idx.4", i64 %"idx.5.0", i64 %"idx.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", double* %"out.4", i64 %"out.5.0", i64 %"out.6.0") !dbg !55
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"x.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"x.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"x.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"x.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize", double* %"x.4", 4
  %".24" = insertvalue [1 x i64] undef, i64 %"x.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".24", 5
  %".25" = insertvalue [1 x i64] undef, i64 %"x.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".25", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"idx.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"idx.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"idx.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"idx.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", i32* %"idx.4", 4
  %".26" = insertvalue [1 x i64] undef, i64 %"idx.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".26", 5
  %".27" = insertvalue [1 x i64] undef, i64 %"idx.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".27", 6
  %"inserted.meminfo.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo.2", i8* %"out.1", 1
  %"inserted.nitems.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent.2", i64 %"out.2", 2
  %"inserted.itemsize.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems.2", i64 %"out.3", 3
  %"inserted.data.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize.2", double* %"out.4", 4
  %".28" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data.2", [1 x i64] %".28", 5
  %".29" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape.2", [1 x i64] %".29", 6
  %"x" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  %"idx" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"idx"
  %"out" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %"$4load_global.0" = alloca i8*
  store i8* null, i8** %"$4load_global.0"
  %"$16load_attr.2" = alloca i8*
  store i8* null, i8** %"$16load_attr.2"
  %"$const26.3.1" = alloca i64
  store i64 0, i64* %"$const26.3.1"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".64" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".64"
  %"$48load_attr.7" = alloca i64
  store i64 0, i64* %"$48load_attr.7"
  %"$58compare_op.8" = alloca i1
  store i1 0, i1* %"$58compare_op.8"
  %"$bool64" = alloca i8*
  store i8* null, i8** %"$bool64"
  %"$64pred" = alloca i1
  store i1 0, i1* %"$64pred"
  %"$const66.0.2" = alloca i8*
  store i8* null, i8** %"$const66.0.2"
  %"$68return_value.1" = alloca i8*
  store i8* null, i8** %"$68return_value.1"
  %".127" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".127"
  %"k" = alloca i32
  store i32 0, i32* %"k"
  %"$const88.4.3" = alloca i64
  store i64 0, i64* %"$const88.4.3"
  %"$90compare_op.5" = alloca i1
  store i1 0, i1* %"$90compare_op.5"
  %"$bool96" = alloca i8*
  store i8* null, i8** %"$bool96"
  %"$96pred" = alloca i1
  store i1 0, i1* %"$96pred"
  %"$98load_global.0" = alloca i8*
  store i8* null, i8** %"$98load_global.0"
  %"$const110.2.4" = alloca i8*
  store i8* null, i8** %"$const110.2.4"
  %"$116call.3" = alloca i8*
  store i8* null, i8** %"$116call.3"
  %".217" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".217"
  %"$134load_attr.3" = alloca i64
  store i64 0, i64* %"$134load_attr.3"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".235" = alloca i64
  store i64 0, i64* %".235"
  %".238" = alloca i64
  store i64 0, i64* %".238"
  %"$binop_mod144.4" = alloca i64
  store i64 0, i64* %"$binop_mod144.4"
  %".274" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".274"
  %"$148binary_subscr.5" = alloca double
  store double 0.0, double* %"$148binary_subscr.5"
  %".308" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".308"
  %"$164load_attr.9" = alloca i64
  store i64 0, i64* %"$164load_attr.9"
  %"quot.1" = alloca i64
  store i64 0, i64* %"quot.1"
  %"rem.1" = alloca i64
  store i64 0, i64* %"rem.1"
  %".325" = alloca i64
  store i64 0, i64* %".325"
  %".328" = alloca i64
  store i64 0, i64* %".328"
  %"$binop_mod174.10" = alloca i64
  store i64 0, i64* %"$binop_mod174.10"
  %".364" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".364"
  %"$178binary_subscr.11" = alloca double
  store double 0.0, double* %"$178binary_subscr.11"
  %"$188compare_op.12" = alloca i1
  store i1 0, i1* %"$188compare_op.12"
  %"$bool194" = alloca i8*
  store i8* null, i8** %"$bool194"
  %"$194pred" = alloca i1
  store i1 0, i1* %"$194pred"
  %"$196load_global.0" = alloca i8*
  store i8* null, i8** %"$196load_global.0"
  %"$const208.2.5" = alloca i8*
  store i8* null, i8** %"$const208.2.5"
  %"$214call.3" = alloca i8*
  store i8* null, i8** %"$214call.3"
  %".457" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".457"
  %"$232load_attr.3" = alloca i64
  store i64 0, i64* %"$232load_attr.3"
  %"quot.2" = alloca i64
  store i64 0, i64* %"quot.2"
  %"rem.2" = alloca i64
  store i64 0, i64* %"rem.2"
  %".475" = alloca i64
  store i64 0, i64* %".475"
  %".478" = alloca i64
  store i64 0, i64* %".478"
  %"$binop_mod242.4" = alloca i64
  store i64 0, i64* %"$binop_mod242.4"
  %".514" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".514"
  %"$246binary_subscr.5" = alloca double
  store double 0.0, double* %"$246binary_subscr.5"
  %"$const256.6.6" = alloca double
  store double 0.0, double* %"$const256.6.6"
  %"$binop_mul258.7" = alloca double
  store double 0.0, double* %"$binop_mul258.7"
  %".560" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".560"
  %"$const270.10.2" = alloca i8*
  store i8* null, i8** %"$const270.10.2"
  %"$272return_value.11" = alloca i8*
  store i8* null, i8** %"$272return_value.11"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x"
  call void @"llvm.dbg.declare"(metadata {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x", metadata !71, metadata !72), !dbg !56
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"idx"
  call void @"llvm.dbg.declare"(metadata {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"idx", metadata !87, metadata !72), !dbg !56
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  call void @"llvm.dbg.declare"(metadata {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out", metadata !102, metadata !72), !dbg !56
  %".40" = load i8*, i8** %"$4load_global.0", !dbg !103
  store i8* null, i8** %"$4load_global.0", !dbg !103
  %".42" = load i8*, i8** %"$4load_global.0", !dbg !103
  %".44" = load i8*, i8** %"$16load_attr.2", !dbg !103
  store i8* null, i8** %"$16load_attr.2", !dbg !103
  %".47" = load i64, i64* %"$const26.3.1", !dbg !103
  store i64 1, i64* %"$const26.3.1", !dbg !103
  %".49" = load i64, i64* %"$const26.3.1", !dbg !103
  %".50" = trunc i64 1 to i32 , !dbg !103
  %".51" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"(), !dbg !103
  %".52" = sext i32 %".51" to i64 , !dbg !103
  %".53" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"(), !dbg !103
  %".54" = sext i32 %".53" to i64 , !dbg !103
  %".55" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"(), !dbg !103
  %".56" = sext i32 %".55" to i64 , !dbg !103
  %".57" = mul i64 %".54", %".56", !dbg !103
  %".58" = add i64 %".57", %".52", !dbg !103
  %".60" = load i64, i64* %"i", !dbg !103
  store i64 %".58", i64* %"i", !dbg !103
  call void @"llvm.dbg.value"(metadata i64 %".58", metadata !104, metadata !72), !dbg !103
  %".63" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out", !dbg !105
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".64"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".63", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".64", !dbg !105
  %".68" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".64", i32 0, i32 2 , !dbg !105
  %".69" = load i64, i64* %".68", !dbg !105
  %".71" = load i64, i64* %"$48load_attr.7", !dbg !105
  store i64 %".69", i64* %"$48load_attr.7", !dbg !105
  %".73" = load i64, i64* %"i", !dbg !105
  %".74" = load i64, i64* %"$48load_attr.7", !dbg !105
  %".75" = icmp sge i64 %".73", %".74" , !dbg !105
  %".77" = load i1, i1* %"$58compare_op.8", !dbg !105
  store i1 %".75", i1* %"$58compare_op.8", !dbg !105
  %".80" = load i8*, i8** %"$bool64", !dbg !105
  store i8* null, i8** %"$bool64", !dbg !105
  %".82" = load i1, i1* %"$58compare_op.8", !dbg !105
  %".84" = load i1, i1* %"$64pred", !dbg !105
  store i1 %".82", i1* %"$64pred", !dbg !105
  %".86" = load i8*, i8** %"$4load_global.0", !dbg !105
  store i8* null, i8** %"$4load_global.0", !dbg !105
  %".88" = load i64, i64* %"$const26.3.1", !dbg !105
  store i64 0, i64* %"$const26.3.1", !dbg !105
  %".90" = load i8*, i8** %"$16load_attr.2", !dbg !105
  store i8* null, i8** %"$16load_attr.2", !dbg !105
  %".92" = load i64, i64* %"$48load_attr.7", !dbg !105
  store i64 0, i64* %"$48load_attr.7", !dbg !105
  %".94" = load i8*, i8** %"$bool64", !dbg !105
  store i8* null, i8** %"$bool64", !dbg !105
  %".96" = load i1, i1* %"$58compare_op.8", !dbg !105
  store i1 0, i1* %"$58compare_op.8", !dbg !105
  %".98" = load i1, i1* %"$64pred", !dbg !105
  br i1 %".98", label %"B66", label %"B70", !dbg !105
B66:
  %".100" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x", !dbg !106
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x", !dbg !106
  %".102" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out", !dbg !106
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out", !dbg !106
  %".104" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"idx", !dbg !106
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"idx", !dbg !106
  %".106" = load i64, i64* %"i", !dbg !106
  store i64 0, i64* %"i", !dbg !106
  %".108" = load i1, i1* %"$64pred", !dbg !106
  store i1 0, i1* %"$64pred", !dbg !106
  %".111" = load i8*, i8** %"$const66.0.2", !dbg !106
  store i8* null, i8** %"$const66.0.2", !dbg !106
  %".113" = load i8*, i8** %"$const66.0.2", !dbg !106
  %".115" = load i8*, i8** %"$68return_value.1", !dbg !106
  store i8* %".113", i8** %"$68return_value.1", !dbg !106
  %".117" = load i8*, i8** %"$const66.0.2", !dbg !106
  store i8* null, i8** %"$const66.0.2", !dbg !106
  %".119" = load i8*, i8** %"$68return_value.1", !dbg !106
  call void @"_ZN8__main__13checked_debugB3v70B110cw51cXTLSUwv1sDUaKthoaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE__exc_helper__"(i32 0), !dbg !106
  ret void, !dbg !106
B70:
  %".122" = load i1, i1* %"$64pred", !dbg !107
  store i1 0, i1* %"$64pred", !dbg !107
  %".124" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"idx", !dbg !107
  %".125" = load i64, i64* %"i", !dbg !107
  call void @"llvm.dbg.value"(metadata i64 %".125", metadata !104, metadata !72), !dbg !107
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".127"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".124", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".127", !dbg !107
  %".131" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".127", i32 0, i32 5 , !dbg !107
  %".132" = getelementptr inbounds [1 x i64], [1 x i64]* %".131", i32 0, i32 0 , !dbg !107
  %".133" = load i64, i64* %".132", !dbg !107, !range !108
  %".134" = insertvalue [1 x i64] undef, i64 %".133", 0 , !dbg !107
  %".135" = extractvalue [1 x i64] %".134", 0 , !dbg !107
  %".136" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".127", i32 0, i32 6 , !dbg !107
  %".137" = load [1 x i64], [1 x i64]* %".136", !dbg !107
  %".138" = extractvalue [1 x i64] %".137", 0 , !dbg !107
  %".139" = icmp slt i64 %".125", 0 , !dbg !107
  %".140" = add i64 %".125", %".135", !dbg !107
  %".141" = select  i1 %".139", i64 %".140", i64 %".125" , !dbg !107
  %".142" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".127", i32 0, i32 5 , !dbg !107
  %".143" = getelementptr inbounds [1 x i64], [1 x i64]* %".142", i32 0, i32 0 , !dbg !107
  %".144" = load i64, i64* %".143", !dbg !107, !range !108
  %".145" = insertvalue [1 x i64] undef, i64 %".144", 0 , !dbg !107
  %".146" = extractvalue [1 x i64] %".145", 0 , !dbg !107
  %".147" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".127", i32 0, i32 6 , !dbg !107
  %".148" = load [1 x i64], [1 x i64]* %".147", !dbg !107
  %".149" = extractvalue [1 x i64] %".148", 0 , !dbg !107
  %".150" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".127", i32 0, i32 4 , !dbg !107
  %".151" = load i32*, i32** %".150", !dbg !107
  %".152" = mul i64 %".149", %".141", !dbg !107
  %".153" = ptrtoint i32* %".151" to i64 , !dbg !107
  %".154" = add i64 %".153", %".152", !dbg !107
  %".155" = inttoptr i64 %".154" to i32* , !dbg !107
  %".156" = load i32, i32* %".155", !dbg !107
  %".158" = load i32, i32* %"k", !dbg !107
  store i32 %".156", i32* %"k", !dbg !107
  call void @"llvm.dbg.value"(metadata i32 %".156", metadata !109, metadata !72), !dbg !107
  %".162" = load i64, i64* %"$const88.4.3", !dbg !110
  store i64 0, i64* %"$const88.4.3", !dbg !110
  %".164" = load i32, i32* %"k", !dbg !110
  %".165" = load i64, i64* %"$const88.4.3", !dbg !110
  %".166" = sext i32 %".164" to i64 , !dbg !110
  %".167" = icmp slt i64 %".166", 0 , !dbg !110
  %".169" = load i1, i1* %"$90compare_op.5", !dbg !110
  store i1 %".167", i1* %"$90compare_op.5", !dbg !110
  %".172" = load i8*, i8** %"$bool96", !dbg !110
  store i8* null, i8** %"$bool96", !dbg !110
  %".174" = load i1, i1* %"$90compare_op.5", !dbg !110
  %".176" = load i1, i1* %"$96pred", !dbg !110
  store i1 %".174", i1* %"$96pred", !dbg !110
  %".178" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"idx", !dbg !110
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"idx", !dbg !110
  %".180" = load i64, i64* %"$const88.4.3", !dbg !110
  store i64 0, i64* %"$const88.4.3", !dbg !110
  %".182" = load i8*, i8** %"$bool96", !dbg !110
  store i8* null, i8** %"$bool96", !dbg !110
  %".184" = load i1, i1* %"$90compare_op.5", !dbg !110
  store i1 0, i1* %"$90compare_op.5", !dbg !110
  %".186" = load i1, i1* %"$96pred", !dbg !110
  br i1 %".186", label %"B98", label %"B128", !dbg !110
B98:
  %".188" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x", !dbg !111
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x", !dbg !111
  %".190" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out", !dbg !111
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out", !dbg !111
  %".192" = load i32, i32* %"k", !dbg !111
  store i32 0, i32* %"k", !dbg !111
  %".194" = load i64, i64* %"i", !dbg !111
  store i64 0, i64* %"i", !dbg !111
  %".196" = load i1, i1* %"$96pred", !dbg !111
  store i1 0, i1* %"$96pred", !dbg !111
  %".199" = load i8*, i8** %"$98load_global.0", !dbg !111
  store i8* null, i8** %"$98load_global.0", !dbg !111
  %".202" = load i8*, i8** %"$const110.2.4", !dbg !111
  store i8* null, i8** %"$const110.2.4", !dbg !111
  %".205" = load i8*, i8** %"$116call.3", !dbg !111
  store i8* null, i8** %"$116call.3", !dbg !111
  %".207" = load i8*, i8** %"$const110.2.4", !dbg !111
  store i8* null, i8** %"$const110.2.4", !dbg !111
  %".209" = load i8*, i8** %"$98load_global.0", !dbg !111
  store i8* null, i8** %"$98load_global.0", !dbg !111
  %".211" = load i8*, i8** %"$116call.3", !dbg !111
  store i8* null, i8** %"$116call.3", !dbg !111
  call void @"_ZN8__main__13checked_debugB3v70B110cw51cXTLSUwv1sDUaKthoaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE__exc_helper__"(i32 1), !dbg !111
  ret void, !dbg !111
B128:
  %".214" = load i1, i1* %"$96pred", !dbg !112
  store i1 0, i1* %"$96pred", !dbg !112
  %".216" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x", !dbg !112
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".217"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".216", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".217", !dbg !112
  %".221" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".217", i32 0, i32 2 , !dbg !112
  %".222" = load i64, i64* %".221", !dbg !112
  %".224" = load i64, i64* %"$134load_attr.3", !dbg !112
  store i64 %".222", i64* %"$134load_attr.3", !dbg !112
  %".226" = load i32, i32* %"k", !dbg !112
  call void @"llvm.dbg.value"(metadata i32 %".226", metadata !109, metadata !72), !dbg !112
  %".228" = load i64, i64* %"$134load_attr.3", !dbg !112
  %".229" = sext i32 %".226" to i64 , !dbg !112
  %".232" = icmp eq i64 %".228", 0 , !dbg !112
  br i1 %".232", label %"B128.if", label %"B128.else", !dbg !112, !prof !113
B196:
  %".428" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x", !dbg !116
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x", !dbg !116
  %".430" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out", !dbg !116
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out", !dbg !116
  %".432" = load i32, i32* %"k", !dbg !116
  store i32 0, i32* %"k", !dbg !116
  %".434" = load i64, i64* %"i", !dbg !116
  store i64 0, i64* %"i", !dbg !116
  %".436" = load i1, i1* %"$194pred", !dbg !116
  store i1 0, i1* %"$194pred", !dbg !116
  %".439" = load i8*, i8** %"$196load_global.0", !dbg !116
  store i8* null, i8** %"$196load_global.0", !dbg !116
  %".442" = load i8*, i8** %"$const208.2.5", !dbg !116
  store i8* null, i8** %"$const208.2.5", !dbg !116
  %".445" = load i8*, i8** %"$214call.3", !dbg !116
  store i8* null, i8** %"$214call.3", !dbg !116
  %".447" = load i8*, i8** %"$const208.2.5", !dbg !116
  store i8* null, i8** %"$const208.2.5", !dbg !116
  %".449" = load i8*, i8** %"$214call.3", !dbg !116
  store i8* null, i8** %"$214call.3", !dbg !116
  %".451" = load i8*, i8** %"$196load_global.0", !dbg !116
  store i8* null, i8** %"$196load_global.0", !dbg !116
  call void @"_ZN8__main__13checked_debugB3v70B110cw51cXTLSUwv1sDUaKthoaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE__exc_helper__"(i32 4), !dbg !116
  ret void, !dbg !116
B226:
  %".454" = load i1, i1* %"$194pred", !dbg !117
  store i1 0, i1* %"$194pred", !dbg !117
  %".456" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x", !dbg !117
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".457"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".456", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".457", !dbg !117
  %".461" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".457", i32 0, i32 2 , !dbg !117
  %".462" = load i64, i64* %".461", !dbg !117
  %".464" = load i64, i64* %"$232load_attr.3", !dbg !117
  store i64 %".462", i64* %"$232load_attr.3", !dbg !117
  %".466" = load i32, i32* %"k", !dbg !117
  call void @"llvm.dbg.value"(metadata i32 %".466", metadata !109, metadata !72), !dbg !117
  %".468" = load i64, i64* %"$232load_attr.3", !dbg !117
  %".469" = sext i32 %".466" to i64 , !dbg !117
  %".472" = icmp eq i64 %".468", 0 , !dbg !117
  br i1 %".472", label %"B226.if", label %"B226.else", !dbg !117, !prof !113
B128.if:
  call void @"_ZN8__main__13checked_debugB3v70B110cw51cXTLSUwv1sDUaKthoaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE__exc_helper__"(i32 2), !dbg !112
  ret void, !dbg !112
B128.else:
  store i64 0, i64* %".235", !dbg !112
  store i64 0, i64* %".238", !dbg !112
  %".241" = icmp eq i64 %".229", -9223372036854775808 , !dbg !112
  %".242" = icmp eq i64 %".228", -1 , !dbg !112
  %".243" = and i1 %".241", %".242", !dbg !112
  %".244" = xor i1 %".243", -1, !dbg !112
  br i1 %".244", label %"B128.else.if", label %"B128.else.endif", !dbg !112, !prof !114
B128.endif:
  %".267" = load i64, i64* %"rem", !dbg !112
  %".269" = load i64, i64* %"$binop_mod144.4", !dbg !112
  store i64 %".267", i64* %"$binop_mod144.4", !dbg !112
  call void @"llvm.dbg.value"(metadata i64 %".267", metadata !115, metadata !72), !dbg !112
  %".272" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x", !dbg !112
  %".273" = load i64, i64* %"$binop_mod144.4", !dbg !112
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".274"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".272", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".274", !dbg !112
  %".278" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".274", i32 0, i32 5 , !dbg !112
  %".279" = getelementptr inbounds [1 x i64], [1 x i64]* %".278", i32 0, i32 0 , !dbg !112
  %".280" = load i64, i64* %".279", !dbg !112, !range !108
  %".281" = insertvalue [1 x i64] undef, i64 %".280", 0 , !dbg !112
  %".282" = extractvalue [1 x i64] %".281", 0 , !dbg !112
  %".283" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".274", i32 0, i32 6 , !dbg !112
  %".284" = load [1 x i64], [1 x i64]* %".283", !dbg !112
  %".285" = extractvalue [1 x i64] %".284", 0 , !dbg !112
  %".286" = icmp slt i64 %".273", 0 , !dbg !112
  %".287" = add i64 %".273", %".282", !dbg !112
  %".288" = select  i1 %".286", i64 %".287", i64 %".273" , !dbg !112
  %".289" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".274", i32 0, i32 5 , !dbg !112
  %".290" = getelementptr inbounds [1 x i64], [1 x i64]* %".289", i32 0, i32 0 , !dbg !112
  %".291" = load i64, i64* %".290", !dbg !112, !range !108
  %".292" = insertvalue [1 x i64] undef, i64 %".291", 0 , !dbg !112
  %".293" = extractvalue [1 x i64] %".292", 0 , !dbg !112
  %".294" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".274", i32 0, i32 6 , !dbg !112
  %".295" = load [1 x i64], [1 x i64]* %".294", !dbg !112
  %".296" = extractvalue [1 x i64] %".295", 0 , !dbg !112
  %".297" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".274", i32 0, i32 4 , !dbg !112
  %".298" = load double*, double** %".297", !dbg !112
  %".299" = mul i64 %".296", %".288", !dbg !112
  %".300" = ptrtoint double* %".298" to i64 , !dbg !112
  %".301" = add i64 %".300", %".299", !dbg !112
  %".302" = inttoptr i64 %".301" to double* , !dbg !112
  %".303" = load double, double* %".302", !dbg !112
  %".305" = load double, double* %"$148binary_subscr.5", !dbg !112
  store double %".303", double* %"$148binary_subscr.5", !dbg !112
  %".307" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x", !dbg !112
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".308"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".307", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".308", !dbg !112
  %".312" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".308", i32 0, i32 2 , !dbg !112
  %".313" = load i64, i64* %".312", !dbg !112
  %".315" = load i64, i64* %"$164load_attr.9", !dbg !112
  store i64 %".313", i64* %"$164load_attr.9", !dbg !112
  %".317" = load i32, i32* %"k", !dbg !112
  %".318" = load i64, i64* %"$164load_attr.9", !dbg !112
  %".319" = sext i32 %".317" to i64 , !dbg !112
  %".322" = icmp eq i64 %".318", 0 , !dbg !112
  br i1 %".322", label %"B128.endif.if", label %"B128.endif.else", !dbg !112, !prof !113
B128.else.if:
  %".246" = sdiv i64 %".229", %".228", !dbg !112
  %".247" = srem i64 %".229", %".228", !dbg !112
  %".248" = xor i64 %".228", %".247", !dbg !112
  %".249" = icmp slt i64 %".248", 0 , !dbg !112
  %".250" = icmp ne i64 %".247", 0 , !dbg !112
  %".251" = and i1 %".250", %".249", !dbg !112
  br i1 %".251", label %"B128.else.if.if", label %"B128.else.if.else", !dbg !112
B128.else.endif:
  %".262" = load i64, i64* %".235", !dbg !112
  %".263" = load i64, i64* %".238", !dbg !112
  store i64 %".262", i64* %"quot", !dbg !112
  store i64 %".263", i64* %"rem", !dbg !112
  br label %"B128.endif", !dbg !112
B128.else.if.if:
  %".256" = sub i64 %".246", 1, !dbg !112
  store i64 %".256", i64* %".235", !dbg !112
  %".258" = add i64 %".247", %".228", !dbg !112
  store i64 %".258", i64* %".238", !dbg !112
  br label %"B128.else.if.endif", !dbg !112
B128.else.if.else:
  store i64 %".246", i64* %".235", !dbg !112
  store i64 %".247", i64* %".238", !dbg !112
  br label %"B128.else.if.endif", !dbg !112
B128.else.if.endif:
  br label %"B128.else.endif", !dbg !112
B128.endif.if:
  call void @"_ZN8__main__13checked_debugB3v70B110cw51cXTLSUwv1sDUaKthoaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE__exc_helper__"(i32 3), !dbg !112
  ret void, !dbg !112
B128.endif.else:
  store i64 0, i64* %".325", !dbg !112
  store i64 0, i64* %".328", !dbg !112
  %".331" = icmp eq i64 %".319", -9223372036854775808 , !dbg !112
  %".332" = icmp eq i64 %".318", -1 , !dbg !112
  %".333" = and i1 %".331", %".332", !dbg !112
  %".334" = xor i1 %".333", -1, !dbg !112
  br i1 %".334", label %"B128.endif.else.if", label %"B128.endif.else.endif", !dbg !112, !prof !114
B128.endif.endif:
  %".357" = load i64, i64* %"rem.1", !dbg !112
  %".359" = load i64, i64* %"$binop_mod174.10", !dbg !112
  store i64 %".357", i64* %"$binop_mod174.10", !dbg !112
  call void @"llvm.dbg.value"(metadata i64 %".357", metadata !115, metadata !72), !dbg !112
  %".362" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x", !dbg !112
  %".363" = load i64, i64* %"$binop_mod174.10", !dbg !112
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".364"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".362", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".364", !dbg !112
  %".368" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".364", i32 0, i32 5 , !dbg !112
  %".369" = getelementptr inbounds [1 x i64], [1 x i64]* %".368", i32 0, i32 0 , !dbg !112
  %".370" = load i64, i64* %".369", !dbg !112, !range !108
  %".371" = insertvalue [1 x i64] undef, i64 %".370", 0 , !dbg !112
  %".372" = extractvalue [1 x i64] %".371", 0 , !dbg !112
  %".373" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".364", i32 0, i32 6 , !dbg !112
  %".374" = load [1 x i64], [1 x i64]* %".373", !dbg !112
  %".375" = extractvalue [1 x i64] %".374", 0 , !dbg !112
  %".376" = icmp slt i64 %".363", 0 , !dbg !112
  %".377" = add i64 %".363", %".372", !dbg !112
  %".378" = select  i1 %".376", i64 %".377", i64 %".363" , !dbg !112
  %".379" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".364", i32 0, i32 5 , !dbg !112
  %".380" = getelementptr inbounds [1 x i64], [1 x i64]* %".379", i32 0, i32 0 , !dbg !112
  %".381" = load i64, i64* %".380", !dbg !112, !range !108
  %".382" = insertvalue [1 x i64] undef, i64 %".381", 0 , !dbg !112
  %".383" = extractvalue [1 x i64] %".382", 0 , !dbg !112
  %".384" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".364", i32 0, i32 6 , !dbg !112
  %".385" = load [1 x i64], [1 x i64]* %".384", !dbg !112
  %".386" = extractvalue [1 x i64] %".385", 0 , !dbg !112
  %".387" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".364", i32 0, i32 4 , !dbg !112
  %".388" = load double*, double** %".387", !dbg !112
  %".389" = mul i64 %".386", %".378", !dbg !112
  %".390" = ptrtoint double* %".388" to i64 , !dbg !112
  %".391" = add i64 %".390", %".389", !dbg !112
  %".392" = inttoptr i64 %".391" to double* , !dbg !112
  %".393" = load double, double* %".392", !dbg !112
  %".395" = load double, double* %"$178binary_subscr.11", !dbg !112
  store double %".393", double* %"$178binary_subscr.11", !dbg !112
  %".397" = load double, double* %"$148binary_subscr.5", !dbg !112
  %".398" = load double, double* %"$178binary_subscr.11", !dbg !112
  %".399" = fcmp une double %".397", %".398" , !dbg !112
  %".401" = load i1, i1* %"$188compare_op.12", !dbg !112
  store i1 %".399", i1* %"$188compare_op.12", !dbg !112
  %".404" = load i8*, i8** %"$bool194", !dbg !112
  store i8* null, i8** %"$bool194", !dbg !112
  %".406" = load i1, i1* %"$188compare_op.12", !dbg !112
  %".408" = load i1, i1* %"$194pred", !dbg !112
  store i1 %".406", i1* %"$194pred", !dbg !112
  %".410" = load i64, i64* %"$134load_attr.3", !dbg !112
  store i64 0, i64* %"$134load_attr.3", !dbg !112
  %".412" = load i64, i64* %"$binop_mod144.4", !dbg !112
  store i64 0, i64* %"$binop_mod144.4", !dbg !112
  %".414" = load i64, i64* %"$164load_attr.9", !dbg !112
  store i64 0, i64* %"$164load_attr.9", !dbg !112
  %".416" = load i64, i64* %"$binop_mod174.10", !dbg !112
  store i64 0, i64* %"$binop_mod174.10", !dbg !112
  %".418" = load double, double* %"$178binary_subscr.11", !dbg !112
  store double 0.0, double* %"$178binary_subscr.11", !dbg !112
  %".420" = load double, double* %"$148binary_subscr.5", !dbg !112
  store double 0.0, double* %"$148binary_subscr.5", !dbg !112
  %".422" = load i8*, i8** %"$bool194", !dbg !112
  store i8* null, i8** %"$bool194", !dbg !112
  %".424" = load i1, i1* %"$188compare_op.12", !dbg !112
  store i1 0, i1* %"$188compare_op.12", !dbg !112
  %".426" = load i1, i1* %"$194pred", !dbg !112
  br i1 %".426", label %"B196", label %"B226", !dbg !112
B128.endif.else.if:
  %".336" = sdiv i64 %".319", %".318", !dbg !112
  %".337" = srem i64 %".319", %".318", !dbg !112
  %".338" = xor i64 %".318", %".337", !dbg !112
  %".339" = icmp slt i64 %".338", 0 , !dbg !112
  %".340" = icmp ne i64 %".337", 0 , !dbg !112
  %".341" = and i1 %".340", %".339", !dbg !112
  br i1 %".341", label %"B128.endif.else.if.if", label %"B128.endif.else.if.else", !dbg !112
B128.endif.else.endif:
  %".352" = load i64, i64* %".325", !dbg !112
  %".353" = load i64, i64* %".328", !dbg !112
  store i64 %".352", i64* %"quot.1", !dbg !112
  store i64 %".353", i64* %"rem.1", !dbg !112
  br label %"B128.endif.endif", !dbg !112
B128.endif.else.if.if:
  %".346" = sub i64 %".336", 1, !dbg !112
  store i64 %".346", i64* %".325", !dbg !112
  %".348" = add i64 %".337", %".318", !dbg !112
  store i64 %".348", i64* %".328", !dbg !112
  br label %"B128.endif.else.if.endif", !dbg !112
B128.endif.else.if.else:
  store i64 %".336", i64* %".325", !dbg !112
  store i64 %".337", i64* %".328", !dbg !112
  br label %"B128.endif.else.if.endif", !dbg !112
B128.endif.else.if.endif:
  br label %"B128.endif.else.endif", !dbg !112
B226.if:
  call void @"_ZN8__main__13checked_debugB3v70B110cw51cXTLSUwv1sDUaKthoaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE__exc_helper__"(i32 5), !dbg !117
  ret void, !dbg !117
B226.else:
  store i64 0, i64* %".475", !dbg !117
  store i64 0, i64* %".478", !dbg !117
  %".481" = icmp eq i64 %".469", -9223372036854775808 , !dbg !117
  %".482" = icmp eq i64 %".468", -1 , !dbg !117
  %".483" = and i1 %".481", %".482", !dbg !117
  %".484" = xor i1 %".483", -1, !dbg !117
  br i1 %".484", label %"B226.else.if", label %"B226.else.endif", !dbg !117, !prof !114
B226.endif:
  %".507" = load i64, i64* %"rem.2", !dbg !117
  %".509" = load i64, i64* %"$binop_mod242.4", !dbg !117
  store i64 %".507", i64* %"$binop_mod242.4", !dbg !117
  call void @"llvm.dbg.value"(metadata i64 %".507", metadata !115, metadata !72), !dbg !117
  %".512" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x", !dbg !117
  %".513" = load i64, i64* %"$binop_mod242.4", !dbg !117
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".514"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".512", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".514", !dbg !117
  %".518" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".514", i32 0, i32 5 , !dbg !117
  %".519" = getelementptr inbounds [1 x i64], [1 x i64]* %".518", i32 0, i32 0 , !dbg !117
  %".520" = load i64, i64* %".519", !dbg !117, !range !108
  %".521" = insertvalue [1 x i64] undef, i64 %".520", 0 , !dbg !117
  %".522" = extractvalue [1 x i64] %".521", 0 , !dbg !117
  %".523" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".514", i32 0, i32 6 , !dbg !117
  %".524" = load [1 x i64], [1 x i64]* %".523", !dbg !117
  %".525" = extractvalue [1 x i64] %".524", 0 , !dbg !117
  %".526" = icmp slt i64 %".513", 0 , !dbg !117
  %".527" = add i64 %".513", %".522", !dbg !117
  %".528" = select  i1 %".526", i64 %".527", i64 %".513" , !dbg !117
  %".529" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".514", i32 0, i32 5 , !dbg !117
  %".530" = getelementptr inbounds [1 x i64], [1 x i64]* %".529", i32 0, i32 0 , !dbg !117
  %".531" = load i64, i64* %".530", !dbg !117, !range !108
  %".532" = insertvalue [1 x i64] undef, i64 %".531", 0 , !dbg !117
  %".533" = extractvalue [1 x i64] %".532", 0 , !dbg !117
  %".534" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".514", i32 0, i32 6 , !dbg !117
  %".535" = load [1 x i64], [1 x i64]* %".534", !dbg !117
  %".536" = extractvalue [1 x i64] %".535", 0 , !dbg !117
  %".537" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".514", i32 0, i32 4 , !dbg !117
  %".538" = load double*, double** %".537", !dbg !117
  %".539" = mul i64 %".536", %".528", !dbg !117
  %".540" = ptrtoint double* %".538" to i64 , !dbg !117
  %".541" = add i64 %".540", %".539", !dbg !117
  %".542" = inttoptr i64 %".541" to double* , !dbg !117
  %".543" = load double, double* %".542", !dbg !117
  %".545" = load double, double* %"$246binary_subscr.5", !dbg !117
  store double %".543", double* %"$246binary_subscr.5", !dbg !117
  %".548" = load double, double* %"$const256.6.6", !dbg !117
  store double 0x4000000000000000, double* %"$const256.6.6", !dbg !117
  %".550" = load double, double* %"$246binary_subscr.5", !dbg !117
  %".551" = load double, double* %"$const256.6.6", !dbg !117
  %".552" = fmul double %".550", %".551", !dbg !117
  %".554" = load double, double* %"$binop_mul258.7", !dbg !117
  store double %".552", double* %"$binop_mul258.7", !dbg !117
  %".556" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out", !dbg !117
  %".557" = load double, double* %"$binop_mul258.7", !dbg !117
  %".558" = load i64, i64* %"i", !dbg !117
  call void @"llvm.dbg.value"(metadata i64 %".558", metadata !104, metadata !72), !dbg !117
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".560"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".556", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".560", !dbg !117
  %".564" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".560", i32 0, i32 5 , !dbg !117
  %".565" = getelementptr inbounds [1 x i64], [1 x i64]* %".564", i32 0, i32 0 , !dbg !117
  %".566" = load i64, i64* %".565", !dbg !117, !range !108
  %".567" = insertvalue [1 x i64] undef, i64 %".566", 0 , !dbg !117
  %".568" = extractvalue [1 x i64] %".567", 0 , !dbg !117
  %".569" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".560", i32 0, i32 6 , !dbg !117
  %".570" = load [1 x i64], [1 x i64]* %".569", !dbg !117
  %".571" = extractvalue [1 x i64] %".570", 0 , !dbg !117
  %".572" = icmp slt i64 %".558", 0 , !dbg !117
  %".573" = add i64 %".558", %".568", !dbg !117
  %".574" = select  i1 %".572", i64 %".573", i64 %".558" , !dbg !117
  %".575" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".560", i32 0, i32 5 , !dbg !117
  %".576" = getelementptr inbounds [1 x i64], [1 x i64]* %".575", i32 0, i32 0 , !dbg !117
  %".577" = load i64, i64* %".576", !dbg !117, !range !108
  %".578" = insertvalue [1 x i64] undef, i64 %".577", 0 , !dbg !117
  %".579" = extractvalue [1 x i64] %".578", 0 , !dbg !117
  %".580" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".560", i32 0, i32 6 , !dbg !117
  %".581" = load [1 x i64], [1 x i64]* %".580", !dbg !117
  %".582" = extractvalue [1 x i64] %".581", 0 , !dbg !117
  %".583" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".560", i32 0, i32 4 , !dbg !117
  %".584" = load double*, double** %".583", !dbg !117
  %".585" = mul i64 %".582", %".574", !dbg !117
  %".586" = ptrtoint double* %".584" to i64 , !dbg !117
  %".587" = add i64 %".586", %".585", !dbg !117
  %".588" = inttoptr i64 %".587" to double* , !dbg !117
  store double %".557", double* %".588", !dbg !117
  %".591" = load i8*, i8** %"$const270.10.2", !dbg !117
  store i8* null, i8** %"$const270.10.2", !dbg !117
  %".593" = load i8*, i8** %"$const270.10.2", !dbg !117
  %".595" = load i8*, i8** %"$272return_value.11", !dbg !117
  store i8* %".593", i8** %"$272return_value.11", !dbg !117
  %".597" = load i32, i32* %"k", !dbg !117
  store i32 0, i32* %"k", !dbg !117
  %".599" = load i64, i64* %"$232load_attr.3", !dbg !117
  store i64 0, i64* %"$232load_attr.3", !dbg !117
  %".601" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x", !dbg !117
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"x", !dbg !117
  %".603" = load i64, i64* %"$binop_mod242.4", !dbg !117
  store i64 0, i64* %"$binop_mod242.4", !dbg !117
  %".605" = load double, double* %"$const256.6.6", !dbg !117
  store double 0.0, double* %"$const256.6.6", !dbg !117
  %".607" = load double, double* %"$246binary_subscr.5", !dbg !117
  store double 0.0, double* %"$246binary_subscr.5", !dbg !117
  %".609" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out", !dbg !117
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out", !dbg !117
  %".611" = load i64, i64* %"i", !dbg !117
  store i64 0, i64* %"i", !dbg !117
  %".613" = load double, double* %"$binop_mul258.7", !dbg !117
  store double 0.0, double* %"$binop_mul258.7", !dbg !117
  %".615" = load i8*, i8** %"$const270.10.2", !dbg !117
  store i8* null, i8** %"$const270.10.2", !dbg !117
  %".617" = load i8*, i8** %"$272return_value.11", !dbg !117
  call void @"_ZN8__main__13checked_debugB3v70B110cw51cXTLSUwv1sDUaKthoaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE__exc_helper__"(i32 0), !dbg !117
  ret void, !dbg !117
B226.else.if:
  %".486" = sdiv i64 %".469", %".468", !dbg !117
  %".487" = srem i64 %".469", %".468", !dbg !117
  %".488" = xor i64 %".468", %".487", !dbg !117
  %".489" = icmp slt i64 %".488", 0 , !dbg !117
  %".490" = icmp ne i64 %".487", 0 , !dbg !117
  %".491" = and i1 %".490", %".489", !dbg !117
  br i1 %".491", label %"B226.else.if.if", label %"B226.else.if.else", !dbg !117
B226.else.endif:
  %".502" = load i64, i64* %".475", !dbg !117
  %".503" = load i64, i64* %".478", !dbg !117
  store i64 %".502", i64* %"quot.2", !dbg !117
  store i64 %".503", i64* %"rem.2", !dbg !117
  br label %"B226.endif", !dbg !117
B226.else.if.if:
  %".496" = sub i64 %".486", 1, !dbg !117
  store i64 %".496", i64* %".475", !dbg !117
  %".498" = add i64 %".487", %".468", !dbg !117
  store i64 %".498", i64* %".478", !dbg !117
  br label %"B226.else.if.endif", !dbg !117
B226.else.if.else:
  store i64 %".486", i64* %".475", !dbg !117
  store i64 %".487", i64* %".478", !dbg !117
  br label %"B226.else.if.endif", !dbg !117
B226.else.if.endif:
  br label %"B226.else.endif", !dbg !117
}

declare void @"llvm.dbg.declare"(metadata %".1", metadata %".2", metadata %".3")

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare void @"llvm.dbg.value"(metadata %".1", metadata %".2", metadata %".3")

@"_ZN8__main__13checked_debugB3v70B110cw51cXTLSUwv1sDUaKthoaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE__errcode__" = global i32 0
@"_ZN8__main__13checked_debugB3v70B110cw51cXTLSUwv1sDUaKthoaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE__tidx__" = global i32 0
@"_ZN8__main__13checked_debugB3v70B110cw51cXTLSUwv1sDUaKthoaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE__ctaidx__" = global i32 0
@"_ZN8__main__13checked_debugB3v70B110cw51cXTLSUwv1sDUaKthoaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE__tidy__" = global i32 0
@"_ZN8__main__13checked_debugB3v70B110cw51cXTLSUwv1sDUaKthoaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE__ctaidy__" = global i32 0
@"_ZN8__main__13checked_debugB3v70B110cw51cXTLSUwv1sDUaKthoaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE__tidz__" = global i32 0
@"_ZN8__main__13checked_debugB3v70B110cw51cXTLSUwv1sDUaKthoaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE__ctaidz__" = global i32 0
define void @"_ZN8__main__13checked_debugB3v70B110cw51cXTLSUwv1sDUaKthoaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE__exc_helper__"(i32 %".1")
{
entry:
  %".3" = icmp eq i32 %".1", 0
  %".4" = icmp eq i32 %".1", -2
  %".5" = or i1 %".3", %".4"
  %".6" = xor i1 %".5", -1
  %".7" = icmp eq i32 %".1", -1
  %".8" = icmp eq i32 %".1", -3
  %".9" = icmp sge i32 %".1", 1
  br i1 %".5", label %"entry.if", label %"entry.endif", !prof !114
entry.if:
  ret void
entry.endif:
  %".12" = xor i1 %".7", -1
  br i1 %".12", label %"entry.endif.if", label %"entry.endif.endif"
entry.endif.if:
  %".14" = cmpxchg i32* @"_ZN8__main__13checked_debugB3v70B110cw51cXTLSUwv1sDUaKthoaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE__errcode__", i32 0, i32 %".1" monotonic monotonic
  %".15" = extractvalue {i32, i1} %".14", 1
  br i1 %".15", label %"entry.endif.if.if", label %"entry.endif.if.endif"
entry.endif.endif:
  ret void
entry.endif.if.if:
  %".17" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  store i32 %".17", i32* @"_ZN8__main__13checked_debugB3v70B110cw51cXTLSUwv1sDUaKthoaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE__tidx__"
  %".19" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  store i32 %".19", i32* @"_ZN8__main__13checked_debugB3v70B110cw51cXTLSUwv1sDUaKthoaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE__tidy__"
  %".21" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  store i32 %".21", i32* @"_ZN8__main__13checked_debugB3v70B110cw51cXTLSUwv1sDUaKthoaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE__tidz__"
  %".23" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  store i32 %".23", i32* @"_ZN8__main__13checked_debugB3v70B110cw51cXTLSUwv1sDUaKthoaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE__ctaidx__"
  %".25" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()
  store i32 %".25", i32* @"_ZN8__main__13checked_debugB3v70B110cw51cXTLSUwv1sDUaKthoaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE__ctaidy__"
  %".27" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.z"()
  store i32 %".27", i32* @"_ZN8__main__13checked_debugB3v70B110cw51cXTLSUwv1sDUaKthoaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE__ctaidz__"
  br label %"entry.endif.if.endif"
entry.endif.if.endif:
  br label %"entry.endif.endif"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.z"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__13checked_debugB3v70B110cw51cXTLSUwv1sDUaKthoaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!llvm.dbg.cu = !{ !2 }
!llvm.module.flags = !{ !118, !119 }
!nvvm.annotations = !{ !120 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !DIFile(directory: "/work/wt/numba25c/tools/capture", filename: "capture_numba_n27.py")
!2 = distinct !DICompileUnit(emissionKind: FullDebug, file: !1, isOptimized: true, language: DW_LANG_C_plus_plus, producer: "clang (Numba)", runtimeVersion: 0)
!3 = !DIBasicType(encoding: DW_ATE_unsigned, name: "i8", size: 8)
!4 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!5 = !DIDerivedType(baseType: !4, size: 64, tag: DW_TAG_pointer_type)
!6 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!7 = !DIDerivedType(baseType: !6, name: "meminfo", offset: 0, size: 64, tag: DW_TAG_member)
!8 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!9 = !DIDerivedType(baseType: !8, name: "parent", offset: 64, size: 64, tag: DW_TAG_member)
!10 = !DIBasicType(encoding: DW_ATE_signed, name: "int64", size: 64)
!11 = !DIDerivedType(baseType: !10, name: "nitems", offset: 128, size: 64, tag: DW_TAG_member)
!12 = !DIDerivedType(baseType: !10, name: "itemsize", offset: 192, size: 64, tag: DW_TAG_member)
!13 = !DIBasicType(encoding: DW_ATE_float, name: "float64", size: 64)
!14 = !DIDerivedType(baseType: !13, size: 64, tag: DW_TAG_pointer_type)
!15 = !DIDerivedType(baseType: !14, name: "data", offset: 256, size: 64, tag: DW_TAG_member)
!16 = !DISubrange(count: 1)
!17 = !{ !16 }
!18 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!19 = !DIDerivedType(baseType: !18, name: "shape", offset: 320, size: 64, tag: DW_TAG_member)
!20 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!21 = !DIDerivedType(baseType: !20, name: "strides", offset: 384, size: 64, tag: DW_TAG_member)
!22 = !{ !7, !9, !11, !12, !15, !19, !21 }
!23 = distinct !DICompositeType(elements: !22, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}", name: "array(float64, 1d, A) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, tag: DW_TAG_structure_type)
!24 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!25 = !DIDerivedType(baseType: !24, name: "meminfo", offset: 0, size: 64, tag: DW_TAG_member)
!26 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!27 = !DIDerivedType(baseType: !26, name: "parent", offset: 64, size: 64, tag: DW_TAG_member)
!28 = !DIDerivedType(baseType: !10, name: "nitems", offset: 128, size: 64, tag: DW_TAG_member)
!29 = !DIDerivedType(baseType: !10, name: "itemsize", offset: 192, size: 64, tag: DW_TAG_member)
!30 = !DIBasicType(encoding: DW_ATE_signed, name: "int32", size: 32)
!31 = !DIDerivedType(baseType: !30, size: 64, tag: DW_TAG_pointer_type)
!32 = !DIDerivedType(baseType: !31, name: "data", offset: 256, size: 64, tag: DW_TAG_member)
!33 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!34 = !DIDerivedType(baseType: !33, name: "shape", offset: 320, size: 64, tag: DW_TAG_member)
!35 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!36 = !DIDerivedType(baseType: !35, name: "strides", offset: 384, size: 64, tag: DW_TAG_member)
!37 = !{ !25, !27, !28, !29, !32, !34, !36 }
!38 = distinct !DICompositeType(elements: !37, identifier: "{i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}", name: "array(int32, 1d, A) ({i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]})", size: 448, tag: DW_TAG_structure_type)
!39 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!40 = !DIDerivedType(baseType: !39, name: "meminfo", offset: 0, size: 64, tag: DW_TAG_member)
!41 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!42 = !DIDerivedType(baseType: !41, name: "parent", offset: 64, size: 64, tag: DW_TAG_member)
!43 = !DIDerivedType(baseType: !10, name: "nitems", offset: 128, size: 64, tag: DW_TAG_member)
!44 = !DIDerivedType(baseType: !10, name: "itemsize", offset: 192, size: 64, tag: DW_TAG_member)
!45 = !DIDerivedType(baseType: !13, size: 64, tag: DW_TAG_pointer_type)
!46 = !DIDerivedType(baseType: !45, name: "data", offset: 256, size: 64, tag: DW_TAG_member)
!47 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!48 = !DIDerivedType(baseType: !47, name: "shape", offset: 320, size: 64, tag: DW_TAG_member)
!49 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!50 = !DIDerivedType(baseType: !49, name: "strides", offset: 384, size: 64, tag: DW_TAG_member)
!51 = !{ !40, !42, !43, !44, !46, !48, !50 }
!52 = distinct !DICompositeType(elements: !51, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}", name: "array(float64, 1d, A) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, tag: DW_TAG_structure_type)
!53 = !{ null, !23, !38, !52 }
!54 = !DISubroutineType(types: !53)
!55 = distinct !DISubprogram(file: !1, isDefinition: true, isLocal: false, isOptimized: true, line: 334, linkageName: "_ZN8__main__13checked_debugB3v70B110cw51cXTLSUwv1sDUaKthoaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE", name: "checked_debug", scope: !1, scopeLine: 334, type: !54, unit: !2)
!56 = !DILocation(column: 1, line: 334, scope: !55)
!57 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!58 = !DIDerivedType(baseType: !57, name: "meminfo", offset: 0, size: 64, tag: DW_TAG_member)
!59 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!60 = !DIDerivedType(baseType: !59, name: "parent", offset: 64, size: 64, tag: DW_TAG_member)
!61 = !DIDerivedType(baseType: !10, name: "nitems", offset: 128, size: 64, tag: DW_TAG_member)
!62 = !DIDerivedType(baseType: !10, name: "itemsize", offset: 192, size: 64, tag: DW_TAG_member)
!63 = !DIDerivedType(baseType: !13, size: 64, tag: DW_TAG_pointer_type)
!64 = !DIDerivedType(baseType: !63, name: "data", offset: 256, size: 64, tag: DW_TAG_member)
!65 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!66 = !DIDerivedType(baseType: !65, name: "shape", offset: 320, size: 64, tag: DW_TAG_member)
!67 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!68 = !DIDerivedType(baseType: !67, name: "strides", offset: 384, size: 64, tag: DW_TAG_member)
!69 = !{ !58, !60, !61, !62, !64, !66, !68 }
!70 = distinct !DICompositeType(elements: !69, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}", name: "array(float64, 1d, A) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, tag: DW_TAG_structure_type)
!71 = !DILocalVariable(arg: 1, file: !1, line: 334, name: "x", scope: !55, type: !70)
!72 = !DIExpression()
!73 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!74 = !DIDerivedType(baseType: !73, name: "meminfo", offset: 0, size: 64, tag: DW_TAG_member)
!75 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!76 = !DIDerivedType(baseType: !75, name: "parent", offset: 64, size: 64, tag: DW_TAG_member)
!77 = !DIDerivedType(baseType: !10, name: "nitems", offset: 128, size: 64, tag: DW_TAG_member)
!78 = !DIDerivedType(baseType: !10, name: "itemsize", offset: 192, size: 64, tag: DW_TAG_member)
!79 = !DIDerivedType(baseType: !30, size: 64, tag: DW_TAG_pointer_type)
!80 = !DIDerivedType(baseType: !79, name: "data", offset: 256, size: 64, tag: DW_TAG_member)
!81 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!82 = !DIDerivedType(baseType: !81, name: "shape", offset: 320, size: 64, tag: DW_TAG_member)
!83 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!84 = !DIDerivedType(baseType: !83, name: "strides", offset: 384, size: 64, tag: DW_TAG_member)
!85 = !{ !74, !76, !77, !78, !80, !82, !84 }
!86 = distinct !DICompositeType(elements: !85, identifier: "{i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}", name: "array(int32, 1d, A) ({i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]})", size: 448, tag: DW_TAG_structure_type)
!87 = !DILocalVariable(arg: 2, file: !1, line: 334, name: "idx", scope: !55, type: !86)
!88 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!89 = !DIDerivedType(baseType: !88, name: "meminfo", offset: 0, size: 64, tag: DW_TAG_member)
!90 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!91 = !DIDerivedType(baseType: !90, name: "parent", offset: 64, size: 64, tag: DW_TAG_member)
!92 = !DIDerivedType(baseType: !10, name: "nitems", offset: 128, size: 64, tag: DW_TAG_member)
!93 = !DIDerivedType(baseType: !10, name: "itemsize", offset: 192, size: 64, tag: DW_TAG_member)
!94 = !DIDerivedType(baseType: !13, size: 64, tag: DW_TAG_pointer_type)
!95 = !DIDerivedType(baseType: !94, name: "data", offset: 256, size: 64, tag: DW_TAG_member)
!96 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!97 = !DIDerivedType(baseType: !96, name: "shape", offset: 320, size: 64, tag: DW_TAG_member)
!98 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!99 = !DIDerivedType(baseType: !98, name: "strides", offset: 384, size: 64, tag: DW_TAG_member)
!100 = !{ !89, !91, !92, !93, !95, !97, !99 }
!101 = distinct !DICompositeType(elements: !100, identifier: "{i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}", name: "array(float64, 1d, A) ({i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]})", size: 448, tag: DW_TAG_structure_type)
!102 = !DILocalVariable(arg: 3, file: !1, line: 334, name: "out", scope: !55, type: !101)
!103 = !DILocation(column: 1, line: 336, scope: !55)
!104 = !DILocalVariable(arg: 0, file: !1, line: 336, name: "i", scope: !55, type: !10)
!105 = !DILocation(column: 1, line: 337, scope: !55)
!106 = !DILocation(column: 1, line: 338, scope: !55)
!107 = !DILocation(column: 1, line: 339, scope: !55)
!108 = !{ i64 0, i64 9223372036854775807 }
!109 = !DILocalVariable(arg: 0, file: !1, line: 339, name: "k", scope: !55, type: !30)
!110 = !DILocation(column: 1, line: 340, scope: !55)
!111 = !DILocation(column: 1, line: 341, scope: !55)
!112 = !DILocation(column: 1, line: 342, scope: !55)
!113 = !{ !"branch_weights", i32 1, i32 99 }
!114 = !{ !"branch_weights", i32 99, i32 1 }
!115 = !DILocalVariable(arg: 0, file: !1, line: 342, name: "rem", scope: !55, type: !10)
!116 = !DILocation(column: 1, line: 343, scope: !55)
!117 = !DILocation(column: 1, line: 344, scope: !55)
!118 = !{ i32 2, !"Dwarf Version", i32 4 }
!119 = !{ i32 2, !"Debug Info Version", i32 3 }
!120 = !{ void (i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__13checked_debugB3v70B110cw51cXTLSUwv1sDUaKthoaNgoKmjgM2RtqBUBpSCpRooHz0BIAlD0hqSAGr6gUkg_2bce2Wh0WyupWCtDYUgdKAnkGQFY6kAZ5plYTAA_3d_3dE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE", !"kernel", i32 1 }