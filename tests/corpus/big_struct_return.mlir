// A device function returning a 72-byte nested struct with arrays, chained through another device function.
module {
  llvm.func @make(%x: f64, %n: i32) -> !llvm.struct<(array<4 x f64>, struct<(i32, array<3 x i16>)>, ptr, i64)> {
    %u = llvm.mlir.undef : !llvm.struct<(array<4 x f64>, struct<(i32, array<3 x i16>)>, ptr, i64)>
    %s0 = llvm.insertvalue %x, %u[0, 0] : !llvm.struct<(array<4 x f64>, struct<(i32, array<3 x i16>)>, ptr, i64)>
    %s1 = llvm.insertvalue %x, %s0[0, 3] : !llvm.struct<(array<4 x f64>, struct<(i32, array<3 x i16>)>, ptr, i64)>
    %s2 = llvm.insertvalue %n, %s1[1, 0] : !llvm.struct<(array<4 x f64>, struct<(i32, array<3 x i16>)>, ptr, i64)>
    %h = llvm.trunc %n : i32 to i16
    %s3 = llvm.insertvalue %h, %s2[1, 1, 2] : !llvm.struct<(array<4 x f64>, struct<(i32, array<3 x i16>)>, ptr, i64)>
    %z = llvm.mlir.zero : !llvm.ptr
    %s4 = llvm.insertvalue %z, %s3[2] : !llvm.struct<(array<4 x f64>, struct<(i32, array<3 x i16>)>, ptr, i64)>
    %w = llvm.sext %n : i32 to i64
    %s5 = llvm.insertvalue %w, %s4[3] : !llvm.struct<(array<4 x f64>, struct<(i32, array<3 x i16>)>, ptr, i64)>
    llvm.return %s5 : !llvm.struct<(array<4 x f64>, struct<(i32, array<3 x i16>)>, ptr, i64)>
  }
  llvm.func @relay(%x: f64, %n: i32) -> !llvm.struct<(array<4 x f64>, struct<(i32, array<3 x i16>)>, ptr, i64)> {
    %r = llvm.call @make(%x, %n) : (f64, i32) -> !llvm.struct<(array<4 x f64>, struct<(i32, array<3 x i16>)>, ptr, i64)>
    llvm.return %r : !llvm.struct<(array<4 x f64>, struct<(i32, array<3 x i16>)>, ptr, i64)>
  }
  llvm.func @k(%x: f64, %n: i32, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %r = llvm.call @relay(%x, %n) : (f64, i32) -> !llvm.struct<(array<4 x f64>, struct<(i32, array<3 x i16>)>, ptr, i64)>
    llvm.store %r, %out : !llvm.struct<(array<4 x f64>, struct<(i32, array<3 x i16>)>, ptr, i64)>, !llvm.ptr
    llvm.return
  }
}
