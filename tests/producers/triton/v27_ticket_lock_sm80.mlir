module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 16 : i32, ttg.target = "cuda:80", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @ticket_accumulate(%arg0: !llvm.ptr<1> {tt.pointee_type = i32}, %arg1: !llvm.ptr<1> {tt.pointee_type = f32}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg3: i32, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<1xi32>
    %1 = llvm.mlir.constant(96 : i32) : i32
    %2 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %3 = llvm.mlir.constant(4 : i32) : i32
    %4 = llvm.mlir.constant(8 : i32) : i32
    %5 = llvm.mlir.constant(-1 : i32) : i32
    %6 = llvm.mlir.constant(31 : i32) : i32
    %7 = llvm.mlir.constant(16 : i32) : i32
    %8 = llvm.mlir.undef : vector<1xf32>
    %9 = llvm.mlir.constant(515 : i32) : i32
    %10 = llvm.mlir.constant(514 : i32) : i32
    %11 = llvm.mlir.constant(513 : i32) : i32
    %12 = llvm.mlir.constant(512 : i32) : i32
    %13 = llvm.mlir.constant(3 : i32) : i32
    %14 = llvm.mlir.constant(2 : i32) : i32
    %15 = llvm.mlir.constant(5 : i32) : i32
    %16 = llvm.mlir.constant(32 : i32) : i32
    %17 = llvm.mlir.constant(127 : i32) : i32
    %18 = llvm.mlir.constant(0 : index) : i32
    %19 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %20 = llvm.mlir.constant(true) : i1
    %21 = llvm.mlir.constant(1 : i32) : i32
    %22 = llvm.mlir.constant(0 : i32) : i32
    %23 = llvm.mlir.constant(1024 : i32) : i32
    %24 = nvvm.read.ptx.sreg.ctaid.x : i32
    %25 = llvm.mul %24, %23 : i32
    %26 = nvvm.read.ptx.sreg.tid.x : i32
    %27 = llvm.and %26, %17 : i32
    %28 = llvm.urem %27, %16 : i32
    %29 = llvm.udiv %26, %16 : i32
    %30 = llvm.shl %28, %22 : i32
    %31 = llvm.or %22, %30 : i32
    %32 = llvm.shl %29, %15 : i32
    %33 = llvm.or %31, %32 : i32
    %34 = llvm.and %33, %17 : i32
    %35 = llvm.shl %34, %14 : i32
    %36 = llvm.or disjoint %35, %22 : i32
    %37 = llvm.xor %22, %36 : i32
    %38 = llvm.xor %37, %22 : i32
    %39 = llvm.xor %37, %21 : i32
    %40 = llvm.xor %37, %14 : i32
    %41 = llvm.xor %37, %13 : i32
    %42 = llvm.xor %37, %12 : i32
    %43 = llvm.xor %37, %11 : i32
    %44 = llvm.xor %37, %10 : i32
    %45 = llvm.xor %37, %9 : i32
    %46 = llvm.add %38, %18 : i32
    %47 = llvm.add %39, %18 : i32
    %48 = llvm.add %40, %18 : i32
    %49 = llvm.add %41, %18 : i32
    %50 = llvm.add %42, %18 : i32
    %51 = llvm.add %43, %18 : i32
    %52 = llvm.add %44, %18 : i32
    %53 = llvm.add %45, %18 : i32
    %54 = llvm.add %25, %46 : i32
    %55 = llvm.add %25, %47 : i32
    %56 = llvm.add %25, %48 : i32
    %57 = llvm.add %25, %49 : i32
    %58 = llvm.add %25, %50 : i32
    %59 = llvm.add %25, %51 : i32
    %60 = llvm.add %25, %52 : i32
    %61 = llvm.add %25, %53 : i32
    %62 = llvm.icmp "slt" %54, %arg3 : i32
    %63 = llvm.icmp "slt" %55, %arg3 : i32
    %64 = llvm.icmp "slt" %56, %arg3 : i32
    %65 = llvm.icmp "slt" %57, %arg3 : i32
    %66 = llvm.icmp "slt" %58, %arg3 : i32
    %67 = llvm.icmp "slt" %59, %arg3 : i32
    %68 = llvm.icmp "slt" %60, %arg3 : i32
    %69 = llvm.icmp "slt" %61, %arg3 : i32
    %70 = llvm.getelementptr %arg2[%54] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %71 = llvm.getelementptr %arg2[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %72 = llvm.insertelement %19, %8[%22 : i32] : vector<1xf32>
    %73 = llvm.bitcast %72 : vector<1xf32> to i32
    %74 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %73, %70, %62 : (i32, !llvm.ptr<1>, i1) -> i32
    %75 = llvm.bitcast %74 : i32 to vector<1xf32>
    %76 = llvm.extractelement %75[%18 : i32] : vector<1xf32>
    %77 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b" %73, %70, %63 : (i32, !llvm.ptr<1>, i1) -> i32
    %78 = llvm.bitcast %77 : i32 to vector<1xf32>
    %79 = llvm.extractelement %78[%18 : i32] : vector<1xf32>
    %80 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b" %73, %70, %64 : (i32, !llvm.ptr<1>, i1) -> i32
    %81 = llvm.bitcast %80 : i32 to vector<1xf32>
    %82 = llvm.extractelement %81[%18 : i32] : vector<1xf32>
    %83 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b" %73, %70, %65 : (i32, !llvm.ptr<1>, i1) -> i32
    %84 = llvm.bitcast %83 : i32 to vector<1xf32>
    %85 = llvm.extractelement %84[%18 : i32] : vector<1xf32>
    %86 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %73, %71, %66 : (i32, !llvm.ptr<1>, i1) -> i32
    %87 = llvm.bitcast %86 : i32 to vector<1xf32>
    %88 = llvm.extractelement %87[%18 : i32] : vector<1xf32>
    %89 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b" %73, %71, %67 : (i32, !llvm.ptr<1>, i1) -> i32
    %90 = llvm.bitcast %89 : i32 to vector<1xf32>
    %91 = llvm.extractelement %90[%18 : i32] : vector<1xf32>
    %92 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b" %73, %71, %68 : (i32, !llvm.ptr<1>, i1) -> i32
    %93 = llvm.bitcast %92 : i32 to vector<1xf32>
    %94 = llvm.extractelement %93[%18 : i32] : vector<1xf32>
    %95 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b" %73, %71, %69 : (i32, !llvm.ptr<1>, i1) -> i32
    %96 = llvm.bitcast %95 : i32 to vector<1xf32>
    %97 = llvm.extractelement %96[%18 : i32] : vector<1xf32>
    %98 = llvm.fadd %76, %79 : f32
    %99 = llvm.fadd %82, %85 : f32
    %100 = llvm.fadd %88, %91 : f32
    %101 = llvm.fadd %94, %97 : f32
    %102 = llvm.fadd %98, %99 : f32
    %103 = llvm.fadd %100, %101 : f32
    %104 = llvm.fadd %102, %103 : f32
    %105 = llvm.bitcast %104 : f32 to i32
    %106 = nvvm.shfl.sync bfly %5, %105, %7, %6 : i32 -> i32
    %107 = llvm.bitcast %106 : i32 to f32
    %108 = llvm.fadd %104, %107 : f32
    %109 = llvm.bitcast %108 : f32 to i32
    %110 = nvvm.shfl.sync bfly %5, %109, %4, %6 : i32 -> i32
    %111 = llvm.bitcast %110 : i32 to f32
    %112 = llvm.fadd %108, %111 : f32
    %113 = llvm.bitcast %112 : f32 to i32
    %114 = nvvm.shfl.sync bfly %5, %113, %3, %6 : i32 -> i32
    %115 = llvm.bitcast %114 : i32 to f32
    %116 = llvm.fadd %112, %115 : f32
    %117 = llvm.bitcast %116 : f32 to i32
    %118 = nvvm.shfl.sync bfly %5, %117, %14, %6 : i32 -> i32
    %119 = llvm.bitcast %118 : i32 to f32
    %120 = llvm.fadd %116, %119 : f32
    %121 = llvm.bitcast %120 : f32 to i32
    %122 = nvvm.shfl.sync bfly %5, %121, %21, %6 : i32 -> i32
    %123 = llvm.bitcast %122 : i32 to f32
    %124 = llvm.fadd %120, %123 : f32
    %125 = llvm.and %33, %1 : i32
    %126 = llvm.lshr %125, %13 : i32
    %127 = llvm.or disjoint %22, %126 : i32
    %128 = llvm.xor %22, %127 : i32
    %129 = llvm.mul %22, %3 : i32
    %130 = llvm.xor %128, %129 : i32
    %131 = llvm.xor %130, %22 : i32
    %132 = llvm.add %131, %22 : i32
    %133 = llvm.getelementptr inbounds %2[%132] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %134 = llvm.insertelement %124, %8[%22 : i32] : vector<1xf32>
    %135 = llvm.extractelement %134[%22 : i32] : vector<1xf32>
    %136 = llvm.bitcast %135 : f32 to i32
    %137 = llvm.insertelement %136, %0[%22 : i32] : vector<1xi32>
    llvm.store %137, %133 {alignment = 4 : i64} : vector<1xi32>, !llvm.ptr<3>
    nvvm.barrier
    %138 = llvm.and %33, %13 : i32
    %139 = llvm.shl %138, %14 : i32
    %140 = llvm.or disjoint %139, %22 : i32
    %141 = llvm.xor %22, %140 : i32
    %142 = llvm.xor %141, %129 : i32
    %143 = llvm.xor %142, %22 : i32
    %144 = llvm.add %143, %22 : i32
    %145 = llvm.getelementptr inbounds %2[%144] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %146 = llvm.load %145 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %147 = llvm.insertelement %146, %0[%22 : i32] : vector<1xi32>
    %148 = llvm.extractelement %147[%22 : i32] : vector<1xi32>
    %149 = llvm.bitcast %148 : i32 to f32
    %150 = llvm.insertelement %149, %8[%22 : i32] : vector<1xf32>
    %151 = llvm.extractelement %150[%22 : i32] : vector<1xf32>
    %152 = llvm.bitcast %151 : f32 to i32
    %153 = nvvm.shfl.sync bfly %5, %152, %14, %6 : i32 -> i32
    %154 = llvm.bitcast %153 : i32 to f32
    %155 = llvm.fadd %151, %154 : f32
    %156 = llvm.bitcast %155 : f32 to i32
    %157 = nvvm.shfl.sync bfly %5, %156, %21, %6 : i32 -> i32
    %158 = llvm.bitcast %157 : i32 to f32
    %159 = llvm.fadd %155, %158 : f32
    llvm.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb1
    nvvm.barrier
    %160 = llvm.and %28, %5 : i32
    %161 = llvm.icmp "eq" %160, %22 : i32
    %162 = llvm.and %29, %5 : i32
    %163 = llvm.icmp "eq" %162, %22 : i32
    %164 = llvm.and %161, %163 : i1
    %165 = llvm.and %22, %5 : i32
    %166 = llvm.icmp "eq" %165, %22 : i32
    %167 = llvm.and %164, %166 : i1
    %168 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$4 atom.global.acq_rel.gpu.cas.b32 $0, [ $1 + 0 ], $2, $3;", "=r,l,r,r,b" %arg0, %22, %21, %167 : (!llvm.ptr<1>, i32, i32, i1) -> i32
    %169 = llvm.insertelement %168, %0[%22 : i32] : vector<1xi32>
    %170 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %2, %169, %167 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    nvvm.barrier
    %171 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %172 = llvm.insertelement %171, %0[%22 : i32] : vector<1xi32>
    %173 = llvm.extractelement %172[%22 : i32] : vector<1xi32>
    %174 = llvm.icmp "eq" %173, %21 : i32
    llvm.cond_br %174, ^bb1, ^bb2
  ^bb2:  // pred: ^bb1
    %175 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09ld.volatile.global.b32 { $0 }, [ $1 + 0 ];", "=r,l" %arg1 : (!llvm.ptr<1>) -> i32
    %176 = llvm.bitcast %175 : i32 to vector<1xf32>
    %177 = llvm.extractelement %176[%18 : i32] : vector<1xf32>
    %178 = llvm.fadd %177, %159 : f32
    %179 = llvm.insertelement %178, %8[%22 : i32] : vector<1xf32>
    %180 = llvm.bitcast %179 : vector<1xf32> to i32
    %181 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %180, %arg1, %167 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    nvvm.barrier
    %182 = llvm.and %167, %20 : i1
    %183 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.exch.b32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %arg0, %22, %182 : (!llvm.ptr<1>, i32, i1) -> i32
    nvvm.barrier
    llvm.return
  }
}
