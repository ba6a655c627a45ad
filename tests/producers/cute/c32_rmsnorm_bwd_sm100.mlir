module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_100a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_100]>]} {
    llvm.func @kernel_cutlass_rmsnorm_bwd_kernel_tensorptrbf16gmemalign16o128102410241_tensorptrbf16gmemalign16o10241_tensorptrbf16gmemalign16o128102410241_tensorptrf32gmemalign16o1281_tensorptrbf16gmem_0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg4: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg5: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 32, 1, 1>, exact_grid_dim = array<i64: 128, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(1024 : i32) : i32
      %1 = llvm.mlir.constant(8 : i32) : i32
      %2 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %3 = llvm.mlir.constant(2 : i32) : i32
      %4 = llvm.mlir.constant(3 : i32) : i32
      %5 = llvm.mlir.constant(4 : i32) : i32
      %6 = llvm.mlir.constant(5 : i32) : i32
      %7 = llvm.mlir.constant(6 : i32) : i32
      %8 = llvm.mlir.constant(7 : i32) : i32
      %9 = llvm.mlir.constant(256 : i32) : i32
      %10 = llvm.mlir.constant(512 : i32) : i32
      %11 = llvm.mlir.constant(768 : i32) : i32
      %12 = llvm.mlir.constant(-1 : i32) : i32
      %13 = llvm.mlir.constant(16 : i32) : i32
      %14 = llvm.mlir.constant(31 : i32) : i32
      %15 = llvm.mlir.constant(9.765625E-4 : f32) : f32
      %16 = llvm.mlir.constant(257 : i32) : i32
      %17 = llvm.mlir.constant(258 : i32) : i32
      %18 = llvm.mlir.constant(259 : i32) : i32
      %19 = llvm.mlir.constant(260 : i32) : i32
      %20 = llvm.mlir.constant(261 : i32) : i32
      %21 = llvm.mlir.constant(262 : i32) : i32
      %22 = llvm.mlir.constant(263 : i32) : i32
      %23 = llvm.mlir.constant(513 : i32) : i32
      %24 = llvm.mlir.constant(514 : i32) : i32
      %25 = llvm.mlir.constant(515 : i32) : i32
      %26 = llvm.mlir.constant(516 : i32) : i32
      %27 = llvm.mlir.constant(517 : i32) : i32
      %28 = llvm.mlir.constant(518 : i32) : i32
      %29 = llvm.mlir.constant(519 : i32) : i32
      %30 = llvm.mlir.constant(769 : i32) : i32
      %31 = llvm.mlir.constant(770 : i32) : i32
      %32 = llvm.mlir.constant(771 : i32) : i32
      %33 = llvm.mlir.constant(772 : i32) : i32
      %34 = llvm.mlir.constant(773 : i32) : i32
      %35 = llvm.mlir.constant(774 : i32) : i32
      %36 = llvm.mlir.constant(775 : i32) : i32
      %37 = llvm.mlir.constant(32 : i32) : i32
      %38 = llvm.mlir.constant(1 : i32) : i32
      %39 = llvm.alloca %37 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %40 = llvm.alloca %37 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %41 = llvm.extractvalue %arg5[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %42 = nvvm.read.ptx.sreg.laneid range <i32, 0, 32> : i32
      %43 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %44 = llvm.extractvalue %arg3[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %45 = llvm.getelementptr %44[%43] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %46 = llvm.load %45 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
      %47 = llvm.mul %42, %1 : i32
      %48 = llvm.mul %43, %0 overflow<nsw> : i32
      %49 = llvm.add %48, %47 overflow<nsw> : i32
      %50 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %51 = llvm.getelementptr %50[%49] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %52 = llvm.load %51 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %53 = llvm.fpext %52 : bf16 to f32
      llvm.store %53, %40 {alignment = 32 : i64} : f32, !llvm.ptr
      %54 = llvm.extractvalue %arg2[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %55 = llvm.getelementptr %54[%49] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %56 = llvm.load %55 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %57 = llvm.fpext %56 : bf16 to f32
      %58 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %59 = llvm.getelementptr %58[%47] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %60 = llvm.load %59 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %61 = llvm.fpext %60 : bf16 to f32
      %62 = llvm.fmul %57, %61 : f32
      llvm.store %62, %39 {alignment = 32 : i64} : f32, !llvm.ptr
      %63 = llvm.load %39 {alignment = 32 : i64} : !llvm.ptr -> f32
      %64 = llvm.load %40 {alignment = 32 : i64} : !llvm.ptr -> f32
      %65 = llvm.fmul %63, %64 : f32
      %66 = llvm.fadd %65, %2 : f32
      %67 = llvm.add %47, %38 : i32
      %68 = llvm.add %48, %67 overflow<nsw> : i32
      %69 = llvm.getelementptr %50[%68] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %70 = llvm.load %69 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %71 = llvm.fpext %70 : bf16 to f32
      %72 = llvm.getelementptr %40[1] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %71, %72 {alignment = 4 : i64} : f32, !llvm.ptr
      %73 = llvm.getelementptr %54[%68] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %74 = llvm.load %73 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %75 = llvm.fpext %74 : bf16 to f32
      %76 = llvm.getelementptr %58[%67] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %77 = llvm.load %76 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %78 = llvm.fpext %77 : bf16 to f32
      %79 = llvm.fmul %75, %78 : f32
      %80 = llvm.getelementptr %39[1] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %79, %80 {alignment = 4 : i64} : f32, !llvm.ptr
      %81 = llvm.load %80 {alignment = 4 : i64} : !llvm.ptr -> f32
      %82 = llvm.load %72 {alignment = 4 : i64} : !llvm.ptr -> f32
      %83 = llvm.fmul %81, %82 : f32
      %84 = llvm.fadd %66, %83 : f32
      %85 = llvm.add %47, %3 : i32
      %86 = llvm.add %48, %85 overflow<nsw> : i32
      %87 = llvm.getelementptr %50[%86] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %88 = llvm.load %87 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %89 = llvm.fpext %88 : bf16 to f32
      %90 = llvm.getelementptr %40[2] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %89, %90 {alignment = 8 : i64} : f32, !llvm.ptr
      %91 = llvm.getelementptr %54[%86] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %92 = llvm.load %91 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %93 = llvm.fpext %92 : bf16 to f32
      %94 = llvm.getelementptr %58[%85] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %95 = llvm.load %94 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %96 = llvm.fpext %95 : bf16 to f32
      %97 = llvm.fmul %93, %96 : f32
      %98 = llvm.getelementptr %39[2] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %97, %98 {alignment = 8 : i64} : f32, !llvm.ptr
      %99 = llvm.load %98 {alignment = 8 : i64} : !llvm.ptr -> f32
      %100 = llvm.load %90 {alignment = 8 : i64} : !llvm.ptr -> f32
      %101 = llvm.fmul %99, %100 : f32
      %102 = llvm.fadd %84, %101 : f32
      %103 = llvm.add %47, %4 : i32
      %104 = llvm.add %48, %103 overflow<nsw> : i32
      %105 = llvm.getelementptr %50[%104] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %106 = llvm.load %105 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %107 = llvm.fpext %106 : bf16 to f32
      %108 = llvm.getelementptr %40[3] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %107, %108 {alignment = 4 : i64} : f32, !llvm.ptr
      %109 = llvm.getelementptr %54[%104] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %110 = llvm.load %109 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %111 = llvm.fpext %110 : bf16 to f32
      %112 = llvm.getelementptr %58[%103] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %113 = llvm.load %112 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %114 = llvm.fpext %113 : bf16 to f32
      %115 = llvm.fmul %111, %114 : f32
      %116 = llvm.getelementptr %39[3] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %115, %116 {alignment = 4 : i64} : f32, !llvm.ptr
      %117 = llvm.load %116 {alignment = 4 : i64} : !llvm.ptr -> f32
      %118 = llvm.load %108 {alignment = 4 : i64} : !llvm.ptr -> f32
      %119 = llvm.fmul %117, %118 : f32
      %120 = llvm.fadd %102, %119 : f32
      %121 = llvm.add %47, %5 : i32
      %122 = llvm.add %48, %121 overflow<nsw> : i32
      %123 = llvm.getelementptr %50[%122] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %124 = llvm.load %123 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %125 = llvm.fpext %124 : bf16 to f32
      %126 = llvm.getelementptr %40[4] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %125, %126 {alignment = 16 : i64} : f32, !llvm.ptr
      %127 = llvm.getelementptr %54[%122] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %128 = llvm.load %127 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %129 = llvm.fpext %128 : bf16 to f32
      %130 = llvm.getelementptr %58[%121] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %131 = llvm.load %130 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %132 = llvm.fpext %131 : bf16 to f32
      %133 = llvm.fmul %129, %132 : f32
      %134 = llvm.getelementptr %39[4] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %133, %134 {alignment = 16 : i64} : f32, !llvm.ptr
      %135 = llvm.load %134 {alignment = 16 : i64} : !llvm.ptr -> f32
      %136 = llvm.load %126 {alignment = 16 : i64} : !llvm.ptr -> f32
      %137 = llvm.fmul %135, %136 : f32
      %138 = llvm.fadd %120, %137 : f32
      %139 = llvm.add %47, %6 : i32
      %140 = llvm.add %48, %139 overflow<nsw> : i32
      %141 = llvm.getelementptr %50[%140] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %142 = llvm.load %141 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %143 = llvm.fpext %142 : bf16 to f32
      %144 = llvm.getelementptr %40[5] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %143, %144 {alignment = 4 : i64} : f32, !llvm.ptr
      %145 = llvm.getelementptr %54[%140] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %146 = llvm.load %145 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %147 = llvm.fpext %146 : bf16 to f32
      %148 = llvm.getelementptr %58[%139] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %149 = llvm.load %148 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %150 = llvm.fpext %149 : bf16 to f32
      %151 = llvm.fmul %147, %150 : f32
      %152 = llvm.getelementptr %39[5] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %151, %152 {alignment = 4 : i64} : f32, !llvm.ptr
      %153 = llvm.load %152 {alignment = 4 : i64} : !llvm.ptr -> f32
      %154 = llvm.load %144 {alignment = 4 : i64} : !llvm.ptr -> f32
      %155 = llvm.fmul %153, %154 : f32
      %156 = llvm.fadd %138, %155 : f32
      %157 = llvm.add %47, %7 : i32
      %158 = llvm.add %48, %157 overflow<nsw> : i32
      %159 = llvm.getelementptr %50[%158] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %160 = llvm.load %159 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %161 = llvm.fpext %160 : bf16 to f32
      %162 = llvm.getelementptr %40[6] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %161, %162 {alignment = 8 : i64} : f32, !llvm.ptr
      %163 = llvm.getelementptr %54[%158] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %164 = llvm.load %163 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %165 = llvm.fpext %164 : bf16 to f32
      %166 = llvm.getelementptr %58[%157] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %167 = llvm.load %166 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %168 = llvm.fpext %167 : bf16 to f32
      %169 = llvm.fmul %165, %168 : f32
      %170 = llvm.getelementptr %39[6] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %169, %170 {alignment = 8 : i64} : f32, !llvm.ptr
      %171 = llvm.load %170 {alignment = 8 : i64} : !llvm.ptr -> f32
      %172 = llvm.load %162 {alignment = 8 : i64} : !llvm.ptr -> f32
      %173 = llvm.fmul %171, %172 : f32
      %174 = llvm.fadd %156, %173 : f32
      %175 = llvm.add %47, %8 : i32
      %176 = llvm.add %48, %175 overflow<nsw> : i32
      %177 = llvm.getelementptr %50[%176] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %178 = llvm.load %177 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %179 = llvm.fpext %178 : bf16 to f32
      %180 = llvm.getelementptr %40[7] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %179, %180 {alignment = 4 : i64} : f32, !llvm.ptr
      %181 = llvm.getelementptr %54[%176] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %182 = llvm.load %181 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %183 = llvm.fpext %182 : bf16 to f32
      %184 = llvm.getelementptr %58[%175] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %185 = llvm.load %184 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %186 = llvm.fpext %185 : bf16 to f32
      %187 = llvm.fmul %183, %186 : f32
      %188 = llvm.getelementptr %39[7] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %187, %188 {alignment = 4 : i64} : f32, !llvm.ptr
      %189 = llvm.load %188 {alignment = 4 : i64} : !llvm.ptr -> f32
      %190 = llvm.load %180 {alignment = 4 : i64} : !llvm.ptr -> f32
      %191 = llvm.fmul %189, %190 : f32
      %192 = llvm.fadd %174, %191 : f32
      %193 = llvm.add %47, %9 : i32
      %194 = llvm.add %48, %193 overflow<nsw> : i32
      %195 = llvm.getelementptr %50[%194] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %196 = llvm.load %195 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %197 = llvm.fpext %196 : bf16 to f32
      %198 = llvm.getelementptr %40[8] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %197, %198 {alignment = 32 : i64} : f32, !llvm.ptr
      %199 = llvm.getelementptr %54[%194] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %200 = llvm.load %199 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %201 = llvm.fpext %200 : bf16 to f32
      %202 = llvm.getelementptr %58[%193] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %203 = llvm.load %202 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %204 = llvm.fpext %203 : bf16 to f32
      %205 = llvm.fmul %201, %204 : f32
      %206 = llvm.getelementptr %39[8] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %205, %206 {alignment = 32 : i64} : f32, !llvm.ptr
      %207 = llvm.load %206 {alignment = 32 : i64} : !llvm.ptr -> f32
      %208 = llvm.load %198 {alignment = 32 : i64} : !llvm.ptr -> f32
      %209 = llvm.fmul %207, %208 : f32
      %210 = llvm.fadd %192, %209 : f32
      %211 = llvm.add %47, %16 : i32
      %212 = llvm.add %48, %211 overflow<nsw> : i32
      %213 = llvm.getelementptr %50[%212] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %214 = llvm.load %213 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %215 = llvm.fpext %214 : bf16 to f32
      %216 = llvm.getelementptr %40[9] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %215, %216 {alignment = 4 : i64} : f32, !llvm.ptr
      %217 = llvm.getelementptr %54[%212] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %218 = llvm.load %217 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %219 = llvm.fpext %218 : bf16 to f32
      %220 = llvm.getelementptr %58[%211] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %221 = llvm.load %220 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %222 = llvm.fpext %221 : bf16 to f32
      %223 = llvm.fmul %219, %222 : f32
      %224 = llvm.getelementptr %39[9] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %223, %224 {alignment = 4 : i64} : f32, !llvm.ptr
      %225 = llvm.load %224 {alignment = 4 : i64} : !llvm.ptr -> f32
      %226 = llvm.load %216 {alignment = 4 : i64} : !llvm.ptr -> f32
      %227 = llvm.fmul %225, %226 : f32
      %228 = llvm.fadd %210, %227 : f32
      %229 = llvm.add %47, %17 : i32
      %230 = llvm.add %48, %229 overflow<nsw> : i32
      %231 = llvm.getelementptr %50[%230] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %232 = llvm.load %231 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %233 = llvm.fpext %232 : bf16 to f32
      %234 = llvm.getelementptr %40[10] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %233, %234 {alignment = 8 : i64} : f32, !llvm.ptr
      %235 = llvm.getelementptr %54[%230] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %236 = llvm.load %235 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %237 = llvm.fpext %236 : bf16 to f32
      %238 = llvm.getelementptr %58[%229] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %239 = llvm.load %238 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %240 = llvm.fpext %239 : bf16 to f32
      %241 = llvm.fmul %237, %240 : f32
      %242 = llvm.getelementptr %39[10] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %241, %242 {alignment = 8 : i64} : f32, !llvm.ptr
      %243 = llvm.load %242 {alignment = 8 : i64} : !llvm.ptr -> f32
      %244 = llvm.load %234 {alignment = 8 : i64} : !llvm.ptr -> f32
      %245 = llvm.fmul %243, %244 : f32
      %246 = llvm.fadd %228, %245 : f32
      %247 = llvm.add %47, %18 : i32
      %248 = llvm.add %48, %247 overflow<nsw> : i32
      %249 = llvm.getelementptr %50[%248] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %250 = llvm.load %249 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %251 = llvm.fpext %250 : bf16 to f32
      %252 = llvm.getelementptr %40[11] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %251, %252 {alignment = 4 : i64} : f32, !llvm.ptr
      %253 = llvm.getelementptr %54[%248] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %254 = llvm.load %253 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %255 = llvm.fpext %254 : bf16 to f32
      %256 = llvm.getelementptr %58[%247] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %257 = llvm.load %256 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %258 = llvm.fpext %257 : bf16 to f32
      %259 = llvm.fmul %255, %258 : f32
      %260 = llvm.getelementptr %39[11] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %259, %260 {alignment = 4 : i64} : f32, !llvm.ptr
      %261 = llvm.load %260 {alignment = 4 : i64} : !llvm.ptr -> f32
      %262 = llvm.load %252 {alignment = 4 : i64} : !llvm.ptr -> f32
      %263 = llvm.fmul %261, %262 : f32
      %264 = llvm.fadd %246, %263 : f32
      %265 = llvm.add %47, %19 : i32
      %266 = llvm.add %48, %265 overflow<nsw> : i32
      %267 = llvm.getelementptr %50[%266] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %268 = llvm.load %267 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %269 = llvm.fpext %268 : bf16 to f32
      %270 = llvm.getelementptr %40[12] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %269, %270 {alignment = 16 : i64} : f32, !llvm.ptr
      %271 = llvm.getelementptr %54[%266] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %272 = llvm.load %271 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %273 = llvm.fpext %272 : bf16 to f32
      %274 = llvm.getelementptr %58[%265] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %275 = llvm.load %274 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %276 = llvm.fpext %275 : bf16 to f32
      %277 = llvm.fmul %273, %276 : f32
      %278 = llvm.getelementptr %39[12] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %277, %278 {alignment = 16 : i64} : f32, !llvm.ptr
      %279 = llvm.load %278 {alignment = 16 : i64} : !llvm.ptr -> f32
      %280 = llvm.load %270 {alignment = 16 : i64} : !llvm.ptr -> f32
      %281 = llvm.fmul %279, %280 : f32
      %282 = llvm.fadd %264, %281 : f32
      %283 = llvm.add %47, %20 : i32
      %284 = llvm.add %48, %283 overflow<nsw> : i32
      %285 = llvm.getelementptr %50[%284] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %286 = llvm.load %285 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %287 = llvm.fpext %286 : bf16 to f32
      %288 = llvm.getelementptr %40[13] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %287, %288 {alignment = 4 : i64} : f32, !llvm.ptr
      %289 = llvm.getelementptr %54[%284] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %290 = llvm.load %289 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %291 = llvm.fpext %290 : bf16 to f32
      %292 = llvm.getelementptr %58[%283] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %293 = llvm.load %292 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %294 = llvm.fpext %293 : bf16 to f32
      %295 = llvm.fmul %291, %294 : f32
      %296 = llvm.getelementptr %39[13] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %295, %296 {alignment = 4 : i64} : f32, !llvm.ptr
      %297 = llvm.load %296 {alignment = 4 : i64} : !llvm.ptr -> f32
      %298 = llvm.load %288 {alignment = 4 : i64} : !llvm.ptr -> f32
      %299 = llvm.fmul %297, %298 : f32
      %300 = llvm.fadd %282, %299 : f32
      %301 = llvm.add %47, %21 : i32
      %302 = llvm.add %48, %301 overflow<nsw> : i32
      %303 = llvm.getelementptr %50[%302] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %304 = llvm.load %303 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %305 = llvm.fpext %304 : bf16 to f32
      %306 = llvm.getelementptr %40[14] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %305, %306 {alignment = 8 : i64} : f32, !llvm.ptr
      %307 = llvm.getelementptr %54[%302] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %308 = llvm.load %307 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %309 = llvm.fpext %308 : bf16 to f32
      %310 = llvm.getelementptr %58[%301] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %311 = llvm.load %310 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %312 = llvm.fpext %311 : bf16 to f32
      %313 = llvm.fmul %309, %312 : f32
      %314 = llvm.getelementptr %39[14] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %313, %314 {alignment = 8 : i64} : f32, !llvm.ptr
      %315 = llvm.load %314 {alignment = 8 : i64} : !llvm.ptr -> f32
      %316 = llvm.load %306 {alignment = 8 : i64} : !llvm.ptr -> f32
      %317 = llvm.fmul %315, %316 : f32
      %318 = llvm.fadd %300, %317 : f32
      %319 = llvm.add %47, %22 : i32
      %320 = llvm.add %48, %319 overflow<nsw> : i32
      %321 = llvm.getelementptr %50[%320] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %322 = llvm.load %321 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %323 = llvm.fpext %322 : bf16 to f32
      %324 = llvm.getelementptr %40[15] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %323, %324 {alignment = 4 : i64} : f32, !llvm.ptr
      %325 = llvm.getelementptr %54[%320] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %326 = llvm.load %325 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %327 = llvm.fpext %326 : bf16 to f32
      %328 = llvm.getelementptr %58[%319] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %329 = llvm.load %328 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %330 = llvm.fpext %329 : bf16 to f32
      %331 = llvm.fmul %327, %330 : f32
      %332 = llvm.getelementptr %39[15] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %331, %332 {alignment = 4 : i64} : f32, !llvm.ptr
      %333 = llvm.load %332 {alignment = 4 : i64} : !llvm.ptr -> f32
      %334 = llvm.load %324 {alignment = 4 : i64} : !llvm.ptr -> f32
      %335 = llvm.fmul %333, %334 : f32
      %336 = llvm.fadd %318, %335 : f32
      %337 = llvm.add %47, %10 : i32
      %338 = llvm.add %48, %337 overflow<nsw> : i32
      %339 = llvm.getelementptr %50[%338] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %340 = llvm.load %339 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %341 = llvm.fpext %340 : bf16 to f32
      %342 = llvm.getelementptr %40[16] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %341, %342 {alignment = 32 : i64} : f32, !llvm.ptr
      %343 = llvm.getelementptr %54[%338] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %344 = llvm.load %343 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %345 = llvm.fpext %344 : bf16 to f32
      %346 = llvm.getelementptr %58[%337] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %347 = llvm.load %346 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %348 = llvm.fpext %347 : bf16 to f32
      %349 = llvm.fmul %345, %348 : f32
      %350 = llvm.getelementptr %39[16] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %349, %350 {alignment = 32 : i64} : f32, !llvm.ptr
      %351 = llvm.load %350 {alignment = 32 : i64} : !llvm.ptr -> f32
      %352 = llvm.load %342 {alignment = 32 : i64} : !llvm.ptr -> f32
      %353 = llvm.fmul %351, %352 : f32
      %354 = llvm.fadd %336, %353 : f32
      %355 = llvm.add %47, %23 : i32
      %356 = llvm.add %48, %355 overflow<nsw> : i32
      %357 = llvm.getelementptr %50[%356] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %358 = llvm.load %357 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %359 = llvm.fpext %358 : bf16 to f32
      %360 = llvm.getelementptr %40[17] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %359, %360 {alignment = 4 : i64} : f32, !llvm.ptr
      %361 = llvm.getelementptr %54[%356] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %362 = llvm.load %361 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %363 = llvm.fpext %362 : bf16 to f32
      %364 = llvm.getelementptr %58[%355] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %365 = llvm.load %364 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %366 = llvm.fpext %365 : bf16 to f32
      %367 = llvm.fmul %363, %366 : f32
      %368 = llvm.getelementptr %39[17] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %367, %368 {alignment = 4 : i64} : f32, !llvm.ptr
      %369 = llvm.load %368 {alignment = 4 : i64} : !llvm.ptr -> f32
      %370 = llvm.load %360 {alignment = 4 : i64} : !llvm.ptr -> f32
      %371 = llvm.fmul %369, %370 : f32
      %372 = llvm.fadd %354, %371 : f32
      %373 = llvm.add %47, %24 : i32
      %374 = llvm.add %48, %373 overflow<nsw> : i32
      %375 = llvm.getelementptr %50[%374] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %376 = llvm.load %375 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %377 = llvm.fpext %376 : bf16 to f32
      %378 = llvm.getelementptr %40[18] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %377, %378 {alignment = 8 : i64} : f32, !llvm.ptr
      %379 = llvm.getelementptr %54[%374] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %380 = llvm.load %379 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %381 = llvm.fpext %380 : bf16 to f32
      %382 = llvm.getelementptr %58[%373] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %383 = llvm.load %382 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %384 = llvm.fpext %383 : bf16 to f32
      %385 = llvm.fmul %381, %384 : f32
      %386 = llvm.getelementptr %39[18] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %385, %386 {alignment = 8 : i64} : f32, !llvm.ptr
      %387 = llvm.load %386 {alignment = 8 : i64} : !llvm.ptr -> f32
      %388 = llvm.load %378 {alignment = 8 : i64} : !llvm.ptr -> f32
      %389 = llvm.fmul %387, %388 : f32
      %390 = llvm.fadd %372, %389 : f32
      %391 = llvm.add %47, %25 : i32
      %392 = llvm.add %48, %391 overflow<nsw> : i32
      %393 = llvm.getelementptr %50[%392] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %394 = llvm.load %393 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %395 = llvm.fpext %394 : bf16 to f32
      %396 = llvm.getelementptr %40[19] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %395, %396 {alignment = 4 : i64} : f32, !llvm.ptr
      %397 = llvm.getelementptr %54[%392] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %398 = llvm.load %397 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %399 = llvm.fpext %398 : bf16 to f32
      %400 = llvm.getelementptr %58[%391] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %401 = llvm.load %400 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %402 = llvm.fpext %401 : bf16 to f32
      %403 = llvm.fmul %399, %402 : f32
      %404 = llvm.getelementptr %39[19] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %403, %404 {alignment = 4 : i64} : f32, !llvm.ptr
      %405 = llvm.load %404 {alignment = 4 : i64} : !llvm.ptr -> f32
      %406 = llvm.load %396 {alignment = 4 : i64} : !llvm.ptr -> f32
      %407 = llvm.fmul %405, %406 : f32
      %408 = llvm.fadd %390, %407 : f32
      %409 = llvm.add %47, %26 : i32
      %410 = llvm.add %48, %409 overflow<nsw> : i32
      %411 = llvm.getelementptr %50[%410] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %412 = llvm.load %411 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %413 = llvm.fpext %412 : bf16 to f32
      %414 = llvm.getelementptr %40[20] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %413, %414 {alignment = 16 : i64} : f32, !llvm.ptr
      %415 = llvm.getelementptr %54[%410] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %416 = llvm.load %415 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %417 = llvm.fpext %416 : bf16 to f32
      %418 = llvm.getelementptr %58[%409] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %419 = llvm.load %418 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %420 = llvm.fpext %419 : bf16 to f32
      %421 = llvm.fmul %417, %420 : f32
      %422 = llvm.getelementptr %39[20] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %421, %422 {alignment = 16 : i64} : f32, !llvm.ptr
      %423 = llvm.load %422 {alignment = 16 : i64} : !llvm.ptr -> f32
      %424 = llvm.load %414 {alignment = 16 : i64} : !llvm.ptr -> f32
      %425 = llvm.fmul %423, %424 : f32
      %426 = llvm.fadd %408, %425 : f32
      %427 = llvm.add %47, %27 : i32
      %428 = llvm.add %48, %427 overflow<nsw> : i32
      %429 = llvm.getelementptr %50[%428] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %430 = llvm.load %429 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %431 = llvm.fpext %430 : bf16 to f32
      %432 = llvm.getelementptr %40[21] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %431, %432 {alignment = 4 : i64} : f32, !llvm.ptr
      %433 = llvm.getelementptr %54[%428] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %434 = llvm.load %433 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %435 = llvm.fpext %434 : bf16 to f32
      %436 = llvm.getelementptr %58[%427] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %437 = llvm.load %436 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %438 = llvm.fpext %437 : bf16 to f32
      %439 = llvm.fmul %435, %438 : f32
      %440 = llvm.getelementptr %39[21] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %439, %440 {alignment = 4 : i64} : f32, !llvm.ptr
      %441 = llvm.load %440 {alignment = 4 : i64} : !llvm.ptr -> f32
      %442 = llvm.load %432 {alignment = 4 : i64} : !llvm.ptr -> f32
      %443 = llvm.fmul %441, %442 : f32
      %444 = llvm.fadd %426, %443 : f32
      %445 = llvm.add %47, %28 : i32
      %446 = llvm.add %48, %445 overflow<nsw> : i32
      %447 = llvm.getelementptr %50[%446] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %448 = llvm.load %447 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %449 = llvm.fpext %448 : bf16 to f32
      %450 = llvm.getelementptr %40[22] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %449, %450 {alignment = 8 : i64} : f32, !llvm.ptr
      %451 = llvm.getelementptr %54[%446] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %452 = llvm.load %451 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %453 = llvm.fpext %452 : bf16 to f32
      %454 = llvm.getelementptr %58[%445] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %455 = llvm.load %454 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %456 = llvm.fpext %455 : bf16 to f32
      %457 = llvm.fmul %453, %456 : f32
      %458 = llvm.getelementptr %39[22] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %457, %458 {alignment = 8 : i64} : f32, !llvm.ptr
      %459 = llvm.load %458 {alignment = 8 : i64} : !llvm.ptr -> f32
      %460 = llvm.load %450 {alignment = 8 : i64} : !llvm.ptr -> f32
      %461 = llvm.fmul %459, %460 : f32
      %462 = llvm.fadd %444, %461 : f32
      %463 = llvm.add %47, %29 : i32
      %464 = llvm.add %48, %463 overflow<nsw> : i32
      %465 = llvm.getelementptr %50[%464] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %466 = llvm.load %465 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %467 = llvm.fpext %466 : bf16 to f32
      %468 = llvm.getelementptr %40[23] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %467, %468 {alignment = 4 : i64} : f32, !llvm.ptr
      %469 = llvm.getelementptr %54[%464] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %470 = llvm.load %469 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %471 = llvm.fpext %470 : bf16 to f32
      %472 = llvm.getelementptr %58[%463] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %473 = llvm.load %472 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %474 = llvm.fpext %473 : bf16 to f32
      %475 = llvm.fmul %471, %474 : f32
      %476 = llvm.getelementptr %39[23] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %475, %476 {alignment = 4 : i64} : f32, !llvm.ptr
      %477 = llvm.load %476 {alignment = 4 : i64} : !llvm.ptr -> f32
      %478 = llvm.load %468 {alignment = 4 : i64} : !llvm.ptr -> f32
      %479 = llvm.fmul %477, %478 : f32
      %480 = llvm.fadd %462, %479 : f32
      %481 = llvm.add %47, %11 : i32
      %482 = llvm.add %48, %481 overflow<nsw> : i32
      %483 = llvm.getelementptr %50[%482] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %484 = llvm.load %483 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %485 = llvm.fpext %484 : bf16 to f32
      %486 = llvm.getelementptr %40[24] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %485, %486 {alignment = 32 : i64} : f32, !llvm.ptr
      %487 = llvm.getelementptr %54[%482] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %488 = llvm.load %487 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %489 = llvm.fpext %488 : bf16 to f32
      %490 = llvm.getelementptr %58[%481] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %491 = llvm.load %490 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %492 = llvm.fpext %491 : bf16 to f32
      %493 = llvm.fmul %489, %492 : f32
      %494 = llvm.getelementptr %39[24] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %493, %494 {alignment = 32 : i64} : f32, !llvm.ptr
      %495 = llvm.load %494 {alignment = 32 : i64} : !llvm.ptr -> f32
      %496 = llvm.load %486 {alignment = 32 : i64} : !llvm.ptr -> f32
      %497 = llvm.fmul %495, %496 : f32
      %498 = llvm.fadd %480, %497 : f32
      %499 = llvm.add %47, %30 : i32
      %500 = llvm.add %48, %499 overflow<nsw> : i32
      %501 = llvm.getelementptr %50[%500] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %502 = llvm.load %501 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %503 = llvm.fpext %502 : bf16 to f32
      %504 = llvm.getelementptr %40[25] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %503, %504 {alignment = 4 : i64} : f32, !llvm.ptr
      %505 = llvm.getelementptr %54[%500] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %506 = llvm.load %505 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %507 = llvm.fpext %506 : bf16 to f32
      %508 = llvm.getelementptr %58[%499] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %509 = llvm.load %508 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %510 = llvm.fpext %509 : bf16 to f32
      %511 = llvm.fmul %507, %510 : f32
      %512 = llvm.getelementptr %39[25] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %511, %512 {alignment = 4 : i64} : f32, !llvm.ptr
      %513 = llvm.load %512 {alignment = 4 : i64} : !llvm.ptr -> f32
      %514 = llvm.load %504 {alignment = 4 : i64} : !llvm.ptr -> f32
      %515 = llvm.fmul %513, %514 : f32
      %516 = llvm.fadd %498, %515 : f32
      %517 = llvm.add %47, %31 : i32
      %518 = llvm.add %48, %517 overflow<nsw> : i32
      %519 = llvm.getelementptr %50[%518] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %520 = llvm.load %519 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %521 = llvm.fpext %520 : bf16 to f32
      %522 = llvm.getelementptr %40[26] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %521, %522 {alignment = 8 : i64} : f32, !llvm.ptr
      %523 = llvm.getelementptr %54[%518] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %524 = llvm.load %523 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %525 = llvm.fpext %524 : bf16 to f32
      %526 = llvm.getelementptr %58[%517] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %527 = llvm.load %526 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %528 = llvm.fpext %527 : bf16 to f32
      %529 = llvm.fmul %525, %528 : f32
      %530 = llvm.getelementptr %39[26] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %529, %530 {alignment = 8 : i64} : f32, !llvm.ptr
      %531 = llvm.load %530 {alignment = 8 : i64} : !llvm.ptr -> f32
      %532 = llvm.load %522 {alignment = 8 : i64} : !llvm.ptr -> f32
      %533 = llvm.fmul %531, %532 : f32
      %534 = llvm.fadd %516, %533 : f32
      %535 = llvm.add %47, %32 : i32
      %536 = llvm.add %48, %535 overflow<nsw> : i32
      %537 = llvm.getelementptr %50[%536] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %538 = llvm.load %537 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %539 = llvm.fpext %538 : bf16 to f32
      %540 = llvm.getelementptr %40[27] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %539, %540 {alignment = 4 : i64} : f32, !llvm.ptr
      %541 = llvm.getelementptr %54[%536] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %542 = llvm.load %541 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %543 = llvm.fpext %542 : bf16 to f32
      %544 = llvm.getelementptr %58[%535] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %545 = llvm.load %544 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %546 = llvm.fpext %545 : bf16 to f32
      %547 = llvm.fmul %543, %546 : f32
      %548 = llvm.getelementptr %39[27] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %547, %548 {alignment = 4 : i64} : f32, !llvm.ptr
      %549 = llvm.load %548 {alignment = 4 : i64} : !llvm.ptr -> f32
      %550 = llvm.load %540 {alignment = 4 : i64} : !llvm.ptr -> f32
      %551 = llvm.fmul %549, %550 : f32
      %552 = llvm.fadd %534, %551 : f32
      %553 = llvm.add %47, %33 : i32
      %554 = llvm.add %48, %553 overflow<nsw> : i32
      %555 = llvm.getelementptr %50[%554] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %556 = llvm.load %555 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %557 = llvm.fpext %556 : bf16 to f32
      %558 = llvm.getelementptr %40[28] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %557, %558 {alignment = 16 : i64} : f32, !llvm.ptr
      %559 = llvm.getelementptr %54[%554] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %560 = llvm.load %559 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %561 = llvm.fpext %560 : bf16 to f32
      %562 = llvm.getelementptr %58[%553] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %563 = llvm.load %562 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %564 = llvm.fpext %563 : bf16 to f32
      %565 = llvm.fmul %561, %564 : f32
      %566 = llvm.getelementptr %39[28] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %565, %566 {alignment = 16 : i64} : f32, !llvm.ptr
      %567 = llvm.load %566 {alignment = 16 : i64} : !llvm.ptr -> f32
      %568 = llvm.load %558 {alignment = 16 : i64} : !llvm.ptr -> f32
      %569 = llvm.fmul %567, %568 : f32
      %570 = llvm.fadd %552, %569 : f32
      %571 = llvm.add %47, %34 : i32
      %572 = llvm.add %48, %571 overflow<nsw> : i32
      %573 = llvm.getelementptr %50[%572] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %574 = llvm.load %573 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %575 = llvm.fpext %574 : bf16 to f32
      %576 = llvm.getelementptr %40[29] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %575, %576 {alignment = 4 : i64} : f32, !llvm.ptr
      %577 = llvm.getelementptr %54[%572] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %578 = llvm.load %577 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %579 = llvm.fpext %578 : bf16 to f32
      %580 = llvm.getelementptr %58[%571] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %581 = llvm.load %580 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %582 = llvm.fpext %581 : bf16 to f32
      %583 = llvm.fmul %579, %582 : f32
      %584 = llvm.getelementptr %39[29] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %583, %584 {alignment = 4 : i64} : f32, !llvm.ptr
      %585 = llvm.load %584 {alignment = 4 : i64} : !llvm.ptr -> f32
      %586 = llvm.load %576 {alignment = 4 : i64} : !llvm.ptr -> f32
      %587 = llvm.fmul %585, %586 : f32
      %588 = llvm.fadd %570, %587 : f32
      %589 = llvm.add %47, %35 : i32
      %590 = llvm.add %48, %589 overflow<nsw> : i32
      %591 = llvm.getelementptr %50[%590] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %592 = llvm.load %591 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %593 = llvm.fpext %592 : bf16 to f32
      %594 = llvm.getelementptr %40[30] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %593, %594 {alignment = 8 : i64} : f32, !llvm.ptr
      %595 = llvm.getelementptr %54[%590] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %596 = llvm.load %595 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %597 = llvm.fpext %596 : bf16 to f32
      %598 = llvm.getelementptr %58[%589] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %599 = llvm.load %598 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %600 = llvm.fpext %599 : bf16 to f32
      %601 = llvm.fmul %597, %600 : f32
      %602 = llvm.getelementptr %39[30] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %601, %602 {alignment = 8 : i64} : f32, !llvm.ptr
      %603 = llvm.load %602 {alignment = 8 : i64} : !llvm.ptr -> f32
      %604 = llvm.load %594 {alignment = 8 : i64} : !llvm.ptr -> f32
      %605 = llvm.fmul %603, %604 : f32
      %606 = llvm.fadd %588, %605 : f32
      %607 = llvm.add %47, %36 : i32
      %608 = llvm.add %48, %607 overflow<nsw> : i32
      %609 = llvm.getelementptr %50[%608] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %610 = llvm.load %609 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %611 = llvm.fpext %610 : bf16 to f32
      %612 = llvm.getelementptr %40[31] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %611, %612 {alignment = 4 : i64} : f32, !llvm.ptr
      %613 = llvm.getelementptr %54[%608] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %614 = llvm.load %613 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %615 = llvm.fpext %614 : bf16 to f32
      %616 = llvm.getelementptr %58[%607] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %617 = llvm.load %616 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %618 = llvm.fpext %617 : bf16 to f32
      %619 = llvm.fmul %615, %618 : f32
      %620 = llvm.getelementptr %39[31] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.store %619, %620 {alignment = 4 : i64} : f32, !llvm.ptr
      %621 = llvm.load %620 {alignment = 4 : i64} : !llvm.ptr -> f32
      %622 = llvm.load %612 {alignment = 4 : i64} : !llvm.ptr -> f32
      %623 = llvm.fmul %621, %622 : f32
      %624 = llvm.fadd %606, %623 : f32
      %625 = nvvm.shfl.sync bfly %12, %624, %13, %14 : f32 -> f32
      %626 = llvm.fadd %624, %625 : f32
      %627 = nvvm.shfl.sync bfly %12, %626, %1, %14 : f32 -> f32
      %628 = llvm.fadd %626, %627 : f32
      %629 = nvvm.shfl.sync bfly %12, %628, %5, %14 : f32 -> f32
      %630 = llvm.fadd %628, %629 : f32
      %631 = nvvm.shfl.sync bfly %12, %630, %3, %14 : f32 -> f32
      %632 = llvm.fadd %630, %631 : f32
      %633 = nvvm.shfl.sync bfly %12, %632, %38, %14 : f32 -> f32
      %634 = llvm.fadd %632, %633 : f32
      %635 = llvm.fmul %634, %46 : f32
      %636 = llvm.fmul %635, %46 : f32
      %637 = llvm.fmul %636, %46 : f32
      %638 = llvm.fmul %637, %15 : f32
      %639 = llvm.load %39 {alignment = 32 : i64} : !llvm.ptr -> f32
      %640 = llvm.fmul %639, %46 : f32
      %641 = llvm.load %40 {alignment = 32 : i64} : !llvm.ptr -> f32
      %642 = llvm.fmul %641, %638 : f32
      %643 = llvm.fsub %640, %642 : f32
      %644 = llvm.fptrunc %643 : f32 to bf16
      %645 = llvm.extractvalue %arg4[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %646 = llvm.getelementptr %645[%49] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %644, %646 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %647 = llvm.getelementptr %41[%47] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %648 = llvm.load %55 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %649 = llvm.fpext %648 : bf16 to f32
      %650 = llvm.load %40 {alignment = 32 : i64} : !llvm.ptr -> f32
      %651 = llvm.fmul %649, %650 : f32
      %652 = llvm.fmul %651, %46 : f32
      %653 = nvvm.atomicrmw fadd %647, %652 : !llvm.ptr<1>, f32
      %654 = llvm.load %80 {alignment = 4 : i64} : !llvm.ptr -> f32
      %655 = llvm.fmul %654, %46 : f32
      %656 = llvm.load %72 {alignment = 4 : i64} : !llvm.ptr -> f32
      %657 = llvm.fmul %656, %638 : f32
      %658 = llvm.fsub %655, %657 : f32
      %659 = llvm.fptrunc %658 : f32 to bf16
      %660 = llvm.getelementptr %645[%68] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %659, %660 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %661 = llvm.getelementptr %41[%67] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %662 = llvm.load %73 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %663 = llvm.fpext %662 : bf16 to f32
      %664 = llvm.load %72 {alignment = 4 : i64} : !llvm.ptr -> f32
      %665 = llvm.fmul %663, %664 : f32
      %666 = llvm.fmul %665, %46 : f32
      %667 = nvvm.atomicrmw fadd %661, %666 : !llvm.ptr<1>, f32
      %668 = llvm.load %98 {alignment = 8 : i64} : !llvm.ptr -> f32
      %669 = llvm.fmul %668, %46 : f32
      %670 = llvm.load %90 {alignment = 8 : i64} : !llvm.ptr -> f32
      %671 = llvm.fmul %670, %638 : f32
      %672 = llvm.fsub %669, %671 : f32
      %673 = llvm.fptrunc %672 : f32 to bf16
      %674 = llvm.getelementptr %645[%86] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %673, %674 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %675 = llvm.getelementptr %41[%85] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %676 = llvm.load %91 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %677 = llvm.fpext %676 : bf16 to f32
      %678 = llvm.load %90 {alignment = 8 : i64} : !llvm.ptr -> f32
      %679 = llvm.fmul %677, %678 : f32
      %680 = llvm.fmul %679, %46 : f32
      %681 = nvvm.atomicrmw fadd %675, %680 : !llvm.ptr<1>, f32
      %682 = llvm.load %116 {alignment = 4 : i64} : !llvm.ptr -> f32
      %683 = llvm.fmul %682, %46 : f32
      %684 = llvm.load %108 {alignment = 4 : i64} : !llvm.ptr -> f32
      %685 = llvm.fmul %684, %638 : f32
      %686 = llvm.fsub %683, %685 : f32
      %687 = llvm.fptrunc %686 : f32 to bf16
      %688 = llvm.getelementptr %645[%104] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %687, %688 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %689 = llvm.getelementptr %41[%103] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %690 = llvm.load %109 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %691 = llvm.fpext %690 : bf16 to f32
      %692 = llvm.load %108 {alignment = 4 : i64} : !llvm.ptr -> f32
      %693 = llvm.fmul %691, %692 : f32
      %694 = llvm.fmul %693, %46 : f32
      %695 = nvvm.atomicrmw fadd %689, %694 : !llvm.ptr<1>, f32
      %696 = llvm.load %134 {alignment = 16 : i64} : !llvm.ptr -> f32
      %697 = llvm.fmul %696, %46 : f32
      %698 = llvm.load %126 {alignment = 16 : i64} : !llvm.ptr -> f32
      %699 = llvm.fmul %698, %638 : f32
      %700 = llvm.fsub %697, %699 : f32
      %701 = llvm.fptrunc %700 : f32 to bf16
      %702 = llvm.getelementptr %645[%122] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %701, %702 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %703 = llvm.getelementptr %41[%121] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %704 = llvm.load %127 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %705 = llvm.fpext %704 : bf16 to f32
      %706 = llvm.load %126 {alignment = 16 : i64} : !llvm.ptr -> f32
      %707 = llvm.fmul %705, %706 : f32
      %708 = llvm.fmul %707, %46 : f32
      %709 = nvvm.atomicrmw fadd %703, %708 : !llvm.ptr<1>, f32
      %710 = llvm.load %152 {alignment = 4 : i64} : !llvm.ptr -> f32
      %711 = llvm.fmul %710, %46 : f32
      %712 = llvm.load %144 {alignment = 4 : i64} : !llvm.ptr -> f32
      %713 = llvm.fmul %712, %638 : f32
      %714 = llvm.fsub %711, %713 : f32
      %715 = llvm.fptrunc %714 : f32 to bf16
      %716 = llvm.getelementptr %645[%140] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %715, %716 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %717 = llvm.getelementptr %41[%139] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %718 = llvm.load %145 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %719 = llvm.fpext %718 : bf16 to f32
      %720 = llvm.load %144 {alignment = 4 : i64} : !llvm.ptr -> f32
      %721 = llvm.fmul %719, %720 : f32
      %722 = llvm.fmul %721, %46 : f32
      %723 = nvvm.atomicrmw fadd %717, %722 : !llvm.ptr<1>, f32
      %724 = llvm.load %170 {alignment = 8 : i64} : !llvm.ptr -> f32
      %725 = llvm.fmul %724, %46 : f32
      %726 = llvm.load %162 {alignment = 8 : i64} : !llvm.ptr -> f32
      %727 = llvm.fmul %726, %638 : f32
      %728 = llvm.fsub %725, %727 : f32
      %729 = llvm.fptrunc %728 : f32 to bf16
      %730 = llvm.getelementptr %645[%158] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %729, %730 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %731 = llvm.getelementptr %41[%157] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %732 = llvm.load %163 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %733 = llvm.fpext %732 : bf16 to f32
      %734 = llvm.load %162 {alignment = 8 : i64} : !llvm.ptr -> f32
      %735 = llvm.fmul %733, %734 : f32
      %736 = llvm.fmul %735, %46 : f32
      %737 = nvvm.atomicrmw fadd %731, %736 : !llvm.ptr<1>, f32
      %738 = llvm.load %188 {alignment = 4 : i64} : !llvm.ptr -> f32
      %739 = llvm.fmul %738, %46 : f32
      %740 = llvm.load %180 {alignment = 4 : i64} : !llvm.ptr -> f32
      %741 = llvm.fmul %740, %638 : f32
      %742 = llvm.fsub %739, %741 : f32
      %743 = llvm.fptrunc %742 : f32 to bf16
      %744 = llvm.getelementptr %645[%176] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %743, %744 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %745 = llvm.getelementptr %41[%175] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %746 = llvm.load %181 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %747 = llvm.fpext %746 : bf16 to f32
      %748 = llvm.load %180 {alignment = 4 : i64} : !llvm.ptr -> f32
      %749 = llvm.fmul %747, %748 : f32
      %750 = llvm.fmul %749, %46 : f32
      %751 = nvvm.atomicrmw fadd %745, %750 : !llvm.ptr<1>, f32
      %752 = llvm.load %206 {alignment = 32 : i64} : !llvm.ptr -> f32
      %753 = llvm.fmul %752, %46 : f32
      %754 = llvm.load %198 {alignment = 32 : i64} : !llvm.ptr -> f32
      %755 = llvm.fmul %754, %638 : f32
      %756 = llvm.fsub %753, %755 : f32
      %757 = llvm.fptrunc %756 : f32 to bf16
      %758 = llvm.getelementptr %645[%194] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %757, %758 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %759 = llvm.getelementptr %41[%193] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %760 = llvm.load %199 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %761 = llvm.fpext %760 : bf16 to f32
      %762 = llvm.load %198 {alignment = 32 : i64} : !llvm.ptr -> f32
      %763 = llvm.fmul %761, %762 : f32
      %764 = llvm.fmul %763, %46 : f32
      %765 = nvvm.atomicrmw fadd %759, %764 : !llvm.ptr<1>, f32
      %766 = llvm.load %224 {alignment = 4 : i64} : !llvm.ptr -> f32
      %767 = llvm.fmul %766, %46 : f32
      %768 = llvm.load %216 {alignment = 4 : i64} : !llvm.ptr -> f32
      %769 = llvm.fmul %768, %638 : f32
      %770 = llvm.fsub %767, %769 : f32
      %771 = llvm.fptrunc %770 : f32 to bf16
      %772 = llvm.getelementptr %645[%212] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %771, %772 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %773 = llvm.getelementptr %41[%211] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %774 = llvm.load %217 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %775 = llvm.fpext %774 : bf16 to f32
      %776 = llvm.load %216 {alignment = 4 : i64} : !llvm.ptr -> f32
      %777 = llvm.fmul %775, %776 : f32
      %778 = llvm.fmul %777, %46 : f32
      %779 = nvvm.atomicrmw fadd %773, %778 : !llvm.ptr<1>, f32
      %780 = llvm.load %242 {alignment = 8 : i64} : !llvm.ptr -> f32
      %781 = llvm.fmul %780, %46 : f32
      %782 = llvm.load %234 {alignment = 8 : i64} : !llvm.ptr -> f32
      %783 = llvm.fmul %782, %638 : f32
      %784 = llvm.fsub %781, %783 : f32
      %785 = llvm.fptrunc %784 : f32 to bf16
      %786 = llvm.getelementptr %645[%230] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %785, %786 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %787 = llvm.getelementptr %41[%229] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %788 = llvm.load %235 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %789 = llvm.fpext %788 : bf16 to f32
      %790 = llvm.load %234 {alignment = 8 : i64} : !llvm.ptr -> f32
      %791 = llvm.fmul %789, %790 : f32
      %792 = llvm.fmul %791, %46 : f32
      %793 = nvvm.atomicrmw fadd %787, %792 : !llvm.ptr<1>, f32
      %794 = llvm.load %260 {alignment = 4 : i64} : !llvm.ptr -> f32
      %795 = llvm.fmul %794, %46 : f32
      %796 = llvm.load %252 {alignment = 4 : i64} : !llvm.ptr -> f32
      %797 = llvm.fmul %796, %638 : f32
      %798 = llvm.fsub %795, %797 : f32
      %799 = llvm.fptrunc %798 : f32 to bf16
      %800 = llvm.getelementptr %645[%248] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %799, %800 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %801 = llvm.getelementptr %41[%247] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %802 = llvm.load %253 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %803 = llvm.fpext %802 : bf16 to f32
      %804 = llvm.load %252 {alignment = 4 : i64} : !llvm.ptr -> f32
      %805 = llvm.fmul %803, %804 : f32
      %806 = llvm.fmul %805, %46 : f32
      %807 = nvvm.atomicrmw fadd %801, %806 : !llvm.ptr<1>, f32
      %808 = llvm.load %278 {alignment = 16 : i64} : !llvm.ptr -> f32
      %809 = llvm.fmul %808, %46 : f32
      %810 = llvm.load %270 {alignment = 16 : i64} : !llvm.ptr -> f32
      %811 = llvm.fmul %810, %638 : f32
      %812 = llvm.fsub %809, %811 : f32
      %813 = llvm.fptrunc %812 : f32 to bf16
      %814 = llvm.getelementptr %645[%266] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %813, %814 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %815 = llvm.getelementptr %41[%265] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %816 = llvm.load %271 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %817 = llvm.fpext %816 : bf16 to f32
      %818 = llvm.load %270 {alignment = 16 : i64} : !llvm.ptr -> f32
      %819 = llvm.fmul %817, %818 : f32
      %820 = llvm.fmul %819, %46 : f32
      %821 = nvvm.atomicrmw fadd %815, %820 : !llvm.ptr<1>, f32
      %822 = llvm.load %296 {alignment = 4 : i64} : !llvm.ptr -> f32
      %823 = llvm.fmul %822, %46 : f32
      %824 = llvm.load %288 {alignment = 4 : i64} : !llvm.ptr -> f32
      %825 = llvm.fmul %824, %638 : f32
      %826 = llvm.fsub %823, %825 : f32
      %827 = llvm.fptrunc %826 : f32 to bf16
      %828 = llvm.getelementptr %645[%284] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %827, %828 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %829 = llvm.getelementptr %41[%283] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %830 = llvm.load %289 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %831 = llvm.fpext %830 : bf16 to f32
      %832 = llvm.load %288 {alignment = 4 : i64} : !llvm.ptr -> f32
      %833 = llvm.fmul %831, %832 : f32
      %834 = llvm.fmul %833, %46 : f32
      %835 = nvvm.atomicrmw fadd %829, %834 : !llvm.ptr<1>, f32
      %836 = llvm.load %314 {alignment = 8 : i64} : !llvm.ptr -> f32
      %837 = llvm.fmul %836, %46 : f32
      %838 = llvm.load %306 {alignment = 8 : i64} : !llvm.ptr -> f32
      %839 = llvm.fmul %838, %638 : f32
      %840 = llvm.fsub %837, %839 : f32
      %841 = llvm.fptrunc %840 : f32 to bf16
      %842 = llvm.getelementptr %645[%302] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %841, %842 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %843 = llvm.getelementptr %41[%301] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %844 = llvm.load %307 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %845 = llvm.fpext %844 : bf16 to f32
      %846 = llvm.load %306 {alignment = 8 : i64} : !llvm.ptr -> f32
      %847 = llvm.fmul %845, %846 : f32
      %848 = llvm.fmul %847, %46 : f32
      %849 = nvvm.atomicrmw fadd %843, %848 : !llvm.ptr<1>, f32
      %850 = llvm.load %332 {alignment = 4 : i64} : !llvm.ptr -> f32
      %851 = llvm.fmul %850, %46 : f32
      %852 = llvm.load %324 {alignment = 4 : i64} : !llvm.ptr -> f32
      %853 = llvm.fmul %852, %638 : f32
      %854 = llvm.fsub %851, %853 : f32
      %855 = llvm.fptrunc %854 : f32 to bf16
      %856 = llvm.getelementptr %645[%320] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %855, %856 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %857 = llvm.getelementptr %41[%319] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %858 = llvm.load %325 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %859 = llvm.fpext %858 : bf16 to f32
      %860 = llvm.load %324 {alignment = 4 : i64} : !llvm.ptr -> f32
      %861 = llvm.fmul %859, %860 : f32
      %862 = llvm.fmul %861, %46 : f32
      %863 = nvvm.atomicrmw fadd %857, %862 : !llvm.ptr<1>, f32
      %864 = llvm.load %350 {alignment = 32 : i64} : !llvm.ptr -> f32
      %865 = llvm.fmul %864, %46 : f32
      %866 = llvm.load %342 {alignment = 32 : i64} : !llvm.ptr -> f32
      %867 = llvm.fmul %866, %638 : f32
      %868 = llvm.fsub %865, %867 : f32
      %869 = llvm.fptrunc %868 : f32 to bf16
      %870 = llvm.getelementptr %645[%338] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %869, %870 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %871 = llvm.getelementptr %41[%337] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %872 = llvm.load %343 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %873 = llvm.fpext %872 : bf16 to f32
      %874 = llvm.load %342 {alignment = 32 : i64} : !llvm.ptr -> f32
      %875 = llvm.fmul %873, %874 : f32
      %876 = llvm.fmul %875, %46 : f32
      %877 = nvvm.atomicrmw fadd %871, %876 : !llvm.ptr<1>, f32
      %878 = llvm.load %368 {alignment = 4 : i64} : !llvm.ptr -> f32
      %879 = llvm.fmul %878, %46 : f32
      %880 = llvm.load %360 {alignment = 4 : i64} : !llvm.ptr -> f32
      %881 = llvm.fmul %880, %638 : f32
      %882 = llvm.fsub %879, %881 : f32
      %883 = llvm.fptrunc %882 : f32 to bf16
      %884 = llvm.getelementptr %645[%356] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %883, %884 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %885 = llvm.getelementptr %41[%355] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %886 = llvm.load %361 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %887 = llvm.fpext %886 : bf16 to f32
      %888 = llvm.load %360 {alignment = 4 : i64} : !llvm.ptr -> f32
      %889 = llvm.fmul %887, %888 : f32
      %890 = llvm.fmul %889, %46 : f32
      %891 = nvvm.atomicrmw fadd %885, %890 : !llvm.ptr<1>, f32
      %892 = llvm.load %386 {alignment = 8 : i64} : !llvm.ptr -> f32
      %893 = llvm.fmul %892, %46 : f32
      %894 = llvm.load %378 {alignment = 8 : i64} : !llvm.ptr -> f32
      %895 = llvm.fmul %894, %638 : f32
      %896 = llvm.fsub %893, %895 : f32
      %897 = llvm.fptrunc %896 : f32 to bf16
      %898 = llvm.getelementptr %645[%374] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %897, %898 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %899 = llvm.getelementptr %41[%373] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %900 = llvm.load %379 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %901 = llvm.fpext %900 : bf16 to f32
      %902 = llvm.load %378 {alignment = 8 : i64} : !llvm.ptr -> f32
      %903 = llvm.fmul %901, %902 : f32
      %904 = llvm.fmul %903, %46 : f32
      %905 = nvvm.atomicrmw fadd %899, %904 : !llvm.ptr<1>, f32
      %906 = llvm.load %404 {alignment = 4 : i64} : !llvm.ptr -> f32
      %907 = llvm.fmul %906, %46 : f32
      %908 = llvm.load %396 {alignment = 4 : i64} : !llvm.ptr -> f32
      %909 = llvm.fmul %908, %638 : f32
      %910 = llvm.fsub %907, %909 : f32
      %911 = llvm.fptrunc %910 : f32 to bf16
      %912 = llvm.getelementptr %645[%392] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %911, %912 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %913 = llvm.getelementptr %41[%391] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %914 = llvm.load %397 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %915 = llvm.fpext %914 : bf16 to f32
      %916 = llvm.load %396 {alignment = 4 : i64} : !llvm.ptr -> f32
      %917 = llvm.fmul %915, %916 : f32
      %918 = llvm.fmul %917, %46 : f32
      %919 = nvvm.atomicrmw fadd %913, %918 : !llvm.ptr<1>, f32
      %920 = llvm.load %422 {alignment = 16 : i64} : !llvm.ptr -> f32
      %921 = llvm.fmul %920, %46 : f32
      %922 = llvm.load %414 {alignment = 16 : i64} : !llvm.ptr -> f32
      %923 = llvm.fmul %922, %638 : f32
      %924 = llvm.fsub %921, %923 : f32
      %925 = llvm.fptrunc %924 : f32 to bf16
      %926 = llvm.getelementptr %645[%410] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %925, %926 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %927 = llvm.getelementptr %41[%409] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %928 = llvm.load %415 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %929 = llvm.fpext %928 : bf16 to f32
      %930 = llvm.load %414 {alignment = 16 : i64} : !llvm.ptr -> f32
      %931 = llvm.fmul %929, %930 : f32
      %932 = llvm.fmul %931, %46 : f32
      %933 = nvvm.atomicrmw fadd %927, %932 : !llvm.ptr<1>, f32
      %934 = llvm.load %440 {alignment = 4 : i64} : !llvm.ptr -> f32
      %935 = llvm.fmul %934, %46 : f32
      %936 = llvm.load %432 {alignment = 4 : i64} : !llvm.ptr -> f32
      %937 = llvm.fmul %936, %638 : f32
      %938 = llvm.fsub %935, %937 : f32
      %939 = llvm.fptrunc %938 : f32 to bf16
      %940 = llvm.getelementptr %645[%428] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %939, %940 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %941 = llvm.getelementptr %41[%427] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %942 = llvm.load %433 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %943 = llvm.fpext %942 : bf16 to f32
      %944 = llvm.load %432 {alignment = 4 : i64} : !llvm.ptr -> f32
      %945 = llvm.fmul %943, %944 : f32
      %946 = llvm.fmul %945, %46 : f32
      %947 = nvvm.atomicrmw fadd %941, %946 : !llvm.ptr<1>, f32
      %948 = llvm.load %458 {alignment = 8 : i64} : !llvm.ptr -> f32
      %949 = llvm.fmul %948, %46 : f32
      %950 = llvm.load %450 {alignment = 8 : i64} : !llvm.ptr -> f32
      %951 = llvm.fmul %950, %638 : f32
      %952 = llvm.fsub %949, %951 : f32
      %953 = llvm.fptrunc %952 : f32 to bf16
      %954 = llvm.getelementptr %645[%446] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %953, %954 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %955 = llvm.getelementptr %41[%445] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %956 = llvm.load %451 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %957 = llvm.fpext %956 : bf16 to f32
      %958 = llvm.load %450 {alignment = 8 : i64} : !llvm.ptr -> f32
      %959 = llvm.fmul %957, %958 : f32
      %960 = llvm.fmul %959, %46 : f32
      %961 = nvvm.atomicrmw fadd %955, %960 : !llvm.ptr<1>, f32
      %962 = llvm.load %476 {alignment = 4 : i64} : !llvm.ptr -> f32
      %963 = llvm.fmul %962, %46 : f32
      %964 = llvm.load %468 {alignment = 4 : i64} : !llvm.ptr -> f32
      %965 = llvm.fmul %964, %638 : f32
      %966 = llvm.fsub %963, %965 : f32
      %967 = llvm.fptrunc %966 : f32 to bf16
      %968 = llvm.getelementptr %645[%464] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %967, %968 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %969 = llvm.getelementptr %41[%463] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %970 = llvm.load %469 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %971 = llvm.fpext %970 : bf16 to f32
      %972 = llvm.load %468 {alignment = 4 : i64} : !llvm.ptr -> f32
      %973 = llvm.fmul %971, %972 : f32
      %974 = llvm.fmul %973, %46 : f32
      %975 = nvvm.atomicrmw fadd %969, %974 : !llvm.ptr<1>, f32
      %976 = llvm.load %494 {alignment = 32 : i64} : !llvm.ptr -> f32
      %977 = llvm.fmul %976, %46 : f32
      %978 = llvm.load %486 {alignment = 32 : i64} : !llvm.ptr -> f32
      %979 = llvm.fmul %978, %638 : f32
      %980 = llvm.fsub %977, %979 : f32
      %981 = llvm.fptrunc %980 : f32 to bf16
      %982 = llvm.getelementptr %645[%482] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %981, %982 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %983 = llvm.getelementptr %41[%481] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %984 = llvm.load %487 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %985 = llvm.fpext %984 : bf16 to f32
      %986 = llvm.load %486 {alignment = 32 : i64} : !llvm.ptr -> f32
      %987 = llvm.fmul %985, %986 : f32
      %988 = llvm.fmul %987, %46 : f32
      %989 = nvvm.atomicrmw fadd %983, %988 : !llvm.ptr<1>, f32
      %990 = llvm.load %512 {alignment = 4 : i64} : !llvm.ptr -> f32
      %991 = llvm.fmul %990, %46 : f32
      %992 = llvm.load %504 {alignment = 4 : i64} : !llvm.ptr -> f32
      %993 = llvm.fmul %992, %638 : f32
      %994 = llvm.fsub %991, %993 : f32
      %995 = llvm.fptrunc %994 : f32 to bf16
      %996 = llvm.getelementptr %645[%500] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %995, %996 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %997 = llvm.getelementptr %41[%499] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %998 = llvm.load %505 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %999 = llvm.fpext %998 : bf16 to f32
      %1000 = llvm.load %504 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1001 = llvm.fmul %999, %1000 : f32
      %1002 = llvm.fmul %1001, %46 : f32
      %1003 = nvvm.atomicrmw fadd %997, %1002 : !llvm.ptr<1>, f32
      %1004 = llvm.load %530 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1005 = llvm.fmul %1004, %46 : f32
      %1006 = llvm.load %522 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1007 = llvm.fmul %1006, %638 : f32
      %1008 = llvm.fsub %1005, %1007 : f32
      %1009 = llvm.fptrunc %1008 : f32 to bf16
      %1010 = llvm.getelementptr %645[%518] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %1009, %1010 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %1011 = llvm.getelementptr %41[%517] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %1012 = llvm.load %523 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1013 = llvm.fpext %1012 : bf16 to f32
      %1014 = llvm.load %522 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1015 = llvm.fmul %1013, %1014 : f32
      %1016 = llvm.fmul %1015, %46 : f32
      %1017 = nvvm.atomicrmw fadd %1011, %1016 : !llvm.ptr<1>, f32
      %1018 = llvm.load %548 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1019 = llvm.fmul %1018, %46 : f32
      %1020 = llvm.load %540 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1021 = llvm.fmul %1020, %638 : f32
      %1022 = llvm.fsub %1019, %1021 : f32
      %1023 = llvm.fptrunc %1022 : f32 to bf16
      %1024 = llvm.getelementptr %645[%536] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %1023, %1024 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %1025 = llvm.getelementptr %41[%535] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %1026 = llvm.load %541 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1027 = llvm.fpext %1026 : bf16 to f32
      %1028 = llvm.load %540 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1029 = llvm.fmul %1027, %1028 : f32
      %1030 = llvm.fmul %1029, %46 : f32
      %1031 = nvvm.atomicrmw fadd %1025, %1030 : !llvm.ptr<1>, f32
      %1032 = llvm.load %566 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1033 = llvm.fmul %1032, %46 : f32
      %1034 = llvm.load %558 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1035 = llvm.fmul %1034, %638 : f32
      %1036 = llvm.fsub %1033, %1035 : f32
      %1037 = llvm.fptrunc %1036 : f32 to bf16
      %1038 = llvm.getelementptr %645[%554] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %1037, %1038 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %1039 = llvm.getelementptr %41[%553] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %1040 = llvm.load %559 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1041 = llvm.fpext %1040 : bf16 to f32
      %1042 = llvm.load %558 {alignment = 16 : i64} : !llvm.ptr -> f32
      %1043 = llvm.fmul %1041, %1042 : f32
      %1044 = llvm.fmul %1043, %46 : f32
      %1045 = nvvm.atomicrmw fadd %1039, %1044 : !llvm.ptr<1>, f32
      %1046 = llvm.load %584 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1047 = llvm.fmul %1046, %46 : f32
      %1048 = llvm.load %576 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1049 = llvm.fmul %1048, %638 : f32
      %1050 = llvm.fsub %1047, %1049 : f32
      %1051 = llvm.fptrunc %1050 : f32 to bf16
      %1052 = llvm.getelementptr %645[%572] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %1051, %1052 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %1053 = llvm.getelementptr %41[%571] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %1054 = llvm.load %577 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1055 = llvm.fpext %1054 : bf16 to f32
      %1056 = llvm.load %576 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1057 = llvm.fmul %1055, %1056 : f32
      %1058 = llvm.fmul %1057, %46 : f32
      %1059 = nvvm.atomicrmw fadd %1053, %1058 : !llvm.ptr<1>, f32
      %1060 = llvm.load %602 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1061 = llvm.fmul %1060, %46 : f32
      %1062 = llvm.load %594 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1063 = llvm.fmul %1062, %638 : f32
      %1064 = llvm.fsub %1061, %1063 : f32
      %1065 = llvm.fptrunc %1064 : f32 to bf16
      %1066 = llvm.getelementptr %645[%590] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %1065, %1066 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %1067 = llvm.getelementptr %41[%589] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %1068 = llvm.load %595 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1069 = llvm.fpext %1068 : bf16 to f32
      %1070 = llvm.load %594 {alignment = 8 : i64} : !llvm.ptr -> f32
      %1071 = llvm.fmul %1069, %1070 : f32
      %1072 = llvm.fmul %1071, %46 : f32
      %1073 = nvvm.atomicrmw fadd %1067, %1072 : !llvm.ptr<1>, f32
      %1074 = llvm.load %620 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1075 = llvm.fmul %1074, %46 : f32
      %1076 = llvm.load %612 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1077 = llvm.fmul %1076, %638 : f32
      %1078 = llvm.fsub %1075, %1077 : f32
      %1079 = llvm.fptrunc %1078 : f32 to bf16
      %1080 = llvm.getelementptr %645[%608] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %1079, %1080 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %1081 = llvm.getelementptr %41[%607] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %1082 = llvm.load %613 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %1083 = llvm.fpext %1082 : bf16 to f32
      %1084 = llvm.load %612 {alignment = 4 : i64} : !llvm.ptr -> f32
      %1085 = llvm.fmul %1083, %1084 : f32
      %1086 = llvm.fmul %1085, %46 : f32
      %1087 = nvvm.atomicrmw fadd %1081, %1086 : !llvm.ptr<1>, f32
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_rmsnorm_bwd_kernel_tensorptrbf16gmemalign16o128102410241_tensorptrbf16gmemalign16o10241_tensorptrbf16gmemalign16o128102410241_tensorptrf32gmemalign16o1281_tensorptrbf16gmem_0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_rmsnorm_bwd_FakeTensorBFloat16128102410241_FakeTensorBFloat1610241_FakeTensorBFloat16128102410241_FakeTensorFloat321281_FakeTensorBFloat16128102410241_FakeTensorFloat321024(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg4: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg5: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(128 : i32) : i32
    %7 = llvm.mlir.constant(1 : i32) : i32
    %8 = llvm.mlir.constant(32 : i32) : i32
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
    %68 = "cuda.launch_ex"(%24, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_rmsnorm_bwd_kernel_tensorptrbf16gmemalign16o128102410241_tensorptrbf16gmemalign16o10241_tensorptrbf16gmemalign16o128102410241_tensorptrf32gmemalign16o1281_tensorptrbf16gmem_0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> !cuda.result
    %69 = builtin.unrealized_conversion_cast %68 : !cuda.result to i32
    "cuda.return_if_error"(%69) : (i32) -> ()
    llvm.return %5 : i32
  }
  llvm.func @_mlir_ciface_cutlass_rmsnorm_bwd_FakeTensorBFloat16128102410241_FakeTensorBFloat1610241_FakeTensorBFloat16128102410241_FakeTensorFloat321281_FakeTensorBFloat16128102410241_FakeTensorFloat321024(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg3: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg4: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg5: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_rmsnorm_bwd_FakeTensorBFloat16128102410241_FakeTensorBFloat1610241_FakeTensorBFloat16128102410241_FakeTensorFloat321281_FakeTensorBFloat16128102410241_FakeTensorFloat321024(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>) -> i32
    llvm.return %0 : i32
  }
}
