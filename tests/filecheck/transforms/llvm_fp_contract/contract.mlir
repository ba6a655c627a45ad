// llvm-fp-contract fuses an fmul feeding an fadd/fsub into llvm.intr.fma: under `on` (the
// default) only when both carry the contract flag, under `fast` always, under `off` never.
// RUN: xdsl-opt %s --allow-unregistered-dialect -p llvm-fp-contract --split-input-file | filecheck %s --check-prefix=ON
// RUN: xdsl-opt %s --allow-unregistered-dialect -p 'llvm-fp-contract{fp_contract=fast}' --split-input-file | filecheck %s --check-prefix=FAST
// RUN: xdsl-opt %s --allow-unregistered-dialect -p 'llvm-fp-contract{fp_contract=off}' --split-input-file | filecheck %s --check-prefix=OFF

// ON-LABEL:   llvm.func @plain
// ON-NOT:       llvm.intr.fma
// ON:           llvm.return
// OFF-LABEL:  llvm.func @plain
// OFF-NOT:      llvm.intr.fma
// OFF:          llvm.return
// FAST-LABEL: llvm.func @plain
// FAST-NEXT:    llvm.fmul %a, %b {fastmathFlags = #llvm.fastmath<contract>} : f32
// FAST-NEXT:    %[[F1:.*]] = llvm.intr.fma(%a, %b, %c) : (f32, f32, f32) -> f32
// FAST-NEXT:    %[[F2:.*]] = llvm.intr.fma(%a, %b, %c) : (f32, f32, f32) -> f32
// FAST-NEXT:    %[[N:.*]] = llvm.fneg %c : f32
// FAST-NEXT:    %[[F3:.*]] = llvm.intr.fma(%a, %b, %[[N]]) : (f32, f32, f32) -> f32
// FAST-NEXT:    %[[NA:.*]] = llvm.fneg %a : f32
// FAST-NEXT:    %[[F4:.*]] = llvm.intr.fma(%[[NA]], %b, %c) : (f32, f32, f32) -> f32
// FAST-NEXT:    llvm.fmul %x, %y {fastmathFlags = #llvm.fastmath<contract>} : f64
// FAST-NEXT:    %[[D:.*]] = llvm.intr.fma(%x, %y, %z) : (f64, f64, f64) -> f64
// FAST-NEXT:    "test.pack"(%[[F1]], %[[F2]], %[[F3]], %[[F4]], %[[D]])
llvm.func @plain(%a: f32, %b: f32, %c: f32, %x: f64, %y: f64, %z: f64) -> !llvm.struct<(f32, f32, f32, f32, f64)> {
  %m = llvm.fmul %a, %b : f32
  %s1 = llvm.fadd %m, %c : f32
  %s2 = llvm.fadd %c, %m : f32
  %s3 = llvm.fsub %m, %c : f32
  %s4 = llvm.fsub %c, %m : f32
  %md = llvm.fmul %x, %y : f64
  %sd = llvm.fadd %md, %z : f64
  %r = "test.pack"(%s1, %s2, %s3, %s4, %sd) : (f32, f32, f32, f32, f64) -> !llvm.struct<(f32, f32, f32, f32, f64)>
  llvm.return %r : !llvm.struct<(f32, f32, f32, f32, f64)>
}

// -----

// Both ops must allow contraction under `on`; `fast` implies it.
// ON-LABEL:   llvm.func @flags
// ON-NEXT:      %[[M1:.*]] = llvm.fmul %a, %b {fastmathFlags = #llvm.fastmath<contract>} : f32
// ON-NEXT:      %[[M2:.*]] = llvm.fmul %a, %c {fastmathFlags = #llvm.fastmath<fast>} : f32
// ON-NEXT:      %[[F1:.*]] = llvm.intr.fma(%a, %b, %c) : (f32, f32, f32) -> f32
// ON-NEXT:      %[[S2:.*]] = llvm.fadd %[[M1]], %c : f32
// ON-NEXT:      %[[F3:.*]] = llvm.intr.fma(%a, %c, %b) : (f32, f32, f32) -> f32
// ON-NEXT:      "test.pack"(%[[F1]], %[[S2]], %[[F3]])
// OFF-LABEL:  llvm.func @flags
// OFF-NOT:      llvm.intr.fma
// OFF:          llvm.return
llvm.func @flags(%a: f32, %b: f32, %c: f32) -> !llvm.struct<(f32, f32, f32)> {
  %m1 = llvm.fmul %a, %b {fastmathFlags = #llvm.fastmath<contract>} : f32
  %m2 = llvm.fmul %a, %c {fastmathFlags = #llvm.fastmath<fast>} : f32
  %s1 = llvm.fadd %m1, %c {fastmathFlags = #llvm.fastmath<contract>} : f32
  %s2 = llvm.fadd %m1, %c : f32
  %s3 = llvm.fadd %b, %m2 {fastmathFlags = #llvm.fastmath<fast>} : f32
  %r = "test.pack"(%s1, %s2, %s3) : (f32, f32, f32) -> !llvm.struct<(f32, f32, f32)>
  llvm.return %r : !llvm.struct<(f32, f32, f32)>
}

// -----

// Left alone: f16 and vectors (the pass fuses scalar f32 and f64 only), and the
// product used by another op stays; under `fast` each op left gets the contract flag (selection
// then leaves off `.rn`, so ptxas may fuse what this pass does not). An add of two products fuses the one with no other user.
// FAST-LABEL: llvm.func @left_alone
// FAST-NEXT:    %[[H:.*]] = llvm.fmul %h, %h {fastmathFlags = #llvm.fastmath<contract>} : f16
// FAST-NEXT:    %[[HS:.*]] = llvm.fadd %[[H]], %h {fastmathFlags = #llvm.fastmath<contract>} : f16
// FAST-NEXT:    %[[V:.*]] = llvm.fmul %v, %v {fastmathFlags = #llvm.fastmath<contract>} : vector<2xf32>
// FAST-NEXT:    %[[VS:.*]] = llvm.fadd %[[V]], %v {fastmathFlags = #llvm.fastmath<contract>} : vector<2xf32>
// FAST-NEXT:    %[[SHARED:.*]] = llvm.fmul %a, %a {fastmathFlags = #llvm.fastmath<contract>} : f32
// FAST-NEXT:    %[[OWN:.*]] = llvm.fmul %b, %b {fastmathFlags = #llvm.fastmath<contract>} : f32
// FAST-NEXT:    %[[F:.*]] = llvm.intr.fma(%b, %b, %[[SHARED]]) : (f32, f32, f32) -> f32
// FAST-NEXT:    %[[D:.*]] = llvm.fdiv %[[SHARED]], %a : f32
llvm.func @left_alone(%h: f16, %v: vector<2xf32>, %a: f32, %b: f32) -> !llvm.struct<(f16, vector<2xf32>, f32, f32)> {
  %hm = llvm.fmul %h, %h : f16
  %hs = llvm.fadd %hm, %h : f16
  %vm = llvm.fmul %v, %v : vector<2xf32>
  %vs = llvm.fadd %vm, %v : vector<2xf32>
  %shared = llvm.fmul %a, %a : f32
  %own = llvm.fmul %b, %b : f32
  %sum = llvm.fadd %shared, %own : f32
  %d = llvm.fdiv %shared, %a : f32
  %r = "test.pack"(%hs, %vs, %sum, %d) : (f16, vector<2xf32>, f32, f32) -> !llvm.struct<(f16, vector<2xf32>, f32, f32)>
  llvm.return %r : !llvm.struct<(f16, vector<2xf32>, f32, f32)>
}
