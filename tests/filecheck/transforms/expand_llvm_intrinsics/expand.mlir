// expand-llvm-intrinsics: constrained FP in the default rounding mode is the plain op; an
// element-wise vp op the plain vector op (its left-out lanes are poison); vector.insert/extract
// lane by lane; ptrtoaddr a ptrtoint. The whole pipeline's PTX assembles.
// RUN: nvvm-opt %s -p expand-llvm-intrinsics | filecheck %s
// REQUIRES: ptxas
// RUN: nvvm-opt %s --sm 80 -O0 > %t0.ptx && %ptxas -arch=sm_80 %t0.ptx -o %t0.cubin
// RUN: nvvm-opt %s --sm 80 > %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin

llvm.func @k(%a: f32, %b: f32, %v: vector<4xi32>, %w: vector<4xi32>, %m: vector<4xi1>, %n: i32, %p: !llvm.ptr<1>) attributes {nvvm.kernel} {
  // CHECK:      %[[SUM:.*]] = llvm.fadd %a, %b : f32
  // CHECK-NEXT: llvm.fptrunc
  %0 = llvm.intr.experimental.constrained.fadd %a, %b dynamic strict : f32
  %1 = llvm.intr.experimental.constrained.fptrunc %0 tonearest ignore : f32 to f16
  // CHECK-NEXT: %[[MAX:.*]] = llvm.intr.smax(%v, %w) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %2 = "llvm.intr.vp.smax"(%v, %w, %m, %n) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  // CHECK-NEXT: llvm.mlir.poison : vector<2xi32>
  // CHECK-COUNT-2: llvm.insertelement
  %3 = llvm.intr.vector.extract %2[2] : vector<2xi32> from vector<4xi32>
  // CHECK-COUNT-2: llvm.insertelement
  %4 = llvm.intr.vector.insert %3, %v[0] : vector<2xi32> into vector<4xi32>
  // CHECK:      llvm.ptrtoint %p : !llvm.ptr<1> to i64
  %5 = llvm.ptrtoaddr %p : !llvm.ptr<1> to i64
  llvm.store volatile %1, %p : f16, !llvm.ptr<1>
  llvm.store volatile %4, %p : vector<4xi32>, !llvm.ptr<1>
  llvm.store volatile %5, %p : i64, !llvm.ptr<1>
  llvm.return
}
