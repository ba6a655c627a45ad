// fadd/fsub/fmul on f32 lane pairs (Triton's vector<2xf32> online-softmax updates on sm_100) are
// `add/sub/mul.f32x2` on the pair packed in a .b64 where the target has them (sm_100+, PTX 8.6),
// as LLVM's NVPTX selects v2f32: one FADD2/FMUL2 instead of two. Four lanes are two pairs; `.rn`
// follows the op's `contract` flag as for scalars; a chain of pair ops keeps
// the pair packed between them. Before sm_100, and for odd lane counts or
// fdiv, the op is applied lane by lane.
// RUN: nvvm-opt %s --sm 100a | filecheck %s
// RUN: nvvm-opt %s --sm 120a | filecheck %s
// RUN: nvvm-opt %s --sm 90a | filecheck %s --check-prefix=SM90
// RUN: %if ptxas %{ nvvm-opt %s --sm 100a -o %t.ptx && %ptxas -arch=sm_100a %t.ptx -o /dev/null %}
// RUN: %if ptxas %{ nvvm-opt %s --sm 90a -o %t90.ptx && %ptxas -arch=sm_90a %t90.ptx -o /dev/null %}

llvm.func @k(%p: !llvm.ptr<1>, %q: !llvm.ptr<1>, %r: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %a = llvm.load %p : !llvm.ptr<1> -> vector<2xf32>
  %b = llvm.load %q : !llvm.ptr<1> -> vector<2xf32>
  %s = llvm.fadd %a, %b {fastmathFlags = #llvm.fastmath<contract>} : vector<2xf32>
  %m = llvm.fmul %s, %b : vector<2xf32>
  %d = llvm.fsub %m, %a {fastmathFlags = #llvm.fastmath<contract>} : vector<2xf32>
  %v = llvm.fdiv %d, %a : vector<2xf32>
  llvm.store %v, %r : vector<2xf32>, !llvm.ptr<1>
  %w = llvm.load %p : !llvm.ptr<1> -> vector<4xf32>
  %x = llvm.fmul %w, %w : vector<4xf32>
  llvm.store %x, %r : vector<4xf32>, !llvm.ptr<1>
  %o = llvm.load %q : !llvm.ptr<1> -> vector<3xf32>
  %y = llvm.fadd %o, %o : vector<3xf32>
  llvm.store %y, %r : vector<3xf32>, !llvm.ptr<1>
  llvm.return
}
// CHECK:      ld.global.v2.f32 {[[A0:%f[0-9]+]], [[A1:%f[0-9]+]]}
// CHECK:      ld.global.v2.f32 {[[B0:%f[0-9]+]], [[B1:%f[0-9]+]]}
// CHECK-DAG:  mov.b64 [[PA:%rd[0-9]+]], {[[A0]], [[A1]]};
// CHECK-DAG:  mov.b64 [[PB:%rd[0-9]+]], {[[B0]], [[B1]]};
// CHECK:      add.f32x2 [[S:%rd[0-9]+]], [[PA]], [[PB]];
// CHECK-NEXT: mul.rn.f32x2 [[M:%rd[0-9]+]], [[S]], [[PB]];
// CHECK-NEXT: sub.f32x2 [[D:%rd[0-9]+]], [[M]], [[PA]];
// CHECK-NEXT: mov.b64 {[[D0:%f[0-9]+]], [[D1:%f[0-9]+]]}, [[D]];
// CHECK:      div.rn.f32 {{%f[0-9]+}}, [[D0]], [[A0]];
// CHECK:      div.rn.f32 {{%f[0-9]+}}, [[D1]], [[A1]];
// CHECK-COUNT-2: mul.rn.f32x2
// CHECK-NOT:  f32x2
// CHECK-COUNT-3: add.rn.f32 {{%f[0-9]+}}
// SM90-NOT:   f32x2
// SM90:       add.f32 {{%f[0-9]+}}
