// A reduction region combines with a copy of its ops at every step: five xor shuffles within
// each warp, then (no identity to pad the missing warps with) a shfl.down tree guarded by the
// number of warps, and lane 0's total broadcast with shfl.idx.
// RUN: nvvm-opt %s -p convert-gpu-to-nvvm | filecheck %s
gpu.module @m {
  llvm.func @k(%v: f32) -> f32 {
    %m = gpu.all_reduce %v {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      "gpu.yield"(%s) : (f32) -> ()
    } : (f32) -> (f32)
    llvm.return %m : f32
  }
}

// CHECK-COUNT-5: nvvm.shfl.sync bfly
// CHECK:         nvvm.barrier0
// CHECK:         %[[LANE:.*]] = nvvm.read.ptx.sreg.laneid : i32
// CHECK:         %[[PARTIAL:.*]] = llvm.load
// CHECK:         %[[DOWN:.*]] = nvvm.shfl.sync down %{{.*}}, %[[PARTIAL]]
// CHECK-NEXT:    %[[PARTNER:.*]] = llvm.add %[[LANE]], %{{.*}} : i32
// CHECK-NEXT:    %[[BELOW:.*]] = llvm.icmp "ult" %[[PARTNER]], %{{.*}} : i32
// CHECK-NEXT:    %[[SUM:.*]] = arith.addf %[[PARTIAL]], %[[DOWN]] : f32
// CHECK-NEXT:    llvm.select %[[BELOW]], %[[SUM]], %[[PARTIAL]] : i1, f32
// CHECK-COUNT-4: nvvm.shfl.sync down
// CHECK:         nvvm.shfl.sync idx
// CHECK:         nvvm.barrier0
// CHECK-NOT:     gpu.all_reduce
