; numba-cuda kernel n28_shared_transpose(Array(float64, 2, 'A', False, aligned=True), Array(float64, 2, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "shared_transpose$17"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__16shared_transposeB3v17B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi2E1A7mutable7alignedE5ArrayIdLi2E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__16shared_transposeB3v17B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi2E1A7mutable7alignedE5ArrayIdLi2E1A7mutable7alignedE"(i8* %"a.0", i8* %"a.1", i64 %"a.2", i64 %"a.3", double* %"a.4", i64 %"a.5.0", i64 %"a.5.1", i64 %"a.6.0", i64 %"a.6.1", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", double* %"out.4", i64 %"out.5.0", i64 %"out.5.1", i64 %"out.6.0", i64 %"out.6.1")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} undef, i8* %"a.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.meminfo", i8* %"a.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.parent", i64 %"a.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.nitems", i64 %"a.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.itemsize", double* %"a.4", 4
  %".21" = insertvalue [2 x i64] undef, i64 %"a.5.0", 0
  %".22" = insertvalue [2 x i64] %".21", i64 %"a.5.1", 1
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.data", [2 x i64] %".22", 5
  %".23" = insertvalue [2 x i64] undef, i64 %"a.6.0", 0
  %".24" = insertvalue [2 x i64] %".23", i64 %"a.6.1", 1
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.shape", [2 x i64] %".24", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.meminfo.1", i8* %"out.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.parent.1", i64 %"out.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.nitems.1", i64 %"out.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.itemsize.1", double* %"out.4", 4
  %".25" = insertvalue [2 x i64] undef, i64 %"out.5.0", 0
  %".26" = insertvalue [2 x i64] %".25", i64 %"out.5.1", 1
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.data.1", [2 x i64] %".26", 5
  %".27" = insertvalue [2 x i64] undef, i64 %"out.6.0", 0
  %".28" = insertvalue [2 x i64] %".27", i64 %"out.6.1", 1
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.shape.1", [2 x i64] %".28", 6
  %"a" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"a"
  %"out" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"out"
  %".35" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".35"
  %"tile" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"tile"
  %".69" = alloca {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %".69"
  %"tags" = alloca {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %"tags"
  %"x" = alloca i64
  store i64 0, i64* %"x"
  %"y" = alloca i64
  store i64 0, i64* %"y"
  %".144" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".144"
  %"$336pred" = alloca i1
  store i1 0, i1* %"$336pred"
  %".166" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".166"
  %"$370pred" = alloca i1
  store i1 0, i1* %"$370pred"
  %".192" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".192"
  %".266" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".266"
  %".344" = alloca {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %".344"
  %"x.1" = alloca i64
  store i64 0, i64* %"x.1"
  %"y.1" = alloca i64
  store i64 0, i64* %"y.1"
  %".444" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".444"
  %"$790pred" = alloca i1
  store i1 0, i1* %"$790pred"
  %".466" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".466"
  %"$824pred" = alloca i1
  store i1 0, i1* %"$824pred"
  %".510" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".510"
  %".582" = alloca {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %".582"
  %".644" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".644"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"a"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"out"
  %".33" = insertvalue {i64, i64} undef, i64 32, 0
  %".34" = insertvalue {i64, i64} %".33", i64 33, 1
  %"generic" = addrspacecast [1056 x double] addrspace(3)* @"_cudapy_smem_5" to i8*
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".35"
  %".38" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".35", i32 0, i32 4
  %".39" = load double*, double** %".38"
  %".40" = bitcast i8* %"generic" to double*
  %".41" = insertvalue [2 x i64] undef, i64 32, 0
  %".42" = insertvalue [2 x i64] %".41", i64 33, 1
  %".43" = insertvalue [2 x i64] undef, i64 264, 0
  %".44" = insertvalue [2 x i64] %".43", i64 8, 1
  %".45" = extractvalue [2 x i64] %".42", 0
  %".46" = extractvalue [2 x i64] %".42", 1
  %".47" = mul nsw i64 1, %".45"
  %".48" = mul nsw i64 %".47", %".46"
  %".49" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".35", i32 0, i32 5
  store [2 x i64] %".42", [2 x i64]* %".49"
  %".51" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".35", i32 0, i32 6
  store [2 x i64] %".44", [2 x i64]* %".51"
  %".53" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".35", i32 0, i32 4
  store double* %".40", double** %".53"
  %".55" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".35", i32 0, i32 3
  store i64 8, i64* %".55"
  %".57" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".35", i32 0, i32 0
  store i8* null, i8** %".57"
  %".59" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".35", i32 0, i32 1
  store i8* null, i8** %".59"
  %".61" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".35", i32 0, i32 2
  store i64 %".48", i64* %".61"
  %".63" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".35"
  %".65" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"tile"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".63", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"tile"
  %".67" = insertvalue [2 x i64] undef, i64 32, 0
  %".68" = insertvalue [2 x i64] %".67", i64 32, 1
  %"generic.1" = addrspacecast [1024 x i16] addrspace(3)* @"_cudapy_smem_6" to i8*
  store {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %".69"
  %".72" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %".69", i32 0, i32 4
  %".73" = load i16*, i16** %".72"
  %".74" = bitcast i8* %"generic.1" to i16*
  %".75" = insertvalue [2 x i64] undef, i64 32, 0
  %".76" = insertvalue [2 x i64] %".75", i64 32, 1
  %".77" = insertvalue [2 x i64] undef, i64 64, 0
  %".78" = insertvalue [2 x i64] %".77", i64 2, 1
  %".79" = extractvalue [2 x i64] %".76", 0
  %".80" = extractvalue [2 x i64] %".76", 1
  %".81" = mul nsw i64 1, %".79"
  %".82" = mul nsw i64 %".81", %".80"
  %".83" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %".69", i32 0, i32 5
  store [2 x i64] %".76", [2 x i64]* %".83"
  %".85" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %".69", i32 0, i32 6
  store [2 x i64] %".78", [2 x i64]* %".85"
  %".87" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %".69", i32 0, i32 4
  store i16* %".74", i16** %".87"
  %".89" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %".69", i32 0, i32 3
  store i64 2, i64* %".89"
  %".91" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %".69", i32 0, i32 0
  store i8* null, i8** %".91"
  %".93" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %".69", i32 0, i32 1
  store i8* null, i8** %".93"
  %".95" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %".69", i32 0, i32 2
  store i64 %".82", i64* %".95"
  %".97" = load {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %".69"
  %".99" = load {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %"tags"
  store {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]} %".97", {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %"tags"
  %".101" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".102" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()
  %".103" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.z"()
  %".104" = insertvalue {i32, i32, i32} undef, i32 %".101", 0
  %".105" = insertvalue {i32, i32, i32} %".104", i32 %".102", 1
  %".106" = insertvalue {i32, i32, i32} %".105", i32 %".103", 2
  %".107" = extractvalue {i32, i32, i32} %".106", 0
  %".108" = sext i32 %".107" to i64
  %".109" = mul nsw i64 %".108", 32
  %".110" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".111" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".112" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".113" = insertvalue {i32, i32, i32} undef, i32 %".110", 0
  %".114" = insertvalue {i32, i32, i32} %".113", i32 %".111", 1
  %".115" = insertvalue {i32, i32, i32} %".114", i32 %".112", 2
  %".116" = extractvalue {i32, i32, i32} %".115", 0
  %".117" = sext i32 %".116" to i64
  %".118" = add nsw i64 %".109", %".117"
  %".120" = load i64, i64* %"x"
  store i64 %".118", i64* %"x"
  %".122" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".123" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()
  %".124" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.z"()
  %".125" = insertvalue {i32, i32, i32} undef, i32 %".122", 0
  %".126" = insertvalue {i32, i32, i32} %".125", i32 %".123", 1
  %".127" = insertvalue {i32, i32, i32} %".126", i32 %".124", 2
  %".128" = extractvalue {i32, i32, i32} %".127", 1
  %".129" = sext i32 %".128" to i64
  %".130" = mul nsw i64 %".129", 32
  %".131" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".132" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".133" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".134" = insertvalue {i32, i32, i32} undef, i32 %".131", 0
  %".135" = insertvalue {i32, i32, i32} %".134", i32 %".132", 1
  %".136" = insertvalue {i32, i32, i32} %".135", i32 %".133", 2
  %".137" = extractvalue {i32, i32, i32} %".136", 1
  %".138" = sext i32 %".137" to i64
  %".139" = add nsw i64 %".130", %".138"
  %".141" = load i64, i64* %"y"
  store i64 %".139", i64* %"y"
  %".143" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"a"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".144"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".143", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".144"
  %".148" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".144", i32 0, i32 5
  %".149" = getelementptr inbounds [2 x i64], [2 x i64]* %".148", i32 0, i32 0
  %".150" = load i64, i64* %".149", !range !1
  %".151" = getelementptr inbounds [2 x i64], [2 x i64]* %".148", i32 0, i32 1
  %".152" = load i64, i64* %".151", !range !1
  %".153" = insertvalue [2 x i64] undef, i64 %".150", 0
  %".154" = insertvalue [2 x i64] %".153", i64 %".152", 1
  %".155" = extractvalue [2 x i64] %".154", 0
  %".156" = load i64, i64* %"y"
  %".157" = icmp slt i64 %".156", %".155"
  %".159" = load i1, i1* %"$336pred"
  store i1 %".157", i1* %"$336pred"
  %".161" = load i1, i1* %"$336pred"
  br i1 %".161", label %"B338", label %"B568"
B338:
  %".163" = load i1, i1* %"$336pred"
  store i1 0, i1* %"$336pred"
  %".165" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"a"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".166"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".165", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".166"
  %".170" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".166", i32 0, i32 5
  %".171" = getelementptr inbounds [2 x i64], [2 x i64]* %".170", i32 0, i32 0
  %".172" = load i64, i64* %".171", !range !1
  %".173" = getelementptr inbounds [2 x i64], [2 x i64]* %".170", i32 0, i32 1
  %".174" = load i64, i64* %".173", !range !1
  %".175" = insertvalue [2 x i64] undef, i64 %".172", 0
  %".176" = insertvalue [2 x i64] %".175", i64 %".174", 1
  %".177" = extractvalue [2 x i64] %".176", 1
  %".178" = load i64, i64* %"x"
  %".179" = icmp slt i64 %".178", %".177"
  %".181" = load i1, i1* %"$370pred"
  store i1 %".179", i1* %"$370pred"
  %".183" = load i1, i1* %"$370pred"
  br i1 %".183", label %"B372", label %"B568"
B372:
  %".185" = load i1, i1* %"$370pred"
  store i1 0, i1* %"$370pred"
  %".187" = load i64, i64* %"y"
  %".188" = load i64, i64* %"x"
  %".189" = insertvalue [2 x i64] undef, i64 %".187", 0
  %".190" = insertvalue [2 x i64] %".189", i64 %".188", 1
  %".191" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"a"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".192"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".191", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".192"
  %".196" = extractvalue [2 x i64] %".190", 0
  %".197" = extractvalue [2 x i64] %".190", 1
  %".198" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".192", i32 0, i32 5
  %".199" = getelementptr inbounds [2 x i64], [2 x i64]* %".198", i32 0, i32 0
  %".200" = load i64, i64* %".199", !range !1
  %".201" = getelementptr inbounds [2 x i64], [2 x i64]* %".198", i32 0, i32 1
  %".202" = load i64, i64* %".201", !range !1
  %".203" = insertvalue [2 x i64] undef, i64 %".200", 0
  %".204" = insertvalue [2 x i64] %".203", i64 %".202", 1
  %".205" = extractvalue [2 x i64] %".204", 0
  %".206" = extractvalue [2 x i64] %".204", 1
  %".207" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".192", i32 0, i32 6
  %".208" = load [2 x i64], [2 x i64]* %".207"
  %".209" = extractvalue [2 x i64] %".208", 0
  %".210" = extractvalue [2 x i64] %".208", 1
  %".211" = icmp slt i64 %".196", 0
  %".212" = add i64 %".196", %".205"
  %".213" = select  i1 %".211", i64 %".212", i64 %".196"
  %".214" = icmp slt i64 %".197", 0
  %".215" = add i64 %".197", %".206"
  %".216" = select  i1 %".214", i64 %".215", i64 %".197"
  %".217" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".192", i32 0, i32 5
  %".218" = getelementptr inbounds [2 x i64], [2 x i64]* %".217", i32 0, i32 0
  %".219" = load i64, i64* %".218", !range !1
  %".220" = getelementptr inbounds [2 x i64], [2 x i64]* %".217", i32 0, i32 1
  %".221" = load i64, i64* %".220", !range !1
  %".222" = insertvalue [2 x i64] undef, i64 %".219", 0
  %".223" = insertvalue [2 x i64] %".222", i64 %".221", 1
  %".224" = extractvalue [2 x i64] %".223", 0
  %".225" = extractvalue [2 x i64] %".223", 1
  %".226" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".192", i32 0, i32 6
  %".227" = load [2 x i64], [2 x i64]* %".226"
  %".228" = extractvalue [2 x i64] %".227", 0
  %".229" = extractvalue [2 x i64] %".227", 1
  %".230" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".192", i32 0, i32 4
  %".231" = load double*, double** %".230"
  %".232" = mul i64 %".228", %".213"
  %".233" = mul i64 %".229", %".216"
  %".234" = add i64 %".232", %".233"
  %".235" = ptrtoint double* %".231" to i64
  %".236" = add i64 %".235", %".234"
  %".237" = inttoptr i64 %".236" to double*
  %".238" = load double, double* %".237"
  %".239" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"a"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"a"
  %".241" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".242" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".243" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".244" = insertvalue {i32, i32, i32} undef, i32 %".241", 0
  %".245" = insertvalue {i32, i32, i32} %".244", i32 %".242", 1
  %".246" = insertvalue {i32, i32, i32} %".245", i32 %".243", 2
  %".247" = extractvalue {i32, i32, i32} %".246", 1
  %".248" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".249" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".250" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".251" = insertvalue {i32, i32, i32} undef, i32 %".248", 0
  %".252" = insertvalue {i32, i32, i32} %".251", i32 %".249", 1
  %".253" = insertvalue {i32, i32, i32} %".252", i32 %".250", 2
  %".254" = extractvalue {i32, i32, i32} %".253", 0
  %".255" = insertvalue [2 x i32] undef, i32 %".247", 0
  %".256" = insertvalue [2 x i32] %".255", i32 %".254", 1
  %".257" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"tile"
  %".258" = extractvalue [2 x i32] %".256", 0
  %".259" = extractvalue [2 x i32] %".256", 1
  %".260" = sext i32 %".258" to i64
  %".261" = sext i32 %".259" to i64
  %".262" = insertvalue [2 x i64] undef, i64 %".260", 0
  %".263" = insertvalue [2 x i64] %".262", i64 %".261", 1
  %".264" = extractvalue [2 x i64] %".263", 0
  %".265" = extractvalue [2 x i64] %".263", 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".266"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".257", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".266"
  %".270" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".266", i32 0, i32 5
  %".271" = getelementptr inbounds [2 x i64], [2 x i64]* %".270", i32 0, i32 0
  %".272" = load i64, i64* %".271", !range !1
  %".273" = getelementptr inbounds [2 x i64], [2 x i64]* %".270", i32 0, i32 1
  %".274" = load i64, i64* %".273", !range !1
  %".275" = insertvalue [2 x i64] undef, i64 %".272", 0
  %".276" = insertvalue [2 x i64] %".275", i64 %".274", 1
  %".277" = extractvalue [2 x i64] %".276", 0
  %".278" = extractvalue [2 x i64] %".276", 1
  %".279" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".266", i32 0, i32 6
  %".280" = load [2 x i64], [2 x i64]* %".279"
  %".281" = extractvalue [2 x i64] %".280", 0
  %".282" = extractvalue [2 x i64] %".280", 1
  %".283" = icmp slt i64 %".264", 0
  %".284" = add i64 %".264", %".277"
  %".285" = select  i1 %".283", i64 %".284", i64 %".264"
  %".286" = icmp slt i64 %".265", 0
  %".287" = add i64 %".265", %".278"
  %".288" = select  i1 %".286", i64 %".287", i64 %".265"
  %".289" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".266", i32 0, i32 5
  %".290" = getelementptr inbounds [2 x i64], [2 x i64]* %".289", i32 0, i32 0
  %".291" = load i64, i64* %".290", !range !1
  %".292" = getelementptr inbounds [2 x i64], [2 x i64]* %".289", i32 0, i32 1
  %".293" = load i64, i64* %".292", !range !1
  %".294" = insertvalue [2 x i64] undef, i64 %".291", 0
  %".295" = insertvalue [2 x i64] %".294", i64 %".293", 1
  %".296" = extractvalue [2 x i64] %".295", 0
  %".297" = extractvalue [2 x i64] %".295", 1
  %".298" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".266", i32 0, i32 6
  %".299" = load [2 x i64], [2 x i64]* %".298"
  %".300" = extractvalue [2 x i64] %".299", 0
  %".301" = extractvalue [2 x i64] %".299", 1
  %".302" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".266", i32 0, i32 4
  %".303" = load double*, double** %".302"
  %".304" = mul i64 1, %".297"
  %".305" = mul i64 %".285", %".304"
  %".306" = add i64 0, %".305"
  %".307" = mul i64 %".288", 1
  %".308" = add i64 %".306", %".307"
  %".309" = getelementptr double, double* %".303", i64 %".308"
  store double %".238", double* %".309"
  %".311" = load i64, i64* %"x"
  %".312" = load i64, i64* %"y"
  %".313" = sub nsw i64 %".311", %".312"
  %".314" = load i64, i64* %"y"
  store i64 0, i64* %"y"
  %".316" = load i64, i64* %"x"
  store i64 0, i64* %"x"
  %".318" = trunc i64 %".313" to i16
  %".319" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".320" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".321" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".322" = insertvalue {i32, i32, i32} undef, i32 %".319", 0
  %".323" = insertvalue {i32, i32, i32} %".322", i32 %".320", 1
  %".324" = insertvalue {i32, i32, i32} %".323", i32 %".321", 2
  %".325" = extractvalue {i32, i32, i32} %".324", 1
  %".326" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".327" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".328" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".329" = insertvalue {i32, i32, i32} undef, i32 %".326", 0
  %".330" = insertvalue {i32, i32, i32} %".329", i32 %".327", 1
  %".331" = insertvalue {i32, i32, i32} %".330", i32 %".328", 2
  %".332" = extractvalue {i32, i32, i32} %".331", 0
  %".333" = insertvalue [2 x i32] undef, i32 %".325", 0
  %".334" = insertvalue [2 x i32] %".333", i32 %".332", 1
  %".335" = load {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %"tags"
  %".336" = extractvalue [2 x i32] %".334", 0
  %".337" = extractvalue [2 x i32] %".334", 1
  %".338" = sext i32 %".336" to i64
  %".339" = sext i32 %".337" to i64
  %".340" = insertvalue [2 x i64] undef, i64 %".338", 0
  %".341" = insertvalue [2 x i64] %".340", i64 %".339", 1
  %".342" = extractvalue [2 x i64] %".341", 0
  %".343" = extractvalue [2 x i64] %".341", 1
  store {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %".344"
  store {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]} %".335", {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %".344"
  %".348" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %".344", i32 0, i32 5
  %".349" = getelementptr inbounds [2 x i64], [2 x i64]* %".348", i32 0, i32 0
  %".350" = load i64, i64* %".349", !range !1
  %".351" = getelementptr inbounds [2 x i64], [2 x i64]* %".348", i32 0, i32 1
  %".352" = load i64, i64* %".351", !range !1
  %".353" = insertvalue [2 x i64] undef, i64 %".350", 0
  %".354" = insertvalue [2 x i64] %".353", i64 %".352", 1
  %".355" = extractvalue [2 x i64] %".354", 0
  %".356" = extractvalue [2 x i64] %".354", 1
  %".357" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %".344", i32 0, i32 6
  %".358" = load [2 x i64], [2 x i64]* %".357"
  %".359" = extractvalue [2 x i64] %".358", 0
  %".360" = extractvalue [2 x i64] %".358", 1
  %".361" = icmp slt i64 %".342", 0
  %".362" = add i64 %".342", %".355"
  %".363" = select  i1 %".361", i64 %".362", i64 %".342"
  %".364" = icmp slt i64 %".343", 0
  %".365" = add i64 %".343", %".356"
  %".366" = select  i1 %".364", i64 %".365", i64 %".343"
  %".367" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %".344", i32 0, i32 5
  %".368" = getelementptr inbounds [2 x i64], [2 x i64]* %".367", i32 0, i32 0
  %".369" = load i64, i64* %".368", !range !1
  %".370" = getelementptr inbounds [2 x i64], [2 x i64]* %".367", i32 0, i32 1
  %".371" = load i64, i64* %".370", !range !1
  %".372" = insertvalue [2 x i64] undef, i64 %".369", 0
  %".373" = insertvalue [2 x i64] %".372", i64 %".371", 1
  %".374" = extractvalue [2 x i64] %".373", 0
  %".375" = extractvalue [2 x i64] %".373", 1
  %".376" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %".344", i32 0, i32 6
  %".377" = load [2 x i64], [2 x i64]* %".376"
  %".378" = extractvalue [2 x i64] %".377", 0
  %".379" = extractvalue [2 x i64] %".377", 1
  %".380" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %".344", i32 0, i32 4
  %".381" = load i16*, i16** %".380"
  %".382" = mul i64 1, %".375"
  %".383" = mul i64 %".363", %".382"
  %".384" = add i64 0, %".383"
  %".385" = mul i64 %".366", 1
  %".386" = add i64 %".384", %".385"
  %".387" = getelementptr i16, i16* %".381", i64 %".386"
  store i16 %".318", i16* %".387"
  br label %"B568"
B568:
  %".390" = load i64, i64* %"y"
  store i64 0, i64* %"y"
  %".392" = load i64, i64* %"x"
  store i64 0, i64* %"x"
  %".394" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"a"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"a"
  %".396" = load i1, i1* %"$370pred"
  store i1 0, i1* %"$370pred"
  %".398" = load i1, i1* %"$336pred"
  store i1 0, i1* %"$336pred"
  call void @"llvm.nvvm.barrier0"()
  %".401" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".402" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()
  %".403" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.z"()
  %".404" = insertvalue {i32, i32, i32} undef, i32 %".401", 0
  %".405" = insertvalue {i32, i32, i32} %".404", i32 %".402", 1
  %".406" = insertvalue {i32, i32, i32} %".405", i32 %".403", 2
  %".407" = extractvalue {i32, i32, i32} %".406", 1
  %".408" = sext i32 %".407" to i64
  %".409" = mul nsw i64 %".408", 32
  %".410" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".411" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".412" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".413" = insertvalue {i32, i32, i32} undef, i32 %".410", 0
  %".414" = insertvalue {i32, i32, i32} %".413", i32 %".411", 1
  %".415" = insertvalue {i32, i32, i32} %".414", i32 %".412", 2
  %".416" = extractvalue {i32, i32, i32} %".415", 0
  %".417" = sext i32 %".416" to i64
  %".418" = add nsw i64 %".409", %".417"
  %".420" = load i64, i64* %"x.1"
  store i64 %".418", i64* %"x.1"
  %".422" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".423" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()
  %".424" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.z"()
  %".425" = insertvalue {i32, i32, i32} undef, i32 %".422", 0
  %".426" = insertvalue {i32, i32, i32} %".425", i32 %".423", 1
  %".427" = insertvalue {i32, i32, i32} %".426", i32 %".424", 2
  %".428" = extractvalue {i32, i32, i32} %".427", 0
  %".429" = sext i32 %".428" to i64
  %".430" = mul nsw i64 %".429", 32
  %".431" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".432" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".433" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".434" = insertvalue {i32, i32, i32} undef, i32 %".431", 0
  %".435" = insertvalue {i32, i32, i32} %".434", i32 %".432", 1
  %".436" = insertvalue {i32, i32, i32} %".435", i32 %".433", 2
  %".437" = extractvalue {i32, i32, i32} %".436", 1
  %".438" = sext i32 %".437" to i64
  %".439" = add nsw i64 %".430", %".438"
  %".441" = load i64, i64* %"y.1"
  store i64 %".439", i64* %"y.1"
  %".443" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".444"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".443", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".444"
  %".448" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".444", i32 0, i32 5
  %".449" = getelementptr inbounds [2 x i64], [2 x i64]* %".448", i32 0, i32 0
  %".450" = load i64, i64* %".449", !range !1
  %".451" = getelementptr inbounds [2 x i64], [2 x i64]* %".448", i32 0, i32 1
  %".452" = load i64, i64* %".451", !range !1
  %".453" = insertvalue [2 x i64] undef, i64 %".450", 0
  %".454" = insertvalue [2 x i64] %".453", i64 %".452", 1
  %".455" = extractvalue [2 x i64] %".454", 0
  %".456" = load i64, i64* %"y.1"
  %".457" = icmp slt i64 %".456", %".455"
  %".459" = load i1, i1* %"$790pred"
  store i1 %".457", i1* %"$790pred"
  %".461" = load i1, i1* %"$790pred"
  br i1 %".461", label %"B792", label %"B1028"
B792:
  %".463" = load i1, i1* %"$790pred"
  store i1 0, i1* %"$790pred"
  %".465" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".466"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".465", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".466"
  %".470" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".466", i32 0, i32 5
  %".471" = getelementptr inbounds [2 x i64], [2 x i64]* %".470", i32 0, i32 0
  %".472" = load i64, i64* %".471", !range !1
  %".473" = getelementptr inbounds [2 x i64], [2 x i64]* %".470", i32 0, i32 1
  %".474" = load i64, i64* %".473", !range !1
  %".475" = insertvalue [2 x i64] undef, i64 %".472", 0
  %".476" = insertvalue [2 x i64] %".475", i64 %".474", 1
  %".477" = extractvalue [2 x i64] %".476", 1
  %".478" = load i64, i64* %"x.1"
  %".479" = icmp slt i64 %".478", %".477"
  %".481" = load i1, i1* %"$824pred"
  store i1 %".479", i1* %"$824pred"
  %".483" = load i1, i1* %"$824pred"
  br i1 %".483", label %"B826", label %"B1032"
B826:
  %".485" = load i1, i1* %"$824pred"
  store i1 0, i1* %"$824pred"
  %".487" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".488" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".489" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".490" = insertvalue {i32, i32, i32} undef, i32 %".487", 0
  %".491" = insertvalue {i32, i32, i32} %".490", i32 %".488", 1
  %".492" = insertvalue {i32, i32, i32} %".491", i32 %".489", 2
  %".493" = extractvalue {i32, i32, i32} %".492", 0
  %".494" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".495" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".496" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".497" = insertvalue {i32, i32, i32} undef, i32 %".494", 0
  %".498" = insertvalue {i32, i32, i32} %".497", i32 %".495", 1
  %".499" = insertvalue {i32, i32, i32} %".498", i32 %".496", 2
  %".500" = extractvalue {i32, i32, i32} %".499", 1
  %".501" = insertvalue [2 x i32] undef, i32 %".493", 0
  %".502" = insertvalue [2 x i32] %".501", i32 %".500", 1
  %".503" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"tile"
  %".504" = extractvalue [2 x i32] %".502", 0
  %".505" = extractvalue [2 x i32] %".502", 1
  %".506" = sext i32 %".504" to i64
  %".507" = sext i32 %".505" to i64
  %".508" = insertvalue [2 x i64] undef, i64 %".506", 0
  %".509" = insertvalue [2 x i64] %".508", i64 %".507", 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".510"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".503", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".510"
  %".514" = extractvalue [2 x i64] %".509", 0
  %".515" = extractvalue [2 x i64] %".509", 1
  %".516" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".510", i32 0, i32 5
  %".517" = getelementptr inbounds [2 x i64], [2 x i64]* %".516", i32 0, i32 0
  %".518" = load i64, i64* %".517", !range !1
  %".519" = getelementptr inbounds [2 x i64], [2 x i64]* %".516", i32 0, i32 1
  %".520" = load i64, i64* %".519", !range !1
  %".521" = insertvalue [2 x i64] undef, i64 %".518", 0
  %".522" = insertvalue [2 x i64] %".521", i64 %".520", 1
  %".523" = extractvalue [2 x i64] %".522", 0
  %".524" = extractvalue [2 x i64] %".522", 1
  %".525" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".510", i32 0, i32 6
  %".526" = load [2 x i64], [2 x i64]* %".525"
  %".527" = extractvalue [2 x i64] %".526", 0
  %".528" = extractvalue [2 x i64] %".526", 1
  %".529" = icmp slt i64 %".514", 0
  %".530" = add i64 %".514", %".523"
  %".531" = select  i1 %".529", i64 %".530", i64 %".514"
  %".532" = icmp slt i64 %".515", 0
  %".533" = add i64 %".515", %".524"
  %".534" = select  i1 %".532", i64 %".533", i64 %".515"
  %".535" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".510", i32 0, i32 5
  %".536" = getelementptr inbounds [2 x i64], [2 x i64]* %".535", i32 0, i32 0
  %".537" = load i64, i64* %".536", !range !1
  %".538" = getelementptr inbounds [2 x i64], [2 x i64]* %".535", i32 0, i32 1
  %".539" = load i64, i64* %".538", !range !1
  %".540" = insertvalue [2 x i64] undef, i64 %".537", 0
  %".541" = insertvalue [2 x i64] %".540", i64 %".539", 1
  %".542" = extractvalue [2 x i64] %".541", 0
  %".543" = extractvalue [2 x i64] %".541", 1
  %".544" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".510", i32 0, i32 6
  %".545" = load [2 x i64], [2 x i64]* %".544"
  %".546" = extractvalue [2 x i64] %".545", 0
  %".547" = extractvalue [2 x i64] %".545", 1
  %".548" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".510", i32 0, i32 4
  %".549" = load double*, double** %".548"
  %".550" = mul i64 1, %".543"
  %".551" = mul i64 %".531", %".550"
  %".552" = add i64 0, %".551"
  %".553" = mul i64 %".534", 1
  %".554" = add i64 %".552", %".553"
  %".555" = getelementptr double, double* %".549", i64 %".554"
  %".556" = load double, double* %".555"
  %".557" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"tile"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"tile"
  %".559" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".560" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".561" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".562" = insertvalue {i32, i32, i32} undef, i32 %".559", 0
  %".563" = insertvalue {i32, i32, i32} %".562", i32 %".560", 1
  %".564" = insertvalue {i32, i32, i32} %".563", i32 %".561", 2
  %".565" = extractvalue {i32, i32, i32} %".564", 0
  %".566" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".567" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".568" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".569" = insertvalue {i32, i32, i32} undef, i32 %".566", 0
  %".570" = insertvalue {i32, i32, i32} %".569", i32 %".567", 1
  %".571" = insertvalue {i32, i32, i32} %".570", i32 %".568", 2
  %".572" = extractvalue {i32, i32, i32} %".571", 1
  %".573" = insertvalue [2 x i32] undef, i32 %".565", 0
  %".574" = insertvalue [2 x i32] %".573", i32 %".572", 1
  %".575" = load {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %"tags"
  %".576" = extractvalue [2 x i32] %".574", 0
  %".577" = extractvalue [2 x i32] %".574", 1
  %".578" = sext i32 %".576" to i64
  %".579" = sext i32 %".577" to i64
  %".580" = insertvalue [2 x i64] undef, i64 %".578", 0
  %".581" = insertvalue [2 x i64] %".580", i64 %".579", 1
  store {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %".582"
  store {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]} %".575", {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %".582"
  %".586" = extractvalue [2 x i64] %".581", 0
  %".587" = extractvalue [2 x i64] %".581", 1
  %".588" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %".582", i32 0, i32 5
  %".589" = getelementptr inbounds [2 x i64], [2 x i64]* %".588", i32 0, i32 0
  %".590" = load i64, i64* %".589", !range !1
  %".591" = getelementptr inbounds [2 x i64], [2 x i64]* %".588", i32 0, i32 1
  %".592" = load i64, i64* %".591", !range !1
  %".593" = insertvalue [2 x i64] undef, i64 %".590", 0
  %".594" = insertvalue [2 x i64] %".593", i64 %".592", 1
  %".595" = extractvalue [2 x i64] %".594", 0
  %".596" = extractvalue [2 x i64] %".594", 1
  %".597" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %".582", i32 0, i32 6
  %".598" = load [2 x i64], [2 x i64]* %".597"
  %".599" = extractvalue [2 x i64] %".598", 0
  %".600" = extractvalue [2 x i64] %".598", 1
  %".601" = icmp slt i64 %".586", 0
  %".602" = add i64 %".586", %".595"
  %".603" = select  i1 %".601", i64 %".602", i64 %".586"
  %".604" = icmp slt i64 %".587", 0
  %".605" = add i64 %".587", %".596"
  %".606" = select  i1 %".604", i64 %".605", i64 %".587"
  %".607" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %".582", i32 0, i32 5
  %".608" = getelementptr inbounds [2 x i64], [2 x i64]* %".607", i32 0, i32 0
  %".609" = load i64, i64* %".608", !range !1
  %".610" = getelementptr inbounds [2 x i64], [2 x i64]* %".607", i32 0, i32 1
  %".611" = load i64, i64* %".610", !range !1
  %".612" = insertvalue [2 x i64] undef, i64 %".609", 0
  %".613" = insertvalue [2 x i64] %".612", i64 %".611", 1
  %".614" = extractvalue [2 x i64] %".613", 0
  %".615" = extractvalue [2 x i64] %".613", 1
  %".616" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %".582", i32 0, i32 6
  %".617" = load [2 x i64], [2 x i64]* %".616"
  %".618" = extractvalue [2 x i64] %".617", 0
  %".619" = extractvalue [2 x i64] %".617", 1
  %".620" = getelementptr inbounds {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %".582", i32 0, i32 4
  %".621" = load i16*, i16** %".620"
  %".622" = mul i64 1, %".615"
  %".623" = mul i64 %".603", %".622"
  %".624" = add i64 0, %".623"
  %".625" = mul i64 %".606", 1
  %".626" = add i64 %".624", %".625"
  %".627" = getelementptr i16, i16* %".621", i64 %".626"
  %".628" = load i16, i16* %".627"
  %".629" = load {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %"tags"
  store {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %"tags"
  %".631" = sitofp i16 %".628" to double
  %".632" = fadd double %".556", %".631"
  %".633" = load i64, i64* %"y.1"
  %".634" = load i64, i64* %"x.1"
  %".635" = insertvalue [2 x i64] undef, i64 %".633", 0
  %".636" = insertvalue [2 x i64] %".635", i64 %".634", 1
  %".637" = load i64, i64* %"y.1"
  store i64 0, i64* %"y.1"
  %".639" = load i64, i64* %"x.1"
  store i64 0, i64* %"x.1"
  %".641" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"out"
  %".642" = extractvalue [2 x i64] %".636", 0
  %".643" = extractvalue [2 x i64] %".636", 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".644"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".641", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".644"
  %".648" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".644", i32 0, i32 5
  %".649" = getelementptr inbounds [2 x i64], [2 x i64]* %".648", i32 0, i32 0
  %".650" = load i64, i64* %".649", !range !1
  %".651" = getelementptr inbounds [2 x i64], [2 x i64]* %".648", i32 0, i32 1
  %".652" = load i64, i64* %".651", !range !1
  %".653" = insertvalue [2 x i64] undef, i64 %".650", 0
  %".654" = insertvalue [2 x i64] %".653", i64 %".652", 1
  %".655" = extractvalue [2 x i64] %".654", 0
  %".656" = extractvalue [2 x i64] %".654", 1
  %".657" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".644", i32 0, i32 6
  %".658" = load [2 x i64], [2 x i64]* %".657"
  %".659" = extractvalue [2 x i64] %".658", 0
  %".660" = extractvalue [2 x i64] %".658", 1
  %".661" = icmp slt i64 %".642", 0
  %".662" = add i64 %".642", %".655"
  %".663" = select  i1 %".661", i64 %".662", i64 %".642"
  %".664" = icmp slt i64 %".643", 0
  %".665" = add i64 %".643", %".656"
  %".666" = select  i1 %".664", i64 %".665", i64 %".643"
  %".667" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".644", i32 0, i32 5
  %".668" = getelementptr inbounds [2 x i64], [2 x i64]* %".667", i32 0, i32 0
  %".669" = load i64, i64* %".668", !range !1
  %".670" = getelementptr inbounds [2 x i64], [2 x i64]* %".667", i32 0, i32 1
  %".671" = load i64, i64* %".670", !range !1
  %".672" = insertvalue [2 x i64] undef, i64 %".669", 0
  %".673" = insertvalue [2 x i64] %".672", i64 %".671", 1
  %".674" = extractvalue [2 x i64] %".673", 0
  %".675" = extractvalue [2 x i64] %".673", 1
  %".676" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".644", i32 0, i32 6
  %".677" = load [2 x i64], [2 x i64]* %".676"
  %".678" = extractvalue [2 x i64] %".677", 0
  %".679" = extractvalue [2 x i64] %".677", 1
  %".680" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".644", i32 0, i32 4
  %".681" = load double*, double** %".680"
  %".682" = mul i64 %".678", %".663"
  %".683" = mul i64 %".679", %".666"
  %".684" = add i64 %".682", %".683"
  %".685" = ptrtoint double* %".681" to i64
  %".686" = add i64 %".685", %".684"
  %".687" = inttoptr i64 %".686" to double*
  store double %".632", double* %".687"
  %".689" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"out"
  ret void
B1028:
  %".693" = load i64, i64* %"y.1"
  store i64 0, i64* %"y.1"
  %".695" = load i64, i64* %"x.1"
  store i64 0, i64* %"x.1"
  %".697" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"tile"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"tile"
  %".699" = load {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %"tags"
  store {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %"tags"
  %".701" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"out"
  %".703" = load i1, i1* %"$790pred"
  store i1 0, i1* %"$790pred"
  ret void
B1032:
  %".707" = load i64, i64* %"y.1"
  store i64 0, i64* %"y.1"
  %".709" = load i64, i64* %"x.1"
  store i64 0, i64* %"x.1"
  %".711" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"tile"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"tile"
  %".713" = load {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %"tags"
  store {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i16*, [2 x i64], [2 x i64]}* %"tags"
  %".715" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"out"
  %".717" = load i1, i1* %"$824pred"
  store i1 0, i1* %"$824pred"
  ret void
}

@"_cudapy_smem_5" = addrspace(3) global [1056 x double] undef, align 8
@"_cudapy_smem_6" = addrspace(3) global [1024 x i16] undef, align 2
declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.z"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()

declare void @"llvm.nvvm.barrier0"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, double*, i64, i64, i64, i64, i8*, i8*, i64, i64, double*, i64, i64, i64, i64)* @"_ZN8__main__16shared_transposeB3v17B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi2E1A7mutable7alignedE5ArrayIdLi2E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !2 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ void (i8*, i8*, i64, i64, double*, i64, i64, i64, i64, i8*, i8*, i64, i64, double*, i64, i64, i64, i64)* @"_ZN8__main__16shared_transposeB3v17B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi2E1A7mutable7alignedE5ArrayIdLi2E1A7mutable7alignedE", !"kernel", i32 1 }