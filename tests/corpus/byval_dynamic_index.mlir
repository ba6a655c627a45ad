// Dynamic GEP into a byval array of structs inside a byval kernel param (run-time index from tid).
module {
  llvm.func @lut(%t: !llvm.ptr {llvm.byval = !llvm.struct<(i32, array<8 x struct<(i16, f32)>>)>, llvm.align = 4 : i64}, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %c7 = llvm.mlir.constant(7 : i32) : i32
    %k = llvm.and %tid, %c7 : i32
    %k64 = llvm.zext %k : i32 to i64
    %np = llvm.getelementptr %t[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<8 x struct<(i16, f32)>>)>
    %n = llvm.load %np : !llvm.ptr -> i32
    %hp = llvm.getelementptr %t[0, 1, %k64, 0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, array<8 x struct<(i16, f32)>>)>
    %fp = llvm.getelementptr %t[0, 1, %k64, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, array<8 x struct<(i16, f32)>>)>
    %h = llvm.load %hp : !llvm.ptr -> i16
    %f = llvm.load %fp : !llvm.ptr -> f32
    %h32 = llvm.sext %h : i16 to i32
    %s = llvm.add %h32, %n : i32
    %sf = llvm.sitofp %s : i32 to f32
    %r = llvm.fmul %sf, %f : f32
    %tid64 = llvm.zext %tid : i32 to i64
    %op = llvm.getelementptr %out[%tid64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %r, %op : f32, !llvm.ptr
    llvm.return
  }
}
