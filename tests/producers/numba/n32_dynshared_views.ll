; numba-cuda kernel n32_dynshared_views(Array(float32, 1, 'A', False, aligned=True), Array(float32, 1, 'A', False, aligned=True), float32) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "dynshared_views$35"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__15dynshared_viewsB3v35B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedEf" = common global i8* null
define void @"_ZN8__main__15dynshared_viewsB3v35B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedEf"(i8* %"x.0", i8* %"x.1", i64 %"x.2", i64 %"x.3", float* %"x.4", i64 %"x.5.0", i64 %"x.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", float* %"out.4", i64 %"out.5.0", i64 %"out.6.0", float %"n")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"x.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"x.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"x.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"x.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize", float* %"x.4", 4
  %".18" = insertvalue [1 x i64] undef, i64 %"x.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".18", 5
  %".19" = insertvalue [1 x i64] undef, i64 %"x.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".19", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"out.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"out.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"out.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", float* %"out.4", 4
  %".20" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".20", 5
  %".21" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".21", 6
  %"x" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %"out" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %"n.1" = alloca float
  store float 0.0, float* %"n.1"
  %".31" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".31"
  %"fs" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"fs"
  %".62" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".62"
  %"is_" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"is_"
  %"t" = alloca i32
  store i32 0, i32* %"t"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".113" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".113"
  %"$250pred" = alloca i1
  store i1 0, i1* %"$250pred"
  %".130" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".130"
  %"$phi296.0.2" = alloca float
  store float 0.0, float* %"$phi296.0.2"
  %".174" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".174"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".221" = alloca i64
  store i64 0, i64* %".221"
  %".224" = alloca i64
  store i64 0, i64* %".224"
  %"step.2" = alloca i64
  store i64 0, i64* %"step.2"
  %"$392pred" = alloca i1
  store i1 0, i1* %"$392pred"
  %"$514pred" = alloca i1
  store i1 0, i1* %"$514pred"
  %"$404pred" = alloca i1
  store i1 0, i1* %"$404pred"
  %".282" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".282"
  %".316" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".316"
  %".349" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".349"
  %"quot.1" = alloca i64
  store i64 0, i64* %"quot.1"
  %"rem.1" = alloca i64
  store i64 0, i64* %"rem.1"
  %".390" = alloca i64
  store i64 0, i64* %".390"
  %".393" = alloca i64
  store i64 0, i64* %".393"
  %".437" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".437"
  %"total" = alloca float
  store float 0.0, float* %"total"
  %".473" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".473"
  %"$590pred" = alloca i1
  store i1 0, i1* %"$590pred"
  %".490" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".490"
  %"$phi650.0.2" = alloca i64
  store i64 0, i64* %"$phi650.0.2"
  %".554" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".554"
  %"$706pred" = alloca i1
  store i1 0, i1* %"$706pred"
  %"c.2" = alloca i64
  store i64 0, i64* %"c.2"
  %".609" = alloca {i32, i32, i32}
  store {i32, i32, i32} zeroinitializer, {i32, i32, i32}* %".609"
  %".619" = alloca {i32, i32, i32}
  store {i32, i32, i32} zeroinitializer, {i32, i32, i32}* %".619"
  %".623" = alloca {i32*, i32, i32, i32*}
  store {i32*, i32, i32, i32*} zeroinitializer, {i32*, i32, i32, i32*}* %".623"
  %".632" = alloca i32
  store i32 0, i32* %".632"
  %".635" = alloca i32
  store i32 0, i32* %".635"
  %"$phi772.0" = alloca {i32*, i32, i32, i32*}
  store {i32*, i32, i32, i32*} zeroinitializer, {i32*, i32, i32, i32*}* %"$phi772.0"
  %".674" = alloca {i32, i1}
  store {i32, i1} zeroinitializer, {i32, i1}* %".674"
  %".677" = alloca {i32*, i32, i32, i32*}
  store {i32*, i32, i32, i32*} zeroinitializer, {i32*, i32, i32, i32*}* %".677"
  %".703" = alloca {i32, i1}
  store {i32, i1} zeroinitializer, {i32, i1}* %".703"
  %".709" = alloca {i32, i1}
  store {i32, i1} zeroinitializer, {i32, i1}* %".709"
  %"$772for_iter.3" = alloca i1
  store i1 0, i1* %"$772for_iter.3"
  %"$phi774.1" = alloca i32
  store i32 0, i32* %"$phi774.1"
  %".730" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".730"
  %".791" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".791"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store float %"n", float* %"n.1"
  %"generic" = addrspacecast [0 x float] addrspace(3)* @"_cudapy_smem_1" to i8*
  %".28" = call i32 asm sideeffect "mov.u32 $0, %dynamic_smem_size;", "=r"()
  %".29" = zext i32 %".28" to i64
  %".30" = udiv i64 %".29", 4
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".31"
  %".34" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".31", i32 0, i32 4
  %".35" = load float*, float** %".34"
  %".36" = bitcast i8* %"generic" to float*
  %".37" = insertvalue [1 x i64] undef, i64 %".30", 0
  %".38" = insertvalue [1 x i64] undef, i64 4, 0
  %".39" = extractvalue [1 x i64] %".37", 0
  %".40" = mul nsw i64 1, %".39"
  %".41" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".31", i32 0, i32 5
  store [1 x i64] %".37", [1 x i64]* %".41"
  %".43" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".31", i32 0, i32 6
  store [1 x i64] %".38", [1 x i64]* %".43"
  %".45" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".31", i32 0, i32 4
  store float* %".36", float** %".45"
  %".47" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".31", i32 0, i32 3
  store i64 4, i64* %".47"
  %".49" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".31", i32 0, i32 0
  store i8* null, i8** %".49"
  %".51" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".31", i32 0, i32 1
  store i8* null, i8** %".51"
  %".53" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".31", i32 0, i32 2
  store i64 %".40", i64* %".53"
  %".55" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".31"
  %".57" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"fs"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".55", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"fs"
  %"generic.1" = addrspacecast [0 x i32] addrspace(3)* @"_cudapy_smem_2" to i8*
  %".59" = call i32 asm sideeffect "mov.u32 $0, %dynamic_smem_size;", "=r"()
  %".60" = zext i32 %".59" to i64
  %".61" = udiv i64 %".60", 4
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".62"
  %".65" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".62", i32 0, i32 4
  %".66" = load i32*, i32** %".65"
  %".67" = bitcast i8* %"generic.1" to i32*
  %".68" = insertvalue [1 x i64] undef, i64 %".61", 0
  %".69" = insertvalue [1 x i64] undef, i64 4, 0
  %".70" = extractvalue [1 x i64] %".68", 0
  %".71" = mul nsw i64 1, %".70"
  %".72" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".62", i32 0, i32 5
  store [1 x i64] %".68", [1 x i64]* %".72"
  %".74" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".62", i32 0, i32 6
  store [1 x i64] %".69", [1 x i64]* %".74"
  %".76" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".62", i32 0, i32 4
  store i32* %".67", i32** %".76"
  %".78" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".62", i32 0, i32 3
  store i64 4, i64* %".78"
  %".80" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".62", i32 0, i32 0
  store i8* null, i8** %".80"
  %".82" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".62", i32 0, i32 1
  store i8* null, i8** %".82"
  %".84" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".62", i32 0, i32 2
  store i64 %".71", i64* %".84"
  %".86" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".62"
  %".88" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"is_"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".86", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"is_"
  %".90" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".91" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".92" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".93" = insertvalue {i32, i32, i32} undef, i32 %".90", 0
  %".94" = insertvalue {i32, i32, i32} %".93", i32 %".91", 1
  %".95" = insertvalue {i32, i32, i32} %".94", i32 %".92", 2
  %".96" = extractvalue {i32, i32, i32} %".95", 0
  %".98" = load i32, i32* %"t"
  store i32 %".96", i32* %"t"
  %".100" = trunc i64 1 to i32
  %".101" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".102" = sext i32 %".101" to i64
  %".103" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".104" = sext i32 %".103" to i64
  %".105" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".106" = sext i32 %".105" to i64
  %".107" = mul i64 %".104", %".106"
  %".108" = add i64 %".107", %".102"
  %".110" = load i64, i64* %"i"
  store i64 %".108", i64* %"i"
  %".112" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".113"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".112", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".113"
  %".117" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".113", i32 0, i32 2
  %".118" = load i64, i64* %".117"
  %".119" = load i64, i64* %"i"
  %".120" = icmp slt i64 %".119", %".118"
  %".122" = load i1, i1* %"$250pred"
  store i1 %".120", i1* %"$250pred"
  %".124" = load i1, i1* %"$250pred"
  br i1 %".124", label %"B252", label %"B268"
