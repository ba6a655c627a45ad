// i1 logic: and/or/xor/not on predicates, i1 icmp eq/ne, i1 loads/stores through i8 memory, i1 kernel params.
module {
  llvm.func @logic(%a: i1, %b: i1, %x: i32, %y: i32, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %true = llvm.mlir.constant(true) : i1
    %lt = llvm.icmp "ult" %x, %y : i32
    %eq = llvm.icmp "eq" %x, %y : i32
    %n = llvm.xor %lt, %true : i1
    %ab = llvm.and %a, %b : i1
    %aob = llvm.or %ab, %n : i1
    %ax = llvm.xor %aob, %eq : i1
    %same = llvm.icmp "eq" %ax, %a : i1
    %diff = llvm.icmp "ne" %same, %b : i1
    llvm.store %diff, %out : i1, !llvm.ptr
    %p = llvm.getelementptr %out[1] : (!llvm.ptr) -> !llvm.ptr, i8
    %l = llvm.load %p : !llvm.ptr -> i1
    %m = llvm.and %l, %same : i1
    %z = llvm.zext %m : i1 to i32
    %q = llvm.getelementptr %out[4] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %z, %q : i32, !llvm.ptr
    llvm.return
  }
}
