module attributes {gpu.container_module} {
  gpu.module @shuffle_module [#nvvm.target<chip = "sm_80">] {
    llvm.mlir.global private @warp_max() {addr_space = 3 : i32} : !llvm.array<8 x f32>
    llvm.mlir.global private @warp_sum() {addr_space = 3 : i32} : !llvm.array<8 x f32>
    llvm.func @max_and_sum(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 256, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.constant(0 : i64) : i64
      %1 = llvm.mlir.addressof @warp_max : !llvm.ptr<3>
      %2 = llvm.mlir.constant(32 : i64) : i64
      %3 = llvm.mlir.addressof @warp_sum : !llvm.ptr<3>
      %4 = llvm.mlir.constant(-1 : i32) : i32
      %5 = llvm.mlir.constant(0 : i32) : i32
      %6 = llvm.mlir.constant(16 : i32) : i32
      %7 = llvm.mlir.constant(8 : i32) : i32
      %8 = llvm.mlir.constant(4 : i32) : i32
      %9 = llvm.mlir.constant(2 : i32) : i32
      %10 = llvm.mlir.constant(1 : i32) : i32
      %11 = llvm.mlir.constant(32 : i32) : i32
      %12 = llvm.mlir.constant(8 : i64) : i64
      %13 = llvm.mlir.constant(1 : i64) : i64
      %14 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 256> : i32
      %15 = llvm.sext %14 : i32 to i64
      %16 = nvvm.read.ptx.sreg.ctaid.x : i32
      %17 = llvm.sext %16 : i32 to i64
      %18 = nvvm.read.ptx.sreg.ntid.x range <i32, 256, 257> : i32
      %19 = llvm.sext %18 : i32 to i64
      %20 = llvm.mul %17, %19 : i64
      %21 = llvm.add %20, %15 : i64
      %22 = llvm.getelementptr inbounds|nuw %arg1[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %23 = llvm.load %22 : !llvm.ptr -> f32
      %24 = llvm.sub %11, %11 : i32
      %25 = llvm.lshr %4, %24 : i32
      %26 = llvm.sub %11, %10 : i32
      %27 = nvvm.shfl.sync bfly %25, %23, %6, %26 : f32 -> f32
      %28 = llvm.intr.maximum(%23, %27) : (f32, f32) -> f32
      %29 = nvvm.shfl.sync bfly %25, %28, %7, %26 : f32 -> f32
      %30 = llvm.intr.maximum(%28, %29) : (f32, f32) -> f32
      %31 = nvvm.shfl.sync bfly %25, %30, %8, %26 : f32 -> f32
      %32 = llvm.intr.maximum(%30, %31) : (f32, f32) -> f32
      %33 = nvvm.shfl.sync bfly %25, %32, %9, %26 : f32 -> f32
      %34 = llvm.intr.maximum(%32, %33) : (f32, f32) -> f32
      %35 = nvvm.shfl.sync bfly %25, %34, %10, %26 : f32 -> f32
      %36 = llvm.intr.maximum(%34, %35) : (f32, f32) -> f32
      %37 = nvvm.shfl.sync down %25, %23, %6, %26 : f32 -> f32
      %38 = llvm.fadd %23, %37 : f32
      %39 = nvvm.shfl.sync down %25, %38, %7, %26 : f32 -> f32
      %40 = llvm.fadd %38, %39 : f32
      %41 = nvvm.shfl.sync down %25, %40, %8, %26 : f32 -> f32
      %42 = llvm.fadd %40, %41 : f32
      %43 = nvvm.shfl.sync down %25, %42, %9, %26 : f32 -> f32
      %44 = llvm.fadd %42, %43 : f32
      %45 = nvvm.shfl.sync down %25, %44, %10, %26 : f32 -> f32
      %46 = llvm.fadd %44, %45 : f32
      %47 = nvvm.shfl.sync idx %25, %46, %5, %26 : f32 -> f32
      %48 = llvm.urem %15, %2 : i64
      %49 = llvm.udiv %15, %2 : i64
      %50 = llvm.getelementptr %3[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<8 x f32>
      %51 = llvm.getelementptr %1[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<8 x f32>
      %52 = llvm.icmp "eq" %48, %0 : i64
      llvm.cond_br %52, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %53 = llvm.getelementptr inbounds|nuw %50[%49] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %36, %53 : f32, !llvm.ptr<3>
      %54 = llvm.getelementptr inbounds|nuw %51[%49] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %47, %54 : f32, !llvm.ptr<3>
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      nvvm.barrier
      %55 = llvm.icmp "eq" %15, %0 : i64
      llvm.cond_br %55, ^bb3, ^bb7
    ^bb3:  // pred: ^bb2
      %56 = llvm.load %50 : !llvm.ptr<3> -> f32
      %57 = llvm.load %51 : !llvm.ptr<3> -> f32
      llvm.br ^bb4(%13, %56, %57 : i64, f32, f32)
    ^bb4(%58: i64, %59: f32, %60: f32):  // 2 preds: ^bb3, ^bb5
      %61 = llvm.icmp "slt" %58, %12 : i64
      llvm.cond_br %61, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %62 = llvm.getelementptr inbounds|nuw %50[%58] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %63 = llvm.load %62 : !llvm.ptr<3> -> f32
      %64 = llvm.getelementptr inbounds|nuw %51[%58] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %65 = llvm.load %64 : !llvm.ptr<3> -> f32
      %66 = llvm.intr.maximum(%59, %63) : (f32, f32) -> f32
      %67 = llvm.fadd %60, %65 : f32
      %68 = llvm.add %58, %13 : i64
      llvm.br ^bb4(%68, %66, %67 : i64, f32, f32)
    ^bb6:  // pred: ^bb4
      %69 = llvm.getelementptr inbounds|nuw %arg6[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %59, %69 : f32, !llvm.ptr
      %70 = llvm.getelementptr inbounds|nuw %arg11[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %60, %70 : f32, !llvm.ptr
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb2, ^bb6
      llvm.return
    }
  }
}

