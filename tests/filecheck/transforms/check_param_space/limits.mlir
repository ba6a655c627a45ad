// REQUIRES: ptxas
// Kernel @over needs 4356 bytes: the pointer at 0, the byval array (align 4) at 8..4349, the i32
// padded to 4352. Below PTX 8.1 the limit is 4352 bytes, so nvvm-opt names the total, the limit,
// the largest parameters and the flag that lifts it; with PTX 8.1 (chosen by itself when no
// version is given) the same kernel assembles.

// RUN: not nvvm-opt %s --ptx-version 8.0 2>&1 | filecheck %s --check-prefix=PTX80
// PTX80: limits.mlir:[[# @LINE + 16]]:1: error: 'llvm.func': kernel 'over' needs 4356 bytes of .param space (each parameter at its alignment), over the 4352-byte limit of sm_90 with ptx-version 8.0; largest parameters: #1 (byval !llvm.array<4341 x i8>, 4341 bytes), #0 (!llvm.ptr, 8 bytes), #2 (i32, 4 bytes); PTX ISA 8.1 raises the limit to 32764 bytes on sm_70+: pass --ptx-version 8.1 to nvvm-opt (ptx-version="8.1" to the pass), or leave the PTX version out
// PTX80-NOT: Traceback

// RUN: not xdsl-opt %s -p 'lower-to-ptx{sm=60}' -t ptx 2>&1 | filecheck %s --check-prefix=SM60
// SM60: kernel 'over' needs 4356 bytes {{.*}} over the 4352-byte limit of sm_60 with any PTX ISA version; {{.*}}: pass --sm 70 to nvvm-opt (sm=70 to the pass)

// ptxas agrees: our PTX with `.version 8.0` is over its limit by the same bytes.
// RUN: nvvm-opt %s | sed -e 's/^\.version 8\.1$/.version 8.0/' > %t.80.ptx
// RUN: not %ptxas -arch=sm_90 %t.80.ptx -o %t.80.cubin 2>&1 | filecheck %s --check-prefix=PTXAS
// PTXAS: Entry function 'over' uses too much parameter space (0x1104 bytes, 0x1100 max)

// RUN: nvvm-opt %s > %t.81.ptx && %ptxas -arch=sm_90 %t.81.ptx -o %t.81.cubin
// RUN: filecheck %s --check-prefix=OK81 < %t.81.ptx
// OK81: .version 8.1
// OK81: .param .align 4 .b8 over_param_1[4341],

llvm.func @over(%out: !llvm.ptr, %s: !llvm.ptr {llvm.byval = !llvm.array<4341 x i8>, llvm.align = 4 : i64}, %x: i32) attributes {nvvm.kernel} {
  %v = llvm.load %s : !llvm.ptr -> i8
  llvm.store %v, %out : i8, !llvm.ptr
  llvm.return
}
