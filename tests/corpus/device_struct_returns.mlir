// A kernel calling several device functions that return structs (small, mixed, nested) and take scalars.
module {
  llvm.func @minmax(%a: i32, %b: i32) -> !llvm.struct<(i32, i32)> {
    %lo = llvm.intr.smin(%a, %b) : (i32, i32) -> i32
    %hi = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
    %u = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    %s0 = llvm.insertvalue %lo, %u[0] : !llvm.struct<(i32, i32)>
    %s1 = llvm.insertvalue %hi, %s0[1] : !llvm.struct<(i32, i32)>
    llvm.return %s1 : !llvm.struct<(i32, i32)>
  }
  llvm.func @mixed(%x: f64, %c: i8) -> !llvm.struct<(i8, f64, i16)> {
    %u = llvm.mlir.undef : !llvm.struct<(i8, f64, i16)>
    %w = llvm.sext %c : i8 to i16
    %s0 = llvm.insertvalue %c, %u[0] : !llvm.struct<(i8, f64, i16)>
    %s1 = llvm.insertvalue %x, %s0[1] : !llvm.struct<(i8, f64, i16)>
    %s2 = llvm.insertvalue %w, %s1[2] : !llvm.struct<(i8, f64, i16)>
    llvm.return %s2 : !llvm.struct<(i8, f64, i16)>
  }
  llvm.func @nested(%p: !llvm.ptr, %f: f32) -> !llvm.struct<(ptr, struct<(f32, array<2 x i32>)>)> {
    %u = llvm.mlir.undef : !llvm.struct<(ptr, struct<(f32, array<2 x i32>)>)>
    %one = llvm.mlir.constant(1 : i32) : i32
    %two = llvm.mlir.constant(2 : i32) : i32
    %s0 = llvm.insertvalue %p, %u[0] : !llvm.struct<(ptr, struct<(f32, array<2 x i32>)>)>
    %s1 = llvm.insertvalue %f, %s0[1, 0] : !llvm.struct<(ptr, struct<(f32, array<2 x i32>)>)>
    %s2 = llvm.insertvalue %one, %s1[1, 1, 0] : !llvm.struct<(ptr, struct<(f32, array<2 x i32>)>)>
    %s3 = llvm.insertvalue %two, %s2[1, 1, 1] : !llvm.struct<(ptr, struct<(f32, array<2 x i32>)>)>
    llvm.return %s3 : !llvm.struct<(ptr, struct<(f32, array<2 x i32>)>)>
  }
  llvm.func @kern(%out: !llvm.ptr, %a: i32, %b: i32, %x: f64) attributes {nvvm.kernel} {
    %mm = llvm.call @minmax(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i32)>
    %lo = llvm.extractvalue %mm[0] : !llvm.struct<(i32, i32)>
    %hi = llvm.extractvalue %mm[1] : !llvm.struct<(i32, i32)>
    %c = llvm.trunc %lo : i32 to i8
    %mx = llvm.call @mixed(%x, %c) : (f64, i8) -> !llvm.struct<(i8, f64, i16)>
    %d = llvm.extractvalue %mx[1] : !llvm.struct<(i8, f64, i16)>
    %w = llvm.extractvalue %mx[2] : !llvm.struct<(i8, f64, i16)>
    %f = llvm.fptrunc %d : f64 to f32
    %ns = llvm.call @nested(%out, %f) : (!llvm.ptr, f32) -> !llvm.struct<(ptr, struct<(f32, array<2 x i32>)>)>
    %q = llvm.extractvalue %ns[0] : !llvm.struct<(ptr, struct<(f32, array<2 x i32>)>)>
    %e = llvm.extractvalue %ns[1, 1, 1] : !llvm.struct<(ptr, struct<(f32, array<2 x i32>)>)>
    %w32 = llvm.sext %w : i16 to i32
    %s1 = llvm.add %hi, %e : i32
    %s2 = llvm.add %s1, %w32 : i32
    llvm.store %s2, %q : i32, !llvm.ptr
    llvm.return
  }
}
