// Switch-based opcode dispatch in a loop: i32 switch with block args per case, default, negative case values.
module {
  llvm.func @interp(%code: !llvm.ptr, %len: i32, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    llvm.br ^loop(%c0, %c0 : i32, i32)
  ^loop(%pc: i32, %acc: i32):
    %more = llvm.icmp "slt" %pc, %len : i32
    llvm.cond_br %more, ^fetch, ^exit
  ^fetch:
    %pc64 = llvm.sext %pc : i32 to i64
    %ip = llvm.getelementptr %code[%pc64] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %op = llvm.load %ip : !llvm.ptr -> i32
    %next = llvm.add %pc, %c1 : i32
    llvm.switch %op : i32, ^unknown [
      0: ^add(%c1 : i32),
      1: ^add(%c2 : i32),
      2: ^mul,
      -1: ^neg,
      100: ^exit
    ]
  ^add(%k: i32):
    %a = llvm.add %acc, %k : i32
    llvm.br ^loop(%next, %a : i32, i32)
  ^mul:
    %m = llvm.mul %acc, %acc : i32
    llvm.br ^loop(%next, %m : i32, i32)
  ^neg:
    %n = llvm.sub %c0, %acc : i32
    llvm.br ^loop(%next, %n : i32, i32)
  ^unknown:
    %x = llvm.xor %acc, %op : i32
    llvm.br ^loop(%next, %x : i32, i32)
  ^exit:
    llvm.store %acc, %out : i32, !llvm.ptr
    llvm.return
  }
}
