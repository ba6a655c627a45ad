// MLIR's `upper_bound N` of the gpu id ops becomes the `range` of the special-register read, as
// MLIR's lowering gives it: an index in [0, N), a size in [1, N]; without it the read has none.
// RUN: nvvm-opt %s -p convert-gpu-to-nvvm | filecheck %s

"gpu.module"() <{sym_name = "m"}> ({
  gpu.func @k() kernel {
    %t = gpu.thread_id x upper_bound 128
    %d = gpu.block_dim y upper_bound 4
    %l = gpu.lane_id upper_bound 16
    %s = gpu.subgroup_size upper_bound 32 : index
    %b = gpu.block_id z
    gpu.return
  }
}) : () -> ()

// CHECK:      %t = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
// CHECK:      %d = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 5> : i32
// CHECK:      %l = nvvm.read.ptx.sreg.laneid range <i32, 0, 16> : i32
// CHECK:      %s = nvvm.read.ptx.sreg.warpsize range <i32, 1, 33> : i32
// CHECK:      %b = nvvm.read.ptx.sreg.ctaid.z : i32
