module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.mlir.global internal constant @assert_func_0("(unknown)\00") {addr_space = 0 : i32}
    llvm.mlir.global internal constant @assert_file_0("tests/producers/mlir_cuda/src/g28_half_atomics_rcp.mlir\00") {addr_space = 0 : i32}
    llvm.mlir.global internal constant @assert_message_0("remainder by one is zero\00") {addr_space = 0 : i32}
    llvm.func @__assertfail(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) attributes {passthrough = ["noreturn"]}
    llvm.func @__nv_powif(f32, i32) -> f32
    llvm.func @misc(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: !llvm.ptr, %arg16: !llvm.ptr, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: !llvm.ptr, %arg21: !llvm.ptr, %arg22: i64, %arg23: i64, %arg24: i64, %arg25: i64, %arg26: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.constant(47 : i32) : i32
      %1 = llvm.mlir.addressof @assert_func_0 : !llvm.ptr
      %2 = llvm.mlir.addressof @assert_file_0 : !llvm.ptr
      %3 = llvm.mlir.addressof @assert_message_0 : !llvm.ptr
      %4 = llvm.mlir.constant(16 : index) : i64
      %5 = llvm.mlir.constant(4 : index) : i64
      %6 = llvm.mlir.constant(1 : index) : i64
      %7 = llvm.mlir.constant(1.500000e+00 : f16) : f16
      %8 = llvm.mlir.constant(2.500000e+00 : bf16) : bf16
      %9 = llvm.mlir.constant(3.500000e+00 : f64) : f64
      %10 = llvm.mlir.constant(-7 : i32) : i32
      %11 = llvm.mlir.poison : vector<4xf32>
      %12 = llvm.mlir.constant(0 : i64) : i64
      %13 = llvm.mlir.constant(1 : i64) : i64
      %14 = llvm.mlir.constant(2 : i64) : i64
      %15 = llvm.mlir.constant(3 : i64) : i64
      %16 = llvm.mlir.constant(0 : index) : i64
      %17 = llvm.mlir.constant(0 : i32) : i32
      %18 = llvm.mlir.constant(true) : i1
      %19 = llvm.mlir.constant(-1 : i32) : i32
      %20 = llvm.mlir.constant(1 : i32) : i32
      %21 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %22 = llvm.sext %21 : i32 to i64
      %23 = llvm.atomicrmw fadd %arg1, %7 acq_rel : !llvm.ptr, f16
      %24 = llvm.atomicrmw fadd %arg6, %8 acq_rel : !llvm.ptr, bf16
      %25 = llvm.atomicrmw fadd %arg11, %9 acq_rel : !llvm.ptr, f64
      %26 = llvm.trunc %22 : i64 to i32
      %27 = llvm.sdiv %26, %10 : i32
      %28 = llvm.mul %27, %10 : i32
      %29 = llvm.icmp "ne" %26, %28 : i32
      %30 = llvm.icmp "slt" %26, %17 : i32
      %31 = llvm.icmp "ne" %30, %18 : i1
      %32 = llvm.and %29, %31 : i1
      %33 = llvm.add %27, %19 : i32
      %34 = llvm.select %32, %33, %27 : i1, i32
      %35 = llvm.icmp "eq" %30, %18 : i1
      %36 = llvm.and %29, %35 : i1
      %37 = llvm.add %27, %20 : i32
      %38 = llvm.select %36, %37, %27 : i1, i32
      %39 = llvm.icmp "eq" %26, %17 : i32
      %40 = llvm.sub %26, %20 : i32
      %41 = llvm.udiv %40, %10 : i32
      %42 = llvm.add %41, %20 : i32
      %43 = llvm.select %39, %17, %42 : i1, i32
      %44 = llvm.mul %26, %34 : i32
      %45 = llvm.sitofp %44 : i32 to f32
      %46 = llvm.call @__nv_powif(%45, %38) : (f32, i32) -> f32
      %47 = llvm.add %34, %38 : i32
      %48 = llvm.add %47, %43 : i32
      %49 = llvm.getelementptr inbounds|nuw %arg16[1] : (!llvm.ptr) -> !llvm.ptr, i32
      llvm.store %48, %49 : i32, !llvm.ptr
      %50 = llvm.getelementptr %arg21[17] : (!llvm.ptr) -> !llvm.ptr, f32
      %51 = llvm.mul %6, %4 overflow<nsw, nuw> : i64
      %52 = llvm.add %51, %6 overflow<nsw, nuw> : i64
      %53 = llvm.getelementptr inbounds|nuw %50[%52] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %46, %53 : f32, !llvm.ptr
      %54 = llvm.alloca %5 x f32 : (i64) -> !llvm.ptr
      llvm.store %46, %54 : f32, !llvm.ptr
      %55 = llvm.load %54 : !llvm.ptr -> f32
      %56 = llvm.insertelement %55, %11[%17 : i32] : vector<4xf32>
      %57 = llvm.shufflevector %56, %11 [0, 0, 0, 0] : vector<4xf32> 
      %58 = llvm.extractelement %57[%12 : i64] : vector<4xf32>
      %59 = nvvm.rcp.approx.ftz.f %58 : f32
      %60 = llvm.insertelement %59, %11[%12 : i64] : vector<4xf32>
      %61 = llvm.extractelement %57[%13 : i64] : vector<4xf32>
      %62 = nvvm.rcp.approx.ftz.f %61 : f32
      %63 = llvm.insertelement %62, %60[%13 : i64] : vector<4xf32>
      %64 = llvm.extractelement %57[%14 : i64] : vector<4xf32>
      %65 = nvvm.rcp.approx.ftz.f %64 : f32
      %66 = llvm.insertelement %65, %63[%14 : i64] : vector<4xf32>
      %67 = llvm.extractelement %57[%15 : i64] : vector<4xf32>
      %68 = nvvm.rcp.approx.ftz.f %67 : f32
      %69 = llvm.insertelement %68, %66[%15 : i64] : vector<4xf32>
      %70 = llvm.extractelement %69[%13 : i64] : vector<4xf32>
      %71 = llvm.mul %16, %4 overflow<nsw, nuw> : i64
      %72 = llvm.add %71, %16 overflow<nsw, nuw> : i64
      %73 = llvm.getelementptr inbounds|nuw %arg21[%72] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %70, %73 : f32, !llvm.ptr
      %74 = llvm.fpext %23 : f16 to f32
      %75 = llvm.fpext %24 : bf16 to f32
      %76 = llvm.fptrunc %25 : f64 to f32
      %77 = llvm.fadd %74, %75 : f32
      %78 = llvm.fadd %77, %76 : f32
      %79 = llvm.add %51, %16 overflow<nsw, nuw> : i64
      %80 = llvm.getelementptr inbounds|nuw %arg21[%79] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %78, %80 : f32, !llvm.ptr
      %81 = llvm.add %22, %6 : i64
      %82 = llvm.urem %81, %6 : i64
      %83 = llvm.icmp "eq" %82, %16 : i64
      llvm.cond_br %83, ^bb2, ^bb1
    ^bb1:  // pred: ^bb0
      %84 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<25 x i8>
      %85 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<56 x i8>
      %86 = llvm.getelementptr %1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<10 x i8>
      llvm.call @__assertfail(%84, %85, %0, %86, %13) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) -> ()
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(32 : index) : i64
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = builtin.unrealized_conversion_cast %1 : i64 to index
    %3 = builtin.unrealized_conversion_cast %0 : i64 to index
    %memref = gpu.alloc  () : memref<8xf16>
    %4 = builtin.unrealized_conversion_cast %memref : memref<8xf16> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_0 = gpu.alloc  () : memref<8xbf16>
    %5 = builtin.unrealized_conversion_cast %memref_0 : memref<8xbf16> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_1 = gpu.alloc  () : memref<8xf64>
    %6 = builtin.unrealized_conversion_cast %memref_1 : memref<8xf64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_2 = gpu.alloc  () : memref<8xi32>
    %7 = builtin.unrealized_conversion_cast %memref_2 : memref<8xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_3 = gpu.alloc  () : memref<16x16xf32>
    %8 = builtin.unrealized_conversion_cast %memref_3 : memref<16x16xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9 = llvm.extractvalue %4[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.extractvalue %4[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.extractvalue %4[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.extractvalue %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.extractvalue %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.extractvalue %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.extractvalue %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.extractvalue %6[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.extractvalue %6[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.extractvalue %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %27 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %28 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %29 = llvm.extractvalue %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.extractvalue %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.extractvalue %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.extractvalue %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.extractvalue %8[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %35 = llvm.extractvalue %8[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    gpu.launch_func  @k::@misc blocks in (%1, %1, %1) threads in (%0, %1, %1) : i64 args(%9 : !llvm.ptr, %10 : !llvm.ptr, %11 : i64, %12 : i64, %13 : i64, %14 : !llvm.ptr, %15 : !llvm.ptr, %16 : i64, %17 : i64, %18 : i64, %19 : !llvm.ptr, %20 : !llvm.ptr, %21 : i64, %22 : i64, %23 : i64, %24 : !llvm.ptr, %25 : !llvm.ptr, %26 : i64, %27 : i64, %28 : i64, %29 : !llvm.ptr, %30 : !llvm.ptr, %31 : i64, %32 : i64, %33 : i64, %34 : i64, %35 : i64)
    llvm.return
  }
}
