// REQUIRES: ptxas
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// Indirect calls go through a .callprototype; llvm.switch becomes a compare chain whose
// edges carry block arguments; intrinsics written as llvm.call_intrinsic select like the ops.
// CHECK-LABEL: .visible .entry indirect(
// CHECK:       mov.u64 [[F:%rd[0-9]+]], callee;
// CHECK:       { // callseq 0, 0
// CHECK-NEXT:  .param .b32 param0;
// CHECK-NEXT:  .param .b32 retval0;
// CHECK-NEXT:  st.param.b32 [param0], {{%r[0-9]+}};
// CHECK-NEXT:  prototype_0 : .callprototype (.param .b32 _) _ (.param .b32 _);
// CHECK-NEXT:  call (retval0), [[F]], (param0), prototype_0;
// CHECK-NEXT:  ld.param.b32 [[R:%r[0-9]+]], [retval0];
// CHECK-NEXT:  } // callseq 0
// CHECK-NEXT:  setp.eq.b32 [[P1:%p[0-9]+]], [[SEL:%r[0-9]+]], 1;
// CHECK-NEXT:  @[[P1]] bra [[ONE:\$L__BB1_[0-9]+]];
// CHECK-NEXT:  setp.eq.b32 [[P2:%p[0-9]+]], [[SEL]], 5;
// CHECK-NEXT:  @[[P2]] bra [[TWO:\$L__BB1_[0-9]+]];
// CHECK-NEXT:  bra.uni [[DEF:\$L__BB1_[0-9]+]];
// CHECK-NEXT:  [[ONE]]:
// CHECK-NEXT:  mov.b32 [[V:%r[0-9]+]], [[R]];
// CHECK-NEXT:  st.b32 [{{%rd[0-9]+}}], [[V]];
// CHECK:       [[TWO]]:
// CHECK-NEXT:  mov.u32 [[TID:%r[0-9]+]], %tid.x;
// CHECK-NEXT:  bar.sync 0;
// CHECK-NEXT:  st.b32 [{{%rd[0-9]+}}], [[TID]];
// CHECK:       [[DEF]]:
// CHECK-COUNT-8: st.local.b8
// CHECK-NEXT:  ld.local.b32 [[X:%r[0-9]+]], [%SPL+4];
// CHECK-NEXT:  max.s32 {{%r[0-9]+}}, [[X]], {{%r[0-9]+}};

// A grid-constant byval whose address escapes: cvta.param, and reads stay ld.param.
// CHECK-LABEL: .visible .entry gc(
// CHECK-NOT:   .local
// CHECK:       mov.b64 [[PA:%rd[0-9]+]], gc_param_0;
// CHECK-NEXT:  cvta.param.u64 [[G:%rd[0-9]+]], [[PA]];
// CHECK:       st.b64 [{{%rd[0-9]+}}], [[G]];
// CHECK-NEXT:  ld.param.b32 {{%r[0-9]+}}, [gc_param_0];

// Without grid_constant the kernel works on a local copy.
// CHECK-LABEL: .visible .entry copyk(
// CHECK:       .local .align 4 .b8 __local_depot3[8];
// CHECK:       mov.b64 %SPL, __local_depot3;
// CHECK-NEXT:  cvta.local.u64 %SP, %SPL;
// CHECK-NEXT:  ld.param.b32 [[W0:%r[0-9]+]], [copyk_param_0];
// CHECK-NEXT:  st.local.b32 [%SPL], [[W0]];
// CHECK-NEXT:  ld.param.b32 [[W1:%r[0-9]+]], [copyk_param_0+4];
// CHECK-NEXT:  st.local.b32 [%SPL+4], [[W1]];
// CHECK:       st.b64 [{{%rd[0-9]+}}], %SP;

// A device function writing its byval and taking its address: the param moves to local space.
// CHECK-LABEL: .visible .func devbyval(
// CHECK:       mov.b64 [[L:%rd[0-9]+]], devbyval_param_0;
// CHECK-NEXT:  cvta.local.u64 [[LG:%rd[0-9]+]], [[L]];
// CHECK:       st.local.b32 [[[L]]], 3;
// CHECK-NEXT:  st.b64 [{{%rd[0-9]+}}], [[LG]];