B252:
  %".126" = load i1, i1* %"$250pred"
  store i1 0, i1* %"$250pred"
  %".128" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".129" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".130"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".128", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".130"
  %".134" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".130", i32 0, i32 5
  %".135" = getelementptr inbounds [1 x i64], [1 x i64]* %".134", i32 0, i32 0
  %".136" = load i64, i64* %".135", !range !1
  %".137" = insertvalue [1 x i64] undef, i64 %".136", 0
  %".138" = extractvalue [1 x i64] %".137", 0
  %".139" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".130", i32 0, i32 6
  %".140" = load [1 x i64], [1 x i64]* %".139"
  %".141" = extractvalue [1 x i64] %".140", 0
  %".142" = icmp slt i64 %".129", 0
  %".143" = add i64 %".129", %".138"
  %".144" = select  i1 %".142", i64 %".143", i64 %".129"
  %".145" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".130", i32 0, i32 5
  %".146" = getelementptr inbounds [1 x i64], [1 x i64]* %".145", i32 0, i32 0
  %".147" = load i64, i64* %".146", !range !1
  %".148" = insertvalue [1 x i64] undef, i64 %".147", 0
  %".149" = extractvalue [1 x i64] %".148", 0
  %".150" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".130", i32 0, i32 6
  %".151" = load [1 x i64], [1 x i64]* %".150"
  %".152" = extractvalue [1 x i64] %".151", 0
  %".153" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".130", i32 0, i32 4
  %".154" = load float*, float** %".153"
  %".155" = mul i64 %".152", %".144"
  %".156" = ptrtoint float* %".154" to i64
  %".157" = add i64 %".156", %".155"
  %".158" = inttoptr i64 %".157" to float*
  %".159" = load float, float* %".158"
  %".161" = load float, float* %"$phi296.0.2"
  store float %".159", float* %"$phi296.0.2"
  br label %"B296"
B268:
  %".164" = load i1, i1* %"$250pred"
  store i1 0, i1* %"$250pred"
  %".166" = sitofp i64 0 to float
  %".167" = load float, float* %"$phi296.0.2"
  store float %".166", float* %"$phi296.0.2"
  br label %"B296"
