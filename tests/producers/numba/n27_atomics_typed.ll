; numba-cuda kernel n27_atomics_typed(Array(int64, 1, 'A', False, aligned=True), Array(uint64, 1, 'A', False, aligned=True), Array(float32, 1, 'A', False, aligned=True), Array(float64, 1, 'A', False, aligned=True), Array(int32, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "atomics_typed$1"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__13atomics_typedB2v1B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIxLi1E1A7mutable7alignedE5ArrayIyLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__13atomics_typedB2v1B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIxLi1E1A7mutable7alignedE5ArrayIyLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE"(i8* %"i64.0", i8* %"i64.1", i64 %"i64.2", i64 %"i64.3", i64* %"i64.4", i64 %"i64.5.0", i64 %"i64.6.0", i8* %"u64.0", i8* %"u64.1", i64 %"u64.2", i64 %"u64.3", i64* %"u64.4", i64 %"u64.5.0", i64 %"u64.6.0", i8* %"f32.0", i8* %"f32.1", i64 %"f32.2", i64 %"f32.3", float* %"f32.4", i64 %"f32.5.0", i64 %"f32.6.0", i8* %"f64.0", i8* %"f64.1", i64 %"f64.2", i64 %"f64.3", double* %"f64.4", i64 %"f64.5.0", i64 %"f64.6.0", i8* %"i32.0", i8* %"i32.1", i64 %"i32.2", i64 %"i32.3", i32* %"i32.4", i64 %"i32.5.0", i64 %"i32.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} undef, i8* %"i64.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"i64.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"i64.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"i64.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.itemsize", i64* %"i64.4", 4
  %".38" = insertvalue [1 x i64] undef, i64 %"i64.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".38", 5
  %".39" = insertvalue [1 x i64] undef, i64 %"i64.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".39", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} undef, i8* %"u64.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"u64.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"u64.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"u64.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", i64* %"u64.4", 4
  %".40" = insertvalue [1 x i64] undef, i64 %"u64.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".40", 5
  %".41" = insertvalue [1 x i64] undef, i64 %"u64.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".41", 6
  %"inserted.meminfo.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} undef, i8* %"f32.0", 0
  %"inserted.parent.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.meminfo.2", i8* %"f32.1", 1
  %"inserted.nitems.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.parent.2", i64 %"f32.2", 2
  %"inserted.itemsize.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.nitems.2", i64 %"f32.3", 3
  %"inserted.data.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.itemsize.2", float* %"f32.4", 4
  %".42" = insertvalue [1 x i64] undef, i64 %"f32.5.0", 0
  %"inserted.shape.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.data.2", [1 x i64] %".42", 5
  %".43" = insertvalue [1 x i64] undef, i64 %"f32.6.0", 0
  %"inserted.strides.2" = insertvalue {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.shape.2", [1 x i64] %".43", 6
  %"inserted.meminfo.3" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"f64.0", 0
  %"inserted.parent.3" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo.3", i8* %"f64.1", 1
  %"inserted.nitems.3" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent.3", i64 %"f64.2", 2
  %"inserted.itemsize.3" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems.3", i64 %"f64.3", 3
  %"inserted.data.3" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize.3", double* %"f64.4", 4
  %".44" = insertvalue [1 x i64] undef, i64 %"f64.5.0", 0
  %"inserted.shape.3" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data.3", [1 x i64] %".44", 5
  %".45" = insertvalue [1 x i64] undef, i64 %"f64.6.0", 0
  %"inserted.strides.3" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape.3", [1 x i64] %".45", 6
  %"inserted.meminfo.4" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} undef, i8* %"i32.0", 0
  %"inserted.parent.4" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.meminfo.4", i8* %"i32.1", 1
  %"inserted.nitems.4" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.parent.4", i64 %"i32.2", 2
  %"inserted.itemsize.4" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.nitems.4", i64 %"i32.3", 3
  %"inserted.data.4" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.itemsize.4", i32* %"i32.4", 4
  %".46" = insertvalue [1 x i64] undef, i64 %"i32.5.0", 0
  %"inserted.shape.4" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.data.4", [1 x i64] %".46", 5
  %".47" = insertvalue [1 x i64] undef, i64 %"i32.6.0", 0
  %"inserted.strides.4" = insertvalue {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.shape.4", [1 x i64] %".47", 6
  %"i64" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"i64"
  %"u64" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"u64"
  %"f32" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"f32"
  %"f64" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"f64"
  %"i32" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"i32"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %".70" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70"
  %"sh" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"sh"
  %"$158pred" = alloca i1
  store i1 0, i1* %"$158pred"
  %".123" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".123"
  %".159" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".159"
  %".182" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".182"
  %".205" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".205"
  %".228" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".228"
  %".251" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".251"
  %".274" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".274"
  %"old" = alloca i64
  store i64 0, i64* %"old"
  %".304" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".304"
  %".328" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".328"
  %".351" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".351"
  %".374" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".374"
  %".397" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".397"
  %".420" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".420"
  %".447" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".447"
  %".470" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".470"
  %".493" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".493"
  %".516" = alloca {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".516"
  %".541" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".541"
  %".569" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".569"
  %".592" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".592"
  %".615" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".615"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".645" = alloca i64
  store i64 0, i64* %".645"
  %".648" = alloca i64
  store i64 0, i64* %".648"
  %".679" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".679"
  %".701" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".701"
  %".728" = alloca {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".728"
  %"$2170pred" = alloca i1
  store i1 0, i1* %"$2170pred"
  %".788" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".788"
  %".825" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".825"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"i64"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"u64"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %"inserted.strides.2", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"f32"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.3", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"f64"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %"inserted.strides.4", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"i32"
  %".58" = trunc i64 1 to i32
  %".59" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".60" = sext i32 %".59" to i64
  %".61" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".62" = sext i32 %".61" to i64
  %".63" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".64" = sext i32 %".63" to i64
  %".65" = mul i64 %".62", %".64"
  %".66" = add i64 %".65", %".60"
  %".68" = load i64, i64* %"i"
  store i64 %".66", i64* %"i"
  %"generic" = addrspacecast [4 x double] addrspace(3)* @"_cudapy_smem_1" to i8*
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70"
  %".73" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70", i32 0, i32 4
  %".74" = load double*, double** %".73"
  %".75" = bitcast i8* %"generic" to double*
  %".76" = insertvalue [1 x i64] undef, i64 4, 0
  %".77" = insertvalue [1 x i64] undef, i64 8, 0
  %".78" = extractvalue [1 x i64] %".76", 0
  %".79" = mul nsw i64 1, %".78"
  %".80" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70", i32 0, i32 5
  store [1 x i64] %".76", [1 x i64]* %".80"
  %".82" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70", i32 0, i32 6
  store [1 x i64] %".77", [1 x i64]* %".82"
  %".84" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70", i32 0, i32 4
  store double* %".75", double** %".84"
  %".86" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70", i32 0, i32 3
  store i64 8, i64* %".86"
  %".88" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70", i32 0, i32 0
  store i8* null, i8** %".88"
  %".90" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70", i32 0, i32 1
  store i8* null, i8** %".90"
  %".92" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70", i32 0, i32 2
  store i64 %".79", i64* %".92"
  %".94" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".70"
  %".96" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"sh"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".94", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"sh"
  %".98" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".99" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".100" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".101" = insertvalue {i32, i32, i32} undef, i32 %".98", 0
  %".102" = insertvalue {i32, i32, i32} %".101", i32 %".99", 1
  %".103" = insertvalue {i32, i32, i32} %".102", i32 %".100", 2
  %".104" = extractvalue {i32, i32, i32} %".103", 0
  %".105" = sext i32 %".104" to i64
  %".106" = icmp slt i64 %".105", 4
  %".108" = load i1, i1* %"$158pred"
  store i1 %".106", i1* %"$158pred"
  %".110" = load i1, i1* %"$158pred"
  br i1 %".110", label %"B160", label %"B200"
B160:
  %".112" = load i1, i1* %"$158pred"
  store i1 0, i1* %"$158pred"
  %".114" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".115" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".116" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".117" = insertvalue {i32, i32, i32} undef, i32 %".114", 0
  %".118" = insertvalue {i32, i32, i32} %".117", i32 %".115", 1
  %".119" = insertvalue {i32, i32, i32} %".118", i32 %".116", 2
  %".120" = extractvalue {i32, i32, i32} %".119", 0
  %".121" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"sh"
  %".122" = sext i32 %".120" to i64
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".123"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".121", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".123"
  %".127" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".123", i32 0, i32 5
  %".128" = getelementptr inbounds [1 x i64], [1 x i64]* %".127", i32 0, i32 0
  %".129" = load i64, i64* %".128", !range !1
  %".130" = insertvalue [1 x i64] undef, i64 %".129", 0
  %".131" = extractvalue [1 x i64] %".130", 0
  %".132" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".123", i32 0, i32 6
  %".133" = load [1 x i64], [1 x i64]* %".132"
  %".134" = extractvalue [1 x i64] %".133", 0
  %".135" = icmp slt i64 %".122", 0
  %".136" = add i64 %".122", %".131"
  %".137" = select  i1 %".135", i64 %".136", i64 %".122"
  %".138" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".123", i32 0, i32 5
  %".139" = getelementptr inbounds [1 x i64], [1 x i64]* %".138", i32 0, i32 0
  %".140" = load i64, i64* %".139", !range !1
  %".141" = insertvalue [1 x i64] undef, i64 %".140", 0
  %".142" = extractvalue [1 x i64] %".141", 0
  %".143" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".123", i32 0, i32 6
  %".144" = load [1 x i64], [1 x i64]* %".143"
  %".145" = extractvalue [1 x i64] %".144", 0
  %".146" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".123", i32 0, i32 4
  %".147" = load double*, double** %".146"
  %".148" = mul i64 %".137", 1
  %".149" = add i64 0, %".148"
  %".150" = getelementptr double, double* %".147", i64 %".149"
  store double              0x0, double* %".150"
  br label %"B200"
B200:
  %".153" = load i1, i1* %"$158pred"
  store i1 0, i1* %"$158pred"
  call void @"llvm.nvvm.barrier0"()
  %".156" = load i64, i64* %"i"
  %".157" = sub nsw i64 %".156", 100
  %".158" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"i64"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".159"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".158", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".159"
  %".163" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".159", i32 0, i32 5
  %".164" = getelementptr inbounds [1 x i64], [1 x i64]* %".163", i32 0, i32 0
  %".165" = load i64, i64* %".164", !range !1
  %".166" = insertvalue [1 x i64] undef, i64 %".165", 0
  %".167" = extractvalue [1 x i64] %".166", 0
  %".168" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".159", i32 0, i32 6
  %".169" = load [1 x i64], [1 x i64]* %".168"
  %".170" = extractvalue [1 x i64] %".169", 0
  %".171" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".159", i32 0, i32 4
  %".172" = load i64*, i64** %".171"
  %".173" = icmp slt i64 0, 0
  %".174" = add i64 %".167", 0
  %".175" = select  i1 %".173", i64 %".174", i64 0
  %".176" = mul i64 %".170", %".175"
  %".177" = ptrtoint i64* %".172" to i64
  %".178" = add i64 %".177", %".176"
  %".179" = inttoptr i64 %".178" to i64*
  %".180" = atomicrmw add i64* %".179", i64 %".157" monotonic
  %".181" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"i64"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".182"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".181", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".182"
  %".186" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".182", i32 0, i32 5
  %".187" = getelementptr inbounds [1 x i64], [1 x i64]* %".186", i32 0, i32 0
  %".188" = load i64, i64* %".187", !range !1
  %".189" = insertvalue [1 x i64] undef, i64 %".188", 0
  %".190" = extractvalue [1 x i64] %".189", 0
  %".191" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".182", i32 0, i32 6
  %".192" = load [1 x i64], [1 x i64]* %".191"
  %".193" = extractvalue [1 x i64] %".192", 0
  %".194" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".182", i32 0, i32 4
  %".195" = load i64*, i64** %".194"
  %".196" = icmp slt i64 1, 0
  %".197" = add i64 %".190", 1
  %".198" = select  i1 %".196", i64 %".197", i64 1
  %".199" = mul i64 %".193", %".198"
  %".200" = ptrtoint i64* %".195" to i64
  %".201" = add i64 %".200", %".199"
  %".202" = inttoptr i64 %".201" to i64*
  %".203" = atomicrmw sub i64* %".202", i64 %".157" monotonic
  %".204" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"i64"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".205"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".204", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".205"
  %".209" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".205", i32 0, i32 5
  %".210" = getelementptr inbounds [1 x i64], [1 x i64]* %".209", i32 0, i32 0
  %".211" = load i64, i64* %".210", !range !1
  %".212" = insertvalue [1 x i64] undef, i64 %".211", 0
  %".213" = extractvalue [1 x i64] %".212", 0
  %".214" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".205", i32 0, i32 6
  %".215" = load [1 x i64], [1 x i64]* %".214"
  %".216" = extractvalue [1 x i64] %".215", 0
  %".217" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".205", i32 0, i32 4
  %".218" = load i64*, i64** %".217"
  %".219" = icmp slt i64 2, 0
  %".220" = add i64 %".213", 2
  %".221" = select  i1 %".219", i64 %".220", i64 2
  %".222" = mul i64 %".216", %".221"
  %".223" = ptrtoint i64* %".218" to i64
  %".224" = add i64 %".223", %".222"
  %".225" = inttoptr i64 %".224" to i64*
  %".226" = atomicrmw max i64* %".225", i64 %".157" monotonic
  %".227" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"i64"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".228"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".227", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".228"
  %".232" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".228", i32 0, i32 5
  %".233" = getelementptr inbounds [1 x i64], [1 x i64]* %".232", i32 0, i32 0
  %".234" = load i64, i64* %".233", !range !1
  %".235" = insertvalue [1 x i64] undef, i64 %".234", 0
  %".236" = extractvalue [1 x i64] %".235", 0
  %".237" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".228", i32 0, i32 6
  %".238" = load [1 x i64], [1 x i64]* %".237"
  %".239" = extractvalue [1 x i64] %".238", 0
  %".240" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".228", i32 0, i32 4
  %".241" = load i64*, i64** %".240"
  %".242" = icmp slt i64 3, 0
  %".243" = add i64 %".236", 3
  %".244" = select  i1 %".242", i64 %".243", i64 3
  %".245" = mul i64 %".239", %".244"
  %".246" = ptrtoint i64* %".241" to i64
  %".247" = add i64 %".246", %".245"
  %".248" = inttoptr i64 %".247" to i64*
  %".249" = atomicrmw min i64* %".248", i64 %".157" monotonic
  %".250" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"i64"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".251"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".250", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".251"
  %".255" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".251", i32 0, i32 5
  %".256" = getelementptr inbounds [1 x i64], [1 x i64]* %".255", i32 0, i32 0
  %".257" = load i64, i64* %".256", !range !1
  %".258" = insertvalue [1 x i64] undef, i64 %".257", 0
  %".259" = extractvalue [1 x i64] %".258", 0
  %".260" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".251", i32 0, i32 6
  %".261" = load [1 x i64], [1 x i64]* %".260"
  %".262" = extractvalue [1 x i64] %".261", 0
  %".263" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".251", i32 0, i32 4
  %".264" = load i64*, i64** %".263"
  %".265" = icmp slt i64 4, 0
  %".266" = add i64 %".259", 4
  %".267" = select  i1 %".265", i64 %".266", i64 4
  %".268" = mul i64 %".262", %".267"
  %".269" = ptrtoint i64* %".264" to i64
  %".270" = add i64 %".269", %".268"
  %".271" = inttoptr i64 %".270" to i64*
  %".272" = atomicrmw xchg i64* %".271", i64 %".157" monotonic
  %".273" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"i64"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".274"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".273", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".274"
  %".278" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".274", i32 0, i32 5
  %".279" = getelementptr inbounds [1 x i64], [1 x i64]* %".278", i32 0, i32 0
  %".280" = load i64, i64* %".279", !range !1
  %".281" = insertvalue [1 x i64] undef, i64 %".280", 0
  %".282" = extractvalue [1 x i64] %".281", 0
  %".283" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".274", i32 0, i32 6
  %".284" = load [1 x i64], [1 x i64]* %".283"
  %".285" = extractvalue [1 x i64] %".284", 0
  %".286" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".274", i32 0, i32 4
  %".287" = load i64*, i64** %".286"
  %".288" = icmp slt i64 5, 0
  %".289" = add i64 %".282", 5
  %".290" = select  i1 %".288", i64 %".289", i64 5
  %".291" = mul i64 %".285", %".290"
  %".292" = ptrtoint i64* %".287" to i64
  %".293" = add i64 %".292", %".291"
  %".294" = inttoptr i64 %".293" to i64*
  %".295" = cmpxchg i64* %".294", i64 0, i64 %".157" monotonic monotonic
  %".296" = extractvalue {i64, i1} %".295", 0
  %".298" = load i64, i64* %"old"
  store i64 %".296", i64* %"old"
  %".300" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"i64"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"i64"
  %".302" = load i64, i64* %"i"
  %".303" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"u64"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".304"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".303", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".304"
  %".308" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".304", i32 0, i32 5
  %".309" = getelementptr inbounds [1 x i64], [1 x i64]* %".308", i32 0, i32 0
  %".310" = load i64, i64* %".309", !range !1
  %".311" = insertvalue [1 x i64] undef, i64 %".310", 0
  %".312" = extractvalue [1 x i64] %".311", 0
  %".313" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".304", i32 0, i32 6
  %".314" = load [1 x i64], [1 x i64]* %".313"
  %".315" = extractvalue [1 x i64] %".314", 0
  %".316" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".304", i32 0, i32 4
  %".317" = load i64*, i64** %".316"
  %".318" = icmp slt i64 0, 0
  %".319" = add i64 %".312", 0
  %".320" = select  i1 %".318", i64 %".319", i64 0
  %".321" = mul i64 %".315", %".320"
  %".322" = ptrtoint i64* %".317" to i64
  %".323" = add i64 %".322", %".321"
  %".324" = inttoptr i64 %".323" to i64*
  %".325" = atomicrmw and i64* %".324", i64 %".302" monotonic
  %".326" = shl i64 %".302", 33
  %".327" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"u64"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".328"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".327", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".328"
  %".332" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".328", i32 0, i32 5
  %".333" = getelementptr inbounds [1 x i64], [1 x i64]* %".332", i32 0, i32 0
  %".334" = load i64, i64* %".333", !range !1
  %".335" = insertvalue [1 x i64] undef, i64 %".334", 0
  %".336" = extractvalue [1 x i64] %".335", 0
  %".337" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".328", i32 0, i32 6
  %".338" = load [1 x i64], [1 x i64]* %".337"
  %".339" = extractvalue [1 x i64] %".338", 0
  %".340" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".328", i32 0, i32 4
  %".341" = load i64*, i64** %".340"
  %".342" = icmp slt i64 1, 0
  %".343" = add i64 %".336", 1
  %".344" = select  i1 %".342", i64 %".343", i64 1
  %".345" = mul i64 %".339", %".344"
  %".346" = ptrtoint i64* %".341" to i64
  %".347" = add i64 %".346", %".345"
  %".348" = inttoptr i64 %".347" to i64*
  %".349" = atomicrmw or i64* %".348", i64 %".326" monotonic
  %".350" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"u64"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".351"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".350", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".351"
  %".355" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".351", i32 0, i32 5
  %".356" = getelementptr inbounds [1 x i64], [1 x i64]* %".355", i32 0, i32 0
  %".357" = load i64, i64* %".356", !range !1
  %".358" = insertvalue [1 x i64] undef, i64 %".357", 0
  %".359" = extractvalue [1 x i64] %".358", 0
  %".360" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".351", i32 0, i32 6
  %".361" = load [1 x i64], [1 x i64]* %".360"
  %".362" = extractvalue [1 x i64] %".361", 0
  %".363" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".351", i32 0, i32 4
  %".364" = load i64*, i64** %".363"
  %".365" = icmp slt i64 2, 0
  %".366" = add i64 %".359", 2
  %".367" = select  i1 %".365", i64 %".366", i64 2
  %".368" = mul i64 %".362", %".367"
  %".369" = ptrtoint i64* %".364" to i64
  %".370" = add i64 %".369", %".368"
  %".371" = inttoptr i64 %".370" to i64*
  %".372" = atomicrmw xor i64* %".371", i64 %".302" monotonic
  %".373" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"u64"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".374"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".373", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".374"
  %".378" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".374", i32 0, i32 5
  %".379" = getelementptr inbounds [1 x i64], [1 x i64]* %".378", i32 0, i32 0
  %".380" = load i64, i64* %".379", !range !1
  %".381" = insertvalue [1 x i64] undef, i64 %".380", 0
  %".382" = extractvalue [1 x i64] %".381", 0
  %".383" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".374", i32 0, i32 6
  %".384" = load [1 x i64], [1 x i64]* %".383"
  %".385" = extractvalue [1 x i64] %".384", 0
  %".386" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".374", i32 0, i32 4
  %".387" = load i64*, i64** %".386"
  %".388" = icmp slt i64 3, 0
  %".389" = add i64 %".382", 3
  %".390" = select  i1 %".388", i64 %".389", i64 3
  %".391" = mul i64 %".385", %".390"
  %".392" = ptrtoint i64* %".387" to i64
  %".393" = add i64 %".392", %".391"
  %".394" = inttoptr i64 %".393" to i64*
  %".395" = atomicrmw umax i64* %".394", i64 %".302" monotonic
  %".396" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"u64"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".397"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".396", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".397"
  %".401" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".397", i32 0, i32 5
  %".402" = getelementptr inbounds [1 x i64], [1 x i64]* %".401", i32 0, i32 0
  %".403" = load i64, i64* %".402", !range !1
  %".404" = insertvalue [1 x i64] undef, i64 %".403", 0
  %".405" = extractvalue [1 x i64] %".404", 0
  %".406" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".397", i32 0, i32 6
  %".407" = load [1 x i64], [1 x i64]* %".406"
  %".408" = extractvalue [1 x i64] %".407", 0
  %".409" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".397", i32 0, i32 4
  %".410" = load i64*, i64** %".409"
  %".411" = icmp slt i64 4, 0
  %".412" = add i64 %".405", 4
  %".413" = select  i1 %".411", i64 %".412", i64 4
  %".414" = mul i64 %".408", %".413"
  %".415" = ptrtoint i64* %".410" to i64
  %".416" = add i64 %".415", %".414"
  %".417" = inttoptr i64 %".416" to i64*
  %".418" = call i64 @"___numba_atomic_u64_inc"(i64* %".417", i64 1000)
  %".419" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"u64"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".420"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".419", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".420"
  %".424" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".420", i32 0, i32 5
  %".425" = getelementptr inbounds [1 x i64], [1 x i64]* %".424", i32 0, i32 0
  %".426" = load i64, i64* %".425", !range !1
  %".427" = insertvalue [1 x i64] undef, i64 %".426", 0
  %".428" = extractvalue [1 x i64] %".427", 0
  %".429" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".420", i32 0, i32 6
  %".430" = load [1 x i64], [1 x i64]* %".429"
  %".431" = extractvalue [1 x i64] %".430", 0
  %".432" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".420", i32 0, i32 4
  %".433" = load i64*, i64** %".432"
  %".434" = icmp slt i64 5, 0
  %".435" = add i64 %".428", 5
  %".436" = select  i1 %".434", i64 %".435", i64 5
  %".437" = mul i64 %".431", %".436"
  %".438" = ptrtoint i64* %".433" to i64
  %".439" = add i64 %".438", %".437"
  %".440" = inttoptr i64 %".439" to i64*
  %".441" = call i64 @"___numba_atomic_u64_dec"(i64* %".440", i64 1000)
  %".442" = load i64, i64* %"i"
  %".443" = sitofp i64 %".442" to float
  %".444" = fptrunc double 0x3fd0000000000000 to float
  %".445" = fmul float %".443", %".444"
  %".446" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"f32"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".447"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".446", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".447"
  %".451" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".447", i32 0, i32 5
  %".452" = getelementptr inbounds [1 x i64], [1 x i64]* %".451", i32 0, i32 0
  %".453" = load i64, i64* %".452", !range !1
  %".454" = insertvalue [1 x i64] undef, i64 %".453", 0
  %".455" = extractvalue [1 x i64] %".454", 0
  %".456" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".447", i32 0, i32 6
  %".457" = load [1 x i64], [1 x i64]* %".456"
  %".458" = extractvalue [1 x i64] %".457", 0
  %".459" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".447", i32 0, i32 4
  %".460" = load float*, float** %".459"
  %".461" = icmp slt i64 0, 0
  %".462" = add i64 %".455", 0
  %".463" = select  i1 %".461", i64 %".462", i64 0
  %".464" = mul i64 %".458", %".463"
  %".465" = ptrtoint float* %".460" to i64
  %".466" = add i64 %".465", %".464"
  %".467" = inttoptr i64 %".466" to float*
  %".468" = call float @"llvm.nvvm.atomic.load.add.f32.p0f32"(float* %".467", float %".445")
  %".469" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"f32"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".470"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".469", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".470"
  %".474" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".470", i32 0, i32 5
  %".475" = getelementptr inbounds [1 x i64], [1 x i64]* %".474", i32 0, i32 0
  %".476" = load i64, i64* %".475", !range !1
  %".477" = insertvalue [1 x i64] undef, i64 %".476", 0
  %".478" = extractvalue [1 x i64] %".477", 0
  %".479" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".470", i32 0, i32 6
  %".480" = load [1 x i64], [1 x i64]* %".479"
  %".481" = extractvalue [1 x i64] %".480", 0
  %".482" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".470", i32 0, i32 4
  %".483" = load float*, float** %".482"
  %".484" = icmp slt i64 1, 0
  %".485" = add i64 %".478", 1
  %".486" = select  i1 %".484", i64 %".485", i64 1
  %".487" = mul i64 %".481", %".486"
  %".488" = ptrtoint float* %".483" to i64
  %".489" = add i64 %".488", %".487"
  %".490" = inttoptr i64 %".489" to float*
  %".491" = call float @"___numba_atomic_float_sub"(float* %".490", float %".445")
  %".492" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"f32"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".493"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".492", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".493"
  %".497" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".493", i32 0, i32 5
  %".498" = getelementptr inbounds [1 x i64], [1 x i64]* %".497", i32 0, i32 0
  %".499" = load i64, i64* %".498", !range !1
  %".500" = insertvalue [1 x i64] undef, i64 %".499", 0
  %".501" = extractvalue [1 x i64] %".500", 0
  %".502" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".493", i32 0, i32 6
  %".503" = load [1 x i64], [1 x i64]* %".502"
  %".504" = extractvalue [1 x i64] %".503", 0
  %".505" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".493", i32 0, i32 4
  %".506" = load float*, float** %".505"
  %".507" = icmp slt i64 2, 0
  %".508" = add i64 %".501", 2
  %".509" = select  i1 %".507", i64 %".508", i64 2
  %".510" = mul i64 %".504", %".509"
  %".511" = ptrtoint float* %".506" to i64
  %".512" = add i64 %".511", %".510"
  %".513" = inttoptr i64 %".512" to float*
  %".514" = call float @"___numba_atomic_float_nanmax"(float* %".513", float %".445")
  %".515" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"f32"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".516"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} %".515", {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".516"
  %".520" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".516", i32 0, i32 5
  %".521" = getelementptr inbounds [1 x i64], [1 x i64]* %".520", i32 0, i32 0
  %".522" = load i64, i64* %".521", !range !1
  %".523" = insertvalue [1 x i64] undef, i64 %".522", 0
  %".524" = extractvalue [1 x i64] %".523", 0
  %".525" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".516", i32 0, i32 6
  %".526" = load [1 x i64], [1 x i64]* %".525"
  %".527" = extractvalue [1 x i64] %".526", 0
  %".528" = getelementptr inbounds {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %".516", i32 0, i32 4
  %".529" = load float*, float** %".528"
  %".530" = icmp slt i64 3, 0
  %".531" = add i64 %".524", 3
  %".532" = select  i1 %".530", i64 %".531", i64 3
  %".533" = mul i64 %".527", %".532"
  %".534" = ptrtoint float* %".529" to i64
  %".535" = add i64 %".534", %".533"
  %".536" = inttoptr i64 %".535" to float*
  %".537" = call float @"___numba_atomic_float_nanmin"(float* %".536", float %".445")
  %".538" = load {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"f32"
  store {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, float*, [1 x i64], [1 x i64]}* %"f32"
  %".540" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"u64"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".541"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".540", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".541"
  %".545" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".541", i32 0, i32 5
  %".546" = getelementptr inbounds [1 x i64], [1 x i64]* %".545", i32 0, i32 0
  %".547" = load i64, i64* %".546", !range !1
  %".548" = insertvalue [1 x i64] undef, i64 %".547", 0
  %".549" = extractvalue [1 x i64] %".548", 0
  %".550" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".541", i32 0, i32 6
  %".551" = load [1 x i64], [1 x i64]* %".550"
  %".552" = extractvalue [1 x i64] %".551", 0
  %".553" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".541", i32 0, i32 4
  %".554" = load i64*, i64** %".553"
  %".555" = icmp slt i64 6, 0
  %".556" = add i64 %".549", 6
  %".557" = select  i1 %".555", i64 %".556", i64 6
  %".558" = mul i64 %".552", %".557"
  %".559" = ptrtoint i64* %".554" to i64
  %".560" = add i64 %".559", %".558"
  %".561" = inttoptr i64 %".560" to i64*
  %".562" = atomicrmw xchg i64* %".561", i64 %".302" monotonic
  %".563" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"u64"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"u64"
  %".565" = load i64, i64* %"i"
  %".566" = sitofp i64 %".565" to double
  %".567" = fmul double %".566", 0x3fe0000000000000
  %".568" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"f64"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".569"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".568", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".569"
  %".573" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".569", i32 0, i32 5
  %".574" = getelementptr inbounds [1 x i64], [1 x i64]* %".573", i32 0, i32 0
  %".575" = load i64, i64* %".574", !range !1
  %".576" = insertvalue [1 x i64] undef, i64 %".575", 0
  %".577" = extractvalue [1 x i64] %".576", 0
  %".578" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".569", i32 0, i32 6
  %".579" = load [1 x i64], [1 x i64]* %".578"
  %".580" = extractvalue [1 x i64] %".579", 0
  %".581" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".569", i32 0, i32 4
  %".582" = load double*, double** %".581"
  %".583" = icmp slt i64 0, 0
  %".584" = add i64 %".577", 0
  %".585" = select  i1 %".583", i64 %".584", i64 0
  %".586" = mul i64 %".580", %".585"
  %".587" = ptrtoint double* %".582" to i64
  %".588" = add i64 %".587", %".586"
  %".589" = inttoptr i64 %".588" to double*
  %".590" = call double @"___numba_atomic_double_max"(double* %".589", double %".567")
  %".591" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"f64"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".592"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".591", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".592"
  %".596" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".592", i32 0, i32 5
  %".597" = getelementptr inbounds [1 x i64], [1 x i64]* %".596", i32 0, i32 0
  %".598" = load i64, i64* %".597", !range !1
  %".599" = insertvalue [1 x i64] undef, i64 %".598", 0
  %".600" = extractvalue [1 x i64] %".599", 0
  %".601" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".592", i32 0, i32 6
  %".602" = load [1 x i64], [1 x i64]* %".601"
  %".603" = extractvalue [1 x i64] %".602", 0
  %".604" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".592", i32 0, i32 4
  %".605" = load double*, double** %".604"
  %".606" = icmp slt i64 1, 0
  %".607" = add i64 %".600", 1
  %".608" = select  i1 %".606", i64 %".607", i64 1
  %".609" = mul i64 %".603", %".608"
  %".610" = ptrtoint double* %".605" to i64
  %".611" = add i64 %".610", %".609"
  %".612" = inttoptr i64 %".611" to double*
  %".613" = call double @"___numba_atomic_double_min"(double* %".612", double %".567")
  %".614" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"f64"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".615"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".614", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".615"
  %".619" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".615", i32 0, i32 5
  %".620" = getelementptr inbounds [1 x i64], [1 x i64]* %".619", i32 0, i32 0
  %".621" = load i64, i64* %".620", !range !1
  %".622" = insertvalue [1 x i64] undef, i64 %".621", 0
  %".623" = extractvalue [1 x i64] %".622", 0
  %".624" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".615", i32 0, i32 6
  %".625" = load [1 x i64], [1 x i64]* %".624"
  %".626" = extractvalue [1 x i64] %".625", 0
  %".627" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".615", i32 0, i32 4
  %".628" = load double*, double** %".627"
  %".629" = icmp slt i64 2, 0
  %".630" = add i64 %".623", 2
  %".631" = select  i1 %".629", i64 %".630", i64 2
  %".632" = mul i64 %".626", %".631"
  %".633" = ptrtoint double* %".628" to i64
  %".634" = add i64 %".633", %".632"
  %".635" = inttoptr i64 %".634" to double*
  %".636" = call double @"___numba_atomic_double_sub"(double* %".635", double %".567")
  %".637" = load i64, i64* %"i"
  %".640" = icmp eq i64 4, 0
  br i1 %".640", label %"B200.if", label %"B200.else", !prof !2
B2172:
  %".768" = load i1, i1* %"$2170pred"
  store i1 0, i1* %"$2170pred"
  %".770" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".771" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".772" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".773" = insertvalue {i32, i32, i32} undef, i32 %".770", 0
  %".774" = insertvalue {i32, i32, i32} %".773", i32 %".771", 1
  %".775" = insertvalue {i32, i32, i32} %".774", i32 %".772", 2
  %".776" = extractvalue {i32, i32, i32} %".775", 0
  %".777" = sext i32 %".776" to i64
  %".778" = add nsw i64 3, %".777"
  %".779" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".780" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".781" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".782" = insertvalue {i32, i32, i32} undef, i32 %".779", 0
  %".783" = insertvalue {i32, i32, i32} %".782", i32 %".780", 1
  %".784" = insertvalue {i32, i32, i32} %".783", i32 %".781", 2
  %".785" = extractvalue {i32, i32, i32} %".784", 0
  %".786" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"sh"
  %".787" = sext i32 %".785" to i64
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".788"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".786", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".788"
  %".792" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".788", i32 0, i32 5
  %".793" = getelementptr inbounds [1 x i64], [1 x i64]* %".792", i32 0, i32 0
  %".794" = load i64, i64* %".793", !range !1
  %".795" = insertvalue [1 x i64] undef, i64 %".794", 0
  %".796" = extractvalue [1 x i64] %".795", 0
  %".797" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".788", i32 0, i32 6
  %".798" = load [1 x i64], [1 x i64]* %".797"
  %".799" = extractvalue [1 x i64] %".798", 0
  %".800" = icmp slt i64 %".787", 0
  %".801" = add i64 %".787", %".796"
  %".802" = select  i1 %".800", i64 %".801", i64 %".787"
  %".803" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".788", i32 0, i32 5
  %".804" = getelementptr inbounds [1 x i64], [1 x i64]* %".803", i32 0, i32 0
  %".805" = load i64, i64* %".804", !range !1
  %".806" = insertvalue [1 x i64] undef, i64 %".805", 0
  %".807" = extractvalue [1 x i64] %".806", 0
  %".808" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".788", i32 0, i32 6
  %".809" = load [1 x i64], [1 x i64]* %".808"
  %".810" = extractvalue [1 x i64] %".809", 0
  %".811" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".788", i32 0, i32 4
  %".812" = load double*, double** %".811"
  %".813" = mul i64 %".802", 1
  %".814" = add i64 0, %".813"
  %".815" = getelementptr double, double* %".812", i64 %".814"
  %".816" = load double, double* %".815"
  %".817" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"sh"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"sh"
  %".819" = load i64, i64* %"old"
  %".820" = sitofp i64 %".819" to double
  %".821" = load i64, i64* %"old"
  store i64 0, i64* %"old"
  %".823" = fadd double %".816", %".820"
  %".824" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"f64"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".825"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".824", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".825"
  %".829" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".825", i32 0, i32 5
  %".830" = getelementptr inbounds [1 x i64], [1 x i64]* %".829", i32 0, i32 0
  %".831" = load i64, i64* %".830", !range !1
  %".832" = insertvalue [1 x i64] undef, i64 %".831", 0
  %".833" = extractvalue [1 x i64] %".832", 0
  %".834" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".825", i32 0, i32 6
  %".835" = load [1 x i64], [1 x i64]* %".834"
  %".836" = extractvalue [1 x i64] %".835", 0
  %".837" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".825", i32 0, i32 4
  %".838" = load double*, double** %".837"
  %".839" = icmp slt i64 %".778", 0
  %".840" = add i64 %".833", %".778"
  %".841" = select  i1 %".839", i64 %".840", i64 %".778"
  %".842" = mul i64 %".836", %".841"
  %".843" = ptrtoint double* %".838" to i64
  %".844" = add i64 %".843", %".842"
  %".845" = inttoptr i64 %".844" to double*
  %".846" = call double @"llvm.nvvm.atomic.load.add.f64.p0f64"(double* %".845", double %".823")
  %".847" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"f64"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"f64"
  ret void
B2352:
  %".851" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"sh"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"sh"
  %".853" = load i64, i64* %"old"
  store i64 0, i64* %"old"
  %".855" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"f64"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"f64"
  %".857" = load i1, i1* %"$2170pred"
  store i1 0, i1* %"$2170pred"
  ret void
B200.if:
  store i64 4, i64* %"quot"
  store i64 4, i64* %"rem"
  br label %"B200.endif"
B200.else:
  store i64 0, i64* %".645"
  store i64 0, i64* %".648"
  %".651" = icmp eq i64 %".637", -9223372036854775808
  %".652" = icmp eq i64 4, -1
  %".653" = and i1 %".651", %".652"
  %".654" = xor i1 %".653", -1
  br i1 %".654", label %"B200.else.if", label %"B200.else.endif", !prof !3
B200.endif:
  %".677" = load i64, i64* %"rem"
  %".678" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"sh"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".679"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".678", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".679"
  %".683" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".679", i32 0, i32 5
  %".684" = getelementptr inbounds [1 x i64], [1 x i64]* %".683", i32 0, i32 0
  %".685" = load i64, i64* %".684", !range !1
  %".686" = insertvalue [1 x i64] undef, i64 %".685", 0
  %".687" = extractvalue [1 x i64] %".686", 0
  %".688" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".679", i32 0, i32 6
  %".689" = load [1 x i64], [1 x i64]* %".688"
  %".690" = extractvalue [1 x i64] %".689", 0
  %".691" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".679", i32 0, i32 4
  %".692" = load double*, double** %".691"
  %".693" = icmp slt i64 %".677", 0
  %".694" = add i64 %".687", %".677"
  %".695" = select  i1 %".693", i64 %".694", i64 %".677"
  %".696" = mul i64 %".695", 1
  %".697" = add i64 0, %".696"
  %".698" = getelementptr double, double* %".692", i64 %".697"
  %".699" = call double @"llvm.nvvm.atomic.load.add.f64.p0f64"(double* %".698", double %".567")
  %".700" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"sh"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".701"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".700", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".701"
  %".705" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".701", i32 0, i32 5
  %".706" = getelementptr inbounds [1 x i64], [1 x i64]* %".705", i32 0, i32 0
  %".707" = load i64, i64* %".706", !range !1
  %".708" = insertvalue [1 x i64] undef, i64 %".707", 0
  %".709" = extractvalue [1 x i64] %".708", 0
  %".710" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".701", i32 0, i32 6
  %".711" = load [1 x i64], [1 x i64]* %".710"
  %".712" = extractvalue [1 x i64] %".711", 0
  %".713" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".701", i32 0, i32 4
  %".714" = load double*, double** %".713"
  %".715" = icmp slt i64 3, 0
  %".716" = add i64 %".709", 3
  %".717" = select  i1 %".715", i64 %".716", i64 3
  %".718" = mul i64 %".717", 1
  %".719" = add i64 0, %".718"
  %".720" = getelementptr double, double* %".714", i64 %".719"
  %".721" = call double @"___numba_atomic_double_max"(double* %".720", double %".567")
  %".722" = trunc i64 7 to i32
  %".723" = load i64, i64* %"i"
  %".724" = trunc i64 %".723" to i32
  %".725" = load i64, i64* %"i"
  store i64 0, i64* %"i"
  %".727" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"i32"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".728"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} %".727", {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".728"
  %".732" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".728", i32 0, i32 5
  %".733" = getelementptr inbounds [1 x i64], [1 x i64]* %".732", i32 0, i32 0
  %".734" = load i64, i64* %".733", !range !1
  %".735" = insertvalue [1 x i64] undef, i64 %".734", 0
  %".736" = extractvalue [1 x i64] %".735", 0
  %".737" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".728", i32 0, i32 6
  %".738" = load [1 x i64], [1 x i64]* %".737"
  %".739" = extractvalue [1 x i64] %".738", 0
  %".740" = getelementptr inbounds {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %".728", i32 0, i32 4
  %".741" = load i32*, i32** %".740"
  %".742" = icmp slt i64 0, 0
  %".743" = add i64 %".736", 0
  %".744" = select  i1 %".742", i64 %".743", i64 0
  %".745" = mul i64 %".739", %".744"
  %".746" = ptrtoint i32* %".741" to i64
  %".747" = add i64 %".746", %".745"
  %".748" = inttoptr i64 %".747" to i32*
  %".749" = cmpxchg i32* %".748", i32 %".722", i32 %".724" monotonic monotonic
  %".750" = extractvalue {i32, i1} %".749", 0
  %".751" = load {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"i32"
  store {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i32*, [1 x i64], [1 x i64]}* %"i32"
  call void @"llvm.nvvm.barrier0"()
  %".754" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".755" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".756" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".757" = insertvalue {i32, i32, i32} undef, i32 %".754", 0
  %".758" = insertvalue {i32, i32, i32} %".757", i32 %".755", 1
  %".759" = insertvalue {i32, i32, i32} %".758", i32 %".756", 2
  %".760" = extractvalue {i32, i32, i32} %".759", 0
  %".761" = sext i32 %".760" to i64
  %".762" = icmp slt i64 %".761", 4
  %".764" = load i1, i1* %"$2170pred"
  store i1 %".762", i1* %"$2170pred"
  %".766" = load i1, i1* %"$2170pred"
  br i1 %".766", label %"B2172", label %"B2352"
B200.else.if:
  %".656" = sdiv i64 %".637", 4
  %".657" = srem i64 %".637", 4
  %".658" = xor i64 4, %".657"
  %".659" = icmp slt i64 %".658", 0
  %".660" = icmp ne i64 %".657", 0
  %".661" = and i1 %".660", %".659"
  br i1 %".661", label %"B200.else.if.if", label %"B200.else.if.else"
B200.else.endif:
  %".672" = load i64, i64* %".645"
  %".673" = load i64, i64* %".648"
  store i64 %".672", i64* %"quot"
  store i64 %".673", i64* %"rem"
  br label %"B200.endif"
B200.else.if.if:
  %".666" = sub i64 %".656", 1
  store i64 %".666", i64* %".645"
  %".668" = add i64 %".657", 4
  store i64 %".668", i64* %".648"
  br label %"B200.else.if.endif"
B200.else.if.else:
  store i64 %".656", i64* %".645"
  store i64 %".657", i64* %".648"
  br label %"B200.else.if.endif"
B200.else.if.endif:
  br label %"B200.else.endif"
}

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

@"_cudapy_smem_1" = addrspace(3) global [4 x double] undef, align 8
declare i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()

declare void @"llvm.nvvm.barrier0"()


define internal i64 @___numba_atomic_u64_inc(i64* %iptr, i64 %val) alwaysinline {
entry:
    %old2 = load volatile i64, i64* %iptr
    br label %attempt

attempt:
    %old = phi i64 [ %old2, %entry ], [ %cas, %attempt ]
    %bndchk = icmp ult i64 %old, %val
    %inc = add i64 %old, 1
    %new = select i1 %bndchk, i64 %inc, i64 0
    
    %cas_success = cmpxchg volatile i64* %iptr, i64 %old, i64 %new monotonic monotonic
    %cas = extractvalue { i64, i1 } %cas_success, 0

    %repeat = icmp ne i64 %cas, %old
    br i1 %repeat, label %attempt, label %done

done:
    ret i64 %old
}



define internal i64 @___numba_atomic_u64_dec(i64* %iptr, i64 %val) alwaysinline {
entry:
    %old2 = load volatile i64, i64* %iptr
    br label %attempt

attempt:
    %old = phi i64 [ %old2, %entry ], [ %cas, %attempt ]
    %dec = add i64 %old, -1
    %bndchk = icmp ult i64 %dec, %val
    %new = select i1 %bndchk, i64 %dec, i64 %val
    
    %cas_success = cmpxchg volatile i64* %iptr, i64 %old, i64 %new monotonic monotonic
    %cas = extractvalue { i64, i1 } %cas_success, 0

    %repeat = icmp ne i64 %cas, %old
    br i1 %repeat, label %attempt, label %done

done:
    ret i64 %old
}


declare float @"llvm.nvvm.atomic.load.add.f32.p0f32"(float* %".1", float %".2")


define internal float @___numba_atomic_float_sub(float* %ptr, float %val) alwaysinline {
entry:
    %iptr = bitcast float* %ptr to i32*
    %old2 = load volatile i32, i32* %iptr
    br label %attempt

attempt:
    %old = phi i32 [ %old2, %entry ], [ %cas, %attempt ]
    %dold = bitcast i32 %old to float
    %dnew = fsub float %dold, %val
    %new = bitcast float %dnew to i32
    
    %cas_success = cmpxchg volatile i32* %iptr, i32 %old, i32 %new monotonic monotonic
    %cas = extractvalue { i32, i1 } %cas_success, 0

    %repeat = icmp ne i32 %cas, %old
    br i1 %repeat, label %attempt, label %done

done:
    %result = bitcast i32 %old to float
    ret float %result
}



define internal float @___numba_atomic_float_nanmax(float* %ptr, float %val) alwaysinline {
entry:
    %ptrval = load volatile float, float* %ptr
    ; Return early when:
    ; - For nanmin / nanmax when val is a NaN
    ; - For min / max when val or ptr is a NaN
    %early_return = fcmp uno float %val, %val
    br i1 %early_return, label %done, label %lt_check

lt_check:
    %dold = phi float [ %ptrval, %entry ], [ %dcas, %attempt ]
    ; Continue attempts if dold less or greater than val (depending on whether min or max)
    ; or if dold is NaN (for nanmin / nanmax)
    %cmp = fcmp ult float %dold, %val
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



define internal float @___numba_atomic_float_nanmin(float* %ptr, float %val) alwaysinline {
entry:
    %ptrval = load volatile float, float* %ptr
    ; Return early when:
    ; - For nanmin / nanmax when val is a NaN
    ; - For min / max when val or ptr is a NaN
    %early_return = fcmp uno float %val, %val
    br i1 %early_return, label %done, label %lt_check

lt_check:
    %dold = phi float [ %ptrval, %entry ], [ %dcas, %attempt ]
    ; Continue attempts if dold less or greater than val (depending on whether min or max)
    ; or if dold is NaN (for nanmin / nanmax)
    %cmp = fcmp ugt float %dold, %val
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



define internal double @___numba_atomic_double_max(double* %ptr, double %val) alwaysinline {
entry:
    %ptrval = load volatile double, double* %ptr
    ; Return early when:
    ; - For nanmin / nanmax when val is a NaN
    ; - For min / max when val or ptr is a NaN
    %early_return = fcmp uno double %val, %ptrval
    br i1 %early_return, label %done, label %lt_check

lt_check:
    %dold = phi double [ %ptrval, %entry ], [ %dcas, %attempt ]
    ; Continue attempts if dold less or greater than val (depending on whether min or max)
    ; or if dold is NaN (for nanmin / nanmax)
    %cmp = fcmp nnan olt double %dold, %val
    br i1 %cmp, label %attempt, label %done

attempt:
    ; Attempt to swap in the value
    %old = bitcast double %dold to i64
    %iptr = bitcast double* %ptr to i64*
    %new = bitcast double %val to i64
    
    %cas_success = cmpxchg volatile i64* %iptr, i64 %old, i64 %new monotonic monotonic
    %cas = extractvalue { i64, i1 } %cas_success, 0

    %dcas = bitcast i64 %cas to double
    br label %lt_check

done:
    ret double %ptrval
}



define internal double @___numba_atomic_double_min(double* %ptr, double %val) alwaysinline {
entry:
    %ptrval = load volatile double, double* %ptr
    ; Return early when:
    ; - For nanmin / nanmax when val is a NaN
    ; - For min / max when val or ptr is a NaN
    %early_return = fcmp uno double %val, %ptrval
    br i1 %early_return, label %done, label %lt_check

lt_check:
    %dold = phi double [ %ptrval, %entry ], [ %dcas, %attempt ]
    ; Continue attempts if dold less or greater than val (depending on whether min or max)
    ; or if dold is NaN (for nanmin / nanmax)
    %cmp = fcmp nnan ogt double %dold, %val
    br i1 %cmp, label %attempt, label %done

attempt:
    ; Attempt to swap in the value
    %old = bitcast double %dold to i64
    %iptr = bitcast double* %ptr to i64*
    %new = bitcast double %val to i64
    
    %cas_success = cmpxchg volatile i64* %iptr, i64 %old, i64 %new monotonic monotonic
    %cas = extractvalue { i64, i1 } %cas_success, 0

    %dcas = bitcast i64 %cas to double
    br label %lt_check

done:
    ret double %ptrval
}



define internal double @___numba_atomic_double_sub(double* %ptr, double %val) alwaysinline {
entry:
    %iptr = bitcast double* %ptr to i64*
    %old2 = load volatile i64, i64* %iptr
    br label %attempt

attempt:
    %old = phi i64 [ %old2, %entry ], [ %cas, %attempt ]
    %dold = bitcast i64 %old to double
    %dnew = fsub double %dold, %val
    %new = bitcast double %dnew to i64
    
    %cas_success = cmpxchg volatile i64* %iptr, i64 %old, i64 %new monotonic monotonic
    %cas = extractvalue { i64, i1 } %cas_success, 0

    %repeat = icmp ne i64 %cas, %old
    br i1 %repeat, label %attempt, label %done

done:
    %result = bitcast i64 %old to double
    ret double %result
}


declare double @"llvm.nvvm.atomic.load.add.f64.p0f64"(double* %".1", double %".2")

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, i64*, i64, i64, i8*, i8*, i64, i64, i64*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__13atomics_typedB2v1B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIxLi1E1A7mutable7alignedE5ArrayIyLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ i64 0, i64 9223372036854775807 }
!2 = !{ !"branch_weights", i32 1, i32 99 }
!3 = !{ !"branch_weights", i32 99, i32 1 }
!4 = !{ void (i8*, i8*, i64, i64, i64*, i64, i64, i8*, i8*, i64, i64, i64*, i64, i64, i8*, i8*, i64, i64, float*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, i32*, i64, i64)* @"_ZN8__main__13atomics_typedB2v1B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIxLi1E1A7mutable7alignedE5ArrayIyLi1E1A7mutable7alignedE5ArrayIfLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE5ArrayIiLi1E1A7mutable7alignedE", !"kernel", i32 1 }