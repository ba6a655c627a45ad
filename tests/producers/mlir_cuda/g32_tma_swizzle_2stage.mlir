module attributes {gpu.container_module} {
  llvm.mlir.global private @__mbarrier() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<2 x i64>
  llvm.func @main() {
    %0 = llvm.mlir.constant(64 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(16384 : i32) : i32
    %3 = llvm.mlir.constant(3 : i32) : i64
    %4 = llvm.mlir.constant(0 : i32) : i64
    %5 = llvm.mlir.constant(5 : i32) : i64
    %6 = llvm.mlir.constant(6 : i32) : i64
    %7 = llvm.mlir.constant(128 : index) : i64
    %8 = builtin.unrealized_conversion_cast %7 : i64 to index
    %9 = builtin.unrealized_conversion_cast %1 : i64 to index
    %10 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %11 = llvm.mlir.constant(128 : index) : i64
    %12 = llvm.mlir.constant(64 : index) : i64
    %13 = llvm.mlir.constant(1 : index) : i64
    %14 = llvm.mlir.constant(8192 : index) : i64
    %15 = llvm.mlir.zero : !llvm.ptr
    %16 = llvm.getelementptr %15[%14] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    %17 = llvm.ptrtoint %16 : !llvm.ptr to i64
    %18 = llvm.mlir.zero : !llvm.ptr
    %19 = llvm.mlir.constant(0 : i8) : i8
    %20 = llvm.call @mgpuMemAlloc(%17, %10, %19) : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %21 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %22 = llvm.insertvalue %20, %21[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %20, %22[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.mlir.constant(0 : index) : i64
    %25 = llvm.insertvalue %24, %23[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.insertvalue %11, %25[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.insertvalue %12, %26[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.insertvalue %12, %27[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %13, %28[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.mlir.constant(64 : index) : i64
    %31 = llvm.mlir.constant(64 : index) : i64
    %32 = llvm.mlir.constant(1 : index) : i64
    %33 = llvm.mlir.constant(4096 : index) : i64
    %34 = llvm.mlir.zero : !llvm.ptr
    %35 = llvm.getelementptr %34[%33] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %36 = llvm.ptrtoint %35 : !llvm.ptr to i64
    %37 = llvm.mlir.zero : !llvm.ptr
    %38 = llvm.mlir.constant(0 : i8) : i8
    %39 = llvm.call @mgpuMemAlloc(%36, %10, %38) : (i64, !llvm.ptr, i8) -> !llvm.ptr
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
    llvm.store %29, %50 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %51 = llvm.mlir.constant(2 : index) : i64
    %52 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %53 = llvm.insertvalue %51, %52[0] : !llvm.struct<(i64, ptr)> 
    %54 = llvm.insertvalue %50, %53[1] : !llvm.struct<(i64, ptr)> 
    %55 = builtin.unrealized_conversion_cast %54 : !llvm.struct<(i64, ptr)> to memref<*xf16>
    %56 = builtin.unrealized_conversion_cast %55 : memref<*xf16> to !llvm.struct<(i64, ptr)>
    %57 = llvm.extractvalue %56[0] : !llvm.struct<(i64, ptr)> 
    %58 = llvm.extractvalue %56[1] : !llvm.struct<(i64, ptr)> 
    %59 = llvm.alloca %5 x i64 : (i64) -> !llvm.ptr
    llvm.store %0, %59 : i64, !llvm.ptr
    %60 = llvm.getelementptr %59[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    llvm.store %0, %60 : i64, !llvm.ptr
    %61 = llvm.call @mgpuTensorMapEncodeTiledMemref(%57, %58, %6, %4, %3, %4, %4, %59) : (i64, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr) -> !llvm.ptr
    %62 = llvm.extractvalue %48[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %63 = llvm.extractvalue %48[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %64 = llvm.extractvalue %48[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %65 = llvm.extractvalue %48[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %66 = llvm.extractvalue %48[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %67 = llvm.extractvalue %48[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %68 = llvm.extractvalue %48[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    gpu.launch_func  @main_kernel::@main_kernel blocks in (%1, %1, %1) threads in (%7, %1, %1) : i64 dynamic_shared_memory_size %2 args(%61 : !llvm.ptr, %62 : !llvm.ptr, %63 : !llvm.ptr, %64 : i64, %65 : i64, %66 : i64, %67 : i64, %68 : i64)
    llvm.call @mgpuStreamSynchronize(%10) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%10) : (!llvm.ptr) -> ()
    llvm.return
  }
  gpu.module @main_kernel [#nvvm.target<chip = "sm_90a", features = "+ptx80">] {
    llvm.mlir.global internal @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %1 = llvm.mlir.addressof @__mbarrier : !llvm.ptr<3>
      %2 = llvm.mlir.constant(10000000 : index) : i64
      %3 = llvm.mlir.constant(63 : index) : i64
      %4 = llvm.mlir.constant(0 : i32) : i32
      %5 = llvm.mlir.constant(8192 : index) : i64
      %6 = llvm.mlir.constant(64 : index) : i64
      %7 = llvm.mlir.constant(1 : index) : i64
      %8 = llvm.mlir.constant(0 : index) : i64
      %9 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = llvm.icmp "eq" %10, %8 : i64
      %12 = llvm.getelementptr %1[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<2 x i64>
      %13 = llvm.trunc %7 : i64 to i32
      llvm.inline_asm has_side_effects asm_dialect = att "@$2 mbarrier.init.shared.b64 [$0], $1;", "r,r,b" %12, %13, %11 : (!llvm.ptr<3>, i32, i1) -> ()
      %14 = llvm.getelementptr %12[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "@$2 mbarrier.init.shared.b64 [$0], $1;", "r,r,b" %14, %13, %11 : (!llvm.ptr<3>, i32, i1) -> ()
      nvvm.prefetch tensormap, %arg0 : !llvm.ptr
      nvvm.barrier0
      %15 = llvm.getelementptr %0[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      llvm.cond_br %11, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %16 = llvm.trunc %5 : i64 to i32
      nvvm.mbarrier.arrive.expect_tx %12, %16 : !llvm.ptr<3>, i32
      %17 = llvm.addrspacecast %0 : !llvm.ptr<3> to !llvm.ptr<7>
      %18 = llvm.trunc %8 : i64 to i32
      nvvm.cp.async.bulk.tensor.shared.cluster.global %17, %arg0, %12, box[%18, %18] : !llvm.ptr<7>, !llvm.ptr
      nvvm.mbarrier.arrive.expect_tx %14, %16 : !llvm.ptr<3>, i32
      %19 = llvm.addrspacecast %15 : !llvm.ptr<3> to !llvm.ptr<7>
      %20 = llvm.trunc %6 : i64 to i32
      nvvm.cp.async.bulk.tensor.shared.cluster.global %19, %arg0, %14, box[%18, %20] : !llvm.ptr<7>, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %21 = llvm.trunc %2 : i64 to i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,r" %12, %4, %21 : (!llvm.ptr<3>, i32, i32) -> ()
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,r" %14, %4, %21 : (!llvm.ptr<3>, i32, i32) -> ()
      %22 = llvm.udiv %10, %6 : i64
      %23 = llvm.urem %10, %6 : i64
      %24 = llvm.sub %3, %23 : i64
      llvm.br ^bb3(%22 : i64)
    ^bb3(%25: i64):  // 2 preds: ^bb2, ^bb4
      %26 = llvm.icmp "slt" %25, %6 : i64
      llvm.cond_br %26, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %27 = llvm.mul %25, %6 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %23 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %0[%28] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
      %30 = llvm.load %29 : !llvm.ptr<3> -> f16
      %31 = llvm.add %27, %24 overflow<nsw, nuw> : i64
      %32 = llvm.getelementptr inbounds|nuw %15[%31] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
      %33 = llvm.load %32 : !llvm.ptr<3> -> f16
      %34 = llvm.fpext %30 : f16 to f32
      %35 = llvm.fpext %33 : f16 to f32
      %36 = llvm.fadd %34, %35 : f32
      %37 = llvm.getelementptr inbounds|nuw %arg2[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %36, %37 : f32, !llvm.ptr
      %38 = llvm.add %25, %7 : i64
      llvm.br ^bb3(%38 : i64)
    ^bb5:  // pred: ^bb3
      llvm.return
    }
    llvm.mlir.global private @__mbarrier() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<2 x i64>
  }
  llvm.func @mgpuTensorMapEncodeTiledMemref(i64, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr) -> !llvm.ptr
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i8) -> !llvm.ptr
  llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  llvm.func @mgpuStreamDestroy(!llvm.ptr)
}
