// Math on f16 and on vectors: `math.exp/log/sin/cos/sqrt/rsqrt/tanh` on f16 (through f32),
// `math.fma`/`absf`/`floor` on `vector<4xf32>`, `arith.divf`, `vector.extract`/`insert`, `arith.maximumf`/`minnumf` on
// vectors, `math.absi`/`ctlz` on i16, `arith.bitcast` f32 <-> i32 and f16 <-> i16.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @mathy(%h: memref<256xf16>, %v: memref<256xf32>, %s: memref<256xi16>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %t = gpu.thread_id x
      %c4 = arith.constant 4 : index
      %h0 = memref.load %h[%t] : memref<256xf16>
      %e = math.exp %h0 : f16
      %l = math.log %e : f16
      %sn = math.sin %l : f16
      %cs = math.cos %h0 : f16
      %sq = math.sqrt %cs : f16
      %rs = math.rsqrt %sq : f16
      %th = math.tanh %rs : f16
      %hs = arith.addf %sn, %th : f16
      memref.store %hs, %h[%t] : memref<256xf16>
      %hb = arith.bitcast %hs : f16 to i16
      %i0 = memref.load %s[%t] : memref<256xi16>
      %ab = math.absi %i0 : i16
      %lz = math.ctlz %ab : i16
      %x = arith.xori %lz, %hb : i16
      memref.store %x, %s[%t] : memref<256xi16>
      %base = arith.muli %t, %c4 : index
      %vv = vector.load %v[%base] : memref<256xf32>, vector<4xf32>
      %fa = math.absf %vv : vector<4xf32>
      %fl = math.floor %fa : vector<4xf32>
      %fm = math.fma %fa, %fl, %vv : vector<4xf32>
      %f0 = vector.extract %fm[0] : f32 from vector<4xf32>
      %f1 = vector.extract %fa[1] : f32 from vector<4xf32>
      %rm0 = arith.divf %f0, %f1 : f32
      %rm = vector.insert %rm0, %fm [2] : f32 into vector<4xf32>
      %mx = arith.maximumf %rm, %vv : vector<4xf32>
      %mn = arith.minnumf %mx, %fl : vector<4xf32>
      %bi = arith.bitcast %mn : vector<4xf32> to vector<4xi32>
      %one = arith.constant dense<1> : vector<4xi32>
      %bo = arith.ori %bi, %one : vector<4xi32>
      %bf = arith.bitcast %bo : vector<4xi32> to vector<4xf32>
      vector.store %bf, %v[%base] : memref<256xf32>, vector<4xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %h = gpu.alloc () : memref<256xf16>
    %v = gpu.alloc () : memref<256xf32>
    %s = gpu.alloc () : memref<256xi16>
    gpu.launch_func @k::@mathy blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%h : memref<256xf16>, %v : memref<256xf32>, %s : memref<256xi16>)
    return
  }
}
