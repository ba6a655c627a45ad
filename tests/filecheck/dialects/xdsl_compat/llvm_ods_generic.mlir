// Every llvm op this module uses, in the generic form MLIR 22 prints (`mlir-opt-22
// --mlir-print-op-generic`: all properties, defaults included, in MLIR 22's storage), must give
// the PTX its custom form gives, and that PTX must assemble. The properties are read by one rule
// from the table generated from MLIR's LLVMOps.td (nvvm_xdsl/dialects/llvm_ods.py).
// REQUIRES: mlir-opt-22, ptxas
// RUN: mlir-opt-22 %s | nvvm-opt --no-line-info -o %t.custom.ptx
// RUN: mlir-opt-22 --mlir-print-op-generic %s | nvvm-opt --no-line-info -o %t.generic.ptx
// RUN: diff %t.custom.ptx %t.generic.ptx
// RUN: %ptxas -arch=sm_80 %t.generic.ptx -o /dev/null
// RUN: filecheck %s < %t.generic.ptx
// CHECK: .visible .entry many(
// CHECK-DAG: rem.s32
// CHECK-DAG: cvt.rn.f16.f32
// CHECK-DAG: cvt.rzi.u32.f32
// CHECK-DAG: atom.acq_rel.gpu.global.add.f32
// CHECK-DAG: atom.acq_rel.sys.global.cas.b32
// CHECK-DAG: shfl.sync.bfly.b32
// CHECK-DAG: vote.sync.ballot.b32
// CHECK-DAG: st.volatile.global.f32
// CHECK-DAG: bar.sync 0;

