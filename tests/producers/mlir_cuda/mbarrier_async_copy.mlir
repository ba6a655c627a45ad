module attributes {gpu.container_module} {
  llvm.mlir.global private @__mbarrier() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<1 x i64>
  llvm.mlir.global private @stage() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.func @main() {
    %0 = llvm.mlir.constant(32 : index) : i64
    %1 = llvm.mlir.constant(1 : i32) : i64
    %2 = llvm.mlir.constant(0 : i32) : i64
    %3 = llvm.mlir.constant(5 : i32) : i64
    %4 = llvm.mlir.constant(7 : i32) : i64
    %5 = llvm.mlir.constant(1 : index) : i64
    %6 = builtin.unrealized_conversion_cast %5 : i64 to index
    %7 = builtin.unrealized_conversion_cast %0 : i64 to index
    %8 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %9 = llvm.mlir.constant(32 : index) : i64
    %10 = llvm.mlir.constant(32 : index) : i64
    %11 = llvm.mlir.constant(1 : index) : i64
    %12 = llvm.mlir.constant(1024 : index) : i64
    %13 = llvm.mlir.zero : !llvm.ptr
    %14 = llvm.getelementptr %13[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %15 = llvm.ptrtoint %14 : !llvm.ptr to i64
    %16 = llvm.mlir.zero : !llvm.ptr
    %17 = llvm.mlir.constant(0 : i8) : i8
    %18 = llvm.call @mgpuMemAlloc(%15, %8, %17) : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %19 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %20 = llvm.insertvalue %18, %19[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %18, %20[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.mlir.constant(0 : index) : i64
    %23 = llvm.insertvalue %22, %21[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.insertvalue %9, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.insertvalue %10, %24[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.insertvalue %10, %25[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.insertvalue %11, %26[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = builtin.unrealized_conversion_cast %27 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<32x32xf32>
    %29 = builtin.unrealized_conversion_cast %28 : memref<32x32xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %30 = llvm.mlir.constant(32 : index) : i64
    %31 = llvm.mlir.constant(32 : index) : i64
    %32 = llvm.mlir.constant(1 : index) : i64
    %33 = llvm.mlir.constant(1024 : index) : i64
    %34 = llvm.mlir.zero : !llvm.ptr
    %35 = llvm.getelementptr %34[%33] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %36 = llvm.ptrtoint %35 : !llvm.ptr to i64
    %37 = llvm.mlir.zero : !llvm.ptr
    %38 = llvm.mlir.constant(0 : i8) : i8
    %39 = llvm.call @mgpuMemAlloc(%36, %8, %38) : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %40 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %41 = llvm.insertvalue %39, %40[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %42 = llvm.insertvalue %39, %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %43 = llvm.mlir.constant(0 : index) : i64
    %44 = llvm.insertvalue %43, %42[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %45 = llvm.insertvalue %30, %44[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %46 = llvm.insertvalue %31, %45[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %47 = llvm.insertvalue %31, %46[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %48 = llvm.insertvalue %32, %47[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %49 = llvm.mlir.constant(1 : index) : i64
    %50 = llvm.alloca %49 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %48, %50 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %51 = llvm.mlir.constant(2 : index) : i64
    %52 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %53 = llvm.insertvalue %51, %52[0] : !llvm.struct<(i64, ptr)> 
    %54 = llvm.insertvalue %50, %53[1] : !llvm.struct<(i64, ptr)> 
    %55 = builtin.unrealized_conversion_cast %54 : !llvm.struct<(i64, ptr)> to memref<*xf32>
    %56 = builtin.unrealized_conversion_cast %55 : memref<*xf32> to !llvm.struct<(i64, ptr)>
    %57 = llvm.extractvalue %56[0] : !llvm.struct<(i64, ptr)> 
    %58 = llvm.extractvalue %56[1] : !llvm.struct<(i64, ptr)> 
    %59 = llvm.alloca %3 x i64 : (i64) -> !llvm.ptr
    llvm.store %0, %59 : i64, !llvm.ptr
    %60 = llvm.getelementptr %59[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    llvm.store %0, %60 : i64, !llvm.ptr
    %61 = llvm.call @mgpuTensorMapEncodeTiledMemref(%57, %58, %4, %2, %2, %2, %1, %59) : (i64, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr) -> !llvm.ptr
    gpu.launch_func  @main_kernel::@main_kernel blocks in (%5, %5, %5) threads in (%0, %5, %5) : i64 args(%29 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, %61 : !llvm.ptr)
    llvm.return
  }
  gpu.module @main_kernel [#nvvm.target<chip = "sm_90a", features = "+ptx83">] {
    llvm.func @main_kernel(%arg0: !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, %arg1: !llvm.ptr) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.addressof @__mbarrier : !llvm.ptr<3>
      %1 = llvm.mlir.addressof @stage : !llvm.ptr<3>
      %2 = llvm.mlir.constant(0 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = llvm.mlir.constant(3 : index) : i64
      %5 = llvm.mlir.constant(4 : index) : i64
      %6 = llvm.mlir.constant(128 : i32) : i32
      %7 = llvm.mlir.constant(32 : i32) : i32
      %8 = llvm.mlir.constant(3 : i32) : i32
      %9 = llvm.mlir.constant(32 : index) : i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = llvm.icmp "eq" %11, %2 : i64
      %13 = llvm.getelementptr %1[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x array<32 x f32>>
      %14 = llvm.mul %11, %5 : i64
      %15 = llvm.udiv %11, %5 : i64
      %16 = llvm.mul %15, %9 : i64
      %17 = llvm.add %16, %14 : i64
      %18 = llvm.getelementptr %13[%17] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %19 = llvm.extractvalue %arg0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = llvm.getelementptr %19[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %21 = llvm.addrspacecast %20 : !llvm.ptr to !llvm.ptr<1>
      nvvm.cp.async.shared.global %18, %21, 16, cache =  ca : !llvm.ptr<3>, !llvm.ptr<1>
      %22 = llvm.mul %11, %9 : i64
      %23 = llvm.add %22, %2 : i64
      %24 = llvm.getelementptr %13[%23] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %25 = llvm.getelementptr %19[%23] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %26 = llvm.addrspacecast %25 : !llvm.ptr to !llvm.ptr<1>
      %27 = llvm.trunc %4 : i64 to i32
      %28 = llvm.mul %27, %7 : i32
      %29 = llvm.lshr %28, %8 : i32
      nvvm.cp.async.shared.global %24, %26, 16, cache =  cg, %29 : !llvm.ptr<3>, !llvm.ptr<1>, i32
      nvvm.cp.async.commit.group
      nvvm.cp.async.wait.group 1
      nvvm.cp.async.commit.group
      nvvm.cp.async.wait.group 0
      %30 = llvm.getelementptr %0[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<1 x i64>
      %31 = llvm.trunc %9 : i64 to i32
      nvvm.mbarrier.init %30, %31 : !llvm.ptr<3>, i32
      nvvm.barrier0
      %32 = nvvm.mbarrier.arrive %30 : !llvm.ptr<3> -> i64
      %33 = llvm.trunc %3 : i64 to i32
      %34 = nvvm.mbarrier.arrive.nocomplete %30, %33 : !llvm.ptr<3>, i32 -> i64
      %35 = nvvm.mbarrier.test.wait %30, %32 : !llvm.ptr<3>, i64 -> i1
      nvvm.fence.proxy.acquire <sys> %arg1, %6
      llvm.cond_br %12, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %36 = llvm.trunc %2 : i64 to i32
      nvvm.cp.async.bulk.tensor.global.shared.cta %arg1, %13, box[%36, %33] : !llvm.ptr, <3>
      llvm.inline_asm has_side_effects asm_dialect = att "@$4 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$0, {$2, $3} ], [$1];", "l,r,r,r,b" %arg1, %13, %27, %36, %35 : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i1) -> ()
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
    llvm.mlir.global private @stage() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<32 x array<32 x f32>>
    llvm.mlir.global private @__mbarrier() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<1 x i64>
  }
  llvm.func @mgpuTensorMapEncodeTiledMemref(i64, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr) -> !llvm.ptr
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i8) -> !llvm.ptr
}