// i1 kernel params are .u8 bytes turned into predicates; i8 values are sign-extended from
// their byte before use; an f16 constant is raw bits.
// CHECK-LABEL: .visible .entry flags(
// CHECK-NEXT:    .param .u8 flags_param_0,
// CHECK-NEXT:    .param .u8 flags_param_1,
// CHECK:       ld.param.b8 [[A8:%rs[0-9]+]], [flags_param_0];
// CHECK-NEXT:  and.b16 [[A1:%rs[0-9]+]], [[A8]], 1;
// CHECK-NEXT:  setp.ne.b16 [[A:%p[0-9]+]], [[A1]], 0;
// CHECK:       selp.u32 {{%r[0-9]+}}, 1, 0, [[A]];
// CHECK-NEXT:  cvt.s32.s8 {{%r[0-9]+}}, {{%rs[0-9]+}};
// CHECK:       mov.b16 [[H:%rs[0-9]+]], 0x3C00;
// CHECK-NEXT:  cvt.f32.f16 {{%f[0-9]+}}, [[H]];

module {
  llvm.func @callee(%x: i32) -> i32 {
    llvm.return %x : i32
  }
  llvm.func @indirect(%out: !llvm.ptr, %x: i32, %sel: i32) attributes {nvvm.kernel} {
    %f = llvm.mlir.addressof @callee : !llvm.ptr
    %r = llvm.call %f(%x) : !llvm.ptr, (i32) -> i32
    llvm.switch %sel : i32, ^def [
      1: ^one(%r : i32),
      5: ^two
    ]
  ^one(%v: i32):
    llvm.store %v, %out : i32, !llvm.ptr
    llvm.return
  ^two:
    %tid = llvm.call_intrinsic "llvm.nvvm.read.ptx.sreg.tid.x"() : () -> i32
    llvm.call_intrinsic "llvm.nvvm.barrier0"() : () -> ()
    llvm.store %tid, %out : i32, !llvm.ptr
    llvm.return
  ^def:
    %c = llvm.mlir.constant(8 : i64) : i64
    %one = llvm.mlir.constant(1 : i32) : i32
    %buf = llvm.alloca %one x !llvm.array<4 x i32> {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %f0 = llvm.mlir.constant(false) : i1
    llvm.call_intrinsic "llvm.memcpy.p0.p0.i64"(%buf, %out, %c, %f0) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
    %g = llvm.getelementptr %buf[1] : (!llvm.ptr) -> !llvm.ptr, i32
    %v2 = llvm.load %g : !llvm.ptr -> i32
    %w = llvm.intr.smax(%v2, %x) : (i32, i32) -> i32
    llvm.store %w, %out : i32, !llvm.ptr
    llvm.return
  }
  llvm.func @gc(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i32)>, llvm.align = 4 : i64, nvvm.grid_constant}, %out: !llvm.ptr) attributes {nvvm.kernel} {
    llvm.store %s, %out : !llvm.ptr, !llvm.ptr
    %v = llvm.load %s : !llvm.ptr -> i32
    %q = llvm.getelementptr %out[1] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %v, %q : i32, !llvm.ptr
    llvm.return
  }
  llvm.func @copyk(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i32)>, llvm.align = 4 : i64}, %out: !llvm.ptr) attributes {nvvm.kernel} {
    llvm.store %s, %out : !llvm.ptr, !llvm.ptr
    llvm.return
  }
  llvm.func @devbyval(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i32)>, llvm.align = 4 : i64}, %out: !llvm.ptr) {
    %c = llvm.mlir.constant(3 : i32) : i32
    llvm.store %c, %s : i32, !llvm.ptr
    llvm.store %s, %out : !llvm.ptr, !llvm.ptr
    llvm.return
  }
  llvm.func @flags(%a: i1, %b: i8, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %z = llvm.zext %a : i1 to i32
    %bb = llvm.sext %b : i8 to i32
    %s = llvm.add %z, %bb : i32
    %c = llvm.icmp "ult" %b, %b : i8
    %x = llvm.xor %a, %c : i1
    %y = llvm.select %x, %s, %z : i1, i32
    llvm.store %y, %out : i32, !llvm.ptr
    llvm.store %x, %out : i1, !llvm.ptr
    %h = llvm.mlir.constant(1.0 : f16) : f16
    %hf = llvm.fpext %h : f16 to f32
    %fi = llvm.fptosi %hf : f32 to i16
    llvm.store %fi, %out : i16, !llvm.ptr
    llvm.return
  }
}
