// REQUIRES: ptxas
// Vector atomicrmw on global memory selects PTX's vector atom (sm_90, PTX ISA 8.1; without an
// explicit version `.version` becomes 8.1); a pair of halves is one packed 32-bit atom. Lanes go
// in and come out in order.
// RUN: nvvm-opt %s | filecheck %s --check-prefix=AUTO
// AUTO: .version 8.1
// RUN: xdsl-opt %s -p 'convert-llvm-to-ptx{sm=90 ptx-version="8.1"}' -t ptx | filecheck %s
// RUN: xdsl-opt %s -p 'convert-llvm-to-ptx{sm=90 ptx-version="8.1"}' -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// The same IR for older targets: the seed's diagnostic at the first vector atomic, or, asked
// for, one scalar atomic per lane (which ptxas accepts for sm_80).
// RUN: not xdsl-opt %s -p 'convert-llvm-to-ptx{sm=80 ptx-version="8.1"}' 2>&1 | filecheck %s --check-prefix=SM80
// SM80: vector_atomics.mlir:{{[0-9]+}}:3: error: 'llvm.atomicrmw': vector atomics not supported on this architecture! (atom.global.add.v2.f32 needs sm_90 and PTX ISA 8.1; the target is sm_80); pass option expand-vector-atomics=true (lower-to-ptx, convert-llvm-to-ptx) makes one scalar atomic per lane
// RUN: not nvvm-opt %s --ptx-version 8.0 2>&1 | filecheck %s --check-prefix=PTX80
// PTX80: vector_atomics.mlir:[[# @LINE + 21]]:3: error: 'llvm.atomicrmw': vector atomics not supported on this architecture! (atom.global.add.v2.f32 needs sm_90 and PTX ISA 8.1; the ptx-version is 8.0); pass --ptx-version 8.1 to nvvm-opt (ptx-version="8.1" to the pass), or leave it out
// RUN: xdsl-opt %s -p 'convert-llvm-to-ptx{sm=80 ptx-version="8.0" expand-vector-atomics=true}' -t ptx > %t.80.ptx && %ptxas -arch=sm_80 %t.80.ptx -o %t.80.cubin
// RUN: filecheck %s --check-prefix=LANES < %t.80.ptx

// CHECK:      atom.global.add.v2.f32 {[[O0:%f[0-9]+]], [[O1:%f[0-9]+]]}, [%rd{{[0-9]+}}], {[[V0:%f[0-9]+]], [[V1:%f[0-9]+]]};
// CHECK:      atom.global.add.v4.f32 {%f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}}, [%rd{{[0-9]+}}+16], {%f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}};
// CHECK:      mov.b32 [[PAIR:%r[0-9]+]], {[[H0:%rs[0-9]+]], [[H1:%rs[0-9]+]]};
// CHECK-NEXT: atom.global.add.noftz.f16x2 [[OLD:%r[0-9]+]], [%rd{{[0-9]+}}+32], [[PAIR]];
// CHECK-NEXT: mov.b32 {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, [[OLD]];
// CHECK:      atom.release.sys.global.max.noftz.v8.bf16 {%rs{{.*}}}, [%rd{{[0-9]+}}+48], {%rs{{.*}}};
// CHECK:      atom.global.min.noftz.v2.bf16 {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, [%rd{{[0-9]+}}+64], {%rs{{[0-9]+}}, %rs{{[0-9]+}}};
// CHECK:      fence.sc.gpu;
// CHECK-NEXT: atom.acquire.gpu.global.add.noftz.v4.f16 {%rs{{.*}}}, [%rd{{[0-9]+}}+80], {%rs{{.*}}};

// LANES:      atom.global.add.f32 {{%f[0-9]+}}, [[[P:%rd[0-9]+]]], {{%f[0-9]+}};
// LANES-NEXT: atom.global.add.f32 {{%f[0-9]+}}, [[[P]]+4], {{%f[0-9]+}};
// LANES:      atom.global.add.f32 {{%f[0-9]+}}, [[[P]]+28], {{%f[0-9]+}};
// LANES:      atom.global.add.noftz.f16x2
// LANES-NOT:  atom{{.*}}.v{{[248]}}.

llvm.func @vector_atomics(%p: !llvm.ptr<1>, %out: !llvm.ptr<1>, %a: vector<2xf32>, %b: vector<4xf32>, %c: vector<2xf16>, %d: vector<8xbf16>, %e: vector<2xbf16>, %f: vector<4xf16>) attributes {nvvm.kernel} {
  %ra = llvm.atomicrmw fadd %p, %a monotonic : !llvm.ptr<1>, vector<2xf32>
  %pb = llvm.getelementptr %p[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
  %rb = llvm.atomicrmw fadd %pb, %b monotonic : !llvm.ptr<1>, vector<4xf32>
  %pc = llvm.getelementptr %p[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
  %rc = llvm.atomicrmw fadd %pc, %c monotonic : !llvm.ptr<1>, vector<2xf16>
  %pd = llvm.getelementptr %p[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
  %rd = llvm.atomicrmw fmax %pd, %d syncscope("system") release : !llvm.ptr<1>, vector<8xbf16>
  %pe = llvm.getelementptr %p[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
  %re = llvm.atomicrmw fmin %pe, %e monotonic : !llvm.ptr<1>, vector<2xbf16>
  %pf = llvm.getelementptr %p[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
  %rf = llvm.atomicrmw fadd %pf, %f syncscope("device") seq_cst : !llvm.ptr<1>, vector<4xf16>
  llvm.store %ra, %out : vector<2xf32>, !llvm.ptr<1>
  %ob = llvm.getelementptr %out[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
  llvm.store %rb, %ob : vector<4xf32>, !llvm.ptr<1>
  %oc = llvm.getelementptr %out[32] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
  llvm.store %rc, %oc : vector<2xf16>, !llvm.ptr<1>
  %od = llvm.getelementptr %out[48] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
  llvm.store %rd, %od : vector<8xbf16>, !llvm.ptr<1>
  %oe = llvm.getelementptr %out[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
  llvm.store %re, %oe : vector<2xbf16>, !llvm.ptr<1>
  %of = llvm.getelementptr %out[80] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
  llvm.store %rf, %of : vector<4xf16>, !llvm.ptr<1>
  llvm.return
}
