module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx88">] attributes {compute_targets = [#cuda.compute_target<sass, portable, [sm_80]>]} {
    llvm.func @kernel_cutlass_online_softmax_kernel_tensorptrbf16gmemalign16o64300030001_tensorptrbf16gmemalign16o64300030001__0(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 32, 1, 1>, exact_grid_dim = array<i64: 64, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.kernel, nvvm.reqntid = array<i32: 32, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %0 = llvm.mlir.constant(3000 : i32) : i32
      %1 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %2 = llvm.mlir.constant(0xFF800000 : f32) : f32
      %3 = llvm.mlir.constant(0 : i32) : i32
      %4 = llvm.mlir.constant(256 : i32) : i32
      %5 = llvm.mlir.constant(2 : i32) : i32
      %6 = llvm.mlir.constant(3 : i32) : i32
      %7 = llvm.mlir.constant(4 : i32) : i32
      %8 = llvm.mlir.constant(5 : i32) : i32
      %9 = llvm.mlir.constant(6 : i32) : i32
      %10 = llvm.mlir.constant(7 : i32) : i32
      %11 = llvm.mlir.constant(1.44269502 : f32) : f32
      %12 = llvm.mlir.constant(-1 : i32) : i32
      %13 = llvm.mlir.constant(16 : i32) : i32
      %14 = llvm.mlir.constant(31 : i32) : i32
      %15 = llvm.mlir.constant(32 : i32) : i32
      %16 = llvm.mlir.constant(8 : i32) : i32
      %17 = llvm.mlir.constant(1 : i32) : i32
      %18 = llvm.alloca %16 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
      %19 = nvvm.read.ptx.sreg.laneid range <i32, 0, 32> : i32
      %20 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 2147483647> : i32
      %21 = llvm.mul %19, %16 : i32
      %22 = llvm.getelementptr %18[1] : (!llvm.ptr) -> !llvm.ptr, f32
      %23 = llvm.getelementptr %18[2] : (!llvm.ptr) -> !llvm.ptr, f32
      %24 = llvm.getelementptr %18[3] : (!llvm.ptr) -> !llvm.ptr, f32
      %25 = llvm.getelementptr %18[4] : (!llvm.ptr) -> !llvm.ptr, f32
      %26 = llvm.getelementptr %18[5] : (!llvm.ptr) -> !llvm.ptr, f32
      %27 = llvm.getelementptr %18[6] : (!llvm.ptr) -> !llvm.ptr, f32
      %28 = llvm.getelementptr %18[7] : (!llvm.ptr) -> !llvm.ptr, f32
      llvm.br ^bb1(%3, %1, %2 : i32, f32, f32)
    ^bb1(%29: i32, %30: f32, %31: f32):  // 2 preds: ^bb0, ^bb18
      %32 = llvm.icmp "slt" %29, %arg2 : i32
      llvm.cond_br %32, ^bb2, ^bb19
    ^bb2:  // pred: ^bb1
      %33 = llvm.add %29, %21 : i32
      llvm.store %2, %18 {alignment = 32 : i64} : f32, !llvm.ptr
      %34 = llvm.icmp "slt" %33, %arg2 : i32
      llvm.cond_br %34, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %35 = llvm.mul %20, %0 overflow<nsw> : i32
      %36 = llvm.add %35, %33 overflow<nsw> : i32
      %37 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %38 = llvm.getelementptr %37[%36] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %39 = llvm.load %38 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %40 = llvm.fpext %39 : bf16 to f32
      llvm.store %40, %18 {alignment = 32 : i64} : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %41 = llvm.add %33, %17 : i32
      llvm.store %2, %22 {alignment = 4 : i64} : f32, !llvm.ptr
      %42 = llvm.icmp "slt" %41, %arg2 : i32
      llvm.cond_br %42, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %43 = llvm.mul %20, %0 overflow<nsw> : i32
      %44 = llvm.add %43, %41 overflow<nsw> : i32
      %45 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %46 = llvm.getelementptr %45[%44] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %47 = llvm.load %46 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %48 = llvm.fpext %47 : bf16 to f32
      llvm.store %48, %22 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      %49 = llvm.add %33, %5 : i32
      llvm.store %2, %23 {alignment = 8 : i64} : f32, !llvm.ptr
      %50 = llvm.icmp "slt" %49, %arg2 : i32
      llvm.cond_br %50, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %51 = llvm.mul %20, %0 overflow<nsw> : i32
      %52 = llvm.add %51, %49 overflow<nsw> : i32
      %53 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %54 = llvm.getelementptr %53[%52] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %55 = llvm.load %54 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %56 = llvm.fpext %55 : bf16 to f32
      llvm.store %56, %23 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb6, ^bb7
      %57 = llvm.add %33, %6 : i32
      llvm.store %2, %24 {alignment = 4 : i64} : f32, !llvm.ptr
      %58 = llvm.icmp "slt" %57, %arg2 : i32
      llvm.cond_br %58, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %59 = llvm.mul %20, %0 overflow<nsw> : i32
      %60 = llvm.add %59, %57 overflow<nsw> : i32
      %61 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %62 = llvm.getelementptr %61[%60] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %63 = llvm.load %62 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %64 = llvm.fpext %63 : bf16 to f32
      llvm.store %64, %24 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.br ^bb10
    ^bb10:  // 2 preds: ^bb8, ^bb9
      %65 = llvm.add %33, %7 : i32
      llvm.store %2, %25 {alignment = 16 : i64} : f32, !llvm.ptr
      %66 = llvm.icmp "slt" %65, %arg2 : i32
      llvm.cond_br %66, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %67 = llvm.mul %20, %0 overflow<nsw> : i32
      %68 = llvm.add %67, %65 overflow<nsw> : i32
      %69 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %70 = llvm.getelementptr %69[%68] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %71 = llvm.load %70 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %72 = llvm.fpext %71 : bf16 to f32
      llvm.store %72, %25 {alignment = 16 : i64} : f32, !llvm.ptr
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      %73 = llvm.add %33, %8 : i32
      llvm.store %2, %26 {alignment = 4 : i64} : f32, !llvm.ptr
      %74 = llvm.icmp "slt" %73, %arg2 : i32
      llvm.cond_br %74, ^bb13, ^bb14
    ^bb13:  // pred: ^bb12
      %75 = llvm.mul %20, %0 overflow<nsw> : i32
      %76 = llvm.add %75, %73 overflow<nsw> : i32
      %77 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %78 = llvm.getelementptr %77[%76] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %79 = llvm.load %78 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %80 = llvm.fpext %79 : bf16 to f32
      llvm.store %80, %26 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.br ^bb14
    ^bb14:  // 2 preds: ^bb12, ^bb13
      %81 = llvm.add %33, %9 : i32
      llvm.store %2, %27 {alignment = 8 : i64} : f32, !llvm.ptr
      %82 = llvm.icmp "slt" %81, %arg2 : i32
      llvm.cond_br %82, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %83 = llvm.mul %20, %0 overflow<nsw> : i32
      %84 = llvm.add %83, %81 overflow<nsw> : i32
      %85 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %86 = llvm.getelementptr %85[%84] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %87 = llvm.load %86 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %88 = llvm.fpext %87 : bf16 to f32
      llvm.store %88, %27 {alignment = 8 : i64} : f32, !llvm.ptr
      llvm.br ^bb16
    ^bb16:  // 2 preds: ^bb14, ^bb15
      %89 = llvm.add %33, %10 : i32
      llvm.store %2, %28 {alignment = 4 : i64} : f32, !llvm.ptr
      %90 = llvm.icmp "slt" %89, %arg2 : i32
      llvm.cond_br %90, ^bb17, ^bb18
    ^bb17:  // pred: ^bb16
      %91 = llvm.mul %20, %0 overflow<nsw> : i32
      %92 = llvm.add %91, %89 overflow<nsw> : i32
      %93 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %94 = llvm.getelementptr %93[%92] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %95 = llvm.load %94 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %96 = llvm.fpext %95 : bf16 to f32
      llvm.store %96, %28 {alignment = 4 : i64} : f32, !llvm.ptr
      llvm.br ^bb18
    ^bb18:  // 2 preds: ^bb16, ^bb17
      %97 = llvm.load %18 {alignment = 32 : i64} : !llvm.ptr -> f32
      %98 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> f32
      %99 = nvvm.fmax %97, %98
      %100 = llvm.load %23 {alignment = 8 : i64} : !llvm.ptr -> f32
      %101 = nvvm.fmax %99, %100
      %102 = llvm.load %24 {alignment = 4 : i64} : !llvm.ptr -> f32
      %103 = nvvm.fmax %101, %102
      %104 = llvm.load %25 {alignment = 16 : i64} : !llvm.ptr -> f32
      %105 = nvvm.fmax %103, %104
      %106 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> f32
      %107 = nvvm.fmax %105, %106
      %108 = llvm.load %27 {alignment = 8 : i64} : !llvm.ptr -> f32
      %109 = nvvm.fmax %107, %108
      %110 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> f32
      %111 = nvvm.fmax %109, %110
      %112 = nvvm.fmax %31, %111
      %113 = llvm.load %18 {alignment = 32 : i64} : !llvm.ptr -> f32
      %114 = llvm.fsub %113, %112 : f32
      %115 = llvm.fmul %114, %11 : f32
      %116 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%115) : (f32) -> f32
      %117 = llvm.fadd %116, %1 : f32
      %118 = llvm.load %22 {alignment = 4 : i64} : !llvm.ptr -> f32
      %119 = llvm.fsub %118, %112 : f32
      %120 = llvm.fmul %119, %11 : f32
      %121 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%120) : (f32) -> f32
      %122 = llvm.fadd %117, %121 : f32
      %123 = llvm.load %23 {alignment = 8 : i64} : !llvm.ptr -> f32
      %124 = llvm.fsub %123, %112 : f32
      %125 = llvm.fmul %124, %11 : f32
      %126 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%125) : (f32) -> f32
      %127 = llvm.fadd %122, %126 : f32
      %128 = llvm.load %24 {alignment = 4 : i64} : !llvm.ptr -> f32
      %129 = llvm.fsub %128, %112 : f32
      %130 = llvm.fmul %129, %11 : f32
      %131 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%130) : (f32) -> f32
      %132 = llvm.fadd %127, %131 : f32
      %133 = llvm.load %25 {alignment = 16 : i64} : !llvm.ptr -> f32
      %134 = llvm.fsub %133, %112 : f32
      %135 = llvm.fmul %134, %11 : f32
      %136 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%135) : (f32) -> f32
      %137 = llvm.fadd %132, %136 : f32
      %138 = llvm.load %26 {alignment = 4 : i64} : !llvm.ptr -> f32
      %139 = llvm.fsub %138, %112 : f32
      %140 = llvm.fmul %139, %11 : f32
      %141 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%140) : (f32) -> f32
      %142 = llvm.fadd %137, %141 : f32
      %143 = llvm.load %27 {alignment = 8 : i64} : !llvm.ptr -> f32
      %144 = llvm.fsub %143, %112 : f32
      %145 = llvm.fmul %144, %11 : f32
      %146 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%145) : (f32) -> f32
      %147 = llvm.fadd %142, %146 : f32
      %148 = llvm.load %28 {alignment = 4 : i64} : !llvm.ptr -> f32
      %149 = llvm.fsub %148, %112 : f32
      %150 = llvm.fmul %149, %11 : f32
      %151 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%150) : (f32) -> f32
      %152 = llvm.fadd %147, %151 : f32
      %153 = llvm.fsub %31, %112 : f32
      %154 = llvm.fmul %153, %11 : f32
      %155 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%154) : (f32) -> f32
      %156 = llvm.fmul %30, %155 : f32
      %157 = llvm.fadd %156, %152 : f32
      %158 = llvm.add %29, %4 : i32
      llvm.br ^bb1(%158, %157, %112 : i32, f32, f32)
    ^bb19:  // pred: ^bb1
      %159 = nvvm.shfl.sync bfly %12, %31, %13, %14 : f32 -> f32
      %160 = nvvm.shfl.sync bfly %12, %30, %13, %14 : f32 -> f32
      %161 = nvvm.fmax %31, %159
      %162 = llvm.fsub %31, %161 : f32
      %163 = llvm.fmul %162, %11 : f32
      %164 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%163) : (f32) -> f32
      %165 = llvm.fmul %30, %164 : f32
      %166 = llvm.fsub %159, %161 : f32
      %167 = llvm.fmul %166, %11 : f32
      %168 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%167) : (f32) -> f32
      %169 = llvm.fmul %160, %168 : f32
      %170 = llvm.fadd %165, %169 : f32
      %171 = nvvm.shfl.sync bfly %12, %161, %16, %14 : f32 -> f32
      %172 = nvvm.shfl.sync bfly %12, %170, %16, %14 : f32 -> f32
      %173 = nvvm.fmax %161, %171
      %174 = llvm.fsub %161, %173 : f32
      %175 = llvm.fmul %174, %11 : f32
      %176 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%175) : (f32) -> f32
      %177 = llvm.fmul %170, %176 : f32
      %178 = llvm.fsub %171, %173 : f32
      %179 = llvm.fmul %178, %11 : f32
      %180 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%179) : (f32) -> f32
      %181 = llvm.fmul %172, %180 : f32
      %182 = llvm.fadd %177, %181 : f32
      %183 = nvvm.shfl.sync bfly %12, %173, %7, %14 : f32 -> f32
      %184 = nvvm.shfl.sync bfly %12, %182, %7, %14 : f32 -> f32
      %185 = nvvm.fmax %173, %183
      %186 = llvm.fsub %173, %185 : f32
      %187 = llvm.fmul %186, %11 : f32
      %188 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%187) : (f32) -> f32
      %189 = llvm.fmul %182, %188 : f32
      %190 = llvm.fsub %183, %185 : f32
      %191 = llvm.fmul %190, %11 : f32
      %192 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%191) : (f32) -> f32
      %193 = llvm.fmul %184, %192 : f32
      %194 = llvm.fadd %189, %193 : f32
      %195 = nvvm.shfl.sync bfly %12, %185, %5, %14 : f32 -> f32
      %196 = nvvm.shfl.sync bfly %12, %194, %5, %14 : f32 -> f32
      %197 = nvvm.fmax %185, %195
      %198 = llvm.fsub %185, %197 : f32
      %199 = llvm.fmul %198, %11 : f32
      %200 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%199) : (f32) -> f32
      %201 = llvm.fmul %194, %200 : f32
      %202 = llvm.fsub %195, %197 : f32
      %203 = llvm.fmul %202, %11 : f32
      %204 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%203) : (f32) -> f32
      %205 = llvm.fmul %196, %204 : f32
      %206 = llvm.fadd %201, %205 : f32
      %207 = nvvm.shfl.sync bfly %12, %197, %17, %14 : f32 -> f32
      %208 = nvvm.shfl.sync bfly %12, %206, %17, %14 : f32 -> f32
      %209 = nvvm.fmax %197, %207
      %210 = llvm.fsub %197, %209 : f32
      %211 = llvm.fmul %210, %11 : f32
      %212 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%211) : (f32) -> f32
      %213 = llvm.fmul %206, %212 : f32
      %214 = llvm.fsub %207, %209 : f32
      %215 = llvm.fmul %214, %11 : f32
      %216 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%215) : (f32) -> f32
      %217 = llvm.fmul %208, %216 : f32
      %218 = llvm.fadd %213, %217 : f32
      %219 = nvvm.rcp.approx.ftz.f %218 : f32
      %220 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      %221 = llvm.extractvalue %arg1[0] : !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)> 
      llvm.br ^bb20(%19 : i32)
    ^bb20(%222: i32):  // 2 preds: ^bb19, ^bb21
      %223 = llvm.icmp "slt" %222, %arg2 : i32
      llvm.cond_br %223, ^bb21, ^bb22
    ^bb21:  // pred: ^bb20
      %224 = llvm.mul %20, %0 overflow<nsw> : i32
      %225 = llvm.add %224, %222 overflow<nsw> : i32
      %226 = llvm.getelementptr %220[%225] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      %227 = llvm.load %226 {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
      %228 = llvm.fpext %227 : bf16 to f32
      %229 = llvm.fsub %228, %209 : f32
      %230 = llvm.fmul %229, %11 : f32
      %231 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%230) : (f32) -> f32
      %232 = llvm.fmul %231, %219 : f32
      %233 = llvm.fptrunc %232 : f32 to bf16
      %234 = llvm.getelementptr %221[%225] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
      llvm.store %233, %234 {alignment = 2 : i64} : bf16, !llvm.ptr<1>
      %235 = llvm.add %222, %15 : i32
      llvm.br ^bb20(%235 : i32)
    ^bb22:  // pred: ^bb20
      llvm.return
    }
  }
  llvm.mlir.global internal constant @"%s\0A"("%s\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @"ERROR: Reached max number of attributes, unable to add more attributes."("ERROR: Reached max number of attributes, unable to add more attributes.\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @printfFormat_0("\0AError: kernel '@kernels::@kernel_cutlass_online_softmax_kernel_tensorptrbf16gmemalign16o64300030001_tensorptrbf16gmemalign16o64300030001__0' launch shared memory exceeds current GPU arch sm_80 allowed. Allocated: %lld bytes. Max: 166912 bytes.\0A\0A\00") {addr_space = 0 : i32}
  llvm.func @cutlass_online_softmax_FakeTensorBFloat1664300030001_FakeTensorBFloat1664300030001_3000(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: i32) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(17 : i32) : i32
    %2 = llvm.mlir.addressof @"%s\0A" : !llvm.ptr
    %3 = llvm.mlir.addressof @"ERROR: Reached max number of attributes, unable to add more attributes." : !llvm.ptr
    %4 = llvm.mlir.constant(6 : i32) : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(64 : i32) : i32
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
    %68 = "cuda.launch_ex"(%24, %arg0, %arg1, %arg2) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@kernel_cutlass_online_softmax_kernel_tensorptrbf16gmemalign16o64300030001_tensorptrbf16gmemalign16o64300030001__0}> : (!cuda.launch_cfg<max_attrs = 17>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, i32) -> !cuda.result
    %69 = builtin.unrealized_conversion_cast %68 : !cuda.result to i32
    "cuda.return_if_error"(%69) : (i32) -> ()
    llvm.return %5 : i32
  }
  llvm.func @_mlir_ciface_cutlass_online_softmax_FakeTensorBFloat1664300030001_FakeTensorBFloat1664300030001_3000(%arg0: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg1: !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, %arg2: i32) -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @cutlass_online_softmax_FakeTensorBFloat1664300030001_FakeTensorBFloat1664300030001_3000(%arg0, %arg1, %arg2) : (!llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, !llvm.struct<(ptr<1>, struct<(struct<()>, struct<()>)>)>, i32) -> i32
    llvm.return %0 : i32
  }
}
