// REQUIRES: ptxas
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx | filecheck %s
// RUN: xdsl-opt %s -p convert-llvm-to-ptx -t ptx > %t.ptx && %ptxas -arch=sm_90 %t.ptx -o %t.cubin

// Globals: an internal constant table, a dynamic (extern, unsized) shared array and an
// external global definition.
// CHECK:      .global .align 4 .b8 table[16] = {1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4, 0, 0, 0};
// CHECK:      .extern .shared .align 16 .b8 dyn[];
// CHECK:      .visible .global .align 4 .b8 counter[4];
// CHECK:      .visible .func noargs()
// CHECK:      .visible .entry k()
// CHECK:      call.uni noargs, ();

// Nested loops carrying i32, f64, pointer and i1 values; a null check; negative GEP offsets.
// CHECK-LABEL: .visible .entry nested(
// CHECK:       setp.eq.b64 [[NULL:%p[0-9]+]], [[A:%rd[0-9]+]], 0;
// CHECK:       @[[NULL]] bra [[DONE:\$L__BB4_[0-9]+]];
// CHECK:       mov.b64 [[P:%rd[0-9]+]], [[A]];
// CHECK-NEXT:  mov.pred [[FL:%p[0-9]+]], {{%p[0-9]+}};
// CHECK:       add.s64 [[P2:%rd[0-9]+]], [[P]], -32;
// CHECK-NEXT:  selp.b64 [[SEL:%rd[0-9]+]], [[P2]], {{%rd[0-9]+}}, [[FL]];
// CHECK-NEXT:  xor.pred [[NF:%p[0-9]+]], [[FL]], [[NULL]];
// CHECK:       mov.b64 [[P]], [[SEL]];
// CHECK-NEXT:  mov.pred [[FL]], [[NF]];
// CHECK:       [[DONE]]:
// CHECK:       mov.b64 [[T:%rd[0-9]+]], table;
// CHECK:       ld.shared.f32 [[DV:%f[0-9]+]], [dyn];
// A seq_cst RMW is fence.sc + acquire; monotonic is a plain atom in the pointer's space.
// CHECK:       fence.sc.sys;
// CHECK-NEXT:  atom.acquire.sys.global.add.u32 {{%r[0-9]+}}, [counter], {{%r[0-9]+}};
// CHECK-NEXT:  atom.shared.add.f32 {{%f[0-9]+}}, [dyn+12], [[DV]];
// CHECK-NEXT:  fence.sc.sys;
// CHECK-NEXT:  mov.u32 {{%r[0-9]+}}, %laneid;
// CHECK-NEXT:  mov.u32 {{%r[0-9]+}}, WARP_SZ;
// CHECK-NEXT:  mov.u64 {{%rd[0-9]+}}, %clock64;
// CHECK-NEXT:  bar.sync 1, 64;
// An i1 result comes back as a byte of a .b32 param.
// CHECK:       call.uni (retval0), ret_i1, (param0);
// CHECK-NEXT:  ld.param.b8 [[B:%rs[0-9]+]], [retval0];
// CHECK-NEXT:  and.b16 [[B1:%rs[0-9]+]], [[B]], 1;
// CHECK-NEXT:  setp.ne.b16 {{%p[0-9]+}}, [[B1]], 0;
// An immediate on the left of a compare is swapped to the right.
// CHECK:       setp.lt.u64 {{%p[0-9]+}}, {{%rd[0-9]+}}, -9223372036854775807;

