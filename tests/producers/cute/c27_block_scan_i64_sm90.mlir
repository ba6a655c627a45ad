module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_90]>]} {
    llvm.mlir.global internal @__static_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<8 x i64>
    llvm.func @kernel_cutlass_block_scan_kernel_tensorptri64gmemalign16o655361_tensorptri64gmemalign16o655361_tensorptri64gmemalign16o11_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 64, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.addressof @__static_shmem__0 : !llvm.ptr<3>
      %1 = llvm.mlir.constant(32 : i32) : i32
      %2 = llvm.mlir.constant(256 : i32) : i32
      %3 = llvm.mlir.constant(0 : i32) : i32
      %4 = llvm.mlir.constant(2 : i32) : i32
      %5 = llvm.mlir.constant(3 : i32) : i32
      %6 = llvm.mlir.constant(4294967295 : i64) : i64
      %7 = llvm.mlir.constant(-1 : i32) : i32
      %8 = llvm.mlir.constant(32 : i64) : i64
      %9 = llvm.mlir.constant(8 : i32) : i32
      %10 = llvm.mlir.constant(16 : i32) : i32
      %11 = llvm.mlir.constant(31 : i32) : i32
      %12 = llvm.mlir.constant(0 : i64) : i64
      %13 = llvm.mlir.constant(5 : i32) : i32
      %14 = llvm.mlir.constant(6 : i32) : i32
      %15 = llvm.mlir.constant(7 : i32) : i32
      %16 = llvm.mlir.constant(255 : i32) : i32
      %17 = llvm.mlir.constant(4 : i32) : i32
      %18 = llvm.mlir.constant(1 : i32) : i32
      %19 = llvm.alloca %17 x i64 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %20 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %21 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %22 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %23 = nvvm.read.ptx.sreg.laneid range <i32, 0, 32> : i32
      %24 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %25 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %26 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %27 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %28 = llvm.mul %24, %26 : i32
      %29 = llvm.add %21, %28 : i32
      %30 = llvm.mul %25, %26 : i32
      %31 = llvm.mul %30, %27 : i32
      %32 = llvm.add %29, %31 : i32
      %33 = llvm.sdiv %32, %1 : i32
      %34 = llvm.mul %33, %1 : i32
      %35 = llvm.icmp "ne" %32, %34 : i32
      %36 = llvm.icmp "slt" %32, %3 : i32
      %37 = llvm.and %35, %36 : i1
      %38 = llvm.add %33, %7 : i32
      %39 = llvm.select %37, %38, %33 : i1, i32
      %40 = nvvm.shfl.sync idx %7, %39, %3, %11 : i32 -> i32
      %41 = llvm.mul %22, %2 : i32
      %42 = llvm.add %41, %21 : i32
      %43 = llvm.mul %42, %17 : i32
      %44 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %45 = llvm.getelementptr %44[%43] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
      %46 = llvm.load %45 {alignment = 8 : i64} : !llvm.ptr<1> -> i64
      llvm.store %46, %19 {alignment = 32 : i64} : i64, !llvm.ptr
      %47 = llvm.add %43, %18 : i32
      %48 = llvm.getelementptr %44[%47] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
      %49 = llvm.load %48 {alignment = 8 : i64} : !llvm.ptr<1> -> i64
      %50 = llvm.getelementptr %19[1] : (!llvm.ptr) -> !llvm.ptr, i64
      llvm.store %49, %50 {alignment = 8 : i64} : i64, !llvm.ptr
      %51 = llvm.add %43, %4 : i32
      %52 = llvm.getelementptr %44[%51] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
      %53 = llvm.load %52 {alignment = 8 : i64} : !llvm.ptr<1> -> i64
      %54 = llvm.getelementptr %19[2] : (!llvm.ptr) -> !llvm.ptr, i64
      llvm.store %53, %54 {alignment = 16 : i64} : i64, !llvm.ptr
      %55 = llvm.add %43, %5 : i32
      %56 = llvm.getelementptr %44[%55] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
      %57 = llvm.load %56 {alignment = 8 : i64} : !llvm.ptr<1> -> i64
      %58 = llvm.getelementptr %19[3] : (!llvm.ptr) -> !llvm.ptr, i64
      llvm.store %57, %58 {alignment = 8 : i64} : i64, !llvm.ptr
      %59 = llvm.load %50 {alignment = 8 : i64} : !llvm.ptr -> i64
      %60 = llvm.load %19 {alignment = 32 : i64} : !llvm.ptr -> i64
      %61 = llvm.add %59, %60 : i64
      llvm.store %61, %50 {alignment = 8 : i64} : i64, !llvm.ptr
      %62 = llvm.load %54 {alignment = 16 : i64} : !llvm.ptr -> i64
      %63 = llvm.load %50 {alignment = 8 : i64} : !llvm.ptr -> i64
      %64 = llvm.add %62, %63 : i64
      llvm.store %64, %54 {alignment = 16 : i64} : i64, !llvm.ptr
      %65 = llvm.load %58 {alignment = 8 : i64} : !llvm.ptr -> i64
      %66 = llvm.load %54 {alignment = 16 : i64} : !llvm.ptr -> i64
      %67 = llvm.add %65, %66 : i64
      llvm.store %67, %58 {alignment = 8 : i64} : i64, !llvm.ptr
      %68 = llvm.load %58 {alignment = 8 : i64} : !llvm.ptr -> i64
      %69 = llvm.and %68, %6 : i64
      %70 = llvm.trunc %69 : i64 to i32
      %71 = nvvm.shfl.sync up %7, %70, %18, %3 : i32 -> i32
      %72 = llvm.lshr %68, %8 : i64
      %73 = llvm.trunc %72 : i64 to i32
      %74 = nvvm.shfl.sync up %7, %73, %18, %3 : i32 -> i32
      %75 = llvm.icmp "sge" %23, %18 : i32
      %76 = llvm.sext %74 : i32 to i64
      %77 = llvm.shl %76, %8 : i64
      %78 = llvm.sext %71 : i32 to i64
      %79 = llvm.and %78, %6 : i64
      %80 = llvm.or %77, %79 : i64
      %81 = llvm.add %68, %80 : i64
      %82 = llvm.select %75, %81, %68 : i1, i64
      %83 = llvm.and %82, %6 : i64
      %84 = llvm.trunc %83 : i64 to i32
      %85 = nvvm.shfl.sync up %7, %84, %4, %3 : i32 -> i32
      %86 = llvm.lshr %82, %8 : i64
      %87 = llvm.trunc %86 : i64 to i32
      %88 = nvvm.shfl.sync up %7, %87, %4, %3 : i32 -> i32
      %89 = llvm.icmp "sge" %23, %4 : i32
      %90 = llvm.sext %88 : i32 to i64
      %91 = llvm.shl %90, %8 : i64
      %92 = llvm.sext %85 : i32 to i64
      %93 = llvm.and %92, %6 : i64
      %94 = llvm.or %91, %93 : i64
      %95 = llvm.add %82, %94 : i64
      %96 = llvm.select %89, %95, %82 : i1, i64
      %97 = llvm.and %96, %6 : i64
      %98 = llvm.trunc %97 : i64 to i32
      %99 = nvvm.shfl.sync up %7, %98, %17, %3 : i32 -> i32
      %100 = llvm.lshr %96, %8 : i64
      %101 = llvm.trunc %100 : i64 to i32
      %102 = nvvm.shfl.sync up %7, %101, %17, %3 : i32 -> i32
      %103 = llvm.icmp "sge" %23, %17 : i32
      %104 = llvm.sext %102 : i32 to i64
      %105 = llvm.shl %104, %8 : i64
      %106 = llvm.sext %99 : i32 to i64
      %107 = llvm.and %106, %6 : i64
      %108 = llvm.or %105, %107 : i64
      %109 = llvm.add %96, %108 : i64
      %110 = llvm.select %103, %109, %96 : i1, i64
      %111 = llvm.and %110, %6 : i64
      %112 = llvm.trunc %111 : i64 to i32
      %113 = nvvm.shfl.sync up %7, %112, %9, %3 : i32 -> i32
      %114 = llvm.lshr %110, %8 : i64
      %115 = llvm.trunc %114 : i64 to i32
      %116 = nvvm.shfl.sync up %7, %115, %9, %3 : i32 -> i32
      %117 = llvm.icmp "sge" %23, %9 : i32
      %118 = llvm.sext %116 : i32 to i64
      %119 = llvm.shl %118, %8 : i64
      %120 = llvm.sext %113 : i32 to i64
      %121 = llvm.and %120, %6 : i64
      %122 = llvm.or %119, %121 : i64
      %123 = llvm.add %110, %122 : i64
      %124 = llvm.select %117, %123, %110 : i1, i64
      %125 = llvm.and %124, %6 : i64
      %126 = llvm.trunc %125 : i64 to i32
      %127 = nvvm.shfl.sync up %7, %126, %10, %3 : i32 -> i32
      %128 = llvm.lshr %124, %8 : i64
      %129 = llvm.trunc %128 : i64 to i32
      %130 = nvvm.shfl.sync up %7, %129, %10, %3 : i32 -> i32
      %131 = llvm.icmp "sge" %23, %10 : i32
      %132 = llvm.sext %130 : i32 to i64
      %133 = llvm.shl %132, %8 : i64
      %134 = llvm.sext %127 : i32 to i64
      %135 = llvm.and %134, %6 : i64
      %136 = llvm.or %133, %135 : i64
      %137 = llvm.add %124, %136 : i64
      %138 = llvm.select %131, %137, %124 : i1, i64
      %139 = llvm.icmp "eq" %23, %11 : i32
      llvm.cond_br %139, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %140 = llvm.getelementptr %0[%40] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
      llvm.store %138, %140 {alignment = 8 : i64} : i64, !llvm.ptr<3>
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      nvvm.barrier
      %141 = llvm.icmp "sgt" %40, %3 : i32
      llvm.cond_br %141, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %142 = llvm.load %0 {alignment = 16 : i64} : !llvm.ptr<3> -> i64
      llvm.br ^bb5(%142 : i64)
    ^bb4:  // pred: ^bb2
      llvm.br ^bb5(%12 : i64)
    ^bb5(%143: i64):  // 2 preds: ^bb3, ^bb4
      llvm.br ^bb6
    ^bb6:  // pred: ^bb5
      %144 = llvm.icmp "sgt" %40, %18 : i32
      llvm.cond_br %144, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %145 = llvm.getelementptr %0[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %146 = llvm.load %145 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
      %147 = llvm.add %143, %146 : i64
      llvm.br ^bb9(%147 : i64)
    ^bb8:  // pred: ^bb6
      llvm.br ^bb9(%143 : i64)
    ^bb9(%148: i64):  // 2 preds: ^bb7, ^bb8
      llvm.br ^bb10
    ^bb10:  // pred: ^bb9
      %149 = llvm.icmp "sgt" %40, %4 : i32
      llvm.cond_br %149, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %150 = llvm.getelementptr %0[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %151 = llvm.load %150 {alignment = 16 : i64} : !llvm.ptr<3> -> i64
      %152 = llvm.add %148, %151 : i64
      llvm.br ^bb13(%152 : i64)
    ^bb12:  // pred: ^bb10
      llvm.br ^bb13(%148 : i64)
    ^bb13(%153: i64):  // 2 preds: ^bb11, ^bb12
      llvm.br ^bb14
    ^bb14:  // pred: ^bb13
      %154 = llvm.icmp "sgt" %40, %5 : i32
      llvm.cond_br %154, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %155 = llvm.getelementptr %0[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %156 = llvm.load %155 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
      %157 = llvm.add %153, %156 : i64
      llvm.br ^bb17(%157 : i64)
    ^bb16:  // pred: ^bb14
      llvm.br ^bb17(%153 : i64)
    ^bb17(%158: i64):  // 2 preds: ^bb15, ^bb16
      llvm.br ^bb18
    ^bb18:  // pred: ^bb17
      %159 = llvm.icmp "sgt" %40, %17 : i32
      llvm.cond_br %159, ^bb19, ^bb20
    ^bb19:  // pred: ^bb18
      %160 = llvm.getelementptr %0[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %161 = llvm.load %160 {alignment = 16 : i64} : !llvm.ptr<3> -> i64
      %162 = llvm.add %158, %161 : i64
      llvm.br ^bb21(%162 : i64)
    ^bb20:  // pred: ^bb18
      llvm.br ^bb21(%158 : i64)
    ^bb21(%163: i64):  // 2 preds: ^bb19, ^bb20
      llvm.br ^bb22
    ^bb22:  // pred: ^bb21
      %164 = llvm.icmp "sgt" %40, %13 : i32
      llvm.cond_br %164, ^bb23, ^bb24
    ^bb23:  // pred: ^bb22
      %165 = llvm.getelementptr %0[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %166 = llvm.load %165 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
      %167 = llvm.add %163, %166 : i64
      llvm.br ^bb25(%167 : i64)
    ^bb24:  // pred: ^bb22
      llvm.br ^bb25(%163 : i64)
    ^bb25(%168: i64):  // 2 preds: ^bb23, ^bb24
      llvm.br ^bb26
    ^bb26:  // pred: ^bb25
      %169 = llvm.icmp "sgt" %40, %14 : i32
      llvm.cond_br %169, ^bb27, ^bb28
    ^bb27:  // pred: ^bb26
      %170 = llvm.getelementptr %0[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %171 = llvm.load %170 {alignment = 16 : i64} : !llvm.ptr<3> -> i64
      %172 = llvm.add %168, %171 : i64
      llvm.br ^bb29(%172 : i64)
    ^bb28:  // pred: ^bb26
      llvm.br ^bb29(%168 : i64)
    ^bb29(%173: i64):  // 2 preds: ^bb27, ^bb28
      llvm.br ^bb30
    ^bb30:  // pred: ^bb29
      %174 = llvm.icmp "sgt" %40, %15 : i32
      llvm.cond_br %174, ^bb31, ^bb32
    ^bb31:  // pred: ^bb30
      %175 = llvm.getelementptr %0[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
      %176 = llvm.load %175 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
      %177 = llvm.add %173, %176 : i64
      llvm.br ^bb33(%177 : i64)
    ^bb32:  // pred: ^bb30
      llvm.br ^bb33(%173 : i64)
    ^bb33(%178: i64):  // 2 preds: ^bb31, ^bb32
      llvm.br ^bb34
    ^bb34:  // pred: ^bb33
      %179 = llvm.add %178, %138 : i64
      %180 = llvm.load %58 {alignment = 8 : i64} : !llvm.ptr -> i64
      %181 = llvm.sub %179, %180 : i64
      %182 = llvm.load %19 {alignment = 32 : i64} : !llvm.ptr -> i64
      %183 = llvm.add %181, %182 : i64
      %184 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %185 = llvm.getelementptr %184[%43] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
      llvm.store %183, %185 {alignment = 8 : i64} : i64, !llvm.ptr<1>
      %186 = llvm.load %50 {alignment = 8 : i64} : !llvm.ptr -> i64
      %187 = llvm.add %181, %186 : i64
      %188 = llvm.getelementptr %184[%47] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
      llvm.store %187, %188 {alignment = 8 : i64} : i64, !llvm.ptr<1>
      %189 = llvm.load %54 {alignment = 16 : i64} : !llvm.ptr -> i64
      %190 = llvm.add %181, %189 : i64
      %191 = llvm.getelementptr %184[%51] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
      llvm.store %190, %191 {alignment = 8 : i64} : i64, !llvm.ptr<1>
      %192 = llvm.load %58 {alignment = 8 : i64} : !llvm.ptr -> i64
      %193 = llvm.add %181, %192 : i64
      %194 = llvm.getelementptr %184[%55] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
      llvm.store %193, %194 {alignment = 8 : i64} : i64, !llvm.ptr<1>
      %195 = llvm.icmp "eq" %21, %16 : i32
      llvm.cond_br %195, ^bb35, ^bb36
    ^bb35:  // pred: ^bb34
      %196 = nvvm.atomicrmw add %20, %179 : !llvm.ptr<1>, i64
      llvm.br ^bb36
    ^bb36:  // 2 preds: ^bb34, ^bb35
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_block_scan_kernel_tensorptri64gmemalign16o655361_tensorptri64gmemalign16o655361_tensorptri64gmemalign16o11_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_block_scan_FakeTensorInt64655361_FakeTensorInt64655361_FakeTensorInt6411(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(64 : i32) : i32
    %7 = llvm.mlir.constant(1 : i32) : i32
    %8 = llvm.mlir.constant(256 : i32) : i32
    %9 = llvm.mlir.constant(0 : i64) : i64
    %10 = llvm.inttoptr %9 : i64 to !llvm.ptr
    %11 = llvm.alloca %7 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %12 = llvm.alloca %7 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %13 = llvm.getelementptr %11[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %13 : !llvm.ptr, !llvm.ptr
    %14 = llvm.getelementptr %11[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %8, %14 : i32, !llvm.ptr
    %15 = llvm.getelementptr %11[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %15 : i32, !llvm.ptr
    %16 = llvm.getelementptr %11[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %16 : i32, !llvm.ptr
    %17 = llvm.getelementptr %11[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %9, %17 : i64, !llvm.ptr
    %18 = llvm.getelementptr %11[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %18 : i32, !llvm.ptr
    %19 = llvm.getelementptr %11[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %19 : i32, !llvm.ptr
    %20 = llvm.getelementptr %11[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %20 : i32, !llvm.ptr
    %21 = llvm.getelementptr %11[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %5, %21 : i32, !llvm.ptr
    %22 = llvm.getelementptr %11[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %22 : !llvm.ptr, !llvm.ptr
    %23 = llvm.alloca %7 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
    %24 = builtin.unrealized_conversion_cast %23 : !llvm.ptr to !cuda.launch_cfg<max_attrs = 17>
    %25 = llvm.getelementptr %23[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x ptr>
    llvm.store %11, %25 : !llvm.ptr, !llvm.ptr
    %26 = llvm.load %25 : !llvm.ptr -> !llvm.ptr
    %27 = llvm.getelementptr %26[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %28 = llvm.load %27 : !llvm.ptr -> i32
    %29 = llvm.getelementptr %26[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %30 = llvm.load %29 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb7(%5 : i32)
  ^bb1(%31: i32):  // 2 preds: ^bb3, ^bb5
    %32 = llvm.getelementptr %30[%31] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %33 = llvm.getelementptr %32[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %4, %33 : i32, !llvm.ptr
    %34 = llvm.getelementptr %32[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %5, %34 : i32, !llvm.ptr
    llvm.br ^bb8
  ^bb2:  // pred: ^bb4
    %35 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %36 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %37 = llvm.call @printf(%36, %35) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb3:  // pred: ^bb4
    %38 = llvm.add %28, %7 : i32
    llvm.store %38, %27 : i32, !llvm.ptr
    llvm.br ^bb1(%28 : i32)
  ^bb4:  // pred: ^bb7
    %39 = llvm.icmp "uge" %28, %1 : i32
    llvm.cond_br %39, ^bb2, ^bb3
  ^bb5:  // pred: ^bb6
    llvm.br ^bb1(%45 : i32)
  ^bb6:  // pred: ^bb7
    %40 = llvm.getelementptr %30[%45] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %41 = llvm.getelementptr %40[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %42 = llvm.load %41 : !llvm.ptr -> i32
    %43 = llvm.icmp "eq" %42, %4 : i32
    %44 = llvm.add %45, %7 : i32
    llvm.cond_br %43, ^bb5, ^bb7(%44 : i32)
  ^bb7(%45: i32):  // 2 preds: ^bb0, ^bb6
    %46 = llvm.icmp "uge" %45, %28 : i32
    llvm.cond_br %46, ^bb4, ^bb6
  ^bb8:  // pred: ^bb1
    %47 = llvm.load %25 : !llvm.ptr -> !llvm.ptr
    %48 = llvm.getelementptr %47[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %49 = llvm.load %48 : !llvm.ptr -> i32
    %50 = llvm.getelementptr %47[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    %51 = llvm.load %50 : !llvm.ptr -> !llvm.ptr
    llvm.br ^bb15(%5 : i32)
  ^bb9(%52: i32):  // 2 preds: ^bb11, ^bb13
    %53 = llvm.getelementptr %51[%52] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %54 = llvm.getelementptr %53[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %0, %54 : i32, !llvm.ptr
    %55 = llvm.getelementptr %53[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    llvm.store %5, %55 : i32, !llvm.ptr
    llvm.br ^bb16
  ^bb10:  // pred: ^bb12
    %56 = llvm.getelementptr %3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<72 x i8>
    %57 = llvm.getelementptr %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
    %58 = llvm.call @printf(%57, %56) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.intr.trap
    llvm.unreachable
  ^bb11:  // pred: ^bb12
    %59 = llvm.add %49, %7 : i32
    llvm.store %59, %48 : i32, !llvm.ptr
    llvm.br ^bb9(%49 : i32)
  ^bb12:  // pred: ^bb15
    %60 = llvm.icmp "uge" %49, %1 : i32
    llvm.cond_br %60, ^bb10, ^bb11
  ^bb13:  // pred: ^bb14
    llvm.br ^bb9(%66 : i32)
  ^bb14:  // pred: ^bb15
    %61 = llvm.getelementptr %51[%66] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %62 = llvm.getelementptr %61[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, array<64 x i8>)>
    %63 = llvm.load %62 : !llvm.ptr -> i32
    %64 = llvm.icmp "eq" %63, %0 : i32
    %65 = llvm.add %66, %7 : i32
    llvm.cond_br %64, ^bb13, ^bb15(%65 : i32)
  ^bb15(%66: i32):  // 2 preds: ^bb8, ^bb14
    %67 = llvm.icmp "uge" %66, %49 : i32
    llvm.cond_br %67, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %68 = "cuda.launch_ex"(%24, %arg0, %arg1, %arg2) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_block_scan_kernel_tensorptri64gmemalign16o655361_tensorptri64gmemalign16o655361_tensorptri64gmemalign16o11_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %69 = builtin.unrealized_conversion_cast %68 : !cuda.result to i32
    "cuda.return_if_error"(%69) : (i32) -> ()
    llvm.return %5 : i32
  }
  llvm.func @_mlir_ciface_cutlass_block_scan_FakeTensorInt64655361_FakeTensorInt64655361_FakeTensorInt6411(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_block_scan_FakeTensorInt64655361_FakeTensorInt64655361_FakeTensorInt6411(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
