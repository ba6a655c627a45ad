// gpu.printf of f16 and bf16 promotes them to double as C's varargs do (MLIR's lowering too);
// before sm_90 PTX has no cvt.f64.bf16, so the bf16 widens through f32 (cvt.f32.bf16, then
// cvt.f64.f32, exact) as LLVM selects it; on sm_90 it is one cvt. gpu.barrier memfence [...]
// (newer MLIR's form) prints back as written and is a bar.sync, which orders every state space
// for the block's threads.
// RUN: nvvm-opt %s -t mlir | filecheck %s --check-prefix=ROUND
// RUN: nvvm-opt %s -p convert-gpu-to-nvvm | filecheck %s
// RUN: %if ptxas %{ nvvm-opt %s --sm 80 -o %t.ptx && filecheck %s --check-prefix=SM80 < %t.ptx && %ptxas -arch=sm_80 %t.ptx -o /dev/null %}
// RUN: %if ptxas %{ nvvm-opt %s --sm 90 -o %t90.ptx && filecheck %s --check-prefix=SM90 < %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o /dev/null %}
// ROUND: gpu.barrier memfence [#gpu.address_space<workgroup>]
// ROUND: gpu.barrier memfence []
// ROUND: gpu.barrier memfence [#gpu.address_space<global>, #gpu.address_space<workgroup>] {tag}
// CHECK: llvm.fpext %{{.*}} : f16 to f64
// CHECK: llvm.fpext %{{.*}} : bf16 to f64
// CHECK: llvm.call @printf
// CHECK-COUNT-3: nvvm.barrier0
// SM80: cvt.f64.f16
// SM80: cvt.f32.bf16 [[F:%f[0-9]+]]
// SM80: cvt.f64.f32 {{%fd[0-9]+}}, [[F]]
// SM80-COUNT-3: bar.sync 0
// SM90-NOT: cvt.f32.bf16
// SM90: cvt.f64.bf16

gpu.module @m {
  gpu.func @k(%h: memref<1xf16>, %b: memref<1xbf16>) kernel {
    %c0 = arith.constant 0 : index
    %x = memref.load %h[%c0] : memref<1xf16>
    %y = memref.load %b[%c0] : memref<1xbf16>
    gpu.printf "%f %f\n", %x, %y : f16, bf16
    gpu.barrier memfence [#gpu.address_space<workgroup>]
    gpu.barrier memfence []
    gpu.barrier memfence [#gpu.address_space<global>, #gpu.address_space<workgroup>] {tag}
    gpu.return
  }
}
