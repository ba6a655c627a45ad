module attributes {gpu.container_module} {
  gpu.module @stencil_module [#nvvm.target<chip = "sm_80">] {
    llvm.func @jacobi_step(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 16, 16, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 16, 16, 1>} {
      %0 = llvm.mlir.constant(2.500000e-01 : f32) : f32
      %1 = llvm.mlir.constant(1 : i64) : i64
      %2 = llvm.mlir.constant(0 : i64) : i64
      %3 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 16> : i32
      %4 = llvm.sext %3 : i32 to i64
      %5 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 16> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = nvvm.read.ptx.sreg.ctaid.x : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = nvvm.read.ptx.sreg.ctaid.y : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = nvvm.read.ptx.sreg.ntid.x range <i32, 16, 17> : i32
      %12 = llvm.sext %11 : i32 to i64
      %13 = nvvm.read.ptx.sreg.ntid.y range <i32, 16, 17> : i32
      %14 = llvm.sext %13 : i32 to i64
      %15 = llvm.mul %8, %12 : i64
      %16 = llvm.add %15, %4 : i64
      %17 = llvm.mul %10, %14 : i64
      %18 = llvm.add %17, %6 : i64
      %19 = llvm.sub %arg3, %1 : i64
      %20 = llvm.sub %arg4, %1 : i64
      %21 = llvm.icmp "ugt" %18, %2 : i64
      %22 = llvm.icmp "ult" %18, %19 : i64
      %23 = llvm.icmp "ugt" %16, %2 : i64
      %24 = llvm.icmp "ult" %16, %20 : i64
      %25 = llvm.and %21, %22 : i1
      %26 = llvm.and %23, %24 : i1
      %27 = llvm.and %25, %26 : i1
      llvm.cond_br %27, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %28 = llvm.sub %18, %1 : i64
      %29 = llvm.add %18, %1 : i64
      %30 = llvm.sub %16, %1 : i64
      %31 = llvm.add %16, %1 : i64
      %32 = llvm.mul %28, %arg5 overflow<nsw> : i64
      %33 = llvm.add %32, %16 overflow<nsw> : i64
      %34 = llvm.getelementptr inbounds %arg1[%33] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %35 = llvm.load %34 : !llvm.ptr -> f32
      %36 = llvm.mul %29, %arg5 overflow<nsw> : i64
      %37 = llvm.add %36, %16 overflow<nsw> : i64
      %38 = llvm.getelementptr inbounds %arg1[%37] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %39 = llvm.load %38 : !llvm.ptr -> f32
      %40 = llvm.mul %18, %arg5 overflow<nsw> : i64
      %41 = llvm.add %40, %30 overflow<nsw> : i64
      %42 = llvm.getelementptr inbounds %arg1[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %43 = llvm.load %42 : !llvm.ptr -> f32
      %44 = llvm.add %40, %31 overflow<nsw> : i64
      %45 = llvm.getelementptr inbounds %arg1[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %46 = llvm.load %45 : !llvm.ptr -> f32
      %47 = llvm.fadd %35, %39 : f32
      %48 = llvm.fadd %43, %46 : f32
      %49 = llvm.fadd %47, %48 : f32
      %50 = llvm.fmul %49, %0 : f32
      %51 = llvm.mul %18, %arg12 overflow<nsw> : i64
      %52 = llvm.add %51, %16 overflow<nsw> : i64
      %53 = llvm.getelementptr inbounds %arg8[%52] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %50, %53 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
}

