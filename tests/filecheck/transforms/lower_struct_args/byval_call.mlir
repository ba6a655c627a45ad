// A kernel byval struct (or a field of it at a constant offset) passed on to a `byval`
// argument of a device function is read, not escaped: the call sequence copies it from the
// kernel's own .param (ld.param / st.param), as llc does, with no local copy (clang -O2's
// structs_byval: 144 B of stack before, 40 B as clang's). A struct the kernel writes is still
// copied, and the call reads the copy.
// REQUIRES: ptxas
// RUN: xdsl-opt %s -p lower-struct-args | filecheck %s --check-prefix=IR
// RUN: nvvm-opt %s --sm 80 -O0 > %t.ptx
// RUN: filecheck %s < %t.ptx
// RUN: %ptxas -arch=sm_80 -v %t.ptx -o %t.cubin 2>&1 | filecheck %s --check-prefix=FRAME

llvm.func @use(%a: !llvm.ptr {llvm.byval = !llvm.struct<(f32, f32, f32, f32)>, llvm.align = 16 : i64}, %b: !llvm.ptr {llvm.byval = !llvm.array<3 x i32>}) -> f32 attributes {no_inline} {
  %x = llvm.load %a : !llvm.ptr -> f32
  %y = llvm.load %b : !llvm.ptr -> i32
  %z = llvm.sitofp %y : i32 to f32
  %r = llvm.fadd %x, %z : f32
  llvm.return %r : f32
}

// IR-LABEL: llvm.func @passed_on(%s: !llvm.ptr<101>
// IR-NOT: llvm.alloca
// IR: %[[TAIL:.*]] = llvm.getelementptr %s[16] : (!llvm.ptr<101>) -> !llvm.ptr<101>, i8
// IR: llvm.call @use(%s, %[[TAIL]])
// CHECK-LABEL: .visible .entry passed_on(
// CHECK-NOT: .local
// CHECK: ld.param.f32 %{{.*}}, [passed_on_param_0+12];
// CHECK: ld.param.b32 %{{.*}}, [passed_on_param_0+24];
// CHECK: call.uni
// FRAME: Function properties for passed_on
// FRAME-NEXT: 0 bytes stack frame
llvm.func @passed_on(%s: !llvm.ptr {llvm.byval = !llvm.struct<(struct<(f32, f32, f32, f32)>, array<3 x i32>)>, llvm.align = 16 : i64}, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %tail = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(struct<(f32, f32, f32, f32)>, array<3 x i32>)>
  %r = llvm.call @use(%s, %tail) : (!llvm.ptr, !llvm.ptr) -> f32
  llvm.store %r, %out : f32, !llvm.ptr<1>
  llvm.return
}

// IR-LABEL: llvm.func @written_first(
// IR: llvm.alloca
// IR: llvm.call @use(%s_copy, %t) : (!llvm.ptr, !llvm.ptr<101>) -> f32
// CHECK-LABEL: .visible .entry written_first(
// CHECK: .local
llvm.func @written_first(%s: !llvm.ptr {llvm.byval = !llvm.struct<(f32, f32, f32, f32)>, llvm.align = 16 : i64}, %t: !llvm.ptr {llvm.byval = !llvm.array<3 x i32>}, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %one = llvm.mlir.constant(1.0 : f32) : f32
  llvm.store %one, %s : f32, !llvm.ptr
  %r = llvm.call @use(%s, %t) : (!llvm.ptr, !llvm.ptr) -> f32
  llvm.store %r, %out : f32, !llvm.ptr<1>
  llvm.return
}
