module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 16 : i32, ttg.target = "cuda:80", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @nan_max(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg2: i32, %arg3: f32, %arg4: f32, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.constant(28 : i32) : i32
    %1 = llvm.mlir.undef : vector<1xi32>
    %2 = llvm.mlir.constant(3 : i32) : i32
    %3 = llvm.mlir.constant(96 : i32) : i32
    %4 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %5 = llvm.mlir.constant(4 : i32) : i32
    %6 = llvm.mlir.constant(8 : i32) : i32
    %7 = llvm.mlir.constant(-1 : i32) : i32
    %8 = llvm.mlir.constant(31 : i32) : i32
    %9 = llvm.mlir.constant(16 : i32) : i32
    %10 = llvm.mlir.undef : vector<1xf32>
    %11 = llvm.mlir.constant(384 : i32) : i32
    %12 = llvm.mlir.constant(256 : i32) : i32
    %13 = llvm.mlir.constant(128 : i32) : i32
    %14 = llvm.mlir.constant(5 : i32) : i32
    %15 = llvm.mlir.constant(0 : i32) : i32
    %16 = llvm.mlir.constant(32 : i32) : i32
    %17 = llvm.mlir.constant(127 : i32) : i32
    %18 = llvm.mlir.constant(0 : index) : i32
    %19 = llvm.mlir.constant(1 : i32) : i32
    %20 = llvm.mlir.constant(2 : i32) : i32
    %21 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %22 = nvvm.read.ptx.sreg.ctaid.x : i32
    %23 = nvvm.read.ptx.sreg.tid.x : i32
    %24 = llvm.and %23, %17 : i32
    %25 = llvm.urem %24, %16 : i32
    %26 = llvm.udiv %23, %16 : i32
    %27 = llvm.shl %25, %15 : i32
    %28 = llvm.or %15, %27 : i32
    %29 = llvm.shl %26, %14 : i32
    %30 = llvm.or %28, %29 : i32
    %31 = llvm.and %30, %17 : i32
    %32 = llvm.lshr %31, %15 : i32
    %33 = llvm.or disjoint %32, %15 : i32
    %34 = llvm.xor %15, %33 : i32
    %35 = llvm.xor %34, %15 : i32
    %36 = llvm.xor %34, %13 : i32
    %37 = llvm.xor %34, %12 : i32
    %38 = llvm.xor %34, %11 : i32
    %39 = llvm.add %35, %18 : i32
    %40 = llvm.add %36, %18 : i32
    %41 = llvm.add %37, %18 : i32
    %42 = llvm.add %38, %18 : i32
    %43 = llvm.icmp "slt" %39, %arg2 : i32
    %44 = llvm.icmp "slt" %40, %arg2 : i32
    %45 = llvm.icmp "slt" %41, %arg2 : i32
    %46 = llvm.icmp "slt" %42, %arg2 : i32
    %47 = llvm.mul %22, %arg2 : i32
    %48 = llvm.getelementptr %arg0[%47] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %49 = llvm.getelementptr %48[%39] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %50 = llvm.getelementptr %48[%40] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %51 = llvm.getelementptr %48[%41] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %52 = llvm.getelementptr %48[%42] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %53 = llvm.insertelement %21, %10[%15 : i32] : vector<1xf32>
    %54 = llvm.bitcast %53 : vector<1xf32> to i32
    %55 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %54, %49, %43 : (i32, !llvm.ptr<1>, i1) -> i32
    %56 = llvm.bitcast %55 : i32 to vector<1xf32>
    %57 = llvm.extractelement %56[%18 : i32] : vector<1xf32>
    %58 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %54, %50, %44 : (i32, !llvm.ptr<1>, i1) -> i32
    %59 = llvm.bitcast %58 : i32 to vector<1xf32>
    %60 = llvm.extractelement %59[%18 : i32] : vector<1xf32>
    %61 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %54, %51, %45 : (i32, !llvm.ptr<1>, i1) -> i32
    %62 = llvm.bitcast %61 : i32 to vector<1xf32>
    %63 = llvm.extractelement %62[%18 : i32] : vector<1xf32>
    %64 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %54, %52, %46 : (i32, !llvm.ptr<1>, i1) -> i32
    %65 = llvm.bitcast %64 : i32 to vector<1xf32>
    %66 = llvm.extractelement %65[%18 : i32] : vector<1xf32>
    %67 = llvm.intr.maximum(%57, %60) : (f32, f32) -> f32
    %68 = llvm.intr.maximum(%63, %66) : (f32, f32) -> f32
    %69 = llvm.intr.maximum(%67, %68) : (f32, f32) -> f32
    %70 = llvm.bitcast %69 : f32 to i32
    %71 = nvvm.shfl.sync bfly %7, %70, %9, %8 : i32 -> i32
    %72 = llvm.bitcast %71 : i32 to f32
    %73 = llvm.intr.maximum(%69, %72) : (f32, f32) -> f32
    %74 = llvm.bitcast %73 : f32 to i32
    %75 = nvvm.shfl.sync bfly %7, %74, %6, %8 : i32 -> i32
    %76 = llvm.bitcast %75 : i32 to f32
    %77 = llvm.intr.maximum(%73, %76) : (f32, f32) -> f32
    %78 = llvm.bitcast %77 : f32 to i32
    %79 = nvvm.shfl.sync bfly %7, %78, %5, %8 : i32 -> i32
    %80 = llvm.bitcast %79 : i32 to f32
    %81 = llvm.intr.maximum(%77, %80) : (f32, f32) -> f32
    %82 = llvm.bitcast %81 : f32 to i32
    %83 = nvvm.shfl.sync bfly %7, %82, %20, %8 : i32 -> i32
    %84 = llvm.bitcast %83 : i32 to f32
    %85 = llvm.intr.maximum(%81, %84) : (f32, f32) -> f32
    %86 = llvm.bitcast %85 : f32 to i32
    %87 = nvvm.shfl.sync bfly %7, %86, %19, %8 : i32 -> i32
    %88 = llvm.bitcast %87 : i32 to f32
    %89 = llvm.intr.maximum(%85, %88) : (f32, f32) -> f32
    %90 = llvm.and %30, %3 : i32
    %91 = llvm.lshr %90, %2 : i32
    %92 = llvm.or disjoint %15, %91 : i32
    %93 = llvm.xor %15, %92 : i32
    %94 = llvm.mul %15, %5 : i32
    %95 = llvm.xor %93, %94 : i32
    %96 = llvm.xor %95, %15 : i32
    %97 = llvm.add %96, %15 : i32
    %98 = llvm.getelementptr inbounds %4[%97] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %99 = llvm.insertelement %89, %10[%15 : i32] : vector<1xf32>
    %100 = llvm.extractelement %99[%15 : i32] : vector<1xf32>
    %101 = llvm.bitcast %100 : f32 to i32
    %102 = llvm.insertelement %101, %1[%15 : i32] : vector<1xi32>
    llvm.store %102, %98 {alignment = 4 : i64} : vector<1xi32>, !llvm.ptr<3>
    nvvm.barrier
    %103 = llvm.and %30, %2 : i32
    %104 = llvm.shl %103, %20 : i32
    %105 = llvm.or disjoint %104, %15 : i32
    %106 = llvm.xor %15, %105 : i32
    %107 = llvm.xor %106, %94 : i32
    %108 = llvm.xor %107, %15 : i32
    %109 = llvm.add %108, %15 : i32
    %110 = llvm.getelementptr inbounds %4[%109] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %111 = llvm.load %110 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %112 = llvm.insertelement %111, %1[%15 : i32] : vector<1xi32>
    %113 = llvm.extractelement %112[%15 : i32] : vector<1xi32>
    %114 = llvm.bitcast %113 : i32 to f32
    %115 = llvm.insertelement %114, %10[%15 : i32] : vector<1xf32>
    %116 = llvm.extractelement %115[%15 : i32] : vector<1xf32>
    %117 = llvm.bitcast %116 : f32 to i32
    %118 = nvvm.shfl.sync bfly %7, %117, %20, %8 : i32 -> i32
    %119 = llvm.bitcast %118 : i32 to f32
    %120 = llvm.intr.maximum(%116, %119) : (f32, f32) -> f32
    %121 = llvm.bitcast %120 : f32 to i32
    %122 = nvvm.shfl.sync bfly %7, %121, %19, %8 : i32 -> i32
    %123 = llvm.bitcast %122 : i32 to f32
    %124 = llvm.intr.maximum(%120, %123) : (f32, f32) -> f32
    %125 = llvm.intr.maximum(%57, %arg3) : (f32, f32) -> f32
    %126 = llvm.intr.maximum(%60, %arg3) : (f32, f32) -> f32
    %127 = llvm.intr.maximum(%63, %arg3) : (f32, f32) -> f32
    %128 = llvm.intr.maximum(%66, %arg3) : (f32, f32) -> f32
    %129 = llvm.intr.maxnum(%125, %arg3) : (f32, f32) -> f32
    %130 = llvm.intr.minnum(%129, %arg4) : (f32, f32) -> f32
    %131 = llvm.intr.maxnum(%126, %arg3) : (f32, f32) -> f32
    %132 = llvm.intr.minnum(%131, %arg4) : (f32, f32) -> f32
    %133 = llvm.intr.maxnum(%127, %arg3) : (f32, f32) -> f32
    %134 = llvm.intr.minnum(%133, %arg4) : (f32, f32) -> f32
    %135 = llvm.intr.maxnum(%128, %arg3) : (f32, f32) -> f32
    %136 = llvm.intr.minnum(%135, %arg4) : (f32, f32) -> f32
    %137 = llvm.fcmp "une" %57, %57 : f32
    %138 = llvm.fcmp "une" %60, %60 : f32
    %139 = llvm.fcmp "une" %63, %63 : f32
    %140 = llvm.fcmp "une" %66, %66 : f32
    %141 = llvm.zext %137 : i1 to i32
    %142 = llvm.zext %138 : i1 to i32
    %143 = llvm.zext %139 : i1 to i32
    %144 = llvm.zext %140 : i1 to i32
    nvvm.barrier
    %145 = llvm.add %141, %142 : i32
    %146 = llvm.add %143, %144 : i32
    %147 = llvm.add %145, %146 : i32
    %148 = nvvm.redux.sync add %147, %7 : i32 -> i32
    %149 = llvm.insertelement %148, %1[%15 : i32] : vector<1xi32>
    llvm.store %149, %98 {alignment = 4 : i64} : vector<1xi32>, !llvm.ptr<3>
    nvvm.barrier
    %150 = llvm.load %110 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %151 = llvm.insertelement %150, %1[%15 : i32] : vector<1xi32>
    %152 = llvm.extractelement %151[%15 : i32] : vector<1xi32>
    %153 = llvm.and %25, %0 : i32
    %154 = llvm.icmp "eq" %153, %15 : i32
    %155 = llvm.select %154, %152, %15 : i1, i32
    %156 = nvvm.redux.sync add %155, %7 : i32 -> i32
    %157 = llvm.add %arg2, %20 : i32
    %158 = llvm.mul %22, %157 : i32
    %159 = llvm.getelementptr %arg1[%158] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %160 = llvm.getelementptr %159[%39] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %161 = llvm.getelementptr %159[%40] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %162 = llvm.getelementptr %159[%41] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %163 = llvm.getelementptr %159[%42] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %164 = llvm.insertelement %130, %10[%15 : i32] : vector<1xf32>
    %165 = llvm.bitcast %164 : vector<1xf32> to i32
    %166 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %165, %160, %43 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %167 = llvm.insertelement %132, %10[%15 : i32] : vector<1xf32>
    %168 = llvm.bitcast %167 : vector<1xf32> to i32
    %169 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %168, %161, %44 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %170 = llvm.insertelement %134, %10[%15 : i32] : vector<1xf32>
    %171 = llvm.bitcast %170 : vector<1xf32> to i32
    %172 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %171, %162, %45 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %173 = llvm.insertelement %136, %10[%15 : i32] : vector<1xf32>
    %174 = llvm.bitcast %173 : vector<1xf32> to i32
    %175 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %174, %163, %46 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %176 = llvm.getelementptr %159[%arg2] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %177 = llvm.and %25, %7 : i32
    %178 = llvm.icmp "eq" %177, %15 : i32
    %179 = llvm.and %26, %7 : i32
    %180 = llvm.icmp "eq" %179, %15 : i32
    %181 = llvm.and %178, %180 : i1
    %182 = llvm.and %15, %7 : i32
    %183 = llvm.icmp "eq" %182, %15 : i32
    %184 = llvm.and %181, %183 : i1
    %185 = llvm.insertelement %124, %10[%15 : i32] : vector<1xf32>
    %186 = llvm.bitcast %185 : vector<1xf32> to i32
    %187 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %186, %176, %184 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %188 = llvm.getelementptr %176[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
    %189 = llvm.sitofp %156 : i32 to f32
    %190 = llvm.insertelement %189, %10[%15 : i32] : vector<1xf32>
    %191 = llvm.bitcast %190 : vector<1xf32> to i32
    %192 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %191, %188, %184 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    llvm.return
  }
}