module {
  llvm.mlir.global internal constant @table(dense<[1, 2, 3, 4]> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
  llvm.mlir.global external @dyn() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x f32>
  llvm.mlir.global external @counter(0 : i32) {addr_space = 1 : i32} : i32
  llvm.func @noargs() {
    llvm.return
  }
  llvm.func @ret_i1(%x: i32) -> i1 {
    %z = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "ne" %x, %z : i32
    llvm.return %c : i1
  }
  llvm.func @ret_i16(%x: i16) -> i16 {
    %c = llvm.mlir.constant(-3 : i16) : i16
    %y = llvm.mul %x, %c : i16
    llvm.return %y : i16
  }
  llvm.func @k() attributes {nvvm.kernel} {
    llvm.call @noargs() : () -> ()
    llvm.return
  }
  llvm.func @nested(%a: !llvm.ptr, %b: !llvm.ptr, %n: i32, %m: i64, %flag: i1) attributes {nvvm.kernel} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %f0 = llvm.mlir.constant(0.0 : f64) : f64
    %ai = llvm.ptrtoint %a : !llvm.ptr to i64
    %zero64 = llvm.mlir.constant(0 : i64) : i64
    %isnull = llvm.icmp "eq" %ai, %zero64 : i64
    llvm.cond_br %isnull, ^done, ^outer(%c0, %f0, %a, %flag : i32, f64, !llvm.ptr, i1)
  ^outer(%i: i32, %acc: f64, %p: !llvm.ptr, %fl: i1):
    %oc = llvm.icmp "slt" %i, %n : i32
    llvm.cond_br %oc, ^inner(%c0, %acc : i32, f64), ^done
  ^inner(%j: i32, %acc2: f64):
    %jc = llvm.icmp "ult" %j, %n : i32
    llvm.cond_br %jc, ^body, ^next
  ^body:
    %jj = llvm.sext %j : i32 to i64
    %q = llvm.getelementptr %p[%jj] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %x = llvm.load %q : !llvm.ptr -> f64
    %nx = llvm.fneg %x : f64
    %two = llvm.mlir.constant(2.0 : f64) : f64
    %y = llvm.fmul %nx, %two : f64
    %gt = llvm.fcmp "ogt" %y, %two : f64
    %s = llvm.select %gt, %y, %acc2 : i1, f64
    %j2 = llvm.add %j, %c1 : i32
    llvm.br ^inner(%j2, %s : i32, f64)
  ^next:
    %i2 = llvm.add %i, %c1 : i32
    %p2 = llvm.getelementptr %p[-2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<3 x f32>)>
    %sel = llvm.select %fl, %p2, %b : i1, !llvm.ptr
    %nf = llvm.xor %fl, %isnull : i1
    llvm.br ^outer(%i2, %acc2, %sel, %nf : i32, f64, !llvm.ptr, i1)
  ^done:
    %t = llvm.mlir.addressof @table : !llvm.ptr
    %idx = llvm.urem %m, %m : i64
    %e = llvm.getelementptr %t[0, %idx] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i32>
    %v = llvm.load %e : !llvm.ptr -> i32
    %d = llvm.mlir.addressof @dyn : !llvm.ptr<3>
    %dv = llvm.load %d : !llvm.ptr<3> -> f32
    %dvi = llvm.fptosi %dv : f32 to i32
    %cnt = llvm.mlir.addressof @counter : !llvm.ptr<1>
    %old = llvm.atomicrmw add %cnt, %v seq_cst : !llvm.ptr<1>, i32
    %sh = llvm.getelementptr %d[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
    %fadd = llvm.atomicrmw fadd %sh, %dv monotonic : !llvm.ptr<3>, f32
    llvm.fence seq_cst
    %lane = nvvm.read.ptx.sreg.laneid : i32
    %ws = nvvm.read.ptx.sreg.warpsize : i32
    %clk = nvvm.read.ptx.sreg.clock64 : i64
    %bid = llvm.mlir.constant(1 : i32) : i32
    %nth = llvm.mlir.constant(64 : i32) : i32
    nvvm.barrier id = %bid number_of_threads = %nth
    %r1 = llvm.call @ret_i1(%lane) : (i32) -> i1
    %h = llvm.trunc %ws : i32 to i16
    %r2 = llvm.call @ret_i16(%h) : (i16) -> i16
    %r2w = llvm.sext %r2 : i16 to i32
    %sum = llvm.add %r2w, %old : i32
    %sum2 = llvm.add %sum, %dvi : i32
    %r1w = llvm.zext %r1 : i1 to i32
    %sum3 = llvm.add %sum2, %r1w : i32
    %big = llvm.mlir.constant(-9223372036854775807 : i64) : i64
    %clk2 = llvm.and %clk, %big : i64
    %ug = llvm.icmp "ugt" %big, %clk2 : i64
    %o = llvm.select %ug, %sum3, %c0 : i1, i32
    llvm.store %o, %b : i32, !llvm.ptr
    llvm.return
  }
}
