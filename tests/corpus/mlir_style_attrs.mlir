// MLIR-style module and argument attributes: target triple/data layout on the module, noalias/readonly/nocapture/noundef/align arg attrs, loc() annotations.
#loc1 = loc("kernel.cu":10:3)
module attributes {llvm.target_triple = "nvptx64-nvidia-cuda", llvm.data_layout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"} {
  llvm.func @axpy(%x: !llvm.ptr {llvm.noalias, llvm.readonly, llvm.nocapture}, %y: !llvm.ptr {llvm.noalias, llvm.nocapture, llvm.align = 4 : i64}, %a: f32 {llvm.noundef}, %n: i32 {llvm.noundef}) attributes {nvvm.kernel, passthrough = ["nounwind"]} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32 loc(#loc1)
    %ok = llvm.icmp "slt" %tid, %n : i32 loc("kernel.cu":11:7)
    llvm.cond_br %ok, ^b, ^e
  ^b:
    %i = llvm.zext %tid : i32 to i64
    %xp = llvm.getelementptr inbounds %x[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %yp = llvm.getelementptr inbounds %y[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %xv = llvm.load %xp {alignment = 4 : i64, invariant} : !llvm.ptr -> f32
    %yv = llvm.load %yp {alignment = 4 : i64} : !llvm.ptr -> f32
    %r = llvm.intr.fma(%a, %xv, %yv) : (f32, f32, f32) -> f32
    llvm.store %r, %yp {alignment = 4 : i64} : f32, !llvm.ptr
    llvm.br ^e
  ^e:
    llvm.return
  }
}
