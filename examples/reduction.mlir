// Block-wide sum in shared memory (256 threads per block), one atomic add per block:
// out[0] += sum(in[0..n)).
llvm.mlir.global internal @partial_sums() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<256 x f32>

llvm.func @block_sum(%in: !llvm.ptr, %out: !llvm.ptr, %n: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>} {
  %zero = llvm.mlir.constant(0.000000e+00 : f32) : f32
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c128 = llvm.mlir.constant(128 : i32) : i32
  %thread = nvvm.read.ptx.sreg.tid.x : i32
  %block = nvvm.read.ptx.sreg.ctaid.x : i32
  %block_dim = nvvm.read.ptx.sreg.ntid.x : i32
  %base = llvm.mul %block, %block_dim : i32
  %i = llvm.add %base, %thread : i32
  %shared = llvm.mlir.addressof @partial_sums : !llvm.ptr<3>
  %thread64 = llvm.zext %thread : i32 to i64
  %slot = llvm.getelementptr %shared[0, %thread64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<256 x f32>
  %in_range = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %in_range, ^load, ^store(%zero : f32)
^load:
  %i64 = llvm.sext %i : i32 to i64
  %src = llvm.getelementptr inbounds %in[%i64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %v = llvm.load %src {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.br ^store(%v : f32)
^store(%value: f32):
  llvm.store %value, %slot {alignment = 4 : i64} : f32, !llvm.ptr<3>
  nvvm.barrier0
  llvm.br ^loop(%c128 : i32)
^loop(%stride: i32):
  %active = llvm.icmp "ult" %thread, %stride : i32
  llvm.cond_br %active, ^accumulate, ^sync
^accumulate:
  %other = llvm.add %thread, %stride : i32
  %other64 = llvm.zext %other : i32 to i64
  %other_slot = llvm.getelementptr %shared[0, %other64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<256 x f32>
  %mine = llvm.load %slot {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %theirs = llvm.load %other_slot {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %sum = llvm.fadd %mine, %theirs : f32
  llvm.store %sum, %slot {alignment = 4 : i64} : f32, !llvm.ptr<3>
  llvm.br ^sync
^sync:
  nvvm.barrier0
  %next = llvm.lshr %stride, %c1 : i32
  %more = llvm.icmp "ne" %next, %c0 : i32
  llvm.cond_br %more, ^loop(%next : i32), ^publish
^publish:
  %first = llvm.icmp "eq" %thread, %c0 : i32
  llvm.cond_br %first, ^atomic, ^exit
^atomic:
  %total = llvm.load %slot {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %old = llvm.atomicrmw fadd %out, %total monotonic : !llvm.ptr, f32
  llvm.br ^exit
^exit:
  llvm.return
}
