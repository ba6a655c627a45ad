// nvgpu's mbarrier group ops become NVVM's mbarrier ops on `getelementptr __mbarrier[i]`, as
// MLIR's convert-nvgpu-to-nvvm lowers them (tests/test_nvgpu_to_nvvm.py compares with mlir-opt-22).
// RUN: nvvm-opt %s -p convert-nvgpu-to-nvvm | filecheck %s
// RUN: %if ptxas %{ nvvm-opt --sm 90a %s -o %t.ptx && %ptxas -arch=sm_90a %t.ptx -o /dev/null %}

!bars = !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = 4>

gpu.module @m {
  gpu.func @k(%out: memref<8xi64>, %flags: memref<8xi32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c128 = arith.constant 128 : index
    %ticks = arith.constant 4096 : index
    %true = arith.constant true
    %tid = gpu.thread_id x
    %leader = arith.cmpi eq, %tid, %c0 : index
    %bar = nvgpu.mbarrier.create -> !bars
    nvgpu.mbarrier.init %bar[%c3], %c128 : !bars
    nvgpu.mbarrier.init %bar[%c1], %c1, predicate = %leader : !bars
    %token = nvgpu.mbarrier.arrive %bar[%c3] : !bars -> !nvgpu.mbarrier.token
    %other = nvgpu.mbarrier.arrive.nocomplete %bar[%c3], %c1 : !bars -> !nvgpu.mbarrier.token
    %done = nvgpu.mbarrier.test.wait %bar[%c3], %token : !bars, !nvgpu.mbarrier.token
    nvgpu.mbarrier.arrive.expect_tx %bar[%c1], %c128 : !bars
    nvgpu.mbarrier.arrive.expect_tx %bar[%c1], %c0, predicate = %leader : !bars
    nvgpu.mbarrier.try_wait.parity %bar[%c1], %true, %ticks : !bars
    %address = nvgpu.mbarrier.get %bar[%c1] : !bars -> i32
    %flag = arith.extui %done : i1 to i32
    %sum = arith.addi %flag, %address : i32
    memref.store %sum, %flags[%c0] : memref<8xi32>
    gpu.return
  }
}
// CHECK:      llvm.mlir.global internal @__mbarrier() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<4 x i64>
// CHECK:      %[[BAR:.*]] = llvm.mlir.addressof @__mbarrier : !llvm.ptr<3>
// CHECK:      %[[B3:.*]] = llvm.getelementptr %[[BAR]][%{{.*}}] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
// CHECK-NEXT: %[[N:.*]] = llvm.trunc %{{.*}} : i64 to i32
// CHECK-NEXT: nvvm.mbarrier.init %[[B3]], %[[N]] : !llvm.ptr<3>, i32
// CHECK:      nvvm.mbarrier.init %{{.*}}, %{{.*}}, predicate = %{{.*}} : !llvm.ptr<3>, i32, i1
// CHECK:      %[[TOKEN:.*]] = nvvm.mbarrier.arrive %{{.*}} : !llvm.ptr<3> -> i64
// CHECK:      nvvm.mbarrier.arrive.nocomplete %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32 -> i64
// CHECK:      nvvm.mbarrier.test.wait %{{.*}}, %[[TOKEN]] : !llvm.ptr<3>, i64 -> i1
// CHECK:      nvvm.mbarrier.arrive.expect_tx %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32
// CHECK:      nvvm.mbarrier.arrive.expect_tx %{{.*}}, %{{.*}}, predicate = %{{.*}} : !llvm.ptr<3>, i32, i1
// CHECK:      %[[PHASE:.*]] = llvm.zext %{{.*}} : i1 to i32
// CHECK-NEXT: nvvm.mbarrier.try_wait.parity %{{.*}}, %[[PHASE]], %{{.*}} : !llvm.ptr<3>, i32, i32
// CHECK:      llvm.ptrtoint %{{.*}} : !llvm.ptr<3> to i32
// CHECK-NOT:  {{(= |^ *)nvgpu\.}}
