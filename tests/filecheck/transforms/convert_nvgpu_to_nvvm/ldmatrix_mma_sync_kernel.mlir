// A 16x8x16 f16 product by one warp, whole: shared tiles, ldmatrix (x4, and x2 transposed),
// mma.sync with a broadcast zero accumulator, rank-2 vector.extract/insert around it; assembled.
// RUN: nvvm-opt %s | filecheck %s
// RUN: %if ptxas %{ nvvm-opt %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o /dev/null %}

gpu.module @kernels [#nvvm.target<chip = "sm_80">] {
  memref.global "private" @tileA : memref<16x16xf16, 3>
  memref.global "private" @tileB : memref<16x8xf16, 3>
  gpu.func @mma(%a: memref<16x16xf16>, %b: memref<16x8xf16>, %out: memref<16x8xf32>) kernel {
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %sa = memref.get_global @tileA : memref<16x16xf16, 3>
    %sb = memref.get_global @tileB : memref<16x8xf16, 3>
    %row = arith.remui %tid, %c16 : index
    %half = arith.divui %tid, %c16 : index
    %col = arith.muli %half, %c8 : index
    %zero = arith.constant 0.0 : f32
    %acc0 = vector.broadcast %zero : f32 to vector<2x2xf32>
    %x = memref.load %a[%row, %col] : memref<16x16xf16>
    memref.store %x, %sa[%row, %col] : memref<16x16xf16, 3>
    %y = memref.load %b[%row, %c0] : memref<16x8xf16>
    memref.store %y, %sb[%row, %c0] : memref<16x8xf16, 3>
    gpu.barrier
    %fa = nvgpu.ldmatrix %sa[%row, %col] {numTiles = 4 : i32, transpose = false} : memref<16x16xf16, 3> -> vector<4x2xf16>
    %fb = nvgpu.ldmatrix %sb[%row, %c0] {numTiles = 2 : i32, transpose = true} : memref<16x8xf16, 3> -> vector<2x2xf16>
    %d = nvgpu.mma.sync (%fa, %fb, %acc0) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
    %d00 = vector.extract %d[0, 0] : f32 from vector<2x2xf32>
    %d11 = vector.extract %d[1, 1] : f32 from vector<2x2xf32>
    %r1 = vector.extract %d[1] : vector<2xf32> from vector<2x2xf32>
    %d10 = vector.extract %r1[0] : f32 from vector<2xf32>
    %s = arith.addf %d00, %d11 : f32
    %t = arith.addf %s, %d10 : f32
    %e = vector.insert %t, %d [0, 1] : f32 into vector<2x2xf32>
    %f = vector.extract %e[0, 1] : f32 from vector<2x2xf32>
    memref.store %f, %out[%row, %c0] : memref<16x8xf32>
    gpu.return
  }
}

// CHECK: ldmatrix.sync.aligned.m8n8.x4.shared.b16 {[[A0:%r[0-9]+]], [[A1:%r[0-9]+]], [[A2:%r[0-9]+]], [[A3:%r[0-9]+]]}, [%r{{[0-9]+}}];
// CHECK: ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {[[B0:%r[0-9]+]], [[B1:%r[0-9]+]]}, [%r{{[0-9]+}}];
// CHECK: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}}, {[[A0]], [[A1]], [[A2]], [[A3]]}, {[[B0]], [[B1]]}, {[[Z:%f[0-9]+]], [[Z]], [[Z]], [[Z]]};
