; numba-cuda kernel n28_atomics_shared_64(Array(float64, 1, 'A', False, aligned=True), Array(int64, 1, 'A', False, aligned=True), Array(uint64, 1, 'A', False, aligned=True), Array(float64, 1, 'A', False, aligned=True)) -> none, NVVM options {'fastmath': False, 'opt': 3, 'arch': 'compute_80'}
; ModuleID = "atomics_shared_64$9"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv8__main__17atomics_shared_64B2v9B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIxLi1E1A7mutable7alignedE5ArrayIyLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" = common global i8* null
define void @"_ZN8__main__17atomics_shared_64B2v9B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIxLi1E1A7mutable7alignedE5ArrayIyLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE"(i8* %"f64.0", i8* %"f64.1", i64 %"f64.2", i64 %"f64.3", double* %"f64.4", i64 %"f64.5.0", i64 %"f64.6.0", i8* %"i64.0", i8* %"i64.1", i64 %"i64.2", i64 %"i64.3", i64* %"i64.4", i64 %"i64.5.0", i64 %"i64.6.0", i8* %"u64.0", i8* %"u64.1", i64 %"u64.2", i64 %"u64.3", i64* %"u64.4", i64 %"u64.5.0", i64 %"u64.6.0", i8* %"out.0", i8* %"out.1", i64 %"out.2", i64 %"out.3", double* %"out.4", i64 %"out.5.0", i64 %"out.6.0")
{
entry:
  %"inserted.meminfo" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"f64.0", 0
  %"inserted.parent" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo", i8* %"f64.1", 1
  %"inserted.nitems" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent", i64 %"f64.2", 2
  %"inserted.itemsize" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems", i64 %"f64.3", 3
  %"inserted.data" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize", double* %"f64.4", 4
  %".31" = insertvalue [1 x i64] undef, i64 %"f64.5.0", 0
  %"inserted.shape" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data", [1 x i64] %".31", 5
  %".32" = insertvalue [1 x i64] undef, i64 %"f64.6.0", 0
  %"inserted.strides" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape", [1 x i64] %".32", 6
  %"inserted.meminfo.1" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} undef, i8* %"i64.0", 0
  %"inserted.parent.1" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.meminfo.1", i8* %"i64.1", 1
  %"inserted.nitems.1" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.parent.1", i64 %"i64.2", 2
  %"inserted.itemsize.1" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.nitems.1", i64 %"i64.3", 3
  %"inserted.data.1" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.itemsize.1", i64* %"i64.4", 4
  %".33" = insertvalue [1 x i64] undef, i64 %"i64.5.0", 0
  %"inserted.shape.1" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.data.1", [1 x i64] %".33", 5
  %".34" = insertvalue [1 x i64] undef, i64 %"i64.6.0", 0
  %"inserted.strides.1" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.shape.1", [1 x i64] %".34", 6
  %"inserted.meminfo.2" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} undef, i8* %"u64.0", 0
  %"inserted.parent.2" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.meminfo.2", i8* %"u64.1", 1
  %"inserted.nitems.2" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.parent.2", i64 %"u64.2", 2
  %"inserted.itemsize.2" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.nitems.2", i64 %"u64.3", 3
  %"inserted.data.2" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.itemsize.2", i64* %"u64.4", 4
  %".35" = insertvalue [1 x i64] undef, i64 %"u64.5.0", 0
  %"inserted.shape.2" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.data.2", [1 x i64] %".35", 5
  %".36" = insertvalue [1 x i64] undef, i64 %"u64.6.0", 0
  %"inserted.strides.2" = insertvalue {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.shape.2", [1 x i64] %".36", 6
  %"inserted.meminfo.3" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} undef, i8* %"out.0", 0
  %"inserted.parent.3" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.meminfo.3", i8* %"out.1", 1
  %"inserted.nitems.3" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.parent.3", i64 %"out.2", 2
  %"inserted.itemsize.3" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.nitems.3", i64 %"out.3", 3
  %"inserted.data.3" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.itemsize.3", double* %"out.4", 4
  %".37" = insertvalue [1 x i64] undef, i64 %"out.5.0", 0
  %"inserted.shape.3" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.data.3", [1 x i64] %".37", 5
  %".38" = insertvalue [1 x i64] undef, i64 %"out.6.0", 0
  %"inserted.strides.3" = insertvalue {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.shape.3", [1 x i64] %".38", 6
  %"f64" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"f64"
  %"i64" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"i64"
  %"u64" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"u64"
  %"out" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".49" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".49"
  %"sh" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"sh"
  %".83" = alloca {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".83"
  %"ish" = alloca {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %"ish"
  %"tx" = alloca i32
  store i32 0, i32* %"tx"
  %"$196pred" = alloca i1
  store i1 0, i1* %"$196pred"
  %"quot" = alloca i64
  store i64 0, i64* %"quot"
  %"rem" = alloca i64
  store i64 0, i64* %"rem"
  %".144" = alloca i64
  store i64 0, i64* %".144"
  %".147" = alloca i64
  store i64 0, i64* %".147"
  %"quot.1" = alloca i64
  store i64 0, i64* %"quot.1"
  %"rem.1" = alloca i64
  store i64 0, i64* %"rem.1"
  %".186" = alloca i64
  store i64 0, i64* %".186"
  %".189" = alloca i64
  store i64 0, i64* %".189"
  %".224" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".224"
  %"$234pred" = alloca i1
  store i1 0, i1* %"$234pred"
  %"quot.2" = alloca i64
  store i64 0, i64* %"quot.2"
  %"rem.2" = alloca i64
  store i64 0, i64* %"rem.2"
  %".291" = alloca i64
  store i64 0, i64* %".291"
  %".294" = alloca i64
  store i64 0, i64* %".294"
  %"quot.3" = alloca i64
  store i64 0, i64* %"quot.3"
  %"rem.3" = alloca i64
  store i64 0, i64* %"rem.3"
  %".333" = alloca i64
  store i64 0, i64* %".333"
  %".336" = alloca i64
  store i64 0, i64* %".336"
  %".371" = alloca {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".371"
  %".430" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".430"
  %"quot.4" = alloca i64
  store i64 0, i64* %"quot.4"
  %"rem.4" = alloca i64
  store i64 0, i64* %"rem.4"
  %".443" = alloca i64
  store i64 0, i64* %".443"
  %".446" = alloca i64
  store i64 0, i64* %".446"
  %".477" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".477"
  %"quot.5" = alloca i64
  store i64 0, i64* %"quot.5"
  %"rem.5" = alloca i64
  store i64 0, i64* %"rem.5"
  %".518" = alloca i64
  store i64 0, i64* %".518"
  %".521" = alloca i64
  store i64 0, i64* %".521"
  %"quot.6" = alloca i64
  store i64 0, i64* %"quot.6"
  %"rem.6" = alloca i64
  store i64 0, i64* %"rem.6"
  %".560" = alloca i64
  store i64 0, i64* %".560"
  %".563" = alloca i64
  store i64 0, i64* %".563"
  %".598" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".598"
  %".639" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".639"
  %"quot.7" = alloca i64
  store i64 0, i64* %"quot.7"
  %"rem.7" = alloca i64
  store i64 0, i64* %"rem.7"
  %".680" = alloca i64
  store i64 0, i64* %".680"
  %".683" = alloca i64
  store i64 0, i64* %".683"
  %".723" = alloca {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".723"
  %"quot.8" = alloca i64
  store i64 0, i64* %"quot.8"
  %"rem.8" = alloca i64
  store i64 0, i64* %"rem.8"
  %".764" = alloca i64
  store i64 0, i64* %".764"
  %".767" = alloca i64
  store i64 0, i64* %".767"
  %".808" = alloca {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".808"
  %".842" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".842"
  %".865" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".865"
  %".892" = alloca {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".892"
  %"$1120pred" = alloca i1
  store i1 0, i1* %"$1120pred"
  %"s.3" = alloca double
  store double 0.0, double* %"s.3"
  %".932" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".932"
  %".942" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".942"
  %".946" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".946"
  %".955" = alloca i64
  store i64 0, i64* %".955"
  %".958" = alloca i64
  store i64 0, i64* %".958"
  %"$phi1156.0" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi1156.0"
  %".997" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".997"
  %".1000" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".1000"
  %".1026" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".1026"
  %".1032" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".1032"
  %"$1156for_iter.3" = alloca i1
  store i1 0, i1* %"$1156for_iter.3"
  %"$phi1158.1" = alloca i64
  store i64 0, i64* %"$phi1158.1"
  %"s.2" = alloca double
  store double 0.0, double* %"s.2"
  %"r" = alloca i64
  store i64 0, i64* %"r"
  %".1060" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".1060"
  %".1070" = alloca {i64, i64, i64}
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".1070"
  %".1074" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".1074"
  %".1083" = alloca i64
  store i64 0, i64* %".1083"
  %".1086" = alloca i64
  store i64 0, i64* %".1086"
  %"$phi1190.1" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi1190.1"
  %".1125" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".1125"
  %".1128" = alloca {i64*, i64, i64, i64*}
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".1128"
  %".1154" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".1154"
  %".1160" = alloca {i64, i1}
  store {i64, i1} zeroinitializer, {i64, i1}* %".1160"
  %"$1190for_iter.4" = alloca i1
  store i1 0, i1* %"$1190for_iter.4"
  %"$phi1192.2" = alloca i64
  store i64 0, i64* %"$phi1192.2"
  %".1183" = alloca {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1183"
  %".1264" = alloca {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".1264"
  %".1318" = alloca {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".1318"
  %".1382" = alloca {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1382"
  br label %"B0"
B0:
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"f64"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides.1", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"i64"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %"inserted.strides.2", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"u64"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %"inserted.strides.3", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".47" = insertvalue {i64, i64} undef, i64 4, 0
  %".48" = insertvalue {i64, i64} %".47", i64 8, 1
  %"generic" = addrspacecast [32 x double] addrspace(3)* @"_cudapy_smem_1" to i8*
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".49"
  %".52" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".49", i32 0, i32 4
  %".53" = load double*, double** %".52"
  %".54" = bitcast i8* %"generic" to double*
  %".55" = insertvalue [2 x i64] undef, i64 4, 0
  %".56" = insertvalue [2 x i64] %".55", i64 8, 1
  %".57" = insertvalue [2 x i64] undef, i64 64, 0
  %".58" = insertvalue [2 x i64] %".57", i64 8, 1
  %".59" = extractvalue [2 x i64] %".56", 0
  %".60" = extractvalue [2 x i64] %".56", 1
  %".61" = mul nsw i64 1, %".59"
  %".62" = mul nsw i64 %".61", %".60"
  %".63" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".49", i32 0, i32 5
  store [2 x i64] %".56", [2 x i64]* %".63"
  %".65" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".49", i32 0, i32 6
  store [2 x i64] %".58", [2 x i64]* %".65"
  %".67" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".49", i32 0, i32 4
  store double* %".54", double** %".67"
  %".69" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".49", i32 0, i32 3
  store i64 8, i64* %".69"
  %".71" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".49", i32 0, i32 0
  store i8* null, i8** %".71"
  %".73" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".49", i32 0, i32 1
  store i8* null, i8** %".73"
  %".75" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".49", i32 0, i32 2
  store i64 %".62", i64* %".75"
  %".77" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".49"
  %".79" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"sh"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".77", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"sh"
  %".81" = insertvalue {i64, i64} undef, i64 2, 0
  %".82" = insertvalue {i64, i64} %".81", i64 4, 1
  %"generic.1" = addrspacecast [8 x i64] addrspace(3)* @"_cudapy_smem_2" to i8*
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".83"
  %".86" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".83", i32 0, i32 4
  %".87" = load i64*, i64** %".86"
  %".88" = bitcast i8* %"generic.1" to i64*
  %".89" = insertvalue [2 x i64] undef, i64 2, 0
  %".90" = insertvalue [2 x i64] %".89", i64 4, 1
  %".91" = insertvalue [2 x i64] undef, i64 32, 0
  %".92" = insertvalue [2 x i64] %".91", i64 8, 1
  %".93" = extractvalue [2 x i64] %".90", 0
  %".94" = extractvalue [2 x i64] %".90", 1
  %".95" = mul nsw i64 1, %".93"
  %".96" = mul nsw i64 %".95", %".94"
  %".97" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".83", i32 0, i32 5
  store [2 x i64] %".90", [2 x i64]* %".97"
  %".99" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".83", i32 0, i32 6
  store [2 x i64] %".92", [2 x i64]* %".99"
  %".101" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".83", i32 0, i32 4
  store i64* %".88", i64** %".101"
  %".103" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".83", i32 0, i32 3
  store i64 8, i64* %".103"
  %".105" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".83", i32 0, i32 0
  store i8* null, i8** %".105"
  %".107" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".83", i32 0, i32 1
  store i8* null, i8** %".107"
  %".109" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".83", i32 0, i32 2
  store i64 %".96", i64* %".109"
  %".111" = load {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".83"
  %".113" = load {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %"ish"
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %".111", {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %"ish"
  %".115" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".116" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()
  %".117" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()
  %".118" = insertvalue {i32, i32, i32} undef, i32 %".115", 0
  %".119" = insertvalue {i32, i32, i32} %".118", i32 %".116", 1
  %".120" = insertvalue {i32, i32, i32} %".119", i32 %".117", 2
  %".121" = extractvalue {i32, i32, i32} %".120", 0
  %".123" = load i32, i32* %"tx"
  store i32 %".121", i32* %"tx"
  %".125" = load i32, i32* %"tx"
  %".126" = sext i32 %".125" to i64
  %".127" = icmp slt i64 %".126", 32
  %".129" = load i1, i1* %"$196pred"
  store i1 %".127", i1* %"$196pred"
  %".131" = load i1, i1* %"$196pred"
  br i1 %".131", label %"B198", label %"B224"
B198:
  %".133" = load i1, i1* %"$196pred"
  store i1 0, i1* %"$196pred"
  %".135" = load i32, i32* %"tx"
  %".136" = sext i32 %".135" to i64
  %".139" = icmp eq i64 8, 0
  br i1 %".139", label %"B198.if", label %"B198.else", !prof !1
B224:
  %".270" = load i1, i1* %"$196pred"
  store i1 0, i1* %"$196pred"
  %".272" = load i32, i32* %"tx"
  %".273" = sext i32 %".272" to i64
  %".274" = icmp slt i64 %".273", 8
  %".276" = load i1, i1* %"$234pred"
  store i1 %".274", i1* %"$234pred"
  %".278" = load i1, i1* %"$234pred"
  br i1 %".278", label %"B236", label %"B262"
B236:
  %".280" = load i1, i1* %"$234pred"
  store i1 0, i1* %"$234pred"
  %".282" = load i32, i32* %"tx"
  %".283" = sext i32 %".282" to i64
  %".286" = icmp eq i64 4, 0
  br i1 %".286", label %"B236.if", label %"B236.else", !prof !1
B262:
  %".417" = load i1, i1* %"$234pred"
  store i1 0, i1* %"$234pred"
  call void @"llvm.nvvm.barrier0"()
  %".420" = trunc i64 1 to i32
  %".421" = call i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()
  %".422" = sext i32 %".421" to i64
  %".423" = call i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()
  %".424" = sext i32 %".423" to i64
  %".425" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".426" = sext i32 %".425" to i64
  %".427" = mul i64 %".424", %".426"
  %".428" = add i64 %".427", %".422"
  %".429" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"f64"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".430"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".429", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".430"
  %".434" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".430", i32 0, i32 2
  %".435" = load i64, i64* %".434"
  %".438" = icmp eq i64 %".435", 0
  br i1 %".438", label %"B262.if", label %"B262.else", !prof !1
B1122:
  %".927" = load i1, i1* %"$1120pred"
  store i1 0, i1* %"$1120pred"
  %".930" = load double, double* %"s.3"
  store double              0x0, double* %"s.3"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".932"
  %".935" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".932", i32 0, i32 0
  store i64 0, i64* %".935"
  %".937" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".932", i32 0, i32 1
  store i64 4, i64* %".937"
  %".939" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".932", i32 0, i32 2
  store i64 1, i64* %".939"
  %".941" = load {i64, i64, i64}, {i64, i64, i64}* %".932"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".942"
  store {i64, i64, i64} %".941", {i64, i64, i64}* %".942"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".946"
  %".949" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".942", i32 0, i32 0
  %".950" = load i64, i64* %".949"
  %".951" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".942", i32 0, i32 1
  %".952" = load i64, i64* %".951"
  %".953" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".942", i32 0, i32 2
  %".954" = load i64, i64* %".953"
  store i64 %".950", i64* %".955"
  %".960" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".946", i32 0, i32 0
  store i64* %".955", i64** %".960"
  %".962" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".946", i32 0, i32 1
  store i64 %".952", i64* %".962"
  %".964" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".946", i32 0, i32 2
  store i64 %".954", i64* %".964"
  %".966" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".946", i32 0, i32 3
  store i64* %".958", i64** %".966"
  %".968" = sub i64 %".952", %".950"
  %".969" = icmp sgt i64 %".968", 0
  %".970" = icmp sgt i64 %".954", 0
  %".971" = xor i1 %".969", %".970"
  %".972" = icmp eq i64 %".954", 0
  br i1 %".972", label %"B1122.if", label %"B1122.endif", !prof !1
B1156:
  %".996" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi1156.0"
  store {i64, i1} zeroinitializer, {i64, i1}* %".997"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".1000"
  store {i64*, i64, i64, i64*} %".996", {i64*, i64, i64, i64*}* %".1000"
  %".1004" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".1000", i32 0, i32 3
  %".1005" = load i64*, i64** %".1004"
  %".1006" = load i64, i64* %".1005"
  %".1007" = icmp sgt i64 %".1006", 0
  %".1008" = getelementptr inbounds {i64, i1}, {i64, i1}* %".997", i32 0, i32 1
  store i1 %".1007", i1* %".1008"
  br i1 %".1007", label %"B1156.if", label %"B1156.endif"
B1158:
  %".1046" = load i1, i1* %"$1156for_iter.3"
  store i1 0, i1* %"$1156for_iter.3"
  %".1048" = load double, double* %"s.3"
  %".1050" = load double, double* %"s.2"
  store double %".1048", double* %"s.2"
  %".1052" = load double, double* %"s.3"
  store double 0.0, double* %"s.3"
  %".1054" = load i64, i64* %"$phi1158.1"
  %".1056" = load i64, i64* %"r"
  store i64 %".1054", i64* %"r"
  %".1058" = load i64, i64* %"$phi1158.1"
  store i64 0, i64* %"$phi1158.1"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".1060"
  %".1063" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".1060", i32 0, i32 0
  store i64 0, i64* %".1063"
  %".1065" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".1060", i32 0, i32 1
  store i64 8, i64* %".1065"
  %".1067" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".1060", i32 0, i32 2
  store i64 1, i64* %".1067"
  %".1069" = load {i64, i64, i64}, {i64, i64, i64}* %".1060"
  store {i64, i64, i64} zeroinitializer, {i64, i64, i64}* %".1070"
  store {i64, i64, i64} %".1069", {i64, i64, i64}* %".1070"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".1074"
  %".1077" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".1070", i32 0, i32 0
  %".1078" = load i64, i64* %".1077"
  %".1079" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".1070", i32 0, i32 1
  %".1080" = load i64, i64* %".1079"
  %".1081" = getelementptr inbounds {i64, i64, i64}, {i64, i64, i64}* %".1070", i32 0, i32 2
  %".1082" = load i64, i64* %".1081"
  store i64 %".1078", i64* %".1083"
  %".1088" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".1074", i32 0, i32 0
  store i64* %".1083", i64** %".1088"
  %".1090" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".1074", i32 0, i32 1
  store i64 %".1080", i64* %".1090"
  %".1092" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".1074", i32 0, i32 2
  store i64 %".1082", i64* %".1092"
  %".1094" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".1074", i32 0, i32 3
  store i64* %".1086", i64** %".1094"
  %".1096" = sub i64 %".1080", %".1078"
  %".1097" = icmp sgt i64 %".1096", 0
  %".1098" = icmp sgt i64 %".1082", 0
  %".1099" = xor i1 %".1097", %".1098"
  %".1100" = icmp eq i64 %".1082", 0
  br i1 %".1100", label %"B1158.if", label %"B1158.endif", !prof !1
B1190:
  %".1124" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi1190.1"
  store {i64, i1} zeroinitializer, {i64, i1}* %".1125"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %".1128"
  store {i64*, i64, i64, i64*} %".1124", {i64*, i64, i64, i64*}* %".1128"
  %".1132" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".1128", i32 0, i32 3
  %".1133" = load i64*, i64** %".1132"
  %".1134" = load i64, i64* %".1133"
  %".1135" = icmp sgt i64 %".1134", 0
  %".1136" = getelementptr inbounds {i64, i1}, {i64, i1}* %".1125", i32 0, i32 1
  store i1 %".1135", i1* %".1136"
  br i1 %".1135", label %"B1190.if", label %"B1190.endif"
B1192:
  %".1174" = load i1, i1* %"$1190for_iter.4"
  store i1 0, i1* %"$1190for_iter.4"
  %".1176" = load i64, i64* %"$phi1192.2"
  %".1177" = load i64, i64* %"$phi1192.2"
  store i64 0, i64* %"$phi1192.2"
  %".1179" = load i64, i64* %"r"
  %".1180" = insertvalue [2 x i64] undef, i64 %".1179", 0
  %".1181" = insertvalue [2 x i64] %".1180", i64 %".1176", 1
  %".1182" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"sh"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1183"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".1182", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1183"
  %".1187" = extractvalue [2 x i64] %".1181", 0
  %".1188" = extractvalue [2 x i64] %".1181", 1
  %".1189" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1183", i32 0, i32 5
  %".1190" = getelementptr inbounds [2 x i64], [2 x i64]* %".1189", i32 0, i32 0
  %".1191" = load i64, i64* %".1190", !range !3
  %".1192" = getelementptr inbounds [2 x i64], [2 x i64]* %".1189", i32 0, i32 1
  %".1193" = load i64, i64* %".1192", !range !3
  %".1194" = insertvalue [2 x i64] undef, i64 %".1191", 0
  %".1195" = insertvalue [2 x i64] %".1194", i64 %".1193", 1
  %".1196" = extractvalue [2 x i64] %".1195", 0
  %".1197" = extractvalue [2 x i64] %".1195", 1
  %".1198" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1183", i32 0, i32 6
  %".1199" = load [2 x i64], [2 x i64]* %".1198"
  %".1200" = extractvalue [2 x i64] %".1199", 0
  %".1201" = extractvalue [2 x i64] %".1199", 1
  %".1202" = icmp slt i64 %".1187", 0
  %".1203" = add i64 %".1187", %".1196"
  %".1204" = select  i1 %".1202", i64 %".1203", i64 %".1187"
  %".1205" = icmp slt i64 %".1188", 0
  %".1206" = add i64 %".1188", %".1197"
  %".1207" = select  i1 %".1205", i64 %".1206", i64 %".1188"
  %".1208" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1183", i32 0, i32 5
  %".1209" = getelementptr inbounds [2 x i64], [2 x i64]* %".1208", i32 0, i32 0
  %".1210" = load i64, i64* %".1209", !range !3
  %".1211" = getelementptr inbounds [2 x i64], [2 x i64]* %".1208", i32 0, i32 1
  %".1212" = load i64, i64* %".1211", !range !3
  %".1213" = insertvalue [2 x i64] undef, i64 %".1210", 0
  %".1214" = insertvalue [2 x i64] %".1213", i64 %".1212", 1
  %".1215" = extractvalue [2 x i64] %".1214", 0
  %".1216" = extractvalue [2 x i64] %".1214", 1
  %".1217" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1183", i32 0, i32 6
  %".1218" = load [2 x i64], [2 x i64]* %".1217"
  %".1219" = extractvalue [2 x i64] %".1218", 0
  %".1220" = extractvalue [2 x i64] %".1218", 1
  %".1221" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".1183", i32 0, i32 4
  %".1222" = load double*, double** %".1221"
  %".1223" = mul i64 1, %".1216"
  %".1224" = mul i64 %".1204", %".1223"
  %".1225" = add i64 0, %".1224"
  %".1226" = mul i64 %".1207", 1
  %".1227" = add i64 %".1225", %".1226"
  %".1228" = getelementptr double, double* %".1222", i64 %".1227"
  %".1229" = load double, double* %".1228"
  %".1230" = load double, double* %"s.2"
  %".1231" = fadd double %".1230", %".1229"
  %".1232" = load double, double* %"s.2"
  store double %".1231", double* %"s.2"
  br label %"B1190"
B1222:
  %".1235" = load i64, i64* %"r"
  store i64 0, i64* %"r"
  %".1237" = load i64, i64* %"$phi1192.2"
  store i64 0, i64* %"$phi1192.2"
  %".1239" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi1190.1"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi1190.1"
  %".1241" = load i1, i1* %"$1190for_iter.4"
  store i1 0, i1* %"$1190for_iter.4"
  %".1243" = load double, double* %"s.2"
  %".1244" = load double, double* %"s.3"
  store double %".1243", double* %"s.3"
  %".1246" = load double, double* %"s.2"
  store double 0.0, double* %"s.2"
  br label %"B1156"
B1224:
  %".1249" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"sh"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"sh"
  %".1251" = load i64, i64* %"$phi1158.1"
  store i64 0, i64* %"$phi1158.1"
  %".1253" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi1156.0"
  store {i64*, i64, i64, i64*} zeroinitializer, {i64*, i64, i64, i64*}* %"$phi1156.0"
  %".1255" = load i1, i1* %"$1156for_iter.3"
  store i1 0, i1* %"$1156for_iter.3"
  %".1257" = insertvalue {i64, i64} undef, i64 0, 0
  %".1258" = insertvalue {i64, i64} %".1257", i64 1, 1
  %".1259" = load {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %"ish"
  %".1260" = extractvalue {i64, i64} %".1258", 0
  %".1261" = extractvalue {i64, i64} %".1258", 1
  %".1262" = insertvalue [2 x i64] undef, i64 0, 0
  %".1263" = insertvalue [2 x i64] %".1262", i64 1, 1
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".1264"
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %".1259", {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".1264"
  %".1268" = extractvalue [2 x i64] %".1263", 0
  %".1269" = extractvalue [2 x i64] %".1263", 1
  %".1270" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".1264", i32 0, i32 5
  %".1271" = getelementptr inbounds [2 x i64], [2 x i64]* %".1270", i32 0, i32 0
  %".1272" = load i64, i64* %".1271", !range !3
  %".1273" = getelementptr inbounds [2 x i64], [2 x i64]* %".1270", i32 0, i32 1
  %".1274" = load i64, i64* %".1273", !range !3
  %".1275" = insertvalue [2 x i64] undef, i64 %".1272", 0
  %".1276" = insertvalue [2 x i64] %".1275", i64 %".1274", 1
  %".1277" = extractvalue [2 x i64] %".1276", 0
  %".1278" = extractvalue [2 x i64] %".1276", 1
  %".1279" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".1264", i32 0, i32 6
  %".1280" = load [2 x i64], [2 x i64]* %".1279"
  %".1281" = extractvalue [2 x i64] %".1280", 0
  %".1282" = extractvalue [2 x i64] %".1280", 1
  %".1283" = icmp slt i64 %".1268", 0
  %".1284" = add i64 %".1268", %".1277"
  %".1285" = select  i1 %".1283", i64 %".1284", i64 %".1268"
  %".1286" = icmp slt i64 %".1269", 0
  %".1287" = add i64 %".1269", %".1278"
  %".1288" = select  i1 %".1286", i64 %".1287", i64 %".1269"
  %".1289" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".1264", i32 0, i32 5
  %".1290" = getelementptr inbounds [2 x i64], [2 x i64]* %".1289", i32 0, i32 0
  %".1291" = load i64, i64* %".1290", !range !3
  %".1292" = getelementptr inbounds [2 x i64], [2 x i64]* %".1289", i32 0, i32 1
  %".1293" = load i64, i64* %".1292", !range !3
  %".1294" = insertvalue [2 x i64] undef, i64 %".1291", 0
  %".1295" = insertvalue [2 x i64] %".1294", i64 %".1293", 1
  %".1296" = extractvalue [2 x i64] %".1295", 0
  %".1297" = extractvalue [2 x i64] %".1295", 1
  %".1298" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".1264", i32 0, i32 6
  %".1299" = load [2 x i64], [2 x i64]* %".1298"
  %".1300" = extractvalue [2 x i64] %".1299", 0
  %".1301" = extractvalue [2 x i64] %".1299", 1
  %".1302" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".1264", i32 0, i32 4
  %".1303" = load i64*, i64** %".1302"
  %".1304" = mul i64 1, %".1297"
  %".1305" = mul i64 %".1285", %".1304"
  %".1306" = add i64 0, %".1305"
  %".1307" = mul i64 %".1288", 1
  %".1308" = add i64 %".1306", %".1307"
  %".1309" = getelementptr i64, i64* %".1303", i64 %".1308"
  %".1310" = load i64, i64* %".1309"
  %".1311" = insertvalue {i64, i64} undef, i64 1, 0
  %".1312" = insertvalue {i64, i64} %".1311", i64 2, 1
  %".1313" = load {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %"ish"
  %".1314" = extractvalue {i64, i64} %".1312", 0
  %".1315" = extractvalue {i64, i64} %".1312", 1
  %".1316" = insertvalue [2 x i64] undef, i64 1, 0
  %".1317" = insertvalue [2 x i64] %".1316", i64 2, 1
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".1318"
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %".1313", {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".1318"
  %".1322" = extractvalue [2 x i64] %".1317", 0
  %".1323" = extractvalue [2 x i64] %".1317", 1
  %".1324" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".1318", i32 0, i32 5
  %".1325" = getelementptr inbounds [2 x i64], [2 x i64]* %".1324", i32 0, i32 0
  %".1326" = load i64, i64* %".1325", !range !3
  %".1327" = getelementptr inbounds [2 x i64], [2 x i64]* %".1324", i32 0, i32 1
  %".1328" = load i64, i64* %".1327", !range !3
  %".1329" = insertvalue [2 x i64] undef, i64 %".1326", 0
  %".1330" = insertvalue [2 x i64] %".1329", i64 %".1328", 1
  %".1331" = extractvalue [2 x i64] %".1330", 0
  %".1332" = extractvalue [2 x i64] %".1330", 1
  %".1333" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".1318", i32 0, i32 6
  %".1334" = load [2 x i64], [2 x i64]* %".1333"
  %".1335" = extractvalue [2 x i64] %".1334", 0
  %".1336" = extractvalue [2 x i64] %".1334", 1
  %".1337" = icmp slt i64 %".1322", 0
  %".1338" = add i64 %".1322", %".1331"
  %".1339" = select  i1 %".1337", i64 %".1338", i64 %".1322"
  %".1340" = icmp slt i64 %".1323", 0
  %".1341" = add i64 %".1323", %".1332"
  %".1342" = select  i1 %".1340", i64 %".1341", i64 %".1323"
  %".1343" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".1318", i32 0, i32 5
  %".1344" = getelementptr inbounds [2 x i64], [2 x i64]* %".1343", i32 0, i32 0
  %".1345" = load i64, i64* %".1344", !range !3
  %".1346" = getelementptr inbounds [2 x i64], [2 x i64]* %".1343", i32 0, i32 1
  %".1347" = load i64, i64* %".1346", !range !3
  %".1348" = insertvalue [2 x i64] undef, i64 %".1345", 0
  %".1349" = insertvalue [2 x i64] %".1348", i64 %".1347", 1
  %".1350" = extractvalue [2 x i64] %".1349", 0
  %".1351" = extractvalue [2 x i64] %".1349", 1
  %".1352" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".1318", i32 0, i32 6
  %".1353" = load [2 x i64], [2 x i64]* %".1352"
  %".1354" = extractvalue [2 x i64] %".1353", 0
  %".1355" = extractvalue [2 x i64] %".1353", 1
  %".1356" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".1318", i32 0, i32 4
  %".1357" = load i64*, i64** %".1356"
  %".1358" = mul i64 1, %".1351"
  %".1359" = mul i64 %".1339", %".1358"
  %".1360" = add i64 0, %".1359"
  %".1361" = mul i64 %".1342", 1
  %".1362" = add i64 %".1360", %".1361"
  %".1363" = getelementptr i64, i64* %".1357", i64 %".1362"
  %".1364" = load i64, i64* %".1363"
  %".1365" = load {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %"ish"
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %"ish"
  %".1367" = add nsw i64 %".1310", %".1364"
  %".1368" = sitofp i64 %".1367" to double
  %".1369" = load double, double* %"s.3"
  %".1370" = fadd double %".1369", %".1368"
  %".1371" = load double, double* %"s.3"
  store double 0.0, double* %"s.3"
  %".1373" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()
  %".1374" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()
  %".1375" = call i32 @"llvm.nvvm.read.ptx.sreg.ctaid.z"()
  %".1376" = insertvalue {i32, i32, i32} undef, i32 %".1373", 0
  %".1377" = insertvalue {i32, i32, i32} %".1376", i32 %".1374", 1
  %".1378" = insertvalue {i32, i32, i32} %".1377", i32 %".1375", 2
  %".1379" = extractvalue {i32, i32, i32} %".1378", 0
  %".1380" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".1381" = sext i32 %".1379" to i64
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1382"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".1380", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1382"
  %".1386" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1382", i32 0, i32 5
  %".1387" = getelementptr inbounds [1 x i64], [1 x i64]* %".1386", i32 0, i32 0
  %".1388" = load i64, i64* %".1387", !range !3
  %".1389" = insertvalue [1 x i64] undef, i64 %".1388", 0
  %".1390" = extractvalue [1 x i64] %".1389", 0
  %".1391" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1382", i32 0, i32 6
  %".1392" = load [1 x i64], [1 x i64]* %".1391"
  %".1393" = extractvalue [1 x i64] %".1392", 0
  %".1394" = icmp slt i64 %".1381", 0
  %".1395" = add i64 %".1381", %".1390"
  %".1396" = select  i1 %".1394", i64 %".1395", i64 %".1381"
  %".1397" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1382", i32 0, i32 5
  %".1398" = getelementptr inbounds [1 x i64], [1 x i64]* %".1397", i32 0, i32 0
  %".1399" = load i64, i64* %".1398", !range !3
  %".1400" = insertvalue [1 x i64] undef, i64 %".1399", 0
  %".1401" = extractvalue [1 x i64] %".1400", 0
  %".1402" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1382", i32 0, i32 6
  %".1403" = load [1 x i64], [1 x i64]* %".1402"
  %".1404" = extractvalue [1 x i64] %".1403", 0
  %".1405" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".1382", i32 0, i32 4
  %".1406" = load double*, double** %".1405"
  %".1407" = mul i64 %".1404", %".1396"
  %".1408" = ptrtoint double* %".1406" to i64
  %".1409" = add i64 %".1408", %".1407"
  %".1410" = inttoptr i64 %".1409" to double*
  store double %".1370", double* %".1410"
  %".1412" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  ret void
B1330:
  %".1416" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"sh"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"sh"
  %".1418" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"out"
  %".1420" = load {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %"ish"
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %"ish"
  %".1422" = load i1, i1* %"$1120pred"
  store i1 0, i1* %"$1120pred"
  ret void
B198.if:
  store i64 8, i64* %"quot"
  store i64 8, i64* %"rem"
  br label %"B198.endif"
B198.else:
  store i64 0, i64* %".144"
  store i64 0, i64* %".147"
  %".150" = icmp eq i64 %".136", -9223372036854775808
  %".151" = icmp eq i64 8, -1
  %".152" = and i1 %".150", %".151"
  %".153" = xor i1 %".152", -1
  br i1 %".153", label %"B198.else.if", label %"B198.else.endif", !prof !2
B198.endif:
  %".176" = load i64, i64* %"quot"
  %".177" = load i32, i32* %"tx"
  %".178" = sext i32 %".177" to i64
  %".181" = icmp eq i64 8, 0
  br i1 %".181", label %"B198.endif.if", label %"B198.endif.else", !prof !1
B198.else.if:
  %".155" = sdiv i64 %".136", 8
  %".156" = srem i64 %".136", 8
  %".157" = xor i64 8, %".156"
  %".158" = icmp slt i64 %".157", 0
  %".159" = icmp ne i64 %".156", 0
  %".160" = and i1 %".159", %".158"
  br i1 %".160", label %"B198.else.if.if", label %"B198.else.if.else"
B198.else.endif:
  %".171" = load i64, i64* %".144"
  %".172" = load i64, i64* %".147"
  store i64 %".171", i64* %"quot"
  store i64 %".172", i64* %"rem"
  br label %"B198.endif"
B198.else.if.if:
  %".165" = sub i64 %".155", 1
  store i64 %".165", i64* %".144"
  %".167" = add i64 %".156", 8
  store i64 %".167", i64* %".147"
  br label %"B198.else.if.endif"
B198.else.if.else:
  store i64 %".155", i64* %".144"
  store i64 %".156", i64* %".147"
  br label %"B198.else.if.endif"
B198.else.if.endif:
  br label %"B198.else.endif"
B198.endif.if:
  store i64 8, i64* %"quot.1"
  store i64 8, i64* %"rem.1"
  br label %"B198.endif.endif"
B198.endif.else:
  store i64 0, i64* %".186"
  store i64 0, i64* %".189"
  %".192" = icmp eq i64 %".178", -9223372036854775808
  %".193" = icmp eq i64 8, -1
  %".194" = and i1 %".192", %".193"
  %".195" = xor i1 %".194", -1
  br i1 %".195", label %"B198.endif.else.if", label %"B198.endif.else.endif", !prof !2
B198.endif.endif:
  %".218" = load i64, i64* %"rem.1"
  %".219" = insertvalue [2 x i64] undef, i64 %".176", 0
  %".220" = insertvalue [2 x i64] %".219", i64 %".218", 1
  %".221" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"sh"
  %".222" = extractvalue [2 x i64] %".220", 0
  %".223" = extractvalue [2 x i64] %".220", 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".224"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".221", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".224"
  %".228" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".224", i32 0, i32 5
  %".229" = getelementptr inbounds [2 x i64], [2 x i64]* %".228", i32 0, i32 0
  %".230" = load i64, i64* %".229", !range !3
  %".231" = getelementptr inbounds [2 x i64], [2 x i64]* %".228", i32 0, i32 1
  %".232" = load i64, i64* %".231", !range !3
  %".233" = insertvalue [2 x i64] undef, i64 %".230", 0
  %".234" = insertvalue [2 x i64] %".233", i64 %".232", 1
  %".235" = extractvalue [2 x i64] %".234", 0
  %".236" = extractvalue [2 x i64] %".234", 1
  %".237" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".224", i32 0, i32 6
  %".238" = load [2 x i64], [2 x i64]* %".237"
  %".239" = extractvalue [2 x i64] %".238", 0
  %".240" = extractvalue [2 x i64] %".238", 1
  %".241" = icmp slt i64 %".222", 0
  %".242" = add i64 %".222", %".235"
  %".243" = select  i1 %".241", i64 %".242", i64 %".222"
  %".244" = icmp slt i64 %".223", 0
  %".245" = add i64 %".223", %".236"
  %".246" = select  i1 %".244", i64 %".245", i64 %".223"
  %".247" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".224", i32 0, i32 5
  %".248" = getelementptr inbounds [2 x i64], [2 x i64]* %".247", i32 0, i32 0
  %".249" = load i64, i64* %".248", !range !3
  %".250" = getelementptr inbounds [2 x i64], [2 x i64]* %".247", i32 0, i32 1
  %".251" = load i64, i64* %".250", !range !3
  %".252" = insertvalue [2 x i64] undef, i64 %".249", 0
  %".253" = insertvalue [2 x i64] %".252", i64 %".251", 1
  %".254" = extractvalue [2 x i64] %".253", 0
  %".255" = extractvalue [2 x i64] %".253", 1
  %".256" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".224", i32 0, i32 6
  %".257" = load [2 x i64], [2 x i64]* %".256"
  %".258" = extractvalue [2 x i64] %".257", 0
  %".259" = extractvalue [2 x i64] %".257", 1
  %".260" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".224", i32 0, i32 4
  %".261" = load double*, double** %".260"
  %".262" = mul i64 1, %".255"
  %".263" = mul i64 %".243", %".262"
  %".264" = add i64 0, %".263"
  %".265" = mul i64 %".246", 1
  %".266" = add i64 %".264", %".265"
  %".267" = getelementptr double, double* %".261", i64 %".266"
  store double              0x0, double* %".267"
  br label %"B224"
B198.endif.else.if:
  %".197" = sdiv i64 %".178", 8
  %".198" = srem i64 %".178", 8
  %".199" = xor i64 8, %".198"
  %".200" = icmp slt i64 %".199", 0
  %".201" = icmp ne i64 %".198", 0
  %".202" = and i1 %".201", %".200"
  br i1 %".202", label %"B198.endif.else.if.if", label %"B198.endif.else.if.else"
B198.endif.else.endif:
  %".213" = load i64, i64* %".186"
  %".214" = load i64, i64* %".189"
  store i64 %".213", i64* %"quot.1"
  store i64 %".214", i64* %"rem.1"
  br label %"B198.endif.endif"
B198.endif.else.if.if:
  %".207" = sub i64 %".197", 1
  store i64 %".207", i64* %".186"
  %".209" = add i64 %".198", 8
  store i64 %".209", i64* %".189"
  br label %"B198.endif.else.if.endif"
B198.endif.else.if.else:
  store i64 %".197", i64* %".186"
  store i64 %".198", i64* %".189"
  br label %"B198.endif.else.if.endif"
B198.endif.else.if.endif:
  br label %"B198.endif.else.endif"
B236.if:
  store i64 4, i64* %"quot.2"
  store i64 4, i64* %"rem.2"
  br label %"B236.endif"
B236.else:
  store i64 0, i64* %".291"
  store i64 0, i64* %".294"
  %".297" = icmp eq i64 %".283", -9223372036854775808
  %".298" = icmp eq i64 4, -1
  %".299" = and i1 %".297", %".298"
  %".300" = xor i1 %".299", -1
  br i1 %".300", label %"B236.else.if", label %"B236.else.endif", !prof !2
B236.endif:
  %".323" = load i64, i64* %"quot.2"
  %".324" = load i32, i32* %"tx"
  %".325" = sext i32 %".324" to i64
  %".328" = icmp eq i64 4, 0
  br i1 %".328", label %"B236.endif.if", label %"B236.endif.else", !prof !1
B236.else.if:
  %".302" = sdiv i64 %".283", 4
  %".303" = srem i64 %".283", 4
  %".304" = xor i64 4, %".303"
  %".305" = icmp slt i64 %".304", 0
  %".306" = icmp ne i64 %".303", 0
  %".307" = and i1 %".306", %".305"
  br i1 %".307", label %"B236.else.if.if", label %"B236.else.if.else"
B236.else.endif:
  %".318" = load i64, i64* %".291"
  %".319" = load i64, i64* %".294"
  store i64 %".318", i64* %"quot.2"
  store i64 %".319", i64* %"rem.2"
  br label %"B236.endif"
B236.else.if.if:
  %".312" = sub i64 %".302", 1
  store i64 %".312", i64* %".291"
  %".314" = add i64 %".303", 4
  store i64 %".314", i64* %".294"
  br label %"B236.else.if.endif"
B236.else.if.else:
  store i64 %".302", i64* %".291"
  store i64 %".303", i64* %".294"
  br label %"B236.else.if.endif"
B236.else.if.endif:
  br label %"B236.else.endif"
B236.endif.if:
  store i64 4, i64* %"quot.3"
  store i64 4, i64* %"rem.3"
  br label %"B236.endif.endif"
B236.endif.else:
  store i64 0, i64* %".333"
  store i64 0, i64* %".336"
  %".339" = icmp eq i64 %".325", -9223372036854775808
  %".340" = icmp eq i64 4, -1
  %".341" = and i1 %".339", %".340"
  %".342" = xor i1 %".341", -1
  br i1 %".342", label %"B236.endif.else.if", label %"B236.endif.else.endif", !prof !2
B236.endif.endif:
  %".365" = load i64, i64* %"rem.3"
  %".366" = insertvalue [2 x i64] undef, i64 %".323", 0
  %".367" = insertvalue [2 x i64] %".366", i64 %".365", 1
  %".368" = load {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %"ish"
  %".369" = extractvalue [2 x i64] %".367", 0
  %".370" = extractvalue [2 x i64] %".367", 1
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".371"
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %".368", {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".371"
  %".375" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".371", i32 0, i32 5
  %".376" = getelementptr inbounds [2 x i64], [2 x i64]* %".375", i32 0, i32 0
  %".377" = load i64, i64* %".376", !range !3
  %".378" = getelementptr inbounds [2 x i64], [2 x i64]* %".375", i32 0, i32 1
  %".379" = load i64, i64* %".378", !range !3
  %".380" = insertvalue [2 x i64] undef, i64 %".377", 0
  %".381" = insertvalue [2 x i64] %".380", i64 %".379", 1
  %".382" = extractvalue [2 x i64] %".381", 0
  %".383" = extractvalue [2 x i64] %".381", 1
  %".384" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".371", i32 0, i32 6
  %".385" = load [2 x i64], [2 x i64]* %".384"
  %".386" = extractvalue [2 x i64] %".385", 0
  %".387" = extractvalue [2 x i64] %".385", 1
  %".388" = icmp slt i64 %".369", 0
  %".389" = add i64 %".369", %".382"
  %".390" = select  i1 %".388", i64 %".389", i64 %".369"
  %".391" = icmp slt i64 %".370", 0
  %".392" = add i64 %".370", %".383"
  %".393" = select  i1 %".391", i64 %".392", i64 %".370"
  %".394" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".371", i32 0, i32 5
  %".395" = getelementptr inbounds [2 x i64], [2 x i64]* %".394", i32 0, i32 0
  %".396" = load i64, i64* %".395", !range !3
  %".397" = getelementptr inbounds [2 x i64], [2 x i64]* %".394", i32 0, i32 1
  %".398" = load i64, i64* %".397", !range !3
  %".399" = insertvalue [2 x i64] undef, i64 %".396", 0
  %".400" = insertvalue [2 x i64] %".399", i64 %".398", 1
  %".401" = extractvalue [2 x i64] %".400", 0
  %".402" = extractvalue [2 x i64] %".400", 1
  %".403" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".371", i32 0, i32 6
  %".404" = load [2 x i64], [2 x i64]* %".403"
  %".405" = extractvalue [2 x i64] %".404", 0
  %".406" = extractvalue [2 x i64] %".404", 1
  %".407" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".371", i32 0, i32 4
  %".408" = load i64*, i64** %".407"
  %".409" = mul i64 1, %".402"
  %".410" = mul i64 %".390", %".409"
  %".411" = add i64 0, %".410"
  %".412" = mul i64 %".393", 1
  %".413" = add i64 %".411", %".412"
  %".414" = getelementptr i64, i64* %".408", i64 %".413"
  store i64 0, i64* %".414"
  br label %"B262"
B236.endif.else.if:
  %".344" = sdiv i64 %".325", 4
  %".345" = srem i64 %".325", 4
  %".346" = xor i64 4, %".345"
  %".347" = icmp slt i64 %".346", 0
  %".348" = icmp ne i64 %".345", 0
  %".349" = and i1 %".348", %".347"
  br i1 %".349", label %"B236.endif.else.if.if", label %"B236.endif.else.if.else"
B236.endif.else.endif:
  %".360" = load i64, i64* %".333"
  %".361" = load i64, i64* %".336"
  store i64 %".360", i64* %"quot.3"
  store i64 %".361", i64* %"rem.3"
  br label %"B236.endif.endif"
B236.endif.else.if.if:
  %".354" = sub i64 %".344", 1
  store i64 %".354", i64* %".333"
  %".356" = add i64 %".345", 4
  store i64 %".356", i64* %".336"
  br label %"B236.endif.else.if.endif"
B236.endif.else.if.else:
  store i64 %".344", i64* %".333"
  store i64 %".345", i64* %".336"
  br label %"B236.endif.else.if.endif"
B236.endif.else.if.endif:
  br label %"B236.endif.else.endif"
B262.if:
  store i64 %".435", i64* %"quot.4"
  store i64 %".435", i64* %"rem.4"
  br label %"B262.endif"
B262.else:
  store i64 0, i64* %".443"
  store i64 0, i64* %".446"
  %".449" = icmp eq i64 %".428", -9223372036854775808
  %".450" = icmp eq i64 %".435", -1
  %".451" = and i1 %".449", %".450"
  %".452" = xor i1 %".451", -1
  br i1 %".452", label %"B262.else.if", label %"B262.else.endif", !prof !2
B262.endif:
  %".475" = load i64, i64* %"rem.4"
  %".476" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"f64"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".477"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} %".476", {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".477"
  %".481" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".477", i32 0, i32 5
  %".482" = getelementptr inbounds [1 x i64], [1 x i64]* %".481", i32 0, i32 0
  %".483" = load i64, i64* %".482", !range !3
  %".484" = insertvalue [1 x i64] undef, i64 %".483", 0
  %".485" = extractvalue [1 x i64] %".484", 0
  %".486" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".477", i32 0, i32 6
  %".487" = load [1 x i64], [1 x i64]* %".486"
  %".488" = extractvalue [1 x i64] %".487", 0
  %".489" = icmp slt i64 %".475", 0
  %".490" = add i64 %".475", %".485"
  %".491" = select  i1 %".489", i64 %".490", i64 %".475"
  %".492" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".477", i32 0, i32 5
  %".493" = getelementptr inbounds [1 x i64], [1 x i64]* %".492", i32 0, i32 0
  %".494" = load i64, i64* %".493", !range !3
  %".495" = insertvalue [1 x i64] undef, i64 %".494", 0
  %".496" = extractvalue [1 x i64] %".495", 0
  %".497" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".477", i32 0, i32 6
  %".498" = load [1 x i64], [1 x i64]* %".497"
  %".499" = extractvalue [1 x i64] %".498", 0
  %".500" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %".477", i32 0, i32 4
  %".501" = load double*, double** %".500"
  %".502" = mul i64 %".499", %".491"
  %".503" = ptrtoint double* %".501" to i64
  %".504" = add i64 %".503", %".502"
  %".505" = inttoptr i64 %".504" to double*
  %".506" = load double, double* %".505"
  %".507" = load {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"f64"
  store {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [1 x i64], [1 x i64]}* %"f64"
  %".509" = load i32, i32* %"tx"
  %".510" = sext i32 %".509" to i64
  %".513" = icmp eq i64 4, 0
  br i1 %".513", label %"B262.endif.if", label %"B262.endif.else", !prof !1
B262.else.if:
  %".454" = sdiv i64 %".428", %".435"
  %".455" = srem i64 %".428", %".435"
  %".456" = xor i64 %".435", %".455"
  %".457" = icmp slt i64 %".456", 0
  %".458" = icmp ne i64 %".455", 0
  %".459" = and i1 %".458", %".457"
  br i1 %".459", label %"B262.else.if.if", label %"B262.else.if.else"
B262.else.endif:
  %".470" = load i64, i64* %".443"
  %".471" = load i64, i64* %".446"
  store i64 %".470", i64* %"quot.4"
  store i64 %".471", i64* %"rem.4"
  br label %"B262.endif"
B262.else.if.if:
  %".464" = sub i64 %".454", 1
  store i64 %".464", i64* %".443"
  %".466" = add i64 %".455", %".435"
  store i64 %".466", i64* %".446"
  br label %"B262.else.if.endif"
B262.else.if.else:
  store i64 %".454", i64* %".443"
  store i64 %".455", i64* %".446"
  br label %"B262.else.if.endif"
B262.else.if.endif:
  br label %"B262.else.endif"
B262.endif.if:
  store i64 4, i64* %"quot.5"
  store i64 4, i64* %"rem.5"
  br label %"B262.endif.endif"
B262.endif.else:
  store i64 0, i64* %".518"
  store i64 0, i64* %".521"
  %".524" = icmp eq i64 %".510", -9223372036854775808
  %".525" = icmp eq i64 4, -1
  %".526" = and i1 %".524", %".525"
  %".527" = xor i1 %".526", -1
  br i1 %".527", label %"B262.endif.else.if", label %"B262.endif.else.endif", !prof !2
B262.endif.endif:
  %".550" = load i64, i64* %"rem.5"
  %".551" = load i32, i32* %"tx"
  %".552" = sext i32 %".551" to i64
  %".555" = icmp eq i64 8, 0
  br i1 %".555", label %"B262.endif.endif.if", label %"B262.endif.endif.else", !prof !1
B262.endif.else.if:
  %".529" = sdiv i64 %".510", 4
  %".530" = srem i64 %".510", 4
  %".531" = xor i64 4, %".530"
  %".532" = icmp slt i64 %".531", 0
  %".533" = icmp ne i64 %".530", 0
  %".534" = and i1 %".533", %".532"
  br i1 %".534", label %"B262.endif.else.if.if", label %"B262.endif.else.if.else"
B262.endif.else.endif:
  %".545" = load i64, i64* %".518"
  %".546" = load i64, i64* %".521"
  store i64 %".545", i64* %"quot.5"
  store i64 %".546", i64* %"rem.5"
  br label %"B262.endif.endif"
B262.endif.else.if.if:
  %".539" = sub i64 %".529", 1
  store i64 %".539", i64* %".518"
  %".541" = add i64 %".530", 4
  store i64 %".541", i64* %".521"
  br label %"B262.endif.else.if.endif"
B262.endif.else.if.else:
  store i64 %".529", i64* %".518"
  store i64 %".530", i64* %".521"
  br label %"B262.endif.else.if.endif"
B262.endif.else.if.endif:
  br label %"B262.endif.else.endif"
B262.endif.endif.if:
  store i64 8, i64* %"quot.6"
  store i64 8, i64* %"rem.6"
  br label %"B262.endif.endif.endif"
B262.endif.endif.else:
  store i64 0, i64* %".560"
  store i64 0, i64* %".563"
  %".566" = icmp eq i64 %".552", -9223372036854775808
  %".567" = icmp eq i64 8, -1
  %".568" = and i1 %".566", %".567"
  %".569" = xor i1 %".568", -1
  br i1 %".569", label %"B262.endif.endif.else.if", label %"B262.endif.endif.else.endif", !prof !2
B262.endif.endif.endif:
  %".592" = load i64, i64* %"rem.6"
  %".593" = insertvalue [2 x i64] undef, i64 %".550", 0
  %".594" = insertvalue [2 x i64] %".593", i64 %".592", 1
  %".595" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"sh"
  %".596" = extractvalue [2 x i64] %".594", 0
  %".597" = extractvalue [2 x i64] %".594", 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".598"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".595", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".598"
  %".602" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".598", i32 0, i32 5
  %".603" = getelementptr inbounds [2 x i64], [2 x i64]* %".602", i32 0, i32 0
  %".604" = load i64, i64* %".603", !range !3
  %".605" = getelementptr inbounds [2 x i64], [2 x i64]* %".602", i32 0, i32 1
  %".606" = load i64, i64* %".605", !range !3
  %".607" = insertvalue [2 x i64] undef, i64 %".604", 0
  %".608" = insertvalue [2 x i64] %".607", i64 %".606", 1
  %".609" = extractvalue [2 x i64] %".608", 0
  %".610" = extractvalue [2 x i64] %".608", 1
  %".611" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".598", i32 0, i32 6
  %".612" = load [2 x i64], [2 x i64]* %".611"
  %".613" = extractvalue [2 x i64] %".612", 0
  %".614" = extractvalue [2 x i64] %".612", 1
  %".615" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".598", i32 0, i32 4
  %".616" = load double*, double** %".615"
  %".617" = icmp slt i64 %".596", 0
  %".618" = add i64 %".609", %".596"
  %".619" = select  i1 %".617", i64 %".618", i64 %".596"
  %".620" = icmp slt i64 %".597", 0
  %".621" = add i64 %".610", %".597"
  %".622" = select  i1 %".620", i64 %".621", i64 %".597"
  %".623" = mul i64 1, %".610"
  %".624" = mul i64 %".619", %".623"
  %".625" = add i64 0, %".624"
  %".626" = mul i64 %".622", 1
  %".627" = add i64 %".625", %".626"
  %".628" = getelementptr double, double* %".616", i64 %".627"
  %".629" = call double @"llvm.nvvm.atomic.load.add.f64.p0f64"(double* %".628", double %".506")
  %".630" = insertvalue {i64, i64} undef, i64 3, 0
  %".631" = insertvalue {i64, i64} %".630", i64 7, 1
  %".632" = load {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %"sh"
  %".633" = extractvalue {i64, i64} %".631", 0
  %".634" = extractvalue {i64, i64} %".631", 1
  %".635" = insertvalue [2 x i64] undef, i64 3, 0
  %".636" = insertvalue [2 x i64] %".635", i64 7, 1
  %".637" = extractvalue [2 x i64] %".636", 0
  %".638" = extractvalue [2 x i64] %".636", 1
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".639"
  store {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]} %".632", {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".639"
  %".643" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".639", i32 0, i32 5
  %".644" = getelementptr inbounds [2 x i64], [2 x i64]* %".643", i32 0, i32 0
  %".645" = load i64, i64* %".644", !range !3
  %".646" = getelementptr inbounds [2 x i64], [2 x i64]* %".643", i32 0, i32 1
  %".647" = load i64, i64* %".646", !range !3
  %".648" = insertvalue [2 x i64] undef, i64 %".645", 0
  %".649" = insertvalue [2 x i64] %".648", i64 %".647", 1
  %".650" = extractvalue [2 x i64] %".649", 0
  %".651" = extractvalue [2 x i64] %".649", 1
  %".652" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".639", i32 0, i32 6
  %".653" = load [2 x i64], [2 x i64]* %".652"
  %".654" = extractvalue [2 x i64] %".653", 0
  %".655" = extractvalue [2 x i64] %".653", 1
  %".656" = getelementptr inbounds {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, double*, [2 x i64], [2 x i64]}* %".639", i32 0, i32 4
  %".657" = load double*, double** %".656"
  %".658" = icmp slt i64 %".637", 0
  %".659" = add i64 %".650", %".637"
  %".660" = select  i1 %".658", i64 %".659", i64 %".637"
  %".661" = icmp slt i64 %".638", 0
  %".662" = add i64 %".651", %".638"
  %".663" = select  i1 %".661", i64 %".662", i64 %".638"
  %".664" = mul i64 1, %".651"
  %".665" = mul i64 %".660", %".664"
  %".666" = add i64 0, %".665"
  %".667" = mul i64 %".663", 1
  %".668" = add i64 %".666", %".667"
  %".669" = getelementptr double, double* %".657", i64 %".668"
  %".670" = call double @"___numba_atomic_double_max"(double* %".669", double %".506")
  %".671" = load i32, i32* %"tx"
  %".672" = sext i32 %".671" to i64
  %".675" = icmp eq i64 4, 0
  br i1 %".675", label %"B262.endif.endif.endif.if", label %"B262.endif.endif.endif.else", !prof !1
B262.endif.endif.else.if:
  %".571" = sdiv i64 %".552", 8
  %".572" = srem i64 %".552", 8
  %".573" = xor i64 8, %".572"
  %".574" = icmp slt i64 %".573", 0
  %".575" = icmp ne i64 %".572", 0
  %".576" = and i1 %".575", %".574"
  br i1 %".576", label %"B262.endif.endif.else.if.if", label %"B262.endif.endif.else.if.else"
B262.endif.endif.else.endif:
  %".587" = load i64, i64* %".560"
  %".588" = load i64, i64* %".563"
  store i64 %".587", i64* %"quot.6"
  store i64 %".588", i64* %"rem.6"
  br label %"B262.endif.endif.endif"
B262.endif.endif.else.if.if:
  %".581" = sub i64 %".571", 1
  store i64 %".581", i64* %".560"
  %".583" = add i64 %".572", 8
  store i64 %".583", i64* %".563"
  br label %"B262.endif.endif.else.if.endif"
B262.endif.endif.else.if.else:
  store i64 %".571", i64* %".560"
  store i64 %".572", i64* %".563"
  br label %"B262.endif.endif.else.if.endif"
B262.endif.endif.else.if.endif:
  br label %"B262.endif.endif.else.endif"
B262.endif.endif.endif.if:
  store i64 4, i64* %"quot.7"
  store i64 4, i64* %"rem.7"
  br label %"B262.endif.endif.endif.endif"
B262.endif.endif.endif.else:
  store i64 0, i64* %".680"
  store i64 0, i64* %".683"
  %".686" = icmp eq i64 %".672", -9223372036854775808
  %".687" = icmp eq i64 4, -1
  %".688" = and i1 %".686", %".687"
  %".689" = xor i1 %".688", -1
  br i1 %".689", label %"B262.endif.endif.endif.else.if", label %"B262.endif.endif.endif.else.endif", !prof !2
B262.endif.endif.endif.endif:
  %".712" = load i64, i64* %"rem.7"
  %".713" = insertvalue {i64, i64} undef, i64 0, 0
  %".714" = insertvalue {i64, i64} %".713", i64 %".712", 1
  %".715" = sub nsw i64 %".428", 50
  %".716" = load {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %"ish"
  %".717" = extractvalue {i64, i64} %".714", 0
  %".718" = extractvalue {i64, i64} %".714", 1
  %".719" = insertvalue [2 x i64] undef, i64 0, 0
  %".720" = insertvalue [2 x i64] %".719", i64 %".718", 1
  %".721" = extractvalue [2 x i64] %".720", 0
  %".722" = extractvalue [2 x i64] %".720", 1
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".723"
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %".716", {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".723"
  %".727" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".723", i32 0, i32 5
  %".728" = getelementptr inbounds [2 x i64], [2 x i64]* %".727", i32 0, i32 0
  %".729" = load i64, i64* %".728", !range !3
  %".730" = getelementptr inbounds [2 x i64], [2 x i64]* %".727", i32 0, i32 1
  %".731" = load i64, i64* %".730", !range !3
  %".732" = insertvalue [2 x i64] undef, i64 %".729", 0
  %".733" = insertvalue [2 x i64] %".732", i64 %".731", 1
  %".734" = extractvalue [2 x i64] %".733", 0
  %".735" = extractvalue [2 x i64] %".733", 1
  %".736" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".723", i32 0, i32 6
  %".737" = load [2 x i64], [2 x i64]* %".736"
  %".738" = extractvalue [2 x i64] %".737", 0
  %".739" = extractvalue [2 x i64] %".737", 1
  %".740" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".723", i32 0, i32 4
  %".741" = load i64*, i64** %".740"
  %".742" = icmp slt i64 %".721", 0
  %".743" = add i64 %".734", %".721"
  %".744" = select  i1 %".742", i64 %".743", i64 %".721"
  %".745" = icmp slt i64 %".722", 0
  %".746" = add i64 %".735", %".722"
  %".747" = select  i1 %".745", i64 %".746", i64 %".722"
  %".748" = mul i64 1, %".735"
  %".749" = mul i64 %".744", %".748"
  %".750" = add i64 0, %".749"
  %".751" = mul i64 %".747", 1
  %".752" = add i64 %".750", %".751"
  %".753" = getelementptr i64, i64* %".741", i64 %".752"
  %".754" = atomicrmw min i64* %".753", i64 %".715" monotonic
  %".755" = load i32, i32* %"tx"
  %".756" = sext i32 %".755" to i64
  %".759" = icmp eq i64 4, 0
  br i1 %".759", label %"B262.endif.endif.endif.endif.if", label %"B262.endif.endif.endif.endif.else", !prof !1
B262.endif.endif.endif.else.if:
  %".691" = sdiv i64 %".672", 4
  %".692" = srem i64 %".672", 4
  %".693" = xor i64 4, %".692"
  %".694" = icmp slt i64 %".693", 0
  %".695" = icmp ne i64 %".692", 0
  %".696" = and i1 %".695", %".694"
  br i1 %".696", label %"B262.endif.endif.endif.else.if.if", label %"B262.endif.endif.endif.else.if.else"
B262.endif.endif.endif.else.endif:
  %".707" = load i64, i64* %".680"
  %".708" = load i64, i64* %".683"
  store i64 %".707", i64* %"quot.7"
  store i64 %".708", i64* %"rem.7"
  br label %"B262.endif.endif.endif.endif"
B262.endif.endif.endif.else.if.if:
  %".701" = sub i64 %".691", 1
  store i64 %".701", i64* %".680"
  %".703" = add i64 %".692", 4
  store i64 %".703", i64* %".683"
  br label %"B262.endif.endif.endif.else.if.endif"
B262.endif.endif.endif.else.if.else:
  store i64 %".691", i64* %".680"
  store i64 %".692", i64* %".683"
  br label %"B262.endif.endif.endif.else.if.endif"
B262.endif.endif.endif.else.if.endif:
  br label %"B262.endif.endif.endif.else.endif"
B262.endif.endif.endif.endif.if:
  store i64 4, i64* %"quot.8"
  store i64 4, i64* %"rem.8"
  br label %"B262.endif.endif.endif.endif.endif"
B262.endif.endif.endif.endif.else:
  store i64 0, i64* %".764"
  store i64 0, i64* %".767"
  %".770" = icmp eq i64 %".756", -9223372036854775808
  %".771" = icmp eq i64 4, -1
  %".772" = and i1 %".770", %".771"
  %".773" = xor i1 %".772", -1
  br i1 %".773", label %"B262.endif.endif.endif.endif.else.if", label %"B262.endif.endif.endif.endif.else.endif", !prof !2
B262.endif.endif.endif.endif.endif:
  %".796" = load i64, i64* %"rem.8"
  %".797" = insertvalue {i64, i64} undef, i64 1, 0
  %".798" = insertvalue {i64, i64} %".797", i64 %".796", 1
  %".799" = load i32, i32* %"tx"
  %".800" = sext i32 %".799" to i64
  %".801" = load {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %"ish"
  %".802" = extractvalue {i64, i64} %".798", 0
  %".803" = extractvalue {i64, i64} %".798", 1
  %".804" = insertvalue [2 x i64] undef, i64 1, 0
  %".805" = insertvalue [2 x i64] %".804", i64 %".803", 1
  %".806" = extractvalue [2 x i64] %".805", 0
  %".807" = extractvalue [2 x i64] %".805", 1
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".808"
  store {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]} %".801", {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".808"
  %".812" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".808", i32 0, i32 5
  %".813" = getelementptr inbounds [2 x i64], [2 x i64]* %".812", i32 0, i32 0
  %".814" = load i64, i64* %".813", !range !3
  %".815" = getelementptr inbounds [2 x i64], [2 x i64]* %".812", i32 0, i32 1
  %".816" = load i64, i64* %".815", !range !3
  %".817" = insertvalue [2 x i64] undef, i64 %".814", 0
  %".818" = insertvalue [2 x i64] %".817", i64 %".816", 1
  %".819" = extractvalue [2 x i64] %".818", 0
  %".820" = extractvalue [2 x i64] %".818", 1
  %".821" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".808", i32 0, i32 6
  %".822" = load [2 x i64], [2 x i64]* %".821"
  %".823" = extractvalue [2 x i64] %".822", 0
  %".824" = extractvalue [2 x i64] %".822", 1
  %".825" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}, {i8*, i8*, i64, i64, i64*, [2 x i64], [2 x i64]}* %".808", i32 0, i32 4
  %".826" = load i64*, i64** %".825"
  %".827" = icmp slt i64 %".806", 0
  %".828" = add i64 %".819", %".806"
  %".829" = select  i1 %".827", i64 %".828", i64 %".806"
  %".830" = icmp slt i64 %".807", 0
  %".831" = add i64 %".820", %".807"
  %".832" = select  i1 %".830", i64 %".831", i64 %".807"
  %".833" = mul i64 1, %".820"
  %".834" = mul i64 %".829", %".833"
  %".835" = add i64 0, %".834"
  %".836" = mul i64 %".832", 1
  %".837" = add i64 %".835", %".836"
  %".838" = getelementptr i64, i64* %".826", i64 %".837"
  %".839" = atomicrmw add i64* %".838", i64 %".800" monotonic
  %".840" = mul i64 %".428", 3
  %".841" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"u64"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".842"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".841", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".842"
  %".846" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".842", i32 0, i32 5
  %".847" = getelementptr inbounds [1 x i64], [1 x i64]* %".846", i32 0, i32 0
  %".848" = load i64, i64* %".847", !range !3
  %".849" = insertvalue [1 x i64] undef, i64 %".848", 0
  %".850" = extractvalue [1 x i64] %".849", 0
  %".851" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".842", i32 0, i32 6
  %".852" = load [1 x i64], [1 x i64]* %".851"
  %".853" = extractvalue [1 x i64] %".852", 0
  %".854" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".842", i32 0, i32 4
  %".855" = load i64*, i64** %".854"
  %".856" = icmp slt i64 0, 0
  %".857" = add i64 %".850", 0
  %".858" = select  i1 %".856", i64 %".857", i64 0
  %".859" = mul i64 %".853", %".858"
  %".860" = ptrtoint i64* %".855" to i64
  %".861" = add i64 %".860", %".859"
  %".862" = inttoptr i64 %".861" to i64*
  %".863" = atomicrmw umax i64* %".862", i64 %".840" monotonic
  %".864" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"u64"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".865"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".864", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".865"
  %".869" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".865", i32 0, i32 5
  %".870" = getelementptr inbounds [1 x i64], [1 x i64]* %".869", i32 0, i32 0
  %".871" = load i64, i64* %".870", !range !3
  %".872" = insertvalue [1 x i64] undef, i64 %".871", 0
  %".873" = extractvalue [1 x i64] %".872", 0
  %".874" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".865", i32 0, i32 6
  %".875" = load [1 x i64], [1 x i64]* %".874"
  %".876" = extractvalue [1 x i64] %".875", 0
  %".877" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".865", i32 0, i32 4
  %".878" = load i64*, i64** %".877"
  %".879" = icmp slt i64 1, 0
  %".880" = add i64 %".873", 1
  %".881" = select  i1 %".879", i64 %".880", i64 1
  %".882" = mul i64 %".876", %".881"
  %".883" = ptrtoint i64* %".878" to i64
  %".884" = add i64 %".883", %".882"
  %".885" = inttoptr i64 %".884" to i64*
  %".886" = cmpxchg i64* %".885", i64 0, i64 %".428" monotonic monotonic
  %".887" = extractvalue {i64, i1} %".886", 0
  %".888" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"u64"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"u64"
  %".890" = sub nsw i64 %".428", 7
  %".891" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"i64"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".892"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} %".891", {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".892"
  %".896" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".892", i32 0, i32 5
  %".897" = getelementptr inbounds [1 x i64], [1 x i64]* %".896", i32 0, i32 0
  %".898" = load i64, i64* %".897", !range !3
  %".899" = insertvalue [1 x i64] undef, i64 %".898", 0
  %".900" = extractvalue [1 x i64] %".899", 0
  %".901" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".892", i32 0, i32 6
  %".902" = load [1 x i64], [1 x i64]* %".901"
  %".903" = extractvalue [1 x i64] %".902", 0
  %".904" = getelementptr inbounds {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %".892", i32 0, i32 4
  %".905" = load i64*, i64** %".904"
  %".906" = icmp slt i64 0, 0
  %".907" = add i64 %".900", 0
  %".908" = select  i1 %".906", i64 %".907", i64 0
  %".909" = mul i64 %".903", %".908"
  %".910" = ptrtoint i64* %".905" to i64
  %".911" = add i64 %".910", %".909"
  %".912" = inttoptr i64 %".911" to i64*
  %".913" = atomicrmw min i64* %".912", i64 %".890" monotonic
  %".914" = load {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"i64"
  store {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]} zeroinitializer, {i8*, i8*, i64, i64, i64*, [1 x i64], [1 x i64]}* %"i64"
  call void @"llvm.nvvm.barrier0"()
  %".917" = load i32, i32* %"tx"
  %".918" = sext i32 %".917" to i64
  %".919" = icmp eq i64 %".918", 0
  %".920" = load i32, i32* %"tx"
  store i32 0, i32* %"tx"
  %".923" = load i1, i1* %"$1120pred"
  store i1 %".919", i1* %"$1120pred"
  %".925" = load i1, i1* %"$1120pred"
  br i1 %".925", label %"B1122", label %"B1330"
B262.endif.endif.endif.endif.else.if:
  %".775" = sdiv i64 %".756", 4
  %".776" = srem i64 %".756", 4
  %".777" = xor i64 4, %".776"
  %".778" = icmp slt i64 %".777", 0
  %".779" = icmp ne i64 %".776", 0
  %".780" = and i1 %".779", %".778"
  br i1 %".780", label %"B262.endif.endif.endif.endif.else.if.if", label %"B262.endif.endif.endif.endif.else.if.else"
B262.endif.endif.endif.endif.else.endif:
  %".791" = load i64, i64* %".764"
  %".792" = load i64, i64* %".767"
  store i64 %".791", i64* %"quot.8"
  store i64 %".792", i64* %"rem.8"
  br label %"B262.endif.endif.endif.endif.endif"
B262.endif.endif.endif.endif.else.if.if:
  %".785" = sub i64 %".775", 1
  store i64 %".785", i64* %".764"
  %".787" = add i64 %".776", 4
  store i64 %".787", i64* %".767"
  br label %"B262.endif.endif.endif.endif.else.if.endif"
B262.endif.endif.endif.endif.else.if.else:
  store i64 %".775", i64* %".764"
  store i64 %".776", i64* %".767"
  br label %"B262.endif.endif.endif.endif.else.if.endif"
B262.endif.endif.endif.endif.else.if.endif:
  br label %"B262.endif.endif.endif.endif.else.endif"
B1122.if:
  ret void
B1122.endif:
  br i1 %".971", label %"B1122.endif.if", label %"B1122.endif.else"
B1122.endif.if:
  %".976" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".946", i32 0, i32 3
  %".977" = load i64*, i64** %".976"
  store i64 0, i64* %".977"
  br label %"B1122.endif.endif"
B1122.endif.else:
  %".980" = srem i64 %".968", %".954"
  %".981" = sub i64 0, %".980"
  %".982" = select  i1 %".969", i64 %".980", i64 %".981"
  %".983" = icmp sgt i64 %".982", 0
  %".984" = sdiv i64 %".968", %".954"
  %".985" = select  i1 %".983", i64 1, i64 0
  %".986" = add i64 %".984", %".985"
  %".987" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".946", i32 0, i32 3
  %".988" = load i64*, i64** %".987"
  store i64 %".986", i64* %".988"
  br label %"B1122.endif.endif"
B1122.endif.endif:
  %".991" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".946"
  %".993" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi1156.0"
  store {i64*, i64, i64, i64*} %".991", {i64*, i64, i64, i64*}* %"$phi1156.0"
  br label %"B1156"
B1156.if:
  %".1011" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".1000", i32 0, i32 0
  %".1012" = load i64*, i64** %".1011"
  %".1013" = load i64, i64* %".1012"
  %".1014" = getelementptr inbounds {i64, i1}, {i64, i1}* %".997", i32 0, i32 0
  store i64 %".1013", i64* %".1014"
  %".1016" = sub nsw i64 %".1006", 1
  store i64 %".1016", i64* %".1005"
  %".1018" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".1000", i32 0, i32 2
  %".1019" = load i64, i64* %".1018"
  %".1020" = add i64 %".1013", %".1019"
  %".1021" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".1000", i32 0, i32 0
  %".1022" = load i64*, i64** %".1021"
  store i64 %".1020", i64* %".1022"
  br label %"B1156.endif"
B1156.endif:
  %".1025" = load {i64, i1}, {i64, i1}* %".997"
  store {i64, i1} zeroinitializer, {i64, i1}* %".1026"
  store {i64, i1} %".1025", {i64, i1}* %".1026"
  %".1030" = getelementptr inbounds {i64, i1}, {i64, i1}* %".1026", i32 0, i32 0
  %".1031" = load i64, i64* %".1030"
  store {i64, i1} zeroinitializer, {i64, i1}* %".1032"
  store {i64, i1} %".1025", {i64, i1}* %".1032"
  %".1036" = getelementptr inbounds {i64, i1}, {i64, i1}* %".1032", i32 0, i32 1
  %".1037" = load i1, i1* %".1036"
  %".1039" = load i1, i1* %"$1156for_iter.3"
  store i1 %".1037", i1* %"$1156for_iter.3"
  %".1042" = load i64, i64* %"$phi1158.1"
  store i64 %".1031", i64* %"$phi1158.1"
  %".1044" = load i1, i1* %"$1156for_iter.3"
  br i1 %".1044", label %"B1158", label %"B1224"
B1158.if:
  ret void
B1158.endif:
  br i1 %".1099", label %"B1158.endif.if", label %"B1158.endif.else"
B1158.endif.if:
  %".1104" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".1074", i32 0, i32 3
  %".1105" = load i64*, i64** %".1104"
  store i64 0, i64* %".1105"
  br label %"B1158.endif.endif"
B1158.endif.else:
  %".1108" = srem i64 %".1096", %".1082"
  %".1109" = sub i64 0, %".1108"
  %".1110" = select  i1 %".1097", i64 %".1108", i64 %".1109"
  %".1111" = icmp sgt i64 %".1110", 0
  %".1112" = sdiv i64 %".1096", %".1082"
  %".1113" = select  i1 %".1111", i64 1, i64 0
  %".1114" = add i64 %".1112", %".1113"
  %".1115" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".1074", i32 0, i32 3
  %".1116" = load i64*, i64** %".1115"
  store i64 %".1114", i64* %".1116"
  br label %"B1158.endif.endif"
B1158.endif.endif:
  %".1119" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".1074"
  %".1121" = load {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %"$phi1190.1"
  store {i64*, i64, i64, i64*} %".1119", {i64*, i64, i64, i64*}* %"$phi1190.1"
  br label %"B1190"
B1190.if:
  %".1139" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".1128", i32 0, i32 0
  %".1140" = load i64*, i64** %".1139"
  %".1141" = load i64, i64* %".1140"
  %".1142" = getelementptr inbounds {i64, i1}, {i64, i1}* %".1125", i32 0, i32 0
  store i64 %".1141", i64* %".1142"
  %".1144" = sub nsw i64 %".1134", 1
  store i64 %".1144", i64* %".1133"
  %".1146" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".1128", i32 0, i32 2
  %".1147" = load i64, i64* %".1146"
  %".1148" = add i64 %".1141", %".1147"
  %".1149" = getelementptr inbounds {i64*, i64, i64, i64*}, {i64*, i64, i64, i64*}* %".1128", i32 0, i32 0
  %".1150" = load i64*, i64** %".1149"
  store i64 %".1148", i64* %".1150"
  br label %"B1190.endif"
B1190.endif:
  %".1153" = load {i64, i1}, {i64, i1}* %".1125"
  store {i64, i1} zeroinitializer, {i64, i1}* %".1154"
  store {i64, i1} %".1153", {i64, i1}* %".1154"
  %".1158" = getelementptr inbounds {i64, i1}, {i64, i1}* %".1154", i32 0, i32 0
  %".1159" = load i64, i64* %".1158"
  store {i64, i1} zeroinitializer, {i64, i1}* %".1160"
  store {i64, i1} %".1153", {i64, i1}* %".1160"
  %".1164" = getelementptr inbounds {i64, i1}, {i64, i1}* %".1160", i32 0, i32 1
  %".1165" = load i1, i1* %".1164"
  %".1167" = load i1, i1* %"$1190for_iter.4"
  store i1 %".1165", i1* %"$1190for_iter.4"
  %".1170" = load i64, i64* %"$phi1192.2"
  store i64 %".1159", i64* %"$phi1192.2"
  %".1172" = load i1, i1* %"$1190for_iter.4"
  br i1 %".1172", label %"B1192", label %"B1222"
}

@"_cudapy_smem_1" = addrspace(3) global [32 x double] undef, align 8
@"_cudapy_smem_2" = addrspace(3) global [8 x i64] undef, align 8
declare i32 @"llvm.nvvm.read.ptx.sreg.tid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.tid.z"()

declare void @"llvm.nvvm.barrier0"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ntid.x"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.x"()

declare double @"llvm.nvvm.atomic.load.add.f64.p0f64"(double* %".1", double %".2")


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


declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.y"()

declare i32 @"llvm.nvvm.read.ptx.sreg.ctaid.z"()

@"llvm.used" = appending global [1 x i8*] [i8* bitcast (void (i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, i64*, i64, i64, i8*, i8*, i64, i64, i64*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__17atomics_shared_64B2v9B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIxLi1E1A7mutable7alignedE5ArrayIyLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE" to i8*)], section "llvm.metadata"
!nvvmir.version = !{ !0 }
!nvvm.annotations = !{ !4 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
!1 = !{ !"branch_weights", i32 1, i32 99 }
!2 = !{ !"branch_weights", i32 99, i32 1 }
!3 = !{ i64 0, i64 9223372036854775807 }
!4 = !{ void (i8*, i8*, i64, i64, double*, i64, i64, i8*, i8*, i64, i64, i64*, i64, i64, i8*, i8*, i64, i64, i64*, i64, i64, i8*, i8*, i64, i64, double*, i64, i64)* @"_ZN8__main__17atomics_shared_64B2v9B92cw51cXTLSUwv1sDUaKthoaNgoKmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdVhoqlspQGNFHSgJ5BnXagIAE5ArrayIdLi1E1A7mutable7alignedE5ArrayIxLi1E1A7mutable7alignedE5ArrayIyLi1E1A7mutable7alignedE5ArrayIdLi1E1A7mutable7alignedE", !"kernel", i32 1 }