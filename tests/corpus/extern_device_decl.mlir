// Calls to external device-function declarations (defined elsewhere, e.g. libdevice-style __nv_ functions).
module {
  llvm.func @__nv_sinf(f32) -> f32
  llvm.func @__nv_powf(f32, f32) -> f32
  llvm.func @ext_helper(!llvm.ptr, i64) -> !llvm.struct<(i32, i32)>
  llvm.func @k(%x: f32, %p: !llvm.ptr) attributes {nvvm.kernel} {
    %s = llvm.call @__nv_sinf(%x) : (f32) -> f32
    %t = llvm.call @__nv_powf(%s, %x) : (f32, f32) -> f32
    llvm.store %t, %p : f32, !llvm.ptr
    %n = llvm.mlir.constant(4 : i64) : i64
    %r = llvm.call @ext_helper(%p, %n) : (!llvm.ptr, i64) -> !llvm.struct<(i32, i32)>
    %a = llvm.extractvalue %r[1] : !llvm.struct<(i32, i32)>
    %q = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store %a, %q : i32, !llvm.ptr
    llvm.return
  }
}