B296:
  %".170" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"fs"
  %".171" = load float, float* %"$phi296.0.2"
  %".172" = load i32, i32* %"t"
  %".173" = sext i32 %".172" to i64
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".174"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".170", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".174"
  %".178" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".174", i32 0, i32 5
  %".179" = getelementptr inbounds [1 x i64], [1 x i64]* %".178", i32 0, i32 0
  %".180" = load i64, i64* %".179", !range !1
  %".181" = insertvalue [1 x i64] undef, i64 %".180", 0
  %".182" = extractvalue [1 x i64] %".181", 0
  %".183" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".174", i32 0, i32 6
  %".184" = load [1 x i64], [1 x i64]* %".183"
  %".185" = extractvalue [1 x i64] %".184", 0
  %".186" = icmp slt i64 %".173", 0
  %".187" = add i64 %".173", %".182"
  %".188" = select  i1 %".186", i64 %".187", i64 %".173"
  %".189" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".174", i32 0, i32 5
  %".190" = getelementptr inbounds [1 x i64], [1 x i64]* %".189", i32 0, i32 0
  %".191" = load i64, i64* %".190", !range !1
  %".192" = insertvalue [1 x i64] undef, i64 %".191", 0
  %".193" = extractvalue [1 x i64] %".192", 0
  %".194" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".174", i32 0, i32 6
  %".195" = load [1 x i64], [1 x i64]* %".194"
  %".196" = extractvalue [1 x i64] %".195", 0
  %".197" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".174", i32 0, i32 4
  %".198" = load float*, float** %".197"
  %".199" = mul i64 %".188", 1
  %".200" = add i64 0, %".199"
  %".201" = getelementptr float, float* %".198", i64 %".200"
  store float %".171", float* %".201"
  %".203" = load float, float* %"$phi296.0.2"
  store float 0.0, float* %"$phi296.0.2"
  call void @"llvm.nvvm.barrier0"()
  %".206" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".207" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.y"()
  %".208" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.z"()
  %".209" = insertvalue {i32, i32, i32} undef, i32 %".206", 0
  %".210" = insertvalue {i32, i32, i32} %".209", i32 %".207", 1
  %".211" = insertvalue {i32, i32, i32} %".210", i32 %".208", 2
  %".212" = extractvalue {i32, i32, i32} %".211", 0
  %".213" = sext i32 %".212" to i64
  %".216" = icmp eq i64 2, 0
  br i1 %".216", label %"B296.if", label %"B296.else", !prof !2
B394:
  %".264" = load i1, i1* %"$514pred"
  store i1 0, i1* %"$514pred"
  %".266" = load i1, i1* %"$392pred"
  store i1 0, i1* %"$392pred"
  %".268" = load i32, i32* %"t"
  %".269" = load i64, i64* %"step.2"
  %".270" = sext i32 %".268" to i64
  %".271" = icmp slt i64 %".270", %".269"
  %".273" = load i1, i1* %"$404pred"
  store i1 %".271", i1* %"$404pred"
  %".275" = load i1, i1* %"$404pred"
  br i1 %".275", label %"B406", label %"B456"
B406:
  %".277" = load i1, i1* %"$404pred"
  store i1 0, i1* %"$404pred"
  %".279" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"fs"
  %".280" = load i32, i32* %"t"
  %".281" = sext i32 %".280" to i64
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".282"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".279", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".282"
  %".286" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".282", i32 0, i32 5
  %".287" = getelementptr inbounds [1 x i64], [1 x i64]* %".286", i32 0, i32 0
  %".288" = load i64, i64* %".287", !range !1
  %".289" = insertvalue [1 x i64] undef, i64 %".288", 0
  %".290" = extractvalue [1 x i64] %".289", 0
  %".291" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".282", i32 0, i32 6
  %".292" = load [1 x i64], [1 x i64]* %".291"
  %".293" = extractvalue [1 x i64] %".292", 0
  %".294" = icmp slt i64 %".281", 0
  %".295" = add i64 %".281", %".290"
  %".296" = select  i1 %".294", i64 %".295", i64 %".281"
  %".297" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".282", i32 0, i32 5
  %".298" = getelementptr inbounds [1 x i64], [1 x i64]* %".297", i32 0, i32 0
  %".299" = load i64, i64* %".298", !range !1
  %".300" = insertvalue [1 x i64] undef, i64 %".299", 0
  %".301" = extractvalue [1 x i64] %".300", 0
  %".302" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".282", i32 0, i32 6
  %".303" = load [1 x i64], [1 x i64]* %".302"
  %".304" = extractvalue [1 x i64] %".303", 0
  %".305" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".282", i32 0, i32 4
  %".306" = load float*, float** %".305"
  %".307" = mul i64 %".296", 1
  %".308" = add i64 0, %".307"
  %".309" = getelementptr float, float* %".306", i64 %".308"
  %".310" = load float, float* %".309"
  %".311" = load i32, i32* %"t"
  %".312" = load i64, i64* %"step.2"
  %".313" = sext i32 %".311" to i64
  %".314" = add nsw i64 %".313", %".312"
  %".315" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"fs"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".316"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".315", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".316"
  %".320" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".316", i32 0, i32 5
  %".321" = getelementptr inbounds [1 x i64], [1 x i64]* %".320", i32 0, i32 0
  %".322" = load i64, i64* %".321", !range !1
  %".323" = insertvalue [1 x i64] undef, i64 %".322", 0
  %".324" = extractvalue [1 x i64] %".323", 0
  %".325" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".316", i32 0, i32 6
  %".326" = load [1 x i64], [1 x i64]* %".325"
  %".327" = extractvalue [1 x i64] %".326", 0
  %".328" = icmp slt i64 %".314", 0
  %".329" = add i64 %".314", %".324"
  %".330" = select  i1 %".328", i64 %".329", i64 %".314"
  %".331" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".316", i32 0, i32 5
  %".332" = getelementptr inbounds [1 x i64], [1 x i64]* %".331", i32 0, i32 0
  %".333" = load i64, i64* %".332", !range !1
  %".334" = insertvalue [1 x i64] undef, i64 %".333", 0
  %".335" = extractvalue [1 x i64] %".334", 0
  %".336" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".316", i32 0, i32 6
  %".337" = load [1 x i64], [1 x i64]* %".336"
  %".338" = extractvalue [1 x i64] %".337", 0
  %".339" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".316", i32 0, i32 4
  %".340" = load float*, float** %".339"
  %".341" = mul i64 %".330", 1
  %".342" = add i64 0, %".341"
  %".343" = getelementptr float, float* %".340", i64 %".342"
  %".344" = load float, float* %".343"
  %".345" = fadd float %".310", %".344"
  %".346" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"fs"
  %".347" = load i32, i32* %"t"
  %".348" = sext i32 %".347" to i64
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".349"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".346", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".349"
  %".353" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".349", i32 0, i32 5
  %".354" = getelementptr inbounds [1 x i64], [1 x i64]* %".353", i32 0, i32 0
  %".355" = load i64, i64* %".354", !range !1
  %".356" = insertvalue [1 x i64] undef, i64 %".355", 0
  %".357" = extractvalue [1 x i64] %".356", 0
  %".358" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".349", i32 0, i32 6
  %".359" = load [1 x i64], [1 x i64]* %".358"
  %".360" = extractvalue [1 x i64] %".359", 0
  %".361" = icmp slt i64 %".348", 0
  %".362" = add i64 %".348", %".357"
  %".363" = select  i1 %".361", i64 %".362", i64 %".348"
  %".364" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".349", i32 0, i32 5
  %".365" = getelementptr inbounds [1 x i64], [1 x i64]* %".364", i32 0, i32 0
  %".366" = load i64, i64* %".365", !range !1
  %".367" = insertvalue [1 x i64] undef, i64 %".366", 0
  %".368" = extractvalue [1 x i64] %".367", 0
  %".369" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".349", i32 0, i32 6
  %".370" = load [1 x i64], [1 x i64]* %".369"
  %".371" = extractvalue [1 x i64] %".370", 0
  %".372" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".349", i32 0, i32 4
  %".373" = load float*, float** %".372"
  %".374" = mul i64 %".363", 1
  %".375" = add i64 0, %".374"
  %".376" = getelementptr float, float* %".373", i64 %".375"
  store float %".345", float* %".376"
  br label %"B456"
