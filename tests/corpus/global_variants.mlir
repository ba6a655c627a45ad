// Global spellings from mlir-translate: private unnamed_addr constant strings, dso_local, zero-initialized structs, aligned arrays.
module {
  llvm.mlir.global private unnamed_addr constant @msg("abc\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
  llvm.mlir.global external @zeroed() {addr_space = 1 : i32, alignment = 8 : i64} : !llvm.struct<(i32, f64, array<4 x i8>)>
  llvm.mlir.global internal @counter(0 : i64) {addr_space = 1 : i32, alignment = 8 : i64} : i64
  llvm.mlir.global internal @pair() {addr_space = 1 : i32} : !llvm.struct<(i32, f32)>
  llvm.func @k(%out: !llvm.ptr) attributes {nvvm.kernel} {
    %m = llvm.mlir.addressof @msg : !llvm.ptr
    %c = llvm.load %m : !llvm.ptr -> i8
    %z = llvm.mlir.addressof @zeroed : !llvm.ptr<1>
    %zf = llvm.getelementptr %z[0, 1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, !llvm.struct<(i32, f64, array<4 x i8>)>
    %d = llvm.load %zf : !llvm.ptr<1> -> f64
    %p = llvm.mlir.addressof @pair : !llvm.ptr<1>
    %pf = llvm.getelementptr %p[0, 1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, !llvm.struct<(i32, f32)>
    %f = llvm.load %pf : !llvm.ptr<1> -> f32
    %cnt = llvm.mlir.addressof @counter : !llvm.ptr<1>
    %one = llvm.mlir.constant(1 : i64) : i64
    %old = llvm.atomicrmw add %cnt, %one monotonic : !llvm.ptr<1>, i64
    %ff = llvm.fpext %f : f32 to f64
    %s = llvm.fadd %d, %ff : f64
    llvm.store %s, %out : f64, !llvm.ptr
    %q = llvm.getelementptr %out[8] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %c, %q : i8, !llvm.ptr
    llvm.return
  }
}
