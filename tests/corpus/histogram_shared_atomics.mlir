// Histogram: shared-memory bins zeroed per block, atomicrmw add into shared, barrier, then global atomic merge.
module {
  llvm.mlir.global internal @bins() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<256 x i32>
  llvm.func @histogram(%data: !llvm.ptr, %n: i32, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c255 = llvm.mlir.constant(255 : i32) : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %ntid = nvvm.read.ptx.sreg.ntid.x : i32
    %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
    %nctaid = nvvm.read.ptx.sreg.nctaid.x : i32
    %shared = llvm.mlir.addressof @bins : !llvm.ptr<3>
    %generic = llvm.addrspacecast %shared : !llvm.ptr<3> to !llvm.ptr
    %t64 = llvm.zext %tid : i32 to i64
    %slot = llvm.getelementptr %generic[0, %t64] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<256 x i32>
    llvm.store %c0, %slot {alignment = 4 : i64} : i32, !llvm.ptr
    nvvm.barrier0
    %base = llvm.mul %ctaid, %ntid : i32
    %start = llvm.add %base, %tid : i32
    %stride = llvm.mul %ntid, %nctaid : i32
    llvm.br ^loop(%start : i32)
  ^loop(%i: i32):
    %more = llvm.icmp "ult" %i, %n : i32
    llvm.cond_br %more, ^body, ^merge
  ^body:
    %i64 = llvm.zext %i : i32 to i64
    %p = llvm.getelementptr inbounds %data[%i64] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %byte = llvm.load %p : !llvm.ptr -> i8
    %bin = llvm.zext %byte : i8 to i64
    %bp = llvm.getelementptr %generic[0, %bin] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<256 x i32>
    %old = llvm.atomicrmw add %bp, %c1 monotonic : !llvm.ptr, i32
    %next = llvm.add %i, %stride : i32
    llvm.br ^loop(%next : i32)
  ^merge:
    nvvm.barrier0
    %cnt = llvm.load %slot : !llvm.ptr -> i32
    %op = llvm.getelementptr %out[%t64] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %o = llvm.atomicrmw add %op, %cnt monotonic : !llvm.ptr, i32
    llvm.return
  }
}