B456:
  %".379" = load i1, i1* %"$404pred"
  store i1 0, i1* %"$404pred"
  call void @"llvm.nvvm.barrier0"()
  %".382" = load i64, i64* %"step.2"
  %".385" = icmp eq i64 2, 0
  br i1 %".385", label %"B456.if", label %"B456.else", !prof !2
B516:
  %".430" = load i64, i64* %"step.2"
  store i64 0, i64* %"step.2"
  %".432" = load i1, i1* %"$514pred"
  store i1 0, i1* %"$514pred"
  %".434" = load i1, i1* %"$392pred"
  store i1 0, i1* %"$392pred"
  %".436" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"fs"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".437"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".436", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".437"
  %".441" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".437", i32 0, i32 5
  %".442" = getelementptr inbounds [1 x i64], [1 x i64]* %".441", i32 0, i32 0
  %".443" = load i64, i64* %".442", !range !1
  %".444" = insertvalue [1 x i64] undef, i64 %".443", 0
  %".445" = extractvalue [1 x i64] %".444", 0
  %".446" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".437", i32 0, i32 6
  %".447" = load [1 x i64], [1 x i64]* %".446"
  %".448" = extractvalue [1 x i64] %".447", 0
  %".449" = icmp slt i64 0, 0
  %".450" = add i64 0, %".445"
  %".451" = select  i1 %".449", i64 %".450", i64 0
  %".452" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".437", i32 0, i32 5
  %".453" = getelementptr inbounds [1 x i64], [1 x i64]* %".452", i32 0, i32 0
  %".454" = load i64, i64* %".453", !range !1
  %".455" = insertvalue [1 x i64] undef, i64 %".454", 0
  %".456" = extractvalue [1 x i64] %".455", 0
  %".457" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".437", i32 0, i32 6
  %".458" = load [1 x i64], [1 x i64]* %".457"
  %".459" = extractvalue [1 x i64] %".458", 0
  %".460" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".437", i32 0, i32 4
  %".461" = load float*, float** %".460"
  %".462" = mul i64 %".451", 1
  %".463" = add i64 0, %".462"
  %".464" = getelementptr float, float* %".461", i64 %".463"
  %".465" = load float, float* %".464"
  %".467" = load float, float* %"total"
  store float %".465", float* %"total"
  %".469" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"fs"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"fs"
  call void @"llvm.nvvm.barrier0"()
  %".472" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".473"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".472", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".473"
  %".477" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".473", i32 0, i32 2
  %".478" = load i64, i64* %".477"
  %".479" = load i64, i64* %"i"
  %".480" = icmp slt i64 %".479", %".478"
  %".482" = load i1, i1* %"$590pred"
  store i1 %".480", i1* %"$590pred"
  %".484" = load i1, i1* %"$590pred"
  br i1 %".484", label %"B592", label %"B648"
