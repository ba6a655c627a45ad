module attributes {gpu.container_module} {
  gpu.module @convert_module [#nvvm.target<chip = "sm_80">] {
    llvm.func @clamp_to_f16(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: f32) attributes {gpu.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.constant(0 : i32) : i32
      %1 = llvm.mlir.poison : vector<4xf32>
      %2 = llvm.mlir.constant(4 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = nvvm.read.ptx.sreg.ctaid.x : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.ntid.x range <i32, 128, 129> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = llvm.mul %7, %9 : i64
      %11 = llvm.add %10, %5 : i64
      %12 = llvm.mul %11, %2 : i64
      %13 = llvm.add %12, %2 : i64
      %14 = llvm.icmp "ule" %13, %arg10 : i64
      %15 = llvm.fneg %arg11 : f32
      llvm.cond_br %14, ^bb1, ^bb2(%12 : i64)
    ^bb1:  // pred: ^bb0
      %16 = llvm.getelementptr %arg1[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %17 = llvm.load %16 <alignment = 4> : !llvm.ptr -> vector<4xf32>
      %18 = llvm.insertelement %arg11, %1[%0 : i32] : vector<4xf32>
      %19 = llvm.shufflevector %18, %1 [0, 0, 0, 0] : vector<4xf32> 
      %20 = llvm.insertelement %15, %1[%0 : i32] : vector<4xf32>
      %21 = llvm.shufflevector %20, %1 [0, 0, 0, 0] : vector<4xf32> 
      %22 = llvm.intr.minimum(%17, %19) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
      %23 = llvm.intr.maximum(%22, %21) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
      %24 = llvm.fptrunc %23 : vector<4xf32> to vector<4xf16>
      %25 = llvm.getelementptr %arg6[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %24, %25 <alignment = 2> : vector<4xf16>, !llvm.ptr
      llvm.br ^bb4
    ^bb2(%26: i64):  // 2 preds: ^bb0, ^bb3
      %27 = llvm.icmp "slt" %26, %arg10 : i64
      llvm.cond_br %27, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %28 = llvm.getelementptr inbounds|nuw %arg1[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.fcmp "ogt" %29, %arg11 : f32
      %31 = llvm.fcmp "olt" %29, %15 : f32
      %32 = llvm.select %30, %arg11, %29 : i1, f32
      %33 = llvm.select %31, %15, %32 : i1, f32
      %34 = llvm.fptrunc %33 : f32 to f16
      %35 = llvm.getelementptr inbounds|nuw %arg6[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      llvm.store %34, %35 : f16, !llvm.ptr
      %36 = llvm.add %26, %3 : i64
      llvm.br ^bb2(%36 : i64)
    ^bb4:  // 2 preds: ^bb1, ^bb2
      llvm.return
    }
  }
}

