// Atomics LLVM expands or maps specially: i8/i16 xchg/add (cmpxchg loops), f16/bf16 fadd, fmin/fmax, fsub, nand (CAS loops or atom.add.noftz.f16).
module {
  llvm.func @atom2(%p: !llvm.ptr, %b: i8, %h: i16, %x: f16, %y: bf16, %u: i32, %f: f32) attributes {nvvm.kernel} {
    %a1 = llvm.atomicrmw add %p, %b monotonic : !llvm.ptr, i8
    %q = llvm.getelementptr %p[2] : (!llvm.ptr) -> !llvm.ptr, i8
    %a2 = llvm.atomicrmw xchg %q, %h monotonic : !llvm.ptr, i16
    %r = llvm.getelementptr %p[4] : (!llvm.ptr) -> !llvm.ptr, i8
    %a3 = llvm.atomicrmw fadd %r, %x monotonic : !llvm.ptr, f16
    %s = llvm.getelementptr %p[6] : (!llvm.ptr) -> !llvm.ptr, i8
    %a4 = llvm.atomicrmw fadd %s, %y monotonic : !llvm.ptr, bf16
    %t = llvm.getelementptr %p[8] : (!llvm.ptr) -> !llvm.ptr, i8
    %a5 = llvm.atomicrmw fsub %t, %f monotonic : !llvm.ptr, f32
    %a6 = llvm.atomicrmw nand %t, %u monotonic : !llvm.ptr, i32
    %v = llvm.getelementptr %p[12] : (!llvm.ptr) -> !llvm.ptr, i8
    %a7 = llvm.atomicrmw fmax %v, %f monotonic : !llvm.ptr, f32
    %a8 = llvm.atomicrmw fmin %v, %f monotonic : !llvm.ptr, f32
    %w = llvm.getelementptr %p[16] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %a6, %w : i32, !llvm.ptr
    %w2 = llvm.getelementptr %p[20] : (!llvm.ptr) -> !llvm.ptr, i8
    %fs0 = llvm.fadd %a7, %a8 : f32
    %fs = llvm.fadd %fs0, %a5 : f32
    llvm.store %fs, %w2 : f32, !llvm.ptr
    %w3 = llvm.getelementptr %p[24] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %a1, %w3 : i8, !llvm.ptr
    %w4 = llvm.getelementptr %p[26] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %a2, %w4 : i16, !llvm.ptr
    %w5 = llvm.getelementptr %p[28] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %a3, %w5 : f16, !llvm.ptr
    %w6 = llvm.getelementptr %p[30] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %a4, %w6 : bf16, !llvm.ptr
    llvm.return
  }
}
