// Through the PTX backend: accesses whose space memory-space-opt inferred use the state-space
// instructions (ld.global, st.shared, ld.local, ld.const, ld.param), merges of different spaces
// stay generic, and ptxas accepts the result.
// REQUIRES: ptxas
// RUN: xdsl-opt %s -p lower-struct-args,memory-space-opt,convert-llvm-to-ptx -t ptx > %t.ptx
// RUN: filecheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin

llvm.mlir.global internal @sh() {addr_space = 3 : i32} : !llvm.array<32 x i32>
llvm.mlir.global internal constant @table(dense<[1, 2, 3, 4]> : tensor<4xi32>) {addr_space = 4 : i32} : !llvm.array<4 x i32>

// CHECK-LABEL: .visible .entry spaces(
// CHECK-DAG:   cvta.to.global.u64
// CHECK-DAG:   ld.global.b32
// CHECK-DAG:   st.shared.b32
// CHECK-DAG:   ld.shared.b32
// CHECK-DAG:   ld.const.b32
// CHECK-DAG:   st.local.b32
// CHECK-DAG:   ld.local.b32
// CHECK-DAG:   st.global.b32
// CHECK:       ret;
llvm.func @spaces(%in: !llvm.ptr, %out: !llvm.ptr, %i: i32) attributes {nvvm.kernel} {
  %one = llvm.mlir.constant(1 : i32) : i32
  %x = llvm.load %in : !llvm.ptr -> i32
  %s3 = llvm.mlir.addressof @sh : !llvm.ptr<3>
  %s = llvm.addrspacecast %s3 : !llvm.ptr<3> to !llvm.ptr
  %sp = llvm.getelementptr %s[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<32 x i32>
  llvm.store %x, %sp : i32, !llvm.ptr
  %y = llvm.load %s : !llvm.ptr -> i32
  %t4 = llvm.mlir.addressof @table : !llvm.ptr<4>
  %t = llvm.addrspacecast %t4 : !llvm.ptr<4> to !llvm.ptr
  %tp = llvm.getelementptr %t[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x i32>
  %z = llvm.load %tp : !llvm.ptr -> i32
  %l = llvm.alloca %one x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  %lp = llvm.getelementptr %l[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.store %z, %lp : i32, !llvm.ptr
  %w = llvm.load %l : !llvm.ptr -> i32
  %a = llvm.add %x, %y : i32
  %b = llvm.add %a, %w : i32
  llvm.store %b, %out : i32, !llvm.ptr
  llvm.return
}

// Two grid constants selected at run time: read with ld.param through the selected address.
// Global or shared: a generic load.
// CHECK-LABEL: .visible .entry merges(
// CHECK-NOT:   __local_depot
// CHECK:       ld.param.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// CHECK:       ld.b32
// CHECK:       ret;
llvm.func @merges(%s: !llvm.ptr {llvm.byval = i32, llvm.align = 4 : i64, nvvm.grid_constant}, %t: !llvm.ptr {llvm.byval = i32, llvm.align = 4 : i64, nvvm.grid_constant}, %c: i1, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %p = llvm.select %c, %s, %t : i1, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  %s3 = llvm.mlir.addressof @sh : !llvm.ptr<3>
  %sh = llvm.addrspacecast %s3 : !llvm.ptr<3> to !llvm.ptr
  %q = llvm.select %c, %out, %sh : i1, !llvm.ptr
  %w = llvm.load %q : !llvm.ptr -> i32
  %r = llvm.add %v, %w : i32
  llvm.store %r, %out : i32, !llvm.ptr
  llvm.return
}
