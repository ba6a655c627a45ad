module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 0 : i32, ttg.target = "cuda:80", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @__nv_logf(f32) -> f32
  llvm.func @map_softplus(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg2: i32, %arg3: f32, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.constant(1.44269502 : f32) : f32
    %1 = llvm.mlir.undef : vector<1xf32>
    %2 = llvm.mlir.constant(515 : i32) : i32
    %3 = llvm.mlir.constant(514 : i32) : i32
    %4 = llvm.mlir.constant(513 : i32) : i32
    %5 = llvm.mlir.constant(512 : i32) : i32
    %6 = llvm.mlir.constant(3 : i32) : i32
    %7 = llvm.mlir.constant(1 : i32) : i32
    %8 = llvm.mlir.constant(2 : i32) : i32
    %9 = llvm.mlir.constant(5 : i32) : i32
    %10 = llvm.mlir.constant(0 : i32) : i32
    %11 = llvm.mlir.constant(32 : i32) : i32
    %12 = llvm.mlir.constant(127 : i32) : i32
    %13 = llvm.mlir.constant(0 : index) : i32
    %14 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %15 = llvm.mlir.constant(2.000000e+01 : f32) : f32
    %16 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %17 = llvm.mlir.constant(1024 : i32) : i32
    %18 = nvvm.read.ptx.sreg.ctaid.x : i32
    %19 = llvm.mul %18, %17 : i32
    %20 = nvvm.read.ptx.sreg.tid.x : i32
    %21 = llvm.and %20, %12 : i32
    %22 = llvm.urem %21, %11 : i32
    %23 = llvm.udiv %20, %11 : i32
    %24 = llvm.shl %22, %10 : i32
    %25 = llvm.or %10, %24 : i32
    %26 = llvm.shl %23, %9 : i32
    %27 = llvm.or %25, %26 : i32
    %28 = llvm.and %27, %12 : i32
    %29 = llvm.shl %28, %8 : i32
    %30 = llvm.or disjoint %29, %10 : i32
    %31 = llvm.xor %10, %30 : i32
    %32 = llvm.xor %31, %10 : i32
    %33 = llvm.xor %31, %7 : i32
    %34 = llvm.xor %31, %8 : i32
    %35 = llvm.xor %31, %6 : i32
    %36 = llvm.xor %31, %5 : i32
    %37 = llvm.xor %31, %4 : i32
    %38 = llvm.xor %31, %3 : i32
    %39 = llvm.xor %31, %2 : i32
    %40 = llvm.add %32, %13 : i32
    %41 = llvm.add %33, %13 : i32
    %42 = llvm.add %34, %13 : i32
    %43 = llvm.add %35, %13 : i32
    %44 = llvm.add %36, %13 : i32
    %45 = llvm.add %37, %13 : i32
    %46 = llvm.add %38, %13 : i32
    %47 = llvm.add %39, %13 : i32
    %48 = llvm.add %19, %40 : i32
    %49 = llvm.add %19, %41 : i32
    %50 = llvm.add %19, %42 : i32
    %51 = llvm.add %19, %43 : i32
    %52 = llvm.add %19, %44 : i32
    %53 = llvm.add %19, %45 : i32
    %54 = llvm.add %19, %46 : i32
    %55 = llvm.add %19, %47 : i32
    %56 = llvm.icmp "slt" %48, %arg2 : i32
    %57 = llvm.icmp "slt" %49, %arg2 : i32
    %58 = llvm.icmp "slt" %50, %arg2 : i32
    %59 = llvm.icmp "slt" %51, %arg2 : i32
    %60 = llvm.icmp "slt" %52, %arg2 : i32
    %61 = llvm.icmp "slt" %53, %arg2 : i32
    %62 = llvm.icmp "slt" %54, %arg2 : i32
    %63 = llvm.icmp "slt" %55, %arg2 : i32
    %64 = llvm.getelementptr %arg0[%48] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %65 = llvm.getelementptr %arg0[%52] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %66 = llvm.insertelement %14, %1[%10 : i32] : vector<1xf32>
    %67 = llvm.bitcast %66 : vector<1xf32> to i32
    %68 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %67, %64, %56 : (i32, !llvm.ptr<1>, i1) -> i32
    %69 = llvm.bitcast %68 : i32 to vector<1xf32>
    %70 = llvm.extractelement %69[%13 : i32] : vector<1xf32>
    %71 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b" %67, %64, %57 : (i32, !llvm.ptr<1>, i1) -> i32
    %72 = llvm.bitcast %71 : i32 to vector<1xf32>
    %73 = llvm.extractelement %72[%13 : i32] : vector<1xf32>
    %74 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b" %67, %64, %58 : (i32, !llvm.ptr<1>, i1) -> i32
    %75 = llvm.bitcast %74 : i32 to vector<1xf32>
    %76 = llvm.extractelement %75[%13 : i32] : vector<1xf32>
    %77 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b" %67, %64, %59 : (i32, !llvm.ptr<1>, i1) -> i32
    %78 = llvm.bitcast %77 : i32 to vector<1xf32>
    %79 = llvm.extractelement %78[%13 : i32] : vector<1xf32>
    %80 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %67, %65, %60 : (i32, !llvm.ptr<1>, i1) -> i32
    %81 = llvm.bitcast %80 : i32 to vector<1xf32>
    %82 = llvm.extractelement %81[%13 : i32] : vector<1xf32>
    %83 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b" %67, %65, %61 : (i32, !llvm.ptr<1>, i1) -> i32
    %84 = llvm.bitcast %83 : i32 to vector<1xf32>
    %85 = llvm.extractelement %84[%13 : i32] : vector<1xf32>
    %86 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b" %67, %65, %62 : (i32, !llvm.ptr<1>, i1) -> i32
    %87 = llvm.bitcast %86 : i32 to vector<1xf32>
    %88 = llvm.extractelement %87[%13 : i32] : vector<1xf32>
    %89 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b" %67, %65, %63 : (i32, !llvm.ptr<1>, i1) -> i32
    %90 = llvm.bitcast %89 : i32 to vector<1xf32>
    %91 = llvm.extractelement %90[%13 : i32] : vector<1xf32>
    llvm.br ^bb1
  ^bb1:  // pred: ^bb0
    %92 = llvm.fmul %70, %arg3 : f32
    %93 = llvm.fcmp "ogt" %92, %15 : f32
    llvm.cond_br %93, ^bb3(%70 : f32), ^bb2
  ^bb2:  // pred: ^bb1
    %94 = llvm.fmul %92, %0 : f32
    %95 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%94) : (f32) -> f32
    %96 = llvm.fadd %95, %16 : f32
    %97 = llvm.call @__nv_logf(%96) : (f32) -> f32
    %98 = llvm.call_intrinsic "llvm.nvvm.div.full"(%97, %arg3) : (f32, f32) -> f32
    llvm.br ^bb3(%98 : f32)
  ^bb3(%99: f32):  // 2 preds: ^bb1, ^bb2
    llvm.br ^bb4
  ^bb4:  // pred: ^bb3
    llvm.br ^bb5
  ^bb5:  // pred: ^bb4
    %100 = llvm.fmul %73, %arg3 : f32
    %101 = llvm.fcmp "ogt" %100, %15 : f32
    llvm.cond_br %101, ^bb7(%73 : f32), ^bb6
  ^bb6:  // pred: ^bb5
    %102 = llvm.fmul %100, %0 : f32
    %103 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%102) : (f32) -> f32
    %104 = llvm.fadd %103, %16 : f32
    %105 = llvm.call @__nv_logf(%104) : (f32) -> f32
    %106 = llvm.call_intrinsic "llvm.nvvm.div.full"(%105, %arg3) : (f32, f32) -> f32
    llvm.br ^bb7(%106 : f32)
  ^bb7(%107: f32):  // 2 preds: ^bb5, ^bb6
    llvm.br ^bb8
  ^bb8:  // pred: ^bb7
    llvm.br ^bb9
  ^bb9:  // pred: ^bb8
    %108 = llvm.fmul %76, %arg3 : f32
    %109 = llvm.fcmp "ogt" %108, %15 : f32
    llvm.cond_br %109, ^bb11(%76 : f32), ^bb10
  ^bb10:  // pred: ^bb9
    %110 = llvm.fmul %108, %0 : f32
    %111 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%110) : (f32) -> f32
    %112 = llvm.fadd %111, %16 : f32
    %113 = llvm.call @__nv_logf(%112) : (f32) -> f32
    %114 = llvm.call_intrinsic "llvm.nvvm.div.full"(%113, %arg3) : (f32, f32) -> f32
    llvm.br ^bb11(%114 : f32)
  ^bb11(%115: f32):  // 2 preds: ^bb9, ^bb10
    llvm.br ^bb12
  ^bb12:  // pred: ^bb11
    llvm.br ^bb13
  ^bb13:  // pred: ^bb12
    %116 = llvm.fmul %79, %arg3 : f32
    %117 = llvm.fcmp "ogt" %116, %15 : f32
    llvm.cond_br %117, ^bb15(%79 : f32), ^bb14
  ^bb14:  // pred: ^bb13
    %118 = llvm.fmul %116, %0 : f32
    %119 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%118) : (f32) -> f32
    %120 = llvm.fadd %119, %16 : f32
    %121 = llvm.call @__nv_logf(%120) : (f32) -> f32
    %122 = llvm.call_intrinsic "llvm.nvvm.div.full"(%121, %arg3) : (f32, f32) -> f32
    llvm.br ^bb15(%122 : f32)
  ^bb15(%123: f32):  // 2 preds: ^bb13, ^bb14
    llvm.br ^bb16
  ^bb16:  // pred: ^bb15
    llvm.br ^bb17
  ^bb17:  // pred: ^bb16
    %124 = llvm.fmul %82, %arg3 : f32
    %125 = llvm.fcmp "ogt" %124, %15 : f32
    llvm.cond_br %125, ^bb19(%82 : f32), ^bb18
  ^bb18:  // pred: ^bb17
    %126 = llvm.fmul %124, %0 : f32
    %127 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%126) : (f32) -> f32
    %128 = llvm.fadd %127, %16 : f32
    %129 = llvm.call @__nv_logf(%128) : (f32) -> f32
    %130 = llvm.call_intrinsic "llvm.nvvm.div.full"(%129, %arg3) : (f32, f32) -> f32
    llvm.br ^bb19(%130 : f32)
  ^bb19(%131: f32):  // 2 preds: ^bb17, ^bb18
    llvm.br ^bb20
  ^bb20:  // pred: ^bb19
    llvm.br ^bb21
  ^bb21:  // pred: ^bb20
    %132 = llvm.fmul %85, %arg3 : f32
    %133 = llvm.fcmp "ogt" %132, %15 : f32
    llvm.cond_br %133, ^bb23(%85 : f32), ^bb22
  ^bb22:  // pred: ^bb21
    %134 = llvm.fmul %132, %0 : f32
    %135 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%134) : (f32) -> f32
    %136 = llvm.fadd %135, %16 : f32
    %137 = llvm.call @__nv_logf(%136) : (f32) -> f32
    %138 = llvm.call_intrinsic "llvm.nvvm.div.full"(%137, %arg3) : (f32, f32) -> f32
    llvm.br ^bb23(%138 : f32)
  ^bb23(%139: f32):  // 2 preds: ^bb21, ^bb22
    llvm.br ^bb24
  ^bb24:  // pred: ^bb23
    llvm.br ^bb25
  ^bb25:  // pred: ^bb24
    %140 = llvm.fmul %88, %arg3 : f32
    %141 = llvm.fcmp "ogt" %140, %15 : f32
    llvm.cond_br %141, ^bb27(%88 : f32), ^bb26
  ^bb26:  // pred: ^bb25
    %142 = llvm.fmul %140, %0 : f32
    %143 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%142) : (f32) -> f32
    %144 = llvm.fadd %143, %16 : f32
    %145 = llvm.call @__nv_logf(%144) : (f32) -> f32
    %146 = llvm.call_intrinsic "llvm.nvvm.div.full"(%145, %arg3) : (f32, f32) -> f32
    llvm.br ^bb27(%146 : f32)
  ^bb27(%147: f32):  // 2 preds: ^bb25, ^bb26
    llvm.br ^bb28
  ^bb28:  // pred: ^bb27
    llvm.br ^bb29
  ^bb29:  // pred: ^bb28
    %148 = llvm.fmul %91, %arg3 : f32
    %149 = llvm.fcmp "ogt" %148, %15 : f32
    llvm.cond_br %149, ^bb31(%91 : f32), ^bb30
  ^bb30:  // pred: ^bb29
    %150 = llvm.fmul %148, %0 : f32
    %151 = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%150) : (f32) -> f32
    %152 = llvm.fadd %151, %16 : f32
    %153 = llvm.call @__nv_logf(%152) : (f32) -> f32
    %154 = llvm.call_intrinsic "llvm.nvvm.div.full"(%153, %arg3) : (f32, f32) -> f32
    llvm.br ^bb31(%154 : f32)
  ^bb31(%155: f32):  // 2 preds: ^bb29, ^bb30
    llvm.br ^bb32
  ^bb32:  // pred: ^bb31
    %156 = llvm.getelementptr %arg1[%48] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %157 = llvm.getelementptr %arg1[%52] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %158 = llvm.insertelement %99, %1[%10 : i32] : vector<1xf32>
    %159 = llvm.bitcast %158 : vector<1xf32> to i32
    %160 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %159, %156, %56 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %161 = llvm.insertelement %107, %1[%10 : i32] : vector<1xf32>
    %162 = llvm.bitcast %161 : vector<1xf32> to i32
    %163 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 4 ], { $0 };", "r,l,b" %162, %156, %57 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %164 = llvm.insertelement %115, %1[%10 : i32] : vector<1xf32>
    %165 = llvm.bitcast %164 : vector<1xf32> to i32
    %166 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 8 ], { $0 };", "r,l,b" %165, %156, %58 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %167 = llvm.insertelement %123, %1[%10 : i32] : vector<1xf32>
    %168 = llvm.bitcast %167 : vector<1xf32> to i32
    %169 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 12 ], { $0 };", "r,l,b" %168, %156, %59 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %170 = llvm.insertelement %131, %1[%10 : i32] : vector<1xf32>
    %171 = llvm.bitcast %170 : vector<1xf32> to i32
    %172 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %171, %157, %60 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %173 = llvm.insertelement %139, %1[%10 : i32] : vector<1xf32>
    %174 = llvm.bitcast %173 : vector<1xf32> to i32
    %175 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 4 ], { $0 };", "r,l,b" %174, %157, %61 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %176 = llvm.insertelement %147, %1[%10 : i32] : vector<1xf32>
    %177 = llvm.bitcast %176 : vector<1xf32> to i32
    %178 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 8 ], { $0 };", "r,l,b" %177, %157, %62 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %179 = llvm.insertelement %155, %1[%10 : i32] : vector<1xf32>
    %180 = llvm.bitcast %179 : vector<1xf32> to i32
    %181 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 12 ], { $0 };", "r,l,b" %180, %157, %63 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    llvm.return
  }
}
