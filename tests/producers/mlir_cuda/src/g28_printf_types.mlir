// gpu.printf with arguments of many types: i1, i8, i16 (sign-extended to 32 bits), i64, index,
// f16 and bf16 (promoted to f64, as C's varargs), f32, f64, and a format without arguments.
module attributes {gpu.container_module} {
  gpu.module @print {
    gpu.func @show(%h: memref<2xf16>, %bh: memref<2xbf16>) kernel
        attributes {known_block_size = array<i32: 2, 1, 1>} {
      %t = gpu.thread_id x
      %ti = arith.index_cast %t : index to i32
      %b = arith.trunci %ti : i32 to i1
      %i8 = arith.trunci %ti : i32 to i8
      %i16 = arith.constant -300 : i16
      %i64 = arith.constant 123456789012 : i64
      %x = memref.load %h[%t] : memref<2xf16>
      %y = memref.load %bh[%t] : memref<2xbf16>
      %f = arith.constant 2.5 : f32
      %d = arith.constant -1.25 : f64
      gpu.printf "begin\n"
      gpu.printf "t=%lu b=%d c=%d s=%d l=%lld\n", %t, %b, %i8, %i16, %i64 : index, i1, i8, i16, i64
      gpu.printf "h=%f bh=%f f=%f d=%f\n", %x, %y, %f, %d : f16, bf16, f32, f64
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %h = gpu.alloc () : memref<2xf16>
    %bh = gpu.alloc () : memref<2xbf16>
    gpu.launch_func @print::@show blocks in (%c1, %c1, %c1) threads in (%c2, %c1, %c1)
        args(%h : memref<2xf16>, %bh : memref<2xbf16>)
    return
  }
}
