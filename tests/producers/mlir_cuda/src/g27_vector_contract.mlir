// Vector ops in a kernel: 1-D transfer_read/transfer_write (one with a masked tail past the
// end of the buffer), vector.contract of 4x4 tiles built from rows (a 4x4x4 matmul-accumulate),
// a dot product as a 1-D contract, vector.fma, reductions and extracts.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @tile_mm(%a: memref<4x4xf32>, %b: memref<4x4xf32>, %c: memref<4x4xf32>, %row: memref<6xf32>, %out: memref<3xf32>) kernel
        attributes {known_block_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %pad = arith.constant 0.0 : f32
      %zero = arith.constant dense<0.0> : vector<4x4xf32>
      %a0 = vector.transfer_read %a[%c0, %c0], %pad {in_bounds = [true]} : memref<4x4xf32>, vector<4xf32>
      %a1 = vector.transfer_read %a[%c1, %c0], %pad {in_bounds = [true]} : memref<4x4xf32>, vector<4xf32>
      %a2 = vector.transfer_read %a[%c2, %c0], %pad {in_bounds = [true]} : memref<4x4xf32>, vector<4xf32>
      %a3 = vector.transfer_read %a[%c3, %c0], %pad {in_bounds = [true]} : memref<4x4xf32>, vector<4xf32>
      %ta0 = vector.insert %a0, %zero [0] : vector<4xf32> into vector<4x4xf32>
      %ta1 = vector.insert %a1, %ta0 [1] : vector<4xf32> into vector<4x4xf32>
      %ta2 = vector.insert %a2, %ta1 [2] : vector<4xf32> into vector<4x4xf32>
      %va = vector.insert %a3, %ta2 [3] : vector<4xf32> into vector<4x4xf32>
      %b0 = vector.load %b[%c0, %c0] : memref<4x4xf32>, vector<4xf32>
      %vb = vector.broadcast %b0 : vector<4xf32> to vector<4x4xf32>
      %r = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
                            iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
           %va, %vb, %zero : vector<4x4xf32>, vector<4x4xf32> into vector<4x4xf32>
      %r0 = vector.extract %r[0] : vector<4xf32> from vector<4x4xf32>
      %r3 = vector.extract %r[3] : vector<4xf32> from vector<4x4xf32>
      vector.transfer_write %r0, %c[%c0, %c0] {in_bounds = [true]} : vector<4xf32>, memref<4x4xf32>
      vector.transfer_write %r3, %c[%c3, %c0] {in_bounds = [true]} : vector<4xf32>, memref<4x4xf32>
      %tail = vector.transfer_read %row[%c4], %pad : memref<6xf32>, vector<4xf32>
      %dot = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>],
                              iterator_types = ["reduction"], kind = #vector.kind<add>} %tail, %a0, %pad : vector<4xf32>, vector<4xf32> into f32
      %f = vector.fma %a1, %a2, %tail : vector<4xf32>
      %s = vector.reduction <add>, %f : vector<4xf32> into f32
      %m = vector.reduction <maxnumf>, %r0 : vector<4xf32> into f32
      vector.transfer_write %f, %row[%c4] : vector<4xf32>, memref<6xf32>
      memref.store %s, %out[%c0] : memref<3xf32>
      memref.store %m, %out[%c1] : memref<3xf32>
      memref.store %dot, %out[%c2] : memref<3xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %a = gpu.alloc () : memref<4x4xf32>
    %b = gpu.alloc () : memref<4x4xf32>
    %c = gpu.alloc () : memref<4x4xf32>
    %row = gpu.alloc () : memref<6xf32>
    %out = gpu.alloc () : memref<3xf32>
    gpu.launch_func @kernels::@tile_mm blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<4x4xf32>, %b : memref<4x4xf32>, %c : memref<4x4xf32>, %row : memref<6xf32>, %out : memref<3xf32>)
    return
  }
}
