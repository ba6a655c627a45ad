// Kernels in the style of MLIR's GPU conversion tests (mlir/test/Conversion/GPUToNVVM, NVGPUToNVVM;
// written for this project, none copied): five gpu.modules, each valid for MLIR 19 and 22.

// Every id op, shuffles of a partial width (clamp/mask computed), unused validity results,
// a subgroup barrier.
gpu.module @ids {
  gpu.func @ids(%out: memref<16xindex>, %f: memref<8xf32>, %w: i32) kernel {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %tz = gpu.thread_id z
    %bx = gpu.block_dim x
    %by = gpu.block_dim y
    %bz = gpu.block_dim z
    %cx = gpu.block_id x
    %cy = gpu.block_id y
    %cz = gpu.block_id z
    %gx = gpu.grid_dim x
    %gy = gpu.grid_dim y
    %gz = gpu.grid_dim z
    %l = gpu.lane_id
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %s1 = arith.addi %tx, %ty : index
    %s2 = arith.addi %s1, %tz : index
    %s3 = arith.muli %s2, %bx : index
    %s4 = arith.addi %s3, %by : index
    %s5 = arith.addi %s4, %bz : index
    %s6 = arith.addi %s5, %cx : index
    %s7 = arith.addi %s6, %cy : index
    %s8 = arith.addi %s7, %cz : index
    %s9 = arith.addi %s8, %gx : index
    %s10 = arith.addi %s9, %gy : index
    %s11 = arith.addi %s10, %gz : index
    %s12 = arith.addi %s11, %l : index
    %s13 = arith.addi %s12, %c0 : index
    %i = arith.remui %tx, %c16 : index
    memref.store %s13, %out[%i] : memref<16xindex>
    %v = arith.constant 1.5 : f32
    %off = arith.constant 4 : i32
    %a, %pa = gpu.shuffle xor %v, %off, %w : f32
    %b, %pb = gpu.shuffle up %a, %off, %w : f32
    %c, %pc = gpu.shuffle down %b, %off, %w : f32
    %d, %pd = gpu.shuffle idx %c, %off, %w : f32
    %p = arith.andi %pa, %pd : i1
    %e = arith.select %p, %d, %a : f32
    gpu.barrier
    %j = arith.remui %tx, %c8 : index
    memref.store %e, %f[%j] : memref<8xf32>
    gpu.return
  }
}

// math ops on f32 and f64 (libdevice calls, the fast variants under fastmath<afn>), and
// arith on f16/bf16.
gpu.module @math {
  gpu.func @math64(%x: memref<64xf64>, %y: memref<64xf32>, %h: memref<64xf16>, %b: memref<64xbf16>) kernel {
    %t = gpu.thread_id x
    %c3 = arith.constant 3 : i32
    %a = memref.load %x[%t] : memref<64xf64>
    %f = memref.load %y[%t] : memref<64xf32>
    %0 = math.cbrt %a : f64
    %1 = math.ceil %0 : f64
    %2 = math.floor %1 : f64
    %3 = math.cos %2 : f64
    %4 = math.exp2 %3 : f64
    %5 = math.log10 %4 : f64
    %6 = math.log2 %5 : f64
    %7 = math.atan2 %6, %a : f64
    %8 = math.powf %7, %a : f64
    %9 = math.expm1 %8 : f64
    %10 = math.tan %9 : f64
    %11 = math.sin %10 : f64
    %12 = math.round %11 : f64
    %13 = math.roundeven %12 : f64
    %14 = math.trunc %13 : f64
    %15 = math.copysign %14, %a : f64
    %16 = math.absf %15 : f64
    %17 = math.fma %16, %a, %a : f64
    memref.store %17, %x[%t] : memref<64xf64>
    %g0 = math.cos %f fastmath<afn> : f32
    %g1 = math.exp %g0 fastmath<fast> : f32
    %g2 = math.log %g1 fastmath<afn> : f32
    %g3 = math.sin %g2 fastmath<afn> : f32
    %g4 = math.tanh %g3 : f32
    %g5 = math.atan %g4 : f32
    %g6 = math.atan %g5 : f32
    %g7 = math.erf %g6 : f32
    %g8 = math.rsqrt %g7 : f32
    %g9 = math.sqrt %g8 : f32
    %g10 = math.log1p %g9 : f32
    %g11 = arith.subf %g10, %f : f32
    %g12 = arith.maximumf %g11, %f : f32
    %g13 = arith.minnumf %g12, %f : f32
    %g14 = math.fpowi %g13, %c3 : f32, i32
    memref.store %g14, %y[%t] : memref<64xf32>
    %hv = memref.load %h[%t] : memref<64xf16>
    %bv = memref.load %b[%t] : memref<64xbf16>
    %h1 = arith.mulf %hv, %hv : f16
    %h2 = arith.addf %h1, %hv fastmath<contract> : f16
    %h3 = arith.maximumf %h2, %hv : f16
    %be = arith.extf %bv : bf16 to f32
    %bs = arith.mulf %be, %f : f32
    %bt = arith.truncf %bs : f32 to bf16
    %he = arith.extf %h3 : f16 to f32
    %hc = arith.cmpf ult, %he, %bs : f32
    %hs = arith.select %hc, %h3, %hv : f16
    memref.store %hs, %h[%t] : memref<64xf16>
    memref.store %bt, %b[%t] : memref<64xbf16>
    gpu.return
  }
}

