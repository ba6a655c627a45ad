; numba-cuda kernel n27_lineinfo_loops(Array(float32, 1, 'A', False, aligned=True), Array(float32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "lineinfo_loops$72"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__14lineinfo_loopsB3v72B116cw51cXTLSUwv1sDUaKthoaNgoKmjgMVuW1AiA8rAEg2Uj0iEsMBFCjdbcJQAYwYtkUD1ItIjkgBqGoNJIPnZtlodFhPqVgpQS9WBkkCeca0mAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__14lineinfo_loopsB3v72B116cw51cXTLSUwv1sDUaKthoaNgoKmjgMVuW1AiA8rAEg2Uj0iEsMBFCjdbcJQAYwYtkUD1ItIjkgBqGoNJIPnZtlodFhPqVgpQS9WBkkCeca0mAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", float* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", float* %"out.4", i64 %"out.5.0", i64 %"out.6.0") !dbg !40
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"x.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"x.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"x.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"x.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize", float* %"x.4", 4
  %".17" = insertvalue [1 x i64] undef, i64 %"x.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".17", 5
  %".18" = insertvalue [1 x i64] undef, i64 %"x.6.0", 0
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
  %"x" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %"out" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".41" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".41"
  %"$64pred" = alloca i1
  store i1 0, i1* %"$64pred"
  %"s.3" = alloca float
  store float 0.0, float* %"s.3"
  %".61" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".61"
  %".71" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".71"
  %".75" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".75"
  %".84" = alloca i64
  store i64 0, i64* %".84"
  %".87" = alloca i64
  store i64 0, i64* %".87"
  %"$phi126.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi126.0"
  %".126" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".126"
  %".129" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".129"
  %".155" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".155"
  %".161" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".161"
  %"$126for_iter.3" = alloca i1
  store i1 0, i1* %"$126for_iter.3"
  %"$phi128.1" = alloca i64
  store i64 0, i64* %"$phi128.1"
  %"s.2" = alloca float
  store float 0.0, float* %"s.2"
  %"a" = alloca i64
  store i64 0, i64* %"a"
  %".192" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".192"
  %".202" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".202"
  %".206" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".206"
  %".215" = alloca i64
  store i64 0, i64* %".215"
  %".218" = alloca i64
  store i64 0, i64* %".218"
  %"$phi162.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi162.1"
  %".257" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".257"
  %".260" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".260"
  %".286" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".286"
  %".292" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".292"
  %"$162for_iter.4" = alloca i1
  store i1 0, i1* %"$162for_iter.4"
  %"$phi164.2" = alloca i64
  store i64 0, i64* %"$phi164.2"
  %".317" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".317"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".330" = alloca i64
  store i64 0, i64* %".330"
  %".333" = alloca i64
  store i64 0, i64* %".333"
  %".364" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".364"
  %".436" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".436"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  call void @"llvm.dbg.declare"(metadata {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x", metadata !56, metadata !57), !dbg !41
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  call void @"llvm.dbg.declare"(metadata {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out", metadata !72, metadata !57), !dbg !41
  %".27" = trunc i64 1 to i32 , !dbg !73
  %".28" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"(), !dbg !73
  %".29" = sext i32 %".28" to i64 , !dbg !73
  %".30" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"(), !dbg !73
  %".31" = sext i32 %".30" to i64 , !dbg !73
  %".32" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"(), !dbg !73
  %".33" = sext i32 %".32" to i64 , !dbg !73
  %".34" = mul i64 %".31", %".33", !dbg !73
  %".35" = add i64 %".34", %".29", !dbg !73
  %".37" = load i64, i64* %"i", !dbg !73
  store i64 %".35", i64* %"i", !dbg !73
  call void @"llvm.dbg.value"(metadata i64 %".35", metadata !74, metadata !57), !dbg !73
  %".40" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out", !dbg !75
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".41"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".40", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".41", !dbg !75
  %".45" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".41", i32 0, i32 2 , !dbg !75
  %".46" = load i64, i64* %".45", !dbg !75
  %".47" = load i64, i64* %"i", !dbg !75
  %".48" = icmp slt i64 %".47", %".46" , !dbg !75
  %".50" = load i1, i1* %"$64pred", !dbg !75
  store i1 %".48", i1* %"$64pred", !dbg !75
  %".52" = load i1, i1* %"$64pred", !dbg !75
  br i1 %".52", label %"B66", label %"B360", !dbg !75
B66:
  %".54" = load i1, i1* %"$64pred", !dbg !76
  store i1 0, i1* %"$64pred", !dbg !76
  %".56" = sitofp i64 0 to float , !dbg !76
  %".58" = load float, float* %"s.3", !dbg !76
  store float %".56", float* %"s.3", !dbg !76
  call void @"llvm.dbg.value"(metadata float %".56", metadata !77, metadata !57), !dbg !76
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".61"
  %".64" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".61", i32 0, i32 0 , !dbg !78
  store i64 0, i64* %".64", !dbg !78
  %".66" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".61", i32 0, i32 1 , !dbg !78
  store i64 3, i64* %".66", !dbg !78
  %".68" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".61", i32 0, i32 2 , !dbg !78
  store i64 1, i64* %".68", !dbg !78
  %".70" = load {i64, i64, i64}, {i64, i64, i64}* %".61", !dbg !78
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".71"
  store {i64, i64, i64} %".70", {i64, i64, i64}* %".71", !dbg !78
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".75"
  %".78" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".71", i32 0, i32 0 , !dbg !78
  %".79" = load i64, i64* %".78", !dbg !78
  %".80" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".71", i32 0, i32 1 , !dbg !78
  %".81" = load i64, i64* %".80", !dbg !78
  %".82" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".71", i32 0, i32 2 , !dbg !78
  %".83" = load i64, i64* %".82", !dbg !78
  store i64 %".79", i64* %".84", !dbg !78
  %".89" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".75", i32 0, i32 0 , !dbg !78
  store i64* %".84", i64** %".89", !dbg !78
  %".91" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".75", i32 0, i32 1 , !dbg !78
  store i64 %".81", i64* %".91", !dbg !78
  %".93" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".75", i32 0, i32 2 , !dbg !78
  store i64 %".83", i64* %".93", !dbg !78
  %".95" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".75", i32 0, i32 3 , !dbg !78
  store i64* %".87", i64** %".95", !dbg !78
  %".97" = sub i64 %".81", %".79", !dbg !78
  %".98" = icmp sgt i64 %".97", 0 , !dbg !78
  %".99" = icmp sgt i64 %".83", 0 , !dbg !78
  %".100" = xor i1 %".98", %".99", !dbg !78
  %".101" = icmp eq i64 %".83", 0 , !dbg !78
  br i1 %".101", label %"B66.if", label %"B66.endif", !dbg !78, !prof !79
B126:
  %".125" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi126.0", !dbg !78
  store {i64, i1} zeroinitializer, {i64, i1}* %".126"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".129"
  store {i64*, i64, i64, i64*} %".125", {i64*, i64, i64, i64*}* %".129", !dbg !78
  %".133" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".129", i32 0, i32 3 , !dbg !78
  %".134" = load i64*, i64** %".133", !dbg !78
  %".135" = load i64, i64* %".134", !dbg !78
  %".136" = icmp sgt i64 %".135", 0 , !dbg !78
  %".137" = getelementptr inbounds {i64, i1}, {i64, i1}* %".126", i32 0, i32 1 , !dbg !78
  store i1 %".136", i1* %".137", !dbg !78
  br i1 %".136", label %"B126.if", label %"B126.endif", !dbg !78
B128:
  %".175" = load i1, i1* %"$126for_iter.3", !dbg !80
  store i1 0, i1* %"$126for_iter.3", !dbg !80
  %".177" = load float, float* %"s.3", !dbg !80
  %".179" = load float, float* %"s.2", !dbg !80
  store float %".177", float* %"s.2", !dbg !80
  call void @"llvm.dbg.value"(metadata float %".177", metadata !77, metadata !57), !dbg !80
  %".182" = load float, float* %"s.3", !dbg !80
  store float 0.0, float* %"s.3", !dbg !80
  %".184" = load i64, i64* %"$phi128.1", !dbg !78
  %".186" = load i64, i64* %"a", !dbg !78
  store i64 %".184", i64* %"a", !dbg !78
  call void @"llvm.dbg.value"(metadata i64 %".184", metadata !81, metadata !57), !dbg !78
  %".189" = load i64, i64* %"$phi128.1", !dbg !78
  store i64 0, i64* %"$phi128.1", !dbg !78
  %".191" = load i64, i64* %"a", !dbg !80
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".192"
  %".195" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".192", i32 0, i32 0 , !dbg !80
  store i64 %".191", i64* %".195", !dbg !80
  %".197" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".192", i32 0, i32 1 , !dbg !80
  store i64 4, i64* %".197", !dbg !80
  %".199" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".192", i32 0, i32 2 , !dbg !80
  store i64 1, i64* %".199", !dbg !80
  %".201" = load {i64, i64, i64}, {i64, i64, i64}* %".192", !dbg !80
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".202"
  store {i64, i64, i64} %".201", {i64, i64, i64}* %".202", !dbg !80
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".206"
  %".209" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".202", i32 0, i32 0 , !dbg !80
  %".210" = load i64, i64* %".209", !dbg !80
  %".211" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".202", i32 0, i32 1 , !dbg !80
  %".212" = load i64, i64* %".211", !dbg !80
  %".213" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".202", i32 0, i32 2 , !dbg !80
  %".214" = load i64, i64* %".213", !dbg !80
  store i64 %".210", i64* %".215", !dbg !80
  %".220" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".206", i32 0, i32 0 , !dbg !80
  store i64* %".215", i64** %".220", !dbg !80
  %".222" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".206", i32 0, i32 1 , !dbg !80
  store i64 %".212", i64* %".222", !dbg !80
  %".224" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".206", i32 0, i32 2 , !dbg !80
  store i64 %".214", i64* %".224", !dbg !80
  %".226" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".206", i32 0, i32 3 , !dbg !80
  store i64* %".218", i64** %".226", !dbg !80
  %".228" = sub i64 %".212", %".210", !dbg !80
  %".229" = icmp sgt i64 %".228", 0 , !dbg !80
  %".230" = icmp sgt i64 %".214", 0 , !dbg !80
  %".231" = xor i1 %".229", %".230", !dbg !80
  %".232" = icmp eq i64 %".214", 0 , !dbg !80
  br i1 %".232", label %"B128.if", label %"B128.endif", !dbg !80, !prof !79
B162:
  %".256" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi162.1", !dbg !80
  store {i64, i1} zeroinitializer, {i64, i1}* %".257"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".260"
  store {i64*, i64, i64, i64*} %".256", {i64*, i64, i64, i64*}* %".260", !dbg !80
  %".264" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".260", i32 0, i32 3 , !dbg !80
  %".265" = load i64*, i64** %".264", !dbg !80
  %".266" = load i64, i64* %".265", !dbg !80
  %".267" = icmp sgt i64 %".266", 0 , !dbg !80
  %".268" = getelementptr inbounds {i64, i1}, {i64, i1}* %".257", i32 0, i32 1 , !dbg !80
  store i1 %".267", i1* %".268", !dbg !80
  br i1 %".267", label %"B162.if", label %"B162.endif", !dbg !80
B164:
  %".306" = load i1, i1* %"$162for_iter.4", !dbg !80
  store i1 0, i1* %"$162for_iter.4", !dbg !80
  %".308" = load i64, i64* %"$phi164.2", !dbg !80
  %".309" = load i64, i64* %"$phi164.2", !dbg !80
  store i64 0, i64* %"$phi164.2", !dbg !80
  %".311" = load i64, i64* %"a", !dbg !82
  %".312" = mul nsw i64 %".311", 4, !dbg !82
  %".313" = load i64, i64* %"i", !dbg !82
  %".314" = add nsw i64 %".313", %".312", !dbg !82
  %".315" = add nsw i64 %".314", %".308", !dbg !82
  %".316" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x", !dbg !82
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".317"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".316", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".317", !dbg !82
  %".321" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".317", i32 0, i32 2 , !dbg !82
  %".322" = load i64, i64* %".321", !dbg !82
  %".325" = icmp eq i64 %".322", 0 , !dbg !82
  br i1 %".325", label %"B164.if", label %"B164.else", !dbg !82, !prof !79
B262:
  %".404" = load i64, i64* %"a", !dbg !80
  store i64 0, i64* %"a", !dbg !80
  %".406" = load i64, i64* %"$phi164.2", !dbg !80
  store i64 0, i64* %"$phi164.2", !dbg !80
  %".408" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi162.1", !dbg !80
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi162.1", !dbg !80
  %".410" = load i1, i1* %"$162for_iter.4", !dbg !80
  store i1 0, i1* %"$162for_iter.4", !dbg !80
  %".412" = load float, float* %"s.2", !dbg !80
  %".413" = load float, float* %"s.3", !dbg !80
  store float %".412", float* %"s.3", !dbg !80
  call void @"llvm.dbg.value"(metadata float %".412", metadata !77, metadata !57), !dbg !80
  %".416" = load float, float* %"s.2", !dbg !80
  store float 0.0, float* %"s.2", !dbg !80
  br label %"B126", !dbg !80
B264:
  %".419" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x", !dbg !85
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x", !dbg !85
  %".421" = load i64, i64* %"$phi128.1", !dbg !85
  store i64 0, i64* %"$phi128.1", !dbg !85
  %".423" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi126.0", !dbg !85
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi126.0", !dbg !85
  %".425" = load i1, i1* %"$126for_iter.3", !dbg !85
  store i1 0, i1* %"$126for_iter.3", !dbg !85
  %".427" = sitofp i64 -10 to float , !dbg !85
  %".428" = sitofp i64 10 to float , !dbg !85
  %".429" = load float, float* %"s.3", !dbg !41
  %".430" = load float, float* %"s.3", !dbg !41
  store float 0.0, float* %"s.3", !dbg !41
  %".432" = call float @"__nv_fmaxf"(float %".429", float %".427"), !dbg !41
  %".433" = call float @"__nv_fminf"(float %".432", float %".428"), !dbg !41
  %".434" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out", !dbg !85
  %".435" = load i64, i64* %"i", !dbg !85
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".436"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".434", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".436", !dbg !85
  %".440" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".436", i32 0, i32 5 , !dbg !85
  %".441" = getelementptr inbounds [1 x i64], [1 x i64]* %".440", i32 0, i32 0 , !dbg !85
  %".442" = load i64, i64* %".441", !dbg !85, !range !84
  %".443" = insertvalue [1 x i64] undef, i64 %".442", 0 , !dbg !85
  %".444" = extractvalue [1 x i64] %".443", 0 , !dbg !85
  %".445" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".436", i32 0, i32 6 , !dbg !85
  %".446" = load [1 x i64], [1 x i64]* %".445", !dbg !85
  %".447" = extractvalue [1 x i64] %".446", 0 , !dbg !85
  %".448" = icmp slt i64 %".435", 0 , !dbg !85
  %".449" = add i64 %".435", %".444", !dbg !85
  %".450" = select  i1 %".448", i64 %".449", i64 %".435" , !dbg !85
  %".451" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".436", i32 0, i32 5 , !dbg !85
  %".452" = getelementptr inbounds [1 x i64], [1 x i64]* %".451", i32 0, i32 0 , !dbg !85
  %".453" = load i64, i64* %".452", !dbg !85, !range !84
  %".454" = insertvalue [1 x i64] undef, i64 %".453", 0 , !dbg !85
  %".455" = extractvalue [1 x i64] %".454", 0 , !dbg !85
  %".456" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".436", i32 0, i32 6 , !dbg !85
  %".457" = load [1 x i64], [1 x i64]* %".456", !dbg !85
  %".458" = extractvalue [1 x i64] %".457", 0 , !dbg !85
  %".459" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".436", i32 0, i32 4 , !dbg !85
  %".460" = load float*, float** %".459", !dbg !85
  %".461" = mul i64 %".458", %".450", !dbg !85
  %".462" = ptrtoint float* %".460" to i64 , !dbg !85
  %".463" = add i64 %".462", %".461", !dbg !85
  %".464" = inttoptr i64 %".463" to float* , !dbg !85
  store float %".433", float* %".464", !dbg !85
  %".466" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out", !dbg !85
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out", !dbg !85
  %".468" = load i64, i64* %"i", !dbg !85
  store i64 0, i64* %"i", !dbg !85
  ret void, !dbg !85
B360:
  %".472" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x", !dbg !75
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x", !dbg !75
  %".474" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out", !dbg !75
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out", !dbg !75
  %".476" = load i64, i64* %"i", !dbg !75
  store i64 0, i64* %"i", !dbg !75
  %".478" = load i1, i1* %"$64pred", !dbg !75
  store i1 0, i1* %"$64pred", !dbg !75
  ret void, !dbg !75
B66.if:
  ret void, !dbg !78
B66.endif:
  br i1 %".100", label %"B66.endif.if", label %"B66.endif.else", !dbg !78
B66.endif.if:
  %".105" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".75", i32 0, i32 3 , !dbg !78
  %".106" = load i64*, i64** %".105", !dbg !78
  store i64 0, i64* %".106", !dbg !78
  br label %"B66.endif.endif", !dbg !78
B66.endif.else:
  %".109" = srem i64 %".97", %".83", !dbg !78
  %".110" = sub i64 0, %".109", !dbg !78
  %".111" = select  i1 %".98", i64 %".109", i64 %".110" , !dbg !78
  %".112" = icmp sgt i64 %".111", 0 , !dbg !78
  %".113" = sdiv i64 %".97", %".83", !dbg !78
  %".114" = select  i1 %".112", i64 1, i64 0 , !dbg !78
  %".115" = add i64 %".113", %".114", !dbg !78
  %".116" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".75", i32 0, i32 3 , !dbg !78
  %".117" = load i64*, i64** %".116", !dbg !78
  store i64 %".115", i64* %".117", !dbg !78
  br label %"B66.endif.endif", !dbg !78
B66.endif.endif:
  %".120" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".75", !dbg !78
  %".122" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi126.0", !dbg !78
  store {i64*, i64, i64, i64*} %".120", {i64*, i64, i64, i64*}* %"$phi126.0", !dbg !78
  br label %"B126", !dbg !78
B126.if:
  %".140" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".129", i32 0, i32 0 , !dbg !78
  %".141" = load i64*, i64** %".140", !dbg !78
  %".142" = load i64, i64* %".141", !dbg !78
  %".143" = getelementptr inbounds {i64, i1}, {i64, i1}* %".126", i32 0, i32 0 , !dbg !78
  store i64 %".142", i64* %".143", !dbg !78
  %".145" = sub nsw i64 %".135", 1, !dbg !78
  store i64 %".145", i64* %".134", !dbg !78
  %".147" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".129", i32 0, i32 2 , !dbg !78
  %".148" = load i64, i64* %".147", !dbg !78
  %".149" = add i64 %".142", %".148", !dbg !78
  %".150" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".129", i32 0, i32 0 , !dbg !78
  %".151" = load i64*, i64** %".150", !dbg !78
  store i64 %".149", i64* %".151", !dbg !78
  br label %"B126.endif", !dbg !78
B126.endif:
  %".154" = load {i64, i1}, {i64, i1}* %".126", !dbg !78
  store {i64, i1} zeroinitializer, {i64, i1}* %".155"
  store {i64, i1} %".154", {i64, i1}* %".155", !dbg !78
  %".159" = getelementptr inbounds {i64, i1}, {i64, i1}* %".155", i32 0, i32 0 , !dbg !78
  %".160" = load i64, i64* %".159", !dbg !78
  store {i64, i1} zeroinitializer, {i64, i1}* %".161"
  store {i64, i1} %".154", {i64, i1}* %".161", !dbg !78
  %".165" = getelementptr inbounds {i64, i1}, {i64, i1}* %".161", i32 0, i32 1 , !dbg !78
  %".166" = load i1, i1* %".165", !dbg !78
  %".168" = load i1, i1* %"$126for_iter.3", !dbg !78
  store i1 %".166", i1* %"$126for_iter.3", !dbg !78
  %".171" = load i64, i64* %"$phi128.1", !dbg !78
  store i64 %".160", i64* %"$phi128.1", !dbg !78
  %".173" = load i1, i1* %"$126for_iter.3", !dbg !78
  br i1 %".173", label %"B128", label %"B264", !dbg !78
B128.if:
  ret void, !dbg !80
B128.endif:
  br i1 %".231", label %"B128.endif.if", label %"B128.endif.else", !dbg !80
B128.endif.if:
  %".236" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".206", i32 0, i32 3 , !dbg !80
  %".237" = load i64*, i64** %".236", !dbg !80
  store i64 0, i64* %".237", !dbg !80
  br label %"B128.endif.endif", !dbg !80
B128.endif.else:
  %".240" = srem i64 %".228", %".214", !dbg !80
  %".241" = sub i64 0, %".240", !dbg !80
  %".242" = select  i1 %".229", i64 %".240", i64 %".241" , !dbg !80
  %".243" = icmp sgt i64 %".242", 0 , !dbg !80
  %".244" = sdiv i64 %".228", %".214", !dbg !80
  %".245" = select  i1 %".243", i64 1, i64 0 , !dbg !80
  %".246" = add i64 %".244", %".245", !dbg !80
  %".247" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".206", i32 0, i32 3 , !dbg !80
  %".248" = load i64*, i64** %".247", !dbg !80
  store i64 %".246", i64* %".248", !dbg !80
  br label %"B128.endif.endif", !dbg !80
B128.endif.endif:
  %".251" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".206", !dbg !80
  %".253" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi162.1", !dbg !80
  store {i64*, i64, i64, i64*} %".251", {i64*, i64, i64, i64*}* %"$phi162.1", !dbg !80
  br label %"B162", !dbg !80
B162.if:
  %".271" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".260", i32 0, i32 0 , !dbg !80
  %".272" = load i64*, i64** %".271", !dbg !80
  %".273" = load i64, i64* %".272", !dbg !80
  %".274" = getelementptr inbounds {i64, i1}, {i64, i1}* %".257", i32 0, i32 0 , !dbg !80
  store i64 %".273", i64* %".274", !dbg !80
  %".276" = sub nsw i64 %".266", 1, !dbg !80
  store i64 %".276", i64* %".265", !dbg !80
  %".278" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".260", i32 0, i32 2 , !dbg !80
  %".279" = load i64, i64* %".278", !dbg !80
  %".280" = add i64 %".273", %".279", !dbg !80
  %".281" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".260", i32 0, i32 0 , !dbg !80
  %".282" = load i64*, i64** %".281", !dbg !80
  store i64 %".280", i64* %".282", !dbg !80
  br label %"B162.endif", !dbg !80
B162.endif:
  %".285" = load {i64, i1}, {i64, i1}* %".257", !dbg !80
  store {i64, i1} zeroinitializer, {i64, i1}* %".286"
  store {i64, i1} %".285", {i64, i1}* %".286", !dbg !80
  %".290" = getelementptr inbounds {i64, i1}, {i64, i1}* %".286", i32 0, i32 0 , !dbg !80
  %".291" = load i64, i64* %".290", !dbg !80
  store {i64, i1} zeroinitializer, {i64, i1}* %".292"
  store {i64, i1} %".285", {i64, i1}* %".292", !dbg !80
  %".296" = getelementptr inbounds {i64, i1}, {i64, i1}* %".292", i32 0, i32 1 , !dbg !80
  %".297" = load i1, i1* %".296", !dbg !80
  %".299" = load i1, i1* %"$162for_iter.4", !dbg !80
  store i1 %".297", i1* %"$162for_iter.4", !dbg !80
  %".302" = load i64, i64* %"$phi164.2", !dbg !80
  store i64 %".291", i64* %"$phi164.2", !dbg !80
  %".304" = load i1, i1* %"$162for_iter.4", !dbg !80
  br i1 %".304", label %"B164", label %"B262", !dbg !80
B164.if:
  store i64 %".322", i64* %"quot", !dbg !82
  store i64 %".322", i64* %"rem", !dbg !82
  br label %"B164.endif", !dbg !82
B164.else:
  store i64 0, i64* %".330", !dbg !82
  store i64 0, i64* %".333", !dbg !82
  %".336" = icmp eq i64 %".315", -9223372036854775808 , !dbg !82
  %".337" = icmp eq i64 %".322", -1 , !dbg !82
  %".338" = and i1 %".336", %".337", !dbg !82
  %".339" = xor i1 %".338", -1, !dbg !82
  br i1 %".339", label %"B164.else.if", label %"B164.else.endif", !dbg !82, !prof !83
B164.endif:
  %".362" = load i64, i64* %"rem", !dbg !82
  %".363" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x", !dbg !82
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".364"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".363", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".364", !dbg !82
  %".368" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".364", i32 0, i32 5 , !dbg !82
  %".369" = getelementptr inbounds [1 x i64], [1 x i64]* %".368", i32 0, i32 0 , !dbg !82
  %".370" = load i64, i64* %".369", !dbg !82, !range !84
  %".371" = insertvalue [1 x i64] undef, i64 %".370", 0 , !dbg !82
  %".372" = extractvalue [1 x i64] %".371", 0 , !dbg !82
  %".373" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".364", i32 0, i32 6 , !dbg !82
  %".374" = load [1 x i64], [1 x i64]* %".373", !dbg !82
  %".375" = extractvalue [1 x i64] %".374", 0 , !dbg !82
  %".376" = icmp slt i64 %".362", 0 , !dbg !82
  %".377" = add i64 %".362", %".372", !dbg !82
  %".378" = select  i1 %".376", i64 %".377", i64 %".362" , !dbg !82
  %".379" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".364", i32 0, i32 5 , !dbg !82
  %".380" = getelementptr inbounds [1 x i64], [1 x i64]* %".379", i32 0, i32 0 , !dbg !82
  %".381" = load i64, i64* %".380", !dbg !82, !range !84
  %".382" = insertvalue [1 x i64] undef, i64 %".381", 0 , !dbg !82
  %".383" = extractvalue [1 x i64] %".382", 0 , !dbg !82
  %".384" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".364", i32 0, i32 6 , !dbg !82
  %".385" = load [1 x i64], [1 x i64]* %".384", !dbg !82
  %".386" = extractvalue [1 x i64] %".385", 0 , !dbg !82
  %".387" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".364", i32 0, i32 4 , !dbg !82
  %".388" = load float*, float** %".387", !dbg !82
  %".389" = mul i64 %".386", %".378", !dbg !82
  %".390" = ptrtoint float* %".388" to i64 , !dbg !82
  %".391" = add i64 %".390", %".389", !dbg !82
  %".392" = inttoptr i64 %".391" to float* , !dbg !82
  %".393" = load float, float* %".392", !dbg !82
  %".394" = load i64, i64* %"a", !dbg !82
  %".395" = sub nsw i64 %".394", %".308", !dbg !82
  %".396" = sitofp i64 %".395" to float , !dbg !82
  %".397" = fmul float %".393", %".396", !dbg !82
  %".398" = load float, float* %"s.2", !dbg !82
  %".399" = fadd float %".398", %".397", !dbg !82
  %".400" = load float, float* %"s.2", !dbg !82
  store float %".399", float* %"s.2", !dbg !82
  call void @"llvm.dbg.value"(metadata float %".399", metadata !77, metadata !57), !dbg !82
  br label %"B162", !dbg !82
B164.else.if:
  %".341" = sdiv i64 %".315", %".322", !dbg !82
  %".342" = srem i64 %".315", %".322", !dbg !82
  %".343" = xor i64 %".322", %".342", !dbg !82
  %".344" = icmp slt i64 %".343", 0 , !dbg !82
  %".345" = icmp ne i64 %".342", 0 , !dbg !82
  %".346" = and i1 %".345", %".344", !dbg !82
  br i1 %".346", label %"B164.else.if.if", label %"B164.else.if.else", !dbg !82
B164.else.endif:
  %".357" = load i64, i64* %".330", !dbg !82
  %".358" = load i64, i64* %".333", !dbg !82
  store i64 %".357", i64* %"quot", !dbg !82
  store i64 %".358", i64* %"rem", !dbg !82
  br label %"B164.endif", !dbg !82
B164.else.if.if:
  %".351" = sub i64 %".341", 1, !dbg !82
  store i64 %".351", i64* %".330", !dbg !82
  %".353" = add i64 %".342", %".322", !dbg !82
  store i64 %".353", i64* %".333", !dbg !82
  br label %"B164.else.if.endif", !dbg !82
B164.else.if.else:
  store i64 %".341", i64* %".330", !dbg !82
  store i64 %".342", i64* %".333", !dbg !82
  br label %"B164.else.if.endif", !dbg !82
B164.else.if.endif:
  br label %"B164.else.endif", !dbg !82
}

declare void @"llvm.dbg.declare"(metadata %".1", metadata %".2", metadata %".3")

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare void @"llvm.dbg.value"(metadata %".1", metadata %".2", metadata %".3")

declare float @"__nv_fmaxf"(float %".1", float %".2")

declare float @"__nv_fminf"(float %".1", float %".2")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__14lineinfo_loopsB3v72B116cw51cXTLSUwv1sDUaKthoaNgoKmjgMVuW1AiA8rAEg2Uj0iEsMBFCjdbcJQAYwYtkUD1ItIjkgBqGoNJIPnZtlodFhPqVgpQS9WBkkCeca0mAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!llvm.dbg.cu = !{ !2 }
!llvm.module.flags = !{ !86, !87 }
!nvvm.annotations = !{ !88 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !DIFile(directory: "/work/wt/numba25c/tools/capture", filename: "capture_numba_n27.py")
!2 = distinct !DICompileUnit(emissionKind: DebugDirectivesOnly, file: !1, isOptimized: true, language: DW_LANG_C_plus_plus, producer: "clang (Numba)", runtimeVersion: 0)
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
!13 = !DIBasicType(encoding: DW_ATE_float, name: "float32", size: 32)
!14 = !DIDerivedType(baseType: !13, size: 64, tag: DW_TAG_pointer_type)
!15 = !DIDerivedType(baseType: !14, name: "data", offset: 256, size: 64, tag: DW_TAG_member)
!16 = !DISubrange(count: 1)
!17 = !{ !16 }
!18 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!19 = !DIDerivedType(baseType: !18, name: "shape", offset: 320, size: 64, tag: DW_TAG_member)
!20 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!21 = !DIDerivedType(baseType: !20, name: "strides", offset: 384, size: 64, tag: DW_TAG_member)
!22 = !{ !7, !9, !11, !12, !15, !19, !21 }
!23 = distinct !DICompositeType(elements: !22, identifier: "{i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}", name: "array(float32, 1d, A) ({i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]})", size: 448, tag: DW_TAG_structure_type)
!24 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!25 = !DIDerivedType(baseType: !24, name: "meminfo", offset: 0, size: 64, tag: DW_TAG_member)
!26 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!27 = !DIDerivedType(baseType: !26, name: "parent", offset: 64, size: 64, tag: DW_TAG_member)
!28 = !DIDerivedType(baseType: !10, name: "nitems", offset: 128, size: 64, tag: DW_TAG_member)
!29 = !DIDerivedType(baseType: !10, name: "itemsize", offset: 192, size: 64, tag: DW_TAG_member)
!30 = !DIDerivedType(baseType: !13, size: 64, tag: DW_TAG_pointer_type)
!31 = !DIDerivedType(baseType: !30, name: "data", offset: 256, size: 64, tag: DW_TAG_member)
!32 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!33 = !DIDerivedType(baseType: !32, name: "shape", offset: 320, size: 64, tag: DW_TAG_member)
!34 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!35 = !DIDerivedType(baseType: !34, name: "strides", offset: 384, size: 64, tag: DW_TAG_member)
!36 = !{ !25, !27, !28, !29, !31, !33, !35 }
!37 = distinct !DICompositeType(elements: !36, identifier: "{i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}", name: "array(float32, 1d, A) ({i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]})", size: 448, tag: DW_TAG_structure_type)
!38 = !{ null, !23, !37 }
!39 = !DISubroutineType(types: !38)
!40 = distinct !DISubprogram(file: !1, isDefinition: true, isLocal: false, isOptimized: true, line: 347, linkageName: "_ZN8__main__14lineinfo_loopsB3v72B116cw51cXTLSUwv1sDUaKthoaNgoKmjgMVuW1AiA8rAEg2Uj0iEsMBFCjdbcJQAYwYtkUD1ItIjkgBqGoNJIPnZtlodFhPqVgpQS9WBkkCeca0mAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE", name: "lineinfo_loops", scope: !1, scopeLine: 347, type: !39, unit: !2)
!41 = !DILocation(column: 1, line: 347, scope: !40)
!42 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!43 = !DIDerivedType(baseType: !42, name: "meminfo", offset: 0, size: 64, tag: DW_TAG_member)
!44 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!45 = !DIDerivedType(baseType: !44, name: "parent", offset: 64, size: 64, tag: DW_TAG_member)
!46 = !DIDerivedType(baseType: !10, name: "nitems", offset: 128, size: 64, tag: DW_TAG_member)
!47 = !DIDerivedType(baseType: !10, name: "itemsize", offset: 192, size: 64, tag: DW_TAG_member)
!48 = !DIDerivedType(baseType: !13, size: 64, tag: DW_TAG_pointer_type)
!49 = !DIDerivedType(baseType: !48, name: "data", offset: 256, size: 64, tag: DW_TAG_member)
!50 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!51 = !DIDerivedType(baseType: !50, name: "shape", offset: 320, size: 64, tag: DW_TAG_member)
!52 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!53 = !DIDerivedType(baseType: !52, name: "strides", offset: 384, size: 64, tag: DW_TAG_member)
!54 = !{ !43, !45, !46, !47, !49, !51, !53 }
!55 = distinct !DICompositeType(elements: !54, identifier: "{i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}", name: "array(float32, 1d, A) ({i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]})", size: 448, tag: DW_TAG_structure_type)
!56 = !DILocalVariable(arg: 1, file: !1, line: 347, name: "x", scope: !40, type: !55)
!57 = !DIExpression()
!58 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!59 = !DIDerivedType(baseType: !58, name: "meminfo", offset: 0, size: 64, tag: DW_TAG_member)
!60 = !DIDerivedType(baseType: !3, size: 64, tag: DW_TAG_pointer_type)
!61 = !DIDerivedType(baseType: !60, name: "parent", offset: 64, size: 64, tag: DW_TAG_member)
!62 = !DIDerivedType(baseType: !10, name: "nitems", offset: 128, size: 64, tag: DW_TAG_member)
!63 = !DIDerivedType(baseType: !10, name: "itemsize", offset: 192, size: 64, tag: DW_TAG_member)
!64 = !DIDerivedType(baseType: !13, size: 64, tag: DW_TAG_pointer_type)
!65 = !DIDerivedType(baseType: !64, name: "data", offset: 256, size: 64, tag: DW_TAG_member)
!66 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!67 = !DIDerivedType(baseType: !66, name: "shape", offset: 320, size: 64, tag: DW_TAG_member)
!68 = !DICompositeType(baseType: !10, elements: !17, identifier: "[1 x i64]", name: "UniTuple(int64 x 1) ([1 x i64])", size: 64, tag: DW_TAG_array_type)
!69 = !DIDerivedType(baseType: !68, name: "strides", offset: 384, size: 64, tag: DW_TAG_member)
!70 = !{ !59, !61, !62, !63, !65, !67, !69 }
!71 = distinct !DICompositeType(elements: !70, identifier: "{i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}", name: "array(float32, 1d, A) ({i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]})", size: 448, tag: DW_TAG_structure_type)
!72 = !DILocalVariable(arg: 2, file: !1, line: 347, name: "out", scope: !40, type: !71)
!73 = !DILocation(column: 1, line: 349, scope: !40)
!74 = !DILocalVariable(arg: 0, file: !1, line: 349, name: "i", scope: !40, type: !10)
!75 = !DILocation(column: 1, line: 350, scope: !40)
!76 = !DILocation(column: 1, line: 351, scope: !40)
!77 = !DILocalVariable(arg: 0, file: !1, line: 351, name: "s", scope: !40, type: !13)
!78 = !DILocation(column: 1, line: 352, scope: !40)
!79 = !{ !"branch_weights", i32 1, i32 99 }
!80 = !DILocation(column: 1, line: 353, scope: !40)
!81 = !DILocalVariable(arg: 0, file: !1, line: 352, name: "a", scope: !40, type: !10)
!82 = !DILocation(column: 1, line: 354, scope: !40)
!83 = !{ !"branch_weights", i32 99, i32 1 }
!84 = !{ i64 0, i64 9223372036854775807 }
!85 = !DILocation(column: 1, line: 355, scope: !40)
!86 = !{ i32 2, !"Dwarf Version", i32 4 }
!87 = !{ i32 2, !"Debug Info Version", i32 3 }
!88 = !{ void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__14lineinfo_loopsB3v72B116cw51cXTLSUwv1sDUaKthoaNgoKmjgMVuW1AiA8rAEg2Uj0iEsMBFCjdbcJQAYwYtkUD1ItIjkgBqGoNJIPnZtlodFhPqVgpQS9WBkkCeca0mAA_3d_3dE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE", !"kernel", i32 1 }