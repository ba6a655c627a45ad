// arith.select with one i1 per lane, in MLIR's form `: vector<4xi1>, vector<4xi32>` (and the
// scalar `: i1, T`, printed `: T` as MLIR prints it), parsed, printed as mlir-opt-22 prints it and
// lowered to a per-lane llvm.select.
// RUN: nvvm-opt %s -t mlir | filecheck %s --check-prefix=MLIR
// RUN: %if ptxas %{ nvvm-opt %s --sm 80 -o %t.ptx && filecheck %s < %t.ptx && %ptxas -arch=sm_80 %t.ptx -o /dev/null %}
// MLIR: arith.select %{{.*}}, %{{.*}}, %{{.*}} : vector<4xi1>, vector<4xi32>
// MLIR: arith.select %{{.*}}, %{{.*}}, %{{.*}} : i32
// CHECK: .visible .entry lanes(
// CHECK-COUNT-4: selp.b32

gpu.module @m {
  gpu.func @lanes(%a: memref<64xi32>, %b: memref<64xi32>, %o: memref<64xi32>) kernel {
    %t = gpu.thread_id x
    %c4 = arith.constant 4 : index
    %i = arith.muli %t, %c4 : index
    %x = vector.load %a[%i] : memref<64xi32>, vector<4xi32>
    %y = vector.load %b[%i] : memref<64xi32>, vector<4xi32>
    %gt = arith.cmpi sgt, %x, %y : vector<4xi32>
    %m = arith.select %gt, %x, %y : vector<4xi1>, vector<4xi32>
    vector.store %m, %o[%i] : memref<64xi32>, vector<4xi32>
    %e = vector.extract %m[0] : i32 from vector<4xi32>
    %z = arith.cmpi eq, %e, %e : i32
    %s = arith.select %z, %e, %e : i1, i32
    memref.store %s, %o[%t] : memref<64xi32>
    gpu.return
  }
}
