// 1-D 3-point stencil with boundary checks (icmp sgt/slt, and), f64 arithmetic and fdiv.
module {
  llvm.func @stencil(%in: !llvm.ptr, %out: !llvm.ptr, %n: i64) attributes {nvvm.kernel} {
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %three = llvm.mlir.constant(3.0 : f64) : f64
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %ntid = nvvm.read.ptx.sreg.ntid.x : i32
    %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
    %b = llvm.mul %ctaid, %ntid : i32
    %i32 = llvm.add %b, %tid : i32
    %i = llvm.zext %i32 : i32 to i64
    %last = llvm.sub %n, %c1 : i64
    %gt0 = llvm.icmp "sgt" %i, %c0 : i64
    %ltl = llvm.icmp "slt" %i, %last : i64
    %inner = llvm.and %gt0, %ltl : i1
    llvm.cond_br %inner, ^compute, ^exit
  ^compute:
    %im1 = llvm.sub %i, %c1 : i64
    %ip1 = llvm.add %i, %c1 : i64
    %pl = llvm.getelementptr inbounds %in[%im1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %pc = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %pr = llvm.getelementptr inbounds %in[%ip1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %l = llvm.load %pl : !llvm.ptr -> f64
    %cc = llvm.load %pc : !llvm.ptr -> f64
    %r = llvm.load %pr : !llvm.ptr -> f64
    %s1 = llvm.fadd %l, %cc : f64
    %s2 = llvm.fadd %s1, %r : f64
    %avg = llvm.fdiv %s2, %three : f64
    %po = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %avg, %po : f64, !llvm.ptr
    llvm.br ^exit
  ^exit:
    llvm.return
  }
}
