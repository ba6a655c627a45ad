// 1-D vector code in a kernel: vector.load/store of 4 lanes, vector.broadcast of a scalar,
// vector.shuffle (a reversal and an interleave of two vectors), vector.insert/extract,
// vector.reduction (mul, minsi, xor on i32; maximumf, add with an accumulator on f32).
module attributes {gpu.container_module} {
  gpu.module @vec {
    gpu.func @lanes(%a: memref<256xf32>, %b: memref<256xi32>, %out: memref<64xf32>, %iout: memref<64xi32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %t = gpu.thread_id x
      %c4 = arith.constant 4 : index
      %base = arith.muli %t, %c4 : index
      %va = vector.load %a[%base] : memref<256xf32>, vector<4xf32>
      %vb = vector.load %b[%base] : memref<256xi32>, vector<4xi32>
      %tf = arith.index_cast %t : index to i32
      %tff = arith.sitofp %tf : i32 to f32
      %bc = vector.broadcast %tff : f32 to vector<4xf32>
      %rev = vector.shuffle %va, %va [3, 2, 1, 0] : vector<4xf32>, vector<4xf32>
      %sum = arith.addf %rev, %bc : vector<4xf32>
      %mix = vector.shuffle %sum, %va [0, 4, 1, 5] : vector<4xf32>, vector<4xf32>
      %e = vector.extract %mix[2] : f32 from vector<4xf32>
      %ins = vector.insert %e, %mix [3] : f32 into vector<4xf32>
      vector.store %ins, %a[%base] : memref<256xf32>, vector<4xf32>
      %mx = vector.reduction <maximumf>, %ins : vector<4xf32> into f32
      %acc = vector.reduction <add>, %sum, %mx : vector<4xf32> into f32
      memref.store %acc, %out[%t] : memref<64xf32>
      %one = arith.constant dense<1> : vector<4xi32>
      %vb1 = arith.ori %vb, %one : vector<4xi32>
      %p = vector.reduction <mul>, %vb1 : vector<4xi32> into i32
      %m = vector.reduction <minsi>, %vb : vector<4xi32> into i32
      %x = vector.reduction <xor>, %vb : vector<4xi32> into i32
      %bt = vector.broadcast %tf : i32 to vector<2xi32>
      %two = vector.shuffle %vb, %bt [0, 5] : vector<4xi32>, vector<2xi32>
      %q = vector.reduction <add>, %two : vector<2xi32> into i32
      %s1 = arith.addi %p, %m : i32
      %s2 = arith.addi %s1, %x : i32
      %s3 = arith.addi %s2, %q : i32
      memref.store %s3, %iout[%t] : memref<64xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %a = gpu.alloc () : memref<256xf32>
    %b = gpu.alloc () : memref<256xi32>
    %o = gpu.alloc () : memref<64xf32>
    %io = gpu.alloc () : memref<64xi32>
    gpu.launch_func @vec::@lanes blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%a : memref<256xf32>, %b : memref<256xi32>, %o : memref<64xf32>, %io : memref<64xi32>)
    return
  }
}
