// Atomics of every kind on global/shared/generic: xchg/add/sub/and/or/xor/max/min/umax/umin/fadd on i32/i64/f32/f64, cmpxchg retry loop, fences.
module {
  llvm.mlir.global internal @lock() {addr_space = 3 : i32, alignment = 8 : i64} : i64
  llvm.func @atom(%g: !llvm.ptr, %v: i32, %w: i64, %f: f32, %d: f64) attributes {nvvm.kernel} {
    %g1 = llvm.getelementptr %g[1] : (!llvm.ptr) -> !llvm.ptr, i64
    %g2 = llvm.getelementptr %g[2] : (!llvm.ptr) -> !llvm.ptr, i64
    %g3 = llvm.getelementptr %g[3] : (!llvm.ptr) -> !llvm.ptr, i64
    %a1 = llvm.atomicrmw xchg %g, %v seq_cst : !llvm.ptr, i32
    %a2 = llvm.atomicrmw sub %g, %v acquire : !llvm.ptr, i32
    %a3 = llvm.atomicrmw and %g, %v release : !llvm.ptr, i32
    %a4 = llvm.atomicrmw or %g, %v acq_rel : !llvm.ptr, i32
    %a5 = llvm.atomicrmw xor %g, %v monotonic : !llvm.ptr, i32
    %a6 = llvm.atomicrmw min %g, %v monotonic : !llvm.ptr, i32
    %a7 = llvm.atomicrmw umax %g, %v monotonic : !llvm.ptr, i32
    %a8 = llvm.atomicrmw umin %g, %v monotonic : !llvm.ptr, i32
    %b1 = llvm.atomicrmw add %g1, %w monotonic : !llvm.ptr, i64
    %b2 = llvm.atomicrmw max %g1, %w monotonic : !llvm.ptr, i64
    %b3 = llvm.atomicrmw xchg %g1, %w monotonic : !llvm.ptr, i64
    %c1 = llvm.atomicrmw fadd %g2, %f monotonic : !llvm.ptr, f32
    %c2 = llvm.atomicrmw fadd %g3, %d monotonic : !llvm.ptr, f64
    %s3 = llvm.mlir.addressof @lock : !llvm.ptr<3>
    %s = llvm.atomicrmw add %s3, %w monotonic : !llvm.ptr<3>, i64
    %z = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^spin
  ^spin:
    %pair = llvm.cmpxchg %s3, %z, %one acquire monotonic : !llvm.ptr<3>, i64
    %ok = llvm.extractvalue %pair[1] : !llvm.struct<(i64, i1)>
    llvm.cond_br %ok, ^crit, ^spin
  ^crit:
    llvm.fence syncscope("block") release
    llvm.store %z, %s3 : i64, !llvm.ptr<3>
    llvm.fence seq_cst
    %t1 = llvm.add %a1, %a2 : i32
    %t2 = llvm.add %t1, %a3 : i32
    %t3 = llvm.add %t2, %a4 : i32
    %t4 = llvm.add %t3, %a5 : i32
    %t5 = llvm.add %t4, %a6 : i32
    %t6 = llvm.add %t5, %a7 : i32
    %t7 = llvm.add %t6, %a8 : i32
    %u1 = llvm.add %b1, %b2 : i64
    %u2 = llvm.add %u1, %b3 : i64
    %u3 = llvm.add %u2, %s : i64
    %cf = llvm.fpext %c1 : f32 to f64
    %cs = llvm.fadd %cf, %c2 : f64
    %g4 = llvm.getelementptr %g[4] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %u3, %g4 : i64, !llvm.ptr
    %g5 = llvm.getelementptr %g[5] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %cs, %g5 : f64, !llvm.ptr
    %g6 = llvm.getelementptr %g[6] : (!llvm.ptr) -> !llvm.ptr, i64
    llvm.store %t7, %g6 : i32, !llvm.ptr
    llvm.return
  }
}
