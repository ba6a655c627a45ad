// gpu.func in a gpu.module printing with both printf.print_format (xDSL) and gpu.printf (MLIR).
gpu.module @m {
  gpu.func @gpu_printf(%s: f32) kernel {
    %t = gpu.thread_id x
    %ti = arith.index_cast %t : index to i32
    printf.print_format "t {} s {}\n", %ti : i32, %s : f32
    gpu.printf "again %d\n", %ti : i32
    gpu.return
  }
}
