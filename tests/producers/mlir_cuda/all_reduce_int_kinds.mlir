module attributes {gpu.container_module} {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @main() {
    %0 = llvm.mlir.constant(1 : index) : i64
    %1 = llvm.mlir.constant(2 : index) : i64
    %2 = llvm.mlir.constant(6 : index) : i64
    %3 = builtin.unrealized_conversion_cast %2 : i64 to index
    %4 = builtin.unrealized_conversion_cast %1 : i64 to index
    %5 = builtin.unrealized_conversion_cast %0 : i64 to index
    %6 = llvm.mlir.constant(2 : index) : i64
    %7 = llvm.mlir.constant(6 : index) : i64
    %8 = llvm.mlir.constant(1 : index) : i64
    %9 = llvm.mlir.constant(12 : index) : i64
    %10 = llvm.mlir.zero : !llvm.ptr
    %11 = llvm.getelementptr %10[%9] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %12 = llvm.ptrtoint %11 : !llvm.ptr to i64
    %13 = llvm.call @malloc(%12) : (i64) -> !llvm.ptr
    %14 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %15 = llvm.insertvalue %13, %14[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.insertvalue %13, %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.mlir.constant(0 : index) : i64
    %18 = llvm.insertvalue %17, %16[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %6, %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %7, %19[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %7, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %8, %21[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.mlir.constant(2 : index) : i64
    %24 = llvm.mlir.constant(9 : index) : i64
    %25 = llvm.mlir.constant(1 : index) : i64
    %26 = llvm.mlir.constant(18 : index) : i64
    %27 = llvm.mlir.zero : !llvm.ptr
    %28 = llvm.getelementptr %27[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %29 = llvm.ptrtoint %28 : !llvm.ptr to i64
    %30 = llvm.call @malloc(%29) : (i64) -> !llvm.ptr
    %31 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %32 = llvm.insertvalue %30, %31[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.insertvalue %30, %32[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.mlir.constant(0 : index) : i64
    %35 = llvm.insertvalue %34, %33[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %36 = llvm.insertvalue %23, %35[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %37 = llvm.insertvalue %24, %36[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %38 = llvm.insertvalue %24, %37[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %39 = llvm.insertvalue %25, %38[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %40 = llvm.mlir.constant(1 : index) : i64
    %41 = llvm.alloca %40 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
    llvm.store %22, %41 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
    %42 = llvm.mlir.constant(2 : index) : i64
    %43 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
    %44 = llvm.insertvalue %42, %43[0] : !llvm.struct<(i64, ptr)> 
    %45 = llvm.insertvalue %41, %44[1] : !llvm.struct<(i64, ptr)> 
    %46 = llvm.mlir.zero : !llvm.ptr
    %47 = llvm.getelementptr %46[1] : (!llvm.ptr) -> !llvm.ptr, i32
    %48 = llvm.ptrtoint %47 : !llvm.ptr to i64
    %49 = llvm.extractvalue %45[0] : !llvm.struct<(i64, ptr)> 
    %50 = llvm.extractvalue %45[1] : !llvm.struct<(i64, ptr)> 
    llvm.call @mgpuMemHostRegisterMemRef(%49, %50, %48) : (i64, !llvm.ptr, i64) -> ()
    %51 = llvm.extractvalue %22[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %52 = llvm.extractvalue %22[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %53 = llvm.extractvalue %22[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %54 = llvm.extractvalue %22[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %55 = llvm.extractvalue %22[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.extractvalue %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %57 = llvm.extractvalue %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %58 = llvm.extractvalue %39[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %59 = llvm.extractvalue %39[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %60 = llvm.extractvalue %39[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %61 = llvm.extractvalue %39[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %62 = llvm.extractvalue %39[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %63 = llvm.extractvalue %39[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %64 = llvm.extractvalue %39[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    gpu.launch_func  @main_kernel::@main_kernel blocks in (%1, %0, %0) threads in (%2, %0, %0) : i64 args(%51 : !llvm.ptr, %52 : !llvm.ptr, %53 : i64, %54 : i64, %55 : i64, %56 : i64, %57 : i64, %58 : !llvm.ptr, %59 : !llvm.ptr, %60 : i64, %61 : i64, %62 : i64, %63 : i64, %64 : i64, %0 : i64, %1 : i64, %2 : i64)
    llvm.return
  }
  gpu.module @main_kernel [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.mlir.global internal @__wg_main_kernel_0() {addr_space = 3 : i32} : !llvm.array<32 x i32>
    llvm.mlir.global internal @__wg_main_kernel_1() {addr_space = 3 : i32} : !llvm.array<32 x i32>
    llvm.mlir.global internal @__wg_main_kernel_2() {addr_space = 3 : i32} : !llvm.array<32 x i32>
    llvm.mlir.global internal @__wg_main_kernel_3() {addr_space = 3 : i32} : !llvm.array<32 x i32>
    llvm.mlir.global internal @__wg_main_kernel_4() {addr_space = 3 : i32} : !llvm.array<32 x i32>
    llvm.mlir.global internal @__wg_main_kernel_5() {addr_space = 3 : i32} : !llvm.array<32 x i32>
    llvm.mlir.global internal @__wg_main_kernel_6() {addr_space = 3 : i32} : !llvm.array<32 x i32>
    llvm.mlir.global internal @__wg_main_kernel_7() {addr_space = 3 : i32} : !llvm.array<32 x i32>
    llvm.mlir.global internal @__wg_main_kernel_8() {addr_space = 3 : i32} : !llvm.array<32 x i32>
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: i64, %arg16: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 6, 1, 1>, gpu.known_grid_size = array<i32: 2, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 6, 1, 1>} {
      %0 = llvm.mlir.constant(9 : index) : i64
      %1 = llvm.mlir.constant(-1 : i32) : i32
      %2 = llvm.mlir.constant(6 : index) : i64
      %3 = llvm.mlir.constant(8 : index) : i64
      %4 = llvm.mlir.constant(7 : index) : i64
      %5 = llvm.mlir.constant(5 : index) : i64
      %6 = llvm.mlir.constant(4 : index) : i64
      %7 = llvm.mlir.constant(3 : index) : i64
      %8 = llvm.mlir.constant(31 : i32) : i32
      %9 = llvm.mlir.constant(0 : i32) : i32
      %10 = llvm.mlir.constant(32 : i32) : i32
      %11 = llvm.mlir.constant(1 : i32) : i32
      %12 = llvm.mlir.constant(2 : i32) : i32
      %13 = llvm.mlir.constant(4 : i32) : i32
      %14 = llvm.mlir.constant(8 : i32) : i32
      %15 = llvm.mlir.constant(16 : i32) : i32
      %16 = llvm.mlir.addressof @__wg_main_kernel_8 : !llvm.ptr<3>
      %17 = llvm.mlir.addressof @__wg_main_kernel_7 : !llvm.ptr<3>
      %18 = llvm.mlir.addressof @__wg_main_kernel_6 : !llvm.ptr<3>
      %19 = llvm.mlir.addressof @__wg_main_kernel_5 : !llvm.ptr<3>
      %20 = llvm.mlir.addressof @__wg_main_kernel_4 : !llvm.ptr<3>
      %21 = llvm.mlir.addressof @__wg_main_kernel_3 : !llvm.ptr<3>
      %22 = llvm.mlir.addressof @__wg_main_kernel_2 : !llvm.ptr<3>
      %23 = llvm.mlir.addressof @__wg_main_kernel_1 : !llvm.ptr<3>
      %24 = llvm.mlir.constant(0 : index) : i64
      %25 = llvm.mlir.addressof @__wg_main_kernel_0 : !llvm.ptr<3>
      %26 = llvm.getelementptr %25[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x i32>
      %27 = llvm.getelementptr %23[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x i32>
      %28 = llvm.getelementptr %22[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x i32>
      %29 = llvm.getelementptr %21[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x i32>
      %30 = llvm.getelementptr %20[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x i32>
      %31 = llvm.getelementptr %19[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x i32>
      %32 = llvm.getelementptr %18[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x i32>
      %33 = llvm.getelementptr %17[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x i32>
      %34 = llvm.getelementptr %16[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x i32>
      %35 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2> : i32
      %36 = llvm.sext %35 : i32 to i64
      %37 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 6> : i32
      %38 = llvm.sext %37 : i32 to i64
      %39 = llvm.mul %36, %2 overflow<nsw, nuw> : i64
      %40 = llvm.add %39, %38 overflow<nsw, nuw> : i64
      %41 = llvm.getelementptr inbounds|nuw %arg1[%40] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %42 = llvm.load %41 : !llvm.ptr -> i32
      %43 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 7> : i32
      %44 = llvm.sext %43 : i32 to i64
      %45 = llvm.trunc %44 : i64 to i32
      %46 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 2> : i32
      %47 = llvm.sext %46 : i32 to i64
      %48 = llvm.trunc %47 : i64 to i32
      %49 = nvvm.read.ptx.sreg.ntid.z range <i32, 1, 2> : i32
      %50 = llvm.sext %49 : i32 to i64
      %51 = llvm.trunc %50 : i64 to i32
      %52 = llvm.trunc %38 : i64 to i32
      %53 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1> : i32
      %54 = llvm.sext %53 : i32 to i64
      %55 = llvm.trunc %54 : i64 to i32
      %56 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 1> : i32
      %57 = llvm.sext %56 : i32 to i64
      %58 = llvm.trunc %57 : i64 to i32
      %59 = llvm.mul %58, %48 : i32
      %60 = llvm.add %59, %55 : i32
      %61 = llvm.mul %60, %45 : i32
      %62 = llvm.mul %45, %48 : i32
      %63 = llvm.add %61, %52 : i32
      %64 = llvm.mul %62, %51 : i32
      %65 = llvm.and %63, %8 : i32
      %66 = llvm.icmp "eq" %65, %9 : i32
      %67 = llvm.sub %63, %65 : i32
      %68 = llvm.sub %64, %67 : i32
      %69 = llvm.icmp "slt" %68, %10 : i32
      llvm.cond_br %69, ^bb1, ^bb17
    ^bb1:  // pred: ^bb0
      %70 = llvm.sub %10, %68 : i32
      %71 = llvm.lshr %1, %70 : i32
      %72 = llvm.sub %68, %11 : i32
      %73 = nvvm.shfl.sync  bfly %71, %42, %11, %72 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %74 = llvm.extractvalue %73[0] : !llvm.struct<(i32, i1)> 
      %75 = llvm.extractvalue %73[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %75, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %76 = llvm.add %42, %74 : i32
      llvm.br ^bb4(%76 : i32)
    ^bb3:  // pred: ^bb1
      llvm.br ^bb4(%42 : i32)
    ^bb4(%77: i32):  // 2 preds: ^bb2, ^bb3
      %78 = nvvm.shfl.sync  bfly %71, %77, %12, %72 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %79 = llvm.extractvalue %78[0] : !llvm.struct<(i32, i1)> 
      %80 = llvm.extractvalue %78[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %80, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %81 = llvm.add %77, %79 : i32
      llvm.br ^bb7(%81 : i32)
    ^bb6:  // pred: ^bb4
      llvm.br ^bb7(%77 : i32)
    ^bb7(%82: i32):  // 2 preds: ^bb5, ^bb6
      %83 = nvvm.shfl.sync  bfly %71, %82, %13, %72 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %84 = llvm.extractvalue %83[0] : !llvm.struct<(i32, i1)> 
      %85 = llvm.extractvalue %83[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %85, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %86 = llvm.add %82, %84 : i32
      llvm.br ^bb10(%86 : i32)
    ^bb9:  // pred: ^bb7
      llvm.br ^bb10(%82 : i32)
    ^bb10(%87: i32):  // 2 preds: ^bb8, ^bb9
      %88 = nvvm.shfl.sync  bfly %71, %87, %14, %72 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %89 = llvm.extractvalue %88[0] : !llvm.struct<(i32, i1)> 
      %90 = llvm.extractvalue %88[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %90, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %91 = llvm.add %87, %89 : i32
      llvm.br ^bb13(%91 : i32)
    ^bb12:  // pred: ^bb10
      llvm.br ^bb13(%87 : i32)
    ^bb13(%92: i32):  // 2 preds: ^bb11, ^bb12
      %93 = nvvm.shfl.sync  bfly %71, %92, %15, %72 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %94 = llvm.extractvalue %93[0] : !llvm.struct<(i32, i1)> 
      %95 = llvm.extractvalue %93[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %95, ^bb14, ^bb15
    ^bb14:  // pred: ^bb13
      %96 = llvm.add %92, %94 : i32
      llvm.br ^bb16(%96 : i32)
    ^bb15:  // pred: ^bb13
      llvm.br ^bb16(%92 : i32)
    ^bb16(%97: i32):  // 2 preds: ^bb14, ^bb15
      llvm.br ^bb18(%97 : i32)
    ^bb17:  // pred: ^bb0
      %98 = llvm.sub %10, %10 : i32
      %99 = llvm.lshr %1, %98 : i32
      %100 = llvm.sub %10, %11 : i32
      %101 = nvvm.shfl.sync  bfly %99, %42, %11, %100 : i32 -> i32
      %102 = llvm.add %42, %101 : i32
      %103 = nvvm.shfl.sync  bfly %99, %102, %12, %100 : i32 -> i32
      %104 = llvm.add %102, %103 : i32
      %105 = nvvm.shfl.sync  bfly %99, %104, %13, %100 : i32 -> i32
      %106 = llvm.add %104, %105 : i32
      %107 = nvvm.shfl.sync  bfly %99, %106, %14, %100 : i32 -> i32
      %108 = llvm.add %106, %107 : i32
      %109 = nvvm.shfl.sync  bfly %99, %108, %15, %100 : i32 -> i32
      %110 = llvm.add %108, %109 : i32
      llvm.br ^bb18(%110 : i32)
    ^bb18(%111: i32):  // 2 preds: ^bb16, ^bb17
      llvm.cond_br %66, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      %112 = llvm.sdiv %63, %10 : i32
      %113 = llvm.sext %112 : i32 to i64
      %114 = llvm.getelementptr inbounds|nuw %26[%113] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      llvm.store %111, %114 : i32, !llvm.ptr<3>
      llvm.br ^bb21
    ^bb20:  // pred: ^bb18
      llvm.br ^bb21
    ^bb21:  // 2 preds: ^bb19, ^bb20
      nvvm.barrier0
      %115 = llvm.add %64, %8 : i32
      %116 = llvm.sdiv %115, %10 : i32
      %117 = llvm.icmp "slt" %63, %116 : i32
      llvm.cond_br %117, ^bb22, ^bb41
    ^bb22:  // pred: ^bb21
      %118 = llvm.sext %63 : i32 to i64
      %119 = llvm.getelementptr inbounds|nuw %26[%118] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %120 = llvm.load %119 : !llvm.ptr<3> -> i32
      %121 = llvm.icmp "slt" %116, %10 : i32
      llvm.cond_br %121, ^bb23, ^bb39
    ^bb23:  // pred: ^bb22
      %122 = llvm.sub %10, %116 : i32
      %123 = llvm.lshr %1, %122 : i32
      %124 = llvm.sub %116, %11 : i32
      %125 = nvvm.shfl.sync  bfly %123, %120, %11, %124 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %126 = llvm.extractvalue %125[0] : !llvm.struct<(i32, i1)> 
      %127 = llvm.extractvalue %125[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %127, ^bb24, ^bb25
    ^bb24:  // pred: ^bb23
      %128 = llvm.add %120, %126 : i32
      llvm.br ^bb26(%128 : i32)
    ^bb25:  // pred: ^bb23
      llvm.br ^bb26(%120 : i32)
    ^bb26(%129: i32):  // 2 preds: ^bb24, ^bb25
      %130 = nvvm.shfl.sync  bfly %123, %129, %12, %124 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %131 = llvm.extractvalue %130[0] : !llvm.struct<(i32, i1)> 
      %132 = llvm.extractvalue %130[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %132, ^bb27, ^bb28
    ^bb27:  // pred: ^bb26
      %133 = llvm.add %129, %131 : i32
      llvm.br ^bb29(%133 : i32)
    ^bb28:  // pred: ^bb26
      llvm.br ^bb29(%129 : i32)
    ^bb29(%134: i32):  // 2 preds: ^bb27, ^bb28
      %135 = nvvm.shfl.sync  bfly %123, %134, %13, %124 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %136 = llvm.extractvalue %135[0] : !llvm.struct<(i32, i1)> 
      %137 = llvm.extractvalue %135[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %137, ^bb30, ^bb31
    ^bb30:  // pred: ^bb29
      %138 = llvm.add %134, %136 : i32
      llvm.br ^bb32(%138 : i32)
    ^bb31:  // pred: ^bb29
      llvm.br ^bb32(%134 : i32)
    ^bb32(%139: i32):  // 2 preds: ^bb30, ^bb31
      %140 = nvvm.shfl.sync  bfly %123, %139, %14, %124 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %141 = llvm.extractvalue %140[0] : !llvm.struct<(i32, i1)> 
      %142 = llvm.extractvalue %140[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %142, ^bb33, ^bb34
    ^bb33:  // pred: ^bb32
      %143 = llvm.add %139, %141 : i32
      llvm.br ^bb35(%143 : i32)
    ^bb34:  // pred: ^bb32
      llvm.br ^bb35(%139 : i32)
    ^bb35(%144: i32):  // 2 preds: ^bb33, ^bb34
      %145 = nvvm.shfl.sync  bfly %123, %144, %15, %124 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %146 = llvm.extractvalue %145[0] : !llvm.struct<(i32, i1)> 
      %147 = llvm.extractvalue %145[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %147, ^bb36, ^bb37
    ^bb36:  // pred: ^bb35
      %148 = llvm.add %144, %146 : i32
      llvm.br ^bb38(%148 : i32)
    ^bb37:  // pred: ^bb35
      llvm.br ^bb38(%144 : i32)
    ^bb38(%149: i32):  // 2 preds: ^bb36, ^bb37
      llvm.br ^bb40(%149 : i32)
    ^bb39:  // pred: ^bb22
      %150 = llvm.sub %10, %10 : i32
      %151 = llvm.lshr %1, %150 : i32
      %152 = llvm.sub %10, %11 : i32
      %153 = nvvm.shfl.sync  bfly %151, %120, %11, %152 : i32 -> i32
      %154 = llvm.add %120, %153 : i32
      %155 = nvvm.shfl.sync  bfly %151, %154, %12, %152 : i32 -> i32
      %156 = llvm.add %154, %155 : i32
      %157 = nvvm.shfl.sync  bfly %151, %156, %13, %152 : i32 -> i32
      %158 = llvm.add %156, %157 : i32
      %159 = nvvm.shfl.sync  bfly %151, %158, %14, %152 : i32 -> i32
      %160 = llvm.add %158, %159 : i32
      %161 = nvvm.shfl.sync  bfly %151, %160, %15, %152 : i32 -> i32
      %162 = llvm.add %160, %161 : i32
      llvm.br ^bb40(%162 : i32)
    ^bb40(%163: i32):  // 2 preds: ^bb38, ^bb39
      llvm.store %163, %26 : i32, !llvm.ptr<3>
      llvm.br ^bb42
    ^bb41:  // pred: ^bb21
      llvm.br ^bb42
    ^bb42:  // 2 preds: ^bb40, ^bb41
      nvvm.barrier0
      %164 = llvm.load %26 : !llvm.ptr<3> -> i32
      llvm.cond_br %69, ^bb43, ^bb59
    ^bb43:  // pred: ^bb42
      %165 = llvm.sub %10, %68 : i32
      %166 = llvm.lshr %1, %165 : i32
      %167 = llvm.sub %68, %11 : i32
      %168 = nvvm.shfl.sync  bfly %166, %42, %11, %167 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %169 = llvm.extractvalue %168[0] : !llvm.struct<(i32, i1)> 
      %170 = llvm.extractvalue %168[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %170, ^bb44, ^bb45
    ^bb44:  // pred: ^bb43
      %171 = llvm.mul %42, %169 : i32
      llvm.br ^bb46(%171 : i32)
    ^bb45:  // pred: ^bb43
      llvm.br ^bb46(%42 : i32)
    ^bb46(%172: i32):  // 2 preds: ^bb44, ^bb45
      %173 = nvvm.shfl.sync  bfly %166, %172, %12, %167 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %174 = llvm.extractvalue %173[0] : !llvm.struct<(i32, i1)> 
      %175 = llvm.extractvalue %173[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %175, ^bb47, ^bb48
    ^bb47:  // pred: ^bb46
      %176 = llvm.mul %172, %174 : i32
      llvm.br ^bb49(%176 : i32)
    ^bb48:  // pred: ^bb46
      llvm.br ^bb49(%172 : i32)
    ^bb49(%177: i32):  // 2 preds: ^bb47, ^bb48
      %178 = nvvm.shfl.sync  bfly %166, %177, %13, %167 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %179 = llvm.extractvalue %178[0] : !llvm.struct<(i32, i1)> 
      %180 = llvm.extractvalue %178[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %180, ^bb50, ^bb51
    ^bb50:  // pred: ^bb49
      %181 = llvm.mul %177, %179 : i32
      llvm.br ^bb52(%181 : i32)
    ^bb51:  // pred: ^bb49
      llvm.br ^bb52(%177 : i32)
    ^bb52(%182: i32):  // 2 preds: ^bb50, ^bb51
      %183 = nvvm.shfl.sync  bfly %166, %182, %14, %167 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %184 = llvm.extractvalue %183[0] : !llvm.struct<(i32, i1)> 
      %185 = llvm.extractvalue %183[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %185, ^bb53, ^bb54
    ^bb53:  // pred: ^bb52
      %186 = llvm.mul %182, %184 : i32
      llvm.br ^bb55(%186 : i32)
    ^bb54:  // pred: ^bb52
      llvm.br ^bb55(%182 : i32)
    ^bb55(%187: i32):  // 2 preds: ^bb53, ^bb54
      %188 = nvvm.shfl.sync  bfly %166, %187, %15, %167 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %189 = llvm.extractvalue %188[0] : !llvm.struct<(i32, i1)> 
      %190 = llvm.extractvalue %188[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %190, ^bb56, ^bb57
    ^bb56:  // pred: ^bb55
      %191 = llvm.mul %187, %189 : i32
      llvm.br ^bb58(%191 : i32)
    ^bb57:  // pred: ^bb55
      llvm.br ^bb58(%187 : i32)
    ^bb58(%192: i32):  // 2 preds: ^bb56, ^bb57
      llvm.br ^bb60(%192 : i32)
    ^bb59:  // pred: ^bb42
      %193 = llvm.sub %10, %10 : i32
      %194 = llvm.lshr %1, %193 : i32
      %195 = llvm.sub %10, %11 : i32
      %196 = nvvm.shfl.sync  bfly %194, %42, %11, %195 : i32 -> i32
      %197 = llvm.mul %42, %196 : i32
      %198 = nvvm.shfl.sync  bfly %194, %197, %12, %195 : i32 -> i32
      %199 = llvm.mul %197, %198 : i32
      %200 = nvvm.shfl.sync  bfly %194, %199, %13, %195 : i32 -> i32
      %201 = llvm.mul %199, %200 : i32
      %202 = nvvm.shfl.sync  bfly %194, %201, %14, %195 : i32 -> i32
      %203 = llvm.mul %201, %202 : i32
      %204 = nvvm.shfl.sync  bfly %194, %203, %15, %195 : i32 -> i32
      %205 = llvm.mul %203, %204 : i32
      llvm.br ^bb60(%205 : i32)
    ^bb60(%206: i32):  // 2 preds: ^bb58, ^bb59
      llvm.cond_br %66, ^bb61, ^bb62
    ^bb61:  // pred: ^bb60
      %207 = llvm.sdiv %63, %10 : i32
      %208 = llvm.sext %207 : i32 to i64
      %209 = llvm.getelementptr inbounds|nuw %27[%208] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      llvm.store %206, %209 : i32, !llvm.ptr<3>
      llvm.br ^bb63
    ^bb62:  // pred: ^bb60
      llvm.br ^bb63
    ^bb63:  // 2 preds: ^bb61, ^bb62
      nvvm.barrier0
      llvm.cond_br %117, ^bb64, ^bb83
    ^bb64:  // pred: ^bb63
      %210 = llvm.sext %63 : i32 to i64
      %211 = llvm.getelementptr inbounds|nuw %27[%210] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %212 = llvm.load %211 : !llvm.ptr<3> -> i32
      %213 = llvm.icmp "slt" %116, %10 : i32
      llvm.cond_br %213, ^bb65, ^bb81
    ^bb65:  // pred: ^bb64
      %214 = llvm.sub %10, %116 : i32
      %215 = llvm.lshr %1, %214 : i32
      %216 = llvm.sub %116, %11 : i32
      %217 = nvvm.shfl.sync  bfly %215, %212, %11, %216 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %218 = llvm.extractvalue %217[0] : !llvm.struct<(i32, i1)> 
      %219 = llvm.extractvalue %217[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %219, ^bb66, ^bb67
    ^bb66:  // pred: ^bb65
      %220 = llvm.mul %212, %218 : i32
      llvm.br ^bb68(%220 : i32)
    ^bb67:  // pred: ^bb65
      llvm.br ^bb68(%212 : i32)
    ^bb68(%221: i32):  // 2 preds: ^bb66, ^bb67
      %222 = nvvm.shfl.sync  bfly %215, %221, %12, %216 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %223 = llvm.extractvalue %222[0] : !llvm.struct<(i32, i1)> 
      %224 = llvm.extractvalue %222[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %224, ^bb69, ^bb70
    ^bb69:  // pred: ^bb68
      %225 = llvm.mul %221, %223 : i32
      llvm.br ^bb71(%225 : i32)
    ^bb70:  // pred: ^bb68
      llvm.br ^bb71(%221 : i32)
    ^bb71(%226: i32):  // 2 preds: ^bb69, ^bb70
      %227 = nvvm.shfl.sync  bfly %215, %226, %13, %216 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %228 = llvm.extractvalue %227[0] : !llvm.struct<(i32, i1)> 
      %229 = llvm.extractvalue %227[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %229, ^bb72, ^bb73
    ^bb72:  // pred: ^bb71
      %230 = llvm.mul %226, %228 : i32
      llvm.br ^bb74(%230 : i32)
    ^bb73:  // pred: ^bb71
      llvm.br ^bb74(%226 : i32)
    ^bb74(%231: i32):  // 2 preds: ^bb72, ^bb73
      %232 = nvvm.shfl.sync  bfly %215, %231, %14, %216 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %233 = llvm.extractvalue %232[0] : !llvm.struct<(i32, i1)> 
      %234 = llvm.extractvalue %232[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %234, ^bb75, ^bb76
    ^bb75:  // pred: ^bb74
      %235 = llvm.mul %231, %233 : i32
      llvm.br ^bb77(%235 : i32)
    ^bb76:  // pred: ^bb74
      llvm.br ^bb77(%231 : i32)
    ^bb77(%236: i32):  // 2 preds: ^bb75, ^bb76
      %237 = nvvm.shfl.sync  bfly %215, %236, %15, %216 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %238 = llvm.extractvalue %237[0] : !llvm.struct<(i32, i1)> 
      %239 = llvm.extractvalue %237[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %239, ^bb78, ^bb79
    ^bb78:  // pred: ^bb77
      %240 = llvm.mul %236, %238 : i32
      llvm.br ^bb80(%240 : i32)
    ^bb79:  // pred: ^bb77
      llvm.br ^bb80(%236 : i32)
    ^bb80(%241: i32):  // 2 preds: ^bb78, ^bb79
      llvm.br ^bb82(%241 : i32)
    ^bb81:  // pred: ^bb64
      %242 = llvm.sub %10, %10 : i32
      %243 = llvm.lshr %1, %242 : i32
      %244 = llvm.sub %10, %11 : i32
      %245 = nvvm.shfl.sync  bfly %243, %212, %11, %244 : i32 -> i32
      %246 = llvm.mul %212, %245 : i32
      %247 = nvvm.shfl.sync  bfly %243, %246, %12, %244 : i32 -> i32
      %248 = llvm.mul %246, %247 : i32
      %249 = nvvm.shfl.sync  bfly %243, %248, %13, %244 : i32 -> i32
      %250 = llvm.mul %248, %249 : i32
      %251 = nvvm.shfl.sync  bfly %243, %250, %14, %244 : i32 -> i32
      %252 = llvm.mul %250, %251 : i32
      %253 = nvvm.shfl.sync  bfly %243, %252, %15, %244 : i32 -> i32
      %254 = llvm.mul %252, %253 : i32
      llvm.br ^bb82(%254 : i32)
    ^bb82(%255: i32):  // 2 preds: ^bb80, ^bb81
      llvm.store %255, %27 : i32, !llvm.ptr<3>
      llvm.br ^bb84
    ^bb83:  // pred: ^bb63
      llvm.br ^bb84
    ^bb84:  // 2 preds: ^bb82, ^bb83
      nvvm.barrier0
      %256 = llvm.load %27 : !llvm.ptr<3> -> i32
      llvm.cond_br %69, ^bb85, ^bb101
    ^bb85:  // pred: ^bb84
      %257 = llvm.sub %10, %68 : i32
      %258 = llvm.lshr %1, %257 : i32
      %259 = llvm.sub %68, %11 : i32
      %260 = nvvm.shfl.sync  bfly %258, %42, %11, %259 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %261 = llvm.extractvalue %260[0] : !llvm.struct<(i32, i1)> 
      %262 = llvm.extractvalue %260[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %262, ^bb86, ^bb87
    ^bb86:  // pred: ^bb85
      %263 = llvm.intr.smin(%42, %261) : (i32, i32) -> i32
      llvm.br ^bb88(%263 : i32)
    ^bb87:  // pred: ^bb85
      llvm.br ^bb88(%42 : i32)
    ^bb88(%264: i32):  // 2 preds: ^bb86, ^bb87
      %265 = nvvm.shfl.sync  bfly %258, %264, %12, %259 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %266 = llvm.extractvalue %265[0] : !llvm.struct<(i32, i1)> 
      %267 = llvm.extractvalue %265[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %267, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %268 = llvm.intr.smin(%264, %266) : (i32, i32) -> i32
      llvm.br ^bb91(%268 : i32)
    ^bb90:  // pred: ^bb88
      llvm.br ^bb91(%264 : i32)
    ^bb91(%269: i32):  // 2 preds: ^bb89, ^bb90
      %270 = nvvm.shfl.sync  bfly %258, %269, %13, %259 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %271 = llvm.extractvalue %270[0] : !llvm.struct<(i32, i1)> 
      %272 = llvm.extractvalue %270[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %272, ^bb92, ^bb93
    ^bb92:  // pred: ^bb91
      %273 = llvm.intr.smin(%269, %271) : (i32, i32) -> i32
      llvm.br ^bb94(%273 : i32)
    ^bb93:  // pred: ^bb91
      llvm.br ^bb94(%269 : i32)
    ^bb94(%274: i32):  // 2 preds: ^bb92, ^bb93
      %275 = nvvm.shfl.sync  bfly %258, %274, %14, %259 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %276 = llvm.extractvalue %275[0] : !llvm.struct<(i32, i1)> 
      %277 = llvm.extractvalue %275[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %277, ^bb95, ^bb96
    ^bb95:  // pred: ^bb94
      %278 = llvm.intr.smin(%274, %276) : (i32, i32) -> i32
      llvm.br ^bb97(%278 : i32)
    ^bb96:  // pred: ^bb94
      llvm.br ^bb97(%274 : i32)
    ^bb97(%279: i32):  // 2 preds: ^bb95, ^bb96
      %280 = nvvm.shfl.sync  bfly %258, %279, %15, %259 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %281 = llvm.extractvalue %280[0] : !llvm.struct<(i32, i1)> 
      %282 = llvm.extractvalue %280[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %282, ^bb98, ^bb99
    ^bb98:  // pred: ^bb97
      %283 = llvm.intr.smin(%279, %281) : (i32, i32) -> i32
      llvm.br ^bb100(%283 : i32)
    ^bb99:  // pred: ^bb97
      llvm.br ^bb100(%279 : i32)
    ^bb100(%284: i32):  // 2 preds: ^bb98, ^bb99
      llvm.br ^bb102(%284 : i32)
    ^bb101:  // pred: ^bb84
      %285 = llvm.sub %10, %10 : i32
      %286 = llvm.lshr %1, %285 : i32
      %287 = llvm.sub %10, %11 : i32
      %288 = nvvm.shfl.sync  bfly %286, %42, %11, %287 : i32 -> i32
      %289 = llvm.intr.smin(%42, %288) : (i32, i32) -> i32
      %290 = nvvm.shfl.sync  bfly %286, %289, %12, %287 : i32 -> i32
      %291 = llvm.intr.smin(%289, %290) : (i32, i32) -> i32
      %292 = nvvm.shfl.sync  bfly %286, %291, %13, %287 : i32 -> i32
      %293 = llvm.intr.smin(%291, %292) : (i32, i32) -> i32
      %294 = nvvm.shfl.sync  bfly %286, %293, %14, %287 : i32 -> i32
      %295 = llvm.intr.smin(%293, %294) : (i32, i32) -> i32
      %296 = nvvm.shfl.sync  bfly %286, %295, %15, %287 : i32 -> i32
      %297 = llvm.intr.smin(%295, %296) : (i32, i32) -> i32
      llvm.br ^bb102(%297 : i32)
    ^bb102(%298: i32):  // 2 preds: ^bb100, ^bb101
      llvm.cond_br %66, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %299 = llvm.sdiv %63, %10 : i32
      %300 = llvm.sext %299 : i32 to i64
      %301 = llvm.getelementptr inbounds|nuw %28[%300] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      llvm.store %298, %301 : i32, !llvm.ptr<3>
      llvm.br ^bb105
    ^bb104:  // pred: ^bb102
      llvm.br ^bb105
    ^bb105:  // 2 preds: ^bb103, ^bb104
      nvvm.barrier0
      llvm.cond_br %117, ^bb106, ^bb125
    ^bb106:  // pred: ^bb105
      %302 = llvm.sext %63 : i32 to i64
      %303 = llvm.getelementptr inbounds|nuw %28[%302] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %304 = llvm.load %303 : !llvm.ptr<3> -> i32
      %305 = llvm.icmp "slt" %116, %10 : i32
      llvm.cond_br %305, ^bb107, ^bb123
    ^bb107:  // pred: ^bb106
      %306 = llvm.sub %10, %116 : i32
      %307 = llvm.lshr %1, %306 : i32
      %308 = llvm.sub %116, %11 : i32
      %309 = nvvm.shfl.sync  bfly %307, %304, %11, %308 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %310 = llvm.extractvalue %309[0] : !llvm.struct<(i32, i1)> 
      %311 = llvm.extractvalue %309[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %311, ^bb108, ^bb109
    ^bb108:  // pred: ^bb107
      %312 = llvm.intr.smin(%304, %310) : (i32, i32) -> i32
      llvm.br ^bb110(%312 : i32)
    ^bb109:  // pred: ^bb107
      llvm.br ^bb110(%304 : i32)
    ^bb110(%313: i32):  // 2 preds: ^bb108, ^bb109
      %314 = nvvm.shfl.sync  bfly %307, %313, %12, %308 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %315 = llvm.extractvalue %314[0] : !llvm.struct<(i32, i1)> 
      %316 = llvm.extractvalue %314[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %316, ^bb111, ^bb112
    ^bb111:  // pred: ^bb110
      %317 = llvm.intr.smin(%313, %315) : (i32, i32) -> i32
      llvm.br ^bb113(%317 : i32)
    ^bb112:  // pred: ^bb110
      llvm.br ^bb113(%313 : i32)
    ^bb113(%318: i32):  // 2 preds: ^bb111, ^bb112
      %319 = nvvm.shfl.sync  bfly %307, %318, %13, %308 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %320 = llvm.extractvalue %319[0] : !llvm.struct<(i32, i1)> 
      %321 = llvm.extractvalue %319[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %321, ^bb114, ^bb115
    ^bb114:  // pred: ^bb113
      %322 = llvm.intr.smin(%318, %320) : (i32, i32) -> i32
      llvm.br ^bb116(%322 : i32)
    ^bb115:  // pred: ^bb113
      llvm.br ^bb116(%318 : i32)
    ^bb116(%323: i32):  // 2 preds: ^bb114, ^bb115
      %324 = nvvm.shfl.sync  bfly %307, %323, %14, %308 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %325 = llvm.extractvalue %324[0] : !llvm.struct<(i32, i1)> 
      %326 = llvm.extractvalue %324[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %326, ^bb117, ^bb118
    ^bb117:  // pred: ^bb116
      %327 = llvm.intr.smin(%323, %325) : (i32, i32) -> i32
      llvm.br ^bb119(%327 : i32)
    ^bb118:  // pred: ^bb116
      llvm.br ^bb119(%323 : i32)
    ^bb119(%328: i32):  // 2 preds: ^bb117, ^bb118
      %329 = nvvm.shfl.sync  bfly %307, %328, %15, %308 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %330 = llvm.extractvalue %329[0] : !llvm.struct<(i32, i1)> 
      %331 = llvm.extractvalue %329[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %331, ^bb120, ^bb121
    ^bb120:  // pred: ^bb119
      %332 = llvm.intr.smin(%328, %330) : (i32, i32) -> i32
      llvm.br ^bb122(%332 : i32)
    ^bb121:  // pred: ^bb119
      llvm.br ^bb122(%328 : i32)
    ^bb122(%333: i32):  // 2 preds: ^bb120, ^bb121
      llvm.br ^bb124(%333 : i32)
    ^bb123:  // pred: ^bb106
      %334 = llvm.sub %10, %10 : i32
      %335 = llvm.lshr %1, %334 : i32
      %336 = llvm.sub %10, %11 : i32
      %337 = nvvm.shfl.sync  bfly %335, %304, %11, %336 : i32 -> i32
      %338 = llvm.intr.smin(%304, %337) : (i32, i32) -> i32
      %339 = nvvm.shfl.sync  bfly %335, %338, %12, %336 : i32 -> i32
      %340 = llvm.intr.smin(%338, %339) : (i32, i32) -> i32
      %341 = nvvm.shfl.sync  bfly %335, %340, %13, %336 : i32 -> i32
      %342 = llvm.intr.smin(%340, %341) : (i32, i32) -> i32
      %343 = nvvm.shfl.sync  bfly %335, %342, %14, %336 : i32 -> i32
      %344 = llvm.intr.smin(%342, %343) : (i32, i32) -> i32
      %345 = nvvm.shfl.sync  bfly %335, %344, %15, %336 : i32 -> i32
      %346 = llvm.intr.smin(%344, %345) : (i32, i32) -> i32
      llvm.br ^bb124(%346 : i32)
    ^bb124(%347: i32):  // 2 preds: ^bb122, ^bb123
      llvm.store %347, %28 : i32, !llvm.ptr<3>
      llvm.br ^bb126
    ^bb125:  // pred: ^bb105
      llvm.br ^bb126
    ^bb126:  // 2 preds: ^bb124, ^bb125
      nvvm.barrier0
      %348 = llvm.load %28 : !llvm.ptr<3> -> i32
      llvm.cond_br %69, ^bb127, ^bb143
    ^bb127:  // pred: ^bb126
      %349 = llvm.sub %10, %68 : i32
      %350 = llvm.lshr %1, %349 : i32
      %351 = llvm.sub %68, %11 : i32
      %352 = nvvm.shfl.sync  bfly %350, %42, %11, %351 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %353 = llvm.extractvalue %352[0] : !llvm.struct<(i32, i1)> 
      %354 = llvm.extractvalue %352[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %354, ^bb128, ^bb129
    ^bb128:  // pred: ^bb127
      %355 = llvm.intr.umin(%42, %353) : (i32, i32) -> i32
      llvm.br ^bb130(%355 : i32)
    ^bb129:  // pred: ^bb127
      llvm.br ^bb130(%42 : i32)
    ^bb130(%356: i32):  // 2 preds: ^bb128, ^bb129
      %357 = nvvm.shfl.sync  bfly %350, %356, %12, %351 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %358 = llvm.extractvalue %357[0] : !llvm.struct<(i32, i1)> 
      %359 = llvm.extractvalue %357[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %359, ^bb131, ^bb132
    ^bb131:  // pred: ^bb130
      %360 = llvm.intr.umin(%356, %358) : (i32, i32) -> i32
      llvm.br ^bb133(%360 : i32)
    ^bb132:  // pred: ^bb130
      llvm.br ^bb133(%356 : i32)
    ^bb133(%361: i32):  // 2 preds: ^bb131, ^bb132
      %362 = nvvm.shfl.sync  bfly %350, %361, %13, %351 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %363 = llvm.extractvalue %362[0] : !llvm.struct<(i32, i1)> 
      %364 = llvm.extractvalue %362[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %364, ^bb134, ^bb135
    ^bb134:  // pred: ^bb133
      %365 = llvm.intr.umin(%361, %363) : (i32, i32) -> i32
      llvm.br ^bb136(%365 : i32)
    ^bb135:  // pred: ^bb133
      llvm.br ^bb136(%361 : i32)
    ^bb136(%366: i32):  // 2 preds: ^bb134, ^bb135
      %367 = nvvm.shfl.sync  bfly %350, %366, %14, %351 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %368 = llvm.extractvalue %367[0] : !llvm.struct<(i32, i1)> 
      %369 = llvm.extractvalue %367[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %369, ^bb137, ^bb138
    ^bb137:  // pred: ^bb136
      %370 = llvm.intr.umin(%366, %368) : (i32, i32) -> i32
      llvm.br ^bb139(%370 : i32)
    ^bb138:  // pred: ^bb136
      llvm.br ^bb139(%366 : i32)
    ^bb139(%371: i32):  // 2 preds: ^bb137, ^bb138
      %372 = nvvm.shfl.sync  bfly %350, %371, %15, %351 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %373 = llvm.extractvalue %372[0] : !llvm.struct<(i32, i1)> 
      %374 = llvm.extractvalue %372[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %374, ^bb140, ^bb141
    ^bb140:  // pred: ^bb139
      %375 = llvm.intr.umin(%371, %373) : (i32, i32) -> i32
      llvm.br ^bb142(%375 : i32)
    ^bb141:  // pred: ^bb139
      llvm.br ^bb142(%371 : i32)
    ^bb142(%376: i32):  // 2 preds: ^bb140, ^bb141
      llvm.br ^bb144(%376 : i32)
    ^bb143:  // pred: ^bb126
      %377 = llvm.sub %10, %10 : i32
      %378 = llvm.lshr %1, %377 : i32
      %379 = llvm.sub %10, %11 : i32
      %380 = nvvm.shfl.sync  bfly %378, %42, %11, %379 : i32 -> i32
      %381 = llvm.intr.umin(%42, %380) : (i32, i32) -> i32
      %382 = nvvm.shfl.sync  bfly %378, %381, %12, %379 : i32 -> i32
      %383 = llvm.intr.umin(%381, %382) : (i32, i32) -> i32
      %384 = nvvm.shfl.sync  bfly %378, %383, %13, %379 : i32 -> i32
      %385 = llvm.intr.umin(%383, %384) : (i32, i32) -> i32
      %386 = nvvm.shfl.sync  bfly %378, %385, %14, %379 : i32 -> i32
      %387 = llvm.intr.umin(%385, %386) : (i32, i32) -> i32
      %388 = nvvm.shfl.sync  bfly %378, %387, %15, %379 : i32 -> i32
      %389 = llvm.intr.umin(%387, %388) : (i32, i32) -> i32
      llvm.br ^bb144(%389 : i32)
    ^bb144(%390: i32):  // 2 preds: ^bb142, ^bb143
      llvm.cond_br %66, ^bb145, ^bb146
    ^bb145:  // pred: ^bb144
      %391 = llvm.sdiv %63, %10 : i32
      %392 = llvm.sext %391 : i32 to i64
      %393 = llvm.getelementptr inbounds|nuw %29[%392] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      llvm.store %390, %393 : i32, !llvm.ptr<3>
      llvm.br ^bb147
    ^bb146:  // pred: ^bb144
      llvm.br ^bb147
    ^bb147:  // 2 preds: ^bb145, ^bb146
      nvvm.barrier0
      llvm.cond_br %117, ^bb148, ^bb167
    ^bb148:  // pred: ^bb147
      %394 = llvm.sext %63 : i32 to i64
      %395 = llvm.getelementptr inbounds|nuw %29[%394] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %396 = llvm.load %395 : !llvm.ptr<3> -> i32
      %397 = llvm.icmp "slt" %116, %10 : i32
      llvm.cond_br %397, ^bb149, ^bb165
    ^bb149:  // pred: ^bb148
      %398 = llvm.sub %10, %116 : i32
      %399 = llvm.lshr %1, %398 : i32
      %400 = llvm.sub %116, %11 : i32
      %401 = nvvm.shfl.sync  bfly %399, %396, %11, %400 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %402 = llvm.extractvalue %401[0] : !llvm.struct<(i32, i1)> 
      %403 = llvm.extractvalue %401[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %403, ^bb150, ^bb151
    ^bb150:  // pred: ^bb149
      %404 = llvm.intr.umin(%396, %402) : (i32, i32) -> i32
      llvm.br ^bb152(%404 : i32)
    ^bb151:  // pred: ^bb149
      llvm.br ^bb152(%396 : i32)
    ^bb152(%405: i32):  // 2 preds: ^bb150, ^bb151
      %406 = nvvm.shfl.sync  bfly %399, %405, %12, %400 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %407 = llvm.extractvalue %406[0] : !llvm.struct<(i32, i1)> 
      %408 = llvm.extractvalue %406[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %408, ^bb153, ^bb154
    ^bb153:  // pred: ^bb152
      %409 = llvm.intr.umin(%405, %407) : (i32, i32) -> i32
      llvm.br ^bb155(%409 : i32)
    ^bb154:  // pred: ^bb152
      llvm.br ^bb155(%405 : i32)
    ^bb155(%410: i32):  // 2 preds: ^bb153, ^bb154
      %411 = nvvm.shfl.sync  bfly %399, %410, %13, %400 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %412 = llvm.extractvalue %411[0] : !llvm.struct<(i32, i1)> 
      %413 = llvm.extractvalue %411[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %413, ^bb156, ^bb157
    ^bb156:  // pred: ^bb155
      %414 = llvm.intr.umin(%410, %412) : (i32, i32) -> i32
      llvm.br ^bb158(%414 : i32)
    ^bb157:  // pred: ^bb155
      llvm.br ^bb158(%410 : i32)
    ^bb158(%415: i32):  // 2 preds: ^bb156, ^bb157
      %416 = nvvm.shfl.sync  bfly %399, %415, %14, %400 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %417 = llvm.extractvalue %416[0] : !llvm.struct<(i32, i1)> 
      %418 = llvm.extractvalue %416[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %418, ^bb159, ^bb160
    ^bb159:  // pred: ^bb158
      %419 = llvm.intr.umin(%415, %417) : (i32, i32) -> i32
      llvm.br ^bb161(%419 : i32)
    ^bb160:  // pred: ^bb158
      llvm.br ^bb161(%415 : i32)
    ^bb161(%420: i32):  // 2 preds: ^bb159, ^bb160
      %421 = nvvm.shfl.sync  bfly %399, %420, %15, %400 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %422 = llvm.extractvalue %421[0] : !llvm.struct<(i32, i1)> 
      %423 = llvm.extractvalue %421[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %423, ^bb162, ^bb163
    ^bb162:  // pred: ^bb161
      %424 = llvm.intr.umin(%420, %422) : (i32, i32) -> i32
      llvm.br ^bb164(%424 : i32)
    ^bb163:  // pred: ^bb161
      llvm.br ^bb164(%420 : i32)
    ^bb164(%425: i32):  // 2 preds: ^bb162, ^bb163
      llvm.br ^bb166(%425 : i32)
    ^bb165:  // pred: ^bb148
      %426 = llvm.sub %10, %10 : i32
      %427 = llvm.lshr %1, %426 : i32
      %428 = llvm.sub %10, %11 : i32
      %429 = nvvm.shfl.sync  bfly %427, %396, %11, %428 : i32 -> i32
      %430 = llvm.intr.umin(%396, %429) : (i32, i32) -> i32
      %431 = nvvm.shfl.sync  bfly %427, %430, %12, %428 : i32 -> i32
      %432 = llvm.intr.umin(%430, %431) : (i32, i32) -> i32
      %433 = nvvm.shfl.sync  bfly %427, %432, %13, %428 : i32 -> i32
      %434 = llvm.intr.umin(%432, %433) : (i32, i32) -> i32
      %435 = nvvm.shfl.sync  bfly %427, %434, %14, %428 : i32 -> i32
      %436 = llvm.intr.umin(%434, %435) : (i32, i32) -> i32
      %437 = nvvm.shfl.sync  bfly %427, %436, %15, %428 : i32 -> i32
      %438 = llvm.intr.umin(%436, %437) : (i32, i32) -> i32
      llvm.br ^bb166(%438 : i32)
    ^bb166(%439: i32):  // 2 preds: ^bb164, ^bb165
      llvm.store %439, %29 : i32, !llvm.ptr<3>
      llvm.br ^bb168
    ^bb167:  // pred: ^bb147
      llvm.br ^bb168
    ^bb168:  // 2 preds: ^bb166, ^bb167
      nvvm.barrier0
      %440 = llvm.load %29 : !llvm.ptr<3> -> i32
      llvm.cond_br %69, ^bb169, ^bb185
    ^bb169:  // pred: ^bb168
      %441 = llvm.sub %10, %68 : i32
      %442 = llvm.lshr %1, %441 : i32
      %443 = llvm.sub %68, %11 : i32
      %444 = nvvm.shfl.sync  bfly %442, %42, %11, %443 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %445 = llvm.extractvalue %444[0] : !llvm.struct<(i32, i1)> 
      %446 = llvm.extractvalue %444[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %446, ^bb170, ^bb171
    ^bb170:  // pred: ^bb169
      %447 = llvm.intr.smax(%42, %445) : (i32, i32) -> i32
      llvm.br ^bb172(%447 : i32)
    ^bb171:  // pred: ^bb169
      llvm.br ^bb172(%42 : i32)
    ^bb172(%448: i32):  // 2 preds: ^bb170, ^bb171
      %449 = nvvm.shfl.sync  bfly %442, %448, %12, %443 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %450 = llvm.extractvalue %449[0] : !llvm.struct<(i32, i1)> 
      %451 = llvm.extractvalue %449[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %451, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %452 = llvm.intr.smax(%448, %450) : (i32, i32) -> i32
      llvm.br ^bb175(%452 : i32)
    ^bb174:  // pred: ^bb172
      llvm.br ^bb175(%448 : i32)
    ^bb175(%453: i32):  // 2 preds: ^bb173, ^bb174
      %454 = nvvm.shfl.sync  bfly %442, %453, %13, %443 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %455 = llvm.extractvalue %454[0] : !llvm.struct<(i32, i1)> 
      %456 = llvm.extractvalue %454[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %456, ^bb176, ^bb177
    ^bb176:  // pred: ^bb175
      %457 = llvm.intr.smax(%453, %455) : (i32, i32) -> i32
      llvm.br ^bb178(%457 : i32)
    ^bb177:  // pred: ^bb175
      llvm.br ^bb178(%453 : i32)
    ^bb178(%458: i32):  // 2 preds: ^bb176, ^bb177
      %459 = nvvm.shfl.sync  bfly %442, %458, %14, %443 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %460 = llvm.extractvalue %459[0] : !llvm.struct<(i32, i1)> 
      %461 = llvm.extractvalue %459[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %461, ^bb179, ^bb180
    ^bb179:  // pred: ^bb178
      %462 = llvm.intr.smax(%458, %460) : (i32, i32) -> i32
      llvm.br ^bb181(%462 : i32)
    ^bb180:  // pred: ^bb178
      llvm.br ^bb181(%458 : i32)
    ^bb181(%463: i32):  // 2 preds: ^bb179, ^bb180
      %464 = nvvm.shfl.sync  bfly %442, %463, %15, %443 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %465 = llvm.extractvalue %464[0] : !llvm.struct<(i32, i1)> 
      %466 = llvm.extractvalue %464[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %466, ^bb182, ^bb183
    ^bb182:  // pred: ^bb181
      %467 = llvm.intr.smax(%463, %465) : (i32, i32) -> i32
      llvm.br ^bb184(%467 : i32)
    ^bb183:  // pred: ^bb181
      llvm.br ^bb184(%463 : i32)
    ^bb184(%468: i32):  // 2 preds: ^bb182, ^bb183
      llvm.br ^bb186(%468 : i32)
    ^bb185:  // pred: ^bb168
      %469 = llvm.sub %10, %10 : i32
      %470 = llvm.lshr %1, %469 : i32
      %471 = llvm.sub %10, %11 : i32
      %472 = nvvm.shfl.sync  bfly %470, %42, %11, %471 : i32 -> i32
      %473 = llvm.intr.smax(%42, %472) : (i32, i32) -> i32
      %474 = nvvm.shfl.sync  bfly %470, %473, %12, %471 : i32 -> i32
      %475 = llvm.intr.smax(%473, %474) : (i32, i32) -> i32
      %476 = nvvm.shfl.sync  bfly %470, %475, %13, %471 : i32 -> i32
      %477 = llvm.intr.smax(%475, %476) : (i32, i32) -> i32
      %478 = nvvm.shfl.sync  bfly %470, %477, %14, %471 : i32 -> i32
      %479 = llvm.intr.smax(%477, %478) : (i32, i32) -> i32
      %480 = nvvm.shfl.sync  bfly %470, %479, %15, %471 : i32 -> i32
      %481 = llvm.intr.smax(%479, %480) : (i32, i32) -> i32
      llvm.br ^bb186(%481 : i32)
    ^bb186(%482: i32):  // 2 preds: ^bb184, ^bb185
      llvm.cond_br %66, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %483 = llvm.sdiv %63, %10 : i32
      %484 = llvm.sext %483 : i32 to i64
      %485 = llvm.getelementptr inbounds|nuw %30[%484] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      llvm.store %482, %485 : i32, !llvm.ptr<3>
      llvm.br ^bb189
    ^bb188:  // pred: ^bb186
      llvm.br ^bb189
    ^bb189:  // 2 preds: ^bb187, ^bb188
      nvvm.barrier0
      llvm.cond_br %117, ^bb190, ^bb209
    ^bb190:  // pred: ^bb189
      %486 = llvm.sext %63 : i32 to i64
      %487 = llvm.getelementptr inbounds|nuw %30[%486] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %488 = llvm.load %487 : !llvm.ptr<3> -> i32
      %489 = llvm.icmp "slt" %116, %10 : i32
      llvm.cond_br %489, ^bb191, ^bb207
    ^bb191:  // pred: ^bb190
      %490 = llvm.sub %10, %116 : i32
      %491 = llvm.lshr %1, %490 : i32
      %492 = llvm.sub %116, %11 : i32
      %493 = nvvm.shfl.sync  bfly %491, %488, %11, %492 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %494 = llvm.extractvalue %493[0] : !llvm.struct<(i32, i1)> 
      %495 = llvm.extractvalue %493[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %495, ^bb192, ^bb193
    ^bb192:  // pred: ^bb191
      %496 = llvm.intr.smax(%488, %494) : (i32, i32) -> i32
      llvm.br ^bb194(%496 : i32)
    ^bb193:  // pred: ^bb191
      llvm.br ^bb194(%488 : i32)
    ^bb194(%497: i32):  // 2 preds: ^bb192, ^bb193
      %498 = nvvm.shfl.sync  bfly %491, %497, %12, %492 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %499 = llvm.extractvalue %498[0] : !llvm.struct<(i32, i1)> 
      %500 = llvm.extractvalue %498[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %500, ^bb195, ^bb196
    ^bb195:  // pred: ^bb194
      %501 = llvm.intr.smax(%497, %499) : (i32, i32) -> i32
      llvm.br ^bb197(%501 : i32)
    ^bb196:  // pred: ^bb194
      llvm.br ^bb197(%497 : i32)
    ^bb197(%502: i32):  // 2 preds: ^bb195, ^bb196
      %503 = nvvm.shfl.sync  bfly %491, %502, %13, %492 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %504 = llvm.extractvalue %503[0] : !llvm.struct<(i32, i1)> 
      %505 = llvm.extractvalue %503[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %505, ^bb198, ^bb199
    ^bb198:  // pred: ^bb197
      %506 = llvm.intr.smax(%502, %504) : (i32, i32) -> i32
      llvm.br ^bb200(%506 : i32)
    ^bb199:  // pred: ^bb197
      llvm.br ^bb200(%502 : i32)
    ^bb200(%507: i32):  // 2 preds: ^bb198, ^bb199
      %508 = nvvm.shfl.sync  bfly %491, %507, %14, %492 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %509 = llvm.extractvalue %508[0] : !llvm.struct<(i32, i1)> 
      %510 = llvm.extractvalue %508[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %510, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %511 = llvm.intr.smax(%507, %509) : (i32, i32) -> i32
      llvm.br ^bb203(%511 : i32)
    ^bb202:  // pred: ^bb200
      llvm.br ^bb203(%507 : i32)
    ^bb203(%512: i32):  // 2 preds: ^bb201, ^bb202
      %513 = nvvm.shfl.sync  bfly %491, %512, %15, %492 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %514 = llvm.extractvalue %513[0] : !llvm.struct<(i32, i1)> 
      %515 = llvm.extractvalue %513[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %515, ^bb204, ^bb205
    ^bb204:  // pred: ^bb203
      %516 = llvm.intr.smax(%512, %514) : (i32, i32) -> i32
      llvm.br ^bb206(%516 : i32)
    ^bb205:  // pred: ^bb203
      llvm.br ^bb206(%512 : i32)
    ^bb206(%517: i32):  // 2 preds: ^bb204, ^bb205
      llvm.br ^bb208(%517 : i32)
    ^bb207:  // pred: ^bb190
      %518 = llvm.sub %10, %10 : i32
      %519 = llvm.lshr %1, %518 : i32
      %520 = llvm.sub %10, %11 : i32
      %521 = nvvm.shfl.sync  bfly %519, %488, %11, %520 : i32 -> i32
      %522 = llvm.intr.smax(%488, %521) : (i32, i32) -> i32
      %523 = nvvm.shfl.sync  bfly %519, %522, %12, %520 : i32 -> i32
      %524 = llvm.intr.smax(%522, %523) : (i32, i32) -> i32
      %525 = nvvm.shfl.sync  bfly %519, %524, %13, %520 : i32 -> i32
      %526 = llvm.intr.smax(%524, %525) : (i32, i32) -> i32
      %527 = nvvm.shfl.sync  bfly %519, %526, %14, %520 : i32 -> i32
      %528 = llvm.intr.smax(%526, %527) : (i32, i32) -> i32
      %529 = nvvm.shfl.sync  bfly %519, %528, %15, %520 : i32 -> i32
      %530 = llvm.intr.smax(%528, %529) : (i32, i32) -> i32
      llvm.br ^bb208(%530 : i32)
    ^bb208(%531: i32):  // 2 preds: ^bb206, ^bb207
      llvm.store %531, %30 : i32, !llvm.ptr<3>
      llvm.br ^bb210
    ^bb209:  // pred: ^bb189
      llvm.br ^bb210
    ^bb210:  // 2 preds: ^bb208, ^bb209
      nvvm.barrier0
      %532 = llvm.load %30 : !llvm.ptr<3> -> i32
      llvm.cond_br %69, ^bb211, ^bb227
    ^bb211:  // pred: ^bb210
      %533 = llvm.sub %10, %68 : i32
      %534 = llvm.lshr %1, %533 : i32
      %535 = llvm.sub %68, %11 : i32
      %536 = nvvm.shfl.sync  bfly %534, %42, %11, %535 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %537 = llvm.extractvalue %536[0] : !llvm.struct<(i32, i1)> 
      %538 = llvm.extractvalue %536[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %538, ^bb212, ^bb213
    ^bb212:  // pred: ^bb211
      %539 = llvm.intr.umax(%42, %537) : (i32, i32) -> i32
      llvm.br ^bb214(%539 : i32)
    ^bb213:  // pred: ^bb211
      llvm.br ^bb214(%42 : i32)
    ^bb214(%540: i32):  // 2 preds: ^bb212, ^bb213
      %541 = nvvm.shfl.sync  bfly %534, %540, %12, %535 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %542 = llvm.extractvalue %541[0] : !llvm.struct<(i32, i1)> 
      %543 = llvm.extractvalue %541[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %543, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %544 = llvm.intr.umax(%540, %542) : (i32, i32) -> i32
      llvm.br ^bb217(%544 : i32)
    ^bb216:  // pred: ^bb214
      llvm.br ^bb217(%540 : i32)
    ^bb217(%545: i32):  // 2 preds: ^bb215, ^bb216
      %546 = nvvm.shfl.sync  bfly %534, %545, %13, %535 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %547 = llvm.extractvalue %546[0] : !llvm.struct<(i32, i1)> 
      %548 = llvm.extractvalue %546[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %548, ^bb218, ^bb219
    ^bb218:  // pred: ^bb217
      %549 = llvm.intr.umax(%545, %547) : (i32, i32) -> i32
      llvm.br ^bb220(%549 : i32)
    ^bb219:  // pred: ^bb217
      llvm.br ^bb220(%545 : i32)
    ^bb220(%550: i32):  // 2 preds: ^bb218, ^bb219
      %551 = nvvm.shfl.sync  bfly %534, %550, %14, %535 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %552 = llvm.extractvalue %551[0] : !llvm.struct<(i32, i1)> 
      %553 = llvm.extractvalue %551[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %553, ^bb221, ^bb222
    ^bb221:  // pred: ^bb220
      %554 = llvm.intr.umax(%550, %552) : (i32, i32) -> i32
      llvm.br ^bb223(%554 : i32)
    ^bb222:  // pred: ^bb220
      llvm.br ^bb223(%550 : i32)
    ^bb223(%555: i32):  // 2 preds: ^bb221, ^bb222
      %556 = nvvm.shfl.sync  bfly %534, %555, %15, %535 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %557 = llvm.extractvalue %556[0] : !llvm.struct<(i32, i1)> 
      %558 = llvm.extractvalue %556[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %558, ^bb224, ^bb225
    ^bb224:  // pred: ^bb223
      %559 = llvm.intr.umax(%555, %557) : (i32, i32) -> i32
      llvm.br ^bb226(%559 : i32)
    ^bb225:  // pred: ^bb223
      llvm.br ^bb226(%555 : i32)
    ^bb226(%560: i32):  // 2 preds: ^bb224, ^bb225
      llvm.br ^bb228(%560 : i32)
    ^bb227:  // pred: ^bb210
      %561 = llvm.sub %10, %10 : i32
      %562 = llvm.lshr %1, %561 : i32
      %563 = llvm.sub %10, %11 : i32
      %564 = nvvm.shfl.sync  bfly %562, %42, %11, %563 : i32 -> i32
      %565 = llvm.intr.umax(%42, %564) : (i32, i32) -> i32
      %566 = nvvm.shfl.sync  bfly %562, %565, %12, %563 : i32 -> i32
      %567 = llvm.intr.umax(%565, %566) : (i32, i32) -> i32
      %568 = nvvm.shfl.sync  bfly %562, %567, %13, %563 : i32 -> i32
      %569 = llvm.intr.umax(%567, %568) : (i32, i32) -> i32
      %570 = nvvm.shfl.sync  bfly %562, %569, %14, %563 : i32 -> i32
      %571 = llvm.intr.umax(%569, %570) : (i32, i32) -> i32
      %572 = nvvm.shfl.sync  bfly %562, %571, %15, %563 : i32 -> i32
      %573 = llvm.intr.umax(%571, %572) : (i32, i32) -> i32
      llvm.br ^bb228(%573 : i32)
    ^bb228(%574: i32):  // 2 preds: ^bb226, ^bb227
      llvm.cond_br %66, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %575 = llvm.sdiv %63, %10 : i32
      %576 = llvm.sext %575 : i32 to i64
      %577 = llvm.getelementptr inbounds|nuw %31[%576] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      llvm.store %574, %577 : i32, !llvm.ptr<3>
      llvm.br ^bb231
    ^bb230:  // pred: ^bb228
      llvm.br ^bb231
    ^bb231:  // 2 preds: ^bb229, ^bb230
      nvvm.barrier0
      llvm.cond_br %117, ^bb232, ^bb251
    ^bb232:  // pred: ^bb231
      %578 = llvm.sext %63 : i32 to i64
      %579 = llvm.getelementptr inbounds|nuw %31[%578] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %580 = llvm.load %579 : !llvm.ptr<3> -> i32
      %581 = llvm.icmp "slt" %116, %10 : i32
      llvm.cond_br %581, ^bb233, ^bb249
    ^bb233:  // pred: ^bb232
      %582 = llvm.sub %10, %116 : i32
      %583 = llvm.lshr %1, %582 : i32
      %584 = llvm.sub %116, %11 : i32
      %585 = nvvm.shfl.sync  bfly %583, %580, %11, %584 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %586 = llvm.extractvalue %585[0] : !llvm.struct<(i32, i1)> 
      %587 = llvm.extractvalue %585[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %587, ^bb234, ^bb235
    ^bb234:  // pred: ^bb233
      %588 = llvm.intr.umax(%580, %586) : (i32, i32) -> i32
      llvm.br ^bb236(%588 : i32)
    ^bb235:  // pred: ^bb233
      llvm.br ^bb236(%580 : i32)
    ^bb236(%589: i32):  // 2 preds: ^bb234, ^bb235
      %590 = nvvm.shfl.sync  bfly %583, %589, %12, %584 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %591 = llvm.extractvalue %590[0] : !llvm.struct<(i32, i1)> 
      %592 = llvm.extractvalue %590[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %592, ^bb237, ^bb238
    ^bb237:  // pred: ^bb236
      %593 = llvm.intr.umax(%589, %591) : (i32, i32) -> i32
      llvm.br ^bb239(%593 : i32)
    ^bb238:  // pred: ^bb236
      llvm.br ^bb239(%589 : i32)
    ^bb239(%594: i32):  // 2 preds: ^bb237, ^bb238
      %595 = nvvm.shfl.sync  bfly %583, %594, %13, %584 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %596 = llvm.extractvalue %595[0] : !llvm.struct<(i32, i1)> 
      %597 = llvm.extractvalue %595[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %597, ^bb240, ^bb241
    ^bb240:  // pred: ^bb239
      %598 = llvm.intr.umax(%594, %596) : (i32, i32) -> i32
      llvm.br ^bb242(%598 : i32)
    ^bb241:  // pred: ^bb239
      llvm.br ^bb242(%594 : i32)
    ^bb242(%599: i32):  // 2 preds: ^bb240, ^bb241
      %600 = nvvm.shfl.sync  bfly %583, %599, %14, %584 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %601 = llvm.extractvalue %600[0] : !llvm.struct<(i32, i1)> 
      %602 = llvm.extractvalue %600[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %602, ^bb243, ^bb244
    ^bb243:  // pred: ^bb242
      %603 = llvm.intr.umax(%599, %601) : (i32, i32) -> i32
      llvm.br ^bb245(%603 : i32)
    ^bb244:  // pred: ^bb242
      llvm.br ^bb245(%599 : i32)
    ^bb245(%604: i32):  // 2 preds: ^bb243, ^bb244
      %605 = nvvm.shfl.sync  bfly %583, %604, %15, %584 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %606 = llvm.extractvalue %605[0] : !llvm.struct<(i32, i1)> 
      %607 = llvm.extractvalue %605[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %607, ^bb246, ^bb247
    ^bb246:  // pred: ^bb245
      %608 = llvm.intr.umax(%604, %606) : (i32, i32) -> i32
      llvm.br ^bb248(%608 : i32)
    ^bb247:  // pred: ^bb245
      llvm.br ^bb248(%604 : i32)
    ^bb248(%609: i32):  // 2 preds: ^bb246, ^bb247
      llvm.br ^bb250(%609 : i32)
    ^bb249:  // pred: ^bb232
      %610 = llvm.sub %10, %10 : i32
      %611 = llvm.lshr %1, %610 : i32
      %612 = llvm.sub %10, %11 : i32
      %613 = nvvm.shfl.sync  bfly %611, %580, %11, %612 : i32 -> i32
      %614 = llvm.intr.umax(%580, %613) : (i32, i32) -> i32
      %615 = nvvm.shfl.sync  bfly %611, %614, %12, %612 : i32 -> i32
      %616 = llvm.intr.umax(%614, %615) : (i32, i32) -> i32
      %617 = nvvm.shfl.sync  bfly %611, %616, %13, %612 : i32 -> i32
      %618 = llvm.intr.umax(%616, %617) : (i32, i32) -> i32
      %619 = nvvm.shfl.sync  bfly %611, %618, %14, %612 : i32 -> i32
      %620 = llvm.intr.umax(%618, %619) : (i32, i32) -> i32
      %621 = nvvm.shfl.sync  bfly %611, %620, %15, %612 : i32 -> i32
      %622 = llvm.intr.umax(%620, %621) : (i32, i32) -> i32
      llvm.br ^bb250(%622 : i32)
    ^bb250(%623: i32):  // 2 preds: ^bb248, ^bb249
      llvm.store %623, %31 : i32, !llvm.ptr<3>
      llvm.br ^bb252
    ^bb251:  // pred: ^bb231
      llvm.br ^bb252
    ^bb252:  // 2 preds: ^bb250, ^bb251
      nvvm.barrier0
      %624 = llvm.load %31 : !llvm.ptr<3> -> i32
      llvm.cond_br %69, ^bb253, ^bb269
    ^bb253:  // pred: ^bb252
      %625 = llvm.sub %10, %68 : i32
      %626 = llvm.lshr %1, %625 : i32
      %627 = llvm.sub %68, %11 : i32
      %628 = nvvm.shfl.sync  bfly %626, %42, %11, %627 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %629 = llvm.extractvalue %628[0] : !llvm.struct<(i32, i1)> 
      %630 = llvm.extractvalue %628[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %630, ^bb254, ^bb255
    ^bb254:  // pred: ^bb253
      %631 = llvm.and %42, %629 : i32
      llvm.br ^bb256(%631 : i32)
    ^bb255:  // pred: ^bb253
      llvm.br ^bb256(%42 : i32)
    ^bb256(%632: i32):  // 2 preds: ^bb254, ^bb255
      %633 = nvvm.shfl.sync  bfly %626, %632, %12, %627 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %634 = llvm.extractvalue %633[0] : !llvm.struct<(i32, i1)> 
      %635 = llvm.extractvalue %633[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %635, ^bb257, ^bb258
    ^bb257:  // pred: ^bb256
      %636 = llvm.and %632, %634 : i32
      llvm.br ^bb259(%636 : i32)
    ^bb258:  // pred: ^bb256
      llvm.br ^bb259(%632 : i32)
    ^bb259(%637: i32):  // 2 preds: ^bb257, ^bb258
      %638 = nvvm.shfl.sync  bfly %626, %637, %13, %627 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %639 = llvm.extractvalue %638[0] : !llvm.struct<(i32, i1)> 
      %640 = llvm.extractvalue %638[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %640, ^bb260, ^bb261
    ^bb260:  // pred: ^bb259
      %641 = llvm.and %637, %639 : i32
      llvm.br ^bb262(%641 : i32)
    ^bb261:  // pred: ^bb259
      llvm.br ^bb262(%637 : i32)
    ^bb262(%642: i32):  // 2 preds: ^bb260, ^bb261
      %643 = nvvm.shfl.sync  bfly %626, %642, %14, %627 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %644 = llvm.extractvalue %643[0] : !llvm.struct<(i32, i1)> 
      %645 = llvm.extractvalue %643[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %645, ^bb263, ^bb264
    ^bb263:  // pred: ^bb262
      %646 = llvm.and %642, %644 : i32
      llvm.br ^bb265(%646 : i32)
    ^bb264:  // pred: ^bb262
      llvm.br ^bb265(%642 : i32)
    ^bb265(%647: i32):  // 2 preds: ^bb263, ^bb264
      %648 = nvvm.shfl.sync  bfly %626, %647, %15, %627 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %649 = llvm.extractvalue %648[0] : !llvm.struct<(i32, i1)> 
      %650 = llvm.extractvalue %648[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %650, ^bb266, ^bb267
    ^bb266:  // pred: ^bb265
      %651 = llvm.and %647, %649 : i32
      llvm.br ^bb268(%651 : i32)
    ^bb267:  // pred: ^bb265
      llvm.br ^bb268(%647 : i32)
    ^bb268(%652: i32):  // 2 preds: ^bb266, ^bb267
      llvm.br ^bb270(%652 : i32)
    ^bb269:  // pred: ^bb252
      %653 = llvm.sub %10, %10 : i32
      %654 = llvm.lshr %1, %653 : i32
      %655 = llvm.sub %10, %11 : i32
      %656 = nvvm.shfl.sync  bfly %654, %42, %11, %655 : i32 -> i32
      %657 = llvm.and %42, %656 : i32
      %658 = nvvm.shfl.sync  bfly %654, %657, %12, %655 : i32 -> i32
      %659 = llvm.and %657, %658 : i32
      %660 = nvvm.shfl.sync  bfly %654, %659, %13, %655 : i32 -> i32
      %661 = llvm.and %659, %660 : i32
      %662 = nvvm.shfl.sync  bfly %654, %661, %14, %655 : i32 -> i32
      %663 = llvm.and %661, %662 : i32
      %664 = nvvm.shfl.sync  bfly %654, %663, %15, %655 : i32 -> i32
      %665 = llvm.and %663, %664 : i32
      llvm.br ^bb270(%665 : i32)
    ^bb270(%666: i32):  // 2 preds: ^bb268, ^bb269
      llvm.cond_br %66, ^bb271, ^bb272
    ^bb271:  // pred: ^bb270
      %667 = llvm.sdiv %63, %10 : i32
      %668 = llvm.sext %667 : i32 to i64
      %669 = llvm.getelementptr inbounds|nuw %32[%668] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      llvm.store %666, %669 : i32, !llvm.ptr<3>
      llvm.br ^bb273
    ^bb272:  // pred: ^bb270
      llvm.br ^bb273
    ^bb273:  // 2 preds: ^bb271, ^bb272
      nvvm.barrier0
      llvm.cond_br %117, ^bb274, ^bb293
    ^bb274:  // pred: ^bb273
      %670 = llvm.sext %63 : i32 to i64
      %671 = llvm.getelementptr inbounds|nuw %32[%670] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %672 = llvm.load %671 : !llvm.ptr<3> -> i32
      %673 = llvm.icmp "slt" %116, %10 : i32
      llvm.cond_br %673, ^bb275, ^bb291
    ^bb275:  // pred: ^bb274
      %674 = llvm.sub %10, %116 : i32
      %675 = llvm.lshr %1, %674 : i32
      %676 = llvm.sub %116, %11 : i32
      %677 = nvvm.shfl.sync  bfly %675, %672, %11, %676 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %678 = llvm.extractvalue %677[0] : !llvm.struct<(i32, i1)> 
      %679 = llvm.extractvalue %677[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %679, ^bb276, ^bb277
    ^bb276:  // pred: ^bb275
      %680 = llvm.and %672, %678 : i32
      llvm.br ^bb278(%680 : i32)
    ^bb277:  // pred: ^bb275
      llvm.br ^bb278(%672 : i32)
    ^bb278(%681: i32):  // 2 preds: ^bb276, ^bb277
      %682 = nvvm.shfl.sync  bfly %675, %681, %12, %676 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %683 = llvm.extractvalue %682[0] : !llvm.struct<(i32, i1)> 
      %684 = llvm.extractvalue %682[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %684, ^bb279, ^bb280
    ^bb279:  // pred: ^bb278
      %685 = llvm.and %681, %683 : i32
      llvm.br ^bb281(%685 : i32)
    ^bb280:  // pred: ^bb278
      llvm.br ^bb281(%681 : i32)
    ^bb281(%686: i32):  // 2 preds: ^bb279, ^bb280
      %687 = nvvm.shfl.sync  bfly %675, %686, %13, %676 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %688 = llvm.extractvalue %687[0] : !llvm.struct<(i32, i1)> 
      %689 = llvm.extractvalue %687[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %689, ^bb282, ^bb283
    ^bb282:  // pred: ^bb281
      %690 = llvm.and %686, %688 : i32
      llvm.br ^bb284(%690 : i32)
    ^bb283:  // pred: ^bb281
      llvm.br ^bb284(%686 : i32)
    ^bb284(%691: i32):  // 2 preds: ^bb282, ^bb283
      %692 = nvvm.shfl.sync  bfly %675, %691, %14, %676 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %693 = llvm.extractvalue %692[0] : !llvm.struct<(i32, i1)> 
      %694 = llvm.extractvalue %692[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %694, ^bb285, ^bb286
    ^bb285:  // pred: ^bb284
      %695 = llvm.and %691, %693 : i32
      llvm.br ^bb287(%695 : i32)
    ^bb286:  // pred: ^bb284
      llvm.br ^bb287(%691 : i32)
    ^bb287(%696: i32):  // 2 preds: ^bb285, ^bb286
      %697 = nvvm.shfl.sync  bfly %675, %696, %15, %676 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %698 = llvm.extractvalue %697[0] : !llvm.struct<(i32, i1)> 
      %699 = llvm.extractvalue %697[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %699, ^bb288, ^bb289
    ^bb288:  // pred: ^bb287
      %700 = llvm.and %696, %698 : i32
      llvm.br ^bb290(%700 : i32)
    ^bb289:  // pred: ^bb287
      llvm.br ^bb290(%696 : i32)
    ^bb290(%701: i32):  // 2 preds: ^bb288, ^bb289
      llvm.br ^bb292(%701 : i32)
    ^bb291:  // pred: ^bb274
      %702 = llvm.sub %10, %10 : i32
      %703 = llvm.lshr %1, %702 : i32
      %704 = llvm.sub %10, %11 : i32
      %705 = nvvm.shfl.sync  bfly %703, %672, %11, %704 : i32 -> i32
      %706 = llvm.and %672, %705 : i32
      %707 = nvvm.shfl.sync  bfly %703, %706, %12, %704 : i32 -> i32
      %708 = llvm.and %706, %707 : i32
      %709 = nvvm.shfl.sync  bfly %703, %708, %13, %704 : i32 -> i32
      %710 = llvm.and %708, %709 : i32
      %711 = nvvm.shfl.sync  bfly %703, %710, %14, %704 : i32 -> i32
      %712 = llvm.and %710, %711 : i32
      %713 = nvvm.shfl.sync  bfly %703, %712, %15, %704 : i32 -> i32
      %714 = llvm.and %712, %713 : i32
      llvm.br ^bb292(%714 : i32)
    ^bb292(%715: i32):  // 2 preds: ^bb290, ^bb291
      llvm.store %715, %32 : i32, !llvm.ptr<3>
      llvm.br ^bb294
    ^bb293:  // pred: ^bb273
      llvm.br ^bb294
    ^bb294:  // 2 preds: ^bb292, ^bb293
      nvvm.barrier0
      %716 = llvm.load %32 : !llvm.ptr<3> -> i32
      llvm.cond_br %69, ^bb295, ^bb311
    ^bb295:  // pred: ^bb294
      %717 = llvm.sub %10, %68 : i32
      %718 = llvm.lshr %1, %717 : i32
      %719 = llvm.sub %68, %11 : i32
      %720 = nvvm.shfl.sync  bfly %718, %42, %11, %719 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %721 = llvm.extractvalue %720[0] : !llvm.struct<(i32, i1)> 
      %722 = llvm.extractvalue %720[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %722, ^bb296, ^bb297
    ^bb296:  // pred: ^bb295
      %723 = llvm.or %42, %721 : i32
      llvm.br ^bb298(%723 : i32)
    ^bb297:  // pred: ^bb295
      llvm.br ^bb298(%42 : i32)
    ^bb298(%724: i32):  // 2 preds: ^bb296, ^bb297
      %725 = nvvm.shfl.sync  bfly %718, %724, %12, %719 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %726 = llvm.extractvalue %725[0] : !llvm.struct<(i32, i1)> 
      %727 = llvm.extractvalue %725[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %727, ^bb299, ^bb300
    ^bb299:  // pred: ^bb298
      %728 = llvm.or %724, %726 : i32
      llvm.br ^bb301(%728 : i32)
    ^bb300:  // pred: ^bb298
      llvm.br ^bb301(%724 : i32)
    ^bb301(%729: i32):  // 2 preds: ^bb299, ^bb300
      %730 = nvvm.shfl.sync  bfly %718, %729, %13, %719 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %731 = llvm.extractvalue %730[0] : !llvm.struct<(i32, i1)> 
      %732 = llvm.extractvalue %730[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %732, ^bb302, ^bb303
    ^bb302:  // pred: ^bb301
      %733 = llvm.or %729, %731 : i32
      llvm.br ^bb304(%733 : i32)
    ^bb303:  // pred: ^bb301
      llvm.br ^bb304(%729 : i32)
    ^bb304(%734: i32):  // 2 preds: ^bb302, ^bb303
      %735 = nvvm.shfl.sync  bfly %718, %734, %14, %719 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %736 = llvm.extractvalue %735[0] : !llvm.struct<(i32, i1)> 
      %737 = llvm.extractvalue %735[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %737, ^bb305, ^bb306
    ^bb305:  // pred: ^bb304
      %738 = llvm.or %734, %736 : i32
      llvm.br ^bb307(%738 : i32)
    ^bb306:  // pred: ^bb304
      llvm.br ^bb307(%734 : i32)
    ^bb307(%739: i32):  // 2 preds: ^bb305, ^bb306
      %740 = nvvm.shfl.sync  bfly %718, %739, %15, %719 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %741 = llvm.extractvalue %740[0] : !llvm.struct<(i32, i1)> 
      %742 = llvm.extractvalue %740[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %742, ^bb308, ^bb309
    ^bb308:  // pred: ^bb307
      %743 = llvm.or %739, %741 : i32
      llvm.br ^bb310(%743 : i32)
    ^bb309:  // pred: ^bb307
      llvm.br ^bb310(%739 : i32)
    ^bb310(%744: i32):  // 2 preds: ^bb308, ^bb309
      llvm.br ^bb312(%744 : i32)
    ^bb311:  // pred: ^bb294
      %745 = llvm.sub %10, %10 : i32
      %746 = llvm.lshr %1, %745 : i32
      %747 = llvm.sub %10, %11 : i32
      %748 = nvvm.shfl.sync  bfly %746, %42, %11, %747 : i32 -> i32
      %749 = llvm.or %42, %748 : i32
      %750 = nvvm.shfl.sync  bfly %746, %749, %12, %747 : i32 -> i32
      %751 = llvm.or %749, %750 : i32
      %752 = nvvm.shfl.sync  bfly %746, %751, %13, %747 : i32 -> i32
      %753 = llvm.or %751, %752 : i32
      %754 = nvvm.shfl.sync  bfly %746, %753, %14, %747 : i32 -> i32
      %755 = llvm.or %753, %754 : i32
      %756 = nvvm.shfl.sync  bfly %746, %755, %15, %747 : i32 -> i32
      %757 = llvm.or %755, %756 : i32
      llvm.br ^bb312(%757 : i32)
    ^bb312(%758: i32):  // 2 preds: ^bb310, ^bb311
      llvm.cond_br %66, ^bb313, ^bb314
    ^bb313:  // pred: ^bb312
      %759 = llvm.sdiv %63, %10 : i32
      %760 = llvm.sext %759 : i32 to i64
      %761 = llvm.getelementptr inbounds|nuw %33[%760] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      llvm.store %758, %761 : i32, !llvm.ptr<3>
      llvm.br ^bb315
    ^bb314:  // pred: ^bb312
      llvm.br ^bb315
    ^bb315:  // 2 preds: ^bb313, ^bb314
      nvvm.barrier0
      llvm.cond_br %117, ^bb316, ^bb335
    ^bb316:  // pred: ^bb315
      %762 = llvm.sext %63 : i32 to i64
      %763 = llvm.getelementptr inbounds|nuw %33[%762] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %764 = llvm.load %763 : !llvm.ptr<3> -> i32
      %765 = llvm.icmp "slt" %116, %10 : i32
      llvm.cond_br %765, ^bb317, ^bb333
    ^bb317:  // pred: ^bb316
      %766 = llvm.sub %10, %116 : i32
      %767 = llvm.lshr %1, %766 : i32
      %768 = llvm.sub %116, %11 : i32
      %769 = nvvm.shfl.sync  bfly %767, %764, %11, %768 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %770 = llvm.extractvalue %769[0] : !llvm.struct<(i32, i1)> 
      %771 = llvm.extractvalue %769[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %771, ^bb318, ^bb319
    ^bb318:  // pred: ^bb317
      %772 = llvm.or %764, %770 : i32
      llvm.br ^bb320(%772 : i32)
    ^bb319:  // pred: ^bb317
      llvm.br ^bb320(%764 : i32)
    ^bb320(%773: i32):  // 2 preds: ^bb318, ^bb319
      %774 = nvvm.shfl.sync  bfly %767, %773, %12, %768 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %775 = llvm.extractvalue %774[0] : !llvm.struct<(i32, i1)> 
      %776 = llvm.extractvalue %774[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %776, ^bb321, ^bb322
    ^bb321:  // pred: ^bb320
      %777 = llvm.or %773, %775 : i32
      llvm.br ^bb323(%777 : i32)
    ^bb322:  // pred: ^bb320
      llvm.br ^bb323(%773 : i32)
    ^bb323(%778: i32):  // 2 preds: ^bb321, ^bb322
      %779 = nvvm.shfl.sync  bfly %767, %778, %13, %768 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %780 = llvm.extractvalue %779[0] : !llvm.struct<(i32, i1)> 
      %781 = llvm.extractvalue %779[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %781, ^bb324, ^bb325
    ^bb324:  // pred: ^bb323
      %782 = llvm.or %778, %780 : i32
      llvm.br ^bb326(%782 : i32)
    ^bb325:  // pred: ^bb323
      llvm.br ^bb326(%778 : i32)
    ^bb326(%783: i32):  // 2 preds: ^bb324, ^bb325
      %784 = nvvm.shfl.sync  bfly %767, %783, %14, %768 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %785 = llvm.extractvalue %784[0] : !llvm.struct<(i32, i1)> 
      %786 = llvm.extractvalue %784[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %786, ^bb327, ^bb328
    ^bb327:  // pred: ^bb326
      %787 = llvm.or %783, %785 : i32
      llvm.br ^bb329(%787 : i32)
    ^bb328:  // pred: ^bb326
      llvm.br ^bb329(%783 : i32)
    ^bb329(%788: i32):  // 2 preds: ^bb327, ^bb328
      %789 = nvvm.shfl.sync  bfly %767, %788, %15, %768 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %790 = llvm.extractvalue %789[0] : !llvm.struct<(i32, i1)> 
      %791 = llvm.extractvalue %789[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %791, ^bb330, ^bb331
    ^bb330:  // pred: ^bb329
      %792 = llvm.or %788, %790 : i32
      llvm.br ^bb332(%792 : i32)
    ^bb331:  // pred: ^bb329
      llvm.br ^bb332(%788 : i32)
    ^bb332(%793: i32):  // 2 preds: ^bb330, ^bb331
      llvm.br ^bb334(%793 : i32)
    ^bb333:  // pred: ^bb316
      %794 = llvm.sub %10, %10 : i32
      %795 = llvm.lshr %1, %794 : i32
      %796 = llvm.sub %10, %11 : i32
      %797 = nvvm.shfl.sync  bfly %795, %764, %11, %796 : i32 -> i32
      %798 = llvm.or %764, %797 : i32
      %799 = nvvm.shfl.sync  bfly %795, %798, %12, %796 : i32 -> i32
      %800 = llvm.or %798, %799 : i32
      %801 = nvvm.shfl.sync  bfly %795, %800, %13, %796 : i32 -> i32
      %802 = llvm.or %800, %801 : i32
      %803 = nvvm.shfl.sync  bfly %795, %802, %14, %796 : i32 -> i32
      %804 = llvm.or %802, %803 : i32
      %805 = nvvm.shfl.sync  bfly %795, %804, %15, %796 : i32 -> i32
      %806 = llvm.or %804, %805 : i32
      llvm.br ^bb334(%806 : i32)
    ^bb334(%807: i32):  // 2 preds: ^bb332, ^bb333
      llvm.store %807, %33 : i32, !llvm.ptr<3>
      llvm.br ^bb336
    ^bb335:  // pred: ^bb315
      llvm.br ^bb336
    ^bb336:  // 2 preds: ^bb334, ^bb335
      nvvm.barrier0
      %808 = llvm.load %33 : !llvm.ptr<3> -> i32
      llvm.cond_br %69, ^bb337, ^bb353
    ^bb337:  // pred: ^bb336
      %809 = llvm.sub %10, %68 : i32
      %810 = llvm.lshr %1, %809 : i32
      %811 = llvm.sub %68, %11 : i32
      %812 = nvvm.shfl.sync  bfly %810, %42, %11, %811 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %813 = llvm.extractvalue %812[0] : !llvm.struct<(i32, i1)> 
      %814 = llvm.extractvalue %812[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %814, ^bb338, ^bb339
    ^bb338:  // pred: ^bb337
      %815 = llvm.xor %42, %813 : i32
      llvm.br ^bb340(%815 : i32)
    ^bb339:  // pred: ^bb337
      llvm.br ^bb340(%42 : i32)
    ^bb340(%816: i32):  // 2 preds: ^bb338, ^bb339
      %817 = nvvm.shfl.sync  bfly %810, %816, %12, %811 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %818 = llvm.extractvalue %817[0] : !llvm.struct<(i32, i1)> 
      %819 = llvm.extractvalue %817[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %819, ^bb341, ^bb342
    ^bb341:  // pred: ^bb340
      %820 = llvm.xor %816, %818 : i32
      llvm.br ^bb343(%820 : i32)
    ^bb342:  // pred: ^bb340
      llvm.br ^bb343(%816 : i32)
    ^bb343(%821: i32):  // 2 preds: ^bb341, ^bb342
      %822 = nvvm.shfl.sync  bfly %810, %821, %13, %811 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %823 = llvm.extractvalue %822[0] : !llvm.struct<(i32, i1)> 
      %824 = llvm.extractvalue %822[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %824, ^bb344, ^bb345
    ^bb344:  // pred: ^bb343
      %825 = llvm.xor %821, %823 : i32
      llvm.br ^bb346(%825 : i32)
    ^bb345:  // pred: ^bb343
      llvm.br ^bb346(%821 : i32)
    ^bb346(%826: i32):  // 2 preds: ^bb344, ^bb345
      %827 = nvvm.shfl.sync  bfly %810, %826, %14, %811 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %828 = llvm.extractvalue %827[0] : !llvm.struct<(i32, i1)> 
      %829 = llvm.extractvalue %827[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %829, ^bb347, ^bb348
    ^bb347:  // pred: ^bb346
      %830 = llvm.xor %826, %828 : i32
      llvm.br ^bb349(%830 : i32)
    ^bb348:  // pred: ^bb346
      llvm.br ^bb349(%826 : i32)
    ^bb349(%831: i32):  // 2 preds: ^bb347, ^bb348
      %832 = nvvm.shfl.sync  bfly %810, %831, %15, %811 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %833 = llvm.extractvalue %832[0] : !llvm.struct<(i32, i1)> 
      %834 = llvm.extractvalue %832[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %834, ^bb350, ^bb351
    ^bb350:  // pred: ^bb349
      %835 = llvm.xor %831, %833 : i32
      llvm.br ^bb352(%835 : i32)
    ^bb351:  // pred: ^bb349
      llvm.br ^bb352(%831 : i32)
    ^bb352(%836: i32):  // 2 preds: ^bb350, ^bb351
      llvm.br ^bb354(%836 : i32)
    ^bb353:  // pred: ^bb336
      %837 = llvm.sub %10, %10 : i32
      %838 = llvm.lshr %1, %837 : i32
      %839 = llvm.sub %10, %11 : i32
      %840 = nvvm.shfl.sync  bfly %838, %42, %11, %839 : i32 -> i32
      %841 = llvm.xor %42, %840 : i32
      %842 = nvvm.shfl.sync  bfly %838, %841, %12, %839 : i32 -> i32
      %843 = llvm.xor %841, %842 : i32
      %844 = nvvm.shfl.sync  bfly %838, %843, %13, %839 : i32 -> i32
      %845 = llvm.xor %843, %844 : i32
      %846 = nvvm.shfl.sync  bfly %838, %845, %14, %839 : i32 -> i32
      %847 = llvm.xor %845, %846 : i32
      %848 = nvvm.shfl.sync  bfly %838, %847, %15, %839 : i32 -> i32
      %849 = llvm.xor %847, %848 : i32
      llvm.br ^bb354(%849 : i32)
    ^bb354(%850: i32):  // 2 preds: ^bb352, ^bb353
      llvm.cond_br %66, ^bb355, ^bb356
    ^bb355:  // pred: ^bb354
      %851 = llvm.sdiv %63, %10 : i32
      %852 = llvm.sext %851 : i32 to i64
      %853 = llvm.getelementptr inbounds|nuw %34[%852] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      llvm.store %850, %853 : i32, !llvm.ptr<3>
      llvm.br ^bb357
    ^bb356:  // pred: ^bb354
      llvm.br ^bb357
    ^bb357:  // 2 preds: ^bb355, ^bb356
      nvvm.barrier0
      llvm.cond_br %117, ^bb358, ^bb377
    ^bb358:  // pred: ^bb357
      %854 = llvm.sext %63 : i32 to i64
      %855 = llvm.getelementptr inbounds|nuw %34[%854] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %856 = llvm.load %855 : !llvm.ptr<3> -> i32
      %857 = llvm.icmp "slt" %116, %10 : i32
      llvm.cond_br %857, ^bb359, ^bb375
    ^bb359:  // pred: ^bb358
      %858 = llvm.sub %10, %116 : i32
      %859 = llvm.lshr %1, %858 : i32
      %860 = llvm.sub %116, %11 : i32
      %861 = nvvm.shfl.sync  bfly %859, %856, %11, %860 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %862 = llvm.extractvalue %861[0] : !llvm.struct<(i32, i1)> 
      %863 = llvm.extractvalue %861[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %863, ^bb360, ^bb361
    ^bb360:  // pred: ^bb359
      %864 = llvm.xor %856, %862 : i32
      llvm.br ^bb362(%864 : i32)
    ^bb361:  // pred: ^bb359
      llvm.br ^bb362(%856 : i32)
    ^bb362(%865: i32):  // 2 preds: ^bb360, ^bb361
      %866 = nvvm.shfl.sync  bfly %859, %865, %12, %860 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %867 = llvm.extractvalue %866[0] : !llvm.struct<(i32, i1)> 
      %868 = llvm.extractvalue %866[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %868, ^bb363, ^bb364
    ^bb363:  // pred: ^bb362
      %869 = llvm.xor %865, %867 : i32
      llvm.br ^bb365(%869 : i32)
    ^bb364:  // pred: ^bb362
      llvm.br ^bb365(%865 : i32)
    ^bb365(%870: i32):  // 2 preds: ^bb363, ^bb364
      %871 = nvvm.shfl.sync  bfly %859, %870, %13, %860 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %872 = llvm.extractvalue %871[0] : !llvm.struct<(i32, i1)> 
      %873 = llvm.extractvalue %871[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %873, ^bb366, ^bb367
    ^bb366:  // pred: ^bb365
      %874 = llvm.xor %870, %872 : i32
      llvm.br ^bb368(%874 : i32)
    ^bb367:  // pred: ^bb365
      llvm.br ^bb368(%870 : i32)
    ^bb368(%875: i32):  // 2 preds: ^bb366, ^bb367
      %876 = nvvm.shfl.sync  bfly %859, %875, %14, %860 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %877 = llvm.extractvalue %876[0] : !llvm.struct<(i32, i1)> 
      %878 = llvm.extractvalue %876[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %878, ^bb369, ^bb370
    ^bb369:  // pred: ^bb368
      %879 = llvm.xor %875, %877 : i32
      llvm.br ^bb371(%879 : i32)
    ^bb370:  // pred: ^bb368
      llvm.br ^bb371(%875 : i32)
    ^bb371(%880: i32):  // 2 preds: ^bb369, ^bb370
      %881 = nvvm.shfl.sync  bfly %859, %880, %15, %860 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %882 = llvm.extractvalue %881[0] : !llvm.struct<(i32, i1)> 
      %883 = llvm.extractvalue %881[1] : !llvm.struct<(i32, i1)> 
      llvm.cond_br %883, ^bb372, ^bb373
    ^bb372:  // pred: ^bb371
      %884 = llvm.xor %880, %882 : i32
      llvm.br ^bb374(%884 : i32)
    ^bb373:  // pred: ^bb371
      llvm.br ^bb374(%880 : i32)
    ^bb374(%885: i32):  // 2 preds: ^bb372, ^bb373
      llvm.br ^bb376(%885 : i32)
    ^bb375:  // pred: ^bb358
      %886 = llvm.sub %10, %10 : i32
      %887 = llvm.lshr %1, %886 : i32
      %888 = llvm.sub %10, %11 : i32
      %889 = nvvm.shfl.sync  bfly %887, %856, %11, %888 : i32 -> i32
      %890 = llvm.xor %856, %889 : i32
      %891 = nvvm.shfl.sync  bfly %887, %890, %12, %888 : i32 -> i32
      %892 = llvm.xor %890, %891 : i32
      %893 = nvvm.shfl.sync  bfly %887, %892, %13, %888 : i32 -> i32
      %894 = llvm.xor %892, %893 : i32
      %895 = nvvm.shfl.sync  bfly %887, %894, %14, %888 : i32 -> i32
      %896 = llvm.xor %894, %895 : i32
      %897 = nvvm.shfl.sync  bfly %887, %896, %15, %888 : i32 -> i32
      %898 = llvm.xor %896, %897 : i32
      llvm.br ^bb376(%898 : i32)
    ^bb376(%899: i32):  // 2 preds: ^bb374, ^bb375
      llvm.store %899, %34 : i32, !llvm.ptr<3>
      llvm.br ^bb378
    ^bb377:  // pred: ^bb357
      llvm.br ^bb378
    ^bb378:  // 2 preds: ^bb376, ^bb377
      nvvm.barrier0
      %900 = llvm.load %34 : !llvm.ptr<3> -> i32
      %901 = llvm.mul %36, %0 overflow<nsw, nuw> : i64
      %902 = llvm.add %901, %24 overflow<nsw, nuw> : i64
      %903 = llvm.getelementptr inbounds|nuw %arg8[%902] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %164, %903 : i32, !llvm.ptr
      %904 = llvm.add %901, %arg14 overflow<nsw, nuw> : i64
      %905 = llvm.getelementptr inbounds|nuw %arg8[%904] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %256, %905 : i32, !llvm.ptr
      %906 = llvm.add %901, %arg15 overflow<nsw, nuw> : i64
      %907 = llvm.getelementptr inbounds|nuw %arg8[%906] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %348, %907 : i32, !llvm.ptr
      %908 = llvm.add %901, %7 overflow<nsw, nuw> : i64
      %909 = llvm.getelementptr inbounds|nuw %arg8[%908] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %440, %909 : i32, !llvm.ptr
      %910 = llvm.add %901, %6 overflow<nsw, nuw> : i64
      %911 = llvm.getelementptr inbounds|nuw %arg8[%910] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %532, %911 : i32, !llvm.ptr
      %912 = llvm.add %901, %5 overflow<nsw, nuw> : i64
      %913 = llvm.getelementptr inbounds|nuw %arg8[%912] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %624, %913 : i32, !llvm.ptr
      %914 = llvm.add %901, %arg16 overflow<nsw, nuw> : i64
      %915 = llvm.getelementptr inbounds|nuw %arg8[%914] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %716, %915 : i32, !llvm.ptr
      %916 = llvm.add %901, %4 overflow<nsw, nuw> : i64
      %917 = llvm.getelementptr inbounds|nuw %arg8[%916] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %808, %917 : i32, !llvm.ptr
      %918 = llvm.add %901, %3 overflow<nsw, nuw> : i64
      %919 = llvm.getelementptr inbounds|nuw %arg8[%918] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %900, %919 : i32, !llvm.ptr
      llvm.return
    }
  }
  llvm.func @mgpuMemHostRegisterMemRef(i64, !llvm.ptr, i64)
}
