// fadd/fsub/fmul carrying `contract` are selected without `.rn` (LLVM 22's NVPTX does the same,
// per op): ptxas may then fuse a product and an add the IR-level contraction did not see, here
// joined by a select. Without the flag `.rn` stays; fdiv keeps it always. Under
// `--fp-contract fast` every op left unfused gets the flag (llc's `-fp-contract=fast`).
// RUN: nvvm-opt %s --sm 90 -O0 | filecheck %s
// RUN: nvvm-opt %s --sm 90 --fp-contract fast | filecheck %s --check-prefix=FAST
// RUN: %if ptxas %{ nvvm-opt %s --sm 90 -o %t.ptx && %ptxas -arch=sm_90 %t.ptx -o /dev/null %}

llvm.func @k(%p: !llvm.ptr<1>, %a: f32, %b: f32, %c: i1, %d: f64, %h: f16) attributes {nvvm.kernel} {
  %m = llvm.fmul %a, %b {fastmathFlags = #llvm.fastmath<contract>} : f32
  %s = llvm.select %c, %m, %b : i1, f32
  %r = llvm.fadd %s, %a {fastmathFlags = #llvm.fastmath<fast>} : f32
  %t = llvm.fsub %r, %b : f32
  %q = llvm.fdiv %t, %a {fastmathFlags = #llvm.fastmath<contract>} : f32
  %dm = llvm.fmul %d, %d {fastmathFlags = #llvm.fastmath<contract>} : f64
  %hm = llvm.fmul %h, %h {fastmathFlags = #llvm.fastmath<contract>} : f16
  %hs = llvm.fsub %hm, %h : f16
  llvm.store %q, %p : f32, !llvm.ptr<1>
  llvm.store %dm, %p : f64, !llvm.ptr<1>
  llvm.store %hs, %p : f16, !llvm.ptr<1>
  llvm.return
}
// CHECK:      mul.f32 [[M:%f[0-9]+]], [[A:%f[0-9]+]], [[B:%f[0-9]+]];
// CHECK:      add.f32 [[R:%f[0-9]+]], {{%f[0-9]+}}, [[A]];
// CHECK-NEXT: sub.rn.f32 [[T:%f[0-9]+]], [[R]], [[B]];
// CHECK-NEXT: div.rn.f32 {{%f[0-9]+}}, [[T]], [[A]];
// CHECK:      mul.f64 {{%fd[0-9]+}}, [[D:%fd[0-9]+]], [[D]];
// CHECK:      mul.f16 [[HM:%rs[0-9]+]], [[H:%rs[0-9]+]], [[H]];
// CHECK-NEXT: sub.rn.f16 {{%rs[0-9]+}}, [[HM]], [[H]];
// FAST-NOT:   {{(add|sub|mul)\.rn}}
// FAST:       div.rn.f32
// FAST-NOT:   {{(add|sub|mul)\.rn}}
