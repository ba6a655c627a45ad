// What convert-nvgpu-to-nvvm does not lower is a located error naming the op, before anything
// is rewritten; never a traceback.
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p convert-nvgpu-to-nvvm | filecheck %s
// RUN: not nvvm-opt %s --split-input-file -p convert-nvgpu-to-nvvm 2>&1 | filecheck %s --check-prefix=LOC
// CHECK-NOT: Traceback
// LOC-NOT: Traceback

gpu.module @m {
  gpu.func @k(%src: memref<*xf32>) kernel {
    %c8 = arith.constant 8 : index
    // LOC: invalid.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: {{.*}}nvgpu.tma.create.descriptor is host code
    // CHECK: nvgpu.tma.create.descriptor is host code
    %d = nvgpu.tma.create.descriptor %src box[%c8] : memref<*xf32> -> !nvgpu.tensormap.descriptor<tensor = memref<8xf32, 3>, swizzle = none, l2promo = none, oob = zero, interleave = none>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%m: memref<16x16xf16, 3>) kernel {
    %c0 = arith.constant 0 : index
    // CHECK: nvgpu.ldmatrix into vector<4x4xf16>: each of numTiles rows must hold 32 bits
    %r = nvgpu.ldmatrix %m[%c0, %c0] {numTiles = 4 : i32, transpose = false} : memref<16x16xf16, 3> -> vector<4x4xf16>
    gpu.return
  }
}

// -----

!map = !nvgpu.tensormap.descriptor<tensor = memref<64x16xf16, 3>, swizzle = swizzle_32b, l2promo = none, oob = zero, interleave = none>
gpu.module @m {
  gpu.func @k(%map: !map, %m: memref<64x16xf16, 3>) kernel {
    // CHECK: nvgpu.warpgroup.generate.descriptor supports only the swizzle_128b tensor map
    %d = nvgpu.warpgroup.generate.descriptor %m, %map : memref<64x16xf16, 3>, !map -> !nvgpu.warpgroup.descriptor<tensor = memref<64x16xf16, 3>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k() kernel {
    // CHECK: {{.*}}only f32 and i32 accumulators of 64-row blocks are lowered
    %z = nvgpu.warpgroup.mma.init.accumulator -> !nvgpu.warpgroup.accumulator<fragmented = vector<64x64xf16>>
    gpu.return
  }
}

// -----

gpu.module @m {
  gpu.func @k(%src: memref<64xf32>, %dst: memref<64xf32, 3>) kernel {
    %c0 = arith.constant 0 : index
    // CHECK: nvgpu.device_async_copy of 12 bytes: cp.async copies 4, 8 or 16
    %t = nvgpu.device_async_copy %src[%c0], %dst[%c0], 3 : memref<64xf32> to memref<64xf32, 3>
    gpu.return
  }
}

// -----

// MLIR cannot tell bf16 operands' PTX type either ("failed to deduce operand PTX types").
func.func @bf16(%a: vector<4x2xbf16>, %b: vector<2x2xbf16>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  // CHECK: nvgpu.mma.sync of bf16 multiplicands is not lowered
  %d = nvgpu.mma.sync (%a, %b, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xbf16>, vector<2x2xbf16>, vector<2x2xf32>) -> vector<2x2xf32>
  return %d : vector<2x2xf32>
}
