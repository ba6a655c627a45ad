module attributes {gpu.container_module} {
  llvm.mlir.global private @__mbarrier() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<1 x i64>
  llvm.mlir.global private @tile() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<32 x array<64 x bf16>>
  llvm.func @main() {
    %0 = llvm.mlir.constant(32 : index) : i64
    %1 = llvm.mlir.constant(2 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(2 : i32) : i64
    %4 = llvm.mlir.constant(0 : i32) : i64
    %5 = llvm.mlir.constant(5 : i32) : i64
    %6 = llvm.mlir.constant(9 : i32) : i64
    %7 = llvm.mlir.constant(64 : index) : i64
    %8 = builtin.unrealized_conversion_cast %7 : i64 to index
    %9 = builtin.unrealized_conversion_cast %2 : i64 to index
    %10 = builtin.unrealized_conversion_cast %1 : i64 to index
    %11 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %12 = llvm.mlir.constant(32 : index) : i64
    %13 = llvm.mlir.constant(64 : index) : i64
    %14 = llvm.mlir.constant(1 : index) : i64
    %15 = llvm.mlir.constant(2048 : index) : i64
    %16 = llvm.mlir.zero : !llvm.ptr
    %17 = llvm.getelementptr %16[%15] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
    %18 = llvm.ptrtoint %17 : !llvm.ptr to i64
    %19 = llvm.mlir.zero : !llvm.ptr
    %20 = llvm.mlir.constant(0 : i8) : i8
    %21 = llvm.call @mgpuMemAlloc(%18, %11, %20) : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %22 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %23 = llvm.insertvalue %21, %22[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.insertvalue %21, %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.mlir.constant(0 : index) : i64
    %26 = llvm.insertvalue %25, %24[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.insertvalue %12, %26[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.insertvalue %13, %27[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %13, %28[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.insertvalue %14, %29[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.mlir.constant(2 : index) : i64
    %32 = llvm.mlir.constant(32 : index) : i64
    %33 = llvm.mlir.constant(64 : index) : i64
    %34 = llvm.mlir.constant(1 : index) : i64
    %35 = llvm.mlir.constant(2048 : index) : i64
    %36 = llvm.mlir.constant(4096 : index) : i64
    %37 = llvm.mlir.zero : !llvm.ptr
    %38 = llvm.getelementptr %37[%36] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
    %39 = llvm.ptrtoint %38 : !llvm.ptr to i64
    %40 = llvm.mlir.zero : !llvm.ptr
    %41 = llvm.mlir.constant(0 : i8) : i8
    %42 = llvm.call @mgpuMemAlloc(%39, %11, %41) : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %43 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %44 = llvm.insertvalue %42, %43[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %45 = llvm.insertvalue %42, %44[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %46 = llvm.mlir.constant(0 : index) : i64
    %47 = llvm.insertvalue %46, %45[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %48 = llvm.insertvalue %31, %47[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %49 = llvm.insertvalue %32, %48[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %50 = llvm.insertvalue %33, %49[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %51 = llvm.insertvalue %35, %50[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %52 = llvm.insertvalue %33, %51[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %53 = llvm.insertvalue %34, %52[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %54 = llvm.mlir.constant(1 : index) : i64
    %55 = llvm.alloca %54 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %30, %55 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %56 = llvm.mlir.constant(2 : index) : i64
    %57 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %58 = llvm.insertvalue %56, %57[0] : !llvm.struct<(i64, ptr)> 
    %59 = llvm.insertvalue %55, %58[1] : !llvm.struct<(i64, ptr)> 
    %60 = builtin.unrealized_conversion_cast %59 : !llvm.struct<(i64, ptr)> to memref<*xbf16>
    %61 = builtin.unrealized_conversion_cast %60 : memref<*xbf16> to !llvm.struct<(i64, ptr)>
    %62 = llvm.extractvalue %61[0] : !llvm.struct<(i64, ptr)> 
    %63 = llvm.extractvalue %61[1] : !llvm.struct<(i64, ptr)> 
    %64 = llvm.alloca %5 x i64 : (i64) -> !llvm.ptr
    llvm.store %0, %64 : i64, !llvm.ptr
    %65 = llvm.getelementptr %64[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    llvm.store %7, %65 : i64, !llvm.ptr
    %66 = llvm.call @mgpuTensorMapEncodeTiledMemref(%62, %63, %6, %4, %4, %3, %4, %64) : (i64, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr) -> !llvm.ptr
    %67 = llvm.extractvalue %53[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %68 = llvm.extractvalue %53[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %69 = llvm.extractvalue %53[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %70 = llvm.extractvalue %53[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %71 = llvm.extractvalue %53[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %72 = llvm.extractvalue %53[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %73 = llvm.extractvalue %53[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %74 = llvm.extractvalue %53[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %75 = llvm.extractvalue %53[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    gpu.launch_func  @main_kernel::@main_kernel clusters in (%1, %2, %2) blocks in (%1, %2, %2) threads in (%7, %2, %2) : i64 args(%66 : !llvm.ptr, %67 : !llvm.ptr, %68 : !llvm.ptr, %69 : i64, %70 : i64, %71 : i64, %72 : i64, %73 : i64, %74 : i64, %75 : i64)
    llvm.call @mgpuStreamSynchronize(%11) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%11) : (!llvm.ptr) -> ()
    llvm.return
  }
  gpu.module @main_kernel [#nvvm.target<chip = "sm_90a", features = "+ptx80">] {
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 64, 1, 1>, gpu.known_grid_size = array<i32: 2, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 64, 1, 1>} {
      %0 = llvm.mlir.addressof @tile : !llvm.ptr<3>
      %1 = llvm.mlir.constant(2048 : index) : i64
      %2 = llvm.mlir.constant(64 : index) : i64
      %3 = llvm.mlir.addressof @__mbarrier : !llvm.ptr<3>
      %4 = llvm.mlir.constant(10000000 : index) : i64
      %5 = llvm.mlir.constant(3 : i16) : i16
      %6 = llvm.mlir.constant(0 : i32) : i32
      %7 = llvm.mlir.constant(4096 : index) : i64
      %8 = llvm.mlir.constant(16 : index) : i64
      %9 = llvm.mlir.constant(1 : index) : i64
      %10 = llvm.mlir.constant(0 : index) : i64
      %11 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 64> : i32
      %12 = llvm.sext %11 : i32 to i64
      %13 = nvvm.read.ptx.sreg.cluster.ctaid.x : i32
      %14 = llvm.sext %13 : i32 to i64
      %15 = nvvm.read.ptx.sreg.cluster.nctaid.x : i32
      %16 = llvm.sext %15 : i32 to i64
      %17 = llvm.icmp "eq" %12, %10 : i64
      %18 = llvm.icmp "eq" %14, %10 : i64
      %19 = llvm.getelementptr %3[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<1 x i64>
      %20 = llvm.trunc %9 : i64 to i32
      llvm.inline_asm has_side_effects asm_dialect = att "@$2 mbarrier.init.shared.b64 [$0], $1;", "r,r,b" %19, %20, %17 : (!llvm.ptr<3>, i32, i1) -> ()
      nvvm.fence.mbarrier.init
      nvvm.cluster.arrive
      nvvm.cluster.wait
      %21 = llvm.getelementptr %0[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x array<64 x bf16>>
      llvm.cond_br %17, ^bb1, ^bb3
    ^bb1:  // pred: ^bb0
      %22 = llvm.trunc %7 : i64 to i32
      nvvm.mbarrier.arrive.expect_tx %19, %22 : !llvm.ptr<3>, i32
      llvm.cond_br %18, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %23 = llvm.addrspacecast %21 : !llvm.ptr<3> to !llvm.ptr<7>
      %24 = llvm.trunc %10 : i64 to i32
      nvvm.cp.async.bulk.tensor.shared.cluster.global %23, %arg0, %19, box[%24, %24] multicast_mask = %5 : !llvm.ptr<7>, !llvm.ptr
      llvm.br ^bb3
    ^bb3:  // 3 preds: ^bb0, ^bb1, ^bb2
      %25 = llvm.trunc %4 : i64 to i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,r" %19, %6, %25 : (!llvm.ptr<3>, i32, i32) -> ()
      %26 = llvm.trunc %14 : i64 to i32
      %27 = llvm.sitofp %26 : i32 to bf16
      %28 = llvm.udiv %8, %16 : i64
      llvm.br ^bb4(%10 : i64)
    ^bb4(%29: i64):  // 2 preds: ^bb3, ^bb5
      %30 = llvm.icmp "slt" %29, %28 : i64
      llvm.cond_br %30, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %31 = llvm.mul %14, %28 : i64
      %32 = llvm.add %31, %29 : i64
      %33 = llvm.mul %32, %2 overflow<nsw, nuw> : i64
      %34 = llvm.add %33, %12 overflow<nsw, nuw> : i64
      %35 = llvm.getelementptr inbounds|nuw %21[%34] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, bf16
      %36 = llvm.load %35 : !llvm.ptr<3> -> bf16
      %37 = llvm.fadd %36, %27 : bf16
      %38 = llvm.mul %14, %1 overflow<nsw, nuw> : i64
      %39 = llvm.add %38, %33 overflow<nsw, nuw> : i64
      %40 = llvm.add %39, %12 overflow<nsw, nuw> : i64
      %41 = llvm.getelementptr inbounds|nuw %arg2[%40] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      llvm.store %37, %41 : bf16, !llvm.ptr
      %42 = llvm.add %29, %9 : i64
      llvm.br ^bb4(%42 : i64)
    ^bb6:  // pred: ^bb4
      llvm.return
    }
    llvm.mlir.global private @__mbarrier() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<1 x i64>
    llvm.mlir.global private @tile() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<32 x array<64 x bf16>>
  }
  llvm.func @mgpuTensorMapEncodeTiledMemref(i64, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr) -> !llvm.ptr
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i8) -> !llvm.ptr
  llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  llvm.func @mgpuStreamDestroy(!llvm.ptr)
}
