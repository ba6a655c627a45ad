module attributes {gpu.container_module} {
  gpu.module @reduce_module [#nvvm.target<chip = "sm_80">] {
    llvm.mlir.global internal @__wg_block_sum_0() {addr_space = 3 : i32} : !llvm.array<256 x f32>
    llvm.func @block_sum(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 256, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(128 : i64) : i64
      %2 = llvm.mlir.constant(8 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.constant(0 : i64) : i64
      %5 = llvm.mlir.addressof @__wg_block_sum_0 : !llvm.ptr<3>
      %6 = llvm.getelementptr %5[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<256 x f32>
      %7 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 256> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = nvvm.read.ptx.sreg.ctaid.x : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = nvvm.read.ptx.sreg.ntid.x range <i32, 256, 257> : i32
      %12 = llvm.sext %11 : i32 to i64
      %13 = llvm.mul %10, %12 : i64
      %14 = llvm.add %13, %8 : i64
      %15 = llvm.icmp "ult" %14, %arg10 : i64
      llvm.cond_br %15, ^bb1, ^bb2(%0 : f32)
    ^bb1:  // pred: ^bb0
      %16 = llvm.getelementptr inbounds|nuw %arg1[%14] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %17 = llvm.load %16 : !llvm.ptr -> f32
      llvm.br ^bb2(%17 : f32)
    ^bb2(%18: f32):  // 2 preds: ^bb0, ^bb1
      %19 = llvm.getelementptr inbounds|nuw %6[%8] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %18, %19 : f32, !llvm.ptr<3>
      nvvm.barrier
      llvm.br ^bb3(%4 : i64)
    ^bb3(%20: i64):  // 2 preds: ^bb2, ^bb6
      %21 = llvm.icmp "slt" %20, %2 : i64
      llvm.cond_br %21, ^bb4, ^bb7
    ^bb4:  // pred: ^bb3
      %22 = llvm.lshr %1, %20 : i64
      %23 = llvm.icmp "ult" %8, %22 : i64
      llvm.cond_br %23, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %24 = llvm.add %8, %22 : i64
      %25 = llvm.load %19 : !llvm.ptr<3> -> f32
      %26 = llvm.getelementptr inbounds|nuw %6[%24] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %27 = llvm.load %26 : !llvm.ptr<3> -> f32
      %28 = llvm.fadd %25, %27 : f32
      llvm.store %28, %19 : f32, !llvm.ptr<3>
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      nvvm.barrier
      %29 = llvm.add %20, %3 : i64
      llvm.br ^bb3(%29 : i64)
    ^bb7:  // pred: ^bb3
      %30 = llvm.icmp "eq" %8, %4 : i64
      llvm.cond_br %30, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %31 = llvm.load %6 : !llvm.ptr<3> -> f32
      %32 = llvm.getelementptr inbounds|nuw %arg6[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %31, %32 : f32, !llvm.ptr
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      llvm.return
    }
  }
}

