// An sm_90a-only op (wgmma.fence, setmaxnreg) compiles for --sm 90a; for any other target it
// is a located error naming the op, what it needs and the flag to pass.

// RUN: nvvm-opt %s --sm 90a | filecheck %s
// RUN: nvvm-opt %s --sm 90a > %t.ptx && %ptxas -arch=sm_90a %t.ptx -o %t.cubin
// RUN: xdsl-opt %s -p 'lower-to-ptx{sm=90a}' -t ptx | filecheck %s
// CHECK:      .version 8.0
// CHECK-NEXT: .target sm_90a
// CHECK:      wgmma.fence.sync.aligned;
// CHECK-NEXT: setmaxnreg.dec.sync.aligned.u32 40;
// CHECK:      wgmma.commit_group.sync.aligned;
// CHECK-NEXT: wgmma.wait_group.sync.aligned 1;

// RUN: not nvvm-opt %s --sm 80 2>&1 | filecheck %s --check-prefix=SM80
// SM80: nvvm_opt_arch_specific.mlir:[[# @LINE + 11]]:3: error: 'nvvm.wgmma.fence.aligned': wgmma needs sm_90a, but the target is sm_80: pass --sm 90a to nvvm-opt (sm=90a to the pass)
// SM80-NOT: Traceback
// RUN: not nvvm-opt %s --sm 90 2>&1 | filecheck %s --check-prefix=SM90
// SM90: error: 'nvvm.wgmma.fence.aligned': wgmma needs sm_90a, but the target is sm_90: pass --sm 90a
// RUN: not xdsl-opt %s -p 'lower-to-ptx{sm=100a}' -t ptx 2>&1 | filecheck %s --check-prefix=SM100A
// SM100A: 'nvvm.wgmma.fence.aligned'{{.*}}: wgmma needs sm_90a, but the target is sm_100a: pass --sm 90a to nvvm-opt (sm=90a to the pass)
// RUN: not nvvm-opt %s --sm 90a --ptx-version 7.8 2>&1 | filecheck %s --check-prefix=OLDPTX
// OLDPTX: error: 'nvvm.wgmma.fence.aligned': wgmma needs PTX ISA 8.0 or newer, but the ptx-version is 7.8: pass --ptx-version 8.0

llvm.func @producer(%out: !llvm.ptr) attributes {nvvm.kernel} {
  %c = llvm.mlir.constant(1 : i32) : i32
  nvvm.wgmma.fence.aligned
  nvvm.setmaxregister decrease 40
  llvm.store %c, %out : i32, !llvm.ptr
  nvvm.wgmma.commit.group.sync.aligned
  nvvm.wgmma.wait.group.sync.aligned 1
  llvm.return
}
