// Double-buffered streaming through shared memory with cp.async (sm_80):
// out[i] = 3 * in[i] + 1 over `tiles` tiles of 256 floats, one block of 64 threads.
// While the block works on tile k in one buffer, the copy of tile k + 1 into the other buffer is
// already in flight: each thread issues a 16-byte cp.async per tile, commits it as a group, and
// waits with cp.async.wait.group 1 until only the newest group may still be pending.
// Launch: 1 block of 64 threads; `in` and `out` hold tiles * 256 floats.
// nvvm-opt flags: --sm 80
llvm.mlir.global internal @buffers() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<512 x f32>

llvm.func @stream(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>, %tiles: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 64, 1, 1>} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c64 = llvm.mlir.constant(64 : i32) : i32
  %c256 = llvm.mlir.constant(256 : i32) : i32
  %three = llvm.mlir.constant(3.000000e+00 : f32) : f32
  %one = llvm.mlir.constant(1.000000e+00 : f32) : f32
  %thread = nvvm.read.ptx.sreg.tid.x : i32
  %buffers = llvm.mlir.addressof @buffers : !llvm.ptr<3>
  %lane_off = llvm.mul %thread, %c4 : i32
  // Prologue: tile 0 into buffer 0.
  %src0 = llvm.getelementptr %in[%lane_off] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %dst0 = llvm.getelementptr %buffers[%lane_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
  nvvm.cp.async.shared.global %dst0, %src0, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.commit.group
  llvm.br ^loop(%c0 : i32)
^loop(%k: i32):
  %more = llvm.icmp "slt" %k, %tiles : i32
  llvm.cond_br %more, ^prefetch, ^done
^prefetch:
  // Start tile k + 1 (if any) into the other buffer, then wait for tile k.
  %next = llvm.add %k, %c1 : i32
  %next_buffer = llvm.and %next, %c1 : i32
  %has_next = llvm.icmp "slt" %next, %tiles : i32
  llvm.cond_br %has_next, ^issue, ^committed
^issue:
  %next_first = llvm.mul %next, %c256 : i32
  %next_elem = llvm.add %next_first, %lane_off : i32
  %src = llvm.getelementptr %in[%next_elem] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %buf_first = llvm.mul %next_buffer, %c256 : i32
  %buf_elem = llvm.add %buf_first, %lane_off : i32
  %dst = llvm.getelementptr %buffers[%buf_elem] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
  nvvm.cp.async.shared.global %dst, %src, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.br ^committed
^committed:
  // An empty group on the last tile keeps "all but the newest group" meaning tile k.
  nvvm.cp.async.commit.group
  nvvm.cp.async.wait.group 1
  nvvm.barrier0
  %buffer = llvm.and %k, %c1 : i32
  %base = llvm.mul %buffer, %c256 : i32
  %first = llvm.mul %k, %c256 : i32
  llvm.br ^work(%c0 : i32)
^work(%j: i32):
  // Thread t handles elements t, t + 64, t + 128, t + 192 of the tile.
  %in_tile = llvm.icmp "slt" %j, %c4 : i32
  llvm.cond_br %in_tile, ^element, ^tile_done
^element:
  %quarter = llvm.mul %j, %c64 : i32
  %pos0 = llvm.add %quarter, %thread : i32
  %slot_index = llvm.add %base, %pos0 : i32
  %slot = llvm.getelementptr %buffers[%slot_index] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
  %x = llvm.load %slot {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %scaled = llvm.fmul %x, %three : f32
  %y = llvm.fadd %scaled, %one : f32
  %out_index = llvm.add %first, %pos0 : i32
  %target = llvm.getelementptr %out[%out_index] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  llvm.store %y, %target {alignment = 4 : i64} : f32, !llvm.ptr<1>
  %j_next = llvm.add %j, %c1 : i32
  llvm.br ^work(%j_next : i32)
^tile_done:
  // Everyone is done reading this buffer before tile k + 2 is copied into it.
  nvvm.barrier0
  llvm.br ^loop(%next : i32)
^done:
  nvvm.cp.async.wait.group 0
  llvm.return
}
