// A short vector (8 to 64 bits in all) moves through shfl.sync as the integer of its width, as
// MLIR's subgroup_reduce expansion packs it: vector<2xf16> as one i32 shuffle per step, then
// combined lane by lane (llvm ops take vectors); vector<4xf16> as the two halves of an i64.
// gpu.shuffle of a vector does the same. A longer vector, or a vector in gpu.all_reduce, is a
// located error. The PTX assembles.
// RUN: nvvm-opt %s -p convert-gpu-to-nvvm | filecheck %s
// RUN: %if ptxas %{ nvvm-opt %s --sm 80 -o %t.ptx && filecheck %s --check-prefix=PTX < %t.ptx && %ptxas -arch=sm_80 %t.ptx -o /dev/null %}
// RUN: sed 's/vector<4xf16>/vector<8xf16>/g' %s | not nvvm-opt -p convert-gpu-to-nvvm 2>&1 | filecheck %s --check-prefix=LONG
// RUN: sed 's/gpu.subgroup_reduce add %v cluster(size = 4) :/gpu.all_reduce add %v uniform {} :/' %s | not nvvm-opt -p convert-gpu-to-nvvm 2>&1 | filecheck %s --check-prefix=ALL
// CHECK:      %[[P:.*]] = llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK-NEXT: %[[S:.*]] = nvvm.shfl.sync bfly %{{.*}}, %[[P]], %{{.*}}, %{{.*}} : i32 -> i32
// CHECK-NEXT: %[[U:.*]] = llvm.bitcast %[[S]] : i32 to vector<2xf16>
// CHECK-NEXT: llvm.fadd %{{.*}}, %[[U]] : vector<2xf16>
// CHECK:      llvm.bitcast %{{.*}} : vector<4xf16> to i64
// CHECK:      llvm.mul %{{.*}}, %{{.*}} : vector<2xi16>
// PTX-COUNT-2: shfl.sync.bfly.b32 {{.*}}, {{[12]}}, 31, -1;
// LONG: error: 'gpu.subgroup_reduce': gpu.subgroup_reduce maxnumf of vector<8xf16> is not supported
// ALL: error: 'gpu.all_reduce': gpu.all_reduce add of vector<2xf16> is not supported

gpu.module @m {
  gpu.func @k(%x: memref<64xvector<2xf16>>, %y: memref<64xvector<4xf16>>, %z: memref<64xvector<2xi16>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %t = gpu.thread_id x
    %v = memref.load %x[%t] : memref<64xvector<2xf16>>
    %r = gpu.subgroup_reduce add %v cluster(size = 4) : (vector<2xf16>) -> vector<2xf16>
    memref.store %r, %x[%t] : memref<64xvector<2xf16>>
    %w = memref.load %y[%t] : memref<64xvector<4xf16>>
    %q = gpu.subgroup_reduce maxnumf %w : (vector<4xf16>) -> vector<4xf16>
    memref.store %q, %y[%t] : memref<64xvector<4xf16>>
    %i = memref.load %z[%t] : memref<64xvector<2xi16>>
    %m = gpu.subgroup_reduce mul %i cluster(size = 2, stride = 4) : (vector<2xi16>) -> vector<2xi16>
    %one = arith.constant 1 : i32
    %width = arith.constant 32 : i32
    %s, %ok = gpu.shuffle down %m, %one, %width : vector<2xi16>
    memref.store %s, %z[%t] : memref<64xvector<2xi16>>
    gpu.return
  }
}
