module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_100a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_100]>]} {
    llvm.mlir.global internal @__static_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<16 x f32>
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @kernel_cutlass_block_softmax_kernel_tensorptrf32gmemalign16o64409640961_tensorptrf32gmemalign16o64409640961_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 256, 1, 1>, exact_grid_dim = array<i64: 64, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 256, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(4096 : i32) : i32
      %1 = llvm.mlir.addressof @__static_shmem__0 : !llvm.ptr<3>
      %2 = llvm.mlir.constant(32 : i32) : i32
      %3 = llvm.mlir.constant(0 : i32) : i32
      %4 = llvm.mlir.constant(-1 : i32) : i32
      %5 = llvm.mlir.constant(31 : i32) : i32
      %6 = llvm.mlir.constant(8 : i32) : i32
      %7 = llvm.mlir.constant(2 : i32) : i32
      %8 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %9 = llvm.mlir.constant(1.000000e+00 : f32) : f32
      %10 = llvm.mlir.constant(16 : i32) : i32
      %11 = llvm.mlir.constant(4 : i32) : i32
      %12 = llvm.mlir.constant(1 : i32) : i32
      %13 = llvm.alloca %11 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %14 = llvm.alloca %11 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %15 = llvm.alloca %11 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %16 = llvm.alloca %11 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %17 = llvm.alloca %11 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %18 = llvm.alloca %11 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %19 = llvm.alloca %11 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %20 = llvm.alloca %11 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %21 = llvm.alloca %10 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %22 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
      %23 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %24 = nvvm.read.ptx.sreg.laneid range <i32, 0, 32> : i32
      %25 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 1024> : i32
      %26 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 64> : i32
      %27 = nvvm.read.ptx.sreg.ntid.x range <i32, 1, 1024> : i32
      %28 = nvvm.read.ptx.sreg.ntid.y range <i32, 1, 1024> : i32
      %29 = llvm.mul %25, %27 : i32
      %30 = llvm.add %22, %29 : i32
      %31 = llvm.mul %26, %27 : i32
      %32 = llvm.mul %31, %28 : i32
      %33 = llvm.add %30, %32 : i32
      %34 = llvm.sdiv %33, %2 : i32
      %35 = llvm.mul %34, %2 : i32
      %36 = llvm.icmp "ne" %33, %35 : i32
      %37 = llvm.icmp "slt" %33, %3 : i32
      %38 = llvm.and %36, %37 : i1
      %39 = llvm.add %34, %4 : i32
      %40 = llvm.select %38, %39, %34 : i1, i32
      %41 = nvvm.shfl.sync idx %4, %40, %3, %5 : i32 -> i32
      %42 = llvm.mul %23, %0 overflow<nsw> : i32
      %43 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %44 = llvm.getelementptr %43[%42] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %45 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %46 = llvm.getelementptr %45[%42] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %47 = llvm.mul %22, %11 overflow<nsw> : i32
      %48 = llvm.getelementptr %44[%47] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %49 = llvm.load %48 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %49, %20 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      %50 = llvm.load %20 {alignment = 32 : i64} : !llvm.ptr -> f32
      llvm.store %50, %21 {alignment = 32 : i64} : f32, !llvm.ptr
      %51 = llvm.getelementptr %20[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %52 = llvm.load %51 {alignment = 4 : i64} : !llvm.ptr -> f32
      %53 = llvm.getelementptr %21[1] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %52, %53 {alignment = 4 : i64} : f32, !llvm.ptr
      %54 = llvm.getelementptr %20[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %55 = llvm.load %54 {alignment = 8 : i64} : !llvm.ptr -> f32
      %56 = llvm.getelementptr %21[2] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %55, %56 {alignment = 8 : i64} : f32, !llvm.ptr
      %57 = llvm.getelementptr %20[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %58 = llvm.load %57 {alignment = 4 : i64} : !llvm.ptr -> f32
      %59 = llvm.getelementptr %21[3] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %58, %59 {alignment = 4 : i64} : f32, !llvm.ptr
      %60 = llvm.getelementptr %44[1024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %61 = llvm.getelementptr %60[%47] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %62 = llvm.load %61 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %62, %19 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      %63 = llvm.load %19 {alignment = 32 : i64} : !llvm.ptr -> f32
      %64 = llvm.getelementptr %21[4] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %63, %64 {alignment = 16 : i64} : f32, !llvm.ptr
      %65 = llvm.getelementptr %19[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %66 = llvm.load %65 {alignment = 4 : i64} : !llvm.ptr -> f32
      %67 = llvm.getelementptr %21[5] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %66, %67 {alignment = 4 : i64} : f32, !llvm.ptr
      %68 = llvm.getelementptr %19[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %69 = llvm.load %68 {alignment = 8 : i64} : !llvm.ptr -> f32
      %70 = llvm.getelementptr %21[6] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %69, %70 {alignment = 8 : i64} : f32, !llvm.ptr
      %71 = llvm.getelementptr %19[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %72 = llvm.load %71 {alignment = 4 : i64} : !llvm.ptr -> f32
      %73 = llvm.getelementptr %21[7] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %72, %73 {alignment = 4 : i64} : f32, !llvm.ptr
      %74 = llvm.getelementptr %44[2048] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %75 = llvm.getelementptr %74[%47] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %76 = llvm.load %75 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %76, %18 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      %77 = llvm.load %18 {alignment = 32 : i64} : !llvm.ptr -> f32
      %78 = llvm.getelementptr %21[8] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %77, %78 {alignment = 32 : i64} : f32, !llvm.ptr
      %79 = llvm.getelementptr %18[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %80 = llvm.load %79 {alignment = 4 : i64} : !llvm.ptr -> f32
      %81 = llvm.getelementptr %21[9] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %80, %81 {alignment = 4 : i64} : f32, !llvm.ptr
      %82 = llvm.getelementptr %18[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %83 = llvm.load %82 {alignment = 8 : i64} : !llvm.ptr -> f32
      %84 = llvm.getelementptr %21[10] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %83, %84 {alignment = 8 : i64} : f32, !llvm.ptr
      %85 = llvm.getelementptr %18[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %86 = llvm.load %85 {alignment = 4 : i64} : !llvm.ptr -> f32
      %87 = llvm.getelementptr %21[11] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %86, %87 {alignment = 4 : i64} : f32, !llvm.ptr
      %88 = llvm.getelementptr %44[3072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %89 = llvm.getelementptr %88[%47] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %90 = llvm.load %89 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      llvm.store %90, %17 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      %91 = llvm.load %17 {alignment = 32 : i64} : !llvm.ptr -> f32
      %92 = llvm.getelementptr %21[12] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %91, %92 {alignment = 16 : i64} : f32, !llvm.ptr
      %93 = llvm.getelementptr %17[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %94 = llvm.load %93 {alignment = 4 : i64} : !llvm.ptr -> f32
      %95 = llvm.getelementptr %21[13] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %94, %95 {alignment = 4 : i64} : f32, !llvm.ptr
      %96 = llvm.getelementptr %17[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %97 = llvm.load %96 {alignment = 8 : i64} : !llvm.ptr -> f32
      %98 = llvm.getelementptr %21[14] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %97, %98 {alignment = 8 : i64} : f32, !llvm.ptr
      %99 = llvm.getelementptr %17[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %100 = llvm.load %99 {alignment = 4 : i64} : !llvm.ptr -> f32
      %101 = llvm.getelementptr %21[15] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %100, %101 {alignment = 4 : i64} : f32, !llvm.ptr
      %102 = llvm.load %21 {alignment = 32 : i64} : !llvm.ptr -> f32
      %103 = llvm.load %53 {alignment = 4 : i64} : !llvm.ptr -> f32
      %104 = nvvm.fmax %102, %103
      %105 = llvm.load %56 {alignment = 8 : i64} : !llvm.ptr -> f32
      %106 = nvvm.fmax %104, %105
      %107 = llvm.load %59 {alignment = 4 : i64} : !llvm.ptr -> f32
      %108 = nvvm.fmax %106, %107
      %109 = llvm.load %64 {alignment = 16 : i64} : !llvm.ptr -> f32
      %110 = nvvm.fmax %108, %109
      %111 = llvm.load %67 {alignment = 4 : i64} : !llvm.ptr -> f32
      %112 = nvvm.fmax %110, %111
      %113 = llvm.load %70 {alignment = 8 : i64} : !llvm.ptr -> f32
      %114 = nvvm.fmax %112, %113
      %115 = llvm.load %73 {alignment = 4 : i64} : !llvm.ptr -> f32
      %116 = nvvm.fmax %114, %115
      %117 = llvm.load %78 {alignment = 32 : i64} : !llvm.ptr -> f32
      %118 = nvvm.fmax %116, %117
      %119 = llvm.load %81 {alignment = 4 : i64} : !llvm.ptr -> f32
      %120 = nvvm.fmax %118, %119
      %121 = llvm.load %84 {alignment = 8 : i64} : !llvm.ptr -> f32
      %122 = nvvm.fmax %120, %121
      %123 = llvm.load %87 {alignment = 4 : i64} : !llvm.ptr -> f32
      %124 = nvvm.fmax %122, %123
      %125 = llvm.load %92 {alignment = 16 : i64} : !llvm.ptr -> f32
      %126 = nvvm.fmax %124, %125
      %127 = llvm.load %95 {alignment = 4 : i64} : !llvm.ptr -> f32
      %128 = nvvm.fmax %126, %127
      %129 = llvm.load %98 {alignment = 8 : i64} : !llvm.ptr -> f32
      %130 = nvvm.fmax %128, %129
      %131 = llvm.load %101 {alignment = 4 : i64} : !llvm.ptr -> f32
      %132 = nvvm.fmax %130, %131
      %133 = nvvm.shfl.sync bfly %4, %132, %10, %5 : f32 -> f32
      %134 = nvvm.fmax %132, %133
      %135 = nvvm.shfl.sync bfly %4, %134, %6, %5 : f32 -> f32
      %136 = nvvm.fmax %134, %135
      %137 = nvvm.shfl.sync bfly %4, %136, %11, %5 : f32 -> f32
      %138 = nvvm.fmax %136, %137
      %139 = nvvm.shfl.sync bfly %4, %138, %7, %5 : f32 -> f32
      %140 = nvvm.fmax %138, %139
      %141 = nvvm.shfl.sync bfly %4, %140, %12, %5 : f32 -> f32
      %142 = nvvm.fmax %140, %141
      %143 = llvm.icmp "eq" %24, %3 : i32
      llvm.cond_br %143, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %144 = llvm.getelementptr %1[%41] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %142, %144 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      nvvm.barrier
      %145 = llvm.load %1 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %146 = llvm.getelementptr %1[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %147 = llvm.load %146 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %148 = nvvm.fmax %145, %147
      %149 = llvm.getelementptr %1[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %150 = llvm.load %149 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %151 = nvvm.fmax %148, %150
      %152 = llvm.getelementptr %1[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %153 = llvm.load %152 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %154 = nvvm.fmax %151, %153
      %155 = llvm.getelementptr %1[4] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %156 = llvm.load %155 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %157 = nvvm.fmax %154, %156
      %158 = llvm.getelementptr %1[5] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %159 = llvm.load %158 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %160 = nvvm.fmax %157, %159
      %161 = llvm.getelementptr %1[6] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %162 = llvm.load %161 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %163 = nvvm.fmax %160, %162
      %164 = llvm.getelementptr %1[7] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %165 = llvm.load %164 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %166 = nvvm.fmax %163, %165
      %167 = llvm.load %21 {alignment = 32 : i64} : !llvm.ptr -> f32
      %168 = llvm.fsub %167, %166 : f32
      %169 = llvm.call @__nv_expf(%168) : (f32) -> f32
      llvm.store %169, %21 {alignment = 32 : i64} : f32, !llvm.ptr
      %170 = llvm.load %21 {alignment = 32 : i64} : !llvm.ptr -> f32
      %171 = llvm.fadd %170, %8 : f32
      %172 = llvm.load %53 {alignment = 4 : i64} : !llvm.ptr -> f32
      %173 = llvm.fsub %172, %166 : f32
      %174 = llvm.call @__nv_expf(%173) : (f32) -> f32
      llvm.store %174, %53 {alignment = 4 : i64} : f32, !llvm.ptr
      %175 = llvm.load %53 {alignment = 4 : i64} : !llvm.ptr -> f32
      %176 = llvm.fadd %171, %175 : f32
      %177 = llvm.load %56 {alignment = 8 : i64} : !llvm.ptr -> f32
      %178 = llvm.fsub %177, %166 : f32
      %179 = llvm.call @__nv_expf(%178) : (f32) -> f32
      llvm.store %179, %56 {alignment = 8 : i64} : f32, !llvm.ptr
      %180 = llvm.load %56 {alignment = 8 : i64} : !llvm.ptr -> f32
      %181 = llvm.fadd %176, %180 : f32
      %182 = llvm.load %59 {alignment = 4 : i64} : !llvm.ptr -> f32
      %183 = llvm.fsub %182, %166 : f32
      %184 = llvm.call @__nv_expf(%183) : (f32) -> f32
      llvm.store %184, %59 {alignment = 4 : i64} : f32, !llvm.ptr
      %185 = llvm.load %59 {alignment = 4 : i64} : !llvm.ptr -> f32
      %186 = llvm.fadd %181, %185 : f32
      %187 = llvm.load %64 {alignment = 16 : i64} : !llvm.ptr -> f32
      %188 = llvm.fsub %187, %166 : f32
      %189 = llvm.call @__nv_expf(%188) : (f32) -> f32
      llvm.store %189, %64 {alignment = 16 : i64} : f32, !llvm.ptr
      %190 = llvm.load %64 {alignment = 16 : i64} : !llvm.ptr -> f32
      %191 = llvm.fadd %186, %190 : f32
      %192 = llvm.load %67 {alignment = 4 : i64} : !llvm.ptr -> f32
      %193 = llvm.fsub %192, %166 : f32
      %194 = llvm.call @__nv_expf(%193) : (f32) -> f32
      llvm.store %194, %67 {alignment = 4 : i64} : f32, !llvm.ptr
      %195 = llvm.load %67 {alignment = 4 : i64} : !llvm.ptr -> f32
      %196 = llvm.fadd %191, %195 : f32
      %197 = llvm.load %70 {alignment = 8 : i64} : !llvm.ptr -> f32
      %198 = llvm.fsub %197, %166 : f32
      %199 = llvm.call @__nv_expf(%198) : (f32) -> f32
      llvm.store %199, %70 {alignment = 8 : i64} : f32, !llvm.ptr
      %200 = llvm.load %70 {alignment = 8 : i64} : !llvm.ptr -> f32
      %201 = llvm.fadd %196, %200 : f32
      %202 = llvm.load %73 {alignment = 4 : i64} : !llvm.ptr -> f32
      %203 = llvm.fsub %202, %166 : f32
      %204 = llvm.call @__nv_expf(%203) : (f32) -> f32
      llvm.store %204, %73 {alignment = 4 : i64} : f32, !llvm.ptr
      %205 = llvm.load %73 {alignment = 4 : i64} : !llvm.ptr -> f32
      %206 = llvm.fadd %201, %205 : f32
      %207 = llvm.load %78 {alignment = 32 : i64} : !llvm.ptr -> f32
      %208 = llvm.fsub %207, %166 : f32
      %209 = llvm.call @__nv_expf(%208) : (f32) -> f32
      llvm.store %209, %78 {alignment = 32 : i64} : f32, !llvm.ptr
      %210 = llvm.load %78 {alignment = 32 : i64} : !llvm.ptr -> f32
      %211 = llvm.fadd %206, %210 : f32
      %212 = llvm.load %81 {alignment = 4 : i64} : !llvm.ptr -> f32
      %213 = llvm.fsub %212, %166 : f32
      %214 = llvm.call @__nv_expf(%213) : (f32) -> f32
      llvm.store %214, %81 {alignment = 4 : i64} : f32, !llvm.ptr
      %215 = llvm.load %81 {alignment = 4 : i64} : !llvm.ptr -> f32
      %216 = llvm.fadd %211, %215 : f32
      %217 = llvm.load %84 {alignment = 8 : i64} : !llvm.ptr -> f32
      %218 = llvm.fsub %217, %166 : f32
      %219 = llvm.call @__nv_expf(%218) : (f32) -> f32
      llvm.store %219, %84 {alignment = 8 : i64} : f32, !llvm.ptr
      %220 = llvm.load %84 {alignment = 8 : i64} : !llvm.ptr -> f32
      %221 = llvm.fadd %216, %220 : f32
      %222 = llvm.load %87 {alignment = 4 : i64} : !llvm.ptr -> f32
      %223 = llvm.fsub %222, %166 : f32
      %224 = llvm.call @__nv_expf(%223) : (f32) -> f32
      llvm.store %224, %87 {alignment = 4 : i64} : f32, !llvm.ptr
      %225 = llvm.load %87 {alignment = 4 : i64} : !llvm.ptr -> f32
      %226 = llvm.fadd %221, %225 : f32
      %227 = llvm.load %92 {alignment = 16 : i64} : !llvm.ptr -> f32
      %228 = llvm.fsub %227, %166 : f32
      %229 = llvm.call @__nv_expf(%228) : (f32) -> f32
      llvm.store %229, %92 {alignment = 16 : i64} : f32, !llvm.ptr
      %230 = llvm.load %92 {alignment = 16 : i64} : !llvm.ptr -> f32
      %231 = llvm.fadd %226, %230 : f32
      %232 = llvm.load %95 {alignment = 4 : i64} : !llvm.ptr -> f32
      %233 = llvm.fsub %232, %166 : f32
      %234 = llvm.call @__nv_expf(%233) : (f32) -> f32
      llvm.store %234, %95 {alignment = 4 : i64} : f32, !llvm.ptr
      %235 = llvm.load %95 {alignment = 4 : i64} : !llvm.ptr -> f32
      %236 = llvm.fadd %231, %235 : f32
      %237 = llvm.load %98 {alignment = 8 : i64} : !llvm.ptr -> f32
      %238 = llvm.fsub %237, %166 : f32
      %239 = llvm.call @__nv_expf(%238) : (f32) -> f32
      llvm.store %239, %98 {alignment = 8 : i64} : f32, !llvm.ptr
      %240 = llvm.load %98 {alignment = 8 : i64} : !llvm.ptr -> f32
      %241 = llvm.fadd %236, %240 : f32
      %242 = llvm.load %101 {alignment = 4 : i64} : !llvm.ptr -> f32
      %243 = llvm.fsub %242, %166 : f32
      %244 = llvm.call @__nv_expf(%243) : (f32) -> f32
      llvm.store %244, %101 {alignment = 4 : i64} : f32, !llvm.ptr
      %245 = llvm.load %101 {alignment = 4 : i64} : !llvm.ptr -> f32
      %246 = llvm.fadd %241, %245 : f32
      %247 = nvvm.shfl.sync bfly %4, %246, %10, %5 : f32 -> f32
      %248 = llvm.fadd %246, %247 : f32
      %249 = nvvm.shfl.sync bfly %4, %248, %6, %5 : f32 -> f32
      %250 = llvm.fadd %248, %249 : f32
      %251 = nvvm.shfl.sync bfly %4, %250, %11, %5 : f32 -> f32
      %252 = llvm.fadd %250, %251 : f32
      %253 = nvvm.shfl.sync bfly %4, %252, %7, %5 : f32 -> f32
      %254 = llvm.fadd %252, %253 : f32
      %255 = nvvm.shfl.sync bfly %4, %254, %12, %5 : f32 -> f32
      %256 = llvm.fadd %254, %255 : f32
      llvm.cond_br %143, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %257 = llvm.add %41, %6 : i32
      %258 = llvm.getelementptr %1[%257] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
      llvm.store %256, %258 {alignment = 4 : i64} : f32, !llvm.ptr<3>
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      nvvm.barrier
      %259 = llvm.getelementptr %1[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %260 = llvm.load %259 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %261 = llvm.getelementptr %1[9] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %262 = llvm.load %261 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %263 = llvm.fadd %260, %262 : f32
      %264 = llvm.getelementptr %1[10] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %265 = llvm.load %264 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %266 = llvm.fadd %263, %265 : f32
      %267 = llvm.getelementptr %1[11] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %268 = llvm.load %267 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %269 = llvm.fadd %266, %268 : f32
      %270 = llvm.getelementptr %1[12] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %271 = llvm.load %270 {alignment = 16 : i64} : !llvm.ptr<3> -> f32
      %272 = llvm.fadd %269, %271 : f32
      %273 = llvm.getelementptr %1[13] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %274 = llvm.load %273 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %275 = llvm.fadd %272, %274 : f32
      %276 = llvm.getelementptr %1[14] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %277 = llvm.load %276 {alignment = 8 : i64} : !llvm.ptr<3> -> f32
      %278 = llvm.fadd %275, %277 : f32
      %279 = llvm.getelementptr %1[15] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %280 = llvm.load %279 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
      %281 = llvm.fadd %278, %280 : f32
      %282 = llvm.fdiv %9, %281 : f32
      %283 = llvm.getelementptr %46[%47] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %284 = llvm.load %21 {alignment = 32 : i64} : !llvm.ptr -> f32
      %285 = llvm.fmul %284, %282 : f32
      llvm.store %285, %16 {alignment = 32 : i64} : f32, !llvm.ptr
      %286 = llvm.load %53 {alignment = 4 : i64} : !llvm.ptr -> f32
      %287 = llvm.fmul %286, %282 : f32
      %288 = llvm.getelementptr %16[1] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %287, %288 {alignment = 4 : i64} : f32, !llvm.ptr
      %289 = llvm.load %56 {alignment = 8 : i64} : !llvm.ptr -> f32
      %290 = llvm.fmul %289, %282 : f32
      %291 = llvm.getelementptr %16[2] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %290, %291 {alignment = 8 : i64} : f32, !llvm.ptr
      %292 = llvm.load %59 {alignment = 4 : i64} : !llvm.ptr -> f32
      %293 = llvm.fmul %292, %282 : f32
      %294 = llvm.getelementptr %16[3] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %293, %294 {alignment = 4 : i64} : f32, !llvm.ptr
      %295 = llvm.load %16 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %295, %283 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      %296 = llvm.getelementptr %46[1024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %297 = llvm.getelementptr %296[%47] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %298 = llvm.load %64 {alignment = 16 : i64} : !llvm.ptr -> f32
      %299 = llvm.fmul %298, %282 : f32
      llvm.store %299, %15 {alignment = 32 : i64} : f32, !llvm.ptr
      %300 = llvm.load %67 {alignment = 4 : i64} : !llvm.ptr -> f32
      %301 = llvm.fmul %300, %282 : f32
      %302 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %301, %302 {alignment = 4 : i64} : f32, !llvm.ptr
      %303 = llvm.load %70 {alignment = 8 : i64} : !llvm.ptr -> f32
      %304 = llvm.fmul %303, %282 : f32
      %305 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %304, %305 {alignment = 8 : i64} : f32, !llvm.ptr
      %306 = llvm.load %73 {alignment = 4 : i64} : !llvm.ptr -> f32
      %307 = llvm.fmul %306, %282 : f32
      %308 = llvm.getelementptr %15[3] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %307, %308 {alignment = 4 : i64} : f32, !llvm.ptr
      %309 = llvm.load %15 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %309, %297 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      %310 = llvm.getelementptr %46[2048] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %311 = llvm.getelementptr %310[%47] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %312 = llvm.load %78 {alignment = 32 : i64} : !llvm.ptr -> f32
      %313 = llvm.fmul %312, %282 : f32
      llvm.store %313, %14 {alignment = 32 : i64} : f32, !llvm.ptr
      %314 = llvm.load %81 {alignment = 4 : i64} : !llvm.ptr -> f32
      %315 = llvm.fmul %314, %282 : f32
      %316 = llvm.getelementptr %14[1] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %315, %316 {alignment = 4 : i64} : f32, !llvm.ptr
      %317 = llvm.load %84 {alignment = 8 : i64} : !llvm.ptr -> f32
      %318 = llvm.fmul %317, %282 : f32
      %319 = llvm.getelementptr %14[2] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %318, %319 {alignment = 8 : i64} : f32, !llvm.ptr
      %320 = llvm.load %87 {alignment = 4 : i64} : !llvm.ptr -> f32
      %321 = llvm.fmul %320, %282 : f32
      %322 = llvm.getelementptr %14[3] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %321, %322 {alignment = 4 : i64} : f32, !llvm.ptr
      %323 = llvm.load %14 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %323, %311 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      %324 = llvm.getelementptr %46[3072] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
      %325 = llvm.getelementptr %324[%47] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %326 = llvm.load %92 {alignment = 16 : i64} : !llvm.ptr -> f32
      %327 = llvm.fmul %326, %282 : f32
      llvm.store %327, %13 {alignment = 32 : i64} : f32, !llvm.ptr
      %328 = llvm.load %95 {alignment = 4 : i64} : !llvm.ptr -> f32
      %329 = llvm.fmul %328, %282 : f32
      %330 = llvm.getelementptr %13[1] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %329, %330 {alignment = 4 : i64} : f32, !llvm.ptr
      %331 = llvm.load %98 {alignment = 8 : i64} : !llvm.ptr -> f32
      %332 = llvm.fmul %331, %282 : f32
      %333 = llvm.getelementptr %13[2] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %332, %333 {alignment = 8 : i64} : f32, !llvm.ptr
      %334 = llvm.load %101 {alignment = 4 : i64} : !llvm.ptr -> f32
      %335 = llvm.fmul %334, %282 : f32
      %336 = llvm.getelementptr %13[3] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %335, %336 {alignment = 4 : i64} : f32, !llvm.ptr
      %337 = llvm.load %13 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      llvm.store %337, %325 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_block_softmax_kernel_tensorptrf32gmemalign16o64409640961_tensorptrf32gmemalign16o64409640961_0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_block_softmax_FakeTensorFloat3264409640961_FakeTensorFloat3264409640961(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
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
    %68 = "cuda.launch_ex"(%24, %arg0, %arg1) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_block_softmax_kernel_tensorptrf32gmemalign16o64409640961_tensorptrf32gmemalign16o64409640961_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %69 = builtin.unrealized_conversion_cast %68 : !cuda.result to i32
    "cuda.return_if_error"(%69) : (i32) -> ()
    llvm.return %5 : i32
  }
  llvm.func @_mlir_ciface_cutlass_block_softmax_FakeTensorFloat3264409640961_FakeTensorFloat3264409640961(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_block_softmax_FakeTensorFloat3264409640961_FakeTensorFloat3264409640961(%arg0, %arg1) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