B592:
  %".486" = load i1, i1* %"$590pred"
  store i1 0, i1* %"$590pred"
  %".488" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".489" = load i64, i64* %"i"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".490"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".488", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".490"
  %".494" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".490", i32 0, i32 5
  %".495" = getelementptr inbounds [1 x i64], [1 x i64]* %".494", i32 0, i32 0
  %".496" = load i64, i64* %".495", !range !1
  %".497" = insertvalue [1 x i64] undef, i64 %".496", 0
  %".498" = extractvalue [1 x i64] %".497", 0
  %".499" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".490", i32 0, i32 6
  %".500" = load [1 x i64], [1 x i64]* %".499"
  %".501" = extractvalue [1 x i64] %".500", 0
  %".502" = icmp slt i64 %".489", 0
  %".503" = add i64 %".489", %".498"
  %".504" = select  i1 %".502", i64 %".503", i64 %".489"
  %".505" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".490", i32 0, i32 5
  %".506" = getelementptr inbounds [1 x i64], [1 x i64]* %".505", i32 0, i32 0
  %".507" = load i64, i64* %".506", !range !1
  %".508" = insertvalue [1 x i64] undef, i64 %".507", 0
  %".509" = extractvalue [1 x i64] %".508", 0
  %".510" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".490", i32 0, i32 6
  %".511" = load [1 x i64], [1 x i64]* %".510"
  %".512" = extractvalue [1 x i64] %".511", 0
  %".513" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".490", i32 0, i32 4
  %".514" = load float*, float** %".513"
  %".515" = mul i64 %".512", %".504"
  %".516" = ptrtoint float* %".514" to i64
  %".517" = add i64 %".516", %".515"
  %".518" = inttoptr i64 %".517" to float*
  %".519" = load float, float* %".518"
  %".520" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".522" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".524" = load float, float* %"total"
  %".525" = load float, float* %"n.1"
  %".526" = fcmp oeq float %".525",              0x0
  br i1 %".526", label %"B592.if", label %"B592.endif", !prof !2
B648:
  %".539" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"x"
  %".541" = load float, float* %"n.1"
  store float 0.0, float* %"n.1"
  %".543" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".545" = load i1, i1* %"$590pred"
  store i1 0, i1* %"$590pred"
  %".547" = load i64, i64* %"$phi650.0.2"
  store i64 0, i64* %"$phi650.0.2"
  br label %"B650"
B650:
  %".550" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"is_"
  %".551" = load i64, i64* %"$phi650.0.2"
  %".552" = load i32, i32* %"t"
  %".553" = sext i32 %".552" to i64
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".554"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".550", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".554"
  %".558" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".554", i32 0, i32 5
  %".559" = getelementptr inbounds [1 x i64], [1 x i64]* %".558", i32 0, i32 0
  %".560" = load i64, i64* %".559", !range !1
  %".561" = insertvalue [1 x i64] undef, i64 %".560", 0
  %".562" = extractvalue [1 x i64] %".561", 0
  %".563" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".554", i32 0, i32 6
  %".564" = load [1 x i64], [1 x i64]* %".563"
  %".565" = extractvalue [1 x i64] %".564", 0
  %".566" = icmp slt i64 %".553", 0
  %".567" = add i64 %".553", %".562"
  %".568" = select  i1 %".566", i64 %".567", i64 %".553"
  %".569" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".554", i32 0, i32 5
  %".570" = getelementptr inbounds [1 x i64], [1 x i64]* %".569", i32 0, i32 0
  %".571" = load i64, i64* %".570", !range !1
  %".572" = insertvalue [1 x i64] undef, i64 %".571", 0
  %".573" = extractvalue [1 x i64] %".572", 0
  %".574" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".554", i32 0, i32 6
  %".575" = load [1 x i64], [1 x i64]* %".574"
  %".576" = extractvalue [1 x i64] %".575", 0
  %".577" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".554", i32 0, i32 4
  %".578" = load i32*, i32** %".577"
  %".579" = mul i64 %".568", 1
  %".580" = add i64 0, %".579"
  %".581" = getelementptr i32, i32* %".578", i64 %".580"
  %".582" = trunc i64 %".551" to i32
  store i32 %".582", i32* %".581"
  %".584" = load i64, i64* %"$phi650.0.2"
  store i64 0, i64* %"$phi650.0.2"
  call void @"llvm.nvvm.barrier0"()
  %".587" = load i32, i32* %"t"
  %".588" = sext i32 %".587" to i64
  %".589" = icmp eq i64 %".588", 0
  %".590" = load i32, i32* %"t"
  store i32 0, i32* %"t"
  %".593" = load i1, i1* %"$706pred"
  store i1 %".589", i1* %"$706pred"
  %".595" = load i1, i1* %"$706pred"
  br i1 %".595", label %"B708", label %"B850"
