// --sm takes arch-specific (`a`) and family (`f`) targets; `.version` is the lowest PTX ISA
// version that has the target, but never below the default 8.0; --ptx-version fixes it.

// RUN: nvvm-opt %s --sm 90a | filecheck %s --check-prefix=SM90A
// RUN: nvvm-opt %s --sm 90a > %t.90a.ptx && %ptxas -arch=sm_90a %t.90a.ptx -o %t.cubin
// SM90A:      .version 8.0
// SM90A-NEXT: .target sm_90a

// RUN: nvvm-opt %s --sm sm_100a | filecheck %s --check-prefix=SM100A
// RUN: nvvm-opt %s --sm 100a > %t.100a.ptx && %ptxas -arch=sm_100a %t.100a.ptx -o %t.cubin
// SM100A:      .version 8.6
// SM100A-NEXT: .target sm_100a

// RUN: nvvm-opt %s --sm 100f > %t.100f.ptx && %ptxas -arch=sm_103f %t.100f.ptx -o %t.cubin
// RUN: filecheck %s --check-prefix=SM100F < %t.100f.ptx
// SM100F:      .version 8.8
// SM100F-NEXT: .target sm_100f

// RUN: nvvm-opt %s --sm 120a > %t.120a.ptx && %ptxas -arch=sm_120a %t.120a.ptx -o %t.cubin
// RUN: nvvm-opt %s --sm 80 | filecheck %s --check-prefix=SM80
// SM80:      .version 8.0
// SM80-NEXT: .target sm_80

// RUN: nvvm-opt %s --sm 90a --ptx-version 8.3 | filecheck %s --check-prefix=EXPLICIT
// EXPLICIT:      .version 8.3
// EXPLICIT-NEXT: .target sm_90a

// The pass options take the same spellings.
// RUN: xdsl-opt %s -p 'lower-to-ptx{sm=90a}' -t ptx | filecheck %s --check-prefix=SM90A
// RUN: xdsl-opt %s -p 'convert-llvm-to-ptx{sm=sm_100a}' -t ptx | filecheck %s --check-prefix=SM100A
// RUN: xdsl-opt %s -p 'convert-llvm-to-ptx' -t 'ptx{sm=90a}' | filecheck %s --check-prefix=SM90A

// Bad spellings and versions that lack the target are errors, not broken PTX.
// RUN: not nvvm-opt %s --sm 90x 2>&1 | filecheck %s --check-prefix=BADSM
// BADSM: argument --sm: target must look like 90, 90a, 100f or sm_90a, got '90x'
// RUN: not nvvm-opt %s --sm 91 2>&1 | filecheck %s --check-prefix=UNKNOWN
// UNKNOWN: argument --sm: unknown target sm_91
// RUN: not nvvm-opt %s --sm 100a --ptx-version 8.0 2>&1 | filecheck %s --check-prefix=OLDPTX
// OLDPTX: error: 'builtin.module': PTX ISA 8.0 has no .target sm_100a (it needs 8.6): pass --ptx-version 8.6 or leave it out
// OLDPTX-NOT: Traceback
// RUN: not xdsl-opt %s -p 'lower-to-ptx{sm=95}' 2>&1 | filecheck %s --check-prefix=PASSOPT
// PASSOPT: unknown target sm_95

llvm.func @k(%out: !llvm.ptr) attributes {nvvm.kernel} {
  %c = llvm.mlir.constant(1 : i32) : i32
  llvm.store %c, %out : i32, !llvm.ptr
  llvm.return
}
