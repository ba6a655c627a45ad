// Device function taking a byval struct (from a local alloca) and a struct value argument; kernel builds both.
module {
  llvm.func @area(%r: !llvm.ptr {llvm.byval = !llvm.struct<(f32, f32, i32)>, llvm.align = 4 : i64}, %pt: !llvm.struct<(i16, f64)>) -> f64 {
    %wp = llvm.getelementptr %r[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, f32, i32)>
    %hp = llvm.getelementptr %r[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, f32, i32)>
    %w = llvm.load %wp : !llvm.ptr -> f32
    %h = llvm.load %hp : !llvm.ptr -> f32
    %a = llvm.fmul %w, %h : f32
    %ad = llvm.fpext %a : f32 to f64
    %off = llvm.extractvalue %pt[1] : !llvm.struct<(i16, f64)>
    %s = llvm.fadd %ad, %off : f64
    llvm.return %s : f64
  }
  llvm.func @k(%out: !llvm.ptr, %w: f32, %h: f32, %o: f64) attributes {nvvm.kernel} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %rect = llvm.alloca %c1 x !llvm.struct<(f32, f32, i32)> {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %wp = llvm.getelementptr %rect[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, f32, i32)>
    %hp = llvm.getelementptr %rect[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, f32, i32)>
    %ip = llvm.getelementptr %rect[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, f32, i32)>
    llvm.store %w, %wp : f32, !llvm.ptr
    llvm.store %h, %hp : f32, !llvm.ptr
    llvm.store %c1, %ip : i32, !llvm.ptr
    %u = llvm.mlir.undef : !llvm.struct<(i16, f64)>
    %i16 = llvm.mlir.constant(7 : i16) : i16
    %p0 = llvm.insertvalue %i16, %u[0] : !llvm.struct<(i16, f64)>
    %p1 = llvm.insertvalue %o, %p0[1] : !llvm.struct<(i16, f64)>
    %a = llvm.call @area(%rect, %p1) : (!llvm.ptr, !llvm.struct<(i16, f64)>) -> f64
    llvm.store %a, %out : f64, !llvm.ptr
    llvm.return
  }
}
