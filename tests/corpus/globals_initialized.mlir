// Globals with initializers in global (addr 1), const (addr 4) and generic space; scalar, array and string data.
module {
  llvm.mlir.global external @gcount(42 : i32) {addr_space = 1 : i32} : i32
  llvm.mlir.global internal constant @coeffs(dense<[1.0, 2.0, 4.0, 8.0]> : tensor<4xf32>) {addr_space = 4 : i32} : !llvm.array<4 x f32>
  llvm.mlir.global internal @table(dense<[3, 1, 4, 1, 5, 9, 2, 6]> : tensor<8xi16>) {addr_space = 1 : i32} : !llvm.array<8 x i16>
  llvm.mlir.global internal constant @name("corpus\00") {addr_space = 4 : i32}
  llvm.mlir.global internal @scale(2.5 : f64) {addr_space = 0 : i32} : f64
  llvm.func @useglobals(%out: !llvm.ptr, %i: i32) attributes {nvvm.kernel} {
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %k = llvm.and %i, %c3 : i32
    %k64 = llvm.zext %k : i32 to i64
    %cp = llvm.mlir.addressof @coeffs : !llvm.ptr<4>
    %cg = llvm.addrspacecast %cp : !llvm.ptr<4> to !llvm.ptr
    %ep = llvm.getelementptr %cg[0, %k64] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x f32>
    %coef = llvm.load %ep : !llvm.ptr -> f32
    %tp = llvm.mlir.addressof @table : !llvm.ptr<1>
    %tep = llvm.getelementptr %tp[0, %k64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.array<8 x i16>
    %tv = llvm.load %tep : !llvm.ptr<1> -> i16
    %gp = llvm.mlir.addressof @gcount : !llvm.ptr<1>
    %g = llvm.load %gp : !llvm.ptr<1> -> i32
    %np = llvm.mlir.addressof @name : !llvm.ptr<4>
    %c = llvm.load %np : !llvm.ptr<4> -> i8
    %sp = llvm.mlir.addressof @scale : !llvm.ptr
    %sc = llvm.load %sp : !llvm.ptr -> f64
    %tv32 = llvm.sext %tv : i16 to i32
    %c32 = llvm.zext %c : i8 to i32
    %s1 = llvm.add %tv32, %g : i32
    %s2 = llvm.add %s1, %c32 : i32
    %sf = llvm.sitofp %s2 : i32 to f32
    %r = llvm.fmul %sf, %coef : f32
    %rd = llvm.fpext %r : f32 to f64
    %rr = llvm.fmul %rd, %sc : f64
    llvm.store %rr, %out : f64, !llvm.ptr
    %one = llvm.mlir.constant(1 : i32) : i32
    %g2 = llvm.add %g, %one : i32
    llvm.store %g2, %gp : i32, !llvm.ptr<1>
    llvm.return
  }
}
