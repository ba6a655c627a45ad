// The packed f32x2 ops' operands by role, in CuTe DSL's generic form (as its MLIR prints them:
// properties, defaults spelled out): `fma` is srcA * srcB + srcC, the addend last, `sub` is
// srcA - srcB. Each operand is a different kernel parameter, so the PTX operands name which
// parameter is where: a definition or selection with the operands in another order fails here.
// REQUIRES: ptxas
// RUN: nvvm-opt %s -t mlir | filecheck %s --check-prefix=MLIR
// RUN: nvvm-opt %s --sm 100a -o %t.ptx
// RUN: filecheck %s < %t.ptx
// RUN: %ptxas -arch=sm_100a %t.ptx -o %t.cubin

// MLIR: %acc = nvvm.fma.packed.f32x2 %a, %b, %c {ftz = false, rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf32>, vector<2xf32>, vector<2xf32> -> vector<2xf32>
// MLIR: %acc2 = nvvm.fma.packed.f32x2 %b, %d, %acc {ftz = true, rnd = #nvvm.fp_rnd_mode<rz>} : vector<2xf32>, vector<2xf32>, vector<2xf32> -> vector<2xf32>
// MLIR: %diff = nvvm.sub.packed.f32x2 %d, %acc2 {ftz = false} : vector<2xf32>, vector<2xf32> -> vector<2xf32>

// CHECK-LABEL: .entry order(
// CHECK-DAG:   ld.param.f32 [[A0:%f[0-9]+]], [order_param_0];
// CHECK-DAG:   ld.param.f32 [[A1:%f[0-9]+]], [order_param_0+4];
// CHECK-DAG:   ld.param.f32 [[B0:%f[0-9]+]], [order_param_1];
// CHECK-DAG:   ld.param.f32 [[B1:%f[0-9]+]], [order_param_1+4];
// CHECK-DAG:   ld.param.f32 [[C0:%f[0-9]+]], [order_param_2];
// CHECK-DAG:   ld.param.f32 [[C1:%f[0-9]+]], [order_param_2+4];
// CHECK-DAG:   ld.param.f32 [[D0:%f[0-9]+]], [order_param_3];
// CHECK-DAG:   ld.param.f32 [[D1:%f[0-9]+]], [order_param_3+4];
// CHECK-DAG:   mov.b64 [[A:%rd[0-9]+]], {[[A0]], [[A1]]};
// CHECK-DAG:   mov.b64 [[B:%rd[0-9]+]], {[[B0]], [[B1]]};
// CHECK-DAG:   mov.b64 [[C:%rd[0-9]+]], {[[C0]], [[C1]]};
// CHECK:       fma.rn.f32x2 [[ACC:%rd[0-9]+]], [[A]], [[B]], [[C]];
// CHECK-NEXT:  mov.b64 {[[X0:%f[0-9]+]], [[X1:%f[0-9]+]]}, [[ACC]];
// CHECK-NEXT:  mov.b64 [[D:%rd[0-9]+]], {[[D0]], [[D1]]};
// CHECK-NEXT:  mov.b64 [[ACCR:%rd[0-9]+]], {[[X0]], [[X1]]};
// CHECK-NEXT:  fma.rz.ftz.f32x2 [[ACC2:%rd[0-9]+]], [[B]], [[D]], [[ACCR]];
// CHECK-NEXT:  mov.b64 {[[Y0:%f[0-9]+]], [[Y1:%f[0-9]+]]}, [[ACC2]];
// CHECK-NEXT:  mov.b64 [[ACC2R:%rd[0-9]+]], {[[Y0]], [[Y1]]};
// CHECK-NEXT:  sub.f32x2 %rd{{[0-9]+}}, [[D]], [[ACC2R]];
"llvm.func"() <{function_type = !llvm.func<void (vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>, ptr<1>)>, sym_name = "order", CConv = #llvm.cconv<ccc>, linkage = #llvm.linkage<external>, visibility_ = 0 : i64}> ({
^bb0(%a: vector<2xf32>, %b: vector<2xf32>, %c: vector<2xf32>, %d: vector<2xf32>, %out: !llvm.ptr<1>):
  %acc = "nvvm.fma.packed.f32x2"(%a, %b, %c) <{ftz = false, rnd = #nvvm.fp_rnd_mode<rn>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
  %acc2 = "nvvm.fma.packed.f32x2"(%b, %d, %acc) <{ftz = true, rnd = #nvvm.fp_rnd_mode<rz>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
  %diff = "nvvm.sub.packed.f32x2"(%d, %acc2) <{ftz = false, rnd = #nvvm.fp_rnd_mode<none>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
  "llvm.store"(%diff, %out) <{ordering = 0 : i64}> : (vector<2xf32>, !llvm.ptr<1>) -> ()
  "llvm.return"() : () -> ()
}) {nvvm.kernel} : () -> ()
