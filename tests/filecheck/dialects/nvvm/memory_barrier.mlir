// `nvvm.memory.barrier` (NVVMOps.td's current name) and `nvvm.memory_barrier` (the older one)
// both parse, print back and select to membar; ptxas accepts the result.
// REQUIRES: ptxas
// RUN: xdsl-opt %s | filecheck %s --check-prefix=ROUNDTRIP
// RUN: xdsl-opt %s -p "lower-to-ptx{sm=80}" -t ptx > %t.ptx
// RUN: filecheck %s < %t.ptx
// RUN: %ptxas -arch=sm_80 %t.ptx -o %t.cubin

llvm.func @k() attributes {nvvm.kernel} {
  nvvm.memory.barrier <gpu>
  nvvm.memory.barrier <sys>
  nvvm.memory_barrier <cta>
  llvm.return
}
// ROUNDTRIP: nvvm.memory.barrier <gpu>
// ROUNDTRIP-NEXT: nvvm.memory.barrier <sys>
// ROUNDTRIP-NEXT: nvvm.memory_barrier <cta>
// CHECK: membar.gl;
// CHECK-NEXT: membar.sys;
// CHECK-NEXT: membar.cta;
