// LLVM IR input is compiled with the DataLayout it states, as llc does: 32-bit shared pointers
// only with `p3:32`; without a stated layout, llc's NVPTX64 one (64-bit). The LLVM IR is the
// `// LL:` lines of this file, once as written and once after the `// DL:` layout with short pointers.
// (No lit builtin such as `cat` here: lit's out-of-process builtins reset PYTHONPATH for the
// commands after them, which then run the installed checkout instead of this one.)
// REQUIRES: llvmlite, ptxas

// RUN: sed -n 's|^// LL: ||p' %s > %t.ll
// RUN: nvvm-opt %t.ll --sm 80 | filecheck %s --check-prefix=LONG
// RUN: nvvm-opt %t.ll --sm 80 > %t.long.ptx && %ptxas -arch=sm_80 %t.long.ptx -o %t.long.cubin
// RUN: sed -n -e 's|^// DL: ||p' -e 's|^// LL: ||p' %s > %t.short.ll
// RUN: nvvm-opt %t.short.ll --sm 80 | filecheck %s --check-prefix=SHORT
// RUN: nvvm-opt %t.short.ll --sm 80 > %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin
// RUN: nvvm-opt %t.short.ll --sm 80 --no-short-shared-ptr | filecheck %s --check-prefix=LONG

// DL: target datalayout = "e-p3:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
// LL: @sh = internal addrspace(3) global [64 x i8] undef, align 4
// LL: define ptx_kernel void @k(ptr addrspace(1) %out, i32 %i, i8 %a, i8 %b) {
// LL:   %p = getelementptr i8, ptr addrspace(3) @sh, i32 %i
// LL:   %r = cmpxchg ptr addrspace(3) %p, i8 %a, i8 %b acq_rel monotonic
// LL:   %v = extractvalue { i8, i1 } %r, 0
// LL:   store i8 %v, ptr addrspace(1) %out
// LL:   ret void
// LL: }

// The i8 compare-and-swap works on the containing aligned word, in the address's own width.
// LONG:  mov.b64 %rd{{[0-9]+}}, sh;
// LONG:  and.b64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, -4;
// LONG:  atom.{{.*}}shared.cas.b32 %r{{[0-9]+}}, [%rd
// SHORT: mov.b32 %r{{[0-9]+}}, sh;
// SHORT: and.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, -4;
// SHORT: atom.{{.*}}shared.cas.b32 %r{{[0-9]+}}, [%r
