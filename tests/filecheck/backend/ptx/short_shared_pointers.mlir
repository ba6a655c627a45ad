// REQUIRES: ptxas
// RUN: xdsl-opt %s -p 'lower-to-ptx{sm=80 opt-level=0}' -t ptx | filecheck %s
// RUN: xdsl-opt %s -p 'lower-to-ptx{sm=80 opt-level=0}' -t ptx > %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin
// RUN: xdsl-opt %s -p 'lower-to-ptx{sm=80 opt-level=0 short-shared-ptr=false}' -t ptx | filecheck %s --check-prefix=LONG
// RUN: xdsl-opt %s -p 'lower-to-ptx{sm=80 opt-level=0 short-shared-ptr=false}' -t ptx > %t.long.ptx && %ptxas -arch=sm_80 %t.long.ptx -o %t.long.cubin

// 32-bit shared-memory pointers (the default): each construct that handles a !llvm.ptr<3>.

llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<512 x i32>
llvm.mlir.global external @dyn() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>

llvm.func @gep_and_access(%out: !llvm.ptr<1>, %i: i64, %j: i32, %k: i16) attributes {nvvm.kernel} {
  %t = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %a = llvm.getelementptr %t[%i] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
  %x = llvm.load %a : !llvm.ptr<3> -> i32
  %js = llvm.sext %j : i32 to i64
  %b = llvm.getelementptr %t[%js] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<3 x i32>
  %c = llvm.getelementptr %b[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
  llvm.store %x, %c : i32, !llvm.ptr<3>
  %d = llvm.getelementptr %t[%k] : (!llvm.ptr<3>, i16) -> !llvm.ptr<3>, i8
  %y = llvm.load %d : !llvm.ptr<3> -> i8
  %yz = llvm.zext %y : i8 to i32
  llvm.store %yz, %out : i32, !llvm.ptr<1>
  llvm.return
}

llvm.func @casts(%out: !llvm.ptr<1>, %i: i64) attributes {nvvm.kernel} {
  %t = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %a = llvm.getelementptr %t[%i] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
  %g = llvm.addrspacecast %a : !llvm.ptr<3> to !llvm.ptr
  %gi = llvm.ptrtoint %g : !llvm.ptr to i64
  llvm.store %gi, %out : i64, !llvm.ptr<1>
  %back = llvm.addrspacecast %g : !llvm.ptr to !llvm.ptr<3>
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.store %one, %back : i32, !llvm.ptr<3>
  %w = llvm.ptrtoint %a : !llvm.ptr<3> to i64
  %n = llvm.ptrtoint %a : !llvm.ptr<3> to i32
  %o1 = llvm.getelementptr %out[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i64
  llvm.store %w, %o1 : i64, !llvm.ptr<1>
  %o2 = llvm.getelementptr %out[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
  llvm.store %n, %o2 : i32, !llvm.ptr<1>
  %p = llvm.inttoptr %i : i64 to !llvm.ptr<3>
  llvm.store %one, %p : i32, !llvm.ptr<3>
  %q = llvm.inttoptr %n : i32 to !llvm.ptr<3>
  llvm.store %one, %q : i32, !llvm.ptr<3>
  llvm.return
}

llvm.func @generic_in(%out: !llvm.ptr<1>, %gp: !llvm.ptr) attributes {nvvm.kernel} {
  %s = llvm.addrspacecast %gp : !llvm.ptr to !llvm.ptr<3>
  %v = llvm.load %s : !llvm.ptr<3> -> i32
  llvm.store %v, %out : i32, !llvm.ptr<1>
  llvm.return
}

llvm.func @param_and_atomics(%out: !llvm.ptr<1>, %s: !llvm.ptr<3>, %v: i32, %h: i16) attributes {nvvm.kernel} {
  %old = llvm.atomicrmw add %s, %v monotonic : !llvm.ptr<3>, i32
  llvm.store %old, %out : i32, !llvm.ptr<1>
  %s2 = llvm.getelementptr %s[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i16
  %oh = llvm.atomicrmw add %s2, %h monotonic : !llvm.ptr<3>, i16
  %o1 = llvm.getelementptr %out[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i16
  llvm.store %oh, %o1 : i16, !llvm.ptr<1>
  llvm.return
}

llvm.func @store_pointer(%out: !llvm.ptr<1>, %i: i32) attributes {nvvm.kernel} {
  %t = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %a = llvm.getelementptr %t[%i] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
  llvm.store %a, %out : !llvm.ptr<3>, !llvm.ptr<1>
  %l = llvm.load %out : !llvm.ptr<1> -> !llvm.ptr<3>
  %li = llvm.ptrtoint %l : !llvm.ptr<3> to i32
  %zi = llvm.mlir.constant(0 : i32) : i32
  %e = llvm.icmp "eq" %li, %zi : i32
  %sel = llvm.select %e, %a, %l : i1, !llvm.ptr<3>
  %v = llvm.load %sel : !llvm.ptr<3> -> i32
  %o = llvm.getelementptr %out[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
  llvm.store %v, %o : i32, !llvm.ptr<1>
  llvm.return
}

llvm.func @device(%p: !llvm.ptr<3>) -> !llvm.ptr<3> attributes {passthrough = ["noinline"]} {
  %q = llvm.getelementptr %p[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i32
  llvm.return %q : !llvm.ptr<3>
}

llvm.func @calls(%out: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %t = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %r = llvm.call @device(%t) : (!llvm.ptr<3>) -> !llvm.ptr<3>
  %v = llvm.load %r : !llvm.ptr<3> -> i32
  llvm.store %v, %out : i32, !llvm.ptr<1>
  llvm.return
}

llvm.func @asm_and_nvvm(%out: !llvm.ptr<1>, %g: !llvm.ptr<1>, %n: i32) attributes {nvvm.kernel} {
  %t = llvm.mlir.addressof @dyn : !llvm.ptr<3>
  %r = llvm.inline_asm has_side_effects "ld.shared.b32 $0, [$1];", "=r,r" %t : (!llvm.ptr<3>) -> i32
  %w = llvm.inline_asm has_side_effects "cvta.shared.u64 $0, $1;", "=l,l" %t : (!llvm.ptr<3>) -> i64
  %o = llvm.getelementptr %out[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i64
  llvm.store %w, %o : i64, !llvm.ptr<1>
  llvm.store %r, %out : i32, !llvm.ptr<1>
  nvvm.cp.async.shared.global %t, %g, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.mbarrier.init %t, %n : !llvm.ptr<3>, i32
  %m = nvvm.ldmatrix %t {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 1 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> i32
  %o2 = llvm.getelementptr %out[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
  llvm.store %m, %o2 : i32, !llvm.ptr<1>
  llvm.return
}

// CHECK:       .shared .align 16 .b8 tile[2048];
// A GEP on a shared pointer computes in 32 bits: an i64 index is truncated, a sext from i32 is
// its source, an i16 one is sign-extended to 32 bits.
// CHECK-LABEL: .visible .entry gep_and_access(
// CHECK:       ld.param.b64 [[I:%rd[0-9]+]], [gep_and_access_param_1];
// CHECK:       cvt.u32.u64 [[I32:%r[0-9]+]], [[I]];
// CHECK-NEXT:  shl.b32 [[OFF:%r[0-9]+]], [[I32]], 2;
// CHECK-NEXT:  mov.b32 [[TILE:%r[0-9]+]], tile;
// CHECK-NEXT:  add.s32 [[A:%r[0-9]+]], [[TILE]], [[OFF]];
// CHECK-NEXT:  ld.shared.b32 [[X:%r[0-9]+]], [[[A]]];
// CHECK-NEXT:  mul.lo.s32 [[OFF2:%r[0-9]+]], {{%r[0-9]+}}, 12;
// CHECK-NEXT:  add.s32 [[B:%r[0-9]+]], [[TILE]], [[OFF2]];
// CHECK-NEXT:  st.shared.b32 [[[B]]+16], [[X]];
// CHECK-NEXT:  cvt.s32.s16 [[K:%r[0-9]+]], {{%rs[0-9]+}};
// CHECK-NEXT:  add.s32 [[D:%r[0-9]+]], [[TILE]], [[K]];
// CHECK-NEXT:  ld.shared.b8 {{%rs[0-9]+}}, [[[D]]];
// LONG-LABEL: .visible .entry gep_and_access(
// LONG:       mov.b64 [[TILE:%rd[0-9]+]], tile;
// LONG-NEXT:  add.s64 [[A:%rd[0-9]+]], [[TILE]], {{%rd[0-9]+}};
// LONG-NEXT:  ld.shared.b32 {{%r[0-9]+}}, [[[A]]];
// LONG-NEXT:  mul.wide.s32

// addrspacecast 3 -> 0 widens then cvta; ptrtoint to i64 zero-extends, to i32 is the register;
// inttoptr from i64 truncates, from i32 is the register.
// CHECK-LABEL: .visible .entry casts(
// CHECK:       add.s32 [[A:%r[0-9]+]], {{%r[0-9]+}}, {{%r[0-9]+}};
// CHECK-NEXT:  cvt.u64.u32 [[WIDE:%rd[0-9]+]], [[A]];
// CHECK-NEXT:  cvta.shared.u64 [[G:%rd[0-9]+]], [[WIDE]];
// CHECK-NEXT:  st.global.b64 [{{%rd[0-9]+}}], [[G]];
// CHECK-NEXT:  st.shared.b32 [[[A]]], 1;
// CHECK-NEXT:  st.global.b64 [{{%rd[0-9]+}}+8], [[WIDE]];
// CHECK-NEXT:  st.global.b32 [{{%rd[0-9]+}}+16], [[A]];
// CHECK-NEXT:  st.shared.b32 [{{%r[0-9]+}}], 1;
// CHECK-NEXT:  st.shared.b32 [[[A]]], 1;
// LONG-LABEL: .visible .entry casts(
// LONG:       cvta.shared.u64
// LONG:       cvt.u32.u64 [[N:%r[0-9]+]], {{%rd[0-9]+}};
// LONG:       cvt.u64.u32 [[P:%rd[0-9]+]], [[N]];
// LONG-NEXT:  st.shared.b32 [[[P]]], 1;

// A generic pointer cast to shared: cvta.to.shared, then the low 32 bits.
// CHECK-LABEL: .visible .entry generic_in(
// CHECK:       cvta.to.shared.u64 [[S:%rd[0-9]+]], {{%rd[0-9]+}};
// CHECK-NEXT:  cvt.u32.u64 [[S32:%r[0-9]+]], [[S]];
// CHECK-NEXT:  ld.shared.b32 {{%r[0-9]+}}, [[[S32]]];
// LONG-LABEL: .visible .entry generic_in(
// LONG:       cvta.to.shared.u64 [[S:%rd[0-9]+]], {{%rd[0-9]+}};
// LONG-NEXT:  ld.shared.b32 {{%r[0-9]+}}, [[[S]]];

// A shared kernel parameter is .u32 .ptr .shared; atomics address it as is; a sub-word atomic's
// CAS loop masks the 32-bit address.
// CHECK-LABEL: .visible .entry param_and_atomics(
// CHECK:       .param .u32 .ptr .shared .align 1 param_and_atomics_param_1,
// CHECK:       ld.param.b32 [[SP:%r[0-9]+]], [param_and_atomics_param_1];
// CHECK:       atom.shared.add.u32 {{%r[0-9]+}}, [[[SP]]], {{%r[0-9]+}};
// CHECK:       add.s32 [[H:%r[0-9]+]], [[SP]], 4;
// CHECK-NEXT:  and.b32 [[WORD:%r[0-9]+]], [[H]], -4;
// CHECK:       atom.shared.cas.b32 {{%r[0-9]+}}, [[[WORD]]],
// LONG-LABEL: .visible .entry param_and_atomics(
// LONG:       .param .u64 .ptr .shared .align 1 param_and_atomics_param_1,
// LONG:       atom.shared.add.u32 {{%r[0-9]+}}, [{{%rd[0-9]+}}]

// A shared pointer in memory is 4 bytes; select and compare in 32 bits.
// CHECK-LABEL: .visible .entry store_pointer(
// CHECK:       st.global.b32 [{{%rd[0-9]+}}], [[A:%r[0-9]+]];
// CHECK-NEXT:  ld.global.b32 [[L:%r[0-9]+]], [{{%rd[0-9]+}}];
// CHECK-NEXT:  setp.eq.b32 [[E:%p[0-9]+]], [[L]], 0;
// CHECK-NEXT:  selp.b32 [[SEL:%r[0-9]+]], [[A]], [[L]], [[E]];
// CHECK-NEXT:  ld.shared.b32 {{%r[0-9]+}}, [[[SEL]]];
// LONG-LABEL: .visible .entry store_pointer(
// LONG:       st.global.b64

// Call ABI: .b32 params and return values.
// CHECK-LABEL: .visible .func (.param .b32 func_retval0) device(
// CHECK-NEXT:  .param .b32 device_param_0
// CHECK:       add.s32
// CHECK-LABEL: .visible .entry calls(
// CHECK:       mov.u32 [[T:%r[0-9]+]], tile;
// CHECK:       .param .b32 param0;
// CHECK:       st.param.b32 [param0], [[T]];
// CHECK:       ld.param.b32 [[R:%r[0-9]+]], [retval0];
// CHECK:       ld.shared.b32 {{%r[0-9]+}}, [[[R]]];
// LONG-LABEL: .visible .func (.param .b64 func_retval0) device(

// Inline asm: an `r` operand takes the 32-bit address, an `l` one its zero-extension; the
// NVVM ops address the shared symbol directly.
// CHECK-LABEL: .visible .entry asm_and_nvvm(
// CHECK:       mov.u32 [[DYN:%r[0-9]+]], dyn;
// CHECK:       ld.shared.b32 {{%r[0-9]+}}, [[[DYN]]];
// CHECK:       cvt.u64.u32 [[DYN64:%rd[0-9]+]], [[DYN]];
// CHECK:       cvta.shared.u64 {{%rd[0-9]+}}, [[DYN64]];
// CHECK:       cp.async.cg.shared.global [dyn], [{{%rd[0-9]+}}], 16;
// CHECK-NEXT:  mbarrier.init.shared.b64 [dyn], {{%r[0-9]+}};
// CHECK-NEXT:  ldmatrix.sync.aligned.m8n8.x1.shared.b16 {{{%r[0-9]+}}}, [dyn];
// LONG-LABEL: .visible .entry asm_and_nvvm(
// LONG:       mov.u64 [[DYN:%rd[0-9]+]], dyn;
// LONG:       cvt.u32.u64 [[DYN32:%r[0-9]+]], [[DYN]];
// LONG:       ld.shared.b32 {{%r[0-9]+}}, [[[DYN32]]];
