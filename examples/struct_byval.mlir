// A kernel taking seed 000's struct {f64 scale, i8 shift, [4 x i32] table} by value:
// out[i] = scale * table[i % 4] + shift. Only field reads: no local copy, no stack frame.
llvm.func @apply_params(%params: !llvm.ptr {llvm.byval = !llvm.struct<(f64, i8, array<4 x i32>)>, llvm.align = 8 : i64}, %out: !llvm.ptr, %n: i32) attributes {nvvm.kernel} {
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %block = nvvm.read.ptx.sreg.ctaid.x : i32
  %block_dim = nvvm.read.ptx.sreg.ntid.x : i32
  %thread = nvvm.read.ptx.sreg.tid.x : i32
  %base = llvm.mul %block, %block_dim : i32
  %i = llvm.add %base, %thread : i32
  %in_range = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %in_range, ^body, ^exit
^body:
  %scale_ptr = llvm.getelementptr inbounds %params[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, i8, array<4 x i32>)>
  %scale = llvm.load %scale_ptr {alignment = 8 : i64} : !llvm.ptr -> f64
  %shift_ptr = llvm.getelementptr inbounds %params[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, i8, array<4 x i32>)>
  %shift = llvm.load %shift_ptr {alignment = 8 : i64} : !llvm.ptr -> i8
  %lane = llvm.and %i, %c3 : i32
  %lane64 = llvm.zext %lane : i32 to i64
  %entry_ptr = llvm.getelementptr inbounds %params[0, 2, %lane64] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f64, i8, array<4 x i32>)>
  %entry = llvm.load %entry_ptr {alignment = 4 : i64} : !llvm.ptr -> i32
  %entry_f = llvm.sitofp %entry : i32 to f64
  %shift_f = llvm.sitofp %shift : i8 to f64
  %scaled = llvm.fmul %scale, %entry_f : f64
  %value = llvm.fadd %scaled, %shift_f : f64
  %i64 = llvm.sext %i : i32 to i64
  %dst = llvm.getelementptr inbounds %out[%i64] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %value, %dst {alignment = 8 : i64} : f64, !llvm.ptr
  llvm.br ^exit
^exit:
  llvm.return
}
