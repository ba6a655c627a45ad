// vector.fma (llvm.intr.fma on the vector), vector.bitcast (llvm.bitcast) and vector.reduction
// (llvm.intr.vector.reduce.*: a float add from -0.0 or the accumulator, the integer and float
// min/max kinds under their llvm names), as MLIR's convert-vector-to-llvm lowers them; the PTX
// has one fma per lane and assembles; a kind with an accumulator llvm has no start value for is
// a located error.
// RUN: nvvm-opt %s -p convert-to-llvm -t mlir | filecheck %s
// RUN: %if ptxas %{ nvvm-opt %s --sm 80 -o %t.ptx && filecheck %s --check-prefix=PTX < %t.ptx && %ptxas -arch=sm_80 %t.ptx -o /dev/null %}
// RUN: sed 's/<maxsi>, %i :/<maxsi>, %i, %e :/' %s | not nvvm-opt -p convert-to-llvm 2>&1 | filecheck %s --check-prefix=ERR
// CHECK: llvm.intr.fma(%{{.*}}, %{{.*}}, %{{.*}}) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK: llvm.bitcast %{{.*}} : vector<4xf32> to vector<4xi32>
// CHECK: llvm.mlir.constant(-0.000000e+00 : f32) : f32
// CHECK: "llvm.intr.vector.reduce.fadd"
// CHECK: "llvm.intr.vector.reduce.fadd"
// CHECK: llvm.intr.vector.reduce.fmaximum
// CHECK: "llvm.intr.vector.reduce.smax"
// CHECK: "llvm.intr.vector.reduce.umin"
// PTX-COUNT-4: fma.rn.f32
// PTX: max.NaN.f32
// ERR: error: 'vector.reduction': vector.reduction <maxsi> on vector<4xi32> with an accumulator is not lowered

gpu.module @m {
  gpu.func @k(%a: memref<64xf32>, %o: memref<64xi32>) kernel {
    %t = gpu.thread_id x
    %c4 = arith.constant 4 : index
    %b = arith.muli %t, %c4 : index
    %v = vector.load %a[%b] : memref<64xf32>, vector<4xf32>
    %w = vector.fma %v, %v, %v : vector<4xf32>
    %i = vector.bitcast %w : vector<4xf32> to vector<4xi32>
    %s = vector.reduction <add>, %w : vector<4xf32> into f32
    %s2 = vector.reduction <add>, %v, %s : vector<4xf32> into f32
    %m = vector.reduction <maximumf>, %w : vector<4xf32> into f32
    %e = vector.reduction <maxsi>, %i : vector<4xi32> into i32
    %u = vector.reduction <minui>, %i : vector<4xi32> into i32
    %f = arith.addf %s2, %m : f32
    memref.store %f, %a[%t] : memref<64xf32>
    %x = arith.xori %e, %u : i32
    memref.store %x, %o[%t] : memref<64xi32>
    gpu.return
  }
}
