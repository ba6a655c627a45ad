// REQUIRES: ptxas
// The automatic `.version` counts the instructions of inline PTX as it counts selected ones,
// from the table of nvvm_xdsl/ptx_isa.py (ptxas rejects this kernel at `.version 8.2`), and the
// target must have them.
// RUN: nvvm-opt --sm 90a %s | filecheck %s
// RUN: nvvm-opt --sm 90a %s > %t.ptx && %ptxas -arch=sm_90a %t.ptx -o %t.cubin
// RUN: not nvvm-opt --sm 90a --ptx-version 8.2 %s 2>&1 | filecheck %s --check-prefix=EXPLICIT
// RUN: not nvvm-opt --sm 80 %s 2>&1 | filecheck %s --check-prefix=SM80

// CHECK: .version 8.3
// CHECK: tensormap.replace.tile.global_address.shared::cta.b1024.b64
// EXPLICIT: inline_asm_version.mlir:17:3: error: 'llvm.inline_asm': inline asm 'tensormap.replace.tile.global_address.shared::cta.b1024.b64' (tensormap.replace) needs PTX ISA 8.3 or newer, but the ptx-version is 8.2
// SM80: inline_asm_version.mlir:17:3: error: 'llvm.inline_asm': inline asm 'tensormap.replace.tile.global_address.shared::cta.b1024.b64' (tensormap.replace) needs sm_90a or a newer arch- or family-specific target, but the target is sm_80
llvm.func @replace(%desc: !llvm.ptr<3>, %address: i64) attributes {nvvm.kernel} {
  // Between the kernel's own instructions (the barrier needs less).
  nvvm.barrier0
  llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [$0 + 0], $1;", "l,l" %desc, %address : (!llvm.ptr<3>, i64) -> ()
  llvm.return
}
