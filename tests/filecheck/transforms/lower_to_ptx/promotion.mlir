// REQUIRES: ptxas
// At -O2 a register fragment kept in an alloca'd array (CuTe's form) and a device function
// updating it through a pointer leave no local memory: llvm-inline, llvm-sroa, llvm-mem2reg.
// At -O0 the same kernel has a stack frame.
// RUN: nvvm-opt %s | filecheck %s
// RUN: nvvm-opt %s > %t.ptx && %ptxas -arch=sm_90 -v %t.ptx -o %t.cubin 2>&1 | filecheck %s --check-prefix=PTXAS
// RUN: nvvm-opt -O0 %s > %t0.ptx && %ptxas -arch=sm_90 -v %t0.ptx -o %t0.cubin 2>&1 | filecheck %s --check-prefix=O0

// CHECK-LABEL: .entry fragment(
// CHECK-NOT:     .local
// CHECK-NOT:     call.uni
// CHECK:         ret;
// PTXAS: Compiling entry function 'fragment'
// PTXAS: 0 bytes stack frame
// O0: Compiling entry function 'fragment'
// O0: {{[1-9][0-9]*}} bytes stack frame
module {
  llvm.func internal @accumulate(%acc: !llvm.ptr, %x: f32) {
    %v = llvm.load %acc : !llvm.ptr -> f32
    %s = llvm.fadd %v, %x : f32
    llvm.store %s, %acc : f32, !llvm.ptr
    llvm.return
  }
  llvm.func @fragment(%in: !llvm.ptr, %out: !llvm.ptr, %n: i32) attributes {nvvm.kernel} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %frag = llvm.alloca %c1 x !llvm.array<2 x f32> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %e1 = llvm.getelementptr %frag[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x f32>
    %zero = llvm.mlir.constant(0.0 : f32) : f32
    llvm.store %zero, %frag : f32, !llvm.ptr
    llvm.store %zero, %e1 : f32, !llvm.ptr
    %i0 = llvm.mlir.constant(0 : i32) : i32
    llvm.br ^loop(%i0 : i32)
  ^loop(%i: i32):
    %p = llvm.getelementptr %in[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f32
    %x = llvm.load %p : !llvm.ptr -> f32
    llvm.call @accumulate(%frag, %x) : (!llvm.ptr, f32) -> ()
    %x2 = llvm.fmul %x, %x : f32
    llvm.call @accumulate(%e1, %x2) : (!llvm.ptr, f32) -> ()
    %one = llvm.mlir.constant(1 : i32) : i32
    %next = llvm.add %i, %one : i32
    %more = llvm.icmp "slt" %next, %n : i32
    llvm.cond_br %more, ^loop(%next : i32), ^exit
  ^exit:
    %a = llvm.load %frag : !llvm.ptr -> f32
    %b = llvm.load %e1 : !llvm.ptr -> f32
    llvm.store %a, %out : f32, !llvm.ptr
    %o1 = llvm.getelementptr %out[1] : (!llvm.ptr) -> !llvm.ptr, f32
    llvm.store %b, %o1 : f32, !llvm.ptr
    llvm.return
  }
}
