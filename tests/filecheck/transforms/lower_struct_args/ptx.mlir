// Through the PTX backend: byval fields are read with ld.param at their offsets, the
// declaration is LLVM's (.align 8 .b8 [32] for seed 000's struct: the alloc size, not 28), and
// kernels that only read their byval struct need no stack frame; escapes use cvta.param
// (grid constants) or one local copy of the whole struct.
// REQUIRES: ptxas
// RUN: xdsl-opt %s -p lower-struct-args,lower-aggr-copies,memory-space-opt,convert-llvm-to-ptx -t ptx > %t.ptx
// RUN: filecheck %s < %t.ptx
// RUN: %ptxas -arch=sm_90 -v %t.ptx -o %t.cubin > %t.log 2>&1
// RUN: filecheck %s --check-prefix=SEED < %t.log
// RUN: filecheck %s --check-prefix=DYN < %t.log
// RUN: filecheck %s --check-prefix=GRID < %t.log
// RUN: filecheck %s --check-prefix=COPY < %t.log

// CHECK-LABEL: .visible .entry seed(
// CHECK-NEXT:  .param .align 8 .b8 seed_param_0[32],
// CHECK-NOT:   __local_depot
// CHECK-DAG:   ld.param.f64 %fd{{[0-9]+}}, [seed_param_0];
// CHECK-DAG:   ld.param.b8 %rs{{[0-9]+}}, [seed_param_0+8];
// CHECK-DAG:   ld.param.b32 %r{{[0-9]+}}, [seed_param_0+24];
// CHECK:       ret;
llvm.func @seed(%s: !llvm.ptr {llvm.byval = !llvm.struct<(f64, i8, array<4 x i32>)>, llvm.align = 8 : i64}, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %p_f = llvm.getelementptr %s[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, i8, array<4 x i32>)>
  %f = llvm.load %p_f : !llvm.ptr -> f64
  %p_b = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, i8, array<4 x i32>)>
  %b = llvm.load %p_b : !llvm.ptr -> i8
  %p_a = llvm.getelementptr %s[0, 2, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, i8, array<4 x i32>)>
  %a3 = llvm.load %p_a : !llvm.ptr -> i32
  %fi = llvm.fptosi %f : f64 to i32
  %bi = llvm.zext %b : i8 to i32
  %t = llvm.add %fi, %bi : i32
  %r = llvm.add %t, %a3 : i32
  llvm.store %r, %out : i32, !llvm.ptr
  llvm.return
}

// A dynamic index reads param space through the param's address; a pointer field is global.
// CHECK-LABEL: .visible .entry dynamic(
// CHECK-NEXT:  .param .align 8 .b8 dynamic_param_0[40],
// CHECK-NOT:   __local_depot
// CHECK:       ld.param.b64 %rd[[P:[0-9]+]], [dynamic_param_0];
// CHECK:       cvta.to.global.u64 %rd[[G:[0-9]+]], %rd[[P]];
// CHECK:       mov.b64 %rd{{[0-9]+}}, dynamic_param_0;
// CHECK:       ld.param.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}+8];
// CHECK:       st.global.b32 [%rd[[G]]], %r{{[0-9]+}};
// CHECK:       ret;
llvm.func @dynamic(%s: !llvm.ptr {llvm.byval = !llvm.struct<(ptr, array<8 x i32>)>, llvm.align = 8 : i64}, %i: i32) attributes {nvvm.kernel} {
  %pp = llvm.getelementptr %s[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, array<8 x i32>)>
  %p = llvm.load %pp : !llvm.ptr -> !llvm.ptr
  %ep = llvm.getelementptr %s[0, 1, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(ptr, array<8 x i32>)>
  %e = llvm.load %ep : !llvm.ptr -> i32
  llvm.store %e, %p : i32, !llvm.ptr
  llvm.return
}

llvm.func @escape(%p: !llvm.ptr) {
  llvm.return
}

// A grid constant's address escapes: cvta.param, no copy.
// CHECK-LABEL: .visible .entry grid_constant(
// CHECK-NOT:   __local_depot
// CHECK:       mov.b64 %rd[[A:[0-9]+]], grid_constant_param_0;
// CHECK:       cvta.param.u64 %rd{{[0-9]+}}, %rd[[A]];
// CHECK:       call.uni escape,
llvm.func @grid_constant(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i32)>, llvm.align = 4 : i64, nvvm.grid_constant}) attributes {nvvm.kernel} {
  llvm.call @escape(%s) : (!llvm.ptr) -> ()
  llvm.return
}

// Not a grid constant: one local copy of all 24 bytes (padding included), passed as generic.
// CHECK-LABEL: .visible .entry copied(
// CHECK-NEXT:  .param .align 8 .b8 copied_param_0[24]
// CHECK:       .local .align 8 .b8 __local_depot{{[0-9]+}}[24];
// CHECK:       cvta.local.u64
// CHECK:       call.uni escape,
llvm.func @copied(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i8, f64, i16)>, llvm.align = 8 : i64}) attributes {nvvm.kernel} {
  llvm.call @escape(%s) : (!llvm.ptr) -> ()
  llvm.return
}

// SEED: Function properties for seed
// SEED-NEXT: 0 bytes stack frame
// DYN: Function properties for dynamic
// DYN-NEXT: 0 bytes stack frame
// GRID: Function properties for grid_constant
// GRID-NEXT: 0 bytes stack frame
// COPY: Function properties for copied
// COPY-NEXT: 24 bytes stack frame
