// REQUIRES: ptxas
// RUN: nvvm-opt %s --sm 90a | filecheck %s
// RUN: nvvm-opt %s --sm 90a -o %t.ptx && %ptxas -arch=sm_90a %t.ptx -o /dev/null

// CuTe DSL's descriptor prefetch (`cpasync.prefetch_descriptor`): the TMA descriptor is a byval
// grid_constant kernel parameter only read, so it is addressed by the parameter's name, in
// `.param` state space (PTX's prefetch.tensormap takes .param or .const, or a generic address).
// CHECK-LABEL: .entry prefetch_descriptor(
// CHECK:       prefetch.param.tensormap [prefetch_descriptor_param_0];
// CHECK-NOT:   prefetch.tensormap
llvm.func @prefetch_descriptor(%d: !llvm.ptr {llvm.byval = !llvm.array<16 x i64>, llvm.align = 64 : i64, nvvm.grid_constant}) attributes {nvvm.kernel} {
  nvvm.prefetch tensormap, %d : !llvm.ptr
  llvm.return
}
