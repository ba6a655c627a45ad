// Local arrays: alloca of a struct array, memset to zero, dynamic-index writes, memcpy/memmove to global (constant and run-time lengths).
module {
  llvm.func @scratch(%out: !llvm.ptr, %n: i64, %k: i32) attributes {nvvm.kernel} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %buf = llvm.alloca %c1 x !llvm.array<16 x struct<(i32, f32)>> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %z = llvm.mlir.constant(0 : i8) : i8
    %size = llvm.mlir.constant(128 : i64) : i64
    "llvm.intr.memset"(%buf, %z, %size) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
    %c15 = llvm.mlir.constant(15 : i32) : i32
    %idx = llvm.and %k, %c15 : i32
    %idx64 = llvm.zext %idx : i32 to i64
    %fp = llvm.getelementptr %buf[0, %idx64, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<16 x struct<(i32, f32)>>
    %one = llvm.mlir.constant(1.0 : f32) : f32
    llvm.store %one, %fp : f32, !llvm.ptr
    %ip = llvm.getelementptr %buf[0, %idx64, 0] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<16 x struct<(i32, f32)>>
    llvm.store %k, %ip : i32, !llvm.ptr
    "llvm.intr.memcpy"(%out, %buf, %size) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %o2 = llvm.getelementptr %out[128] : (!llvm.ptr) -> !llvm.ptr, i8
    "llvm.intr.memmove"(%o2, %out, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %b = llvm.trunc %k : i32 to i8
    "llvm.intr.memset"(%out, %b, %n) <{isVolatile = true}> : (!llvm.ptr, i8, i64) -> ()
    llvm.return
  }
}
