// A counted loop whose induction variable and accumulator are block arguments.
module {
  llvm.func @loop_sum(%in: !llvm.ptr, %out: !llvm.ptr, %n: i32) attributes {nvvm.kernel} {
    %zero = llvm.mlir.constant(0 : i32) : i32
    %fzero = llvm.mlir.constant(0.0 : f32) : f32
    llvm.br ^header(%zero, %fzero : i32, f32)
  ^header(%i: i32, %acc: f32):
    %done = llvm.icmp "sge" %i, %n : i32
    llvm.cond_br %done, ^exit, ^body
  ^body:
    %idx = llvm.sext %i : i32 to i64
    %p = llvm.getelementptr %in[%idx] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %x = llvm.load %p : !llvm.ptr -> f32
    %acc2 = llvm.fadd %acc, %x : f32
    %one = llvm.mlir.constant(1 : i32) : i32
    %i2 = llvm.add %i, %one : i32
    llvm.br ^header(%i2, %acc2 : i32, f32)
  ^exit:
    llvm.store %acc, %out : f32, !llvm.ptr
    llvm.return
  }
}
