// Vectorised f32 -> f16 conversion with clamping: vector.load/store of 4 lanes, arith.truncf,
// a scalar tail with index casts and a select, and an i64 count passed as a scalar argument.
module attributes {gpu.container_module} {
  gpu.module @convert_module {
    gpu.func @clamp_to_f16(%src: memref<?xf32>, %dst: memref<?xf16>, %count: i64, %limit: f32) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>} {
      %c4 = arith.constant 4 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %first = arith.muli %bid, %bdim : index
      %lane = arith.addi %first, %tid : index
      %i = arith.muli %lane, %c4 : index
      %n = arith.index_cast %count : i64 to index
      %end = arith.addi %i, %c4 : index
      %full = arith.cmpi ule, %end, %n : index
      %neg_limit = arith.negf %limit : f32
      scf.if %full {
        %v = vector.load %src[%i] : memref<?xf32>, vector<4xf32>
        %hi = vector.broadcast %limit : f32 to vector<4xf32>
        %lo = vector.broadcast %neg_limit : f32 to vector<4xf32>
        %c1 = arith.minimumf %v, %hi : vector<4xf32>
        %c2 = arith.maximumf %c1, %lo : vector<4xf32>
        %h = arith.truncf %c2 : vector<4xf32> to vector<4xf16>
        vector.store %h, %dst[%i] : memref<?xf16>, vector<4xf16>
      } else {
        %c1 = arith.constant 1 : index
        scf.for %k = %i to %n step %c1 {
          %v = memref.load %src[%k] : memref<?xf32>
          %big = arith.cmpf ogt, %v, %limit : f32
          %small = arith.cmpf olt, %v, %neg_limit : f32
          %a = arith.select %big, %limit, %v : f32
          %b = arith.select %small, %neg_limit, %a : f32
          %h = arith.truncf %b : f32 to f16
          memref.store %h, %dst[%k] : memref<?xf16>
        }
      }
      gpu.return
    }
  }
}
