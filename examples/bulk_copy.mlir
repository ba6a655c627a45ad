// TMA bulk copy into shared memory, completed through an mbarrier (sm_90):
// out[i] = 2 * in[i], each block of 128 threads handling 1024 floats (4096 bytes).
// Thread 0 initialises the mbarrier, announces the 4096 bytes the barrier's phase waits for
// (arrive.expect_tx) and starts the copy; every thread waits for phase 0 to complete, then
// reads its eight floats from shared memory.
// Launch: n / 1024 blocks of 128 threads (n a multiple of 1024).
// nvvm-opt flags: --sm 90
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<1024 x f32>
llvm.mlir.global internal @tile_full() {addr_space = 3 : i32, alignment = 8 : i64} : i64

llvm.func @bulk_copy(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c8 = llvm.mlir.constant(8 : i32) : i32
  %c1024 = llvm.mlir.constant(1024 : i32) : i32
  %bytes = llvm.mlir.constant(4096 : i32) : i32
  %ticks = llvm.mlir.constant(1000000 : i32) : i32
  %two = llvm.mlir.constant(2.000000e+00 : f32) : f32
  %thread = nvvm.read.ptx.sreg.tid.x : i32
  %block = nvvm.read.ptx.sreg.ctaid.x : i32
  %tile = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %bar = llvm.mlir.addressof @tile_full : !llvm.ptr<3>
  %first = llvm.mul %block, %c1024 : i32
  %is_leader = llvm.icmp "eq" %thread, %c0 : i32
  llvm.cond_br %is_leader, ^init, ^initialised
^init:
  nvvm.mbarrier.init.shared %bar, %c1 : !llvm.ptr<3>, i32
  llvm.br ^initialised
^initialised:
  // Every thread sees the initialised barrier before anyone waits on it.
  nvvm.barrier0
  llvm.cond_br %is_leader, ^issue, ^wait
^issue:
  nvvm.mbarrier.arrive.expect_tx.shared %bar, %bytes : !llvm.ptr<3>, i32
  %src = llvm.getelementptr %in[%first] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %dst = llvm.addrspacecast %tile : !llvm.ptr<3> to !llvm.ptr<7>
  nvvm.cp.async.bulk.shared.cluster.global %dst, %src, %bar, %bytes : !llvm.ptr<7>, !llvm.ptr<1>
  llvm.br ^wait
^wait:
  nvvm.mbarrier.try_wait.parity.shared %bar, %c0, %ticks : !llvm.ptr<3>, i32, i32
  %base = llvm.mul %thread, %c8 : i32
  llvm.br ^loop(%c0 : i32)
^loop(%j: i32):
  %more = llvm.icmp "slt" %j, %c8 : i32
  llvm.cond_br %more, ^body, ^done
^body:
  %k = llvm.add %base, %j : i32
  %slot = llvm.getelementptr %tile[%k] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
  %x = llvm.load %slot {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %y = llvm.fmul %x, %two : f32
  %i = llvm.add %first, %k : i32
  %target = llvm.getelementptr %out[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  llvm.store %y, %target {alignment = 4 : i64} : f32, !llvm.ptr<1>
  %next = llvm.add %j, %c1 : i32
  llvm.br ^loop(%next : i32)
^done:
  llvm.return
}
