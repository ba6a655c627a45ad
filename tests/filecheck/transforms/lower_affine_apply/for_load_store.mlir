// affine.for, affine.load/store, affine.min and affine.yield as MLIR's lower-affine makes them:
// an scf.for from the maximum of the lower bound map's results to the minimum of the upper bound
// map's (bound operands: dimensions, then symbols), its iter_args kept; a memref.load/store at the
// access map's results; min the minsi of the map's results (xDSL 0.74 has no affine.max). The
// kernel compiles and its PTX assembles; mlir-opt-22's lower-affine makes an scf.for of that shape.
// RUN: nvvm-opt %s -p lower-affine-apply | filecheck %s
// RUN: %if mlir-opt-22 %{ mlir-opt-22 %s --lower-affine | filecheck %s --check-prefix=MLIR %}
// RUN: %if ptxas %{ nvvm-opt %s --sm 80 -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o /dev/null %}
// CHECK:      %[[LB:.*]] = arith.maxsi %{{.*}}, %{{.*}} : index
// CHECK:      %[[UB:.*]] = arith.minsi %{{.*}}, %{{.*}} : index
// CHECK:      %[[STEP:.*]] = arith.constant 2 : index
// CHECK-NEXT: %{{.*}} = scf.for %[[J:.*]] = %[[LB]] to %[[UB]] step %[[STEP]] iter_args(%[[ACC:.*]] = %{{.*}}) -> (f32) {
// CHECK:        %[[V:.*]] = memref.load %a[%{{.*}}, %{{.*}}] : memref<16x8xf32>
// CHECK:        scf.yield %{{.*}} : f32
// CHECK:      memref.store %{{.*}}, %a[%{{.*}}, %{{.*}}] : memref<16x8xf32>
// CHECK:      arith.minsi
// CHECK-NOT:  affine.
// MLIR: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (f32) {

gpu.module @m {
  gpu.func @k(%a: memref<16x8xf32>, %n: index) kernel {
    %t = gpu.thread_id x
    %zero = arith.constant 0.0 : f32
    %sum = affine.for %j = max affine_map<(d0)[s0] -> (d0 mod 4, s0 - 8)>(%t)[%n] to min affine_map<()[s0] -> (s0, 8)>()[%n] step 2 iter_args(%acc = %zero) -> (f32) {
      %v = affine.load %a[%t floordiv 2, %j] : memref<16x8xf32>
      %s = arith.addf %acc, %v : f32
      affine.yield %s : f32
    }
    affine.store %sum, %a[%t mod 16, %t floordiv 4] : memref<16x8xf32>
    %m = affine.min affine_map<(d0)[s0] -> (d0 + 1, s0)>(%t)[%n]
    memref.store %sum, %a[%m, %m] : memref<16x8xf32>
    gpu.return
  }
}
