module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_100a", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, conditional, [sm_100]>]} {
    llvm.func @kernel_cutlass_online_softmax_kernel_tensorptrbf16gmemalign16odiv8i64div81_tensorptrbf16gmemalign16odiv8i64div81__0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 32, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(0xFF800000 : f32) : f32
      %2 = llvm.mlir.constant(0 : i32) : i32
      %3 = llvm.mlir.constant(256 : i32) : i32
      %4 = llvm.mlir.constant(2 : i32) : i32
      %5 = llvm.mlir.constant(3 : i32) : i32
      %6 = llvm.mlir.constant(4 : i32) : i32
      %7 = llvm.mlir.constant(5 : i32) : i32
      %8 = llvm.mlir.constant(6 : i32) : i32
      %9 = llvm.mlir.constant(7 : i32) : i32
      %10 = llvm.mlir.constant(1.44269502 : f32) : f32
      %11 = llvm.mlir.constant(-1 : i32) : i32
      %12 = llvm.mlir.constant(16 : i32) : i32
      %13 = llvm.mlir.constant(31 : i32) : i32
      %14 = llvm.mlir.constant(32 : i32) : i32
      %15 = llvm.mlir.constant(8 : i32) : i32
      %16 = llvm.mlir.constant(1 : i32) : i32
      %17 = llvm.alloca %15 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %18 = nvvm.read.ptx.sreg.laneid range <i32, 0, 32> : i32
      %19 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %20 = llvm.mul %18, %15 : i32
      %21 = llvm.getelementptr %17[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %22 = llvm.getelementptr %17[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %23 = llvm.getelementptr %17[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %24 = llvm.getelementptr %17[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %25 = llvm.getelementptr %17[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %26 = llvm.getelementptr %17[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %27 = llvm.getelementptr %17[7] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.br ^bb1(%2, %0, %1 : i32, f32, f32)
    ^bb1(%28: i32, %29: f32, %30: f32):  // 2 preds: ^bb0, ^bb18
      %31 = llvm.icmp "slt" %28, %arg2 : i32
      llvm.cond_br %31, ^bb2, ^bb19
    ^bb2:  // pred: ^bb1
      %32 = llvm.add %28, %20 : i32
      llvm.store %1, %17 {alignment = 32 : i64} : f32, !llvm.ptr
      %33 = llvm.icmp "slt" %32, %arg2 : i32
      llvm.cond_br %33, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %34 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %35 = llvm.sext %19 : i32 to i64
      %36 = llvm.mul %35, %34 overflow<nsw> : i64
      %37 = llvm.sext %32 : i32 to i64
      %38 = llvm.add %36, %37 overflow<nsw> : i64
      %39 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %40 = llvm.getelementptr %39[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %41 = llvm.load %40 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %42 = llvm.fpext %41 : bf16 to f32
      llvm.store %42, %17 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %43 = llvm.add %32, %16 : i32
      llvm.store %1, %21 {alignment = 4 : i64} : f32, !llvm.ptr
      %44 = llvm.icmp "slt" %43, %arg2 : i32
      llvm.cond_br %44, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %45 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %46 = llvm.sext %19 : i32 to i64
      %47 = llvm.mul %46, %45 overflow<nsw> : i64
      %48 = llvm.sext %43 : i32 to i64
      %49 = llvm.add %47, %48 overflow<nsw> : i64
      %50 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %51 = llvm.getelementptr %50[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %52 = llvm.load %51 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %53 = llvm.fpext %52 : bf16 to f32
      llvm.store %53, %21 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %54 = llvm.add %32, %4 : i32
      llvm.store %1, %22 {alignment = 8 : i64} : f32, !llvm.ptr
      %55 = llvm.icmp "slt" %54, %arg2 : i32
      llvm.cond_br %55, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %56 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %57 = llvm.sext %19 : i32 to i64
      %58 = llvm.mul %57, %56 overflow<nsw> : i64
      %59 = llvm.sext %54 : i32 to i64
      %60 = llvm.add %58, %59 overflow<nsw> : i64
      %61 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %62 = llvm.getelementptr %61[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %63 = llvm.load %62 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %64 = llvm.fpext %63 : bf16 to f32
      llvm.store %64, %22 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb6, ^bb7
      %65 = llvm.add %32, %5 : i32
      llvm.store %1, %23 {alignment = 4 : i64} : f32, !llvm.ptr
      %66 = llvm.icmp "slt" %65, %arg2 : i32
      llvm.cond_br %66, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %67 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %68 = llvm.sext %19 : i32 to i64
      %69 = llvm.mul %68, %67 overflow<nsw> : i64
      %70 = llvm.sext %65 : i32 to i64
      %71 = llvm.add %69, %70 overflow<nsw> : i64
      %72 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %73 = llvm.getelementptr %72[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %74 = llvm.load %73 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %75 = llvm.fpext %74 : bf16 to f32
      llvm.store %75, %23 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      %76 = llvm.add %32, %6 : i32
      llvm.store %1, %24 {alignment = 16 : i64} : f32, !llvm.ptr
      %77 = llvm.icmp "slt" %76, %arg2 : i32
      llvm.cond_br %77, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %78 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %79 = llvm.sext %19 : i32 to i64
      %80 = llvm.mul %79, %78 overflow<nsw> : i64
      %81 = llvm.sext %76 : i32 to i64
      %82 = llvm.add %80, %81 overflow<nsw> : i64
      %83 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %84 = llvm.getelementptr %83[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %85 = llvm.load %84 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %86 = llvm.fpext %85 : bf16 to f32
      llvm.store %86, %24 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %87 = llvm.add %32, %7 : i32
      llvm.store %1, %25 {alignment = 4 : i64} : f32, !llvm.ptr
      %88 = llvm.icmp "slt" %87, %arg2 : i32
      llvm.cond_br %88, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %89 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %90 = llvm.sext %19 : i32 to i64
      %91 = llvm.mul %90, %89 overflow<nsw> : i64
      %92 = llvm.sext %87 : i32 to i64
      %93 = llvm.add %91, %92 overflow<nsw> : i64
      %94 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %95 = llvm.getelementptr %94[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %96 = llvm.load %95 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %97 = llvm.fpext %96 : bf16 to f32
      llvm.store %97, %25 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.br ^bb14
    ^bb14:  // 2 preds: ^bb12, ^bb13
      %98 = llvm.add %32, %8 : i32
      llvm.store %1, %26 {alignment = 8 : i64} : f32, !llvm.ptr
      %99 = llvm.icmp "slt" %98, %arg2 : i32
      llvm.cond_br %99, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %100 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %101 = llvm.sext %19 : i32 to i64
      %102 = llvm.mul %101, %100 overflow<nsw> : i64
      %103 = llvm.sext %98 : i32 to i64
      %104 = llvm.add %102, %103 overflow<nsw> : i64
      %105 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %106 = llvm.getelementptr %105[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %107 = llvm.load %106 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %108 = llvm.fpext %107 : bf16 to f32
      llvm.store %108, %26 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %109 = llvm.add %32, %9 : i32
      llvm.store %1, %27 {alignment = 4 : i64} : f32, !llvm.ptr
      %110 = llvm.icmp "slt" %109, %arg2 : i32
      llvm.cond_br %110, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %111 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %112 = llvm.sext %19 : i32 to i64
      %113 = llvm.mul %112, %111 overflow<nsw> : i64
      %114 = llvm.sext %109 : i32 to i64
      %115 = llvm.add %113, %114 overflow<nsw> : i64
      %116 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %117 = llvm.getelementptr %116[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %118 = llvm.load %117 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %119 = llvm.fpext %118 : bf16 to f32
      llvm.store %119, %27 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %120 = llvm.load %17 {alignment = 32 : i64} : !llvm.ptr -> f32
      %121 = llvm.load %21 {alignment = 4 : i64} : !llvm.ptr -> f32
      %122 = nvvm.fmax %120, %121
      %123 = llvm.load %22 {alignment = 8 : i64} : !llvm.ptr -> f32
      %124 = nvvm.fmax %122, %123
      %125 = llvm.load %23 {alignment = 4 : i64} : !llvm.ptr -> f32
      %126 = nvvm.fmax %124, %125
      %127 = llvm.load %24 {alignment = 16 : i64} : !llvm.ptr -> f32
      %128 = nvvm.fmax %126, %127
      %129 = llvm.load %25 {alignment = 4 : i64} : !llvm.ptr -> f32
      %130 = nvvm.fmax %128, %129
      %131 = llvm.load %26 {alignment = 8 : i64} : !llvm.ptr -> f32
      %132 = nvvm.fmax %130, %131
      %133 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> f32
      %134 = nvvm.fmax %132, %133
      %135 = nvvm.fmax %30, %134
      %136 = llvm.load %17 {alignment = 32 : i64} : !llvm.ptr -> f32
      %137 = llvm.fsub %136, %135 : f32
      %138 = llvm.fmul %137, %10 : f32
      %139 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%138) : (f32) -> f32
      %140 = llvm.fadd %139, %0 : f32
      %141 = llvm.load %21 {alignment = 4 : i64} : !llvm.ptr -> f32
      %142 = llvm.fsub %141, %135 : f32
      %143 = llvm.fmul %142, %10 : f32
      %144 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%143) : (f32) -> f32
      %145 = llvm.fadd %140, %144 : f32
      %146 = llvm.load %22 {alignment = 8 : i64} : !llvm.ptr -> f32
      %147 = llvm.fsub %146, %135 : f32
      %148 = llvm.fmul %147, %10 : f32
      %149 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%148) : (f32) -> f32
      %150 = llvm.fadd %145, %149 : f32
      %151 = llvm.load %23 {alignment = 4 : i64} : !llvm.ptr -> f32
      %152 = llvm.fsub %151, %135 : f32
      %153 = llvm.fmul %152, %10 : f32
      %154 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%153) : (f32) -> f32
      %155 = llvm.fadd %150, %154 : f32
      %156 = llvm.load %24 {alignment = 16 : i64} : !llvm.ptr -> f32
      %157 = llvm.fsub %156, %135 : f32
      %158 = llvm.fmul %157, %10 : f32
      %159 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%158) : (f32) -> f32
      %160 = llvm.fadd %155, %159 : f32
      %161 = llvm.load %25 {alignment = 4 : i64} : !llvm.ptr -> f32
      %162 = llvm.fsub %161, %135 : f32
      %163 = llvm.fmul %162, %10 : f32
      %164 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%163) : (f32) -> f32
      %165 = llvm.fadd %160, %164 : f32
      %166 = llvm.load %26 {alignment = 8 : i64} : !llvm.ptr -> f32
      %167 = llvm.fsub %166, %135 : f32
      %168 = llvm.fmul %167, %10 : f32
      %169 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%168) : (f32) -> f32
      %170 = llvm.fadd %165, %169 : f32
      %171 = llvm.load %27 {alignment = 4 : i64} : !llvm.ptr -> f32
      %172 = llvm.fsub %171, %135 : f32
      %173 = llvm.fmul %172, %10 : f32
      %174 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%173) : (f32) -> f32
      %175 = llvm.fadd %170, %174 : f32
      %176 = llvm.fsub %30, %135 : f32
      %177 = llvm.fmul %176, %10 : f32
      %178 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%177) : (f32) -> f32
      %179 = llvm.fmul %29, %178 : f32
      %180 = llvm.fadd %179, %175 : f32
      %181 = llvm.add %28, %3 : i32
      llvm.br ^bb1(%181, %180, %135 : i32, f32, f32)
    ^bb19:  // pred: ^bb1
      %182 = nvvm.shfl.sync bfly %11, %30, %12, %13 : f32 -> f32
      %183 = nvvm.shfl.sync bfly %11, %29, %12, %13 : f32 -> f32
      %184 = nvvm.fmax %30, %182
      %185 = llvm.fsub %30, %184 : f32
      %186 = llvm.fmul %185, %10 : f32
      %187 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%186) : (f32) -> f32
      %188 = llvm.fmul %29, %187 : f32
      %189 = llvm.fsub %182, %184 : f32
      %190 = llvm.fmul %189, %10 : f32
      %191 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%190) : (f32) -> f32
      %192 = llvm.fmul %183, %191 : f32
      %193 = llvm.fadd %188, %192 : f32
      %194 = nvvm.shfl.sync bfly %11, %184, %15, %13 : f32 -> f32
      %195 = nvvm.shfl.sync bfly %11, %193, %15, %13 : f32 -> f32
      %196 = nvvm.fmax %184, %194
      %197 = llvm.fsub %184, %196 : f32
      %198 = llvm.fmul %197, %10 : f32
      %199 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%198) : (f32) -> f32
      %200 = llvm.fmul %193, %199 : f32
      %201 = llvm.fsub %194, %196 : f32
      %202 = llvm.fmul %201, %10 : f32
      %203 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%202) : (f32) -> f32
      %204 = llvm.fmul %195, %203 : f32
      %205 = llvm.fadd %200, %204 : f32
      %206 = nvvm.shfl.sync bfly %11, %196, %6, %13 : f32 -> f32
      %207 = nvvm.shfl.sync bfly %11, %205, %6, %13 : f32 -> f32
      %208 = nvvm.fmax %196, %206
      %209 = llvm.fsub %196, %208 : f32
      %210 = llvm.fmul %209, %10 : f32
      %211 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%210) : (f32) -> f32
      %212 = llvm.fmul %205, %211 : f32
      %213 = llvm.fsub %206, %208 : f32
      %214 = llvm.fmul %213, %10 : f32
      %215 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%214) : (f32) -> f32
      %216 = llvm.fmul %207, %215 : f32
      %217 = llvm.fadd %212, %216 : f32
      %218 = nvvm.shfl.sync bfly %11, %208, %4, %13 : f32 -> f32
      %219 = nvvm.shfl.sync bfly %11, %217, %4, %13 : f32 -> f32
      %220 = nvvm.fmax %208, %218
      %221 = llvm.fsub %208, %220 : f32
      %222 = llvm.fmul %221, %10 : f32
      %223 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%222) : (f32) -> f32
      %224 = llvm.fmul %217, %223 : f32
      %225 = llvm.fsub %218, %220 : f32
      %226 = llvm.fmul %225, %10 : f32
      %227 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%226) : (f32) -> f32
      %228 = llvm.fmul %219, %227 : f32
      %229 = llvm.fadd %224, %228 : f32
      %230 = nvvm.shfl.sync bfly %11, %220, %16, %13 : f32 -> f32
      %231 = nvvm.shfl.sync bfly %11, %229, %16, %13 : f32 -> f32
      %232 = nvvm.fmax %220, %230
      %233 = llvm.fsub %220, %232 : f32
      %234 = llvm.fmul %233, %10 : f32
      %235 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%234) : (f32) -> f32
      %236 = llvm.fmul %229, %235 : f32
      %237 = llvm.fsub %230, %232 : f32
      %238 = llvm.fmul %237, %10 : f32
      %239 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%238) : (f32) -> f32
      %240 = llvm.fmul %231, %239 : f32
      %241 = llvm.fadd %236, %240 : f32
      %242 = nvvm.rcp.approx.ftz.f %241 : f32
      %243 = llvm.extractvalue %arg0[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %244 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %245 = llvm.extractvalue %arg1[1, 1] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      %246 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
      llvm.br ^bb20(%18 : i32)
    ^bb20(%247: i32):  // 2 preds: ^bb19, ^bb21
      %248 = llvm.icmp "slt" %247, %arg2 : i32
      llvm.cond_br %248, ^bb21, ^bb22
    ^bb21:  // pred: ^bb20
      %249 = llvm.sext %19 : i32 to i64
      %250 = llvm.mul %249, %243 overflow<nsw> : i64
      %251 = llvm.sext %247 : i32 to i64
      %252 = llvm.add %250, %251 overflow<nsw> : i64
      %253 = llvm.getelementptr %244[%252] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %254 = llvm.load %253 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %255 = llvm.fpext %254 : bf16 to f32
      %256 = llvm.fsub %255, %232 : f32
      %257 = llvm.fmul %256, %10 : f32
      %258 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%257) : (f32) -> f32
      %259 = llvm.fmul %258, %242 : f32
      %260 = llvm.fptrunc %259 : f32 to bf16
      %261 = llvm.mul %249, %245 overflow<nsw> : i64
      %262 = llvm.add %261, %251 overflow<nsw> : i64
      %263 = llvm.getelementptr %246[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      llvm.store %260, %263 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %264 = llvm.add %247, %14 : i32
      llvm.br ^bb20(%264 : i32)
    ^bb22:  // pred: ^bb20
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_online_softmax_kernel_tensorptrbf16gmemalign16odiv8i64div81_tensorptrbf16gmemalign16odiv8i64div81__0' launch shared memory exceeds current GPU arch sm_100a allowed. Allocated: %lld bytes. Max: 232448 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_online_softmax_FakeTensorBFloat16div1div8i64div81_FakeTensorBFloat16div1div8i64div81_3000(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: i32) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(1 : i32) : i32
    %7 = llvm.mlir.constant(32 : i32) : i32
    %8 = llvm.mlir.constant(0 : i64) : i64
    %9 = llvm.extractvalue %arg0[1, 0, 0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)> 
    %10 = llvm.inttoptr %8 : i64 to !llvm.ptr
    %11 = llvm.alloca %6 x !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)> : (i32) -> !llvm.ptr
    %12 = llvm.alloca %6 x !llvm.array<17 x struct<(i32, array<4 x i8>, array<64 x i8>)>> : (i32) -> !llvm.ptr
    %13 = llvm.getelementptr %11[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %12, %13 : !llvm.ptr, !llvm.ptr
    %14 = llvm.getelementptr %11[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %7, %14 : i32, !llvm.ptr
    %15 = llvm.getelementptr %11[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %15 : i32, !llvm.ptr
    %16 = llvm.getelementptr %11[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %16 : i32, !llvm.ptr
    %17 = llvm.getelementptr %11[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %8, %17 : i64, !llvm.ptr
    %18 = llvm.getelementptr %11[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %9, %18 : i32, !llvm.ptr
    %19 = llvm.getelementptr %11[0, 0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %19 : i32, !llvm.ptr
    %20 = llvm.getelementptr %11[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %6, %20 : i32, !llvm.ptr
    %21 = llvm.getelementptr %11[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %5, %21 : i32, !llvm.ptr
    %22 = llvm.getelementptr %11[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(array<3 x i32>, array<3 x i32>, i64, ptr, ptr, i32)>
    llvm.store %10, %22 : !llvm.ptr, !llvm.ptr
    %23 = llvm.alloca %6 x !llvm.array<1 x ptr> : (i32) -> !llvm.ptr
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
    %38 = llvm.add %28, %6 : i32
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
    %44 = llvm.add %45, %6 : i32
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
    %59 = llvm.add %49, %6 : i32
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
    %65 = llvm.add %66, %6 : i32
    llvm.cond_br %64, ^bb13, ^bb15(%65 : i32)
  ^bb15(%66: i32):  // 2 preds: ^bb8, ^bb14
    %67 = llvm.icmp "uge" %66, %49 : i32
    llvm.cond_br %67, ^bb12, ^bb14
  ^bb16:  // pred: ^bb9
    %68 = "cuda.launch_ex"(%24, %arg0, %arg1, %arg2) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_online_softmax_kernel_tensorptrbf16gmemalign16odiv8i64div81_tensorptrbf16gmemalign16odiv8i64div81__0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, i32) -> !cuda.result
    %69 = builtin.unrealized_conversion_cast %68 : !cuda.result to i32
    "cuda.return_if_error"(%69) : (i32) -> ()
    llvm.return %5 : i32
  }
  llvm.func @_mlir_ciface_cutlass_online_softmax_FakeTensorBFloat16div1div8i64div81_FakeTensorBFloat16div1div8i64div81_3000(%arg0: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %arg2: i32) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_online_softmax_FakeTensorBFloat16div1div8i64div81_FakeTensorBFloat16div1div8i64div81_3000(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, i32) -> i32
    llvm.return %0 : i32
  }
}
