// printf.print_format from a kernel (xDSL's printf dialect; becomes vprintf).
builtin.module {
  func.func @printf_ids(%scale: f32) attributes {nvvm.kernel} {
    %t = gpu.thread_id x
    %b = gpu.block_id x
    %ti = arith.index_cast %t : index to i32
    %bi = arith.index_cast %b : index to i32
    %tf = arith.sitofp %ti : i32 to f32
    %v = arith.mulf %tf, %scale : f32
    printf.print_format "block {} thread {} value {}\n", %bi : i32, %ti : i32, %v : f32
    func.return
  }
}