B708:
  %".597" = load i1, i1* %"$706pred"
  store i1 0, i1* %"$706pred"
  %".600" = load i64, i64* %"c.2"
  store i64 0, i64* %"c.2"
  %".602" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".603" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.y"()
  %".604" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.z"()
  %".605" = insertvalue {i32, i32, i32} undef, i32 %".602", 0
  %".606" = insertvalue {i32, i32, i32} %".605", i32 %".603", 1
  %".607" = insertvalue {i32, i32, i32} %".606", i32 %".604", 2
  %".608" = extractvalue {i32, i32, i32} %".607", 0
  store {i32, i32, i32} zeroinitializer, {i32, i32, i32}* %".609"
  %".612" = getelementptr inbounds {i32, i32, i32}, {i32, i32, i32}* %".609", i32 0, i32 0
  store i32 0, i32* %".612"
  %".614" = getelementptr inbounds {i32, i32, i32}, {i32, i32, i32}* %".609", i32 0, i32 1
  store i32 %".608", i32* %".614"
  %".616" = getelementptr inbounds {i32, i32, i32}, {i32, i32, i32}* %".609", i32 0, i32 2
  store i32 1, i32* %".616"
  %".618" = load {i32, i32, i32}, {i32, i32, i32}* %".609"
  store {i32, i32, i32} zeroinitializer, {i32, i32, i32}* %".619"
  store {i32, i32, i32} %".618", {i32, i32, i32}* %".619"
  store {i32*, i32, i32, i32*} zeroinitializer, {i32*, i32, i32, i32*}* %".623"
  %".626" = getelementptr inbounds {i32, i32, i32}, {i32, i32, i32}* %".619", i32 0, i32 0
  %".627" = load i32, i32* %".626"
  %".628" = getelementptr inbounds {i32, i32, i32}, {i32, i32, i32}* %".619", i32 0, i32 1
  %".629" = load i32, i32* %".628"
  %".630" = getelementptr inbounds {i32, i32, i32}, {i32, i32, i32}* %".619", i32 0, i32 2
  %".631" = load i32, i32* %".630"
  store i32 %".627", i32* %".632"
  %".637" = getelementptr inbounds {i32*, i32, i32, i32*}, {i32*, i32, i32, i32*}* %".623", i32 0, i32 0
  store i32* %".632", i32** %".637"
  %".639" = getelementptr inbounds {i32*, i32, i32, i32*}, {i32*, i32, i32, i32*}* %".623", i32 0, i32 1
  store i32 %".629", i32* %".639"
  %".641" = getelementptr inbounds {i32*, i32, i32, i32*}, {i32*, i32, i32, i32*}* %".623", i32 0, i32 2
  store i32 %".631", i32* %".641"
  %".643" = getelementptr inbounds {i32*, i32, i32, i32*}, {i32*, i32, i32, i32*}* %".623", i32 0, i32 3
  store i32* %".635", i32** %".643"
  %".645" = sub i32 %".629", %".627"
  %".646" = icmp sgt i32 %".645", 0
  %".647" = icmp sgt i32 %".631", 0
  %".648" = xor i1 %".646", %".647"
  %".649" = icmp eq i32 %".631", 0
  br i1 %".649", label %"B708.if", label %"B708.endif", !prof !2
B772:
  %".673" = load {i32*, i32, i32, i32*}, {i32*, i32, i32, i32*}* %"$phi772.0"
  store {i32, i1} zeroinitializer, {i32, i1}* %".674"
  store {i32*, i32, i32, i32*} zeroinitializer, {i32*, i32, i32, i32*}* %".677"
  store {i32*, i32, i32, i32*} %".673", {i32*, i32, i32, i32*}* %".677"
  %".681" = getelementptr inbounds {i32*, i32, i32, i32*}, {i32*, i32, i32, i32*}* %".677", i32 0, i32 3
  %".682" = load i32*, i32** %".681"
  %".683" = load i32, i32* %".682"
  %".684" = icmp sgt i32 %".683", 0
  %".685" = getelementptr inbounds {i32, i1}, {i32, i1}* %".674", i32 0, i32 1
  store i1 %".684", i1* %".685"
  br i1 %".684", label %"B772.if", label %"B772.endif"
B774:
  %".723" = load i1, i1* %"$772for_iter.3"
  store i1 0, i1* %"$772for_iter.3"
  %".725" = load i32, i32* %"$phi774.1"
  %".726" = load i32, i32* %"$phi774.1"
  store i32 0, i32* %"$phi774.1"
  %".728" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"is_"
  %".729" = sext i32 %".725" to i64
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".730"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".728", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".730"
  %".734" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".730", i32 0, i32 5
  %".735" = getelementptr inbounds [1 x i64], [1 x i64]* %".734", i32 0, i32 0
  %".736" = load i64, i64* %".735", !range !1
  %".737" = insertvalue [1 x i64] undef, i64 %".736", 0
  %".738" = extractvalue [1 x i64] %".737", 0
  %".739" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".730", i32 0, i32 6
  %".740" = load [1 x i64], [1 x i64]* %".739"
  %".741" = extractvalue [1 x i64] %".740", 0
  %".742" = icmp slt i64 %".729", 0
  %".743" = add i64 %".729", %".738"
  %".744" = select  i1 %".742", i64 %".743", i64 %".729"
  %".745" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".730", i32 0, i32 5
  %".746" = getelementptr inbounds [1 x i64], [1 x i64]* %".745", i32 0, i32 0
  %".747" = load i64, i64* %".746", !range !1
  %".748" = insertvalue [1 x i64] undef, i64 %".747", 0
  %".749" = extractvalue [1 x i64] %".748", 0
  %".750" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".730", i32 0, i32 6
  %".751" = load [1 x i64], [1 x i64]* %".750"
  %".752" = extractvalue [1 x i64] %".751", 0
  %".753" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".730", i32 0, i32 4
  %".754" = load i32*, i32** %".753"
  %".755" = mul i64 %".744", 1
  %".756" = add i64 0, %".755"
  %".757" = getelementptr i32, i32* %".754", i64 %".756"
  %".758" = load i32, i32* %".757"
  %".759" = load i64, i64* %"c.2"
  %".760" = sext i32 %".758" to i64
  %".761" = add nsw i64 %".759", %".760"
  %".762" = load i64, i64* %"c.2"
  store i64 %".761", i64* %"c.2"
  br label %"B772"
