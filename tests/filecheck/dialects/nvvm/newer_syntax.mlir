// Spellings of the newer NVVMOps.td (aaa93caf, tests/nvvm_ops_td.txt) beside the older ones the
// project already took: `nvvm.memory.barrier` (was `nvvm.memory_barrier`) and `nvvm.nanosleep`
// with an i32 operand (was a constant). Both parse, print back as written, select, and ptxas
// accepts the result.
// REQUIRES: ptxas
// RUN: xdsl-opt %s | filecheck %s --check-prefix=ROUNDTRIP
// RUN: xdsl-opt %s -p "lower-to-ptx{sm=80}" -t ptx > %t.ptx
// RUN: filecheck %s < %t.ptx
// RUN: %ptxas -arch=sm_80 %t.ptx -o %t.cubin

llvm.func @k(%ns: i32) attributes {nvvm.kernel} {
  nvvm.memory.barrier <gpu>
  nvvm.memory.barrier <sys>
  nvvm.memory_barrier <cta>
  nvvm.nanosleep %ns
  nvvm.nanosleep 100
  llvm.return
}
// ROUNDTRIP: nvvm.memory.barrier <gpu>
// ROUNDTRIP-NEXT: nvvm.memory.barrier <sys>
// ROUNDTRIP-NEXT: nvvm.memory_barrier <cta>
// ROUNDTRIP-NEXT: nvvm.nanosleep %ns
// ROUNDTRIP-NEXT: nvvm.nanosleep 100
// CHECK: membar.gl;
// CHECK-NEXT: membar.sys;
// CHECK-NEXT: membar.cta;
// CHECK-NEXT: nanosleep.u32 %r{{[0-9]+}};
// CHECK-NEXT: nanosleep.u32 100;
