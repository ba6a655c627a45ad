// Tiled matrix multiply: two 16x16 f32 shared tiles, nested loops with loop-carried accumulator, barriers, 2-D sregs.
module {
  llvm.mlir.global internal @tile_a() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<16 x array<16 x f32>>
  llvm.mlir.global internal @tile_b() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<16 x array<16 x f32>>
  llvm.func @matmul(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr, %n: i32) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 16, 16, 1>} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i32) : i32
    %zero = llvm.mlir.constant(0.0 : f32) : f32
    %tx = nvvm.read.ptx.sreg.tid.x : i32
    %ty = nvvm.read.ptx.sreg.tid.y : i32
    %bx = nvvm.read.ptx.sreg.ctaid.x : i32
    %by = nvvm.read.ptx.sreg.ctaid.y : i32
    %row0 = llvm.mul %by, %c16 : i32
    %row = llvm.add %row0, %ty : i32
    %col0 = llvm.mul %bx, %c16 : i32
    %col = llvm.add %col0, %tx : i32
    %sa3 = llvm.mlir.addressof @tile_a : !llvm.ptr<3>
    %sb3 = llvm.mlir.addressof @tile_b : !llvm.ptr<3>
    %sa = llvm.addrspacecast %sa3 : !llvm.ptr<3> to !llvm.ptr
    %sb = llvm.addrspacecast %sb3 : !llvm.ptr<3> to !llvm.ptr
    %tx64 = llvm.zext %tx : i32 to i64
    %ty64 = llvm.zext %ty : i32 to i64
    %ntiles = llvm.udiv %n, %c16 : i32
    llvm.br ^outer(%c0, %zero : i32, f32)
  ^outer(%t: i32, %acc: f32):
    %go = llvm.icmp "slt" %t, %ntiles : i32
    llvm.cond_br %go, ^load, ^done
  ^load:
    %tk = llvm.mul %t, %c16 : i32
    %acol = llvm.add %tk, %tx : i32
    %arow_off = llvm.mul %row, %n : i32
    %aidx = llvm.add %arow_off, %acol : i32
    %aidx64 = llvm.sext %aidx : i32 to i64
    %ap = llvm.getelementptr inbounds %a[%aidx64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %av = llvm.load %ap {alignment = 4 : i64} : !llvm.ptr -> f32
    %sap = llvm.getelementptr inbounds %sa[0, %ty64, %tx64] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<16 x array<16 x f32>>
    llvm.store %av, %sap : f32, !llvm.ptr
    %brow = llvm.add %tk, %ty : i32
    %brow_off = llvm.mul %brow, %n : i32
    %bidx = llvm.add %brow_off, %col : i32
    %bidx64 = llvm.sext %bidx : i32 to i64
    %bp = llvm.getelementptr inbounds %b[%bidx64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %bv = llvm.load %bp {alignment = 4 : i64} : !llvm.ptr -> f32
    %sbp = llvm.getelementptr inbounds %sb[0, %ty64, %tx64] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<16 x array<16 x f32>>
    llvm.store %bv, %sbp : f32, !llvm.ptr
    nvvm.barrier0
    llvm.br ^inner(%c0, %acc : i32, f32)
  ^inner(%k: i32, %acc2: f32):
    %kgo = llvm.icmp "slt" %k, %c16 : i32
    llvm.cond_br %kgo, ^kbody, ^kdone
  ^kbody:
    %k64 = llvm.sext %k : i32 to i64
    %x = llvm.getelementptr inbounds %sa[0, %ty64, %k64] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<16 x array<16 x f32>>
    %y = llvm.getelementptr inbounds %sb[0, %k64, %tx64] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<16 x array<16 x f32>>
    %xv = llvm.load %x : !llvm.ptr -> f32
    %yv = llvm.load %y : !llvm.ptr -> f32
    %acc3 = llvm.intr.fma(%xv, %yv, %acc2) : (f32, f32, f32) -> f32
    %k1 = llvm.add %k, %c1 : i32
    llvm.br ^inner(%k1, %acc3 : i32, f32)
  ^kdone:
    nvvm.barrier0
    %t1 = llvm.add %t, %c1 : i32
    llvm.br ^outer(%t1, %acc2 : i32, f32)
  ^done:
    %crow = llvm.mul %row, %n : i32
    %cidx = llvm.add %crow, %col : i32
    %cidx64 = llvm.sext %cidx : i32 to i64
    %cp = llvm.getelementptr inbounds %c[%cidx64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %acc, %cp {alignment = 4 : i64} : f32, !llvm.ptr
    llvm.return
  }
}
