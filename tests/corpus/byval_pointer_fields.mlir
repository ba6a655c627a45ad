// Byval struct of pointers: pointers loaded from the param then dereferenced in a loop (global space inference through param).
module {
  llvm.func @gather(%args: !llvm.ptr {llvm.byval = !llvm.struct<(ptr, ptr, i32)>, llvm.align = 8 : i64}) attributes {nvvm.kernel} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %ip = llvm.getelementptr %args[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i32)>
    %op = llvm.getelementptr %args[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i32)>
    %np = llvm.getelementptr %args[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i32)>
    %in = llvm.load %ip : !llvm.ptr -> !llvm.ptr
    %out = llvm.load %op : !llvm.ptr -> !llvm.ptr
    %n = llvm.load %np : !llvm.ptr -> i32
    llvm.br ^h(%c0 : i32)
  ^h(%i: i32):
    %go = llvm.icmp "slt" %i, %n : i32
    llvm.cond_br %go, ^b, ^e
  ^b:
    %i64 = llvm.sext %i : i32 to i64
    %src = llvm.getelementptr %in[%i64] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %idx = llvm.load %src : !llvm.ptr -> i32
    %idx64 = llvm.sext %idx : i32 to i64
    %dst = llvm.getelementptr %out[%idx64] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %i, %dst : i32, !llvm.ptr
    %i2 = llvm.add %i, %c1 : i32
    llvm.br ^h(%i2 : i32)
  ^e:
    llvm.return
  }
}
