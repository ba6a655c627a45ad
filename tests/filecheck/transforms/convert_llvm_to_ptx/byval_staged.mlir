// REQUIRES: ptxas
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// A stack slot only filled by stores and passed `byval` to one call (clang -O2's struct
// arguments to a noinline function) is no slot: the stored values go straight into the call's
// `.param` (the last store of each field before the call), as LLVM's selection forwards them.
// CHECK-LABEL: .visible .func staged(
// CHECK-NOT:   .local
// CHECK:       ld.param.b32 [[B:%r[0-9]+]], [staged_param_1];
// CHECK-NEXT:  ld.param.f32 [[X:%f[0-9]+]], [staged_param_2];
// CHECK:       .param .align 4 .b8 param0[8];
// CHECK-NEXT:  st.param.b32 [param0], [[B]];
// CHECK-NEXT:  st.param.f32 [param0+4], [[X]];
// CHECK-NEXT:  call.uni take,
// A slot read after the call, stored after the call, or with a field never stored is copied
// from the slot as before.
// CHECK-LABEL: .visible .func read_after(
// CHECK:       .local .align 4 .b8 __local_depot
// CHECK-LABEL: .visible .func stored_after(
// CHECK:       .local .align 4 .b8 __local_depot
// CHECK-LABEL: .visible .func partial(
// CHECK:       .local .align 4 .b8 __local_depot

module {
  llvm.func @take(%p: !llvm.ptr {llvm.byval = !llvm.struct<(i32, f32)>, llvm.align = 4 : i64}) attributes {passthrough = ["noinline"]} {
    llvm.return
  }
  llvm.func @staged(%a: i32, %b: i32, %x: f32) {
    %one = llvm.mlir.constant(1 : i32) : i32
    %s = llvm.alloca %one x !llvm.struct<(i32, f32)> {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %f = llvm.getelementptr %s[4] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.intr.lifetime.start %s : !llvm.ptr
    llvm.store %a, %s : i32, !llvm.ptr
    llvm.store %x, %f : f32, !llvm.ptr
    llvm.store %b, %s : i32, !llvm.ptr
    llvm.call @take(%s) : (!llvm.ptr) -> ()
    llvm.intr.lifetime.end %s : !llvm.ptr
    llvm.return
  }
  llvm.func @read_after(%a: i32, %x: f32, %out: !llvm.ptr) {
    %one = llvm.mlir.constant(1 : i32) : i32
    %s = llvm.alloca %one x !llvm.struct<(i32, f32)> {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %f = llvm.getelementptr %s[4] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %a, %s : i32, !llvm.ptr
    llvm.store %x, %f : f32, !llvm.ptr
    llvm.call @take(%s) : (!llvm.ptr) -> ()
    %v = llvm.load %s : !llvm.ptr -> i32
    llvm.store %v, %out : i32, !llvm.ptr
    llvm.return
  }
  llvm.func @stored_after(%a: i32, %x: f32) {
    %one = llvm.mlir.constant(1 : i32) : i32
    %s = llvm.alloca %one x !llvm.struct<(i32, f32)> {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %f = llvm.getelementptr %s[4] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %a, %s : i32, !llvm.ptr
    llvm.call @take(%s) : (!llvm.ptr) -> ()
    llvm.store %x, %f : f32, !llvm.ptr
    llvm.return
  }
  llvm.func @partial(%a: i32) {
    %one = llvm.mlir.constant(1 : i32) : i32
    %s = llvm.alloca %one x !llvm.struct<(i32, f32)> {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %a, %s : i32, !llvm.ptr
    llvm.call @take(%s) : (!llvm.ptr) -> ()
    llvm.return
  }
}
