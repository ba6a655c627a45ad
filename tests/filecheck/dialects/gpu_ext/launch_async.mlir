// The `async [%deps]` that both launch ops start with (one parser and printer) round-trips.
// RUN: nvvm-opt %s -p '' | filecheck %s
// RUN: nvvm-opt %s -p '' | nvvm-opt -p '' | filecheck %s

builtin.module attributes {gpu.container_module} {
  "gpu.module"() <{sym_name = "kernels"}> ({
    gpu.func @k(%n: index) kernel {
      gpu.return
    }
  }) : () -> ()
  func.func @host(%n: index, %t0: !gpu.async.token) {
    %c1 = arith.constant 1 : index
    %t1 = gpu.launch_func async [%t0] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%n : index)
    %t2 = gpu.launch async [%t0, %t1] blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      gpu.terminator
    }
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%n : index)
    func.return
  }
}

// CHECK:      %t1 = gpu.launch_func async [%t0] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%n : index)
// CHECK-NEXT: %t2 = gpu.launch async [%t0, %t1] blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
// CHECK:      gpu.launch_func @kernels::@k blocks in
