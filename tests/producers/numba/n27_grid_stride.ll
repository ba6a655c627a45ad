; numba-cuda kernel n27_grid_stride(Array(float32, 1, 'A', False, aligned=True), Array(float32, 2, 'A', False, aligned=True), Array(float32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "grid_stride$11"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__11grid_strideB3v11B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi2E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__11grid_strideB3v11B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi2E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", float* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"y.0", i8* %"y.1", i64 %"y.2", i64 %"y.3", float* %"y.4", i64 %"y.5.0", i64 %"y.5.1", i64 %"y.6.0", i64 %"y.6.1", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", float* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"x.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"x.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"x.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"x.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize", float* %"x.4", 4
  %".26" = insertvalue [1 x i64] undef, i64 %"x.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".26", 5
  %".27" = insertvalue [1 x i64] undef, i64 %"x.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".27", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} undef, i8* %"y.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.meminfo.1", i8* %"y.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.parent.1", i64 %"y.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.nitems.1", i64 %"y.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.itemsize.1", float* %"y.4", 4
  %".28" = insertvalue [2 x i64] undef, i64 %"y.5.0", 0
  %".29" = insertvalue [2 x i64] %".28", i64 %"y.5.1", 1
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.data.1", [2 x i64] %".29", 5
  %".30" = insertvalue [2 x i64] undef, i64 %"y.6.0", 0
  %".31" = insertvalue [2 x i64] %".30", i64 %"y.6.1", 1
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.shape.1", [2 x i64] %".31", 6
  %"inserted.meminfo.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo.2", i8* %"out.1", 1
  %"inserted.nitems.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent.2", i64 %"out.2", 2
  %"inserted.itemsize.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems.2", i64 %"out.3", 3
  %"inserted.data.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize.2", float* %"out.4", 4
  %".32" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data.2", [1 x i64] %".32", 5
  %".33" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape.2", [1 x i64] %".33", 6
  %"x" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %"y" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"y"
  %"out" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %"s.2" = alloca float
  store float 0.0, float* %"s.2"
  %".60" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".60"
  %".66" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".66"
  %".76" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".76"
  %".80" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".80"
  %".89" = alloca i64
  store i64 0, i64* %".89"
  %".92" = alloca i64
  store i64 0, i64* %".92"
  %"$phi158.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi158.0"
  %".131" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".131"
  %".134" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".134"
  %".160" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".160"
  %".166" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".166"
  %"$158for_iter.3" = alloca i1
  store i1 0, i1* %"$158for_iter.3"
  %"$phi160.1" = alloca i64
  store i64 0, i64* %"$phi160.1"
  %".186" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".186"
  %".217" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".217"
  %".263" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".263"
  %"c0" = alloca i64
  store i64 0, i64* %"c0"
  %"cs" = alloca i64
  store i64 0, i64* %"cs"
  %".332" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".332"
  %".344" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".344"
  %".354" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".354"
  %".358" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".358"
  %".367" = alloca i64
  store i64 0, i64* %".367"
  %".370" = alloca i64
  store i64 0, i64* %".370"
  %"$phi418.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi418.0"
  %".409" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".409"
  %".412" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".412"
  %".438" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".438"
  %".444" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".444"
  %"$418for_iter.3" = alloca i1
  store i1 0, i1* %"$418for_iter.3"
  %"$phi420.1" = alloca i64
  store i64 0, i64* %"$phi420.1"
  %"r" = alloca i64
  store i64 0, i64* %"r"
  %".467" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".467"
  %".481" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".481"
  %".491" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".491"
  %".495" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".495"
  %".504" = alloca i64
  store i64 0, i64* %".504"
  %".507" = alloca i64
  store i64 0, i64* %".507"
  %"$phi478.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi478.1"
  %".546" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".546"
  %".549" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".549"
  %".575" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".575"
  %".581" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".581"
  %"$478for_iter.4" = alloca i1
  store i1 0, i1* %"$478for_iter.4"
  %"$phi480.2" = alloca i64
  store i64 0, i64* %"$phi480.2"
  %".604" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".604"
  %".663" = alloca {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".663"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"y"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.2", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".40" = trunc i64 1 to i32
  %".41" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".42" = sext i32 %".41" to i64
  %".43" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".44" = sext i32 %".43" to i64
  %".45" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".46" = sext i32 %".45" to i64
  %".47" = mul i64 %".44", %".46"
  %".48" = add i64 %".47", %".42"
  %".49" = trunc i64 1 to i32
  %".50" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".51" = call i32 @"llvm.nvvm.read.ptx.sreg.nctaid.x"()
  %".52" = sext i32 %".50" to i64
  %".53" = sext i32 %".51" to i64
  %".54" = mul i64 %".52", %".53"
  %".55" = sitofp i64 0 to float
  %".57" = load float, float* %"s.2"
  store float %".55", float* %"s.2"
  %".59" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".60"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".59", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".60"
  %".64" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".60", i32 0, i32 2
  %".65" = load i64, i64* %".64"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".66"
  %".69" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".66", i32 0, i32 0
  store i64 %".48", i64* %".69"
  %".71" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".66", i32 0, i32 1
  store i64 %".65", i64* %".71"
  %".73" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".66", i32 0, i32 2
  store i64 %".54", i64* %".73"
  %".75" = load {i64, i64, i64}, {i64, i64, i64}* %".66"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".76"
  store {i64, i64, i64} %".75", {i64, i64, i64}* %".76"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".80"
  %".83" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".76", i32 0, i32 0
  %".84" = load i64, i64* %".83"
  %".85" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".76", i32 0, i32 1
  %".86" = load i64, i64* %".85"
  %".87" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".76", i32 0, i32 2
  %".88" = load i64, i64* %".87"
  store i64 %".84", i64* %".89"
  %".94" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".80", i32 0, i32 0
  store i64* %".89", i64** %".94"
  %".96" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".80", i32 0, i32 1
  store i64 %".86", i64* %".96"
  %".98" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".80", i32 0, i32 2
  store i64 %".88", i64* %".98"
  %".100" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".80", i32 0, i32 3
  store i64* %".92", i64** %".100"
  %".102" = sub i64 %".86", %".84"
  %".103" = icmp sgt i64 %".102", 0
  %".104" = icmp sgt i64 %".88", 0
  %".105" = xor i1 %".103", %".104"
  %".106" = icmp eq i64 %".88", 0
  br i1 %".106", label %"B0.if", label %"B0.endif", !prof !1
B158:
  %".130" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi158.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".131"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".134"
  store {i64*, i64, i64, i64*} %".130", {i64*, i64, i64, i64*}* %".134"
  %".138" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".134", i32 0, i32 3
  %".139" = load i64*, i64** %".138"
  %".140" = load i64, i64* %".139"
  %".141" = icmp sgt i64 %".140", 0
  %".142" = getelementptr inbounds {i64, i1}, {i64, i1}* %".131", i32 0, i32 1
  store i1 %".141", i1* %".142"
  br i1 %".141", label %"B158.if", label %"B158.endif"
B160:
  %".180" = load i1, i1* %"$158for_iter.3"
  store i1 0, i1* %"$158for_iter.3"
  %".182" = load i64, i64* %"$phi160.1"
  %".183" = load i64, i64* %"$phi160.1"
  store i64 0, i64* %"$phi160.1"
  %".185" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".186"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".185", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".186"
  %".190" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".186", i32 0, i32 5
  %".191" = getelementptr inbounds [1 x i64], [1 x i64]* %".190", i32 0, i32 0
  %".192" = load i64, i64* %".191", !range !2
  %".193" = insertvalue [1 x i64] undef, i64 %".192", 0
  %".194" = extractvalue [1 x i64] %".193", 0
  %".195" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".186", i32 0, i32 6
  %".196" = load [1 x i64], [1 x i64]* %".195"
  %".197" = extractvalue [1 x i64] %".196", 0
  %".198" = icmp slt i64 %".182", 0
  %".199" = add i64 %".182", %".194"
  %".200" = select  i1 %".198", i64 %".199", i64 %".182"
  %".201" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".186", i32 0, i32 5
  %".202" = getelementptr inbounds [1 x i64], [1 x i64]* %".201", i32 0, i32 0
  %".203" = load i64, i64* %".202", !range !2
  %".204" = insertvalue [1 x i64] undef, i64 %".203", 0
  %".205" = extractvalue [1 x i64] %".204", 0
  %".206" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".186", i32 0, i32 6
  %".207" = load [1 x i64], [1 x i64]* %".206"
  %".208" = extractvalue [1 x i64] %".207", 0
  %".209" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".186", i32 0, i32 4
  %".210" = load float*, float** %".209"
  %".211" = mul i64 %".208", %".200"
  %".212" = ptrtoint float* %".210" to i64
  %".213" = add i64 %".212", %".211"
  %".214" = inttoptr i64 %".213" to float*
  %".215" = load float, float* %".214"
  %".216" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".217"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".216", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".217"
  %".221" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".217", i32 0, i32 5
  %".222" = getelementptr inbounds [1 x i64], [1 x i64]* %".221", i32 0, i32 0
  %".223" = load i64, i64* %".222", !range !2
  %".224" = insertvalue [1 x i64] undef, i64 %".223", 0
  %".225" = extractvalue [1 x i64] %".224", 0
  %".226" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".217", i32 0, i32 6
  %".227" = load [1 x i64], [1 x i64]* %".226"
  %".228" = extractvalue [1 x i64] %".227", 0
  %".229" = icmp slt i64 %".182", 0
  %".230" = add i64 %".182", %".225"
  %".231" = select  i1 %".229", i64 %".230", i64 %".182"
  %".232" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".217", i32 0, i32 5
  %".233" = getelementptr inbounds [1 x i64], [1 x i64]* %".232", i32 0, i32 0
  %".234" = load i64, i64* %".233", !range !2
  %".235" = insertvalue [1 x i64] undef, i64 %".234", 0
  %".236" = extractvalue [1 x i64] %".235", 0
  %".237" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".217", i32 0, i32 6
  %".238" = load [1 x i64], [1 x i64]* %".237"
  %".239" = extractvalue [1 x i64] %".238", 0
  %".240" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".217", i32 0, i32 4
  %".241" = load float*, float** %".240"
  %".242" = mul i64 %".239", %".231"
  %".243" = ptrtoint float* %".241" to i64
  %".244" = add i64 %".243", %".242"
  %".245" = inttoptr i64 %".244" to float*
  %".246" = load float, float* %".245"
  %".247" = fmul float %".215", %".246"
  %".248" = load float, float* %"s.2"
  %".249" = fadd float %".248", %".247"
  %".250" = load float, float* %"s.2"
  store float %".249", float* %"s.2"
  br label %"B158"
B204:
  %".253" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".255" = load i64, i64* %"$phi160.1"
  store i64 0, i64* %"$phi160.1"
  %".257" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi158.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi158.0"
  %".259" = load i1, i1* %"$158for_iter.3"
  store i1 0, i1* %"$158for_iter.3"
  %".261" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".262" = load float, float* %"s.2"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".263"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".261", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".263"
  %".267" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".263", i32 0, i32 5
  %".268" = getelementptr inbounds [1 x i64], [1 x i64]* %".267", i32 0, i32 0
  %".269" = load i64, i64* %".268", !range !2
  %".270" = insertvalue [1 x i64] undef, i64 %".269", 0
  %".271" = extractvalue [1 x i64] %".270", 0
  %".272" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".263", i32 0, i32 6
  %".273" = load [1 x i64], [1 x i64]* %".272"
  %".274" = extractvalue [1 x i64] %".273", 0
  %".275" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".263", i32 0, i32 4
  %".276" = load float*, float** %".275"
  %".277" = icmp slt i64 0, 0
  %".278" = add i64 %".271", 0
  %".279" = select  i1 %".277", i64 %".278", i64 0
  %".280" = mul i64 %".274", %".279"
  %".281" = ptrtoint float* %".276" to i64
  %".282" = add i64 %".281", %".280"
  %".283" = inttoptr i64 %".282" to float*
  %".284" = call float @"llvm.nvvm.atomic.load.add.f32.p0f32"(float* %".283", float %".262")
  %".285" = load float, float* %"s.2"
  store float 0.0, float* %"s.2"
  %".287" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".289" = trunc i64 2 to i32
  %".290" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".291" = sext i32 %".290" to i64
  %".292" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".293" = sext i32 %".292" to i64
  %".294" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".295" = sext i32 %".294" to i64
  %".296" = mul i64 %".293", %".295"
  %".297" = add i64 %".296", %".291"
  %".298" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".299" = sext i32 %".298" to i64
  %".300" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.y"()
  %".301" = sext i32 %".300" to i64
  %".302" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()
  %".303" = sext i32 %".302" to i64
  %".304" = mul i64 %".301", %".303"
  %".305" = add i64 %".304", %".299"
  %".306" = insertvalue [2 x i64] undef, i64 %".297", 0
  %".307" = insertvalue [2 x i64] %".306", i64 %".305", 1
  %".308" = extractvalue [2 x i64] %".307", 0
  %".309" = extractvalue [2 x i64] %".307", 1
  %".311" = load i64, i64* %"c0"
  store i64 %".309", i64* %"c0"
  %".313" = trunc i64 2 to i32
  %".314" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".315" = call i32 @"llvm.nvvm.read.ptx.sreg.nctaid.x"()
  %".316" = sext i32 %".314" to i64
  %".317" = sext i32 %".315" to i64
  %".318" = mul i64 %".316", %".317"
  %".319" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.y"()
  %".320" = call i32 @"llvm.nvvm.read.ptx.sreg.nctaid.y"()
  %".321" = sext i32 %".319" to i64
  %".322" = sext i32 %".320" to i64
  %".323" = mul i64 %".321", %".322"
  %".324" = insertvalue [2 x i64] undef, i64 %".318", 0
  %".325" = insertvalue [2 x i64] %".324", i64 %".323", 1
  %".326" = extractvalue [2 x i64] %".325", 0
  %".327" = extractvalue [2 x i64] %".325", 1
  %".329" = load i64, i64* %"cs"
  store i64 %".327", i64* %"cs"
  %".331" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"y"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".332"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %".331", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".332"
  %".336" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".332", i32 0, i32 5
  %".337" = getelementptr inbounds [2 x i64], [2 x i64]* %".336", i32 0, i32 0
  %".338" = load i64, i64* %".337", !range !2
  %".339" = getelementptr inbounds [2 x i64], [2 x i64]* %".336", i32 0, i32 1
  %".340" = load i64, i64* %".339", !range !2
  %".341" = insertvalue [2 x i64] undef, i64 %".338", 0
  %".342" = insertvalue [2 x i64] %".341", i64 %".340", 1
  %".343" = extractvalue [2 x i64] %".342", 0
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".344"
  %".347" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".344", i32 0, i32 0
  store i64 %".308", i64* %".347"
  %".349" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".344", i32 0, i32 1
  store i64 %".343", i64* %".349"
  %".351" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".344", i32 0, i32 2
  store i64 %".326", i64* %".351"
  %".353" = load {i64, i64, i64}, {i64, i64, i64}* %".344"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".354"
  store {i64, i64, i64} %".353", {i64, i64, i64}* %".354"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".358"
  %".361" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".354", i32 0, i32 0
  %".362" = load i64, i64* %".361"
  %".363" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".354", i32 0, i32 1
  %".364" = load i64, i64* %".363"
  %".365" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".354", i32 0, i32 2
  %".366" = load i64, i64* %".365"
  store i64 %".362", i64* %".367"
  %".372" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".358", i32 0, i32 0
  store i64* %".367", i64** %".372"
  %".374" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".358", i32 0, i32 1
  store i64 %".364", i64* %".374"
  %".376" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".358", i32 0, i32 2
  store i64 %".366", i64* %".376"
  %".378" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".358", i32 0, i32 3
  store i64* %".370", i64** %".378"
  %".380" = sub i64 %".364", %".362"
  %".381" = icmp sgt i64 %".380", 0
  %".382" = icmp sgt i64 %".366", 0
  %".383" = xor i1 %".381", %".382"
  %".384" = icmp eq i64 %".366", 0
  br i1 %".384", label %"B204.if", label %"B204.endif", !prof !1
B418:
  %".408" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi418.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".409"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".412"
  store {i64*, i64, i64, i64*} %".408", {i64*, i64, i64, i64*}* %".412"
  %".416" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".412", i32 0, i32 3
  %".417" = load i64*, i64** %".416"
  %".418" = load i64, i64* %".417"
  %".419" = icmp sgt i64 %".418", 0
  %".420" = getelementptr inbounds {i64, i1}, {i64, i1}* %".409", i32 0, i32 1
  store i1 %".419", i1* %".420"
  br i1 %".419", label %"B418.if", label %"B418.endif"
B420:
  %".458" = load i1, i1* %"$418for_iter.3"
  store i1 0, i1* %"$418for_iter.3"
  %".460" = load i64, i64* %"$phi420.1"
  %".462" = load i64, i64* %"r"
  store i64 %".460", i64* %"r"
  %".464" = load i64, i64* %"$phi420.1"
  store i64 0, i64* %"$phi420.1"
  %".466" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"y"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".467"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %".466", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".467"
  %".471" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".467", i32 0, i32 5
  %".472" = getelementptr inbounds [2 x i64], [2 x i64]* %".471", i32 0, i32 0
  %".473" = load i64, i64* %".472", !range !2
  %".474" = getelementptr inbounds [2 x i64], [2 x i64]* %".471", i32 0, i32 1
  %".475" = load i64, i64* %".474", !range !2
  %".476" = insertvalue [2 x i64] undef, i64 %".473", 0
  %".477" = insertvalue [2 x i64] %".476", i64 %".475", 1
  %".478" = extractvalue [2 x i64] %".477", 1
  %".479" = load i64, i64* %"c0"
  %".480" = load i64, i64* %"cs"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".481"
  %".484" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".481", i32 0, i32 0
  store i64 %".479", i64* %".484"
  %".486" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".481", i32 0, i32 1
  store i64 %".478", i64* %".486"
  %".488" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".481", i32 0, i32 2
  store i64 %".480", i64* %".488"
  %".490" = load {i64, i64, i64}, {i64, i64, i64}* %".481"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".491"
  store {i64, i64, i64} %".490", {i64, i64, i64}* %".491"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".495"
  %".498" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".491", i32 0, i32 0
  %".499" = load i64, i64* %".498"
  %".500" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".491", i32 0, i32 1
  %".501" = load i64, i64* %".500"
  %".502" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".491", i32 0, i32 2
  %".503" = load i64, i64* %".502"
  store i64 %".499", i64* %".504"
  %".509" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".495", i32 0, i32 0
  store i64* %".504", i64** %".509"
  %".511" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".495", i32 0, i32 1
  store i64 %".501", i64* %".511"
  %".513" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".495", i32 0, i32 2
  store i64 %".503", i64* %".513"
  %".515" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".495", i32 0, i32 3
  store i64* %".507", i64** %".515"
  %".517" = sub i64 %".501", %".499"
  %".518" = icmp sgt i64 %".517", 0
  %".519" = icmp sgt i64 %".503", 0
  %".520" = xor i1 %".518", %".519"
  %".521" = icmp eq i64 %".503", 0
  br i1 %".521", label %"B420.if", label %"B420.endif", !prof !1
B478:
  %".545" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi478.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".546"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".549"
  store {i64*, i64, i64, i64*} %".545", {i64*, i64, i64, i64*}* %".549"
  %".553" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".549", i32 0, i32 3
  %".554" = load i64*, i64** %".553"
  %".555" = load i64, i64* %".554"
  %".556" = icmp sgt i64 %".555", 0
  %".557" = getelementptr inbounds {i64, i1}, {i64, i1}* %".546", i32 0, i32 1
  store i1 %".556", i1* %".557"
  br i1 %".556", label %"B478.if", label %"B478.endif"
B480:
  %".595" = load i1, i1* %"$478for_iter.4"
  store i1 0, i1* %"$478for_iter.4"
  %".597" = load i64, i64* %"$phi480.2"
  %".598" = load i64, i64* %"$phi480.2"
  store i64 0, i64* %"$phi480.2"
  %".600" = load i64, i64* %"r"
  %".601" = insertvalue [2 x i64] undef, i64 %".600", 0
  %".602" = insertvalue [2 x i64] %".601", i64 %".597", 1
  %".603" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"y"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".604"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %".603", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".604"
  %".608" = extractvalue [2 x i64] %".602", 0
  %".609" = extractvalue [2 x i64] %".602", 1
  %".610" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".604", i32 0, i32 5
  %".611" = getelementptr inbounds [2 x i64], [2 x i64]* %".610", i32 0, i32 0
  %".612" = load i64, i64* %".611", !range !2
  %".613" = getelementptr inbounds [2 x i64], [2 x i64]* %".610", i32 0, i32 1
  %".614" = load i64, i64* %".613", !range !2
  %".615" = insertvalue [2 x i64] undef, i64 %".612", 0
  %".616" = insertvalue [2 x i64] %".615", i64 %".614", 1
  %".617" = extractvalue [2 x i64] %".616", 0
  %".618" = extractvalue [2 x i64] %".616", 1
  %".619" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".604", i32 0, i32 6
  %".620" = load [2 x i64], [2 x i64]* %".619"
  %".621" = extractvalue [2 x i64] %".620", 0
  %".622" = extractvalue [2 x i64] %".620", 1
  %".623" = icmp slt i64 %".608", 0
  %".624" = add i64 %".608", %".617"
  %".625" = select  i1 %".623", i64 %".624", i64 %".608"
  %".626" = icmp slt i64 %".609", 0
  %".627" = add i64 %".609", %".618"
  %".628" = select  i1 %".626", i64 %".627", i64 %".609"
  %".629" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".604", i32 0, i32 5
  %".630" = getelementptr inbounds [2 x i64], [2 x i64]* %".629", i32 0, i32 0
  %".631" = load i64, i64* %".630", !range !2
  %".632" = getelementptr inbounds [2 x i64], [2 x i64]* %".629", i32 0, i32 1
  %".633" = load i64, i64* %".632", !range !2
  %".634" = insertvalue [2 x i64] undef, i64 %".631", 0
  %".635" = insertvalue [2 x i64] %".634", i64 %".633", 1
  %".636" = extractvalue [2 x i64] %".635", 0
  %".637" = extractvalue [2 x i64] %".635", 1
  %".638" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".604", i32 0, i32 6
  %".639" = load [2 x i64], [2 x i64]* %".638"
  %".640" = extractvalue [2 x i64] %".639", 0
  %".641" = extractvalue [2 x i64] %".639", 1
  %".642" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".604", i32 0, i32 4
  %".643" = load float*, float** %".642"
  %".644" = mul i64 %".640", %".625"
  %".645" = mul i64 %".641", %".628"
  %".646" = add i64 %".644", %".645"
  %".647" = ptrtoint float* %".643" to i64
  %".648" = add i64 %".647", %".646"
  %".649" = inttoptr i64 %".648" to float*
  %".650" = load float, float* %".649"
  %".651" = sitofp i64 2 to float
  %".652" = fmul float %".650", %".651"
  %".653" = load i64, i64* %"r"
  %".654" = sub nsw i64 %".653", %".597"
  %".655" = sitofp i64 %".654" to float
  %".656" = fadd float %".652", %".655"
  %".657" = load i64, i64* %"r"
  %".658" = insertvalue [2 x i64] undef, i64 %".657", 0
  %".659" = insertvalue [2 x i64] %".658", i64 %".597", 1
  %".660" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"y"
  %".661" = extractvalue [2 x i64] %".659", 0
  %".662" = extractvalue [2 x i64] %".659", 1
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".663"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} %".660", {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".663"
  %".667" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".663", i32 0, i32 5
  %".668" = getelementptr inbounds [2 x i64], [2 x i64]* %".667", i32 0, i32 0
  %".669" = load i64, i64* %".668", !range !2
  %".670" = getelementptr inbounds [2 x i64], [2 x i64]* %".667", i32 0, i32 1
  %".671" = load i64, i64* %".670", !range !2
  %".672" = insertvalue [2 x i64] undef, i64 %".669", 0
  %".673" = insertvalue [2 x i64] %".672", i64 %".671", 1
  %".674" = extractvalue [2 x i64] %".673", 0
  %".675" = extractvalue [2 x i64] %".673", 1
  %".676" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".663", i32 0, i32 6
  %".677" = load [2 x i64], [2 x i64]* %".676"
  %".678" = extractvalue [2 x i64] %".677", 0
  %".679" = extractvalue [2 x i64] %".677", 1
  %".680" = icmp slt i64 %".661", 0
  %".681" = add i64 %".661", %".674"
  %".682" = select  i1 %".680", i64 %".681", i64 %".661"
  %".683" = icmp slt i64 %".662", 0
  %".684" = add i64 %".662", %".675"
  %".685" = select  i1 %".683", i64 %".684", i64 %".662"
  %".686" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".663", i32 0, i32 5
  %".687" = getelementptr inbounds [2 x i64], [2 x i64]* %".686", i32 0, i32 0
  %".688" = load i64, i64* %".687", !range !2
  %".689" = getelementptr inbounds [2 x i64], [2 x i64]* %".686", i32 0, i32 1
  %".690" = load i64, i64* %".689", !range !2
  %".691" = insertvalue [2 x i64] undef, i64 %".688", 0
  %".692" = insertvalue [2 x i64] %".691", i64 %".690", 1
  %".693" = extractvalue [2 x i64] %".692", 0
  %".694" = extractvalue [2 x i64] %".692", 1
  %".695" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".663", i32 0, i32 6
  %".696" = load [2 x i64], [2 x i64]* %".695"
  %".697" = extractvalue [2 x i64] %".696", 0
  %".698" = extractvalue [2 x i64] %".696", 1
  %".699" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %".663", i32 0, i32 4
  %".700" = load float*, float** %".699"
  %".701" = mul i64 %".697", %".682"
  %".702" = mul i64 %".698", %".685"
  %".703" = add i64 %".701", %".702"
  %".704" = ptrtoint float* %".700" to i64
  %".705" = add i64 %".704", %".703"
  %".706" = inttoptr i64 %".705" to float*
  store float %".656", float* %".706"
  br label %"B478"
B584:
  %".709" = load i64, i64* %"r"
  store i64 0, i64* %"r"
  %".711" = load i64, i64* %"$phi480.2"
  store i64 0, i64* %"$phi480.2"
  %".713" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi478.1"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi478.1"
  %".715" = load i1, i1* %"$478for_iter.4"
  store i1 0, i1* %"$478for_iter.4"
  br label %"B418"
B586:
  %".718" = load {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"y"
  store {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [2 x i64], [2 x i64]}* %"y"
  %".720" = load i64, i64* %"cs"
  store i64 0, i64* %"cs"
  %".722" = load i64, i64* %"c0"
  store i64 0, i64* %"c0"
  %".724" = load i64, i64* %"$phi420.1"
  store i64 0, i64* %"$phi420.1"
  %".726" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi418.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi418.0"
  %".728" = load i1, i1* %"$418for_iter.3"
  store i1 0, i1* %"$418for_iter.3"
  ret void
B0.if:
  ret void
B0.endif:
  br i1 %".105", label %"B0.endif.if", label %"B0.endif.else"
B0.endif.if:
  %".110" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".80", i32 0, i32 3
  %".111" = load i64*, i64** %".110"
  store i64 0, i64* %".111"
  br label %"B0.endif.endif"
B0.endif.else:
  %".114" = srem i64 %".102", %".88"
  %".115" = sub i64 0, %".114"
  %".116" = select  i1 %".103", i64 %".114", i64 %".115"
  %".117" = icmp sgt i64 %".116", 0
  %".118" = sdiv i64 %".102", %".88"
  %".119" = select  i1 %".117", i64 1, i64 0
  %".120" = add i64 %".118", %".119"
  %".121" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".80", i32 0, i32 3
  %".122" = load i64*, i64** %".121"
  store i64 %".120", i64* %".122"
  br label %"B0.endif.endif"
B0.endif.endif:
  %".125" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".80"
  %".127" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi158.0"
  store {i64*, i64, i64, i64*} %".125", {i64*, i64, i64, i64*}* %"$phi158.0"
  br label %"B158"
B158.if:
  %".145" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".134", i32 0, i32 0
  %".146" = load i64*, i64** %".145"
  %".147" = load i64, i64* %".146"
  %".148" = getelementptr inbounds {i64, i1}, {i64, i1}* %".131", i32 0, i32 0
  store i64 %".147", i64* %".148"
  %".150" = sub nsw i64 %".140", 1
  store i64 %".150", i64* %".139"
  %".152" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".134", i32 0, i32 2
  %".153" = load i64, i64* %".152"
  %".154" = add i64 %".147", %".153"
  %".155" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".134", i32 0, i32 0
  %".156" = load i64*, i64** %".155"
  store i64 %".154", i64* %".156"
  br label %"B158.endif"
B158.endif:
  %".159" = load {i64, i1}, {i64, i1}* %".131"
  store {i64, i1} zeroinitializer, {i64, i1}* %".160"
  store {i64, i1} %".159", {i64, i1}* %".160"
  %".164" = getelementptr inbounds {i64, i1}, {i64, i1}* %".160", i32 0, i32 0
  %".165" = load i64, i64* %".164"
  store {i64, i1} zeroinitializer, {i64, i1}* %".166"
  store {i64, i1} %".159", {i64, i1}* %".166"
  %".170" = getelementptr inbounds {i64, i1}, {i64, i1}* %".166", i32 0, i32 1
  %".171" = load i1, i1* %".170"
  %".173" = load i1, i1* %"$158for_iter.3"
  store i1 %".171", i1* %"$158for_iter.3"
  %".176" = load i64, i64* %"$phi160.1"
  store i64 %".165", i64* %"$phi160.1"
  %".178" = load i1, i1* %"$158for_iter.3"
  br i1 %".178", label %"B160", label %"B204"
B204.if:
  ret void
B204.endif:
  br i1 %".383", label %"B204.endif.if", label %"B204.endif.else"
B204.endif.if:
  %".388" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".358", i32 0, i32 3
  %".389" = load i64*, i64** %".388"
  store i64 0, i64* %".389"
  br label %"B204.endif.endif"
B204.endif.else:
  %".392" = srem i64 %".380", %".366"
  %".393" = sub i64 0, %".392"
  %".394" = select  i1 %".381", i64 %".392", i64 %".393"
  %".395" = icmp sgt i64 %".394", 0
  %".396" = sdiv i64 %".380", %".366"
  %".397" = select  i1 %".395", i64 1, i64 0
  %".398" = add i64 %".396", %".397"
  %".399" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".358", i32 0, i32 3
  %".400" = load i64*, i64** %".399"
  store i64 %".398", i64* %".400"
  br label %"B204.endif.endif"
B204.endif.endif:
  %".403" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".358"
  %".405" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi418.0"
  store {i64*, i64, i64, i64*} %".403", {i64*, i64, i64, i64*}* %"$phi418.0"
  br label %"B418"
B418.if:
  %".423" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".412", i32 0, i32 0
  %".424" = load i64*, i64** %".423"
  %".425" = load i64, i64* %".424"
  %".426" = getelementptr inbounds {i64, i1}, {i64, i1}* %".409", i32 0, i32 0
  store i64 %".425", i64* %".426"
  %".428" = sub nsw i64 %".418", 1
  store i64 %".428", i64* %".417"
  %".430" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".412", i32 0, i32 2
  %".431" = load i64, i64* %".430"
  %".432" = add i64 %".425", %".431"
  %".433" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".412", i32 0, i32 0
  %".434" = load i64*, i64** %".433"
  store i64 %".432", i64* %".434"
  br label %"B418.endif"
B418.endif:
  %".437" = load {i64, i1}, {i64, i1}* %".409"
  store {i64, i1} zeroinitializer, {i64, i1}* %".438"
  store {i64, i1} %".437", {i64, i1}* %".438"
  %".442" = getelementptr inbounds {i64, i1}, {i64, i1}* %".438", i32 0, i32 0
  %".443" = load i64, i64* %".442"
  store {i64, i1} zeroinitializer, {i64, i1}* %".444"
  store {i64, i1} %".437", {i64, i1}* %".444"
  %".448" = getelementptr inbounds {i64, i1}, {i64, i1}* %".444", i32 0, i32 1
  %".449" = load i1, i1* %".448"
  %".451" = load i1, i1* %"$418for_iter.3"
  store i1 %".449", i1* %"$418for_iter.3"
  %".454" = load i64, i64* %"$phi420.1"
  store i64 %".443", i64* %"$phi420.1"
  %".456" = load i1, i1* %"$418for_iter.3"
  br i1 %".456", label %"B420", label %"B586"
B420.if:
  ret void
B420.endif:
  br i1 %".520", label %"B420.endif.if", label %"B420.endif.else"
B420.endif.if:
  %".525" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".495", i32 0, i32 3
  %".526" = load i64*, i64** %".525"
  store i64 0, i64* %".526"
  br label %"B420.endif.endif"
B420.endif.else:
  %".529" = srem i64 %".517", %".503"
  %".530" = sub i64 0, %".529"
  %".531" = select  i1 %".518", i64 %".529", i64 %".530"
  %".532" = icmp sgt i64 %".531", 0
  %".533" = sdiv i64 %".517", %".503"
  %".534" = select  i1 %".532", i64 1, i64 0
  %".535" = add i64 %".533", %".534"
  %".536" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".495", i32 0, i32 3
  %".537" = load i64*, i64** %".536"
  store i64 %".535", i64* %".537"
  br label %"B420.endif.endif"
B420.endif.endif:
  %".540" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".495"
  %".542" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi478.1"
  store {i64*, i64, i64, i64*} %".540", {i64*, i64, i64, i64*}* %"$phi478.1"
  br label %"B478"
B478.if:
  %".560" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".549", i32 0, i32 0
  %".561" = load i64*, i64** %".560"
  %".562" = load i64, i64* %".561"
  %".563" = getelementptr inbounds {i64, i1}, {i64, i1}* %".546", i32 0, i32 0
  store i64 %".562", i64* %".563"
  %".565" = sub nsw i64 %".555", 1
  store i64 %".565", i64* %".554"
  %".567" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".549", i32 0, i32 2
  %".568" = load i64, i64* %".567"
  %".569" = add i64 %".562", %".568"
  %".570" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".549", i32 0, i32 0
  %".571" = load i64*, i64** %".570"
  store i64 %".569", i64* %".571"
  br label %"B478.endif"
B478.endif:
  %".574" = load {i64, i1}, {i64, i1}* %".546"
  store {i64, i1} zeroinitializer, {i64, i1}* %".575"
  store {i64, i1} %".574", {i64, i1}* %".575"
  %".579" = getelementptr inbounds {i64, i1}, {i64, i1}* %".575", i32 0, i32 0
  %".580" = load i64, i64* %".579"
  store {i64, i1} zeroinitializer, {i64, i1}* %".581"
  store {i64, i1} %".574", {i64, i1}* %".581"
  %".585" = getelementptr inbounds {i64, i1}, {i64, i1}* %".581", i32 0, i32 1
  %".586" = load i1, i1* %".585"
  %".588" = load i1, i1* %"$478for_iter.4"
  store i1 %".586", i1* %"$478for_iter.4"
  %".591" = load i64, i64* %"$phi480.2"
  store i64 %".580", i64* %"$phi480.2"
  %".593" = load i1, i1* %"$478for_iter.4"
  br i1 %".593", label %"B480", label %"B584"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.nctaid.x"()

declare float @"llvm.nvvm.atomic.load.add.f32.p0f32"(float* %".1", float %".2")

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.nctaid.y"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__11grid_strideB3v11B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi2E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !3 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ i64 0, i64 9223372036854775807 }
!3 = !{ void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64, i64, i64, i8*, i8*, i64, i64, float*, i64, i64)* @"_ZN8__main__11grid_strideB3v11B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi2E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE", !"kernel", i32 1 }