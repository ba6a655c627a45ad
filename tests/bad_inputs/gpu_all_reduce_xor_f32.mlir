// gpu.all_reduce xor is a bitwise reduction: of an f32 it is refused, naming the op.
gpu.module @m {
  gpu.func @k(%v: f32) kernel {
    %r = gpu.all_reduce xor %v uniform {} : (f32) -> f32 // ERROR: gpu.all_reduce xor of f32 is not supported
    gpu.return
  }
}
