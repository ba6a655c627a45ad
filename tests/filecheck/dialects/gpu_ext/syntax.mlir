// MLIR's custom syntax for the gpu ops round-trips (xDSL 0.74 parses them only generically),
// and the generic form still parses into the same ops. The id ops take MLIR's optional
// `upper_bound N`; `gpu.subgroup_size` prints MLIR's `: index` (its bare form, which this
// project printed before, still parses); `gpu.printf` also in MLIR 19's form (no comma after
// the format), printed back in today's.
// RUN: nvvm-opt %s -p '' | filecheck %s
// RUN: nvvm-opt %s -p '' | nvvm-opt -p '' | filecheck %s
// RUN: nvvm-opt %s -p '' --print-op-generic | nvvm-opt -p '' | filecheck %s

builtin.module attributes {gpu.container_module} {
  "gpu.module"() <{sym_name = "kernels"}> ({
    gpu.func @k(%a: memref<64xf32>, %n: index) workgroup(%w: memref<32xf32, 3>) private(%p: memref<4xf32>) kernel attributes {gpu.known_block_size = array<i32: 32, 1, 1>} {
      %t = gpu.thread_id x
      %b = gpu.block_id y
      %d = gpu.block_dim z
      %g = gpu.grid_dim x
      %gi = gpu.global_id x
      %l = gpu.lane_id
      %sz = gpu.subgroup_size : index
      %tb = gpu.thread_id y upper_bound 64
      %db = gpu.block_dim x upper_bound 1024 {note = "kept"}
      %lb = gpu.lane_id upper_bound 32
      %szb = gpu.subgroup_size upper_bound 32 : index
      %sg = gpu.subgroup_id : index
      %ns = gpu.num_subgroups upper_bound 8 : index
      %old = gpu.subgroup_size
      gpu.barrier
      %c1 = arith.constant 1 : i32
      %c32 = arith.constant 32 : i32
      %v = arith.constant 1.0 : f32
      %r, %ok = gpu.shuffle down %v, %c1, %c32 : f32
      %s = gpu.subgroup_reduce maxnumf %v : (f32) -> f32
      %ar = gpu.all_reduce add %v uniform {
      } : (f32) -> (f32)
      %am = gpu.all_reduce maximumf %v {} : (f32) -> f32
      %sc = gpu.subgroup_reduce minsi %c32 uniform cluster(size = 4, stride = 2) : (i32) -> i32
      %sd = gpu.subgroup_reduce xor %c32 cluster(size = 8, stride = 1) : (i32) -> (i32)
      gpu.printf "t=%d\n", %c1 : i32
      gpu.printf "%d %d" %c1, %c32 : i32, i32
      %m = gpu.dynamic_shared_memory : memref<?xi8, 3>
      gpu.return
    }
    gpu.func @f(%x: f32) -> f32 {
      gpu.return %x : f32
    }
  }) : () -> ()
  func.func @host(%a: memref<64xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<64xf32>, %n : index)
    func.return
  }
}

// CHECK:      gpu.func @k(%a: memref<64xf32>, %n: index) workgroup(%w: memref<32xf32, 3 : i64>) private(%p: memref<4xf32>) kernel attributes {gpu.known_block_size = array<i32: 32, 1, 1>} {
// CHECK-NEXT:   %t = gpu.thread_id x
// CHECK-NEXT:   %b = gpu.block_id y
// CHECK-NEXT:   %d = gpu.block_dim z
// CHECK-NEXT:   %g = gpu.grid_dim x
// CHECK-NEXT:   %gi = gpu.global_id x
// CHECK-NEXT:   %l = gpu.lane_id{{$}}
// CHECK-NEXT:   %sz = gpu.subgroup_size : index
// CHECK-NEXT:   %tb = gpu.thread_id y upper_bound 64
// CHECK-NEXT:   %db = gpu.block_dim x upper_bound 1024 {note = "kept"}
// CHECK-NEXT:   %lb = gpu.lane_id upper_bound 32
// CHECK-NEXT:   %szb = gpu.subgroup_size upper_bound 32 : index
// CHECK-NEXT:   %sg = gpu.subgroup_id : index
// CHECK-NEXT:   %ns = gpu.num_subgroups upper_bound 8 : index
// CHECK-NEXT:   %old = gpu.subgroup_size : index
// CHECK-NEXT:   gpu.barrier
// CHECK:        %r, %ok = gpu.shuffle down %v, %c1, %c32 : f32
// CHECK-NEXT:   %s = gpu.subgroup_reduce maxnumf %v : (f32) -> f32
// CHECK-NEXT:   %ar = gpu.all_reduce add %v uniform {
// CHECK-NEXT:   } : (f32) -> f32
// CHECK-NEXT:   %am = gpu.all_reduce maximumf %v {
// CHECK-NEXT:   } : (f32) -> f32
// CHECK-NEXT:   %sc = gpu.subgroup_reduce minsi %c32 uniform cluster(size = 4, stride = 2) : (i32) -> i32
// CHECK-NEXT:   %sd = gpu.subgroup_reduce xor %c32 cluster(size = 8) : (i32) -> i32
// CHECK-NEXT:   gpu.printf "t=%d\0A", %c1 : i32
// CHECK-NEXT:   gpu.printf "%d %d", %c1, %c32 : i32, i32
// CHECK-NEXT:   %m = gpu.dynamic_shared_memory : memref<?xi8, 3 : i64>
// CHECK-NEXT:   gpu.return
// CHECK:      gpu.func @f(%x: f32) -> f32 {
// CHECK-NEXT:   gpu.return %x : f32
// CHECK:      gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<64xf32>, %n : index)
