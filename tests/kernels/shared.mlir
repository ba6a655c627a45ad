// A block-wide shared array: every thread writes its slot, waits at the barrier and reads its
// neighbour's slot.
module {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<256 x f32>
  llvm.func @neighbour(%in: !llvm.ptr, %out: !llvm.ptr) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %idx = llvm.zext %tid : i32 to i64
    %src = llvm.getelementptr %in[%idx] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %x = llvm.load %src : !llvm.ptr -> f32
    %tile = llvm.mlir.addressof @tile : !llvm.ptr<3>
    %slot = llvm.getelementptr %tile[0, %idx] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<256 x f32>
    llvm.store %x, %slot : f32, !llvm.ptr<3>
    nvvm.barrier0
    %one = llvm.mlir.constant(1 : i32) : i32
    %c255 = llvm.mlir.constant(255 : i32) : i32
    %n1 = llvm.add %tid, %one : i32
    %n = llvm.and %n1, %c255 : i32
    %nidx = llvm.zext %n : i32 to i64
    %nslot = llvm.getelementptr %tile[0, %nidx] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<256 x f32>
    %y = llvm.load %nslot : !llvm.ptr<3> -> f32
    %dst = llvm.getelementptr %out[%idx] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %y, %dst : f32, !llvm.ptr
    llvm.return
  }
}
