// Aggregate load/store copies of a nested struct between global buffers, with extractvalue/insertvalue edits in between.
module {
  llvm.func @copy_particles(%src: !llvm.ptr, %dst: !llvm.ptr, %n: i32) attributes {nvvm.kernel} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %ok = llvm.icmp "slt" %tid, %n : i32
    llvm.cond_br %ok, ^go, ^done
  ^go:
    %i = llvm.zext %tid : i32 to i64
    %sp = llvm.getelementptr %src[%i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<3 x f32>, i8, struct<(i64, i16)>)>
    %dp = llvm.getelementptr %dst[%i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(array<3 x f32>, i8, struct<(i64, i16)>)>
    %v = llvm.load %sp : !llvm.ptr -> !llvm.struct<(array<3 x f32>, i8, struct<(i64, i16)>)>
    %x = llvm.extractvalue %v[0, 1] : !llvm.struct<(array<3 x f32>, i8, struct<(i64, i16)>)>
    %x2 = llvm.fadd %x, %x : f32
    %v2 = llvm.insertvalue %x2, %v[0, 1] : !llvm.struct<(array<3 x f32>, i8, struct<(i64, i16)>)>
    %id = llvm.extractvalue %v2[2, 0] : !llvm.struct<(array<3 x f32>, i8, struct<(i64, i16)>)>
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %id2 = llvm.add %id, %c1 : i64
    %v3 = llvm.insertvalue %id2, %v2[2, 0] : !llvm.struct<(array<3 x f32>, i8, struct<(i64, i16)>)>
    llvm.store %v3, %dp : !llvm.struct<(array<3 x f32>, i8, struct<(i64, i16)>)>, !llvm.ptr
    llvm.br ^done
  ^done:
    llvm.return
  }
}
