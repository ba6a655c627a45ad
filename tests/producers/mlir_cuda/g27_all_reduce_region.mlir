module attributes {gpu.container_module} {
  llvm.func @main() {
    %0 = llvm.mlir.constant(16 : index) : i64
    %1 = llvm.mlir.constant(8 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = builtin.unrealized_conversion_cast %2 : i64 to index
    %4 = builtin.unrealized_conversion_cast %1 : i64 to index
    %5 = builtin.unrealized_conversion_cast %0 : i64 to index
    %memref = gpu.alloc  () : memref<4xf32>
    %6 = builtin.unrealized_conversion_cast %memref : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %memref_0 = gpu.alloc  () : memref<2xi64>
    %7 = builtin.unrealized_conversion_cast %memref_0 : memref<2xi64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
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
    gpu.launch_func  @main_kernel::@main_kernel blocks in (%2, %2, %2) threads in (%0, %1, %2) : i64 args(%8 : !llvm.ptr, %9 : !llvm.ptr, %10 : i64, %11 : i64, %12 : i64, %13 : !llvm.ptr, %14 : !llvm.ptr, %15 : i64, %16 : i64, %17 : i64)
    llvm.return
  }
  gpu.module @main_kernel [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.mlir.global internal @__wg_main_kernel_0() {addr_space = 3 : i32} : !llvm.array<32 x f32>
    llvm.mlir.global internal @__wg_main_kernel_1() {addr_space = 3 : i32} : !llvm.array<32 x f32>
    llvm.mlir.global internal @__wg_main_kernel_2() {addr_space = 3 : i32} : !llvm.array<32 x f32>
    llvm.mlir.global internal @__wg_main_kernel_3() {addr_space = 3 : i32} : !llvm.array<32 x i64>
    llvm.mlir.global internal @__wg_main_kernel_4() {addr_space = 3 : i32} : !llvm.array<32 x i64>
    llvm.func @__nv_fabsf(f32) -> f32
    llvm.func @__nv_fminf(f32, f32) -> f32
    llvm.func @main_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 16, 8, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 16, 8, 1>} {
      %0 = llvm.mlir.constant(-1 : i32) : i32
      %1 = llvm.mlir.constant(6.350000e+01 : f32) : f32
      %2 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %3 = llvm.mlir.constant(0.00999999977 : f32) : f32
      %4 = llvm.mlir.constant(31 : i32) : i32
      %5 = llvm.mlir.constant(0 : i32) : i32
      %6 = llvm.mlir.constant(32 : i32) : i32
      %7 = llvm.mlir.constant(1 : i32) : i32
      %8 = llvm.mlir.constant(2 : i32) : i32
      %9 = llvm.mlir.constant(4 : i32) : i32
      %10 = llvm.mlir.constant(8 : i32) : i32
      %11 = llvm.mlir.constant(16 : i32) : i32
      %12 = llvm.mlir.constant(32 : i64) : i64
      %13 = llvm.mlir.addressof @__wg_main_kernel_4 : !llvm.ptr<3>
      %14 = llvm.mlir.addressof @__wg_main_kernel_3 : !llvm.ptr<3>
      %15 = llvm.mlir.addressof @__wg_main_kernel_2 : !llvm.ptr<3>
      %16 = llvm.mlir.addressof @__wg_main_kernel_1 : !llvm.ptr<3>
      %17 = llvm.mlir.constant(0 : index) : i64
      %18 = llvm.mlir.addressof @__wg_main_kernel_0 : !llvm.ptr<3>
      %19 = llvm.getelementptr %18[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x f32>
      %20 = llvm.getelementptr %16[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x f32>
      %21 = llvm.getelementptr %15[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x f32>
      %22 = llvm.getelementptr %14[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x i64>
      %23 = llvm.getelementptr %13[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x i64>
      %24 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 16> : i32
      %25 = llvm.sext %24 : i32 to i64
      %26 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %27 = llvm.sext %26 : i32 to i64
      %28 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 17> : i32
      %29 = llvm.sext %28 : i32 to i64
      %30 = llvm.mul %27, %29 : i64
      %31 = llvm.add %30, %25 : i64
      %32 = llvm.uitofp %31 : i64 to f32
      %33 = llvm.fsub %32, %1 : f32
      %34 = llvm.trunc %29 : i64 to i32
      %35 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 9> : i32
      %36 = llvm.sext %35 : i32 to i64
      %37 = llvm.trunc %36 : i64 to i32
      %38 = nvvm.read.ptx.sreg.ntid.z range <i32, 1, 2> : i32
      %39 = llvm.sext %38 : i32 to i64
      %40 = llvm.trunc %39 : i64 to i32
      %41 = llvm.trunc %25 : i64 to i32
      %42 = llvm.trunc %27 : i64 to i32
      %43 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 1> : i32
      %44 = llvm.sext %43 : i32 to i64
      %45 = llvm.trunc %44 : i64 to i32
      %46 = llvm.mul %45, %37 : i32
      %47 = llvm.add %46, %42 : i32
      %48 = llvm.mul %47, %34 : i32
      %49 = llvm.mul %34, %37 : i32
      %50 = llvm.add %48, %41 : i32
      %51 = llvm.mul %49, %40 : i32
      %52 = llvm.and %50, %4 : i32
      %53 = llvm.icmp "eq" %52, %5 : i32
      %54 = llvm.sub %50, %52 : i32
      %55 = llvm.sub %51, %54 : i32
      %56 = llvm.icmp "slt" %55, %6 : i32
      llvm.cond_br %56, ^bb1, ^bb22
    ^bb1:  // pred: ^bb0
      %57 = llvm.sub %6, %55 : i32
      %58 = llvm.lshr %0, %57 : i32
      %59 = llvm.sub %55, %7 : i32
      %60 = nvvm.shfl.sync  bfly %58, %33, %7, %59 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %61 = llvm.extractvalue %60[0] : !llvm.struct<(f32, i1)> 
      %62 = llvm.extractvalue %60[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %62, ^bb2, ^bb4(%33 : f32)
    ^bb2:  // pred: ^bb1
      llvm.br ^bb3
    ^bb3:  // pred: ^bb2
      %63 = llvm.call @__nv_fabsf(%33) : (f32) -> f32
      %64 = llvm.call @__nv_fabsf(%61) : (f32) -> f32
      %65 = llvm.fcmp "ogt" %63, %64 : f32
      %66 = llvm.select %65, %33, %61 : i1, f32
      llvm.br ^bb4(%66 : f32)
    ^bb4(%67: f32):  // 2 preds: ^bb1, ^bb3
      llvm.br ^bb5
    ^bb5:  // pred: ^bb4
      %68 = nvvm.shfl.sync  bfly %58, %67, %8, %59 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %69 = llvm.extractvalue %68[0] : !llvm.struct<(f32, i1)> 
      %70 = llvm.extractvalue %68[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %70, ^bb6, ^bb8(%67 : f32)
    ^bb6:  // pred: ^bb5
      llvm.br ^bb7
    ^bb7:  // pred: ^bb6
      %71 = llvm.call @__nv_fabsf(%67) : (f32) -> f32
      %72 = llvm.call @__nv_fabsf(%69) : (f32) -> f32
      %73 = llvm.fcmp "ogt" %71, %72 : f32
      %74 = llvm.select %73, %67, %69 : i1, f32
      llvm.br ^bb8(%74 : f32)
    ^bb8(%75: f32):  // 2 preds: ^bb5, ^bb7
      llvm.br ^bb9
    ^bb9:  // pred: ^bb8
      %76 = nvvm.shfl.sync  bfly %58, %75, %9, %59 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %77 = llvm.extractvalue %76[0] : !llvm.struct<(f32, i1)> 
      %78 = llvm.extractvalue %76[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %78, ^bb10, ^bb12(%75 : f32)
    ^bb10:  // pred: ^bb9
      llvm.br ^bb11
    ^bb11:  // pred: ^bb10
      %79 = llvm.call @__nv_fabsf(%75) : (f32) -> f32
      %80 = llvm.call @__nv_fabsf(%77) : (f32) -> f32
      %81 = llvm.fcmp "ogt" %79, %80 : f32
      %82 = llvm.select %81, %75, %77 : i1, f32
      llvm.br ^bb12(%82 : f32)
    ^bb12(%83: f32):  // 2 preds: ^bb9, ^bb11
      llvm.br ^bb13
    ^bb13:  // pred: ^bb12
      %84 = nvvm.shfl.sync  bfly %58, %83, %10, %59 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %85 = llvm.extractvalue %84[0] : !llvm.struct<(f32, i1)> 
      %86 = llvm.extractvalue %84[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %86, ^bb14, ^bb16(%83 : f32)
    ^bb14:  // pred: ^bb13
      llvm.br ^bb15
    ^bb15:  // pred: ^bb14
      %87 = llvm.call @__nv_fabsf(%83) : (f32) -> f32
      %88 = llvm.call @__nv_fabsf(%85) : (f32) -> f32
      %89 = llvm.fcmp "ogt" %87, %88 : f32
      %90 = llvm.select %89, %83, %85 : i1, f32
      llvm.br ^bb16(%90 : f32)
    ^bb16(%91: f32):  // 2 preds: ^bb13, ^bb15
      llvm.br ^bb17
    ^bb17:  // pred: ^bb16
      %92 = nvvm.shfl.sync  bfly %58, %91, %11, %59 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %93 = llvm.extractvalue %92[0] : !llvm.struct<(f32, i1)> 
      %94 = llvm.extractvalue %92[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %94, ^bb18, ^bb20(%91 : f32)
    ^bb18:  // pred: ^bb17
      llvm.br ^bb19
    ^bb19:  // pred: ^bb18
      %95 = llvm.call @__nv_fabsf(%91) : (f32) -> f32
      %96 = llvm.call @__nv_fabsf(%93) : (f32) -> f32
      %97 = llvm.fcmp "ogt" %95, %96 : f32
      %98 = llvm.select %97, %91, %93 : i1, f32
      llvm.br ^bb20(%98 : f32)
    ^bb20(%99: f32):  // 2 preds: ^bb17, ^bb19
      llvm.br ^bb21(%99 : f32)
    ^bb21(%100: f32):  // 2 preds: ^bb20, ^bb31
      llvm.br ^bb32
    ^bb22:  // pred: ^bb0
      %101 = llvm.sub %6, %6 : i32
      %102 = llvm.lshr %0, %101 : i32
      %103 = llvm.sub %6, %7 : i32
      %104 = nvvm.shfl.sync  bfly %102, %33, %7, %103 : f32 -> f32
      llvm.br ^bb23
    ^bb23:  // pred: ^bb22
      %105 = llvm.call @__nv_fabsf(%33) : (f32) -> f32
      %106 = llvm.call @__nv_fabsf(%104) : (f32) -> f32
      %107 = llvm.fcmp "ogt" %105, %106 : f32
      %108 = llvm.select %107, %33, %104 : i1, f32
      llvm.br ^bb24
    ^bb24:  // pred: ^bb23
      %109 = nvvm.shfl.sync  bfly %102, %108, %8, %103 : f32 -> f32
      llvm.br ^bb25
    ^bb25:  // pred: ^bb24
      %110 = llvm.call @__nv_fabsf(%108) : (f32) -> f32
      %111 = llvm.call @__nv_fabsf(%109) : (f32) -> f32
      %112 = llvm.fcmp "ogt" %110, %111 : f32
      %113 = llvm.select %112, %108, %109 : i1, f32
      llvm.br ^bb26
    ^bb26:  // pred: ^bb25
      %114 = nvvm.shfl.sync  bfly %102, %113, %9, %103 : f32 -> f32
      llvm.br ^bb27
    ^bb27:  // pred: ^bb26
      %115 = llvm.call @__nv_fabsf(%113) : (f32) -> f32
      %116 = llvm.call @__nv_fabsf(%114) : (f32) -> f32
      %117 = llvm.fcmp "ogt" %115, %116 : f32
      %118 = llvm.select %117, %113, %114 : i1, f32
      llvm.br ^bb28
    ^bb28:  // pred: ^bb27
      %119 = nvvm.shfl.sync  bfly %102, %118, %10, %103 : f32 -> f32
      llvm.br ^bb29
    ^bb29:  // pred: ^bb28
      %120 = llvm.call @__nv_fabsf(%118) : (f32) -> f32
      %121 = llvm.call @__nv_fabsf(%119) : (f32) -> f32
      %122 = llvm.fcmp "ogt" %120, %121 : f32
      %123 = llvm.select %122, %118, %119 : i1, f32
      llvm.br ^bb30
    ^bb30:  // pred: ^bb29
      %124 = nvvm.shfl.sync  bfly %102, %123, %11, %103 : f32 -> f32
      llvm.br ^bb31
    ^bb31:  // pred: ^bb30
      %125 = llvm.call @__nv_fabsf(%123) : (f32) -> f32
      %126 = llvm.call @__nv_fabsf(%124) : (f32) -> f32
      %127 = llvm.fcmp "ogt" %125, %126 : f32
      %128 = llvm.select %127, %123, %124 : i1, f32
      llvm.br ^bb21(%128 : f32)
    ^bb32:  // pred: ^bb21
      llvm.cond_br %53, ^bb33, ^bb34
    ^bb33:  // pred: ^bb32
      %129 = llvm.sdiv %50, %6 : i32
      %130 = llvm.sext %129 : i32 to i64
      %131 = llvm.getelementptr inbounds|nuw %19[%130] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %100, %131 : f32, !llvm.ptr<3>
      llvm.br ^bb35
    ^bb34:  // pred: ^bb32
      llvm.br ^bb35
    ^bb35:  // 2 preds: ^bb33, ^bb34
      nvvm.barrier0
      %132 = llvm.add %51, %4 : i32
      %133 = llvm.sdiv %132, %6 : i32
      %134 = llvm.icmp "slt" %50, %133 : i32
      llvm.cond_br %134, ^bb36, ^bb69
    ^bb36:  // pred: ^bb35
      %135 = llvm.sext %50 : i32 to i64
      %136 = llvm.getelementptr inbounds|nuw %19[%135] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %137 = llvm.load %136 : !llvm.ptr<3> -> f32
      %138 = llvm.icmp "slt" %133, %6 : i32
      llvm.cond_br %138, ^bb37, ^bb58
    ^bb37:  // pred: ^bb36
      %139 = llvm.sub %6, %133 : i32
      %140 = llvm.lshr %0, %139 : i32
      %141 = llvm.sub %133, %7 : i32
      %142 = nvvm.shfl.sync  bfly %140, %137, %7, %141 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %143 = llvm.extractvalue %142[0] : !llvm.struct<(f32, i1)> 
      %144 = llvm.extractvalue %142[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %144, ^bb38, ^bb40(%137 : f32)
    ^bb38:  // pred: ^bb37
      llvm.br ^bb39
    ^bb39:  // pred: ^bb38
      %145 = llvm.call @__nv_fabsf(%137) : (f32) -> f32
      %146 = llvm.call @__nv_fabsf(%143) : (f32) -> f32
      %147 = llvm.fcmp "ogt" %145, %146 : f32
      %148 = llvm.select %147, %137, %143 : i1, f32
      llvm.br ^bb40(%148 : f32)
    ^bb40(%149: f32):  // 2 preds: ^bb37, ^bb39
      llvm.br ^bb41
    ^bb41:  // pred: ^bb40
      %150 = nvvm.shfl.sync  bfly %140, %149, %8, %141 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %151 = llvm.extractvalue %150[0] : !llvm.struct<(f32, i1)> 
      %152 = llvm.extractvalue %150[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %152, ^bb42, ^bb44(%149 : f32)
    ^bb42:  // pred: ^bb41
      llvm.br ^bb43
    ^bb43:  // pred: ^bb42
      %153 = llvm.call @__nv_fabsf(%149) : (f32) -> f32
      %154 = llvm.call @__nv_fabsf(%151) : (f32) -> f32
      %155 = llvm.fcmp "ogt" %153, %154 : f32
      %156 = llvm.select %155, %149, %151 : i1, f32
      llvm.br ^bb44(%156 : f32)
    ^bb44(%157: f32):  // 2 preds: ^bb41, ^bb43
      llvm.br ^bb45
    ^bb45:  // pred: ^bb44
      %158 = nvvm.shfl.sync  bfly %140, %157, %9, %141 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %159 = llvm.extractvalue %158[0] : !llvm.struct<(f32, i1)> 
      %160 = llvm.extractvalue %158[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %160, ^bb46, ^bb48(%157 : f32)
    ^bb46:  // pred: ^bb45
      llvm.br ^bb47
    ^bb47:  // pred: ^bb46
      %161 = llvm.call @__nv_fabsf(%157) : (f32) -> f32
      %162 = llvm.call @__nv_fabsf(%159) : (f32) -> f32
      %163 = llvm.fcmp "ogt" %161, %162 : f32
      %164 = llvm.select %163, %157, %159 : i1, f32
      llvm.br ^bb48(%164 : f32)
    ^bb48(%165: f32):  // 2 preds: ^bb45, ^bb47
      llvm.br ^bb49
    ^bb49:  // pred: ^bb48
      %166 = nvvm.shfl.sync  bfly %140, %165, %10, %141 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %167 = llvm.extractvalue %166[0] : !llvm.struct<(f32, i1)> 
      %168 = llvm.extractvalue %166[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %168, ^bb50, ^bb52(%165 : f32)
    ^bb50:  // pred: ^bb49
      llvm.br ^bb51
    ^bb51:  // pred: ^bb50
      %169 = llvm.call @__nv_fabsf(%165) : (f32) -> f32
      %170 = llvm.call @__nv_fabsf(%167) : (f32) -> f32
      %171 = llvm.fcmp "ogt" %169, %170 : f32
      %172 = llvm.select %171, %165, %167 : i1, f32
      llvm.br ^bb52(%172 : f32)
    ^bb52(%173: f32):  // 2 preds: ^bb49, ^bb51
      llvm.br ^bb53
    ^bb53:  // pred: ^bb52
      %174 = nvvm.shfl.sync  bfly %140, %173, %11, %141 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %175 = llvm.extractvalue %174[0] : !llvm.struct<(f32, i1)> 
      %176 = llvm.extractvalue %174[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %176, ^bb54, ^bb56(%173 : f32)
    ^bb54:  // pred: ^bb53
      llvm.br ^bb55
    ^bb55:  // pred: ^bb54
      %177 = llvm.call @__nv_fabsf(%173) : (f32) -> f32
      %178 = llvm.call @__nv_fabsf(%175) : (f32) -> f32
      %179 = llvm.fcmp "ogt" %177, %178 : f32
      %180 = llvm.select %179, %173, %175 : i1, f32
      llvm.br ^bb56(%180 : f32)
    ^bb56(%181: f32):  // 2 preds: ^bb53, ^bb55
      llvm.br ^bb57(%181 : f32)
    ^bb57(%182: f32):  // 2 preds: ^bb56, ^bb67
      llvm.br ^bb68
    ^bb58:  // pred: ^bb36
      %183 = llvm.sub %6, %6 : i32
      %184 = llvm.lshr %0, %183 : i32
      %185 = llvm.sub %6, %7 : i32
      %186 = nvvm.shfl.sync  bfly %184, %137, %7, %185 : f32 -> f32
      llvm.br ^bb59
    ^bb59:  // pred: ^bb58
      %187 = llvm.call @__nv_fabsf(%137) : (f32) -> f32
      %188 = llvm.call @__nv_fabsf(%186) : (f32) -> f32
      %189 = llvm.fcmp "ogt" %187, %188 : f32
      %190 = llvm.select %189, %137, %186 : i1, f32
      llvm.br ^bb60
    ^bb60:  // pred: ^bb59
      %191 = nvvm.shfl.sync  bfly %184, %190, %8, %185 : f32 -> f32
      llvm.br ^bb61
    ^bb61:  // pred: ^bb60
      %192 = llvm.call @__nv_fabsf(%190) : (f32) -> f32
      %193 = llvm.call @__nv_fabsf(%191) : (f32) -> f32
      %194 = llvm.fcmp "ogt" %192, %193 : f32
      %195 = llvm.select %194, %190, %191 : i1, f32
      llvm.br ^bb62
    ^bb62:  // pred: ^bb61
      %196 = nvvm.shfl.sync  bfly %184, %195, %9, %185 : f32 -> f32
      llvm.br ^bb63
    ^bb63:  // pred: ^bb62
      %197 = llvm.call @__nv_fabsf(%195) : (f32) -> f32
      %198 = llvm.call @__nv_fabsf(%196) : (f32) -> f32
      %199 = llvm.fcmp "ogt" %197, %198 : f32
      %200 = llvm.select %199, %195, %196 : i1, f32
      llvm.br ^bb64
    ^bb64:  // pred: ^bb63
      %201 = nvvm.shfl.sync  bfly %184, %200, %10, %185 : f32 -> f32
      llvm.br ^bb65
    ^bb65:  // pred: ^bb64
      %202 = llvm.call @__nv_fabsf(%200) : (f32) -> f32
      %203 = llvm.call @__nv_fabsf(%201) : (f32) -> f32
      %204 = llvm.fcmp "ogt" %202, %203 : f32
      %205 = llvm.select %204, %200, %201 : i1, f32
      llvm.br ^bb66
    ^bb66:  // pred: ^bb65
      %206 = nvvm.shfl.sync  bfly %184, %205, %11, %185 : f32 -> f32
      llvm.br ^bb67
    ^bb67:  // pred: ^bb66
      %207 = llvm.call @__nv_fabsf(%205) : (f32) -> f32
      %208 = llvm.call @__nv_fabsf(%206) : (f32) -> f32
      %209 = llvm.fcmp "ogt" %207, %208 : f32
      %210 = llvm.select %209, %205, %206 : i1, f32
      llvm.br ^bb57(%210 : f32)
    ^bb68:  // pred: ^bb57
      llvm.store %182, %19 : f32, !llvm.ptr<3>
      llvm.br ^bb70
    ^bb69:  // pred: ^bb35
      llvm.br ^bb70
    ^bb70:  // 2 preds: ^bb68, ^bb69
      nvvm.barrier0
      %211 = llvm.load %19 : !llvm.ptr<3> -> f32
      llvm.cond_br %56, ^bb71, ^bb87
    ^bb71:  // pred: ^bb70
      %212 = llvm.sub %6, %55 : i32
      %213 = llvm.lshr %0, %212 : i32
      %214 = llvm.sub %55, %7 : i32
      %215 = nvvm.shfl.sync  bfly %213, %33, %7, %214 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %216 = llvm.extractvalue %215[0] : !llvm.struct<(f32, i1)> 
      %217 = llvm.extractvalue %215[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %217, ^bb72, ^bb73
    ^bb72:  // pred: ^bb71
      %218 = llvm.call @__nv_fminf(%33, %216) : (f32, f32) -> f32
      llvm.br ^bb74(%218 : f32)
    ^bb73:  // pred: ^bb71
      llvm.br ^bb74(%33 : f32)
    ^bb74(%219: f32):  // 2 preds: ^bb72, ^bb73
      %220 = nvvm.shfl.sync  bfly %213, %219, %8, %214 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %221 = llvm.extractvalue %220[0] : !llvm.struct<(f32, i1)> 
      %222 = llvm.extractvalue %220[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %222, ^bb75, ^bb76
    ^bb75:  // pred: ^bb74
      %223 = llvm.call @__nv_fminf(%219, %221) : (f32, f32) -> f32
      llvm.br ^bb77(%223 : f32)
    ^bb76:  // pred: ^bb74
      llvm.br ^bb77(%219 : f32)
    ^bb77(%224: f32):  // 2 preds: ^bb75, ^bb76
      %225 = nvvm.shfl.sync  bfly %213, %224, %9, %214 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %226 = llvm.extractvalue %225[0] : !llvm.struct<(f32, i1)> 
      %227 = llvm.extractvalue %225[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %227, ^bb78, ^bb79
    ^bb78:  // pred: ^bb77
      %228 = llvm.call @__nv_fminf(%224, %226) : (f32, f32) -> f32
      llvm.br ^bb80(%228 : f32)
    ^bb79:  // pred: ^bb77
      llvm.br ^bb80(%224 : f32)
    ^bb80(%229: f32):  // 2 preds: ^bb78, ^bb79
      %230 = nvvm.shfl.sync  bfly %213, %229, %10, %214 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %231 = llvm.extractvalue %230[0] : !llvm.struct<(f32, i1)> 
      %232 = llvm.extractvalue %230[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %232, ^bb81, ^bb82
    ^bb81:  // pred: ^bb80
      %233 = llvm.call @__nv_fminf(%229, %231) : (f32, f32) -> f32
      llvm.br ^bb83(%233 : f32)
    ^bb82:  // pred: ^bb80
      llvm.br ^bb83(%229 : f32)
    ^bb83(%234: f32):  // 2 preds: ^bb81, ^bb82
      %235 = nvvm.shfl.sync  bfly %213, %234, %11, %214 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %236 = llvm.extractvalue %235[0] : !llvm.struct<(f32, i1)> 
      %237 = llvm.extractvalue %235[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %237, ^bb84, ^bb85
    ^bb84:  // pred: ^bb83
      %238 = llvm.call @__nv_fminf(%234, %236) : (f32, f32) -> f32
      llvm.br ^bb86(%238 : f32)
    ^bb85:  // pred: ^bb83
      llvm.br ^bb86(%234 : f32)
    ^bb86(%239: f32):  // 2 preds: ^bb84, ^bb85
      llvm.br ^bb88(%239 : f32)
    ^bb87:  // pred: ^bb70
      %240 = llvm.sub %6, %6 : i32
      %241 = llvm.lshr %0, %240 : i32
      %242 = llvm.sub %6, %7 : i32
      %243 = nvvm.shfl.sync  bfly %241, %33, %7, %242 : f32 -> f32
      %244 = llvm.call @__nv_fminf(%33, %243) : (f32, f32) -> f32
      %245 = nvvm.shfl.sync  bfly %241, %244, %8, %242 : f32 -> f32
      %246 = llvm.call @__nv_fminf(%244, %245) : (f32, f32) -> f32
      %247 = nvvm.shfl.sync  bfly %241, %246, %9, %242 : f32 -> f32
      %248 = llvm.call @__nv_fminf(%246, %247) : (f32, f32) -> f32
      %249 = nvvm.shfl.sync  bfly %241, %248, %10, %242 : f32 -> f32
      %250 = llvm.call @__nv_fminf(%248, %249) : (f32, f32) -> f32
      %251 = nvvm.shfl.sync  bfly %241, %250, %11, %242 : f32 -> f32
      %252 = llvm.call @__nv_fminf(%250, %251) : (f32, f32) -> f32
      llvm.br ^bb88(%252 : f32)
    ^bb88(%253: f32):  // 2 preds: ^bb86, ^bb87
      llvm.cond_br %53, ^bb89, ^bb90
    ^bb89:  // pred: ^bb88
      %254 = llvm.sdiv %50, %6 : i32
      %255 = llvm.sext %254 : i32 to i64
      %256 = llvm.getelementptr inbounds|nuw %20[%255] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %253, %256 : f32, !llvm.ptr<3>
      llvm.br ^bb91
    ^bb90:  // pred: ^bb88
      llvm.br ^bb91
    ^bb91:  // 2 preds: ^bb89, ^bb90
      nvvm.barrier0
      llvm.cond_br %134, ^bb92, ^bb111
    ^bb92:  // pred: ^bb91
      %257 = llvm.sext %50 : i32 to i64
      %258 = llvm.getelementptr inbounds|nuw %20[%257] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %259 = llvm.load %258 : !llvm.ptr<3> -> f32
      %260 = llvm.icmp "slt" %133, %6 : i32
      llvm.cond_br %260, ^bb93, ^bb109
    ^bb93:  // pred: ^bb92
      %261 = llvm.sub %6, %133 : i32
      %262 = llvm.lshr %0, %261 : i32
      %263 = llvm.sub %133, %7 : i32
      %264 = nvvm.shfl.sync  bfly %262, %259, %7, %263 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %265 = llvm.extractvalue %264[0] : !llvm.struct<(f32, i1)> 
      %266 = llvm.extractvalue %264[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %266, ^bb94, ^bb95
    ^bb94:  // pred: ^bb93
      %267 = llvm.call @__nv_fminf(%259, %265) : (f32, f32) -> f32
      llvm.br ^bb96(%267 : f32)
    ^bb95:  // pred: ^bb93
      llvm.br ^bb96(%259 : f32)
    ^bb96(%268: f32):  // 2 preds: ^bb94, ^bb95
      %269 = nvvm.shfl.sync  bfly %262, %268, %8, %263 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %270 = llvm.extractvalue %269[0] : !llvm.struct<(f32, i1)> 
      %271 = llvm.extractvalue %269[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %271, ^bb97, ^bb98
    ^bb97:  // pred: ^bb96
      %272 = llvm.call @__nv_fminf(%268, %270) : (f32, f32) -> f32
      llvm.br ^bb99(%272 : f32)
    ^bb98:  // pred: ^bb96
      llvm.br ^bb99(%268 : f32)
    ^bb99(%273: f32):  // 2 preds: ^bb97, ^bb98
      %274 = nvvm.shfl.sync  bfly %262, %273, %9, %263 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %275 = llvm.extractvalue %274[0] : !llvm.struct<(f32, i1)> 
      %276 = llvm.extractvalue %274[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %276, ^bb100, ^bb101
    ^bb100:  // pred: ^bb99
      %277 = llvm.call @__nv_fminf(%273, %275) : (f32, f32) -> f32
      llvm.br ^bb102(%277 : f32)
    ^bb101:  // pred: ^bb99
      llvm.br ^bb102(%273 : f32)
    ^bb102(%278: f32):  // 2 preds: ^bb100, ^bb101
      %279 = nvvm.shfl.sync  bfly %262, %278, %10, %263 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %280 = llvm.extractvalue %279[0] : !llvm.struct<(f32, i1)> 
      %281 = llvm.extractvalue %279[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %281, ^bb103, ^bb104
    ^bb103:  // pred: ^bb102
      %282 = llvm.call @__nv_fminf(%278, %280) : (f32, f32) -> f32
      llvm.br ^bb105(%282 : f32)
    ^bb104:  // pred: ^bb102
      llvm.br ^bb105(%278 : f32)
    ^bb105(%283: f32):  // 2 preds: ^bb103, ^bb104
      %284 = nvvm.shfl.sync  bfly %262, %283, %11, %263 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %285 = llvm.extractvalue %284[0] : !llvm.struct<(f32, i1)> 
      %286 = llvm.extractvalue %284[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %286, ^bb106, ^bb107
    ^bb106:  // pred: ^bb105
      %287 = llvm.call @__nv_fminf(%283, %285) : (f32, f32) -> f32
      llvm.br ^bb108(%287 : f32)
    ^bb107:  // pred: ^bb105
      llvm.br ^bb108(%283 : f32)
    ^bb108(%288: f32):  // 2 preds: ^bb106, ^bb107
      llvm.br ^bb110(%288 : f32)
    ^bb109:  // pred: ^bb92
      %289 = llvm.sub %6, %6 : i32
      %290 = llvm.lshr %0, %289 : i32
      %291 = llvm.sub %6, %7 : i32
      %292 = nvvm.shfl.sync  bfly %290, %259, %7, %291 : f32 -> f32
      %293 = llvm.call @__nv_fminf(%259, %292) : (f32, f32) -> f32
      %294 = nvvm.shfl.sync  bfly %290, %293, %8, %291 : f32 -> f32
      %295 = llvm.call @__nv_fminf(%293, %294) : (f32, f32) -> f32
      %296 = nvvm.shfl.sync  bfly %290, %295, %9, %291 : f32 -> f32
      %297 = llvm.call @__nv_fminf(%295, %296) : (f32, f32) -> f32
      %298 = nvvm.shfl.sync  bfly %290, %297, %10, %291 : f32 -> f32
      %299 = llvm.call @__nv_fminf(%297, %298) : (f32, f32) -> f32
      %300 = nvvm.shfl.sync  bfly %290, %299, %11, %291 : f32 -> f32
      %301 = llvm.call @__nv_fminf(%299, %300) : (f32, f32) -> f32
      llvm.br ^bb110(%301 : f32)
    ^bb110(%302: f32):  // 2 preds: ^bb108, ^bb109
      llvm.store %302, %20 : f32, !llvm.ptr<3>
      llvm.br ^bb112
    ^bb111:  // pred: ^bb91
      llvm.br ^bb112
    ^bb112:  // 2 preds: ^bb110, ^bb111
      nvvm.barrier0
      %303 = llvm.load %20 : !llvm.ptr<3> -> f32
      %304 = llvm.fmul %33, %3 : f32
      %305 = llvm.fadd %304, %2 : f32
      llvm.cond_br %56, ^bb113, ^bb129
    ^bb113:  // pred: ^bb112
      %306 = llvm.sub %6, %55 : i32
      %307 = llvm.lshr %0, %306 : i32
      %308 = llvm.sub %55, %7 : i32
      %309 = nvvm.shfl.sync  bfly %307, %305, %7, %308 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %310 = llvm.extractvalue %309[0] : !llvm.struct<(f32, i1)> 
      %311 = llvm.extractvalue %309[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %311, ^bb114, ^bb115
    ^bb114:  // pred: ^bb113
      %312 = llvm.fmul %305, %310 : f32
      llvm.br ^bb116(%312 : f32)
    ^bb115:  // pred: ^bb113
      llvm.br ^bb116(%305 : f32)
    ^bb116(%313: f32):  // 2 preds: ^bb114, ^bb115
      %314 = nvvm.shfl.sync  bfly %307, %313, %8, %308 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %315 = llvm.extractvalue %314[0] : !llvm.struct<(f32, i1)> 
      %316 = llvm.extractvalue %314[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %316, ^bb117, ^bb118
    ^bb117:  // pred: ^bb116
      %317 = llvm.fmul %313, %315 : f32
      llvm.br ^bb119(%317 : f32)
    ^bb118:  // pred: ^bb116
      llvm.br ^bb119(%313 : f32)
    ^bb119(%318: f32):  // 2 preds: ^bb117, ^bb118
      %319 = nvvm.shfl.sync  bfly %307, %318, %9, %308 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %320 = llvm.extractvalue %319[0] : !llvm.struct<(f32, i1)> 
      %321 = llvm.extractvalue %319[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %321, ^bb120, ^bb121
    ^bb120:  // pred: ^bb119
      %322 = llvm.fmul %318, %320 : f32
      llvm.br ^bb122(%322 : f32)
    ^bb121:  // pred: ^bb119
      llvm.br ^bb122(%318 : f32)
    ^bb122(%323: f32):  // 2 preds: ^bb120, ^bb121
      %324 = nvvm.shfl.sync  bfly %307, %323, %10, %308 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %325 = llvm.extractvalue %324[0] : !llvm.struct<(f32, i1)> 
      %326 = llvm.extractvalue %324[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %326, ^bb123, ^bb124
    ^bb123:  // pred: ^bb122
      %327 = llvm.fmul %323, %325 : f32
      llvm.br ^bb125(%327 : f32)
    ^bb124:  // pred: ^bb122
      llvm.br ^bb125(%323 : f32)
    ^bb125(%328: f32):  // 2 preds: ^bb123, ^bb124
      %329 = nvvm.shfl.sync  bfly %307, %328, %11, %308 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %330 = llvm.extractvalue %329[0] : !llvm.struct<(f32, i1)> 
      %331 = llvm.extractvalue %329[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %331, ^bb126, ^bb127
    ^bb126:  // pred: ^bb125
      %332 = llvm.fmul %328, %330 : f32
      llvm.br ^bb128(%332 : f32)
    ^bb127:  // pred: ^bb125
      llvm.br ^bb128(%328 : f32)
    ^bb128(%333: f32):  // 2 preds: ^bb126, ^bb127
      llvm.br ^bb130(%333 : f32)
    ^bb129:  // pred: ^bb112
      %334 = llvm.sub %6, %6 : i32
      %335 = llvm.lshr %0, %334 : i32
      %336 = llvm.sub %6, %7 : i32
      %337 = nvvm.shfl.sync  bfly %335, %305, %7, %336 : f32 -> f32
      %338 = llvm.fmul %305, %337 : f32
      %339 = nvvm.shfl.sync  bfly %335, %338, %8, %336 : f32 -> f32
      %340 = llvm.fmul %338, %339 : f32
      %341 = nvvm.shfl.sync  bfly %335, %340, %9, %336 : f32 -> f32
      %342 = llvm.fmul %340, %341 : f32
      %343 = nvvm.shfl.sync  bfly %335, %342, %10, %336 : f32 -> f32
      %344 = llvm.fmul %342, %343 : f32
      %345 = nvvm.shfl.sync  bfly %335, %344, %11, %336 : f32 -> f32
      %346 = llvm.fmul %344, %345 : f32
      llvm.br ^bb130(%346 : f32)
    ^bb130(%347: f32):  // 2 preds: ^bb128, ^bb129
      llvm.cond_br %53, ^bb131, ^bb132
    ^bb131:  // pred: ^bb130
      %348 = llvm.sdiv %50, %6 : i32
      %349 = llvm.sext %348 : i32 to i64
      %350 = llvm.getelementptr inbounds|nuw %21[%349] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %347, %350 : f32, !llvm.ptr<3>
      llvm.br ^bb133
    ^bb132:  // pred: ^bb130
      llvm.br ^bb133
    ^bb133:  // 2 preds: ^bb131, ^bb132
      nvvm.barrier0
      llvm.cond_br %134, ^bb134, ^bb153
    ^bb134:  // pred: ^bb133
      %351 = llvm.sext %50 : i32 to i64
      %352 = llvm.getelementptr inbounds|nuw %21[%351] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %353 = llvm.load %352 : !llvm.ptr<3> -> f32
      %354 = llvm.icmp "slt" %133, %6 : i32
      llvm.cond_br %354, ^bb135, ^bb151
    ^bb135:  // pred: ^bb134
      %355 = llvm.sub %6, %133 : i32
      %356 = llvm.lshr %0, %355 : i32
      %357 = llvm.sub %133, %7 : i32
      %358 = nvvm.shfl.sync  bfly %356, %353, %7, %357 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %359 = llvm.extractvalue %358[0] : !llvm.struct<(f32, i1)> 
      %360 = llvm.extractvalue %358[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %360, ^bb136, ^bb137
    ^bb136:  // pred: ^bb135
      %361 = llvm.fmul %353, %359 : f32
      llvm.br ^bb138(%361 : f32)
    ^bb137:  // pred: ^bb135
      llvm.br ^bb138(%353 : f32)
    ^bb138(%362: f32):  // 2 preds: ^bb136, ^bb137
      %363 = nvvm.shfl.sync  bfly %356, %362, %8, %357 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %364 = llvm.extractvalue %363[0] : !llvm.struct<(f32, i1)> 
      %365 = llvm.extractvalue %363[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %365, ^bb139, ^bb140
    ^bb139:  // pred: ^bb138
      %366 = llvm.fmul %362, %364 : f32
      llvm.br ^bb141(%366 : f32)
    ^bb140:  // pred: ^bb138
      llvm.br ^bb141(%362 : f32)
    ^bb141(%367: f32):  // 2 preds: ^bb139, ^bb140
      %368 = nvvm.shfl.sync  bfly %356, %367, %9, %357 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %369 = llvm.extractvalue %368[0] : !llvm.struct<(f32, i1)> 
      %370 = llvm.extractvalue %368[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %370, ^bb142, ^bb143
    ^bb142:  // pred: ^bb141
      %371 = llvm.fmul %367, %369 : f32
      llvm.br ^bb144(%371 : f32)
    ^bb143:  // pred: ^bb141
      llvm.br ^bb144(%367 : f32)
    ^bb144(%372: f32):  // 2 preds: ^bb142, ^bb143
      %373 = nvvm.shfl.sync  bfly %356, %372, %10, %357 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %374 = llvm.extractvalue %373[0] : !llvm.struct<(f32, i1)> 
      %375 = llvm.extractvalue %373[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %375, ^bb145, ^bb146
    ^bb145:  // pred: ^bb144
      %376 = llvm.fmul %372, %374 : f32
      llvm.br ^bb147(%376 : f32)
    ^bb146:  // pred: ^bb144
      llvm.br ^bb147(%372 : f32)
    ^bb147(%377: f32):  // 2 preds: ^bb145, ^bb146
      %378 = nvvm.shfl.sync  bfly %356, %377, %11, %357 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
      %379 = llvm.extractvalue %378[0] : !llvm.struct<(f32, i1)> 
      %380 = llvm.extractvalue %378[1] : !llvm.struct<(f32, i1)> 
      llvm.cond_br %380, ^bb148, ^bb149
    ^bb148:  // pred: ^bb147
      %381 = llvm.fmul %377, %379 : f32
      llvm.br ^bb150(%381 : f32)
    ^bb149:  // pred: ^bb147
      llvm.br ^bb150(%377 : f32)
    ^bb150(%382: f32):  // 2 preds: ^bb148, ^bb149
      llvm.br ^bb152(%382 : f32)
    ^bb151:  // pred: ^bb134
      %383 = llvm.sub %6, %6 : i32
      %384 = llvm.lshr %0, %383 : i32
      %385 = llvm.sub %6, %7 : i32
      %386 = nvvm.shfl.sync  bfly %384, %353, %7, %385 : f32 -> f32
      %387 = llvm.fmul %353, %386 : f32
      %388 = nvvm.shfl.sync  bfly %384, %387, %8, %385 : f32 -> f32
      %389 = llvm.fmul %387, %388 : f32
      %390 = nvvm.shfl.sync  bfly %384, %389, %9, %385 : f32 -> f32
      %391 = llvm.fmul %389, %390 : f32
      %392 = nvvm.shfl.sync  bfly %384, %391, %10, %385 : f32 -> f32
      %393 = llvm.fmul %391, %392 : f32
      %394 = nvvm.shfl.sync  bfly %384, %393, %11, %385 : f32 -> f32
      %395 = llvm.fmul %393, %394 : f32
      llvm.br ^bb152(%395 : f32)
    ^bb152(%396: f32):  // 2 preds: ^bb150, ^bb151
      llvm.store %396, %21 : f32, !llvm.ptr<3>
      llvm.br ^bb154
    ^bb153:  // pred: ^bb133
      llvm.br ^bb154
    ^bb154:  // 2 preds: ^bb152, ^bb153
      nvvm.barrier0
      %397 = llvm.load %21 : !llvm.ptr<3> -> f32
      llvm.cond_br %56, ^bb155, ^bb171
    ^bb155:  // pred: ^bb154
      %398 = llvm.trunc %31 : i64 to i32
      %399 = llvm.lshr %31, %12 : i64
      %400 = llvm.trunc %399 : i64 to i32
      %401 = llvm.sub %6, %55 : i32
      %402 = llvm.lshr %0, %401 : i32
      %403 = llvm.sub %55, %7 : i32
      %404 = nvvm.shfl.sync  bfly %402, %398, %7, %403 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %405 = llvm.extractvalue %404[0] : !llvm.struct<(i32, i1)> 
      %406 = llvm.extractvalue %404[1] : !llvm.struct<(i32, i1)> 
      %407 = nvvm.shfl.sync  bfly %402, %400, %7, %403 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %408 = llvm.extractvalue %407[0] : !llvm.struct<(i32, i1)> 
      %409 = llvm.extractvalue %407[1] : !llvm.struct<(i32, i1)> 
      %410 = llvm.zext %405 : i32 to i64
      %411 = llvm.zext %408 : i32 to i64
      %412 = llvm.shl %411, %12 : i64
      %413 = llvm.or %412, %410 : i64
      %414 = llvm.and %406, %409 : i1
      llvm.cond_br %414, ^bb156, ^bb157
    ^bb156:  // pred: ^bb155
      %415 = llvm.add %31, %413 : i64
      llvm.br ^bb158(%415 : i64)
    ^bb157:  // pred: ^bb155
      llvm.br ^bb158(%31 : i64)
    ^bb158(%416: i64):  // 2 preds: ^bb156, ^bb157
      %417 = llvm.trunc %416 : i64 to i32
      %418 = llvm.lshr %416, %12 : i64
      %419 = llvm.trunc %418 : i64 to i32
      %420 = nvvm.shfl.sync  bfly %402, %417, %8, %403 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %421 = llvm.extractvalue %420[0] : !llvm.struct<(i32, i1)> 
      %422 = llvm.extractvalue %420[1] : !llvm.struct<(i32, i1)> 
      %423 = nvvm.shfl.sync  bfly %402, %419, %8, %403 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %424 = llvm.extractvalue %423[0] : !llvm.struct<(i32, i1)> 
      %425 = llvm.extractvalue %423[1] : !llvm.struct<(i32, i1)> 
      %426 = llvm.zext %421 : i32 to i64
      %427 = llvm.zext %424 : i32 to i64
      %428 = llvm.shl %427, %12 : i64
      %429 = llvm.or %428, %426 : i64
      %430 = llvm.and %422, %425 : i1
      llvm.cond_br %430, ^bb159, ^bb160
    ^bb159:  // pred: ^bb158
      %431 = llvm.add %416, %429 : i64
      llvm.br ^bb161(%431 : i64)
    ^bb160:  // pred: ^bb158
      llvm.br ^bb161(%416 : i64)
    ^bb161(%432: i64):  // 2 preds: ^bb159, ^bb160
      %433 = llvm.trunc %432 : i64 to i32
      %434 = llvm.lshr %432, %12 : i64
      %435 = llvm.trunc %434 : i64 to i32
      %436 = nvvm.shfl.sync  bfly %402, %433, %9, %403 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %437 = llvm.extractvalue %436[0] : !llvm.struct<(i32, i1)> 
      %438 = llvm.extractvalue %436[1] : !llvm.struct<(i32, i1)> 
      %439 = nvvm.shfl.sync  bfly %402, %435, %9, %403 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %440 = llvm.extractvalue %439[0] : !llvm.struct<(i32, i1)> 
      %441 = llvm.extractvalue %439[1] : !llvm.struct<(i32, i1)> 
      %442 = llvm.zext %437 : i32 to i64
      %443 = llvm.zext %440 : i32 to i64
      %444 = llvm.shl %443, %12 : i64
      %445 = llvm.or %444, %442 : i64
      %446 = llvm.and %438, %441 : i1
      llvm.cond_br %446, ^bb162, ^bb163
    ^bb162:  // pred: ^bb161
      %447 = llvm.add %432, %445 : i64
      llvm.br ^bb164(%447 : i64)
    ^bb163:  // pred: ^bb161
      llvm.br ^bb164(%432 : i64)
    ^bb164(%448: i64):  // 2 preds: ^bb162, ^bb163
      %449 = llvm.trunc %448 : i64 to i32
      %450 = llvm.lshr %448, %12 : i64
      %451 = llvm.trunc %450 : i64 to i32
      %452 = nvvm.shfl.sync  bfly %402, %449, %10, %403 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %453 = llvm.extractvalue %452[0] : !llvm.struct<(i32, i1)> 
      %454 = llvm.extractvalue %452[1] : !llvm.struct<(i32, i1)> 
      %455 = nvvm.shfl.sync  bfly %402, %451, %10, %403 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %456 = llvm.extractvalue %455[0] : !llvm.struct<(i32, i1)> 
      %457 = llvm.extractvalue %455[1] : !llvm.struct<(i32, i1)> 
      %458 = llvm.zext %453 : i32 to i64
      %459 = llvm.zext %456 : i32 to i64
      %460 = llvm.shl %459, %12 : i64
      %461 = llvm.or %460, %458 : i64
      %462 = llvm.and %454, %457 : i1
      llvm.cond_br %462, ^bb165, ^bb166
    ^bb165:  // pred: ^bb164
      %463 = llvm.add %448, %461 : i64
      llvm.br ^bb167(%463 : i64)
    ^bb166:  // pred: ^bb164
      llvm.br ^bb167(%448 : i64)
    ^bb167(%464: i64):  // 2 preds: ^bb165, ^bb166
      %465 = llvm.trunc %464 : i64 to i32
      %466 = llvm.lshr %464, %12 : i64
      %467 = llvm.trunc %466 : i64 to i32
      %468 = nvvm.shfl.sync  bfly %402, %465, %11, %403 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %469 = llvm.extractvalue %468[0] : !llvm.struct<(i32, i1)> 
      %470 = llvm.extractvalue %468[1] : !llvm.struct<(i32, i1)> 
      %471 = nvvm.shfl.sync  bfly %402, %467, %11, %403 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %472 = llvm.extractvalue %471[0] : !llvm.struct<(i32, i1)> 
      %473 = llvm.extractvalue %471[1] : !llvm.struct<(i32, i1)> 
      %474 = llvm.zext %469 : i32 to i64
      %475 = llvm.zext %472 : i32 to i64
      %476 = llvm.shl %475, %12 : i64
      %477 = llvm.or %476, %474 : i64
      %478 = llvm.and %470, %473 : i1
      llvm.cond_br %478, ^bb168, ^bb169
    ^bb168:  // pred: ^bb167
      %479 = llvm.add %464, %477 : i64
      llvm.br ^bb170(%479 : i64)
    ^bb169:  // pred: ^bb167
      llvm.br ^bb170(%464 : i64)
    ^bb170(%480: i64):  // 2 preds: ^bb168, ^bb169
      llvm.br ^bb172(%480 : i64)
    ^bb171:  // pred: ^bb154
      %481 = llvm.trunc %31 : i64 to i32
      %482 = llvm.lshr %31, %12 : i64
      %483 = llvm.trunc %482 : i64 to i32
      %484 = llvm.sub %6, %6 : i32
      %485 = llvm.lshr %0, %484 : i32
      %486 = llvm.sub %6, %7 : i32
      %487 = nvvm.shfl.sync  bfly %485, %481, %7, %486 : i32 -> i32
      %488 = nvvm.shfl.sync  bfly %485, %483, %7, %486 : i32 -> i32
      %489 = llvm.zext %487 : i32 to i64
      %490 = llvm.zext %488 : i32 to i64
      %491 = llvm.shl %490, %12 : i64
      %492 = llvm.or %491, %489 : i64
      %493 = llvm.add %31, %492 : i64
      %494 = llvm.trunc %493 : i64 to i32
      %495 = llvm.lshr %493, %12 : i64
      %496 = llvm.trunc %495 : i64 to i32
      %497 = nvvm.shfl.sync  bfly %485, %494, %8, %486 : i32 -> i32
      %498 = nvvm.shfl.sync  bfly %485, %496, %8, %486 : i32 -> i32
      %499 = llvm.zext %497 : i32 to i64
      %500 = llvm.zext %498 : i32 to i64
      %501 = llvm.shl %500, %12 : i64
      %502 = llvm.or %501, %499 : i64
      %503 = llvm.add %493, %502 : i64
      %504 = llvm.trunc %503 : i64 to i32
      %505 = llvm.lshr %503, %12 : i64
      %506 = llvm.trunc %505 : i64 to i32
      %507 = nvvm.shfl.sync  bfly %485, %504, %9, %486 : i32 -> i32
      %508 = nvvm.shfl.sync  bfly %485, %506, %9, %486 : i32 -> i32
      %509 = llvm.zext %507 : i32 to i64
      %510 = llvm.zext %508 : i32 to i64
      %511 = llvm.shl %510, %12 : i64
      %512 = llvm.or %511, %509 : i64
      %513 = llvm.add %503, %512 : i64
      %514 = llvm.trunc %513 : i64 to i32
      %515 = llvm.lshr %513, %12 : i64
      %516 = llvm.trunc %515 : i64 to i32
      %517 = nvvm.shfl.sync  bfly %485, %514, %10, %486 : i32 -> i32
      %518 = nvvm.shfl.sync  bfly %485, %516, %10, %486 : i32 -> i32
      %519 = llvm.zext %517 : i32 to i64
      %520 = llvm.zext %518 : i32 to i64
      %521 = llvm.shl %520, %12 : i64
      %522 = llvm.or %521, %519 : i64
      %523 = llvm.add %513, %522 : i64
      %524 = llvm.trunc %523 : i64 to i32
      %525 = llvm.lshr %523, %12 : i64
      %526 = llvm.trunc %525 : i64 to i32
      %527 = nvvm.shfl.sync  bfly %485, %524, %11, %486 : i32 -> i32
      %528 = nvvm.shfl.sync  bfly %485, %526, %11, %486 : i32 -> i32
      %529 = llvm.zext %527 : i32 to i64
      %530 = llvm.zext %528 : i32 to i64
      %531 = llvm.shl %530, %12 : i64
      %532 = llvm.or %531, %529 : i64
      %533 = llvm.add %523, %532 : i64
      llvm.br ^bb172(%533 : i64)
    ^bb172(%534: i64):  // 2 preds: ^bb170, ^bb171
      llvm.cond_br %53, ^bb173, ^bb174
    ^bb173:  // pred: ^bb172
      %535 = llvm.sdiv %50, %6 : i32
      %536 = llvm.sext %535 : i32 to i64
      %537 = llvm.getelementptr inbounds|nuw %22[%536] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      llvm.store %534, %537 : i64, !llvm.ptr<3>
      llvm.br ^bb175
    ^bb174:  // pred: ^bb172
      llvm.br ^bb175
    ^bb175:  // 2 preds: ^bb173, ^bb174
      nvvm.barrier0
      llvm.cond_br %134, ^bb176, ^bb195
    ^bb176:  // pred: ^bb175
      %538 = llvm.sext %50 : i32 to i64
      %539 = llvm.getelementptr inbounds|nuw %22[%538] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %540 = llvm.load %539 : !llvm.ptr<3> -> i64
      %541 = llvm.icmp "slt" %133, %6 : i32
      llvm.cond_br %541, ^bb177, ^bb193
    ^bb177:  // pred: ^bb176
      %542 = llvm.trunc %540 : i64 to i32
      %543 = llvm.lshr %540, %12 : i64
      %544 = llvm.trunc %543 : i64 to i32
      %545 = llvm.sub %6, %133 : i32
      %546 = llvm.lshr %0, %545 : i32
      %547 = llvm.sub %133, %7 : i32
      %548 = nvvm.shfl.sync  bfly %546, %542, %7, %547 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %549 = llvm.extractvalue %548[0] : !llvm.struct<(i32, i1)> 
      %550 = llvm.extractvalue %548[1] : !llvm.struct<(i32, i1)> 
      %551 = nvvm.shfl.sync  bfly %546, %544, %7, %547 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %552 = llvm.extractvalue %551[0] : !llvm.struct<(i32, i1)> 
      %553 = llvm.extractvalue %551[1] : !llvm.struct<(i32, i1)> 
      %554 = llvm.zext %549 : i32 to i64
      %555 = llvm.zext %552 : i32 to i64
      %556 = llvm.shl %555, %12 : i64
      %557 = llvm.or %556, %554 : i64
      %558 = llvm.and %550, %553 : i1
      llvm.cond_br %558, ^bb178, ^bb179
    ^bb178:  // pred: ^bb177
      %559 = llvm.add %540, %557 : i64
      llvm.br ^bb180(%559 : i64)
    ^bb179:  // pred: ^bb177
      llvm.br ^bb180(%540 : i64)
    ^bb180(%560: i64):  // 2 preds: ^bb178, ^bb179
      %561 = llvm.trunc %560 : i64 to i32
      %562 = llvm.lshr %560, %12 : i64
      %563 = llvm.trunc %562 : i64 to i32
      %564 = nvvm.shfl.sync  bfly %546, %561, %8, %547 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %565 = llvm.extractvalue %564[0] : !llvm.struct<(i32, i1)> 
      %566 = llvm.extractvalue %564[1] : !llvm.struct<(i32, i1)> 
      %567 = nvvm.shfl.sync  bfly %546, %563, %8, %547 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %568 = llvm.extractvalue %567[0] : !llvm.struct<(i32, i1)> 
      %569 = llvm.extractvalue %567[1] : !llvm.struct<(i32, i1)> 
      %570 = llvm.zext %565 : i32 to i64
      %571 = llvm.zext %568 : i32 to i64
      %572 = llvm.shl %571, %12 : i64
      %573 = llvm.or %572, %570 : i64
      %574 = llvm.and %566, %569 : i1
      llvm.cond_br %574, ^bb181, ^bb182
    ^bb181:  // pred: ^bb180
      %575 = llvm.add %560, %573 : i64
      llvm.br ^bb183(%575 : i64)
    ^bb182:  // pred: ^bb180
      llvm.br ^bb183(%560 : i64)
    ^bb183(%576: i64):  // 2 preds: ^bb181, ^bb182
      %577 = llvm.trunc %576 : i64 to i32
      %578 = llvm.lshr %576, %12 : i64
      %579 = llvm.trunc %578 : i64 to i32
      %580 = nvvm.shfl.sync  bfly %546, %577, %9, %547 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %581 = llvm.extractvalue %580[0] : !llvm.struct<(i32, i1)> 
      %582 = llvm.extractvalue %580[1] : !llvm.struct<(i32, i1)> 
      %583 = nvvm.shfl.sync  bfly %546, %579, %9, %547 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %584 = llvm.extractvalue %583[0] : !llvm.struct<(i32, i1)> 
      %585 = llvm.extractvalue %583[1] : !llvm.struct<(i32, i1)> 
      %586 = llvm.zext %581 : i32 to i64
      %587 = llvm.zext %584 : i32 to i64
      %588 = llvm.shl %587, %12 : i64
      %589 = llvm.or %588, %586 : i64
      %590 = llvm.and %582, %585 : i1
      llvm.cond_br %590, ^bb184, ^bb185
    ^bb184:  // pred: ^bb183
      %591 = llvm.add %576, %589 : i64
      llvm.br ^bb186(%591 : i64)
    ^bb185:  // pred: ^bb183
      llvm.br ^bb186(%576 : i64)
    ^bb186(%592: i64):  // 2 preds: ^bb184, ^bb185
      %593 = llvm.trunc %592 : i64 to i32
      %594 = llvm.lshr %592, %12 : i64
      %595 = llvm.trunc %594 : i64 to i32
      %596 = nvvm.shfl.sync  bfly %546, %593, %10, %547 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %597 = llvm.extractvalue %596[0] : !llvm.struct<(i32, i1)> 
      %598 = llvm.extractvalue %596[1] : !llvm.struct<(i32, i1)> 
      %599 = nvvm.shfl.sync  bfly %546, %595, %10, %547 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %600 = llvm.extractvalue %599[0] : !llvm.struct<(i32, i1)> 
      %601 = llvm.extractvalue %599[1] : !llvm.struct<(i32, i1)> 
      %602 = llvm.zext %597 : i32 to i64
      %603 = llvm.zext %600 : i32 to i64
      %604 = llvm.shl %603, %12 : i64
      %605 = llvm.or %604, %602 : i64
      %606 = llvm.and %598, %601 : i1
      llvm.cond_br %606, ^bb187, ^bb188
    ^bb187:  // pred: ^bb186
      %607 = llvm.add %592, %605 : i64
      llvm.br ^bb189(%607 : i64)
    ^bb188:  // pred: ^bb186
      llvm.br ^bb189(%592 : i64)
    ^bb189(%608: i64):  // 2 preds: ^bb187, ^bb188
      %609 = llvm.trunc %608 : i64 to i32
      %610 = llvm.lshr %608, %12 : i64
      %611 = llvm.trunc %610 : i64 to i32
      %612 = nvvm.shfl.sync  bfly %546, %609, %11, %547 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %613 = llvm.extractvalue %612[0] : !llvm.struct<(i32, i1)> 
      %614 = llvm.extractvalue %612[1] : !llvm.struct<(i32, i1)> 
      %615 = nvvm.shfl.sync  bfly %546, %611, %11, %547 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %616 = llvm.extractvalue %615[0] : !llvm.struct<(i32, i1)> 
      %617 = llvm.extractvalue %615[1] : !llvm.struct<(i32, i1)> 
      %618 = llvm.zext %613 : i32 to i64
      %619 = llvm.zext %616 : i32 to i64
      %620 = llvm.shl %619, %12 : i64
      %621 = llvm.or %620, %618 : i64
      %622 = llvm.and %614, %617 : i1
      llvm.cond_br %622, ^bb190, ^bb191
    ^bb190:  // pred: ^bb189
      %623 = llvm.add %608, %621 : i64
      llvm.br ^bb192(%623 : i64)
    ^bb191:  // pred: ^bb189
      llvm.br ^bb192(%608 : i64)
    ^bb192(%624: i64):  // 2 preds: ^bb190, ^bb191
      llvm.br ^bb194(%624 : i64)
    ^bb193:  // pred: ^bb176
      %625 = llvm.trunc %540 : i64 to i32
      %626 = llvm.lshr %540, %12 : i64
      %627 = llvm.trunc %626 : i64 to i32
      %628 = llvm.sub %6, %6 : i32
      %629 = llvm.lshr %0, %628 : i32
      %630 = llvm.sub %6, %7 : i32
      %631 = nvvm.shfl.sync  bfly %629, %625, %7, %630 : i32 -> i32
      %632 = nvvm.shfl.sync  bfly %629, %627, %7, %630 : i32 -> i32
      %633 = llvm.zext %631 : i32 to i64
      %634 = llvm.zext %632 : i32 to i64
      %635 = llvm.shl %634, %12 : i64
      %636 = llvm.or %635, %633 : i64
      %637 = llvm.add %540, %636 : i64
      %638 = llvm.trunc %637 : i64 to i32
      %639 = llvm.lshr %637, %12 : i64
      %640 = llvm.trunc %639 : i64 to i32
      %641 = nvvm.shfl.sync  bfly %629, %638, %8, %630 : i32 -> i32
      %642 = nvvm.shfl.sync  bfly %629, %640, %8, %630 : i32 -> i32
      %643 = llvm.zext %641 : i32 to i64
      %644 = llvm.zext %642 : i32 to i64
      %645 = llvm.shl %644, %12 : i64
      %646 = llvm.or %645, %643 : i64
      %647 = llvm.add %637, %646 : i64
      %648 = llvm.trunc %647 : i64 to i32
      %649 = llvm.lshr %647, %12 : i64
      %650 = llvm.trunc %649 : i64 to i32
      %651 = nvvm.shfl.sync  bfly %629, %648, %9, %630 : i32 -> i32
      %652 = nvvm.shfl.sync  bfly %629, %650, %9, %630 : i32 -> i32
      %653 = llvm.zext %651 : i32 to i64
      %654 = llvm.zext %652 : i32 to i64
      %655 = llvm.shl %654, %12 : i64
      %656 = llvm.or %655, %653 : i64
      %657 = llvm.add %647, %656 : i64
      %658 = llvm.trunc %657 : i64 to i32
      %659 = llvm.lshr %657, %12 : i64
      %660 = llvm.trunc %659 : i64 to i32
      %661 = nvvm.shfl.sync  bfly %629, %658, %10, %630 : i32 -> i32
      %662 = nvvm.shfl.sync  bfly %629, %660, %10, %630 : i32 -> i32
      %663 = llvm.zext %661 : i32 to i64
      %664 = llvm.zext %662 : i32 to i64
      %665 = llvm.shl %664, %12 : i64
      %666 = llvm.or %665, %663 : i64
      %667 = llvm.add %657, %666 : i64
      %668 = llvm.trunc %667 : i64 to i32
      %669 = llvm.lshr %667, %12 : i64
      %670 = llvm.trunc %669 : i64 to i32
      %671 = nvvm.shfl.sync  bfly %629, %668, %11, %630 : i32 -> i32
      %672 = nvvm.shfl.sync  bfly %629, %670, %11, %630 : i32 -> i32
      %673 = llvm.zext %671 : i32 to i64
      %674 = llvm.zext %672 : i32 to i64
      %675 = llvm.shl %674, %12 : i64
      %676 = llvm.or %675, %673 : i64
      %677 = llvm.add %667, %676 : i64
      llvm.br ^bb194(%677 : i64)
    ^bb194(%678: i64):  // 2 preds: ^bb192, ^bb193
      llvm.store %678, %22 : i64, !llvm.ptr<3>
      llvm.br ^bb196
    ^bb195:  // pred: ^bb175
      llvm.br ^bb196
    ^bb196:  // 2 preds: ^bb194, ^bb195
      nvvm.barrier0
      %679 = llvm.load %22 : !llvm.ptr<3> -> i64
      llvm.cond_br %56, ^bb197, ^bb213
    ^bb197:  // pred: ^bb196
      %680 = llvm.trunc %31 : i64 to i32
      %681 = llvm.lshr %31, %12 : i64
      %682 = llvm.trunc %681 : i64 to i32
      %683 = llvm.sub %6, %55 : i32
      %684 = llvm.lshr %0, %683 : i32
      %685 = llvm.sub %55, %7 : i32
      %686 = nvvm.shfl.sync  bfly %684, %680, %7, %685 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %687 = llvm.extractvalue %686[0] : !llvm.struct<(i32, i1)> 
      %688 = llvm.extractvalue %686[1] : !llvm.struct<(i32, i1)> 
      %689 = nvvm.shfl.sync  bfly %684, %682, %7, %685 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %690 = llvm.extractvalue %689[0] : !llvm.struct<(i32, i1)> 
      %691 = llvm.extractvalue %689[1] : !llvm.struct<(i32, i1)> 
      %692 = llvm.zext %687 : i32 to i64
      %693 = llvm.zext %690 : i32 to i64
      %694 = llvm.shl %693, %12 : i64
      %695 = llvm.or %694, %692 : i64
      %696 = llvm.and %688, %691 : i1
      llvm.cond_br %696, ^bb198, ^bb199
    ^bb198:  // pred: ^bb197
      %697 = llvm.intr.smax(%31, %695) : (i64, i64) -> i64
      llvm.br ^bb200(%697 : i64)
    ^bb199:  // pred: ^bb197
      llvm.br ^bb200(%31 : i64)
    ^bb200(%698: i64):  // 2 preds: ^bb198, ^bb199
      %699 = llvm.trunc %698 : i64 to i32
      %700 = llvm.lshr %698, %12 : i64
      %701 = llvm.trunc %700 : i64 to i32
      %702 = nvvm.shfl.sync  bfly %684, %699, %8, %685 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %703 = llvm.extractvalue %702[0] : !llvm.struct<(i32, i1)> 
      %704 = llvm.extractvalue %702[1] : !llvm.struct<(i32, i1)> 
      %705 = nvvm.shfl.sync  bfly %684, %701, %8, %685 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %706 = llvm.extractvalue %705[0] : !llvm.struct<(i32, i1)> 
      %707 = llvm.extractvalue %705[1] : !llvm.struct<(i32, i1)> 
      %708 = llvm.zext %703 : i32 to i64
      %709 = llvm.zext %706 : i32 to i64
      %710 = llvm.shl %709, %12 : i64
      %711 = llvm.or %710, %708 : i64
      %712 = llvm.and %704, %707 : i1
      llvm.cond_br %712, ^bb201, ^bb202
    ^bb201:  // pred: ^bb200
      %713 = llvm.intr.smax(%698, %711) : (i64, i64) -> i64
      llvm.br ^bb203(%713 : i64)
    ^bb202:  // pred: ^bb200
      llvm.br ^bb203(%698 : i64)
    ^bb203(%714: i64):  // 2 preds: ^bb201, ^bb202
      %715 = llvm.trunc %714 : i64 to i32
      %716 = llvm.lshr %714, %12 : i64
      %717 = llvm.trunc %716 : i64 to i32
      %718 = nvvm.shfl.sync  bfly %684, %715, %9, %685 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %719 = llvm.extractvalue %718[0] : !llvm.struct<(i32, i1)> 
      %720 = llvm.extractvalue %718[1] : !llvm.struct<(i32, i1)> 
      %721 = nvvm.shfl.sync  bfly %684, %717, %9, %685 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %722 = llvm.extractvalue %721[0] : !llvm.struct<(i32, i1)> 
      %723 = llvm.extractvalue %721[1] : !llvm.struct<(i32, i1)> 
      %724 = llvm.zext %719 : i32 to i64
      %725 = llvm.zext %722 : i32 to i64
      %726 = llvm.shl %725, %12 : i64
      %727 = llvm.or %726, %724 : i64
      %728 = llvm.and %720, %723 : i1
      llvm.cond_br %728, ^bb204, ^bb205
    ^bb204:  // pred: ^bb203
      %729 = llvm.intr.smax(%714, %727) : (i64, i64) -> i64
      llvm.br ^bb206(%729 : i64)
    ^bb205:  // pred: ^bb203
      llvm.br ^bb206(%714 : i64)
    ^bb206(%730: i64):  // 2 preds: ^bb204, ^bb205
      %731 = llvm.trunc %730 : i64 to i32
      %732 = llvm.lshr %730, %12 : i64
      %733 = llvm.trunc %732 : i64 to i32
      %734 = nvvm.shfl.sync  bfly %684, %731, %10, %685 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %735 = llvm.extractvalue %734[0] : !llvm.struct<(i32, i1)> 
      %736 = llvm.extractvalue %734[1] : !llvm.struct<(i32, i1)> 
      %737 = nvvm.shfl.sync  bfly %684, %733, %10, %685 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %738 = llvm.extractvalue %737[0] : !llvm.struct<(i32, i1)> 
      %739 = llvm.extractvalue %737[1] : !llvm.struct<(i32, i1)> 
      %740 = llvm.zext %735 : i32 to i64
      %741 = llvm.zext %738 : i32 to i64
      %742 = llvm.shl %741, %12 : i64
      %743 = llvm.or %742, %740 : i64
      %744 = llvm.and %736, %739 : i1
      llvm.cond_br %744, ^bb207, ^bb208
    ^bb207:  // pred: ^bb206
      %745 = llvm.intr.smax(%730, %743) : (i64, i64) -> i64
      llvm.br ^bb209(%745 : i64)
    ^bb208:  // pred: ^bb206
      llvm.br ^bb209(%730 : i64)
    ^bb209(%746: i64):  // 2 preds: ^bb207, ^bb208
      %747 = llvm.trunc %746 : i64 to i32
      %748 = llvm.lshr %746, %12 : i64
      %749 = llvm.trunc %748 : i64 to i32
      %750 = nvvm.shfl.sync  bfly %684, %747, %11, %685 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %751 = llvm.extractvalue %750[0] : !llvm.struct<(i32, i1)> 
      %752 = llvm.extractvalue %750[1] : !llvm.struct<(i32, i1)> 
      %753 = nvvm.shfl.sync  bfly %684, %749, %11, %685 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %754 = llvm.extractvalue %753[0] : !llvm.struct<(i32, i1)> 
      %755 = llvm.extractvalue %753[1] : !llvm.struct<(i32, i1)> 
      %756 = llvm.zext %751 : i32 to i64
      %757 = llvm.zext %754 : i32 to i64
      %758 = llvm.shl %757, %12 : i64
      %759 = llvm.or %758, %756 : i64
      %760 = llvm.and %752, %755 : i1
      llvm.cond_br %760, ^bb210, ^bb211
    ^bb210:  // pred: ^bb209
      %761 = llvm.intr.smax(%746, %759) : (i64, i64) -> i64
      llvm.br ^bb212(%761 : i64)
    ^bb211:  // pred: ^bb209
      llvm.br ^bb212(%746 : i64)
    ^bb212(%762: i64):  // 2 preds: ^bb210, ^bb211
      llvm.br ^bb214(%762 : i64)
    ^bb213:  // pred: ^bb196
      %763 = llvm.trunc %31 : i64 to i32
      %764 = llvm.lshr %31, %12 : i64
      %765 = llvm.trunc %764 : i64 to i32
      %766 = llvm.sub %6, %6 : i32
      %767 = llvm.lshr %0, %766 : i32
      %768 = llvm.sub %6, %7 : i32
      %769 = nvvm.shfl.sync  bfly %767, %763, %7, %768 : i32 -> i32
      %770 = nvvm.shfl.sync  bfly %767, %765, %7, %768 : i32 -> i32
      %771 = llvm.zext %769 : i32 to i64
      %772 = llvm.zext %770 : i32 to i64
      %773 = llvm.shl %772, %12 : i64
      %774 = llvm.or %773, %771 : i64
      %775 = llvm.intr.smax(%31, %774) : (i64, i64) -> i64
      %776 = llvm.trunc %775 : i64 to i32
      %777 = llvm.lshr %775, %12 : i64
      %778 = llvm.trunc %777 : i64 to i32
      %779 = nvvm.shfl.sync  bfly %767, %776, %8, %768 : i32 -> i32
      %780 = nvvm.shfl.sync  bfly %767, %778, %8, %768 : i32 -> i32
      %781 = llvm.zext %779 : i32 to i64
      %782 = llvm.zext %780 : i32 to i64
      %783 = llvm.shl %782, %12 : i64
      %784 = llvm.or %783, %781 : i64
      %785 = llvm.intr.smax(%775, %784) : (i64, i64) -> i64
      %786 = llvm.trunc %785 : i64 to i32
      %787 = llvm.lshr %785, %12 : i64
      %788 = llvm.trunc %787 : i64 to i32
      %789 = nvvm.shfl.sync  bfly %767, %786, %9, %768 : i32 -> i32
      %790 = nvvm.shfl.sync  bfly %767, %788, %9, %768 : i32 -> i32
      %791 = llvm.zext %789 : i32 to i64
      %792 = llvm.zext %790 : i32 to i64
      %793 = llvm.shl %792, %12 : i64
      %794 = llvm.or %793, %791 : i64
      %795 = llvm.intr.smax(%785, %794) : (i64, i64) -> i64
      %796 = llvm.trunc %795 : i64 to i32
      %797 = llvm.lshr %795, %12 : i64
      %798 = llvm.trunc %797 : i64 to i32
      %799 = nvvm.shfl.sync  bfly %767, %796, %10, %768 : i32 -> i32
      %800 = nvvm.shfl.sync  bfly %767, %798, %10, %768 : i32 -> i32
      %801 = llvm.zext %799 : i32 to i64
      %802 = llvm.zext %800 : i32 to i64
      %803 = llvm.shl %802, %12 : i64
      %804 = llvm.or %803, %801 : i64
      %805 = llvm.intr.smax(%795, %804) : (i64, i64) -> i64
      %806 = llvm.trunc %805 : i64 to i32
      %807 = llvm.lshr %805, %12 : i64
      %808 = llvm.trunc %807 : i64 to i32
      %809 = nvvm.shfl.sync  bfly %767, %806, %11, %768 : i32 -> i32
      %810 = nvvm.shfl.sync  bfly %767, %808, %11, %768 : i32 -> i32
      %811 = llvm.zext %809 : i32 to i64
      %812 = llvm.zext %810 : i32 to i64
      %813 = llvm.shl %812, %12 : i64
      %814 = llvm.or %813, %811 : i64
      %815 = llvm.intr.smax(%805, %814) : (i64, i64) -> i64
      llvm.br ^bb214(%815 : i64)
    ^bb214(%816: i64):  // 2 preds: ^bb212, ^bb213
      llvm.cond_br %53, ^bb215, ^bb216
    ^bb215:  // pred: ^bb214
      %817 = llvm.sdiv %50, %6 : i32
      %818 = llvm.sext %817 : i32 to i64
      %819 = llvm.getelementptr inbounds|nuw %23[%818] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      llvm.store %816, %819 : i64, !llvm.ptr<3>
      llvm.br ^bb217
    ^bb216:  // pred: ^bb214
      llvm.br ^bb217
    ^bb217:  // 2 preds: ^bb215, ^bb216
      nvvm.barrier0
      llvm.cond_br %134, ^bb218, ^bb237
    ^bb218:  // pred: ^bb217
      %820 = llvm.sext %50 : i32 to i64
      %821 = llvm.getelementptr inbounds|nuw %23[%820] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %822 = llvm.load %821 : !llvm.ptr<3> -> i64
      %823 = llvm.icmp "slt" %133, %6 : i32
      llvm.cond_br %823, ^bb219, ^bb235
    ^bb219:  // pred: ^bb218
      %824 = llvm.trunc %822 : i64 to i32
      %825 = llvm.lshr %822, %12 : i64
      %826 = llvm.trunc %825 : i64 to i32
      %827 = llvm.sub %6, %133 : i32
      %828 = llvm.lshr %0, %827 : i32
      %829 = llvm.sub %133, %7 : i32
      %830 = nvvm.shfl.sync  bfly %828, %824, %7, %829 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %831 = llvm.extractvalue %830[0] : !llvm.struct<(i32, i1)> 
      %832 = llvm.extractvalue %830[1] : !llvm.struct<(i32, i1)> 
      %833 = nvvm.shfl.sync  bfly %828, %826, %7, %829 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %834 = llvm.extractvalue %833[0] : !llvm.struct<(i32, i1)> 
      %835 = llvm.extractvalue %833[1] : !llvm.struct<(i32, i1)> 
      %836 = llvm.zext %831 : i32 to i64
      %837 = llvm.zext %834 : i32 to i64
      %838 = llvm.shl %837, %12 : i64
      %839 = llvm.or %838, %836 : i64
      %840 = llvm.and %832, %835 : i1
      llvm.cond_br %840, ^bb220, ^bb221
    ^bb220:  // pred: ^bb219
      %841 = llvm.intr.smax(%822, %839) : (i64, i64) -> i64
      llvm.br ^bb222(%841 : i64)
    ^bb221:  // pred: ^bb219
      llvm.br ^bb222(%822 : i64)
    ^bb222(%842: i64):  // 2 preds: ^bb220, ^bb221
      %843 = llvm.trunc %842 : i64 to i32
      %844 = llvm.lshr %842, %12 : i64
      %845 = llvm.trunc %844 : i64 to i32
      %846 = nvvm.shfl.sync  bfly %828, %843, %8, %829 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %847 = llvm.extractvalue %846[0] : !llvm.struct<(i32, i1)> 
      %848 = llvm.extractvalue %846[1] : !llvm.struct<(i32, i1)> 
      %849 = nvvm.shfl.sync  bfly %828, %845, %8, %829 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %850 = llvm.extractvalue %849[0] : !llvm.struct<(i32, i1)> 
      %851 = llvm.extractvalue %849[1] : !llvm.struct<(i32, i1)> 
      %852 = llvm.zext %847 : i32 to i64
      %853 = llvm.zext %850 : i32 to i64
      %854 = llvm.shl %853, %12 : i64
      %855 = llvm.or %854, %852 : i64
      %856 = llvm.and %848, %851 : i1
      llvm.cond_br %856, ^bb223, ^bb224
    ^bb223:  // pred: ^bb222
      %857 = llvm.intr.smax(%842, %855) : (i64, i64) -> i64
      llvm.br ^bb225(%857 : i64)
    ^bb224:  // pred: ^bb222
      llvm.br ^bb225(%842 : i64)
    ^bb225(%858: i64):  // 2 preds: ^bb223, ^bb224
      %859 = llvm.trunc %858 : i64 to i32
      %860 = llvm.lshr %858, %12 : i64
      %861 = llvm.trunc %860 : i64 to i32
      %862 = nvvm.shfl.sync  bfly %828, %859, %9, %829 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %863 = llvm.extractvalue %862[0] : !llvm.struct<(i32, i1)> 
      %864 = llvm.extractvalue %862[1] : !llvm.struct<(i32, i1)> 
      %865 = nvvm.shfl.sync  bfly %828, %861, %9, %829 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %866 = llvm.extractvalue %865[0] : !llvm.struct<(i32, i1)> 
      %867 = llvm.extractvalue %865[1] : !llvm.struct<(i32, i1)> 
      %868 = llvm.zext %863 : i32 to i64
      %869 = llvm.zext %866 : i32 to i64
      %870 = llvm.shl %869, %12 : i64
      %871 = llvm.or %870, %868 : i64
      %872 = llvm.and %864, %867 : i1
      llvm.cond_br %872, ^bb226, ^bb227
    ^bb226:  // pred: ^bb225
      %873 = llvm.intr.smax(%858, %871) : (i64, i64) -> i64
      llvm.br ^bb228(%873 : i64)
    ^bb227:  // pred: ^bb225
      llvm.br ^bb228(%858 : i64)
    ^bb228(%874: i64):  // 2 preds: ^bb226, ^bb227
      %875 = llvm.trunc %874 : i64 to i32
      %876 = llvm.lshr %874, %12 : i64
      %877 = llvm.trunc %876 : i64 to i32
      %878 = nvvm.shfl.sync  bfly %828, %875, %10, %829 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %879 = llvm.extractvalue %878[0] : !llvm.struct<(i32, i1)> 
      %880 = llvm.extractvalue %878[1] : !llvm.struct<(i32, i1)> 
      %881 = nvvm.shfl.sync  bfly %828, %877, %10, %829 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %882 = llvm.extractvalue %881[0] : !llvm.struct<(i32, i1)> 
      %883 = llvm.extractvalue %881[1] : !llvm.struct<(i32, i1)> 
      %884 = llvm.zext %879 : i32 to i64
      %885 = llvm.zext %882 : i32 to i64
      %886 = llvm.shl %885, %12 : i64
      %887 = llvm.or %886, %884 : i64
      %888 = llvm.and %880, %883 : i1
      llvm.cond_br %888, ^bb229, ^bb230
    ^bb229:  // pred: ^bb228
      %889 = llvm.intr.smax(%874, %887) : (i64, i64) -> i64
      llvm.br ^bb231(%889 : i64)
    ^bb230:  // pred: ^bb228
      llvm.br ^bb231(%874 : i64)
    ^bb231(%890: i64):  // 2 preds: ^bb229, ^bb230
      %891 = llvm.trunc %890 : i64 to i32
      %892 = llvm.lshr %890, %12 : i64
      %893 = llvm.trunc %892 : i64 to i32
      %894 = nvvm.shfl.sync  bfly %828, %891, %11, %829 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %895 = llvm.extractvalue %894[0] : !llvm.struct<(i32, i1)> 
      %896 = llvm.extractvalue %894[1] : !llvm.struct<(i32, i1)> 
      %897 = nvvm.shfl.sync  bfly %828, %893, %11, %829 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
      %898 = llvm.extractvalue %897[0] : !llvm.struct<(i32, i1)> 
      %899 = llvm.extractvalue %897[1] : !llvm.struct<(i32, i1)> 
      %900 = llvm.zext %895 : i32 to i64
      %901 = llvm.zext %898 : i32 to i64
      %902 = llvm.shl %901, %12 : i64
      %903 = llvm.or %902, %900 : i64
      %904 = llvm.and %896, %899 : i1
      llvm.cond_br %904, ^bb232, ^bb233
    ^bb232:  // pred: ^bb231
      %905 = llvm.intr.smax(%890, %903) : (i64, i64) -> i64
      llvm.br ^bb234(%905 : i64)
    ^bb233:  // pred: ^bb231
      llvm.br ^bb234(%890 : i64)
    ^bb234(%906: i64):  // 2 preds: ^bb232, ^bb233
      llvm.br ^bb236(%906 : i64)
    ^bb235:  // pred: ^bb218
      %907 = llvm.trunc %822 : i64 to i32
      %908 = llvm.lshr %822, %12 : i64
      %909 = llvm.trunc %908 : i64 to i32
      %910 = llvm.sub %6, %6 : i32
      %911 = llvm.lshr %0, %910 : i32
      %912 = llvm.sub %6, %7 : i32
      %913 = nvvm.shfl.sync  bfly %911, %907, %7, %912 : i32 -> i32
      %914 = nvvm.shfl.sync  bfly %911, %909, %7, %912 : i32 -> i32
      %915 = llvm.zext %913 : i32 to i64
      %916 = llvm.zext %914 : i32 to i64
      %917 = llvm.shl %916, %12 : i64
      %918 = llvm.or %917, %915 : i64
      %919 = llvm.intr.smax(%822, %918) : (i64, i64) -> i64
      %920 = llvm.trunc %919 : i64 to i32
      %921 = llvm.lshr %919, %12 : i64
      %922 = llvm.trunc %921 : i64 to i32
      %923 = nvvm.shfl.sync  bfly %911, %920, %8, %912 : i32 -> i32
      %924 = nvvm.shfl.sync  bfly %911, %922, %8, %912 : i32 -> i32
      %925 = llvm.zext %923 : i32 to i64
      %926 = llvm.zext %924 : i32 to i64
      %927 = llvm.shl %926, %12 : i64
      %928 = llvm.or %927, %925 : i64
      %929 = llvm.intr.smax(%919, %928) : (i64, i64) -> i64
      %930 = llvm.trunc %929 : i64 to i32
      %931 = llvm.lshr %929, %12 : i64
      %932 = llvm.trunc %931 : i64 to i32
      %933 = nvvm.shfl.sync  bfly %911, %930, %9, %912 : i32 -> i32
      %934 = nvvm.shfl.sync  bfly %911, %932, %9, %912 : i32 -> i32
      %935 = llvm.zext %933 : i32 to i64
      %936 = llvm.zext %934 : i32 to i64
      %937 = llvm.shl %936, %12 : i64
      %938 = llvm.or %937, %935 : i64
      %939 = llvm.intr.smax(%929, %938) : (i64, i64) -> i64
      %940 = llvm.trunc %939 : i64 to i32
      %941 = llvm.lshr %939, %12 : i64
      %942 = llvm.trunc %941 : i64 to i32
      %943 = nvvm.shfl.sync  bfly %911, %940, %10, %912 : i32 -> i32
      %944 = nvvm.shfl.sync  bfly %911, %942, %10, %912 : i32 -> i32
      %945 = llvm.zext %943 : i32 to i64
      %946 = llvm.zext %944 : i32 to i64
      %947 = llvm.shl %946, %12 : i64
      %948 = llvm.or %947, %945 : i64
      %949 = llvm.intr.smax(%939, %948) : (i64, i64) -> i64
      %950 = llvm.trunc %949 : i64 to i32
      %951 = llvm.lshr %949, %12 : i64
      %952 = llvm.trunc %951 : i64 to i32
      %953 = nvvm.shfl.sync  bfly %911, %950, %11, %912 : i32 -> i32
      %954 = nvvm.shfl.sync  bfly %911, %952, %11, %912 : i32 -> i32
      %955 = llvm.zext %953 : i32 to i64
      %956 = llvm.zext %954 : i32 to i64
      %957 = llvm.shl %956, %12 : i64
      %958 = llvm.or %957, %955 : i64
      %959 = llvm.intr.smax(%949, %958) : (i64, i64) -> i64
      llvm.br ^bb236(%959 : i64)
    ^bb236(%960: i64):  // 2 preds: ^bb234, ^bb235
      llvm.store %960, %23 : i64, !llvm.ptr<3>
      llvm.br ^bb238
    ^bb237:  // pred: ^bb217
      llvm.br ^bb238
    ^bb238:  // 2 preds: ^bb236, ^bb237
      nvvm.barrier0
      %961 = llvm.load %23 : !llvm.ptr<3> -> i64
      %962 = llvm.icmp "eq" %31, %17 : i64
      llvm.cond_br %962, ^bb239, ^bb240
    ^bb239:  // pred: ^bb238
      llvm.store %211, %arg1 : f32, !llvm.ptr
      %963 = llvm.getelementptr inbounds|nuw %arg1[1] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %303, %963 : f32, !llvm.ptr
      %964 = llvm.getelementptr inbounds|nuw %arg1[2] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %397, %964 : f32, !llvm.ptr
      llvm.store %679, %arg6 : i64, !llvm.ptr
      %965 = llvm.getelementptr inbounds|nuw %arg6[1] : (!llvm.ptr) -> !llvm.ptr, i64
      llvm.store %961, %965 : i64, !llvm.ptr
      llvm.br ^bb240
    ^bb240:  // 2 preds: ^bb238, ^bb239
      llvm.return
    }
  }
}
