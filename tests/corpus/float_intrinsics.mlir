// Float intrinsics: fma/sqrt/fabs/floor/ceil/minnum/maxnum/copysign on f32 and f64, frem.
module {
  llvm.func @fmath(%x: f32, %y: f32, %d: f64, %e: f64, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %a = llvm.intr.fma(%x, %y, %x) : (f32, f32, f32) -> f32
    %b = llvm.intr.sqrt(%a) : (f32) -> f32
    %c = llvm.intr.fabs(%b) : (f32) -> f32
    %f1 = llvm.intr.floor(%c) : (f32) -> f32
    %f2 = llvm.intr.ceil(%f1) : (f32) -> f32
    %mn = llvm.intr.minnum(%f2, %y) : (f32, f32) -> f32
    %mx = llvm.intr.maxnum(%mn, %x) : (f32, f32) -> f32
    %cs = llvm.intr.copysign(%mx, %y) : (f32, f32) -> f32
    %rm = llvm.frem %cs, %y : f32
    %da = llvm.intr.fma(%d, %e, %d) : (f64, f64, f64) -> f64
    %db = llvm.intr.sqrt(%da) : (f64) -> f64
    %dc = llvm.intr.fabs(%db) : (f64) -> f64
    %dd = llvm.intr.floor(%dc) : (f64) -> f64
    %de = llvm.intr.maxnum(%dd, %e) : (f64, f64) -> f64
    %df = llvm.intr.minnum(%de, %d) : (f64, f64) -> f64
    %dg = llvm.intr.copysign(%df, %e) : (f64, f64) -> f64
    llvm.store %dg, %out : f64, !llvm.ptr
    %p = llvm.getelementptr %out[8] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %rm, %p : f32, !llvm.ptr
    llvm.return
  }
}
