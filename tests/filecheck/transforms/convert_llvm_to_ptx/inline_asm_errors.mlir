// Bad inline asm: a located error naming the asm operand. nvvm-opt stops at the first error,
// so its route is checked here once and per case in tests/bad_inputs/inline_asm_*.mlir.
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p convert-llvm-to-ptx | filecheck %s
// RUN: not nvvm-opt %s --split-input-file -p convert-llvm-to-ptx 2>&1 | filecheck %s --check-prefix=LOC
// LOC-NOT: Traceback

// CHECK: 'llvm.inline_asm': inline asm operand $1: unknown constraint letter 'x' in 'x'
// LOC: inline_asm_errors.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: {{.*}}unknown constraint letter 'x'
llvm.func @unknown_letter(%x: i32) attributes {nvvm.kernel} {
  %r = llvm.inline_asm "mov.b32 $0, $1;", "=r,x" %x : (i32) -> i32
  llvm.return
}

// -----

// CHECK: 'llvm.inline_asm': inline asm operand $1: tied to $3, which is not an output register
llvm.func @tie_out_of_range(%x: i32) attributes {nvvm.kernel} {
  %r = llvm.inline_asm "mov.b32 $0, $1;", "=r,3" %x : (i32) -> i32
  llvm.return
}

// -----

// CHECK: 'llvm.inline_asm': inline asm operand $1: i64 cannot be tied to output $0 of type i32 (sizes differ)
llvm.func @tie_sizes_differ(%x: i64) attributes {nvvm.kernel} {
  %r = llvm.inline_asm "mov.b32 $0, $1;", "=r,0" %x : (i64) -> i32
  llvm.return
}

// -----

// CHECK: 'llvm.inline_asm': inline asm operand $2: tied to $0, which already has a tied input
llvm.func @tied_twice(%x: i32) attributes {nvvm.kernel} {
  %r = llvm.inline_asm "mov.b32 $0, $1;", "=r,0,0" %x, %x : (i32, i32) -> i32
  llvm.return
}

// -----

// CHECK: 'llvm.inline_asm': inline asm operand $1: constraint 'n' needs an integer constant, got a i32 value
llvm.func @immediate_not_constant(%x: i32) attributes {nvvm.kernel} {
  %r = llvm.inline_asm "add.s32 $0, $0, $1;", "=r,n" %x : (i32) -> i32
  llvm.return
}

// -----

// CHECK: 'llvm.inline_asm': inline asm operand $0: constraint 'i' needs an integer constant, got a f32 value
llvm.func @immediate_float() attributes {nvvm.kernel} {
  %f = llvm.mlir.constant(1.0 : f32) : f32
  llvm.inline_asm has_side_effects "// $0", "i" %f : (f32) -> ()
  llvm.return
}

// -----

// CHECK: 'llvm.inline_asm': inline asm has 1 operands for 2 input/indirect constraints in "=r,r,r"
llvm.func @operand_count(%x: i32) attributes {nvvm.kernel} {
  %r = llvm.inline_asm "add.s32 $0, $1, $2;", "=r,r,r" %x : (i32) -> i32
  llvm.return
}

// -----

// CHECK: 'llvm.inline_asm': inline asm returns 1 values for 2 output constraints
llvm.func @result_count(%x: i32) attributes {nvvm.kernel} {
  %r = llvm.inline_asm "mov.b32 $0, $2;", "=r,=r,r" %x : (i32) -> i32
  llvm.return
}

// -----

// CHECK: 'llvm.inline_asm': inline asm operand $1: an output constraint follows an input (outputs come first)
llvm.func @output_after_input(%x: i32) attributes {nvvm.kernel} {
  %r = llvm.inline_asm "mov.b32 $1, $0;", "r,=r" %x : (i32) -> i32
  llvm.return
}

// -----

// CHECK: 'llvm.inline_asm': inline asm operand $0: constraint 'q' (a 128-bit register) needs an i128 value, got i32
llvm.func @b128_of_i32(%x: i32) attributes {nvvm.kernel} {
  llvm.inline_asm has_side_effects "// $0", "q" %x : (i32) -> ()
  llvm.return
}

// -----

// CHECK: 'llvm.inline_asm': inline asm operand $0: an i128 value needs constraint 'q' (a 128-bit register)
llvm.func @i128_in_l(%x: i128) attributes {nvvm.kernel} {
  llvm.inline_asm has_side_effects "// $0", "l" %x : (i128) -> ()
  llvm.return
}

// -----

// CHECK: 'llvm.inline_asm': inline asm text has a '$' that names no operand (write '$$' for a '$'): "bra $L1;"
llvm.func @stray_dollar() attributes {nvvm.kernel} {
  llvm.inline_asm has_side_effects "bra $L1;", "" : () -> ()
  llvm.return
}

// -----

// CHECK: 'llvm.inline_asm': inline asm operand $1: unsupported operand modifier '${1:x}'
llvm.func @modifier(%x: i32) attributes {nvvm.kernel} {
  %r = llvm.inline_asm "mov.b32 $0, ${1:x};", "=r,r" %x : (i32) -> i32
  llvm.return
}

// -----

// CHECK: 'llvm.inline_asm': inline asm operand $0: memory operands need an indirect constraint ('*m' with an elementtype pointer)
llvm.func @direct_memory(%x: i32) attributes {nvvm.kernel} {
  llvm.inline_asm has_side_effects "// $0", "m" %x : (i32) -> ()
  llvm.return
}