// Workgroup and private
// attributions, memref atomics on shared and global memory, a constant global.
gpu.module @red {
  memref.global "private" constant @table : memref<4xi32> = dense<[3, 5, 7, 11]>
  gpu.func @reduce(%in: memref<256xi32>, %fin: memref<256xf32>, %out: memref<8xi32>, %fout: memref<8xf32>)
      workgroup(%tile: memref<32xf32, #gpu.address_space<workgroup>>)
      private(%scratch: memref<2xi32, #gpu.address_space<private>>) kernel {
    %t = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c32 = arith.constant 32 : index
    %v = memref.load %in[%t] : memref<256xi32>
    %fv = memref.load %fin[%t] : memref<256xf32>
    %s = arith.addi %v, %v : i32
    %m = arith.addi %v, %v : i32
    %u = arith.addi %v, %v : i32
    %x = arith.addi %v, %v : i32
    %fm = arith.addf %fv, %fv : f32
    %fs = arith.addf %fv, %fv : f32
    %k = arith.andi %t, %c3 : index
    %tb = memref.get_global @table : memref<4xi32>
    %tv = memref.load %tb[%k] : memref<4xi32>
    %a5 = memref.atomic_rmw addi %tv, %out[%k] : (i32, memref<8xi32>) -> i32
    memref.store %s, %scratch[%c0] : memref<2xi32, #gpu.address_space<private>>
    memref.store %m, %scratch[%c1] : memref<2xi32, #gpu.address_space<private>>
    %p0 = memref.load %scratch[%c0] : memref<2xi32, #gpu.address_space<private>>
    %p1 = memref.load %scratch[%c1] : memref<2xi32, #gpu.address_space<private>>
    %lane = arith.remui %t, %c32 : index
    memref.store %fm, %tile[%lane] : memref<32xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %a0 = memref.atomic_rmw addf %fs, %tile[%c0] : (f32, memref<32xf32, #gpu.address_space<workgroup>>) -> f32
    %a1 = memref.atomic_rmw maxs %p0, %out[%c0] : (i32, memref<8xi32>) -> i32
    %a2 = memref.atomic_rmw minu %u, %out[%c1] : (i32, memref<8xi32>) -> i32
    %a3 = memref.atomic_rmw ori %x, %out[%c3] : (i32, memref<8xi32>) -> i32
    %a4 = memref.atomic_rmw assign %p1, %out[%k] : (i32, memref<8xi32>) -> i32
    %gf = arith.sitofp %a1 : i32 to f32
    gpu.barrier
    %r = memref.load %tile[%c1] : memref<32xf32, #gpu.address_space<workgroup>>
    %r2 = arith.addf %r, %gf : f32
    memref.store %r2, %fout[%c0] : memref<8xf32>
    gpu.return
  }
}

// nvgpu.mma.sync on tf32 fragments (m16n8k8) built from constants, a zero-filling
// device_async_copy into a workgroup attribution, ldmatrix x1.
gpu.module @mma {
  gpu.func @mma_variants(%g: memref<128xf32>, %n: index)
      workgroup(%sm: memref<128xf32, #gpu.address_space<workgroup>>, %sh: memref<32x8xf16, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %t = gpu.thread_id x
    %x = memref.load %g[%t] : memref<128xf32>
    %za = arith.constant dense<0.5> : vector<4x1xf32>
    %zb = arith.constant dense<0.25> : vector<2x1xf32>
    %c = arith.constant dense<0.0> : vector<2x2xf32>
    %a = vector.insert %x, %za[2, 0] : f32 into vector<4x1xf32>
    %b = vector.insert %x, %zb[1, 0] : f32 into vector<2x1xf32>
    %r = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 8], tf32Enabled} : (vector<4x1xf32>, vector<2x1xf32>, vector<2x2xf32>) -> vector<2x2xf32>
    %r0 = vector.extract %r[1, 0] : f32 from vector<2x2xf32>
    %tok = nvgpu.device_async_copy %g[%t], %sm[%t], 4, %n : memref<128xf32> to memref<128xf32, #gpu.address_space<workgroup>>
    %grp = nvgpu.device_async_create_group %tok
    nvgpu.device_async_wait %grp {numGroups = 0 : i32}
    %lm = nvgpu.ldmatrix %sh[%t, %c0] {numTiles = 1 : i32, transpose = false} : memref<32x8xf16, #gpu.address_space<workgroup>> -> vector<1x2xf16>
    %e = vector.extract %lm[0, 0] : f16 from vector<1x2xf16>
    %ef = arith.extf %e : f16 to f32
    %v = memref.load %sm[%t] : memref<128xf32, #gpu.address_space<workgroup>>
    %s0 = arith.addf %v, %ef : f32
    %s = arith.addf %s0, %r0 : f32
    memref.store %s, %g[%t] : memref<128xf32>
    gpu.return
  }
}

