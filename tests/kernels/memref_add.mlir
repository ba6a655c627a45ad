// MLIR's gpu-to-nvvm shape: memref descriptors passed as unpacked scalars and rebuilt with
// insertvalue, 64-bit index arithmetic on sign-extended special registers.
module attributes {gpu.container_module} {
  llvm.func @add_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64) attributes {gpu.kernel, nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6 = nvvm.read.ptx.sreg.ctaid.x : i32
    %7 = llvm.sext %6 : i32 to i64
    %8 = nvvm.read.ptx.sreg.ntid.x : i32
    %9 = llvm.sext %8 : i32 to i64
    %10 = nvvm.read.ptx.sreg.tid.x : i32
    %11 = llvm.sext %10 : i32 to i64
    %12 = llvm.mul %7, %9 : i64
    %13 = llvm.add %12, %11 : i64
    %14 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %15 = llvm.getelementptr %14[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %16 = llvm.load %15 : !llvm.ptr -> f32
    %17 = llvm.getelementptr %arg6[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %18 = llvm.load %17 : !llvm.ptr -> f32
    %19 = llvm.fadd %16, %18 : f32
    llvm.store %19, %17 : f32, !llvm.ptr
    llvm.return
  }
}
