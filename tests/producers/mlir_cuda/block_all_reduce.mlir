module attributes {gpu.container_module} {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @main() {
    %0 = llvm.mlir.constant(64 : index) : i64
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = builtin.unrealized_conversion_cast %2 : i64 to index
    %4 = builtin.unrealized_conversion_cast %1 : i64 to index
    %5 = builtin.unrealized_conversion_cast %0 : i64 to index
    %6 = llvm.mlir.constant(64 : index) : i64
    %7 = llvm.mlir.constant(1 : index) : i64
    %8 = llvm.mlir.zero : !llvm.ptr
    %9 = llvm.getelementptr %8[%6] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10 = llvm.ptrtoint %9 : !llvm.ptr to i64
    %11 = llvm.call @malloc(%10) : (i64) -> !llvm.ptr
    %12 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.mlir.constant(0 : index) : i64
    %16 = llvm.insertvalue %15, %14[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.insertvalue %6, %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.insertvalue %7, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.mlir.constant(64 : index) : i64
    %20 = llvm.mlir.constant(1 : index) : i64
    %21 = llvm.mlir.zero : !llvm.ptr
    %22 = llvm.getelementptr %21[%19] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %23 = llvm.ptrtoint %22 : !llvm.ptr to i64
    %24 = llvm.call @malloc(%23) : (i64) -> !llvm.ptr
    %25 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %26 = llvm.insertvalue %24, %25[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %27 = llvm.insertvalue %24, %26[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %28 = llvm.mlir.constant(0 : index) : i64
    %29 = llvm.insertvalue %28, %27[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %30 = llvm.insertvalue %19, %29[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %31 = llvm.insertvalue %20, %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %32 = llvm.mlir.constant(3 : index) : i64
    %33 = llvm.mlir.constant(1 : index) : i64
    %34 = llvm.mlir.zero : !llvm.ptr
    %35 = llvm.getelementptr %34[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %36 = llvm.ptrtoint %35 : !llvm.ptr to i64
    %37 = llvm.call @malloc(%36) : (i64) -> !llvm.ptr
    %38 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %39 = llvm.insertvalue %37, %38[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %40 = llvm.insertvalue %37, %39[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %41 = llvm.mlir.constant(0 : index) : i64
    %42 = llvm.insertvalue %41, %40[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %43 = llvm.insertvalue %32, %42[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %44 = llvm.insertvalue %33, %43[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %45 = llvm.mlir.constant(1 : index) : i64
    %46 = llvm.mlir.constant(1 : index) : i64
    %47 = llvm.mlir.zero : !llvm.ptr
    %48 = llvm.getelementptr %47[%45] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %49 = llvm.ptrtoint %48 : !llvm.ptr to i64
    %50 = llvm.call @malloc(%49) : (i64) -> !llvm.ptr
    %51 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %52 = llvm.insertvalue %50, %51[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %53 = llvm.insertvalue %50, %52[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %54 = llvm.mlir.constant(0 : index) : i64
    %55 = llvm.insertvalue %54, %53[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %56 = llvm.insertvalue %45, %55[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %57 = llvm.insertvalue %46, %56[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %58 = llvm.mlir.constant(1 : index) : i64
    %59 = llvm.alloca %58 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %18, %59 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %60 = llvm.mlir.constant(1 : index) : i64
    %61 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %62 = llvm.insertvalue %60, %61[0] : !llvm.struct<(i64, ptr)> 
    %63 = llvm.insertvalue %59, %62[1] : !llvm.struct<(i64, ptr)> 
    %64 = llvm.mlir.zero : !llvm.ptr
    %65 = llvm.getelementptr %64[1] : (!llvm.ptr) -> !llvm.ptr, f32
    %66 = llvm.ptrtoint %65 : !llvm.ptr to i64
    %67 = llvm.extractvalue %63[0] : !llvm.struct<(i64, ptr)> 
    %68 = llvm.extractvalue %63[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @mgpuMemHostRegisterMemRef(%67, %68, %66) : (i64, !llvm.ptr, i64) -> ()
    %69 = llvm.mlir.constant(1 : index) : i64
    %70 = llvm.alloca %69 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %31, %70 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
    %71 = llvm.mlir.constant(1 : index) : i64
    %72 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %73 = llvm.insertvalue %71, %72[0] : !llvm.struct<(i64, ptr)> 
    %74 = llvm.insertvalue %70, %73[1] : !llvm.struct<(i64, ptr)> 
    %75 = llvm.mlir.zero : !llvm.ptr
    %76 = llvm.getelementptr %75[1] : (!llvm.ptr) -> !llvm.ptr, i32
    %77 = llvm.ptrtoint %76 : !llvm.ptr to i64
    %78 = llvm.extractvalue %74[0] : !llvm.struct<(i64, ptr)> 
    %79 = llvm.extractvalue %74[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @mgpuMemHostRegisterMemRef(%78, %79, %77) : (i64, !llvm.ptr, i64) -> ()
    %80 = llvm.extractvalue %18[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %81 = llvm.extractvalue %18[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %82 = llvm.extractvalue %18[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %83 = llvm.extractvalue %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %84 = llvm.extractvalue %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %85 = llvm.extractvalue %31[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %86 = llvm.extractvalue %31[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %87 = llvm.extractvalue %31[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %88 = llvm.extractvalue %31[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %89 = llvm.extractvalue %31[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %90 = llvm.extractvalue %44[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %91 = llvm.extractvalue %44[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %92 = llvm.extractvalue %44[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %93 = llvm.extractvalue %44[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %94 = llvm.extractvalue %44[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %95 = llvm.extractvalue %57[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %96 = llvm.extractvalue %57[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %97 = llvm.extractvalue %57[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %98 = llvm.extractvalue %57[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %99 = llvm.extractvalue %57[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @main_kernel::@main_kernel blocks in (%2, %2, %2) threads in (%0, %2, %2) : i64 args(%80 : !llvm.ptr, %81 : !llvm.ptr, %82 : i64, %83 : i64, %84 : i64, %85 : !llvm.ptr, %86 : !llvm.ptr, %87 : i64, %88 : i64, %89 : i64, %1 : i64, %90 : !llvm.ptr, %91 : !llvm.ptr, %92 : i64, %93 : i64, %94 : i64, %2 : i64, %95 : !llvm.ptr, %96 : !llvm.ptr, %97 : i64, %98 : i64, %99 : i64)
    llvm.return
  }
  gpu.module @main_kernel [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.mlir.global internal @__wg_main_kernel_0() {addr_space = 3 : i32} : !llvm.array<32 x f32>
    llvm.mlir.global internal @__wg_main_kernel_1() {addr_space = 3 : i32} : !llvm.array<32 x f32>
    llvm.mlir.global internal @__wg_main_kernel_2() {addr_space = 3 : i32} : !llvm.array<32 x i32>
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: !llvm.ptr, %arg12: !llvm.ptr, %arg13: i64, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: !llvm.ptr, %arg18: !llvm.ptr, %arg19: i64, %arg20: i64, %arg21: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 64, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 64, 1, 1>} {
      %0 = llvm.mlir.constant(-1 : i32) : i32
      %1 = llvm.mlir.constant(31 : i32) : i32
      %2 = llvm.mlir.constant(0 : i32) : i32
      %3 = llvm.mlir.constant(32 : i32) : i32
      %4 = llvm.mlir.constant(1 : i32) : i32
      %5 = llvm.mlir.constant(2 : i32) : i32
      %6 = llvm.mlir.constant(4 : i32) : i32
      %7 = llvm.mlir.constant(8 : i32) : i32
      %8 = llvm.mlir.constant(16 : i32) : i32
      %9 = llvm.mlir.addressof @__wg_main_kernel_2 : !llvm.ptr<3>
      %10 = llvm.mlir.addressof @__wg_main_kernel_1 : !llvm.ptr<3>
      %11 = llvm.mlir.addressof @__wg_main_kernel_0 : !llvm.ptr<3>
      %12 = llvm.getelementptr %11[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x f32>
      %13 = llvm.getelementptr %10[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x f32>
      %14 = llvm.getelementptr %9[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x i32>
      %15 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 64> : i32
      %16 = llvm.sext %15 : i32 to i64
      %17 = llvm.getelementptr inbounds|nuw %arg1[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %18 = llvm.load %17 : !llvm.ptr -> f32
      %19 = llvm.getelementptr inbounds|nuw %arg6[%16] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %20 = llvm.load %19 : !llvm.ptr -> i32
      %21 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 65> : i32
      %22 = llvm.sext %21 : i32 to i64
      %23 = llvm.trunc %22 : i64 to i32
      %24 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 2> : i32
      %25 = llvm.sext %24 : i32 to i64
      %26 = llvm.trunc %25 : i64 to i32
      %27 = nvvm.read.ptx.sreg.ntid.z range <i32, 1, 2> : i32
      %28 = llvm.sext %27 : i32 to i64
      %29 = llvm.trunc %28 : i64 to i32
      %30 = llvm.trunc %16 : i64 to i32
      %31 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1> : i32
      %32 = llvm.sext %31 : i32 to i64
      %33 = llvm.trunc %32 : i64 to i32
      %34 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 1> : i32
      %35 = llvm.sext %34 : i32 to i64
      %36 = llvm.trunc %35 : i64 to i32
      %37 = llvm.mul %36, %26 : i32
      %38 = llvm.add %37, %33 : i32
      %39 = llvm.mul %38, %23 : i32
      %40 = llvm.mul %23, %26 : i32
      %41 = llvm.add %39, %30 : i32
      %42 = llvm.mul %40, %29 : i32
      %43 = llvm.and %41, %1 : i32
      %44 = llvm.icmp "eq" %43, %2 : i32
      %45 = llvm.sub %41, %43 : i32
      %46 = llvm.sub %42, %45 : i32
      %47 = llvm.icmp "slt" %46, %3 : i32
      llvm.cond_br %47, ^bb1, ^bb17
    ^bb1:  // pred: ^bb0
      %48 = llvm.sub %3, %46 : i32
      %49 = llvm.lshr %0, %48 : i32
      %50 = llvm.sub %46, %4 : i32
      %51 = nvvm.shfl.sync  bfly %49, %18, %4, %50 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %52 = llvm.extractvalue %51[0] : !llvm.struct<(f32, i1)> 
      %53 = llvm.extractvalue %51[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %53, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %54 = llvm.fadd %18, %52 : f32
      llvm.br ^bb4(%54 : f32)
    ^bb3:  // pred: ^bb1
      llvm.br ^bb4(%18 : f32)
    ^bb4(%55: f32):  // 2 preds: ^bb2, ^bb3
      %56 = nvvm.shfl.sync  bfly %49, %55, %5, %50 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %57 = llvm.extractvalue %56[0] : !llvm.struct<(f32, i1)> 
      %58 = llvm.extractvalue %56[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %58, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %59 = llvm.fadd %55, %57 : f32
      llvm.br ^bb7(%59 : f32)
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7(%55 : f32)
    ^bb7(%60: f32):  // 2 preds: ^bb5, ^bb6
      %61 = nvvm.shfl.sync  bfly %49, %60, %6, %50 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %62 = llvm.extractvalue %61[0] : !llvm.struct<(f32, i1)> 
      %63 = llvm.extractvalue %61[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %63, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %64 = llvm.fadd %60, %62 : f32
      llvm.br ^bb10(%64 : f32)
    ^bb9:  // pred: ^bb7
      llvm.br ^bb10(%60 : f32)
    ^bb10(%65: f32):  // 2 preds: ^bb8, ^bb9
      %66 = nvvm.shfl.sync  bfly %49, %65, %7, %50 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %67 = llvm.extractvalue %66[0] : !llvm.struct<(f32, i1)> 
      %68 = llvm.extractvalue %66[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %68, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %69 = llvm.fadd %65, %67 : f32
      llvm.br ^bb13(%69 : f32)
    ^bb12:  // pred: ^bb10
      llvm.br ^bb13(%65 : f32)
    ^bb13(%70: f32):  // 2 preds: ^bb11, ^bb12
      %71 = nvvm.shfl.sync  bfly %49, %70, %8, %50 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %72 = llvm.extractvalue %71[0] : !llvm.struct<(f32, i1)> 
      %73 = llvm.extractvalue %71[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %73, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %74 = llvm.fadd %70, %72 : f32
      llvm.br ^bb16(%74 : f32)
    ^bb15:  // pred: ^bb13
      llvm.br ^bb16(%70 : f32)
    ^bb16(%75: f32):  // 2 preds: ^bb14, ^bb15
      llvm.br ^bb18(%75 : f32)
    ^bb17:  // pred: ^bb0
      %76 = llvm.sub %3, %3 : i32
      %77 = llvm.lshr %0, %76 : i32
      %78 = llvm.sub %3, %4 : i32
      %79 = nvvm.shfl.sync  bfly %77, %18, %4, %78 : f32 -> f32
      %80 = llvm.fadd %18, %79 : f32
      %81 = nvvm.shfl.sync  bfly %77, %80, %5, %78 : f32 -> f32
      %82 = llvm.fadd %80, %81 : f32
      %83 = nvvm.shfl.sync  bfly %77, %82, %6, %78 : f32 -> f32
      %84 = llvm.fadd %82, %83 : f32
      %85 = nvvm.shfl.sync  bfly %77, %84, %7, %78 : f32 -> f32
      %86 = llvm.fadd %84, %85 : f32
      %87 = nvvm.shfl.sync  bfly %77, %86, %8, %78 : f32 -> f32
      %88 = llvm.fadd %86, %87 : f32
      llvm.br ^bb18(%88 : f32)
    ^bb18(%89: f32):  // 2 preds: ^bb16, ^bb17
      llvm.cond_br %44, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      %90 = llvm.sdiv %41, %3 : i32
      %91 = llvm.sext %90 : i32 to i64
      %92 = llvm.getelementptr inbounds|nuw %12[%91] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %89, %92 : f32, !llvm.ptr<3>
      llvm.br ^bb21
    ^bb20:  // pred: ^bb18
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      nvvm.barrier0
      %93 = llvm.add %42, %1 : i32
      %94 = llvm.sdiv %93, %3 : i32
      %95 = llvm.icmp "slt" %41, %94 : i32
      llvm.cond_br %95, ^bb22, ^bb41
    ^bb22:  // pred: ^bb21
      %96 = llvm.sext %41 : i32 to i64
      %97 = llvm.getelementptr inbounds|nuw %12[%96] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %98 = llvm.load %97 : !llvm.ptr<3> -> f32
      %99 = llvm.icmp "slt" %94, %3 : i32
      llvm.cond_br %99, ^bb23, ^bb39
    ^bb23:  // pred: ^bb22
      %100 = llvm.sub %3, %94 : i32
      %101 = llvm.lshr %0, %100 : i32
      %102 = llvm.sub %94, %4 : i32
      %103 = nvvm.shfl.sync  bfly %101, %98, %4, %102 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %104 = llvm.extractvalue %103[0] : !llvm.struct<(f32, i1)> 
      %105 = llvm.extractvalue %103[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %105, ^bb24, ^bb25
    ^bb24:  // pred: ^bb23
      %106 = llvm.fadd %98, %104 : f32
      llvm.br ^bb26(%106 : f32)
    ^bb25:  // pred: ^bb23
      llvm.br ^bb26(%98 : f32)
    ^bb26(%107: f32):  // 2 preds: ^bb24, ^bb25
      %108 = nvvm.shfl.sync  bfly %101, %107, %5, %102 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %109 = llvm.extractvalue %108[0] : !llvm.struct<(f32, i1)> 
      %110 = llvm.extractvalue %108[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %110, ^bb27, ^bb28
    ^bb27:  // pred: ^bb26
      %111 = llvm.fadd %107, %109 : f32
      llvm.br ^bb29(%111 : f32)
    ^bb28:  // pred: ^bb26
      llvm.br ^bb29(%107 : f32)
    ^bb29(%112: f32):  // 2 preds: ^bb27, ^bb28
      %113 = nvvm.shfl.sync  bfly %101, %112, %6, %102 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %114 = llvm.extractvalue %113[0] : !llvm.struct<(f32, i1)> 
      %115 = llvm.extractvalue %113[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %115, ^bb30, ^bb31
    ^bb30:  // pred: ^bb29
      %116 = llvm.fadd %112, %114 : f32
      llvm.br ^bb32(%116 : f32)
    ^bb31:  // pred: ^bb29
      llvm.br ^bb32(%112 : f32)
    ^bb32(%117: f32):  // 2 preds: ^bb30, ^bb31
      %118 = nvvm.shfl.sync  bfly %101, %117, %7, %102 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %119 = llvm.extractvalue %118[0] : !llvm.struct<(f32, i1)> 
      %120 = llvm.extractvalue %118[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %120, ^bb33, ^bb34
    ^bb33:  // pred: ^bb32
      %121 = llvm.fadd %117, %119 : f32
      llvm.br ^bb35(%121 : f32)
    ^bb34:  // pred: ^bb32
      llvm.br ^bb35(%117 : f32)
    ^bb35(%122: f32):  // 2 preds: ^bb33, ^bb34
      %123 = nvvm.shfl.sync  bfly %101, %122, %8, %102 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %124 = llvm.extractvalue %123[0] : !llvm.struct<(f32, i1)> 
      %125 = llvm.extractvalue %123[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %125, ^bb36, ^bb37
    ^bb36:  // pred: ^bb35
      %126 = llvm.fadd %122, %124 : f32
      llvm.br ^bb38(%126 : f32)
    ^bb37:  // pred: ^bb35
      llvm.br ^bb38(%122 : f32)
    ^bb38(%127: f32):  // 2 preds: ^bb36, ^bb37
      llvm.br ^bb40(%127 : f32)
    ^bb39:  // pred: ^bb22
      %128 = llvm.sub %3, %3 : i32
      %129 = llvm.lshr %0, %128 : i32
      %130 = llvm.sub %3, %4 : i32
      %131 = nvvm.shfl.sync  bfly %129, %98, %4, %130 : f32 -> f32
      %132 = llvm.fadd %98, %131 : f32
      %133 = nvvm.shfl.sync  bfly %129, %132, %5, %130 : f32 -> f32
      %134 = llvm.fadd %132, %133 : f32
      %135 = nvvm.shfl.sync  bfly %129, %134, %6, %130 : f32 -> f32
      %136 = llvm.fadd %134, %135 : f32
      %137 = nvvm.shfl.sync  bfly %129, %136, %7, %130 : f32 -> f32
      %138 = llvm.fadd %136, %137 : f32
      %139 = nvvm.shfl.sync  bfly %129, %138, %8, %130 : f32 -> f32
      %140 = llvm.fadd %138, %139 : f32
      llvm.br ^bb40(%140 : f32)
    ^bb40(%141: f32):  // 2 preds: ^bb38, ^bb39
      llvm.store %141, %12 : f32, !llvm.ptr<3>
      llvm.br ^bb42
    ^bb41:  // pred: ^bb21
      llvm.br ^bb42
    ^bb42:  // 2 preds: ^bb40, ^bb41
      nvvm.barrier0
      %142 = llvm.load %12 : !llvm.ptr<3> -> f32
      llvm.cond_br %47, ^bb43, ^bb59
    ^bb43:  // pred: ^bb42
      %143 = llvm.sub %3, %46 : i32
      %144 = llvm.lshr %0, %143 : i32
      %145 = llvm.sub %46, %4 : i32
      %146 = nvvm.shfl.sync  bfly %144, %18, %4, %145 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %147 = llvm.extractvalue %146[0] : !llvm.struct<(f32, i1)> 
      %148 = llvm.extractvalue %146[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %148, ^bb44, ^bb45
    ^bb44:  // pred: ^bb43
      %149 = llvm.intr.maximum(%18, %147) : (f32, f32) -> f32
      llvm.br ^bb46(%149 : f32)
    ^bb45:  // pred: ^bb43
      llvm.br ^bb46(%18 : f32)
    ^bb46(%150: f32):  // 2 preds: ^bb44, ^bb45
      %151 = nvvm.shfl.sync  bfly %144, %150, %5, %145 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %152 = llvm.extractvalue %151[0] : !llvm.struct<(f32, i1)> 
      %153 = llvm.extractvalue %151[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %153, ^bb47, ^bb48
    ^bb47:  // pred: ^bb46
      %154 = llvm.intr.maximum(%150, %152) : (f32, f32) -> f32
      llvm.br ^bb49(%154 : f32)
    ^bb48:  // pred: ^bb46
      llvm.br ^bb49(%150 : f32)
    ^bb49(%155: f32):  // 2 preds: ^bb47, ^bb48
      %156 = nvvm.shfl.sync  bfly %144, %155, %6, %145 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %157 = llvm.extractvalue %156[0] : !llvm.struct<(f32, i1)> 
      %158 = llvm.extractvalue %156[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %158, ^bb50, ^bb51
    ^bb50:  // pred: ^bb49
      %159 = llvm.intr.maximum(%155, %157) : (f32, f32) -> f32
      llvm.br ^bb52(%159 : f32)
    ^bb51:  // pred: ^bb49
      llvm.br ^bb52(%155 : f32)
    ^bb52(%160: f32):  // 2 preds: ^bb50, ^bb51
      %161 = nvvm.shfl.sync  bfly %144, %160, %7, %145 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %162 = llvm.extractvalue %161[0] : !llvm.struct<(f32, i1)> 
      %163 = llvm.extractvalue %161[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %163, ^bb53, ^bb54
    ^bb53:  // pred: ^bb52
      %164 = llvm.intr.maximum(%160, %162) : (f32, f32) -> f32
      llvm.br ^bb55(%164 : f32)
    ^bb54:  // pred: ^bb52
      llvm.br ^bb55(%160 : f32)
    ^bb55(%165: f32):  // 2 preds: ^bb53, ^bb54
      %166 = nvvm.shfl.sync  bfly %144, %165, %8, %145 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %167 = llvm.extractvalue %166[0] : !llvm.struct<(f32, i1)> 
      %168 = llvm.extractvalue %166[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %168, ^bb56, ^bb57
    ^bb56:  // pred: ^bb55
      %169 = llvm.intr.maximum(%165, %167) : (f32, f32) -> f32
      llvm.br ^bb58(%169 : f32)
    ^bb57:  // pred: ^bb55
      llvm.br ^bb58(%165 : f32)
    ^bb58(%170: f32):  // 2 preds: ^bb56, ^bb57
      llvm.br ^bb60(%170 : f32)
    ^bb59:  // pred: ^bb42
      %171 = llvm.sub %3, %3 : i32
      %172 = llvm.lshr %0, %171 : i32
      %173 = llvm.sub %3, %4 : i32
      %174 = nvvm.shfl.sync  bfly %172, %18, %4, %173 : f32 -> f32
      %175 = llvm.intr.maximum(%18, %174) : (f32, f32) -> f32
      %176 = nvvm.shfl.sync  bfly %172, %175, %5, %173 : f32 -> f32
      %177 = llvm.intr.maximum(%175, %176) : (f32, f32) -> f32
      %178 = nvvm.shfl.sync  bfly %172, %177, %6, %173 : f32 -> f32
      %179 = llvm.intr.maximum(%177, %178) : (f32, f32) -> f32
      %180 = nvvm.shfl.sync  bfly %172, %179, %7, %173 : f32 -> f32
      %181 = llvm.intr.maximum(%179, %180) : (f32, f32) -> f32
      %182 = nvvm.shfl.sync  bfly %172, %181, %8, %173 : f32 -> f32
      %183 = llvm.intr.maximum(%181, %182) : (f32, f32) -> f32
      llvm.br ^bb60(%183 : f32)
    ^bb60(%184: f32):  // 2 preds: ^bb58, ^bb59
      llvm.cond_br %44, ^bb61, ^bb62
    ^bb61:  // pred: ^bb60
      %185 = llvm.sdiv %41, %3 : i32
      %186 = llvm.sext %185 : i32 to i64
      %187 = llvm.getelementptr inbounds|nuw %13[%186] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %184, %187 : f32, !llvm.ptr<3>
      llvm.br ^bb63
    ^bb62:  // pred: ^bb60
      llvm.br ^bb63
    ^bb63:  // 2 preds: ^bb61, ^bb62
      nvvm.barrier0
      llvm.cond_br %95, ^bb64, ^bb83
    ^bb64:  // pred: ^bb63
      %188 = llvm.sext %41 : i32 to i64
      %189 = llvm.getelementptr inbounds|nuw %13[%188] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %190 = llvm.load %189 : !llvm.ptr<3> -> f32
      %191 = llvm.icmp "slt" %94, %3 : i32
      llvm.cond_br %191, ^bb65, ^bb81
    ^bb65:  // pred: ^bb64
      %192 = llvm.sub %3, %94 : i32
      %193 = llvm.lshr %0, %192 : i32
      %194 = llvm.sub %94, %4 : i32
      %195 = nvvm.shfl.sync  bfly %193, %190, %4, %194 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %196 = llvm.extractvalue %195[0] : !llvm.struct<(f32, i1)> 
      %197 = llvm.extractvalue %195[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %197, ^bb66, ^bb67
    ^bb66:  // pred: ^bb65
      %198 = llvm.intr.maximum(%190, %196) : (f32, f32) -> f32
      llvm.br ^bb68(%198 : f32)
    ^bb67:  // pred: ^bb65
      llvm.br ^bb68(%190 : f32)
    ^bb68(%199: f32):  // 2 preds: ^bb66, ^bb67
      %200 = nvvm.shfl.sync  bfly %193, %199, %5, %194 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %201 = llvm.extractvalue %200[0] : !llvm.struct<(f32, i1)> 
      %202 = llvm.extractvalue %200[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %202, ^bb69, ^bb70
    ^bb69:  // pred: ^bb68
      %203 = llvm.intr.maximum(%199, %201) : (f32, f32) -> f32
      llvm.br ^bb71(%203 : f32)
    ^bb70:  // pred: ^bb68
      llvm.br ^bb71(%199 : f32)
    ^bb71(%204: f32):  // 2 preds: ^bb69, ^bb70
      %205 = nvvm.shfl.sync  bfly %193, %204, %6, %194 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %206 = llvm.extractvalue %205[0] : !llvm.struct<(f32, i1)> 
      %207 = llvm.extractvalue %205[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %207, ^bb72, ^bb73
    ^bb72:  // pred: ^bb71
      %208 = llvm.intr.maximum(%204, %206) : (f32, f32) -> f32
      llvm.br ^bb74(%208 : f32)
    ^bb73:  // pred: ^bb71
      llvm.br ^bb74(%204 : f32)
    ^bb74(%209: f32):  // 2 preds: ^bb72, ^bb73
      %210 = nvvm.shfl.sync  bfly %193, %209, %7, %194 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %211 = llvm.extractvalue %210[0] : !llvm.struct<(f32, i1)> 
      %212 = llvm.extractvalue %210[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %212, ^bb75, ^bb76
    ^bb75:  // pred: ^bb74
      %213 = llvm.intr.maximum(%209, %211) : (f32, f32) -> f32
      llvm.br ^bb77(%213 : f32)
    ^bb76:  // pred: ^bb74
      llvm.br ^bb77(%209 : f32)
    ^bb77(%214: f32):  // 2 preds: ^bb75, ^bb76
      %215 = nvvm.shfl.sync  bfly %193, %214, %8, %194 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %216 = llvm.extractvalue %215[0] : !llvm.struct<(f32, i1)> 
      %217 = llvm.extractvalue %215[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %217, ^bb78, ^bb79
    ^bb78:  // pred: ^bb77
      %218 = llvm.intr.maximum(%214, %216) : (f32, f32) -> f32
      llvm.br ^bb80(%218 : f32)
    ^bb79:  // pred: ^bb77
      llvm.br ^bb80(%214 : f32)
    ^bb80(%219: f32):  // 2 preds: ^bb78, ^bb79
      llvm.br ^bb82(%219 : f32)
    ^bb81:  // pred: ^bb64
      %220 = llvm.sub %3, %3 : i32
      %221 = llvm.lshr %0, %220 : i32
      %222 = llvm.sub %3, %4 : i32
      %223 = nvvm.shfl.sync  bfly %221, %190, %4, %222 : f32 -> f32
      %224 = llvm.intr.maximum(%190, %223) : (f32, f32) -> f32
      %225 = nvvm.shfl.sync  bfly %221, %224, %5, %222 : f32 -> f32
      %226 = llvm.intr.maximum(%224, %225) : (f32, f32) -> f32
      %227 = nvvm.shfl.sync  bfly %221, %226, %6, %222 : f32 -> f32
      %228 = llvm.intr.maximum(%226, %227) : (f32, f32) -> f32
      %229 = nvvm.shfl.sync  bfly %221, %228, %7, %222 : f32 -> f32
      %230 = llvm.intr.maximum(%228, %229) : (f32, f32) -> f32
      %231 = nvvm.shfl.sync  bfly %221, %230, %8, %222 : f32 -> f32
      %232 = llvm.intr.maximum(%230, %231) : (f32, f32) -> f32
      llvm.br ^bb82(%232 : f32)
    ^bb82(%233: f32):  // 2 preds: ^bb80, ^bb81
      llvm.store %233, %13 : f32, !llvm.ptr<3>
      llvm.br ^bb84
    ^bb83:  // pred: ^bb63
      llvm.br ^bb84
    ^bb84:  // 2 preds: ^bb82, ^bb83
      nvvm.barrier0
      %234 = llvm.load %13 : !llvm.ptr<3> -> f32
      llvm.cond_br %47, ^bb85, ^bb101
    ^bb85:  // pred: ^bb84
      %235 = llvm.sub %3, %46 : i32
      %236 = llvm.lshr %0, %235 : i32
      %237 = llvm.sub %46, %4 : i32
      %238 = nvvm.shfl.sync  bfly %236, %20, %4, %237 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %239 = llvm.extractvalue %238[0] : !llvm.struct<(i32, i1)> 
      %240 = llvm.extractvalue %238[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %240, ^bb86, ^bb87
    ^bb86:  // pred: ^bb85
      %241 = llvm.and %20, %239 : i32
      llvm.br ^bb88(%241 : i32)
    ^bb87:  // pred: ^bb85
      llvm.br ^bb88(%20 : i32)
    ^bb88(%242: i32):  // 2 preds: ^bb86, ^bb87
      %243 = nvvm.shfl.sync  bfly %236, %242, %5, %237 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %244 = llvm.extractvalue %243[0] : !llvm.struct<(i32, i1)> 
      %245 = llvm.extractvalue %243[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %245, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %246 = llvm.and %242, %244 : i32
      llvm.br ^bb91(%246 : i32)
    ^bb90:  // pred: ^bb88
      llvm.br ^bb91(%242 : i32)
    ^bb91(%247: i32):  // 2 preds: ^bb89, ^bb90
      %248 = nvvm.shfl.sync  bfly %236, %247, %6, %237 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %249 = llvm.extractvalue %248[0] : !llvm.struct<(i32, i1)> 
      %250 = llvm.extractvalue %248[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %250, ^bb92, ^bb93
    ^bb92:  // pred: ^bb91
      %251 = llvm.and %247, %249 : i32
      llvm.br ^bb94(%251 : i32)
    ^bb93:  // pred: ^bb91
      llvm.br ^bb94(%247 : i32)
    ^bb94(%252: i32):  // 2 preds: ^bb92, ^bb93
      %253 = nvvm.shfl.sync  bfly %236, %252, %7, %237 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %254 = llvm.extractvalue %253[0] : !llvm.struct<(i32, i1)> 
      %255 = llvm.extractvalue %253[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %255, ^bb95, ^bb96
    ^bb95:  // pred: ^bb94
      %256 = llvm.and %252, %254 : i32
      llvm.br ^bb97(%256 : i32)
    ^bb96:  // pred: ^bb94
      llvm.br ^bb97(%252 : i32)
    ^bb97(%257: i32):  // 2 preds: ^bb95, ^bb96
      %258 = nvvm.shfl.sync  bfly %236, %257, %8, %237 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %259 = llvm.extractvalue %258[0] : !llvm.struct<(i32, i1)> 
      %260 = llvm.extractvalue %258[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %260, ^bb98, ^bb99
    ^bb98:  // pred: ^bb97
      %261 = llvm.and %257, %259 : i32
      llvm.br ^bb100(%261 : i32)
    ^bb99:  // pred: ^bb97
      llvm.br ^bb100(%257 : i32)
    ^bb100(%262: i32):  // 2 preds: ^bb98, ^bb99
      llvm.br ^bb102(%262 : i32)
    ^bb101:  // pred: ^bb84
      %263 = llvm.sub %3, %3 : i32
      %264 = llvm.lshr %0, %263 : i32
      %265 = llvm.sub %3, %4 : i32
      %266 = nvvm.shfl.sync  bfly %264, %20, %4, %265 : i32 -> i32
      %267 = llvm.and %20, %266 : i32
      %268 = nvvm.shfl.sync  bfly %264, %267, %5, %265 : i32 -> i32
      %269 = llvm.and %267, %268 : i32
      %270 = nvvm.shfl.sync  bfly %264, %269, %6, %265 : i32 -> i32
      %271 = llvm.and %269, %270 : i32
      %272 = nvvm.shfl.sync  bfly %264, %271, %7, %265 : i32 -> i32
      %273 = llvm.and %271, %272 : i32
      %274 = nvvm.shfl.sync  bfly %264, %273, %8, %265 : i32 -> i32
      %275 = llvm.and %273, %274 : i32
      llvm.br ^bb102(%275 : i32)
    ^bb102(%276: i32):  // 2 preds: ^bb100, ^bb101
      llvm.cond_br %44, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %277 = llvm.sdiv %41, %3 : i32
      %278 = llvm.sext %277 : i32 to i64
      %279 = llvm.getelementptr inbounds|nuw %14[%278] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      llvm.store %276, %279 : i32, !llvm.ptr<3>
      llvm.br ^bb105
    ^bb104:  // pred: ^bb102
      llvm.br ^bb105
    ^bb105:  // 2 preds: ^bb103, ^bb104
      nvvm.barrier0
      llvm.cond_br %95, ^bb106, ^bb125
    ^bb106:  // pred: ^bb105
      %280 = llvm.sext %41 : i32 to i64
      %281 = llvm.getelementptr inbounds|nuw %14[%280] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %282 = llvm.load %281 : !llvm.ptr<3> -> i32
      %283 = llvm.icmp "slt" %94, %3 : i32
      llvm.cond_br %283, ^bb107, ^bb123
    ^bb107:  // pred: ^bb106
      %284 = llvm.sub %3, %94 : i32
      %285 = llvm.lshr %0, %284 : i32
      %286 = llvm.sub %94, %4 : i32
      %287 = nvvm.shfl.sync  bfly %285, %282, %4, %286 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %288 = llvm.extractvalue %287[0] : !llvm.struct<(i32, i1)> 
      %289 = llvm.extractvalue %287[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %289, ^bb108, ^bb109
    ^bb108:  // pred: ^bb107
      %290 = llvm.and %282, %288 : i32
      llvm.br ^bb110(%290 : i32)
    ^bb109:  // pred: ^bb107
      llvm.br ^bb110(%282 : i32)
    ^bb110(%291: i32):  // 2 preds: ^bb108, ^bb109
      %292 = nvvm.shfl.sync  bfly %285, %291, %5, %286 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %293 = llvm.extractvalue %292[0] : !llvm.struct<(i32, i1)> 
      %294 = llvm.extractvalue %292[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %294, ^bb111, ^bb112
    ^bb111:  // pred: ^bb110
      %295 = llvm.and %291, %293 : i32
      llvm.br ^bb113(%295 : i32)
    ^bb112:  // pred: ^bb110
      llvm.br ^bb113(%291 : i32)
    ^bb113(%296: i32):  // 2 preds: ^bb111, ^bb112
      %297 = nvvm.shfl.sync  bfly %285, %296, %6, %286 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %298 = llvm.extractvalue %297[0] : !llvm.struct<(i32, i1)> 
      %299 = llvm.extractvalue %297[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %299, ^bb114, ^bb115
    ^bb114:  // pred: ^bb113
      %300 = llvm.and %296, %298 : i32
      llvm.br ^bb116(%300 : i32)
    ^bb115:  // pred: ^bb113
      llvm.br ^bb116(%296 : i32)
    ^bb116(%301: i32):  // 2 preds: ^bb114, ^bb115
      %302 = nvvm.shfl.sync  bfly %285, %301, %7, %286 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %303 = llvm.extractvalue %302[0] : !llvm.struct<(i32, i1)> 
      %304 = llvm.extractvalue %302[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %304, ^bb117, ^bb118
    ^bb117:  // pred: ^bb116
      %305 = llvm.and %301, %303 : i32
      llvm.br ^bb119(%305 : i32)
    ^bb118:  // pred: ^bb116
      llvm.br ^bb119(%301 : i32)
    ^bb119(%306: i32):  // 2 preds: ^bb117, ^bb118
      %307 = nvvm.shfl.sync  bfly %285, %306, %8, %286 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %308 = llvm.extractvalue %307[0] : !llvm.struct<(i32, i1)> 
      %309 = llvm.extractvalue %307[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %309, ^bb120, ^bb121
    ^bb120:  // pred: ^bb119
      %310 = llvm.and %306, %308 : i32
      llvm.br ^bb122(%310 : i32)
    ^bb121:  // pred: ^bb119
      llvm.br ^bb122(%306 : i32)
    ^bb122(%311: i32):  // 2 preds: ^bb120, ^bb121
      llvm.br ^bb124(%311 : i32)
    ^bb123:  // pred: ^bb106
      %312 = llvm.sub %3, %3 : i32
      %313 = llvm.lshr %0, %312 : i32
      %314 = llvm.sub %3, %4 : i32
      %315 = nvvm.shfl.sync  bfly %313, %282, %4, %314 : i32 -> i32
      %316 = llvm.and %282, %315 : i32
      %317 = nvvm.shfl.sync  bfly %313, %316, %5, %314 : i32 -> i32
      %318 = llvm.and %316, %317 : i32
      %319 = nvvm.shfl.sync  bfly %313, %318, %6, %314 : i32 -> i32
      %320 = llvm.and %318, %319 : i32
      %321 = nvvm.shfl.sync  bfly %313, %320, %7, %314 : i32 -> i32
      %322 = llvm.and %320, %321 : i32
      %323 = nvvm.shfl.sync  bfly %313, %322, %8, %314 : i32 -> i32
      %324 = llvm.and %322, %323 : i32
      llvm.br ^bb124(%324 : i32)
    ^bb124(%325: i32):  // 2 preds: ^bb122, ^bb123
      llvm.store %325, %14 : i32, !llvm.ptr<3>
      llvm.br ^bb126
    ^bb125:  // pred: ^bb105
      llvm.br ^bb126
    ^bb126:  // 2 preds: ^bb124, ^bb125
      nvvm.barrier0
      %326 = llvm.load %14 : !llvm.ptr<3> -> i32
      %327 = llvm.icmp "eq" %16, %arg10 : i64
      llvm.cond_br %327, ^bb127, ^bb128
    ^bb127:  // pred: ^bb126
      %328 = llvm.getelementptr inbounds|nuw %arg12[%arg10] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %142, %328 : f32, !llvm.ptr
      %329 = llvm.getelementptr inbounds|nuw %arg12[%arg16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %234, %329 : f32, !llvm.ptr
      %330 = llvm.getelementptr inbounds|nuw %arg18[%arg10] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %326, %330 : i32, !llvm.ptr
      llvm.br ^bb128
    ^bb128:  // 2 preds: ^bb126, ^bb127
      llvm.return
    }
  }
  llvm.func @mgpuMemHostRegisterMemRef(i64, !llvm.ptr, i64)
}
