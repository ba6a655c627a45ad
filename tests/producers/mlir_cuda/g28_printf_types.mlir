module attributes {gpu.container_module} {
  gpu.module @print [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.mlir.global internal constant @printfFormat_2("h=%f bh=%f f=%f d=%f\0A\00") {addr_space = 0 : i32}
    llvm.mlir.global internal constant @printfFormat_1("t=%lu b=%d c=%d s=%d l=%lld\0A\00") {addr_space = 0 : i32}
    llvm.mlir.global internal constant @printfFormat_0("begin\0A\00") {addr_space = 0 : i32}
    llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
    llvm.func @show(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 2, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 2, 1, 1>} {
      %0 = llvm.mlir.addressof @printfFormat_2 : !llvm.ptr
      %1 = llvm.mlir.addressof @printfFormat_1 : !llvm.ptr
      %2 = llvm.mlir.constant(1 : index) : i64
      %3 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
      %4 = llvm.mlir.constant(-300 : i16) : i16
      %5 = llvm.mlir.constant(123456789012 : i64) : i64
      %6 = llvm.mlir.constant(2.500000e+00 : f32) : f32
      %7 = llvm.mlir.constant(-1.250000e+00 : f64) : f64
      %8 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 2> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = llvm.trunc %9 : i64 to i32
      %11 = llvm.trunc %10 : i32 to i1
      %12 = llvm.trunc %10 : i32 to i8
      %13 = llvm.getelementptr inbounds|nuw %arg1[%9] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %14 = llvm.load %13 : !llvm.ptr -> f16
      %15 = llvm.getelementptr inbounds|nuw %arg6[%9] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
      %16 = llvm.load %15 : !llvm.ptr -> bf16
      %17 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<7 x i8>
      %18 = llvm.alloca %2 x !llvm.struct<()> : (i64) -> !llvm.ptr
      %19 = llvm.call @vprintf(%17, %18) : (!llvm.ptr, !llvm.ptr) -> i32
      %20 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<29 x i8>
      %21 = llvm.alloca %2 x !llvm.struct<(i64, i1, i8, i16, i64)> : (i64) -> !llvm.ptr
      %22 = llvm.getelementptr %21[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, i1, i8, i16, i64)>
      llvm.store %9, %22 : i64, !llvm.ptr
      %23 = llvm.getelementptr %21[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, i1, i8, i16, i64)>
      llvm.store %11, %23 : i1, !llvm.ptr
      %24 = llvm.getelementptr %21[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, i1, i8, i16, i64)>
      llvm.store %12, %24 : i8, !llvm.ptr
      %25 = llvm.getelementptr %21[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, i1, i8, i16, i64)>
      llvm.store %4, %25 : i16, !llvm.ptr
      %26 = llvm.getelementptr %21[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i64, i1, i8, i16, i64)>
      llvm.store %5, %26 : i64, !llvm.ptr
      %27 = llvm.call @vprintf(%20, %21) : (!llvm.ptr, !llvm.ptr) -> i32
      %28 = llvm.getelementptr %0[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<22 x i8>
      %29 = llvm.fpext %14 : f16 to f64
      %30 = llvm.fpext %16 : bf16 to f64
      %31 = llvm.fpext %6 : f32 to f64
      %32 = llvm.fpext %7 : f64 to f64
      %33 = llvm.alloca %2 x !llvm.struct<(f64, f64, f64, f64)> : (i64) -> !llvm.ptr
      %34 = llvm.getelementptr %33[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, f64, f64, f64)>
      llvm.store %29, %34 : f64, !llvm.ptr
      %35 = llvm.getelementptr %33[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, f64, f64, f64)>
      llvm.store %30, %35 : f64, !llvm.ptr
      %36 = llvm.getelementptr %33[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, f64, f64, f64)>
      llvm.store %31, %36 : f64, !llvm.ptr
      %37 = llvm.getelementptr %33[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, f64, f64, f64)>
      llvm.store %32, %37 : f64, !llvm.ptr
      %38 = llvm.call @vprintf(%28, %33) : (!llvm.ptr, !llvm.ptr) -> i32
      llvm.return
    }
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(2 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = builtin.unrealized_conversion_cast %1 : i64 to index
    %3 = builtin.unrealized_conversion_cast %0 : i64 to index
    %memref = gpu.alloc  () : memref<2xf16>
    %4 = builtin.unrealized_conversion_cast %memref : memref<2xf16> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_0 = gpu.alloc  () : memref<2xbf16>
    %5 = builtin.unrealized_conversion_cast %memref_0 : memref<2xbf16> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6 = llvm.extractvalue %4[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %7 = llvm.extractvalue %4[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.extractvalue %4[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.extractvalue %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.extractvalue %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @print::@show blocks in (%1, %1, %1) threads in (%0, %1, %1) : i64 args(%6 : !llvm.ptr, %7 : !llvm.ptr, %8 : i64, %9 : i64, %10 : i64, %11 : !llvm.ptr, %12 : !llvm.ptr, %13 : i64, %14 : i64, %15 : i64)
    llvm.return
  }
}