B800:
  %".765" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"is_"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"is_"
  %".767" = load i32, i32* %"$phi774.1"
  store i32 0, i32* %"$phi774.1"
  %".769" = load {i32*, i32, i32, i32*}, {i32*, i32, i32, i32*}* %"$phi772.0"
  store {i32*, i32, i32, i32*} zeroinitializer, {i32*, i32, i32, i32*}* %"$phi772.0"
  %".771" = load i1, i1* %"$772for_iter.3"
  store i1 0, i1* %"$772for_iter.3"
  %".773" = load float, float* %"total"
  %".774" = load i64, i64* %"c.2"
  %".775" = fpext float %".773" to double
  %".776" = sitofp i64 %".774" to double
  %".777" = fadd double %".775", %".776"
  %".778" = load float, float* %"total"
  store float 0.0, float* %"total"
  %".780" = load i64, i64* %"c.2"
  store i64 0, i64* %"c.2"
  %".782" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".783" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()
  %".784" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.z"()
  %".785" = insertvalue {i32, i32, i32} undef, i32 %".782", 0
  %".786" = insertvalue {i32, i32, i32} %".785", i32 %".783", 1
  %".787" = insertvalue {i32, i32, i32} %".786", i32 %".784", 2
  %".788" = extractvalue {i32, i32, i32} %".787", 0
  %".789" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".790" = sext i32 %".788" to i64
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".791"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".789", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".791"
  %".795" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".791", i32 0, i32 5
  %".796" = getelementptr inbounds [1 x i64], [1 x i64]* %".795", i32 0, i32 0
  %".797" = load i64, i64* %".796", !range !1
  %".798" = insertvalue [1 x i64] undef, i64 %".797", 0
  %".799" = extractvalue [1 x i64] %".798", 0
  %".800" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".791", i32 0, i32 6
  %".801" = load [1 x i64], [1 x i64]* %".800"
  %".802" = extractvalue [1 x i64] %".801", 0
  %".803" = icmp slt i64 %".790", 0
  %".804" = add i64 %".790", %".799"
  %".805" = select  i1 %".803", i64 %".804", i64 %".790"
  %".806" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".791", i32 0, i32 5
  %".807" = getelementptr inbounds [1 x i64], [1 x i64]* %".806", i32 0, i32 0
  %".808" = load i64, i64* %".807", !range !1
  %".809" = insertvalue [1 x i64] undef, i64 %".808", 0
  %".810" = extractvalue [1 x i64] %".809", 0
  %".811" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".791", i32 0, i32 6
  %".812" = load [1 x i64], [1 x i64]* %".811"
  %".813" = extractvalue [1 x i64] %".812", 0
  %".814" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".791", i32 0, i32 4
  %".815" = load float*, float** %".814"
  %".816" = mul i64 %".813", %".805"
  %".817" = ptrtoint float* %".815" to i64
  %".818" = add i64 %".817", %".816"
  %".819" = inttoptr i64 %".818" to float*
  %".820" = fptrunc double %".777" to float
  store float %".820", float* %".819"
  %".822" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  ret void
B850:
  %".826" = load float, float* %"total"
  store float 0.0, float* %"total"
  %".828" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"out"
  %".830" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"is_"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"is_"
  %".832" = load i1, i1* %"$706pred"
  store i1 0, i1* %"$706pred"
  ret void
B296.if:
  store i64 2, i64* %"quot"
  store i64 2, i64* %"rem"
  br label %"B296.endif"
B296.else:
  store i64 0, i64* %".221"
  store i64 0, i64* %".224"
  %".227" = icmp eq i64 %".213", -9223372036854775808
  %".228" = icmp eq i64 2, -1
  %".229" = and i1 %".227", %".228"
  %".230" = xor i1 %".229", -1
  br i1 %".230", label %"B296.else.if", label %"B296.else.endif", !prof !3
B296.endif:
  %".253" = load i64, i64* %"quot"
  %".255" = load i64, i64* %"step.2"
  store i64 %".253", i64* %"step.2"
  %".257" = icmp sgt i64 %".253", 0
  %".259" = load i1, i1* %"$392pred"
  store i1 %".257", i1* %"$392pred"
  %".261" = load i1, i1* %"$392pred"
  br i1 %".261", label %"B394", label %"B516"
B296.else.if:
  %".232" = sdiv i64 %".213", 2
  %".233" = srem i64 %".213", 2
  %".234" = xor i64 2, %".233"
  %".235" = icmp slt i64 %".234", 0
  %".236" = icmp ne i64 %".233", 0
  %".237" = and i1 %".236", %".235"
  br i1 %".237", label %"B296.else.if.if", label %"B296.else.if.else"
B296.else.endif:
  %".248" = load i64, i64* %".221"
  %".249" = load i64, i64* %".224"
  store i64 %".248", i64* %"quot"
  store i64 %".249", i64* %"rem"
  br label %"B296.endif"
B296.else.if.if:
  %".242" = sub i64 %".232", 1
  store i64 %".242", i64* %".221"
  %".244" = add i64 %".233", 2
  store i64 %".244", i64* %".224"
  br label %"B296.else.if.endif"
B296.else.if.else:
  store i64 %".232", i64* %".221"
  store i64 %".233", i64* %".224"
  br label %"B296.else.if.endif"
B296.else.if.endif:
  br label %"B296.else.endif"
B456.if:
  store i64 2, i64* %"quot.1"
  store i64 2, i64* %"rem.1"
  br label %"B456.endif"
B456.else:
  store i64 0, i64* %".390"
  store i64 0, i64* %".393"
  %".396" = icmp eq i64 %".382", -9223372036854775808
  %".397" = icmp eq i64 2, -1
  %".398" = and i1 %".396", %".397"
  %".399" = xor i1 %".398", -1
  br i1 %".399", label %"B456.else.if", label %"B456.else.endif", !prof !3
B456.endif:
  %".422" = load i64, i64* %"quot.1"
  %".423" = load i64, i64* %"step.2"
  store i64 %".422", i64* %"step.2"
  %".425" = icmp sgt i64 %".422", 0
  %".426" = load i1, i1* %"$514pred"
  store i1 %".425", i1* %"$514pred"
  %".428" = load i1, i1* %"$514pred"
  br i1 %".428", label %"B394", label %"B516"
