module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 16 : i32, ttg.target = "cuda:80", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @row_sum_max(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg3: i32, %arg4: i32, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<1xi32>
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.constant(96 : i32) : i32
    %3 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.mlir.constant(2 : i32) : i32
    %6 = llvm.mlir.constant(4 : i32) : i32
    %7 = llvm.mlir.constant(8 : i32) : i32
    %8 = llvm.mlir.constant(-1 : i32) : i32
    %9 = llvm.mlir.constant(31 : i32) : i32
    %10 = llvm.mlir.constant(16 : i32) : i32
    %11 = llvm.mlir.undef : vector<1xf32>
    %12 = llvm.mlir.constant(128 : i32) : i32
    %13 = llvm.mlir.constant(5 : i32) : i32
    %14 = llvm.mlir.constant(32 : i32) : i32
    %15 = llvm.mlir.constant(127 : i32) : i32
    %16 = llvm.mlir.constant(0 : index) : i32
    %17 = llvm.mlir.constant(256 : i32) : i32
    %18 = llvm.mlir.constant(0 : i32) : i32
    %19 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %20 = llvm.mlir.undef : !llvm.struct<(f32, f32)>
    %21 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %22 = llvm.insertvalue %21, %20[0] : !llvm.struct<(f32, f32)> 
    %23 = llvm.insertvalue %21, %22[1] : !llvm.struct<(f32, f32)> 
    %24 = llvm.insertvalue %19, %20[0] : !llvm.struct<(f32, f32)> 
    %25 = llvm.insertvalue %19, %24[1] : !llvm.struct<(f32, f32)> 
    %26 = nvvm.read.ptx.sreg.ctaid.x : i32
    %27 = nvvm.read.ptx.sreg.tid.x : i32
    %28 = llvm.and %27, %15 : i32
    %29 = llvm.urem %28, %14 : i32
    %30 = llvm.udiv %27, %14 : i32
    %31 = llvm.shl %29, %18 : i32
    %32 = llvm.or %18, %31 : i32
    %33 = llvm.shl %30, %13 : i32
    %34 = llvm.or %32, %33 : i32
    %35 = llvm.and %34, %15 : i32
    %36 = llvm.lshr %35, %18 : i32
    %37 = llvm.or disjoint %36, %18 : i32
    %38 = llvm.xor %18, %37 : i32
    %39 = llvm.xor %38, %18 : i32
    %40 = llvm.xor %38, %12 : i32
    %41 = llvm.add %39, %16 : i32
    %42 = llvm.add %40, %16 : i32
    %43 = llvm.mul %26, %arg3 : i32
    %44 = llvm.getelementptr %arg0[%43] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    llvm.br ^bb1(%18, %25, %23 : i32, !llvm.struct<(f32, f32)>, !llvm.struct<(f32, f32)>)
  ^bb1(%45: i32, %46: !llvm.struct<(f32, f32)>, %47: !llvm.struct<(f32, f32)>):  // 2 preds: ^bb0, ^bb2
    %48 = llvm.icmp "slt" %45, %arg4 : i32
    llvm.cond_br %48, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %49 = llvm.add %45, %41 : i32
    %50 = llvm.add %45, %42 : i32
    %51 = llvm.icmp "slt" %49, %arg4 : i32
    %52 = llvm.icmp "slt" %50, %arg4 : i32
    %53 = llvm.getelementptr %44[%49] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %54 = llvm.getelementptr %44[%50] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %55 = llvm.insertelement %19, %11[%18 : i32] : vector<1xf32>
    %56 = llvm.bitcast %55 : vector<1xf32> to i32
    %57 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %56, %53, %51 : (i32, !llvm.ptr<1>, i1) -> i32
    %58 = llvm.bitcast %57 : i32 to vector<1xf32>
    %59 = llvm.extractelement %58[%16 : i32] : vector<1xf32>
    %60 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %56, %54, %52 : (i32, !llvm.ptr<1>, i1) -> i32
    %61 = llvm.bitcast %60 : i32 to vector<1xf32>
    %62 = llvm.extractelement %61[%16 : i32] : vector<1xf32>
    %63 = llvm.extractvalue %46[0] : !llvm.struct<(f32, f32)> 
    %64 = llvm.extractvalue %46[1] : !llvm.struct<(f32, f32)> 
    %65 = llvm.fadd %63, %59 : f32
    %66 = llvm.fadd %64, %62 : f32
    %67 = llvm.insertvalue %65, %20[0] : !llvm.struct<(f32, f32)> 
    %68 = llvm.insertvalue %66, %67[1] : !llvm.struct<(f32, f32)> 
    %69 = llvm.select %51, %59, %21 : i1, f32
    %70 = llvm.select %52, %62, %21 : i1, f32
    %71 = llvm.extractvalue %47[0] : !llvm.struct<(f32, f32)> 
    %72 = llvm.extractvalue %47[1] : !llvm.struct<(f32, f32)> 
    %73 = llvm.intr.maxnum(%71, %69) : (f32, f32) -> f32
    %74 = llvm.intr.maxnum(%72, %70) : (f32, f32) -> f32
    %75 = llvm.insertvalue %73, %20[0] : !llvm.struct<(f32, f32)> 
    %76 = llvm.insertvalue %74, %75[1] : !llvm.struct<(f32, f32)> 
    %77 = llvm.add %45, %17 : i32
    llvm.br ^bb1(%77, %68, %76 : i32, !llvm.struct<(f32, f32)>, !llvm.struct<(f32, f32)>)
  ^bb3:  // pred: ^bb1
    %78 = llvm.getelementptr %arg1[%26] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %79 = llvm.extractvalue %46[0] : !llvm.struct<(f32, f32)> 
    %80 = llvm.extractvalue %46[1] : !llvm.struct<(f32, f32)> 
    %81 = llvm.fadd %79, %80 : f32
    %82 = llvm.bitcast %81 : f32 to i32
    %83 = nvvm.shfl.sync bfly %8, %82, %10, %9 : i32 -> i32
    %84 = llvm.bitcast %83 : i32 to f32
    %85 = llvm.fadd %81, %84 : f32
    %86 = llvm.bitcast %85 : f32 to i32
    %87 = nvvm.shfl.sync bfly %8, %86, %7, %9 : i32 -> i32
    %88 = llvm.bitcast %87 : i32 to f32
    %89 = llvm.fadd %85, %88 : f32
    %90 = llvm.bitcast %89 : f32 to i32
    %91 = nvvm.shfl.sync bfly %8, %90, %6, %9 : i32 -> i32
    %92 = llvm.bitcast %91 : i32 to f32
    %93 = llvm.fadd %89, %92 : f32
    %94 = llvm.bitcast %93 : f32 to i32
    %95 = nvvm.shfl.sync bfly %8, %94, %5, %9 : i32 -> i32
    %96 = llvm.bitcast %95 : i32 to f32
    %97 = llvm.fadd %93, %96 : f32
    %98 = llvm.bitcast %97 : f32 to i32
    %99 = nvvm.shfl.sync bfly %8, %98, %4, %9 : i32 -> i32
    %100 = llvm.bitcast %99 : i32 to f32
    %101 = llvm.fadd %97, %100 : f32
    %102 = llvm.and %34, %2 : i32
    %103 = llvm.lshr %102, %1 : i32
    %104 = llvm.or disjoint %18, %103 : i32
    %105 = llvm.xor %18, %104 : i32
    %106 = llvm.mul %18, %6 : i32
    %107 = llvm.xor %105, %106 : i32
    %108 = llvm.xor %107, %18 : i32
    %109 = llvm.add %108, %18 : i32
    %110 = llvm.getelementptr inbounds %3[%109] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %111 = llvm.insertelement %101, %11[%18 : i32] : vector<1xf32>
    %112 = llvm.extractelement %111[%18 : i32] : vector<1xf32>
    %113 = llvm.bitcast %112 : f32 to i32
    %114 = llvm.insertelement %113, %0[%18 : i32] : vector<1xi32>
    llvm.store %114, %110 {alignment = 4 : i64} : vector<1xi32>, !llvm.ptr<3>
    nvvm.barrier
    %115 = llvm.and %34, %1 : i32
    %116 = llvm.shl %115, %5 : i32
    %117 = llvm.or disjoint %116, %18 : i32
    %118 = llvm.xor %18, %117 : i32
    %119 = llvm.xor %118, %106 : i32
    %120 = llvm.xor %119, %18 : i32
    %121 = llvm.add %120, %18 : i32
    %122 = llvm.getelementptr inbounds %3[%121] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %123 = llvm.load %122 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %124 = llvm.insertelement %123, %0[%18 : i32] : vector<1xi32>
    %125 = llvm.extractelement %124[%18 : i32] : vector<1xi32>
    %126 = llvm.bitcast %125 : i32 to f32
    %127 = llvm.insertelement %126, %11[%18 : i32] : vector<1xf32>
    %128 = llvm.extractelement %127[%18 : i32] : vector<1xf32>
    %129 = llvm.bitcast %128 : f32 to i32
    %130 = nvvm.shfl.sync bfly %8, %129, %5, %9 : i32 -> i32
    %131 = llvm.bitcast %130 : i32 to f32
    %132 = llvm.fadd %128, %131 : f32
    %133 = llvm.bitcast %132 : f32 to i32
    %134 = nvvm.shfl.sync bfly %8, %133, %4, %9 : i32 -> i32
    %135 = llvm.bitcast %134 : i32 to f32
    %136 = llvm.fadd %132, %135 : f32
    %137 = llvm.and %29, %8 : i32
    %138 = llvm.icmp "eq" %137, %18 : i32
    %139 = llvm.and %30, %8 : i32
    %140 = llvm.icmp "eq" %139, %18 : i32
    %141 = llvm.and %138, %140 : i1
    %142 = llvm.and %18, %8 : i32
    %143 = llvm.icmp "eq" %142, %18 : i32
    %144 = llvm.and %141, %143 : i1
    %145 = llvm.insertelement %136, %11[%18 : i32] : vector<1xf32>
    %146 = llvm.bitcast %145 : vector<1xf32> to i32
    %147 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %146, %78, %144 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %148 = llvm.getelementptr %arg2[%26] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    nvvm.barrier
    %149 = llvm.extractvalue %47[0] : !llvm.struct<(f32, f32)> 
    %150 = llvm.extractvalue %47[1] : !llvm.struct<(f32, f32)> 
    %151 = llvm.intr.maxnum(%149, %150) : (f32, f32) -> f32
    %152 = llvm.bitcast %151 : f32 to i32
    %153 = nvvm.shfl.sync bfly %8, %152, %10, %9 : i32 -> i32
    %154 = llvm.bitcast %153 : i32 to f32
    %155 = llvm.intr.maxnum(%151, %154) : (f32, f32) -> f32
    %156 = llvm.bitcast %155 : f32 to i32
    %157 = nvvm.shfl.sync bfly %8, %156, %7, %9 : i32 -> i32
    %158 = llvm.bitcast %157 : i32 to f32
    %159 = llvm.intr.maxnum(%155, %158) : (f32, f32) -> f32
    %160 = llvm.bitcast %159 : f32 to i32
    %161 = nvvm.shfl.sync bfly %8, %160, %6, %9 : i32 -> i32
    %162 = llvm.bitcast %161 : i32 to f32
    %163 = llvm.intr.maxnum(%159, %162) : (f32, f32) -> f32
    %164 = llvm.bitcast %163 : f32 to i32
    %165 = nvvm.shfl.sync bfly %8, %164, %5, %9 : i32 -> i32
    %166 = llvm.bitcast %165 : i32 to f32
    %167 = llvm.intr.maxnum(%163, %166) : (f32, f32) -> f32
    %168 = llvm.bitcast %167 : f32 to i32
    %169 = nvvm.shfl.sync bfly %8, %168, %4, %9 : i32 -> i32
    %170 = llvm.bitcast %169 : i32 to f32
    %171 = llvm.intr.maxnum(%167, %170) : (f32, f32) -> f32
    %172 = llvm.insertelement %171, %11[%18 : i32] : vector<1xf32>
    %173 = llvm.extractelement %172[%18 : i32] : vector<1xf32>
    %174 = llvm.bitcast %173 : f32 to i32
    %175 = llvm.insertelement %174, %0[%18 : i32] : vector<1xi32>
    llvm.store %175, %110 {alignment = 4 : i64} : vector<1xi32>, !llvm.ptr<3>
    nvvm.barrier
    %176 = llvm.load %122 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %177 = llvm.insertelement %176, %0[%18 : i32] : vector<1xi32>
    %178 = llvm.extractelement %177[%18 : i32] : vector<1xi32>
    %179 = llvm.bitcast %178 : i32 to f32
    %180 = llvm.insertelement %179, %11[%18 : i32] : vector<1xf32>
    %181 = llvm.extractelement %180[%18 : i32] : vector<1xf32>
    %182 = llvm.bitcast %181 : f32 to i32
    %183 = nvvm.shfl.sync bfly %8, %182, %5, %9 : i32 -> i32
    %184 = llvm.bitcast %183 : i32 to f32
    %185 = llvm.intr.maxnum(%181, %184) : (f32, f32) -> f32
    %186 = llvm.bitcast %185 : f32 to i32
    %187 = nvvm.shfl.sync bfly %8, %186, %4, %9 : i32 -> i32
    %188 = llvm.bitcast %187 : i32 to f32
    %189 = llvm.intr.maxnum(%185, %188) : (f32, f32) -> f32
    %190 = llvm.insertelement %189, %11[%18 : i32] : vector<1xf32>
    %191 = llvm.bitcast %190 : vector<1xf32> to i32
    %192 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %191, %148, %144 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    llvm.return
  }
}
