module attributes {gpu.container_module} {
  gpu.module @call_module [#nvvm.target<chip = "sm_80">] {
    llvm.func @smoothstep(%arg0: f32, %arg1: f32, %arg2: f32) -> f32 {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %2 = llvm.mlir.constant(2.000000e+00 : f32) : f32
      %3 = llvm.mlir.constant(3.000000e+00 : f32) : f32
      %4 = llvm.fsub %arg2, %arg0 : f32
      %5 = llvm.fsub %arg1, %arg0 : f32
      %6 = llvm.fdiv %4, %5 : f32
      %7 = llvm.intr.maxnum(%6, %0) : (f32, f32) -> f32
      %8 = llvm.intr.minnum(%7, %1) : (f32, f32) -> f32
      %9 = llvm.fmul %8, %8 : f32
      %10 = llvm.fmul %2, %8 : f32
      %11 = llvm.fsub %3, %10 : f32
      %12 = llvm.fmul %9, %11 : f32
      llvm.return %12 : f32
    }
    llvm.func @lane_id() -> i32 {
      %0 = llvm.mlir.constant(31 : i32) : i32
      %1 = nvvm.read.ptx.sreg.tid.x : i32
      %2 = llvm.and %1, %0 : i32
      llvm.return %2 : i32
    }
    llvm.func @blend(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: f32, %arg11: f32, %arg12: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 256, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
      %0 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 256> : i32
      %1 = llvm.sext %0 : i32 to i64
      %2 = nvvm.read.ptx.sreg.ctaid.x : i32
      %3 = llvm.sext %2 : i32 to i64
      %4 = nvvm.read.ptx.sreg.ntid.x range <i32, 256, 257> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = llvm.mul %3, %5 : i64
      %7 = llvm.add %6, %1 : i64
      %8 = llvm.icmp "ult" %7, %arg12 : i64
      llvm.cond_br %8, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %9 = llvm.getelementptr inbounds|nuw %arg1[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %10 = llvm.load %9 : !llvm.ptr -> f32
      %11 = llvm.call @smoothstep(%arg10, %arg11, %10) : (f32, f32, f32) -> f32
      llvm.store %11, %9 : f32, !llvm.ptr
      %12 = llvm.call @lane_id() : () -> i32
      %13 = llvm.getelementptr inbounds|nuw %arg6[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %12, %13 : i32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
}

