// llvm.intr.powi (MLIR 19's lowering of math.fpowi) with a constant exponent: squarings and
// products, a reciprocal for a negative exponent, 1.0 for 0, as LLVM's NVPTX backend expands it;
// an exponent not known at compile time is a located error (LLVM would call __powisf2).
// RUN: nvvm-opt %s --sm 80 -O0 | filecheck %s
// RUN: %if ptxas %{ nvvm-opt %s --sm 80 -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o /dev/null %}
// RUN: sed 's/(%x, %c3)/(%x, %n)/' %s | not nvvm-opt 2>&1 | filecheck %s --check-prefix=ERR

llvm.func @k(%p: !llvm.ptr<1>, %q: !llvm.ptr<1>, %x: f32, %d: f64, %n: i32) attributes {nvvm.kernel} {
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %cm2 = llvm.mlir.constant(-2 : i32) : i32
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %0 = llvm.intr.powi(%x, %c3) : (f32, i32) -> f32
  %1 = "llvm.intr.powi"(%d, %cm2) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, i32) -> f64
  %2 = llvm.intr.powi(%0, %c0) : (f32, i32) -> f32
  %3 = llvm.fadd %0, %2 : f32
  llvm.store %3, %p : f32, !llvm.ptr<1>
  llvm.store %1, %q : f64, !llvm.ptr<1>
  llvm.return
}
// CHECK: mul.rn.f32 [[SQ:%f[0-9]+]], [[X:%f[0-9]+]], [[X]];
// CHECK-NEXT: mul.rn.f32 [[CUBE:%f[0-9]+]], [[X]], [[SQ]];
// CHECK: mul.rn.f64 [[DSQ:%fd[0-9]+]], [[D:%fd[0-9]+]], [[D]];
// CHECK: rcp.rn.f64 %fd{{[0-9]+}}, [[DSQ]];
// ERR: error: 'llvm.intr.powi': 'llvm.intr.powi' with an exponent not known at compile time is not supported
