module attributes {gpu.container_module} {
  llvm.mlir.global private @__mbarrier() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<2 x i64>
  llvm.mlir.global private @tiles() {addr_space = 3 : i32, alignment = 128 : i64} : !llvm.array<0 x f16>
  llvm.mlir.global private @result() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<64 x array<64 x f32>>
  llvm.func @main() {
    %0 = llvm.mlir.constant(64 : index) : i64
    %1 = llvm.mlir.constant(16 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(3 : i32) : i64
    %4 = llvm.mlir.constant(1 : i32) : i64
    %5 = llvm.mlir.constant(0 : i32) : i64
    %6 = llvm.mlir.constant(5 : i32) : i64
    %7 = llvm.mlir.constant(6 : i32) : i64
    %8 = llvm.mlir.constant(16384 : i32) : i32
    %9 = llvm.mlir.constant(128 : index) : i64
    %10 = builtin.unrealized_conversion_cast %9 : i64 to index
    %11 = builtin.unrealized_conversion_cast %2 : i64 to index
    %12 = builtin.unrealized_conversion_cast %1 : i64 to index
    %13 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %14 = llvm.mlir.constant(64 : index) : i64
    %15 = llvm.mlir.constant(64 : index) : i64
    %16 = llvm.mlir.constant(1 : index) : i64
    %17 = llvm.mlir.constant(4096 : index) : i64
    %18 = llvm.mlir.zero : !llvm.ptr
    %19 = llvm.getelementptr %18[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    %20 = llvm.ptrtoint %19 : !llvm.ptr to i64
    %21 = llvm.mlir.zero : !llvm.ptr
    %22 = llvm.mlir.constant(0 : i8) : i8
    %23 = llvm.call @mgpuMemAlloc(%20, %13, %22) : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %24 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %25 = llvm.insertvalue %23, %24[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.insertvalue %23, %25[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.mlir.constant(0 : index) : i64
    %28 = llvm.insertvalue %27, %26[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %14, %28[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.insertvalue %15, %29[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.insertvalue %15, %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.insertvalue %16, %31[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.mlir.constant(64 : index) : i64
    %34 = llvm.mlir.constant(64 : index) : i64
    %35 = llvm.mlir.constant(1 : index) : i64
    %36 = llvm.mlir.constant(4096 : index) : i64
    %37 = llvm.mlir.zero : !llvm.ptr
    %38 = llvm.getelementptr %37[%36] : (!llvm.ptr, i64) -> !llvm.ptr, f16
    %39 = llvm.ptrtoint %38 : !llvm.ptr to i64
    %40 = llvm.mlir.zero : !llvm.ptr
    %41 = llvm.mlir.constant(0 : i8) : i8
    %42 = llvm.call @mgpuMemAlloc(%39, %13, %41) : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %43 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %44 = llvm.insertvalue %42, %43[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %45 = llvm.insertvalue %42, %44[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %46 = llvm.mlir.constant(0 : index) : i64
    %47 = llvm.insertvalue %46, %45[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %48 = llvm.insertvalue %33, %47[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %49 = llvm.insertvalue %34, %48[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %50 = llvm.insertvalue %34, %49[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %51 = llvm.insertvalue %35, %50[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %52 = llvm.mlir.constant(64 : index) : i64
    %53 = llvm.mlir.constant(64 : index) : i64
    %54 = llvm.mlir.constant(1 : index) : i64
    %55 = llvm.mlir.constant(4096 : index) : i64
    %56 = llvm.mlir.zero : !llvm.ptr
    %57 = llvm.getelementptr %56[%55] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %58 = llvm.ptrtoint %57 : !llvm.ptr to i64
    %59 = llvm.mlir.zero : !llvm.ptr
    %60 = llvm.mlir.constant(0 : i8) : i8
    %61 = llvm.call @mgpuMemAlloc(%58, %13, %60) : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %62 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %63 = llvm.insertvalue %61, %62[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %64 = llvm.insertvalue %61, %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %65 = llvm.mlir.constant(0 : index) : i64
    %66 = llvm.insertvalue %65, %64[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %67 = llvm.insertvalue %52, %66[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %68 = llvm.insertvalue %53, %67[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %69 = llvm.insertvalue %53, %68[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %70 = llvm.insertvalue %54, %69[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %71 = llvm.mlir.constant(1 : index) : i64
    %72 = llvm.alloca %71 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %32, %72 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %73 = llvm.mlir.constant(2 : index) : i64
    %74 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %75 = llvm.insertvalue %73, %74[0] : !llvm.struct<(i64, ptr)> 
    %76 = llvm.insertvalue %72, %75[1] : !llvm.struct<(i64, ptr)> 
    %77 = builtin.unrealized_conversion_cast %76 : !llvm.struct<(i64, ptr)> to memref<*xf16>
    %78 = builtin.unrealized_conversion_cast %77 : memref<*xf16> to !llvm.struct<(i64, ptr)>
    %79 = llvm.mlir.constant(1 : index) : i64
    %80 = llvm.alloca %79 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %51, %80 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %81 = llvm.mlir.constant(2 : index) : i64
    %82 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %83 = llvm.insertvalue %81, %82[0] : !llvm.struct<(i64, ptr)> 
    %84 = llvm.insertvalue %80, %83[1] : !llvm.struct<(i64, ptr)> 
    %85 = builtin.unrealized_conversion_cast %84 : !llvm.struct<(i64, ptr)> to memref<*xf16>
    %86 = builtin.unrealized_conversion_cast %85 : memref<*xf16> to !llvm.struct<(i64, ptr)>
    %87 = llvm.extractvalue %78[0] : !llvm.struct<(i64, ptr)> 
    %88 = llvm.extractvalue %78[1] : !llvm.struct<(i64, ptr)> 
    %89 = llvm.alloca %6 x i64 : (i64) -> !llvm.ptr
    llvm.store %0, %89 : i64, !llvm.ptr
    %90 = llvm.getelementptr %89[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    llvm.store %0, %90 : i64, !llvm.ptr
    %91 = llvm.call @mgpuTensorMapEncodeTiledMemref(%87, %88, %7, %5, %3, %5, %5, %89) : (i64, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr) -> !llvm.ptr
    %92 = llvm.extractvalue %86[0] : !llvm.struct<(i64, ptr)> 
    %93 = llvm.extractvalue %86[1] : !llvm.struct<(i64, ptr)> 
    %94 = llvm.alloca %6 x i64 : (i64) -> !llvm.ptr
    llvm.store %0, %94 : i64, !llvm.ptr
    %95 = llvm.getelementptr %94[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
    llvm.store %0, %95 : i64, !llvm.ptr
    %96 = llvm.call @mgpuTensorMapEncodeTiledMemref(%92, %93, %7, %5, %3, %4, %5, %94) : (i64, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr) -> !llvm.ptr
    %97 = llvm.extractvalue %70[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %98 = llvm.extractvalue %70[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %99 = llvm.extractvalue %70[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %100 = llvm.extractvalue %70[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %101 = llvm.extractvalue %70[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %102 = llvm.extractvalue %70[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %103 = llvm.extractvalue %70[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    gpu.launch_func  @main_kernel::@main_kernel blocks in (%2, %2, %2) threads in (%9, %2, %2) : i64 dynamic_shared_memory_size %8 args(%91 : !llvm.ptr, %96 : !llvm.ptr, %1 : i64, %97 : !llvm.ptr, %98 : !llvm.ptr, %99 : i64, %100 : i64, %101 : i64, %102 : i64, %103 : i64)
    llvm.return
  }
  gpu.module @main_kernel [#nvvm.target<chip = "sm_90a", features = "+ptx80">] {
    llvm.mlir.global internal @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.addressof @result : !llvm.ptr<3>
      %1 = llvm.mlir.constant(64 : index) : i64
      %2 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %3 = llvm.mlir.addressof @__mbarrier : !llvm.ptr<3>
      %4 = llvm.mlir.constant(4611686293338849280 : i64) : i64
      %5 = llvm.mlir.constant(7 : i32) : i32
      %6 = llvm.mlir.constant(6 : i32) : i32
      %7 = llvm.mlir.constant(5 : i32) : i32
      %8 = llvm.mlir.constant(3 : i32) : i32
      %9 = llvm.mlir.constant(0 : i32) : i32
      %10 = llvm.mlir.constant(32 : i32) : i32
      %11 = llvm.mlir.constant(16 : i32) : i32
      %12 = llvm.mlir.constant(8 : i32) : i32
      %13 = llvm.mlir.constant(4 : i32) : i32
      %14 = llvm.mlir.constant(2 : i32) : i32
      %15 = llvm.mlir.constant(1 : i32) : i32
      %16 = llvm.mlir.constant(384 : i32) : i64
      %17 = llvm.mlir.constant(6 : i32) : i64
      %18 = llvm.mlir.constant(256 : i32) : i64
      %19 = llvm.mlir.constant(4 : i32) : i64
      %20 = llvm.mlir.constant(128 : i32) : i64
      %21 = llvm.mlir.constant(2 : i32) : i64
      %22 = llvm.mlir.constant(0 : i64) : i64
      %23 = llvm.mlir.constant(50 : i64) : i64
      %24 = llvm.mlir.constant(46 : i64) : i64
      %25 = llvm.mlir.poison : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>
      %26 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %27 = llvm.mlir.constant(1000000 : index) : i64
      %28 = llvm.mlir.constant(16384 : index) : i64
      %29 = llvm.mlir.constant(1 : index) : i64
      %30 = llvm.mlir.constant(0 : index) : i64
      %31 = llvm.mlir.constant(true) : i1
      %32 = llvm.mlir.constant(false) : i1
      %33 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
      %34 = llvm.sext %33 : i32 to i64
      %35 = llvm.icmp "eq" %34, %30 : i64
      %36 = llvm.getelementptr %3[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<2 x i64>
      %37 = llvm.trunc %29 : i64 to i32
      nvvm.mbarrier.init %36, %37 : !llvm.ptr<3>, i32
      %38 = llvm.getelementptr %36[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      llvm.inline_asm has_side_effects asm_dialect = att "@$2 mbarrier.init.shared.b64 [$0], $1;", "r,r,b" %38, %37, %35 : (!llvm.ptr<3>, i32, i1) -> ()
      nvvm.prefetch tensormap, %arg0 : !llvm.ptr
      llvm.inline_asm has_side_effects asm_dialect = att "@$1 prefetch.tensormap [$0];", "l,b" %arg1, %35 : (!llvm.ptr, i1) -> ()
      nvvm.barrier0
      %39 = llvm.getelementptr %2[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      llvm.cond_br %35, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %40 = llvm.trunc %28 : i64 to i32
      nvvm.mbarrier.arrive.expect_tx %36, %40 : !llvm.ptr<3>, i32
      %41 = llvm.addrspacecast %2 : !llvm.ptr<3> to !llvm.ptr<7>
      %42 = llvm.trunc %30 : i64 to i32
      nvvm.cp.async.bulk.tensor.shared.cluster.global %41, %arg0, %36, box[%42, %42] : !llvm.ptr<7>, !llvm.ptr
      %43 = llvm.addrspacecast %39 : !llvm.ptr<3> to !llvm.ptr<7>
      llvm.inline_asm has_side_effects asm_dialect = att "@$5 cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2,$3} ], [$4];", "l,l,r,r,r,b" %43, %arg1, %42, %42, %36, %31 : (!llvm.ptr<7>, !llvm.ptr, i32, i32, !llvm.ptr<3>, i1) -> ()
      llvm.br ^bb3
    ^bb2:  // pred: ^bb0
      %44 = llvm.trunc %30 : i64 to i32
      llvm.inline_asm has_side_effects asm_dialect = att "@$2 mbarrier.arrive.expect_tx.shared.b64 _, [$0], $1;", "r,r,b" %36, %44, %32 : (!llvm.ptr<3>, i32, i1) -> ()
      llvm.br ^bb3
    ^bb3:  // 2 preds: ^bb1, ^bb2
      %45 = llvm.trunc %27 : i64 to i32
      llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,n,r" %36, %9, %45 : (!llvm.ptr<3>, i32, i32) -> ()
      %46 = llvm.ptrtoint %2 : !llvm.ptr<3> to i64
      %47 = llvm.shl %46, %24 : i64
      %48 = llvm.lshr %47, %23 : i64
      %49 = llvm.shl %48, %22 : i64
      %50 = llvm.or %4, %49 : i64
      %51 = llvm.ptrtoint %39 : !llvm.ptr<3> to i64
      %52 = llvm.shl %51, %24 : i64
      %53 = llvm.lshr %52, %23 : i64
      %54 = llvm.shl %53, %22 : i64
      %55 = llvm.or %4, %54 : i64
      nvvm.wgmma.fence.aligned
      %56 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, $67,  $68, $69,  $70;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,n,n,n,n,n" %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %50, %55, %15, %15, %15, %9, %15 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %57 = llvm.add %50, %21 : i64
      %58 = llvm.add %55, %20 : i64
      %59 = llvm.extractvalue %56[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %60 = llvm.extractvalue %56[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %61 = llvm.extractvalue %56[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %62 = llvm.extractvalue %56[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %63 = llvm.extractvalue %56[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %64 = llvm.extractvalue %56[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %65 = llvm.extractvalue %56[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %66 = llvm.extractvalue %56[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %67 = llvm.extractvalue %56[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %68 = llvm.extractvalue %56[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %69 = llvm.extractvalue %56[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %70 = llvm.extractvalue %56[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %71 = llvm.extractvalue %56[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %72 = llvm.extractvalue %56[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %73 = llvm.extractvalue %56[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %74 = llvm.extractvalue %56[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %75 = llvm.extractvalue %56[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %76 = llvm.extractvalue %56[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %77 = llvm.extractvalue %56[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %78 = llvm.extractvalue %56[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %79 = llvm.extractvalue %56[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %80 = llvm.extractvalue %56[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %81 = llvm.extractvalue %56[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %82 = llvm.extractvalue %56[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %83 = llvm.extractvalue %56[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %84 = llvm.extractvalue %56[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %85 = llvm.extractvalue %56[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %86 = llvm.extractvalue %56[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %87 = llvm.extractvalue %56[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %88 = llvm.extractvalue %56[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %89 = llvm.extractvalue %56[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %90 = llvm.extractvalue %56[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %91 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, $67,  $68, $69,  $70;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,n,n,n,n,n" %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %57, %58, %15, %15, %15, %9, %15 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %92 = llvm.add %50, %19 : i64
      %93 = llvm.add %55, %18 : i64
      %94 = llvm.extractvalue %91[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %95 = llvm.extractvalue %91[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %96 = llvm.extractvalue %91[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %97 = llvm.extractvalue %91[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %98 = llvm.extractvalue %91[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %99 = llvm.extractvalue %91[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %100 = llvm.extractvalue %91[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %101 = llvm.extractvalue %91[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %102 = llvm.extractvalue %91[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %103 = llvm.extractvalue %91[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %104 = llvm.extractvalue %91[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %105 = llvm.extractvalue %91[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %106 = llvm.extractvalue %91[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %107 = llvm.extractvalue %91[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %108 = llvm.extractvalue %91[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %109 = llvm.extractvalue %91[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %110 = llvm.extractvalue %91[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %111 = llvm.extractvalue %91[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %112 = llvm.extractvalue %91[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %113 = llvm.extractvalue %91[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %114 = llvm.extractvalue %91[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %115 = llvm.extractvalue %91[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %116 = llvm.extractvalue %91[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %117 = llvm.extractvalue %91[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %118 = llvm.extractvalue %91[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %119 = llvm.extractvalue %91[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %120 = llvm.extractvalue %91[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %121 = llvm.extractvalue %91[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %122 = llvm.extractvalue %91[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %123 = llvm.extractvalue %91[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %124 = llvm.extractvalue %91[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %125 = llvm.extractvalue %91[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %126 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, $67,  $68, $69,  $70;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,n,n,n,n,n" %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %92, %93, %15, %15, %15, %9, %15 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %127 = llvm.add %50, %17 : i64
      %128 = llvm.add %55, %16 : i64
      %129 = llvm.extractvalue %126[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %130 = llvm.extractvalue %126[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %131 = llvm.extractvalue %126[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %132 = llvm.extractvalue %126[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %133 = llvm.extractvalue %126[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %134 = llvm.extractvalue %126[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %135 = llvm.extractvalue %126[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %136 = llvm.extractvalue %126[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %137 = llvm.extractvalue %126[8] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %138 = llvm.extractvalue %126[9] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %139 = llvm.extractvalue %126[10] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %140 = llvm.extractvalue %126[11] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %141 = llvm.extractvalue %126[12] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %142 = llvm.extractvalue %126[13] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %143 = llvm.extractvalue %126[14] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %144 = llvm.extractvalue %126[15] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %145 = llvm.extractvalue %126[16] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %146 = llvm.extractvalue %126[17] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %147 = llvm.extractvalue %126[18] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %148 = llvm.extractvalue %126[19] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %149 = llvm.extractvalue %126[20] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %150 = llvm.extractvalue %126[21] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %151 = llvm.extractvalue %126[22] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %152 = llvm.extractvalue %126[23] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %153 = llvm.extractvalue %126[24] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %154 = llvm.extractvalue %126[25] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %155 = llvm.extractvalue %126[26] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %156 = llvm.extractvalue %126[27] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %157 = llvm.extractvalue %126[28] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %158 = llvm.extractvalue %126[29] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %159 = llvm.extractvalue %126[30] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %160 = llvm.extractvalue %126[31] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> 
      %161 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, $67,  $68, $69,  $70;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,n,n,n,n,n" %129, %130, %131, %132, %133, %134, %135, %136, %137, %138, %139, %140, %141, %142, %143, %144, %145, %146, %147, %148, %149, %150, %151, %152, %153, %154, %155, %156, %157, %158, %159, %160, %127, %128, %15, %15, %15, %9, %15 : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %162 = llvm.insertvalue %161, %25[0] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      nvvm.wgmma.commit.group.sync.aligned
      nvvm.wgmma.wait.group.sync.aligned 1
      nvvm.wgmma.wait.group.sync.aligned 0
      %163 = llvm.getelementptr %0[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<64 x array<64 x f32>>
      %164 = nvvm.read.ptx.sreg.tid.x : i32
      %165 = llvm.urem %164, %10 : i32
      %166 = llvm.udiv %164, %10 : i32
      %167 = llvm.udiv %165, %13 : i32
      %168 = llvm.urem %165, %13 : i32
      %169 = llvm.mul %168, %14 : i32
      %170 = llvm.mul %166, %11 : i32
      %171 = llvm.add %167, %170 : i32
      %172 = llvm.mul %9, %12 : i32
      %173 = llvm.add %171, %172 : i32
      %174 = llvm.add %169, %172 : i32
      %175 = llvm.sext %173 : i32 to i64
      %176 = llvm.sext %174 : i32 to i64
      %177 = llvm.add %174, %15 : i32
      %178 = llvm.sext %177 : i32 to i64
      %179 = llvm.extractvalue %162[0, 0] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %180 = llvm.extractvalue %162[0, 1] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %181 = llvm.mul %175, %1 overflow<nsw, nuw> : i64
      %182 = llvm.add %181, %176 overflow<nsw, nuw> : i64
      %183 = llvm.getelementptr inbounds|nuw %163[%182] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %179, %183 : f32, !llvm.ptr<3>
      %184 = llvm.add %181, %178 overflow<nsw, nuw> : i64
      %185 = llvm.getelementptr inbounds|nuw %163[%184] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %180, %185 : f32, !llvm.ptr<3>
      %186 = llvm.mul %15, %12 : i32
      %187 = llvm.add %169, %186 : i32
      %188 = llvm.sext %187 : i32 to i64
      %189 = llvm.add %187, %15 : i32
      %190 = llvm.sext %189 : i32 to i64
      %191 = llvm.extractvalue %162[0, 4] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %192 = llvm.extractvalue %162[0, 5] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %193 = llvm.add %181, %188 overflow<nsw, nuw> : i64
      %194 = llvm.getelementptr inbounds|nuw %163[%193] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %191, %194 : f32, !llvm.ptr<3>
      %195 = llvm.add %181, %190 overflow<nsw, nuw> : i64
      %196 = llvm.getelementptr inbounds|nuw %163[%195] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %192, %196 : f32, !llvm.ptr<3>
      %197 = llvm.mul %14, %12 : i32
      %198 = llvm.add %169, %197 : i32
      %199 = llvm.sext %198 : i32 to i64
      %200 = llvm.add %198, %15 : i32
      %201 = llvm.sext %200 : i32 to i64
      %202 = llvm.extractvalue %162[0, 8] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %203 = llvm.extractvalue %162[0, 9] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %204 = llvm.add %181, %199 overflow<nsw, nuw> : i64
      %205 = llvm.getelementptr inbounds|nuw %163[%204] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %202, %205 : f32, !llvm.ptr<3>
      %206 = llvm.add %181, %201 overflow<nsw, nuw> : i64
      %207 = llvm.getelementptr inbounds|nuw %163[%206] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %203, %207 : f32, !llvm.ptr<3>
      %208 = llvm.mul %8, %12 : i32
      %209 = llvm.add %169, %208 : i32
      %210 = llvm.sext %209 : i32 to i64
      %211 = llvm.add %209, %15 : i32
      %212 = llvm.sext %211 : i32 to i64
      %213 = llvm.extractvalue %162[0, 12] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %214 = llvm.extractvalue %162[0, 13] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %215 = llvm.add %181, %210 overflow<nsw, nuw> : i64
      %216 = llvm.getelementptr inbounds|nuw %163[%215] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %213, %216 : f32, !llvm.ptr<3>
      %217 = llvm.add %181, %212 overflow<nsw, nuw> : i64
      %218 = llvm.getelementptr inbounds|nuw %163[%217] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %214, %218 : f32, !llvm.ptr<3>
      %219 = llvm.mul %13, %12 : i32
      %220 = llvm.add %169, %219 : i32
      %221 = llvm.sext %220 : i32 to i64
      %222 = llvm.add %220, %15 : i32
      %223 = llvm.sext %222 : i32 to i64
      %224 = llvm.extractvalue %162[0, 16] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %225 = llvm.extractvalue %162[0, 17] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %226 = llvm.add %181, %221 overflow<nsw, nuw> : i64
      %227 = llvm.getelementptr inbounds|nuw %163[%226] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %224, %227 : f32, !llvm.ptr<3>
      %228 = llvm.add %181, %223 overflow<nsw, nuw> : i64
      %229 = llvm.getelementptr inbounds|nuw %163[%228] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %225, %229 : f32, !llvm.ptr<3>
      %230 = llvm.mul %7, %12 : i32
      %231 = llvm.add %169, %230 : i32
      %232 = llvm.sext %231 : i32 to i64
      %233 = llvm.add %231, %15 : i32
      %234 = llvm.sext %233 : i32 to i64
      %235 = llvm.extractvalue %162[0, 20] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %236 = llvm.extractvalue %162[0, 21] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %237 = llvm.add %181, %232 overflow<nsw, nuw> : i64
      %238 = llvm.getelementptr inbounds|nuw %163[%237] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %235, %238 : f32, !llvm.ptr<3>
      %239 = llvm.add %181, %234 overflow<nsw, nuw> : i64
      %240 = llvm.getelementptr inbounds|nuw %163[%239] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %236, %240 : f32, !llvm.ptr<3>
      %241 = llvm.mul %6, %12 : i32
      %242 = llvm.add %169, %241 : i32
      %243 = llvm.sext %242 : i32 to i64
      %244 = llvm.add %242, %15 : i32
      %245 = llvm.sext %244 : i32 to i64
      %246 = llvm.extractvalue %162[0, 24] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %247 = llvm.extractvalue %162[0, 25] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %248 = llvm.add %181, %243 overflow<nsw, nuw> : i64
      %249 = llvm.getelementptr inbounds|nuw %163[%248] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %246, %249 : f32, !llvm.ptr<3>
      %250 = llvm.add %181, %245 overflow<nsw, nuw> : i64
      %251 = llvm.getelementptr inbounds|nuw %163[%250] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %247, %251 : f32, !llvm.ptr<3>
      %252 = llvm.mul %5, %12 : i32
      %253 = llvm.add %169, %252 : i32
      %254 = llvm.sext %253 : i32 to i64
      %255 = llvm.add %253, %15 : i32
      %256 = llvm.sext %255 : i32 to i64
      %257 = llvm.extractvalue %162[0, 28] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %258 = llvm.extractvalue %162[0, 29] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %259 = llvm.add %181, %254 overflow<nsw, nuw> : i64
      %260 = llvm.getelementptr inbounds|nuw %163[%259] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %257, %260 : f32, !llvm.ptr<3>
      %261 = llvm.add %181, %256 overflow<nsw, nuw> : i64
      %262 = llvm.getelementptr inbounds|nuw %163[%261] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %258, %262 : f32, !llvm.ptr<3>
      %263 = llvm.add %171, %186 : i32
      %264 = llvm.sext %263 : i32 to i64
      %265 = llvm.extractvalue %162[0, 2] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %266 = llvm.extractvalue %162[0, 3] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %267 = llvm.mul %264, %1 overflow<nsw, nuw> : i64
      %268 = llvm.add %267, %176 overflow<nsw, nuw> : i64
      %269 = llvm.getelementptr inbounds|nuw %163[%268] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %265, %269 : f32, !llvm.ptr<3>
      %270 = llvm.add %267, %178 overflow<nsw, nuw> : i64
      %271 = llvm.getelementptr inbounds|nuw %163[%270] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %266, %271 : f32, !llvm.ptr<3>
      %272 = llvm.extractvalue %162[0, 6] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %273 = llvm.extractvalue %162[0, 7] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %274 = llvm.add %267, %188 overflow<nsw, nuw> : i64
      %275 = llvm.getelementptr inbounds|nuw %163[%274] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %272, %275 : f32, !llvm.ptr<3>
      %276 = llvm.add %267, %190 overflow<nsw, nuw> : i64
      %277 = llvm.getelementptr inbounds|nuw %163[%276] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %273, %277 : f32, !llvm.ptr<3>
      %278 = llvm.extractvalue %162[0, 10] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %279 = llvm.extractvalue %162[0, 11] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %280 = llvm.add %267, %199 overflow<nsw, nuw> : i64
      %281 = llvm.getelementptr inbounds|nuw %163[%280] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %278, %281 : f32, !llvm.ptr<3>
      %282 = llvm.add %267, %201 overflow<nsw, nuw> : i64
      %283 = llvm.getelementptr inbounds|nuw %163[%282] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %279, %283 : f32, !llvm.ptr<3>
      %284 = llvm.extractvalue %162[0, 14] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %285 = llvm.extractvalue %162[0, 15] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %286 = llvm.add %267, %210 overflow<nsw, nuw> : i64
      %287 = llvm.getelementptr inbounds|nuw %163[%286] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %284, %287 : f32, !llvm.ptr<3>
      %288 = llvm.add %267, %212 overflow<nsw, nuw> : i64
      %289 = llvm.getelementptr inbounds|nuw %163[%288] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %285, %289 : f32, !llvm.ptr<3>
      %290 = llvm.extractvalue %162[0, 18] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %291 = llvm.extractvalue %162[0, 19] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %292 = llvm.add %267, %221 overflow<nsw, nuw> : i64
      %293 = llvm.getelementptr inbounds|nuw %163[%292] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %290, %293 : f32, !llvm.ptr<3>
      %294 = llvm.add %267, %223 overflow<nsw, nuw> : i64
      %295 = llvm.getelementptr inbounds|nuw %163[%294] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %291, %295 : f32, !llvm.ptr<3>
      %296 = llvm.extractvalue %162[0, 22] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %297 = llvm.extractvalue %162[0, 23] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %298 = llvm.add %267, %232 overflow<nsw, nuw> : i64
      %299 = llvm.getelementptr inbounds|nuw %163[%298] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %296, %299 : f32, !llvm.ptr<3>
      %300 = llvm.add %267, %234 overflow<nsw, nuw> : i64
      %301 = llvm.getelementptr inbounds|nuw %163[%300] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %297, %301 : f32, !llvm.ptr<3>
      %302 = llvm.extractvalue %162[0, 26] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %303 = llvm.extractvalue %162[0, 27] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %304 = llvm.add %267, %243 overflow<nsw, nuw> : i64
      %305 = llvm.getelementptr inbounds|nuw %163[%304] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %302, %305 : f32, !llvm.ptr<3>
      %306 = llvm.add %267, %245 overflow<nsw, nuw> : i64
      %307 = llvm.getelementptr inbounds|nuw %163[%306] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %303, %307 : f32, !llvm.ptr<3>
      %308 = llvm.extractvalue %162[0, 30] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %309 = llvm.extractvalue %162[0, 31] : !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)> 
      %310 = llvm.add %267, %254 overflow<nsw, nuw> : i64
      %311 = llvm.getelementptr inbounds|nuw %163[%310] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %308, %311 : f32, !llvm.ptr<3>
      %312 = llvm.add %267, %256 overflow<nsw, nuw> : i64
      %313 = llvm.getelementptr inbounds|nuw %163[%312] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %309, %313 : f32, !llvm.ptr<3>
      nvvm.barrier0
      %314 = llvm.udiv %34, %arg2 : i64
      %315 = llvm.mul %314, %1 overflow<nsw, nuw> : i64
      %316 = llvm.add %315, %30 overflow<nsw, nuw> : i64
      %317 = llvm.getelementptr inbounds|nuw %163[%316] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %318 = llvm.load %317 : !llvm.ptr<3> -> f32
      %319 = llvm.getelementptr inbounds|nuw %arg4[%316] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %318, %319 : f32, !llvm.ptr
      llvm.return
    }
    llvm.mlir.global private @__mbarrier() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<2 x i64>
    llvm.mlir.global private @result() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<64 x array<64 x f32>>
  }
  llvm.func @mgpuTensorMapEncodeTiledMemref(i64, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr) -> !llvm.ptr
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i8) -> !llvm.ptr
}
