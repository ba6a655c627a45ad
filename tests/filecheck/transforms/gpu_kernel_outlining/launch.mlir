// A gpu.launch body becomes a kernel in a gpu.module of its own: outside values become its
// arguments in MLIR's order (nested uses first), constants are copied in, the ids and sizes
// are gpu.block_id/thread_id/grid_dim/block_dim reads, attributions carry over, constant block
// sizes give gpu.known_block_size. lower-to-ptx does the outlining itself.
// RUN: xdsl-opt %s -p gpu-kernel-outlining | filecheck %s
// REQUIRES: ptxas
// RUN: xdsl-opt %s -p lower-to-ptx -t ptx > %t.ptx
// RUN: filecheck %s --check-prefix=PTX < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin

func.func @scale(%data: memref<1024xf32>, %factor: f32, %n: index) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c256 = arith.constant 256 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1)
             workgroup(%tile : memref<256xf32, #gpu.address_space<workgroup>>) {
    %first = arith.muli %bx, %sx : index
    %i = arith.addi %first, %tx : index
    %inside = arith.cmpi ult, %i, %n : index
    scf.if %inside {
      %v = memref.load %data[%i] : memref<1024xf32>
      %s = arith.mulf %v, %factor : f32
      memref.store %s, %tile[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %w = memref.load %tile[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      %c0 = arith.constant 0 : index
      %one = arith.addi %c0, %c1 : index
      %j = arith.subi %i, %one : index
      memref.store %w, %data[%i] : memref<1024xf32>
    }
    gpu.terminator
  }
  func.return
}

// CHECK:      builtin.module attributes {gpu.container_module} {
// CHECK:        gpu.launch_func @scale_kernel::@scale_kernel blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%n : index, %data : memref<1024xf32>, %factor : f32)
// CHECK:      gpu.module @scale_kernel {
// CHECK-NEXT:   gpu.func @scale_kernel(%n: index, %data: memref<1024xf32>, %factor: f32) workgroup(%tile: memref<256xf32, #gpu.address_space<workgroup>>) kernel attributes {gpu.known_block_size = array<i32: 256, 1, 1>} {
// CHECK-NEXT:     %bx = gpu.block_id x
// CHECK-NEXT:     %tx = gpu.thread_id x
// CHECK-NEXT:     %sx = gpu.block_dim x
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NOT:      gpu.grid_dim
// CHECK:          gpu.return

// PTX: .visible .entry scale_kernel(
// PTX: .reqntid 256, 1, 1
// PTX: ld.global.f32
// PTX: st.shared.f32
