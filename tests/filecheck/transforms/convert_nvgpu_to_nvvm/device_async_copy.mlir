// cp.async through nvgpu: the copy's size is its element count times the element size, `cache = cg`
// only for a 16-byte copy with bypassL1, the source count in bytes; groups and waits are
// cp.async.commit_group / wait_group.
// RUN: nvvm-opt %s -p convert-nvgpu-to-nvvm | filecheck %s
// RUN: %if ptxas %{ nvvm-opt --sm 80 %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o /dev/null %}

gpu.module @m {
  memref.global "private" @stage : memref<8x64xf16, 3> {alignment = 16 : i64}
  gpu.func @k(%src: memref<8x64xf16>, %n: index) kernel {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %tid = gpu.thread_id x
    %stage = memref.get_global @stage : memref<8x64xf16, 3>
    %t1 = nvgpu.device_async_copy %src[%c0, %tid], %stage[%c0, %tid], 8 {bypassL1} : memref<8x64xf16> to memref<8x64xf16, 3>
    %t2 = nvgpu.device_async_copy %src[%tid, %c8], %stage[%tid, %c8], 4, %n : memref<8x64xf16> to memref<8x64xf16, 3>
    %t3 = nvgpu.device_async_copy %src[%c0, %c0], %stage[%c0, %c0], 2 : memref<8x64xf16> to memref<8x64xf16, 3>
    %g = nvgpu.device_async_create_group %t1, %t2, %t3
    nvgpu.device_async_wait %g {numGroups = 2 : i32}
    nvgpu.device_async_wait %g
    gpu.return
  }
}
// CHECK:      %[[GLOBAL:.*]] = llvm.addrspacecast %{{.*}} : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: nvvm.cp.async.shared.global %{{.*}}, %[[GLOBAL]], 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK:      %[[BITS:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT: %[[COUNT:.*]] = llvm.trunc %{{.*}} : i64 to i32
// CHECK-NEXT: %[[PRODUCT:.*]] = llvm.mul %[[BITS]], %[[COUNT]] : i32
// CHECK-NEXT: %[[BYTES:.*]] = llvm.lshr %[[PRODUCT]], %{{.*}} : i32
// CHECK-NEXT: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 8, cache = ca, %[[BYTES]] : !llvm.ptr<3>, !llvm.ptr<1>, i32
// CHECK:      nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 4, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK:      nvvm.cp.async.commit.group
// CHECK:      nvvm.cp.async.wait.group 2
// CHECK-NEXT: nvvm.cp.async.wait.group 0
