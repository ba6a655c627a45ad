// printf-to-llvm declares @printf and the format string in the symbol table the call resolves
// in: inside the gpu.module for device code, at the top level for host code. xdsl-opt
// verifies after the pass, so a declaration left outside the gpu.module would fail here.
// RUN: xdsl-opt %s -p printf-to-llvm | filecheck %s

builtin.module {
  gpu.module @m {
    gpu.func @k(%x: i32) kernel {
      printf.print_format "x {}\n", %x : i32
      gpu.return
    }
  }
  func.func @host(%y: i64) {
    printf.print_format "y {}\n", %y : i64
    func.return
  }
}

// CHECK:      gpu.module @m {
// CHECK:        llvm.call @printf(%{{.*}}, %x) vararg(!llvm.func<void (ptr, ...)>)
// CHECK:        llvm.func @printf(!llvm.ptr, ...)
// CHECK-NEXT:   llvm.mlir.global internal constant @x_i_{{[0-9a-f]+}}
// CHECK-NEXT: }
// CHECK:      func.func @host
// CHECK:        llvm.call @printf(%{{.*}}, %y)
// CHECK:      llvm.func @printf(!llvm.ptr, ...)
// CHECK-NEXT: llvm.mlir.global internal constant @y_li_{{[0-9a-f]+}}