// gpu.printf of several types, vector arithmetic (vector.load/store,
// reduction, fma, bitcast, splat, extract/insert) and a device function called by the kernel.
gpu.module @misc {
  func.func @scale(%v: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
    %r = arith.mulf %v, %b : vector<4xf32>
    return %r : vector<4xf32>
  }
  gpu.func @misc(%a: memref<256xf32>, %i: memref<256xi32>, %n: index) kernel {
    %t = gpu.thread_id x
    %b = gpu.block_id x
    %c4 = arith.constant 4 : index
    %base = arith.muli %t, %c4 : index
    %v = vector.load %a[%base] : memref<256xf32>, vector<4xf32>
    %s = arith.constant 0.5 : f32
    %sb = vector.broadcast %s : f32 to vector<4xf32>
    %w0 = func.call @scale(%v, %sb) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %w = vector.fma %w0, %sb, %v : vector<4xf32>
    %sum = vector.reduction <add>, %w : vector<4xf32> into f32
    %mx = vector.reduction <maximumf>, %w : vector<4xf32> into f32
    %bits = vector.bitcast %w : vector<4xf32> to vector<4xi32>
    %iv = vector.load %i[%base] : memref<256xi32>, vector<4xi32>
    %x = arith.xori %bits, %iv : vector<4xi32>
    %sh = arith.constant dense<3> : vector<4xi32>
    %y = arith.shrui %x, %sh : vector<4xi32>
    %e0 = vector.extract %y[0] : i32 from vector<4xi32>
    %y2 = vector.insert %e0, %y[3] : i32 into vector<4xi32>
    %or = vector.reduction <or>, %y2 : vector<4xi32> into i32
    %cmp = arith.cmpi sgt, %y2, %iv : vector<4xi32>
    %sel = arith.select %cmp, %y2, %iv : vector<4xi1>, vector<4xi32>
    vector.store %sel, %i[%base] : memref<256xi32>, vector<4xi32>
    %ti = arith.index_cast %t : index to i32
    "gpu.printf"(%b, %ti, %sum, %mx, %or) <{format = "block %lld thread %d sum %f max %f or %x\n"}> : (index, i32, f32, f32, i32) -> ()
    %tot = arith.addf %sum, %mx : f32
    memref.store %tot, %a[%t] : memref<256xf32>
    gpu.return
  }
}
