// nvgpu.rcp {rounding = approx, ftz} is nvvm.rcp.approx.ftz.f lane by lane, row by row for a
// rank-2 vector (an !llvm.array of rows), as MLIR's lowering (tests/test_nvgpu_to_nvvm.py checks
// the nvvm ops against mlir-opt-22 --convert-nvgpu-to-nvvm); in a kernel the PTX assembles. A
// rounding other than approx, or no ftz, is MLIR's verifier error.
// RUN: nvvm-opt %s -p convert-nvgpu-to-nvvm | filecheck %s
// RUN: %if ptxas %{ nvvm-opt %s --sm 80 -o %t.ptx && filecheck %s --check-prefix=PTX < %t.ptx && %ptxas -arch=sm_80 %t.ptx -o /dev/null %}
// RUN: sed 's/{rounding = approx, ftz} : vector<4xf32>/{rounding = rn} : vector<4xf32>/' %s | not nvvm-opt -t mlir 2>&1 | filecheck %s --check-prefix=ERR
// CHECK-COUNT-4: nvvm.rcp.approx.ftz.f %{{.*}} : f32
// CHECK:         llvm.extractvalue %{{.*}}[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-COUNT-2: nvvm.rcp.approx.ftz.f %{{.*}} : f32
// CHECK:         llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.array<2 x vector<2xf32>>
// PTX-COUNT-4:   rcp.approx.ftz.f32
// ERR: error: {{.*}}'nvgpu.rcp' op has a limitation. rn or non-ftz is not supported yet.

gpu.module @m {
  gpu.func @k(%a: memref<64xvector<4xf32>>) kernel {
    %t = gpu.thread_id x
    %v = memref.load %a[%t] : memref<64xvector<4xf32>>
    %r = nvgpu.rcp %v {rounding = approx, ftz} : vector<4xf32>
    memref.store %r, %a[%t] : memref<64xvector<4xf32>>
    gpu.return
  }
  func.func @rows(%w: vector<2x2xf32>) -> vector<2x2xf32> {
    %s = nvgpu.rcp %w {rounding = approx, ftz} : vector<2x2xf32>
    return %s : vector<2x2xf32>
  }
}