module attributes {gpu.container_module} {
gpu.module @kernels [#nvvm.target<chip = "sm_80">] {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<64 x f32>
  llvm.mlir.global private constant @table(dense<[1, 2, 3, 4]> : vector<4xi32>) {addr_space = 1 : i32} : !llvm.array<4 x i32>
  llvm.func @helper(%x: f32) -> f32 attributes {no_unwind, will_return} {
    %0 = llvm.fmul %x, %x {fastmathFlags = #llvm.fastmath<contract>} : f32
    llvm.return %0 : f32
  }
  llvm.func @many(%p: !llvm.ptr<1>, %q: !llvm.ptr, %n: i32, %w: i64, %h: f16) attributes {gpu.kernel, nvvm.kernel} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i64) : i64
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %a = llvm.add %tid, %n overflow<nsw> : i32
    %b = llvm.sub %a, %c1 overflow<nuw> : i32
    %m = llvm.mul %b, %n overflow<nsw, nuw> : i32
    %s = llvm.shl %m, %c1 overflow<nsw> : i32
    %t = llvm.trunc %w overflow<nuw> : i64 to i32
    %t2 = llvm.trunc %w : i64 to i16
    %z = llvm.zext %t2 : i16 to i32
    %se = llvm.sext %t2 : i16 to i64
    %ud = llvm.udiv %s, %c1 : i32
    %sd = llvm.sdiv exact %ud, %c1 : i32
    %ur = llvm.urem %sd, %n : i32
    %sr = llvm.srem %ur, %n : i32
    %an = llvm.and %sr, %t : i32
    %or = llvm.or disjoint %an, %z : i32
    %xo = llvm.xor %or, %c1 : i32
    %ls = llvm.lshr exact %xo, %c1 : i32
    %as = llvm.ashr %ls, %c1 : i32
    %idx = llvm.sext %as : i32 to i64
    %gep = llvm.getelementptr inbounds|nuw %p[%idx] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %gep2 = llvm.getelementptr %p[%se] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %v = llvm.load %gep {alignment = 4 : i64} : !llvm.ptr<1> -> f32
    %vv = llvm.load volatile %gep2 : !llvm.ptr<1> -> i8
    %f1 = llvm.fadd %v, %v {fastmathFlags = #llvm.fastmath<fast>} : f32
    %f2 = llvm.fsub %f1, %v : f32
    %f3 = llvm.fmul %f2, %v {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %f4 = llvm.fdiv %f3, %v : f32
    %f5 = llvm.frem %f4, %v : f32
    %f6 = llvm.fneg %f5 : f32
    %fh = llvm.fptrunc %f6 : f32 to f16
    %fe = llvm.fpext %h : f16 to f32
    %hs = llvm.fadd %fh, %h : f16
    %hf = llvm.fpext %hs : f16 to f32
    %cv = llvm.fptosi %fe : f32 to i32
    %cu = llvm.fptoui %hf : f32 to i32
    %si = llvm.sitofp %cv : i32 to f32
    %ui = llvm.uitofp %cu : i32 to f32
    %cmp = llvm.icmp "slt" %cv, %n : i32
    %fc = llvm.fcmp "olt" %si, %ui {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %sel = llvm.select %cmp, %si, %ui : i1, f32
    %fr = llvm.freeze %sel : f32
    %call = llvm.call @helper(%fr) : (f32) -> f32
    %bc = llvm.bitcast %call : f32 to i32
    %pi = llvm.ptrtoint %q : !llvm.ptr to i64
    %ip = llvm.inttoptr %pi : i64 to !llvm.ptr
    %gp = llvm.addrspacecast %gep : !llvm.ptr<1> to !llvm.ptr
    %sh = llvm.mlir.addressof @tile : !llvm.ptr<3>
    %shg = llvm.getelementptr inbounds %sh[0, %tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<64 x f32>
    llvm.store %call, %shg {alignment = 4 : i64} : f32, !llvm.ptr<3>
    nvvm.barrier0
    %ld3 = llvm.load %shg : !llvm.ptr<3> -> f32
    %tb = llvm.mlir.addressof @table : !llvm.ptr<1>
    %tv = llvm.load %tb {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xi32>
    %e0 = llvm.extractelement %tv[%c0 : i32] : vector<4xi32>
    %pz = llvm.mlir.poison : vector<2xf32>
    %i0 = llvm.insertelement %ld3, %pz[%c0 : i32] : vector<2xf32>
    %i1 = llvm.insertelement %call, %i0[%c1 : i32] : vector<2xf32>
    %shuf = llvm.shufflevector %i1, %i1 [1, 0] : vector<2xf32>
    %und = llvm.mlir.undef : !llvm.struct<(i32, f32)>
    %st0 = llvm.insertvalue %e0, %und[0] : !llvm.struct<(i32, f32)>
    %st1 = llvm.insertvalue %call, %st0[1] : !llvm.struct<(i32, f32)>
    %ex = llvm.extractvalue %st1[0] : !llvm.struct<(i32, f32)>
    %old = llvm.atomicrmw add %q, %ex monotonic : !llvm.ptr, i32
    %fa = llvm.atomicrmw fadd %gep, %v syncscope("agent") acq_rel {alignment = 4 : i64} : !llvm.ptr<1>, f32
    %pair = llvm.cmpxchg %q, %old, %bc acq_rel monotonic : !llvm.ptr, i32
    %okv = llvm.extractvalue %pair[1] : !llvm.struct<(i32, i1)>
    llvm.fence syncscope("agent") release
    %shfl = nvvm.shfl.sync bfly %c1, %ex, %c1, %c1 : i32 -> i32
    %vote = nvvm.vote.sync ballot %c1, %okv -> i32
    %zr = llvm.mlir.constant(0 : i64) : i64
    %ipi = llvm.ptrtoint %ip : !llvm.ptr to i64
    %isnull = llvm.icmp "eq" %ipi, %zr : i64
    %al = llvm.alloca %c1 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    llvm.store %vote, %al : i32, !llvm.ptr
    %lv = llvm.load %al : !llvm.ptr -> i32
    %sum = llvm.add %lv, %shfl : i32
    %sum2 = llvm.add %sum, %xo : i32
    llvm.cond_br %isnull, ^bb1(%sum2 : i32), ^bb2
  ^bb1(%arg: i32):
    llvm.switch %arg : i32, ^bb2 [
      0: ^bb3(%f4 : f32),
      1: ^bb3(%f5 : f32)
    ]
  ^bb2:
    llvm.store volatile %f6, %gp : f32, !llvm.ptr
    llvm.br ^bb3(%fe : f32)
  ^bb3(%r: f32):
    %fcv = llvm.select %fc, %r, %f4 : i1, f32
    llvm.store %fcv, %gep : f32, !llvm.ptr<1>
    llvm.return
  }
}
}
