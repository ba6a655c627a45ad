// y[i] = a * x[i] + y[i] for i < n.
llvm.func @saxpy(%n: i32, %a: f32, %x: !llvm.ptr, %y: !llvm.ptr) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
  %block = nvvm.read.ptx.sreg.ctaid.x : i32
  %block_dim = nvvm.read.ptx.sreg.ntid.x : i32
  %thread = nvvm.read.ptx.sreg.tid.x : i32
  %base = llvm.mul %block, %block_dim : i32
  %i = llvm.add %base, %thread : i32
  %in_range = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %in_range, ^body, ^exit
^body:
  %index = llvm.sext %i : i32 to i64
  %x_ptr = llvm.getelementptr inbounds %x[%index] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %y_ptr = llvm.getelementptr inbounds %y[%index] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %xv = llvm.load %x_ptr {alignment = 4 : i64} : !llvm.ptr -> f32
  %yv = llvm.load %y_ptr {alignment = 4 : i64} : !llvm.ptr -> f32
  %ax = llvm.fmul %a, %xv : f32
  %result = llvm.fadd %ax, %yv : f32
  llvm.store %result, %y_ptr {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.br ^exit
^exit:
  llvm.return
}
