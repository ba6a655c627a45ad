; numba-cuda kernel atomics_more(Array(uint32, 1, 'A', False, aligned=True), Array(float32, 1, 'A', False, aligned=True), Array(float64, 1, 'A', False, aligned=True), Array(int32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "atomics_more$49"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__12atomics_moreB3v49B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIjLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__12atomics_moreB3v49B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIjLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", i32* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"f.0", i8* %"f.1", i64 %"f.2", i64 %"f.3", float* %"f.4", i64 %"f.5.0", i64 %"f.6.0", i8* %"d.0", i8* %"d.1", i64 %"d.2", i64 %"d.3", double* %"d.4", i64 %"d.5.0", i64 %"d.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", i32* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"x.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"x.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"x.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"x.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize", i32* %"x.4", 4
  %".31" = insertvalue [1 x i64] undef, i64 %"x.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".31", 5
  %".32" = insertvalue [1 x i64] undef, i64 %"x.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".32", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"f.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"f.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"f.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"f.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", float* %"f.4", 4
  %".33" = insertvalue [1 x i64] undef, i64 %"f.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".33", 5
  %".34" = insertvalue [1 x i64] undef, i64 %"f.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".34", 6
  %"inserted.meminfo.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"d.0", 0
  %"inserted.parent.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo.2", i8* %"d.1", 1
  %"inserted.nitems.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent.2", i64 %"d.2", 2
  %"inserted.itemsize.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems.2", i64 %"d.3", 3
  %"inserted.data.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize.2", double* %"d.4", 4
  %".35" = insertvalue [1 x i64] undef, i64 %"d.5.0", 0
  %"inserted.shape.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data.2", [1 x i64] %".35", 5
  %".36" = insertvalue [1 x i64] undef, i64 %"d.6.0", 0
  %"inserted.strides.2" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape.2", [1 x i64] %".36", 6
  %"inserted.meminfo.3" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.3" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo.3", i8* %"out.1", 1
  %"inserted.nitems.3" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent.3", i64 %"out.2", 2
  %"inserted.itemsize.3" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems.3", i64 %"out.3", 3
  %"inserted.data.3" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize.3", i32* %"out.4", 4
  %".37" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.3" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data.3", [1 x i64] %".37", 5
  %".38" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.3" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape.3", [1 x i64] %".38", 6
  %"x" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  %"f" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"f"
  %"d" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"d"
  %"out" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".59" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".59"
  %"sh" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"sh"
  %"$158pred" = alloca i1
  store i1 0, i1* %"$158pred"
  %".112" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".112"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".154" = alloca i64
  store i64 0, i64* %".154"
  %".157" = alloca i64
  store i64 0, i64* %".157"
  %".189" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".189"
  %".214" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".214"
  %".237" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".237"
  %".260" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".260"
  %".283" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".283"
  %".307" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".307"
  %".331" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".331"
  %".358" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".358"
  %".383" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".383"
  %".413" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".413"
  %"$1174pred" = alloca i1
  store i1 0, i1* %"$1174pred"
  %".463" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".463"
  %".503" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".503"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"f"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.2", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"d"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides.3", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".47" = trunc i64 1 to i32
  %".48" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".49" = sext i32 %".48" to i64
  %".50" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".51" = sext i32 %".50" to i64
  %".52" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".53" = sext i32 %".52" to i64
  %".54" = mul i64 %".51", %".53"
  %".55" = add i64 %".54", %".49"
  %".57" = load i64, i64* %"i"
  store i64 %".55", i64* %"i"
  %"generic" = addrspacecast [32 x i32] addrspace(3)* @"_cudapy_smem_5" to i8*
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".59"
  %".62" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".59", i32 0, i32 4
  %".63" = load i32*, i32** %".62"
  %".64" = bitcast i8* %"generic" to i32*
  %".65" = insertvalue [1 x i64] undef, i64 32, 0
  %".66" = insertvalue [1 x i64] undef, i64 4, 0
  %".67" = extractvalue [1 x i64] %".65", 0
  %".68" = mul nsw i64 1, %".67"
  %".69" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".59", i32 0, i32 5
  store [1 x i64] %".65", [1 x i64]* %".69"
  %".71" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".59", i32 0, i32 6
  store [1 x i64] %".66", [1 x i64]* %".71"
  %".73" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".59", i32 0, i32 4
  store i32* %".64", i32** %".73"
  %".75" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".59", i32 0, i32 3
  store i64 4, i64* %".75"
  %".77" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".59", i32 0, i32 0
  store i8* null, i8** %".77"
  %".79" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".59", i32 0, i32 1
  store i8* null, i8** %".79"
  %".81" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".59", i32 0, i32 2
  store i64 %".68", i64* %".81"
  %".83" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".59"
  %".85" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"sh"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".83", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"sh"
  %".87" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".88" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".89" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".90" = insertvalue {i32, i32, i32} undef, i32 %".87", 0
  %".91" = insertvalue {i32, i32, i32} %".90", i32 %".88", 1
  %".92" = insertvalue {i32, i32, i32} %".91", i32 %".89", 2
  %".93" = extractvalue {i32, i32, i32} %".92", 0
  %".94" = sext i32 %".93" to i64
  %".95" = icmp slt i64 %".94", 32
  %".97" = load i1, i1* %"$158pred"
  store i1 %".95", i1* %"$158pred"
  %".99" = load i1, i1* %"$158pred"
  br i1 %".99", label %"B160", label %"B200"
B160:
  %".101" = load i1, i1* %"$158pred"
  store i1 0, i1* %"$158pred"
  %".103" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".104" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".105" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".106" = insertvalue {i32, i32, i32} undef, i32 %".103", 0
  %".107" = insertvalue {i32, i32, i32} %".106", i32 %".104", 1
  %".108" = insertvalue {i32, i32, i32} %".107", i32 %".105", 2
  %".109" = extractvalue {i32, i32, i32} %".108", 0
  %".110" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"sh"
  %".111" = sext i32 %".109" to i64
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".112"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".110", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".112"
  %".116" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".112", i32 0, i32 5
  %".117" = getelementptr inbounds [1 x i64], [1 x i64]* %".116", i32 0, i32 0
  %".118" = load i64, i64* %".117", !range !1
  %".119" = insertvalue [1 x i64] undef, i64 %".118", 0
  %".120" = extractvalue [1 x i64] %".119", 0
  %".121" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".112", i32 0, i32 6
  %".122" = load [1 x i64], [1 x i64]* %".121"
  %".123" = extractvalue [1 x i64] %".122", 0
  %".124" = icmp slt i64 %".111", 0
  %".125" = add i64 %".111", %".120"
  %".126" = select  i1 %".124", i64 %".125", i64 %".111"
  %".127" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".112", i32 0, i32 5
  %".128" = getelementptr inbounds [1 x i64], [1 x i64]* %".127", i32 0, i32 0
  %".129" = load i64, i64* %".128", !range !1
  %".130" = insertvalue [1 x i64] undef, i64 %".129", 0
  %".131" = extractvalue [1 x i64] %".130", 0
  %".132" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".112", i32 0, i32 6
  %".133" = load [1 x i64], [1 x i64]* %".132"
  %".134" = extractvalue [1 x i64] %".133", 0
  %".135" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".112", i32 0, i32 4
  %".136" = load i32*, i32** %".135"
  %".137" = mul i64 %".126", 1
  %".138" = add i64 0, %".137"
  %".139" = getelementptr i32, i32* %".136", i64 %".138"
  %".140" = trunc i64 0 to i32
  store i32 %".140", i32* %".139"
  br label %"B200"
B200:
  %".143" = load i1, i1* %"$158pred"
  store i1 0, i1* %"$158pred"
  call void @"llvm.nvvm.barrier0"()
  %".146" = load i64, i64* %"i"
  %".149" = icmp eq i64 32, 0
  br i1 %".149", label %"B200.if", label %"B200.else", !prof !2
B1176:
  %".452" = load i1, i1* %"$1174pred"
  store i1 0, i1* %"$1174pred"
  %".454" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".455" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".456" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".457" = insertvalue {i32, i32, i32} undef, i32 %".454", 0
  %".458" = insertvalue {i32, i32, i32} %".457", i32 %".455", 1
  %".459" = insertvalue {i32, i32, i32} %".458", i32 %".456", 2
  %".460" = extractvalue {i32, i32, i32} %".459", 0
  %".461" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"sh"
  %".462" = sext i32 %".460" to i64
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".463"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".461", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".463"
  %".467" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".463", i32 0, i32 5
  %".468" = getelementptr inbounds [1 x i64], [1 x i64]* %".467", i32 0, i32 0
  %".469" = load i64, i64* %".468", !range !1
  %".470" = insertvalue [1 x i64] undef, i64 %".469", 0
  %".471" = extractvalue [1 x i64] %".470", 0
  %".472" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".463", i32 0, i32 6
  %".473" = load [1 x i64], [1 x i64]* %".472"
  %".474" = extractvalue [1 x i64] %".473", 0
  %".475" = icmp slt i64 %".462", 0
  %".476" = add i64 %".462", %".471"
  %".477" = select  i1 %".475", i64 %".476", i64 %".462"
  %".478" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".463", i32 0, i32 5
  %".479" = getelementptr inbounds [1 x i64], [1 x i64]* %".478", i32 0, i32 0
  %".480" = load i64, i64* %".479", !range !1
  %".481" = insertvalue [1 x i64] undef, i64 %".480", 0
  %".482" = extractvalue [1 x i64] %".481", 0
  %".483" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".463", i32 0, i32 6
  %".484" = load [1 x i64], [1 x i64]* %".483"
  %".485" = extractvalue [1 x i64] %".484", 0
  %".486" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".463", i32 0, i32 4
  %".487" = load i32*, i32** %".486"
  %".488" = mul i64 %".477", 1
  %".489" = add i64 0, %".488"
  %".490" = getelementptr i32, i32* %".487", i64 %".489"
  %".491" = load i32, i32* %".490"
  %".492" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"sh"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"sh"
  %".494" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".495" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".496" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".497" = insertvalue {i32, i32, i32} undef, i32 %".494", 0
  %".498" = insertvalue {i32, i32, i32} %".497", i32 %".495", 1
  %".499" = insertvalue {i32, i32, i32} %".498", i32 %".496", 2
  %".500" = extractvalue {i32, i32, i32} %".499", 0
  %".501" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".502" = sext i32 %".500" to i64
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".503"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".501", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".503"
  %".507" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".503", i32 0, i32 5
  %".508" = getelementptr inbounds [1 x i64], [1 x i64]* %".507", i32 0, i32 0
  %".509" = load i64, i64* %".508", !range !1
  %".510" = insertvalue [1 x i64] undef, i64 %".509", 0
  %".511" = extractvalue [1 x i64] %".510", 0
  %".512" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".503", i32 0, i32 6
  %".513" = load [1 x i64], [1 x i64]* %".512"
  %".514" = extractvalue [1 x i64] %".513", 0
  %".515" = icmp slt i64 %".502", 0
  %".516" = add i64 %".502", %".511"
  %".517" = select  i1 %".515", i64 %".516", i64 %".502"
  %".518" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".503", i32 0, i32 5
  %".519" = getelementptr inbounds [1 x i64], [1 x i64]* %".518", i32 0, i32 0
  %".520" = load i64, i64* %".519", !range !1
  %".521" = insertvalue [1 x i64] undef, i64 %".520", 0
  %".522" = extractvalue [1 x i64] %".521", 0
  %".523" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".503", i32 0, i32 6
  %".524" = load [1 x i64], [1 x i64]* %".523"
  %".525" = extractvalue [1 x i64] %".524", 0
  %".526" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".503", i32 0, i32 4
  %".527" = load i32*, i32** %".526"
  %".528" = mul i64 %".525", %".517"
  %".529" = ptrtoint i32* %".527" to i64
  %".530" = add i64 %".529", %".528"
  %".531" = inttoptr i64 %".530" to i32*
  store i32 %".491", i32* %".531"
  %".533" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  ret void
B1262:
  %".537" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"sh"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"sh"
  %".539" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"out"
  %".541" = load i1, i1* %"$1174pred"
  store i1 0, i1* %"$1174pred"
  ret void
B200.if:
  store i64 32, i64* %"quot"
  store i64 32, i64* %"rem"
  br label %"B200.endif"
B200.else:
  store i64 0, i64* %".154"
  store i64 0, i64* %".157"
  %".160" = icmp eq i64 %".146", -9223372036854775808
  %".161" = icmp eq i64 32, -1
  %".162" = and i1 %".160", %".161"
  %".163" = xor i1 %".162", -1
  br i1 %".163", label %"B200.else.if", label %"B200.else.endif", !prof !3
B200.endif:
  %".186" = load i64, i64* %"rem"
  %".187" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"sh"
  %".188" = trunc i64 1 to i32
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".189"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".187", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".189"
  %".193" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".189", i32 0, i32 5
  %".194" = getelementptr inbounds [1 x i64], [1 x i64]* %".193", i32 0, i32 0
  %".195" = load i64, i64* %".194", !range !1
  %".196" = insertvalue [1 x i64] undef, i64 %".195", 0
  %".197" = extractvalue [1 x i64] %".196", 0
  %".198" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".189", i32 0, i32 6
  %".199" = load [1 x i64], [1 x i64]* %".198"
  %".200" = extractvalue [1 x i64] %".199", 0
  %".201" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".189", i32 0, i32 4
  %".202" = load i32*, i32** %".201"
  %".203" = icmp slt i64 %".186", 0
  %".204" = add i64 %".197", %".186"
  %".205" = select  i1 %".203", i64 %".204", i64 %".186"
  %".206" = mul i64 %".205", 1
  %".207" = add i64 0, %".206"
  %".208" = getelementptr i32, i32* %".202", i64 %".207"
  %".209" = atomicrmw add i32* %".208", i32 %".188" monotonic
  %".210" = load i64, i64* %"i"
  %".211" = trunc i64 %".210" to i32
  %".212" = trunc i64 1 to i32
  %".213" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".214"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".213", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".214"
  %".218" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".214", i32 0, i32 5
  %".219" = getelementptr inbounds [1 x i64], [1 x i64]* %".218", i32 0, i32 0
  %".220" = load i64, i64* %".219", !range !1
  %".221" = insertvalue [1 x i64] undef, i64 %".220", 0
  %".222" = extractvalue [1 x i64] %".221", 0
  %".223" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".214", i32 0, i32 6
  %".224" = load [1 x i64], [1 x i64]* %".223"
  %".225" = extractvalue [1 x i64] %".224", 0
  %".226" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".214", i32 0, i32 4
  %".227" = load i32*, i32** %".226"
  %".228" = icmp slt i64 0, 0
  %".229" = add i64 %".222", 0
  %".230" = select  i1 %".228", i64 %".229", i64 0
  %".231" = mul i64 %".225", %".230"
  %".232" = ptrtoint i32* %".227" to i64
  %".233" = add i64 %".232", %".231"
  %".234" = inttoptr i64 %".233" to i32*
  %".235" = atomicrmw sub i32* %".234", i32 %".212" monotonic
  %".236" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".237"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".236", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".237"
  %".241" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".237", i32 0, i32 5
  %".242" = getelementptr inbounds [1 x i64], [1 x i64]* %".241", i32 0, i32 0
  %".243" = load i64, i64* %".242", !range !1
  %".244" = insertvalue [1 x i64] undef, i64 %".243", 0
  %".245" = extractvalue [1 x i64] %".244", 0
  %".246" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".237", i32 0, i32 6
  %".247" = load [1 x i64], [1 x i64]* %".246"
  %".248" = extractvalue [1 x i64] %".247", 0
  %".249" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".237", i32 0, i32 4
  %".250" = load i32*, i32** %".249"
  %".251" = icmp slt i64 1, 0
  %".252" = add i64 %".245", 1
  %".253" = select  i1 %".251", i64 %".252", i64 1
  %".254" = mul i64 %".248", %".253"
  %".255" = ptrtoint i32* %".250" to i64
  %".256" = add i64 %".255", %".254"
  %".257" = inttoptr i64 %".256" to i32*
  %".258" = atomicrmw and i32* %".257", i32 %".211" monotonic
  %".259" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".260"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".259", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".260"
  %".264" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".260", i32 0, i32 5
  %".265" = getelementptr inbounds [1 x i64], [1 x i64]* %".264", i32 0, i32 0
  %".266" = load i64, i64* %".265", !range !1
  %".267" = insertvalue [1 x i64] undef, i64 %".266", 0
  %".268" = extractvalue [1 x i64] %".267", 0
  %".269" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".260", i32 0, i32 6
  %".270" = load [1 x i64], [1 x i64]* %".269"
  %".271" = extractvalue [1 x i64] %".270", 0
  %".272" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".260", i32 0, i32 4
  %".273" = load i32*, i32** %".272"
  %".274" = icmp slt i64 2, 0
  %".275" = add i64 %".268", 2
  %".276" = select  i1 %".274", i64 %".275", i64 2
  %".277" = mul i64 %".271", %".276"
  %".278" = ptrtoint i32* %".273" to i64
  %".279" = add i64 %".278", %".277"
  %".280" = inttoptr i64 %".279" to i32*
  %".281" = atomicrmw or i32* %".280", i32 %".211" monotonic
  %".282" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".283"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".282", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".283"
  %".287" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".283", i32 0, i32 5
  %".288" = getelementptr inbounds [1 x i64], [1 x i64]* %".287", i32 0, i32 0
  %".289" = load i64, i64* %".288", !range !1
  %".290" = insertvalue [1 x i64] undef, i64 %".289", 0
  %".291" = extractvalue [1 x i64] %".290", 0
  %".292" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".283", i32 0, i32 6
  %".293" = load [1 x i64], [1 x i64]* %".292"
  %".294" = extractvalue [1 x i64] %".293", 0
  %".295" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".283", i32 0, i32 4
  %".296" = load i32*, i32** %".295"
  %".297" = icmp slt i64 3, 0
  %".298" = add i64 %".291", 3
  %".299" = select  i1 %".297", i64 %".298", i64 3
  %".300" = mul i64 %".294", %".299"
  %".301" = ptrtoint i32* %".296" to i64
  %".302" = add i64 %".301", %".300"
  %".303" = inttoptr i64 %".302" to i32*
  %".304" = atomicrmw xor i32* %".303", i32 %".211" monotonic
  %".305" = trunc i64 100 to i32
  %".306" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".307"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".306", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".307"
  %".311" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".307", i32 0, i32 5
  %".312" = getelementptr inbounds [1 x i64], [1 x i64]* %".311", i32 0, i32 0
  %".313" = load i64, i64* %".312", !range !1
  %".314" = insertvalue [1 x i64] undef, i64 %".313", 0
  %".315" = extractvalue [1 x i64] %".314", 0
  %".316" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".307", i32 0, i32 6
  %".317" = load [1 x i64], [1 x i64]* %".316"
  %".318" = extractvalue [1 x i64] %".317", 0
  %".319" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".307", i32 0, i32 4
  %".320" = load i32*, i32** %".319"
  %".321" = icmp slt i64 4, 0
  %".322" = add i64 %".315", 4
  %".323" = select  i1 %".321", i64 %".322", i64 4
  %".324" = mul i64 %".318", %".323"
  %".325" = ptrtoint i32* %".320" to i64
  %".326" = add i64 %".325", %".324"
  %".327" = inttoptr i64 %".326" to i32*
  %".328" = call i32 @"llvm.nvvm.atomic.load.inc.32.p0i32"(i32* %".327", i32 %".305")
  %".329" = trunc i64 100 to i32
  %".330" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".331"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".330", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".331"
  %".335" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".331", i32 0, i32 5
  %".336" = getelementptr inbounds [1 x i64], [1 x i64]* %".335", i32 0, i32 0
  %".337" = load i64, i64* %".336", !range !1
  %".338" = insertvalue [1 x i64] undef, i64 %".337", 0
  %".339" = extractvalue [1 x i64] %".338", 0
  %".340" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".331", i32 0, i32 6
  %".341" = load [1 x i64], [1 x i64]* %".340"
  %".342" = extractvalue [1 x i64] %".341", 0
  %".343" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".331", i32 0, i32 4
  %".344" = load i32*, i32** %".343"
  %".345" = icmp slt i64 5, 0
  %".346" = add i64 %".339", 5
  %".347" = select  i1 %".345", i64 %".346", i64 5
  %".348" = mul i64 %".342", %".347"
  %".349" = ptrtoint i32* %".344" to i64
  %".350" = add i64 %".349", %".348"
  %".351" = inttoptr i64 %".350" to i32*
  %".352" = call i32 @"llvm.nvvm.atomic.load.dec.32.p0i32"(i32* %".351", i32 %".329")
  %".353" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"x"
  %".355" = load i64, i64* %"i"
  %".356" = sitofp i64 %".355" to float
  %".357" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"f"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".358"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".357", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".358"
  %".362" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".358", i32 0, i32 5
  %".363" = getelementptr inbounds [1 x i64], [1 x i64]* %".362", i32 0, i32 0
  %".364" = load i64, i64* %".363", !range !1
  %".365" = insertvalue [1 x i64] undef, i64 %".364", 0
  %".366" = extractvalue [1 x i64] %".365", 0
  %".367" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".358", i32 0, i32 6
  %".368" = load [1 x i64], [1 x i64]* %".367"
  %".369" = extractvalue [1 x i64] %".368", 0
  %".370" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".358", i32 0, i32 4
  %".371" = load float*, float** %".370"
  %".372" = icmp slt i64 0, 0
  %".373" = add i64 %".366", 0
  %".374" = select  i1 %".372", i64 %".373", i64 0
  %".375" = mul i64 %".369", %".374"
  %".376" = ptrtoint float* %".371" to i64
  %".377" = add i64 %".376", %".375"
  %".378" = inttoptr i64 %".377" to float*
  %".379" = call float @"___numba_atomic_float_min"(float* %".378", float %".356")
  %".380" = load i64, i64* %"i"
  %".381" = sitofp i64 %".380" to float
  %".382" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"f"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".383"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".382", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".383"
  %".387" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".383", i32 0, i32 5
  %".388" = getelementptr inbounds [1 x i64], [1 x i64]* %".387", i32 0, i32 0
  %".389" = load i64, i64* %".388", !range !1
  %".390" = insertvalue [1 x i64] undef, i64 %".389", 0
  %".391" = extractvalue [1 x i64] %".390", 0
  %".392" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".383", i32 0, i32 6
  %".393" = load [1 x i64], [1 x i64]* %".392"
  %".394" = extractvalue [1 x i64] %".393", 0
  %".395" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".383", i32 0, i32 4
  %".396" = load float*, float** %".395"
  %".397" = icmp slt i64 1, 0
  %".398" = add i64 %".391", 1
  %".399" = select  i1 %".397", i64 %".398", i64 1
  %".400" = mul i64 %".394", %".399"
  %".401" = ptrtoint float* %".396" to i64
  %".402" = add i64 %".401", %".400"
  %".403" = inttoptr i64 %".402" to float*
  %".404" = call float @"___numba_atomic_float_max"(float* %".403", float %".381")
  %".405" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"f"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"f"
  %".407" = load i64, i64* %"i"
  %".408" = sitofp i64 %".407" to double
  %".409" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".411" = fmul double %".408", 0x3fe0000000000000
  %".412" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"d"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".413"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".412", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".413"
  %".417" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".413", i32 0, i32 5
  %".418" = getelementptr inbounds [1 x i64], [1 x i64]* %".417", i32 0, i32 0
  %".419" = load i64, i64* %".418", !range !1
  %".420" = insertvalue [1 x i64] undef, i64 %".419", 0
  %".421" = extractvalue [1 x i64] %".420", 0
  %".422" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".413", i32 0, i32 6
  %".423" = load [1 x i64], [1 x i64]* %".422"
  %".424" = extractvalue [1 x i64] %".423", 0
  %".425" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".413", i32 0, i32 4
  %".426" = load double*, double** %".425"
  %".427" = icmp slt i64 0, 0
  %".428" = add i64 %".421", 0
  %".429" = select  i1 %".427", i64 %".428", i64 0
  %".430" = mul i64 %".424", %".429"
  %".431" = ptrtoint double* %".426" to i64
  %".432" = add i64 %".431", %".430"
  %".433" = inttoptr i64 %".432" to double*
  %".434" = call double @"llvm.nvvm.atomic.load.add.f64.p0f64"(double* %".433", double %".411")
  %".435" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"d"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"d"
  call void @"llvm.nvvm.barrier0"()
  %".438" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".439" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".440" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".441" = insertvalue {i32, i32, i32} undef, i32 %".438", 0
  %".442" = insertvalue {i32, i32, i32} %".441", i32 %".439", 1
  %".443" = insertvalue {i32, i32, i32} %".442", i32 %".440", 2
  %".444" = extractvalue {i32, i32, i32} %".443", 0
  %".445" = sext i32 %".444" to i64
  %".446" = icmp slt i64 %".445", 32
  %".448" = load i1, i1* %"$1174pred"
  store i1 %".446", i1* %"$1174pred"
  %".450" = load i1, i1* %"$1174pred"
  br i1 %".450", label %"B1176", label %"B1262"
B200.else.if:
  %".165" = sdiv i64 %".146", 32
  %".166" = srem i64 %".146", 32
  %".167" = xor i64 32, %".166"
  %".168" = icmp slt i64 %".167", 0
  %".169" = icmp ne i64 %".166", 0
  %".170" = and i1 %".169", %".168"
  br i1 %".170", label %"B200.else.if.if", label %"B200.else.if.else"
B200.else.endif:
  %".181" = load i64, i64* %".154"
  %".182" = load i64, i64* %".157"
  store i64 %".181", i64* %"quot"
  store i64 %".182", i64* %"rem"
  br label %"B200.endif"
B200.else.if.if:
  %".175" = sub i64 %".165", 1
  store i64 %".175", i64* %".154"
  %".177" = add i64 %".166", 32
  store i64 %".177", i64* %".157"
  br label %"B200.else.if.endif"
B200.else.if.else:
  store i64 %".165", i64* %".154"
  store i64 %".166", i64* %".157"
  br label %"B200.else.if.endif"
B200.else.if.endif:
  br label %"B200.else.endif"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"_cudapy_smem_5" = addrspace(3) global [32 x i32] undef, align 4
declare i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()

declare void @"llvm.nvvm.barrier0"()

declare i32 @"llvm.nvvm.atomic.load.inc.32.p0i32"(i32* %".1", i32 %".2")

declare i32 @"llvm.nvvm.atomic.load.dec.32.p0i32"(i32* %".1", i32 %".2")


define internal float @___numba_atomic_float_min(float* %ptr, float %val) alwaysinline {
entry:
    %ptrval = load volatile float, float* %ptr
    ; Return early when:
    ; - For nanmin / nanmax when val is a NaN
    ; - For min / max when val or ptr is a NaN
    %early_return = fcmp uno float %val, %ptrval
    br i1 %early_return, label %done, label %lt_check

lt_check:
    %dold = phi float [ %ptrval, %entry ], [ %dcas, %attempt ]
    ; Continue attempts if dold less or greater than val (depending on whether min or max)
    ; or if dold is NaN (for nanmin / nanmax)
    %cmp = fcmp nnan ogt float %dold, %val
    br i1 %cmp, label %attempt, label %done

attempt:
    ; Attempt to swap in the value
    %old = bitcast float %dold to i32
    %iptr = bitcast float* %ptr to i32*
    %new = bitcast float %val to i32
    
    %cas_success = cmpxchg volatile i32* %iptr, i32 %old, i32 %new monotonic monotonic
    %cas = extractvalue { i32, i1 } %cas_success, 0

    %dcas = bitcast i32 %cas to float
    br label %lt_check

done:
    ret float %ptrval
}



define internal float @___numba_atomic_float_max(float* %ptr, float %val) alwaysinline {
entry:
    %ptrval = load volatile float, float* %ptr
    ; Return early when:
    ; - For nanmin / nanmax when val is a NaN
    ; - For min / max when val or ptr is a NaN
    %early_return = fcmp uno float %val, %ptrval
    br i1 %early_return, label %done, label %lt_check

lt_check:
    %dold = phi float [ %ptrval, %entry ], [ %dcas, %attempt ]
    ; Continue attempts if dold less or greater than val (depending on whether min or max)
    ; or if dold is NaN (for nanmin / nanmax)
    %cmp = fcmp nnan olt float %dold, %val
    br i1 %cmp, label %attempt, label %done

attempt:
    ; Attempt to swap in the value
    %old = bitcast float %dold to i32
    %iptr = bitcast float* %ptr to i32*
    %new = bitcast float %val to i32
    
    %cas_success = cmpxchg volatile i32* %iptr, i32 %old, i32 %new monotonic monotonic
    %cas = extractvalue { i32, i1 } %cas_success, 0

    %dcas = bitcast i32 %cas to float
    br label %lt_check

done:
    ret float %ptrval
}


declare double @"llvm.nvvm.atomic.load.add.f64.p0f64"(double* %".1", double %".2")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__12atomics_moreB3v49B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIjLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ !"branch_weights", i32 99, i32 1 }
!4 = !{ void (i8*, i8*, i64, i64, i32*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__12atomics_moreB3v49B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIjLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE", !"kernel", i32 1 }