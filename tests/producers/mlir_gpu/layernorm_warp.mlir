module attributes {gpu.container_module} {
  gpu.module @layernorm_module [#nvvm.target<chip = "sm_80">] {
    llvm.func @__nv_fmaf(f32, f32, f32) -> f32
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @layernorm(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: !llvm.ptr, %arg13: !llvm.ptr, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: !llvm.ptr, %arg18: !llvm.ptr, %arg19: i64, %arg20: i64, %arg21: i64, %arg22: i64, %arg23: i64, %arg24: f32) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(-1 : i32) : i32
      %1 = llvm.mlir.constant(16 : i32) : i32
      %2 = llvm.mlir.constant(8 : i32) : i32
      %3 = llvm.mlir.constant(4 : i32) : i32
      %4 = llvm.mlir.constant(2 : i32) : i32
      %5 = llvm.mlir.constant(1 : i32) : i32
      %6 = llvm.mlir.constant(32 : i32) : i32
      %7 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %8 = llvm.mlir.constant(32 : i64) : i64
      %9 = llvm.mlir.constant(8 : i64) : i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %13 = llvm.sext %12 : i32 to i64
      %14 = nvvm.read.ptx.sreg.ctaid.x : i32
      %15 = llvm.sext %14 : i32 to i64
      %16 = llvm.mul %15, %9 : i64
      %17 = llvm.add %16, %13 : i64
      %18 = llvm.icmp "ult" %17, %arg3 : i64
      llvm.cond_br %18, ^bb1, ^bb10
    ^bb1:  // pred: ^bb0
      %19 = llvm.trunc %arg4 : i64 to i32
      %20 = llvm.uitofp %19 : i32 to f32
      llvm.br ^bb2(%11, %7 : i64, f32)
    ^bb2(%21: i64, %22: f32):  // 2 preds: ^bb1, ^bb3
      %23 = llvm.icmp "slt" %21, %arg4 : i64
      llvm.cond_br %23, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %24 = llvm.mul %17, %arg5 overflow<nsw> : i64
      %25 = llvm.add %24, %21 overflow<nsw> : i64
      %26 = llvm.getelementptr inbounds %arg1[%25] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %27 = llvm.load %26 : !llvm.ptr -> f32
      %28 = llvm.fadd %22, %27 : f32
      %29 = llvm.add %21, %8 : i64
      llvm.br ^bb2(%29, %28 : i64, f32)
    ^bb4:  // pred: ^bb2
      %30 = llvm.sub %6, %6 : i32
      %31 = llvm.lshr %0, %30 : i32
      %32 = llvm.sub %6, %5 : i32
      %33 = nvvm.shfl.sync bfly %31, %22, %1, %32 : f32 -> f32
      %34 = llvm.fadd %22, %33 : f32
      %35 = nvvm.shfl.sync bfly %31, %34, %2, %32 : f32 -> f32
      %36 = llvm.fadd %34, %35 : f32
      %37 = nvvm.shfl.sync bfly %31, %36, %3, %32 : f32 -> f32
      %38 = llvm.fadd %36, %37 : f32
      %39 = nvvm.shfl.sync bfly %31, %38, %4, %32 : f32 -> f32
      %40 = llvm.fadd %38, %39 : f32
      %41 = nvvm.shfl.sync bfly %31, %40, %5, %32 : f32 -> f32
      %42 = llvm.fadd %40, %41 : f32
      %43 = llvm.fdiv %42, %20 : f32
      llvm.br ^bb5(%11, %7 : i64, f32)
    ^bb5(%44: i64, %45: f32):  // 2 preds: ^bb4, ^bb6
      %46 = llvm.icmp "slt" %44, %arg4 : i64
      llvm.cond_br %46, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %47 = llvm.mul %17, %arg5 overflow<nsw> : i64
      %48 = llvm.add %47, %44 overflow<nsw> : i64
      %49 = llvm.getelementptr inbounds %arg1[%48] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %50 = llvm.load %49 : !llvm.ptr -> f32
      %51 = llvm.fsub %50, %43 : f32
      %52 = llvm.call @__nv_fmaf(%51, %51, %45) : (f32, f32, f32) -> f32
      %53 = llvm.add %44, %8 : i64
      llvm.br ^bb5(%53, %52 : i64, f32)
    ^bb7:  // pred: ^bb5
      %54 = nvvm.shfl.sync bfly %31, %45, %1, %32 : f32 -> f32
      %55 = llvm.fadd %45, %54 : f32
      %56 = nvvm.shfl.sync bfly %31, %55, %2, %32 : f32 -> f32
      %57 = llvm.fadd %55, %56 : f32
      %58 = nvvm.shfl.sync bfly %31, %57, %3, %32 : f32 -> f32
      %59 = llvm.fadd %57, %58 : f32
      %60 = nvvm.shfl.sync bfly %31, %59, %4, %32 : f32 -> f32
      %61 = llvm.fadd %59, %60 : f32
      %62 = nvvm.shfl.sync bfly %31, %61, %5, %32 : f32 -> f32
      %63 = llvm.fadd %61, %62 : f32
      %64 = llvm.fdiv %63, %20 : f32
      %65 = llvm.fadd %64, %arg24 : f32
      %66 = llvm.call @__nv_rsqrtf(%65) : (f32) -> f32
      llvm.br ^bb8(%11 : i64)
    ^bb8(%67: i64):  // 2 preds: ^bb7, ^bb9
      %68 = llvm.icmp "slt" %67, %arg4 : i64
      llvm.cond_br %68, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %69 = llvm.mul %17, %arg5 overflow<nsw> : i64
      %70 = llvm.add %69, %67 overflow<nsw> : i64
      %71 = llvm.getelementptr inbounds %arg1[%70] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %72 = llvm.load %71 : !llvm.ptr -> f32
      %73 = llvm.getelementptr inbounds|nuw %arg8[%67] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %74 = llvm.load %73 : !llvm.ptr -> f32
      %75 = llvm.getelementptr inbounds|nuw %arg13[%67] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %76 = llvm.load %75 : !llvm.ptr -> f32
      %77 = llvm.fsub %72, %43 : f32
      %78 = llvm.fmul %77, %66 : f32
      %79 = llvm.call @__nv_fmaf(%78, %74, %76) : (f32, f32, f32) -> f32
      %80 = llvm.mul %17, %arg22 overflow<nsw> : i64
      %81 = llvm.add %80, %67 overflow<nsw> : i64
      %82 = llvm.getelementptr inbounds %arg18[%81] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %79, %82 : f32, !llvm.ptr
      %83 = llvm.add %67, %8 : i64
      llvm.br ^bb8(%83 : i64)
    ^bb10:  // 2 preds: ^bb0, ^bb8
      llvm.return
    }
  }
}

