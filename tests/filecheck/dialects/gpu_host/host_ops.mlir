// Host code beside gpu.modules in MLIR's syntax (nvvm_xdsl/dialects/gpu_host.py): gpu.alloc,
// gpu.dealloc, gpu.memcpy, gpu.memset, gpu.wait on token chains, gpu.host_register, gpu.launch_func on a
// stream, async.execute/yield/await. Printed back as parsed; MLIR 22 reads what we print.
// RUN: xdsl-opt %s | filecheck %s
// RUN: XDSL_ROUNDTRIP
// RUN: %if mlir-opt-22 %{ xdsl-opt %s | mlir-opt-22 --allow-unregistered-dialect -o /dev/null %}

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%m: memref<?xf32>) kernel {
      gpu.return
    }
  }
  func.func @host(%n: index, %h: memref<?xf32>, %s: !llvm.ptr, %i: i64) {
    %c1 = arith.constant 1 : index
    %u = memref.cast %h : memref<?xf32> to memref<*xf32>
    gpu.host_register %u : memref<*xf32>
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %e = gpu.alloc host_shared () : memref<16xf32>
    %t2m = gpu.memcpy async [%t1] %d, %h : memref<?xf32>, memref<?xf32>
    %zero = arith.constant 0.0 : f32
    %t2 = gpu.memset async [%t2m] %d, %zero : memref<?xf32>, f32
    gpu.memset %e, %zero : memref<16xf32>, f32
    %t3 = gpu.launch_func async [%t2] @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%d : memref<?xf32>)
    gpu.launch_func <%s : !llvm.ptr> @k::@f blocks in (%i, %i, %i) threads in (%i, %i, %i) : i64 args(%d : memref<?xf32>)
    %t4 = gpu.dealloc async [%t3] %d : memref<?xf32>
    gpu.dealloc %e : memref<16xf32>
    gpu.wait [%t4]
    %t5, %f = async.execute () -> !async.value<memref<?xf32>> {
      async.yield %h : memref<?xf32>
    }
    %a, %v = async.execute [%t5] (%f as %x : !async.value<memref<?xf32>>) -> !async.value<f32> {
      %c = arith.constant 1.0 : f32
      async.yield %c : f32
    }
    async.await %a : !async.token
    %r = async.await %v : !async.value<f32>
    return
  }
}
// CHECK:      gpu.host_register %{{.*}} : memref<*xf32>
// CHECK-NEXT: %[[T0:.*]] = gpu.wait async
// CHECK-NEXT: %[[D:.*]], %[[T1:.*]] = gpu.alloc async [%[[T0]]] (%{{.*}}) : memref<?xf32>
// CHECK-NEXT: gpu.alloc host_shared () : memref<16xf32>
// CHECK-NEXT: %[[T2M:.*]] = gpu.memcpy async [%[[T1]]] %[[D]], %{{.*}} : memref<?xf32>, memref<?xf32>
// CHECK-NEXT: arith.constant
// CHECK-NEXT: gpu.memset async [%[[T2M]]] %[[D]], %{{.*}} : memref<?xf32>, f32
// CHECK-NEXT: gpu.memset %{{.*}}, %{{.*}} : memref<16xf32>, f32
// CHECK-NEXT: gpu.launch_func async [%{{.*}}] @k::@f blocks in
// CHECK-NEXT: gpu.launch_func <%{{.*}} : !llvm.ptr> @k::@f blocks in ({{.*}}) threads in ({{.*}}) : i64 args(
// CHECK-NEXT: gpu.dealloc async [%{{.*}}] %[[D]] : memref<?xf32>
// CHECK-NEXT: gpu.dealloc %{{.*}} : memref<16xf32>
// CHECK-NEXT: gpu.wait [%{{.*}}]
// CHECK:      async.execute [%{{.*}}] (%{{.*}} as %{{.*}} : !async.value<memref<?xf32>>) -> (!async.value<f32>) {
// CHECK:        async.yield %{{.*}} : f32
// CHECK:      async.await %{{.*}} : !async.token
// CHECK-NEXT: async.await %{{.*}} : !async.value<f32>