B456.else.if:
  %".401" = sdiv i64 %".382", 2
  %".402" = srem i64 %".382", 2
  %".403" = xor i64 2, %".402"
  %".404" = icmp slt i64 %".403", 0
  %".405" = icmp ne i64 %".402", 0
  %".406" = and i1 %".405", %".404"
  br i1 %".406", label %"B456.else.if.if", label %"B456.else.if.else"
B456.else.endif:
  %".417" = load i64, i64* %".390"
  %".418" = load i64, i64* %".393"
  store i64 %".417", i64* %"quot.1"
  store i64 %".418", i64* %"rem.1"
  br label %"B456.endif"
B456.else.if.if:
  %".411" = sub i64 %".401", 1
  store i64 %".411", i64* %".390"
  %".413" = add i64 %".402", 2
  store i64 %".413", i64* %".393"
  br label %"B456.else.if.endif"
B456.else.if.else:
  store i64 %".401", i64* %".390"
  store i64 %".402", i64* %".393"
  br label %"B456.else.if.endif"
B456.else.if.endif:
  br label %"B456.else.endif"
B592.if:
  br label %"B592.endif"
B592.endif:
  %".529" = fdiv float %".524", %".525"
  %".530" = load float, float* %"n.1"
  store float 0.0, float* %"n.1"
  %".532" = fcmp ogt float %".519", %".529"
  %".533" = zext i1 %".532" to i32
  %".534" = sext i32 %".533" to i64
  %".536" = load i64, i64* %"$phi650.0.2"
  store i64 %".534", i64* %"$phi650.0.2"
  br label %"B650"
B708.if:
  ret void
B708.endif:
  br i1 %".648", label %"B708.endif.if", label %"B708.endif.else"
B708.endif.if:
  %".653" = getelementptr inbounds {i32*, i32, i32, i32*}, {i32*, i32, i32, i32*}* %".623", i32 0, i32 3
  %".654" = load i32*, i32** %".653"
  store i32 0, i32* %".654"
  br label %"B708.endif.endif"
B708.endif.else:
  %".657" = srem i32 %".645", %".631"
  %".658" = sub i32 0, %".657"
  %".659" = select  i1 %".646", i32 %".657", i32 %".658"
  %".660" = icmp sgt i32 %".659", 0
  %".661" = sdiv i32 %".645", %".631"
  %".662" = select  i1 %".660", i32 1, i32 0
  %".663" = add i32 %".661", %".662"
  %".664" = getelementptr inbounds {i32*, i32, i32, i32*}, {i32*, i32, i32, i32*}* %".623", i32 0, i32 3
  %".665" = load i32*, i32** %".664"
  store i32 %".663", i32* %".665"
  br label %"B708.endif.endif"
B708.endif.endif:
  %".668" = load {i32*, i32, i32, i32*}, {i32*, i32, i32, i32*}* %".623"
  %".670" = load {i32*, i32, i32, i32*}, {i32*, i32, i32, i32*}* %"$phi772.0"
  store {i32*, i32, i32, i32*} %".668", {i32*, i32, i32, i32*}* %"$phi772.0"
  br label %"B772"
B772.if:
  %".688" = getelementptr inbounds {i32*, i32, i32, i32*}, {i32*, i32, i32, i32*}* %".677", i32 0, i32 0
  %".689" = load i32*, i32** %".688"
  %".690" = load i32, i32* %".689"
  %".691" = getelementptr inbounds {i32, i1}, {i32, i1}* %".674", i32 0, i32 0
  store i32 %".690", i32* %".691"
  %".693" = sub nsw i32 %".683", 1
  store i32 %".693", i32* %".682"
  %".695" = getelementptr inbounds {i32*, i32, i32, i32*}, {i32*, i32, i32, i32*}* %".677", i32 0, i32 2
  %".696" = load i32, i32* %".695"
  %".697" = add i32 %".690", %".696"
  %".698" = getelementptr inbounds {i32*, i32, i32, i32*}, {i32*, i32, i32, i32*}* %".677", i32 0, i32 0
  %".699" = load i32*, i32** %".698"
  store i32 %".697", i32* %".699"
  br label %"B772.endif"
B772.endif:
  %".702" = load {i32, i1}, {i32, i1}* %".674"
  store {i32, i1} zeroinitializer, {i32, i1}* %".703"
  store {i32, i1} %".702", {i32, i1}* %".703"
  %".707" = getelementptr inbounds {i32, i1}, {i32, i1}* %".703", i32 0, i32 0
  %".708" = load i32, i32* %".707"
  store {i32, i1} zeroinitializer, {i32, i1}* %".709"
  store {i32, i1} %".702", {i32, i1}* %".709"
  %".713" = getelementptr inbounds {i32, i1}, {i32, i1}* %".709", i32 0, i32 1
  %".714" = load i1, i1* %".713"
  %".716" = load i1, i1* %"$772for_iter.3"
  store i1 %".714", i1* %"$772for_iter.3"
  %".719" = load i32, i32* %"$phi774.1"
  store i32 %".708", i32* %"$phi774.1"
  %".721" = load i1, i1* %"$772for_iter.3"
  br i1 %".721", label %"B774", label %"B800"
}

@"_cudapy_smem_1" = external addrspace(3) global [0 x float], align 4
@"_cudapy_smem_2" = external addrspace(3) global [0 x i32], align 4
declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare void @"llvm.nvvm.barrier0"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.z"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.z"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64, float)* @"_ZN8__main__15dynshared_viewsB3v35B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedEf" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ !"branch_weights", i32 99, i32 1 }
!4 = !{ void (i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64, float)* @"_ZN8__main__15dynshared_viewsB3v35B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIfLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedEf", !"kernel", i32 1 }