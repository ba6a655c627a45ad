// A warp barrier intrinsic called with an f32 mask (LLVM declares it i32): ptxas rejected the
// `bar.warp.sync` selection made of it.
llvm.func @k(%f: f32) attributes {nvvm.kernel} {
  llvm.call_intrinsic "llvm.nvvm.bar.warp.sync"(%f) : (f32) -> () // ERROR: 'llvm.call_intrinsic': intrinsic 'llvm.nvvm.bar.warp.sync': argument 0 is f32, it must be i32
  llvm.return
}
