module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.mlir.global internal @__wg_scan_0() {addr_space = 3 : i32} : !llvm.array<8 x i32>
    llvm.func @scan(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 256, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.constant(-1 : i32) : i32
      %1 = llvm.mlir.constant(256 : index) : i64
      %2 = llvm.mlir.constant(32 : i32) : i32
      %3 = llvm.mlir.constant(0 : i32) : i32
      %4 = llvm.mlir.constant(1 : i32) : i32
      %5 = llvm.mlir.constant(2 : i32) : i32
      %6 = llvm.mlir.constant(4 : i32) : i32
      %7 = llvm.mlir.constant(8 : i32) : i32
      %8 = llvm.mlir.constant(16 : i32) : i32
      %9 = llvm.mlir.constant(31 : i32) : i32
      %10 = llvm.mlir.constant(31 : index) : i64
      %11 = llvm.mlir.constant(32 : index) : i64
      %12 = llvm.mlir.constant(1 : index) : i64
      %13 = llvm.mlir.constant(0 : index) : i64
      %14 = llvm.mlir.addressof @__wg_scan_0 : !llvm.ptr<3>
      %15 = llvm.getelementptr %14[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<8 x i32>
      %16 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 256> : i32
      %17 = llvm.sext %16 : i32 to i64
      %18 = nvvm.read.ptx.sreg.ctaid.x : i32
      %19 = llvm.sext %18 : i32 to i64
      %20 = nvvm.read.ptx.sreg.laneid range <i32, 0, 32> : i32
      %21 = llvm.sext %20 : i32 to i64
      %22 = llvm.udiv %17, %11 : i64
      %23 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 257> : i32
      %24 = llvm.sext %23 : i32 to i64
      %25 = llvm.udiv %24, %11 : i64
      %26 = llvm.mul %19, %1 : i64
      %27 = llvm.add %26, %17 : i64
      %28 = llvm.getelementptr inbounds|nuw %arg1[%27] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %29 = llvm.load %28 : !llvm.ptr -> i32
      %30 = llvm.trunc %21 : i64 to i32
      llvm.br ^bb1(%13, %29 : i64, i32)
    ^bb1(%31: i64, %32: i32):  // 2 preds: ^bb0, ^bb2
      %33 = llvm.icmp "slt" %31, %12 : i64
      llvm.cond_br %33, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %34 = llvm.sub %2, %2 : i32
      %35 = llvm.lshr %0, %34 : i32
      %36 = nvvm.shfl.sync  up %35, %32, %4, %34 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %37 = llvm.extractvalue %36[0] : !llvm.struct<(i32, i1)> 
      %38 = llvm.extractvalue %36[1] : !llvm.struct<(i32, i1)> 
      %39 = llvm.select %38, %37, %3 : i1, i32
      %40 = llvm.add %32, %39 : i32
      %41 = nvvm.shfl.sync  up %35, %40, %5, %34 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %42 = llvm.extractvalue %41[0] : !llvm.struct<(i32, i1)> 
      %43 = llvm.extractvalue %41[1] : !llvm.struct<(i32, i1)> 
      %44 = llvm.select %43, %42, %3 : i1, i32
      %45 = llvm.add %40, %44 : i32
      %46 = nvvm.shfl.sync  up %35, %45, %6, %34 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %47 = llvm.extractvalue %46[0] : !llvm.struct<(i32, i1)> 
      %48 = llvm.extractvalue %46[1] : !llvm.struct<(i32, i1)> 
      %49 = llvm.select %48, %47, %3 : i1, i32
      %50 = llvm.add %45, %49 : i32
      %51 = nvvm.shfl.sync  up %35, %50, %7, %34 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %52 = llvm.extractvalue %51[0] : !llvm.struct<(i32, i1)> 
      %53 = llvm.extractvalue %51[1] : !llvm.struct<(i32, i1)> 
      %54 = llvm.select %53, %52, %3 : i1, i32
      %55 = llvm.add %50, %54 : i32
      %56 = nvvm.shfl.sync  up %35, %55, %8, %34 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %57 = llvm.extractvalue %56[0] : !llvm.struct<(i32, i1)> 
      %58 = llvm.extractvalue %56[1] : !llvm.struct<(i32, i1)> 
      %59 = llvm.select %58, %57, %3 : i1, i32
      %60 = llvm.add %55, %59 : i32
      %61 = llvm.add %31, %12 : i64
      llvm.br ^bb1(%61, %60 : i64, i32)
    ^bb3:  // pred: ^bb1
      %62 = llvm.icmp "eq" %21, %10 : i64
      llvm.cond_br %62, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %63 = llvm.getelementptr inbounds|nuw %15[%22] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      llvm.store %32, %63 : i32, !llvm.ptr<3>
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      nvvm.barrier0
      llvm.br ^bb6(%13, %3 : i64, i32)
    ^bb6(%64: i64, %65: i32):  // 2 preds: ^bb5, ^bb7
      %66 = llvm.icmp "slt" %64, %22 : i64
      llvm.cond_br %66, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %67 = llvm.getelementptr inbounds|nuw %15[%64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %68 = llvm.load %67 : !llvm.ptr<3> -> i32
      %69 = llvm.add %65, %68 : i32
      %70 = llvm.add %64, %12 : i64
      llvm.br ^bb6(%70, %69 : i64, i32)
    ^bb8:  // pred: ^bb6
      %71 = llvm.add %65, %32 : i32
      %72 = llvm.trunc %25 : i64 to i32
      %73 = llvm.sub %2, %2 : i32
      %74 = llvm.lshr %0, %73 : i32
      %75 = llvm.sub %2, %4 : i32
      %76 = nvvm.shfl.sync  idx %74, %71, %9, %75 : i32 -> i32
      %77 = llvm.add %71, %72 : i32
      %78 = llvm.xor %77, %30 : i32
      %79 = llvm.add %78, %76 : i32
      %80 = llvm.getelementptr inbounds|nuw %arg6[%27] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %79, %80 : i32, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(256 : index) : i64
    %1 = llvm.mlir.constant(4 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = builtin.unrealized_conversion_cast %2 : i64 to index
    %4 = builtin.unrealized_conversion_cast %1 : i64 to index
    %5 = builtin.unrealized_conversion_cast %0 : i64 to index
    %memref = gpu.alloc  () : memref<1024xi32>
    %6 = builtin.unrealized_conversion_cast %memref : memref<1024xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_0 = gpu.alloc  () : memref<1024xi32>
    %7 = builtin.unrealized_conversion_cast %memref_0 : memref<1024xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8 = llvm.extractvalue %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.extractvalue %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.extractvalue %6[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.extractvalue %6[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.extractvalue %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @k::@scan blocks in (%1, %2, %2) threads in (%0, %2, %2) : i64 args(%8 : !llvm.ptr, %9 : !llvm.ptr, %10 : i64, %11 : i64, %12 : i64, %13 : !llvm.ptr, %14 : !llvm.ptr, %15 : i64, %16 : i64, %17 : i64)
    llvm.return
  }
}
