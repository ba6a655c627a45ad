// The result of gpu.subgroup_size is index: another type is a located parse error on both routes.
// RUN: not nvvm-opt %s -p '' 2>&1 | filecheck %s
// RUN: not xdsl-opt %s 2>&1 | filecheck %s

builtin.module {
  %x = gpu.subgroup_size : i32
}

// CHECK: 'gpu.subgroup_size' returns index, not i32
