// Warp-shuffle reduction: out[w] = in[32w] + ... + in[32w + 31] for every warp w of the grid.
// Each warp adds its 32 values with five butterfly shuffles (offsets 16, 8, 4, 2, 1), after
// which every lane holds the sum; lane 0 writes it. No shared memory, no barrier.
// Launch: n / 256 blocks of 256 threads (n a multiple of 256); out holds n / 32 floats.
llvm.func @warp_sum(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
  %all = llvm.mlir.constant(-1 : i32) : i32
  %clamp = llvm.mlir.constant(31 : i32) : i32
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %c8 = llvm.mlir.constant(8 : i32) : i32
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %thread = nvvm.read.ptx.sreg.tid.x : i32
  %block = nvvm.read.ptx.sreg.ctaid.x : i32
  %block_dim = nvvm.read.ptx.sreg.ntid.x : i32
  %base = llvm.mul %block, %block_dim : i32
  %i = llvm.add %base, %thread : i32
  %src = llvm.getelementptr %in[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %x0 = llvm.load %src {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %y16 = nvvm.shfl.sync bfly %all, %x0, %c16, %clamp : f32 -> f32
  %x1 = llvm.fadd %x0, %y16 : f32
  %y8 = nvvm.shfl.sync bfly %all, %x1, %c8, %clamp : f32 -> f32
  %x2 = llvm.fadd %x1, %y8 : f32
  %y4 = nvvm.shfl.sync bfly %all, %x2, %c4, %clamp : f32 -> f32
  %x3 = llvm.fadd %x2, %y4 : f32
  %y2 = nvvm.shfl.sync bfly %all, %x3, %c2, %clamp : f32 -> f32
  %x4 = llvm.fadd %x3, %y2 : f32
  %y1 = nvvm.shfl.sync bfly %all, %x4, %c1, %clamp : f32 -> f32
  %sum = llvm.fadd %x4, %y1 : f32
  %lane = llvm.and %thread, %clamp : i32
  %first_lane = llvm.icmp "eq" %lane, %c0 : i32
  llvm.cond_br %first_lane, ^write, ^done
^write:
  %warp = llvm.lshr %i, %c5 : i32
  %dst = llvm.getelementptr %out[%warp] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  llvm.store %sum, %dst {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}
