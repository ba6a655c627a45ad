module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 16 : i32, ttg.target = "cuda:80", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @isinf_count(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg2: i32, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.constant(28 : i32) : i32
    %1 = llvm.mlir.undef : vector<1xi32>
    %2 = llvm.mlir.constant(4 : i32) : i32
    %3 = llvm.mlir.constant(96 : i32) : i32
    %4 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %5 = llvm.mlir.constant(-1 : i32) : i32
    %6 = llvm.mlir.undef : vector<1xf32>
    %7 = llvm.mlir.constant(515 : i32) : i32
    %8 = llvm.mlir.constant(514 : i32) : i32
    %9 = llvm.mlir.constant(513 : i32) : i32
    %10 = llvm.mlir.constant(512 : i32) : i32
    %11 = llvm.mlir.constant(3 : i32) : i32
    %12 = llvm.mlir.constant(1 : i32) : i32
    %13 = llvm.mlir.constant(2 : i32) : i32
    %14 = llvm.mlir.constant(5 : i32) : i32
    %15 = llvm.mlir.constant(0 : i32) : i32
    %16 = llvm.mlir.constant(32 : i32) : i32
    %17 = llvm.mlir.constant(127 : i32) : i32
    %18 = llvm.mlir.constant(0 : index) : i32
    %19 = llvm.mlir.constant(1024 : i32) : i32
    %20 = llvm.mlir.constant(true) : i1
    %21 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %22 = llvm.mlir.constant(0x7F800000 : f32) : f32
    %23 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %24 = nvvm.read.ptx.sreg.ctaid.x : i32
    %25 = llvm.mul %24, %19 : i32
    %26 = nvvm.read.ptx.sreg.tid.x : i32
    %27 = llvm.and %26, %17 : i32
    %28 = llvm.urem %27, %16 : i32
    %29 = llvm.udiv %26, %16 : i32
    %30 = llvm.shl %28, %15 : i32
    %31 = llvm.or %15, %30 : i32
    %32 = llvm.shl %29, %14 : i32
    %33 = llvm.or %31, %32 : i32
    %34 = llvm.and %33, %17 : i32
    %35 = llvm.shl %34, %13 : i32
    %36 = llvm.or disjoint %35, %15 : i32
    %37 = llvm.xor %15, %36 : i32
    %38 = llvm.xor %37, %15 : i32
    %39 = llvm.xor %37, %12 : i32
    %40 = llvm.xor %37, %13 : i32
    %41 = llvm.xor %37, %11 : i32
    %42 = llvm.xor %37, %10 : i32
    %43 = llvm.xor %37, %9 : i32
    %44 = llvm.xor %37, %8 : i32
    %45 = llvm.xor %37, %7 : i32
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
    %62 = llvm.icmp "slt" %54, %arg2 : i32
    %63 = llvm.icmp "slt" %55, %arg2 : i32
    %64 = llvm.icmp "slt" %56, %arg2 : i32
    %65 = llvm.icmp "slt" %57, %arg2 : i32
    %66 = llvm.icmp "slt" %58, %arg2 : i32
    %67 = llvm.icmp "slt" %59, %arg2 : i32
    %68 = llvm.icmp "slt" %60, %arg2 : i32
    %69 = llvm.icmp "slt" %61, %arg2 : i32
    %70 = llvm.getelementptr %arg0[%54] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %71 = llvm.getelementptr %arg0[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %72 = llvm.insertelement %23, %6[%15 : i32] : vector<1xf32>
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
    %98 = llvm.fcmp "oeq" %76, %22 : f32
    %99 = llvm.fcmp "oeq" %79, %22 : f32
    %100 = llvm.fcmp "oeq" %82, %22 : f32
    %101 = llvm.fcmp "oeq" %85, %22 : f32
    %102 = llvm.fcmp "oeq" %88, %22 : f32
    %103 = llvm.fcmp "oeq" %91, %22 : f32
    %104 = llvm.fcmp "oeq" %94, %22 : f32
    %105 = llvm.fcmp "oeq" %97, %22 : f32
    %106 = llvm.fcmp "oeq" %76, %21 : f32
    %107 = llvm.fcmp "oeq" %79, %21 : f32
    %108 = llvm.fcmp "oeq" %82, %21 : f32
    %109 = llvm.fcmp "oeq" %85, %21 : f32
    %110 = llvm.fcmp "oeq" %88, %21 : f32
    %111 = llvm.fcmp "oeq" %91, %21 : f32
    %112 = llvm.fcmp "oeq" %94, %21 : f32
    %113 = llvm.fcmp "oeq" %97, %21 : f32
    %114 = llvm.or %98, %106 : i1
    %115 = llvm.or %99, %107 : i1
    %116 = llvm.or %100, %108 : i1
    %117 = llvm.or %101, %109 : i1
    %118 = llvm.or %102, %110 : i1
    %119 = llvm.or %103, %111 : i1
    %120 = llvm.or %104, %112 : i1
    %121 = llvm.or %105, %113 : i1
    %122 = llvm.select %114, %23, %76 : i1, f32
    %123 = llvm.select %115, %23, %79 : i1, f32
    %124 = llvm.select %116, %23, %82 : i1, f32
    %125 = llvm.select %117, %23, %85 : i1, f32
    %126 = llvm.select %118, %23, %88 : i1, f32
    %127 = llvm.select %119, %23, %91 : i1, f32
    %128 = llvm.select %120, %23, %94 : i1, f32
    %129 = llvm.select %121, %23, %97 : i1, f32
    %130 = llvm.insertelement %122, %6[%15 : i32] : vector<1xf32>
    %131 = llvm.bitcast %130 : vector<1xf32> to i32
    %132 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %131, %70, %62 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %133 = llvm.insertelement %123, %6[%15 : i32] : vector<1xf32>
    %134 = llvm.bitcast %133 : vector<1xf32> to i32
    %135 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 4 ], { $0 };", "r,l,b" %134, %70, %63 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %136 = llvm.insertelement %124, %6[%15 : i32] : vector<1xf32>
    %137 = llvm.bitcast %136 : vector<1xf32> to i32
    %138 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 8 ], { $0 };", "r,l,b" %137, %70, %64 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %139 = llvm.insertelement %125, %6[%15 : i32] : vector<1xf32>
    %140 = llvm.bitcast %139 : vector<1xf32> to i32
    %141 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 12 ], { $0 };", "r,l,b" %140, %70, %65 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %142 = llvm.insertelement %126, %6[%15 : i32] : vector<1xf32>
    %143 = llvm.bitcast %142 : vector<1xf32> to i32
    %144 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %143, %71, %66 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %145 = llvm.insertelement %127, %6[%15 : i32] : vector<1xf32>
    %146 = llvm.bitcast %145 : vector<1xf32> to i32
    %147 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 4 ], { $0 };", "r,l,b" %146, %71, %67 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %148 = llvm.insertelement %128, %6[%15 : i32] : vector<1xf32>
    %149 = llvm.bitcast %148 : vector<1xf32> to i32
    %150 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 8 ], { $0 };", "r,l,b" %149, %71, %68 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %151 = llvm.insertelement %129, %6[%15 : i32] : vector<1xf32>
    %152 = llvm.bitcast %151 : vector<1xf32> to i32
    %153 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 12 ], { $0 };", "r,l,b" %152, %71, %69 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %154 = llvm.zext %114 : i1 to i32
    %155 = llvm.zext %115 : i1 to i32
    %156 = llvm.zext %116 : i1 to i32
    %157 = llvm.zext %117 : i1 to i32
    %158 = llvm.zext %118 : i1 to i32
    %159 = llvm.zext %119 : i1 to i32
    %160 = llvm.zext %120 : i1 to i32
    %161 = llvm.zext %121 : i1 to i32
    %162 = llvm.add %154, %155 : i32
    %163 = llvm.add %156, %157 : i32
    %164 = llvm.add %158, %159 : i32
    %165 = llvm.add %160, %161 : i32
    %166 = llvm.add %162, %163 : i32
    %167 = llvm.add %164, %165 : i32
    %168 = llvm.add %166, %167 : i32
    %169 = nvvm.redux.sync add %168, %5 : i32 -> i32
    %170 = llvm.and %33, %3 : i32
    %171 = llvm.lshr %170, %11 : i32
    %172 = llvm.or disjoint %15, %171 : i32
    %173 = llvm.xor %15, %172 : i32
    %174 = llvm.mul %15, %2 : i32
    %175 = llvm.xor %173, %174 : i32
    %176 = llvm.xor %175, %15 : i32
    %177 = llvm.add %176, %15 : i32
    %178 = llvm.getelementptr inbounds %4[%177] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %179 = llvm.insertelement %169, %1[%15 : i32] : vector<1xi32>
    llvm.store %179, %178 {alignment = 4 : i64} : vector<1xi32>, !llvm.ptr<3>
    nvvm.barrier
    %180 = llvm.and %33, %11 : i32
    %181 = llvm.shl %180, %13 : i32
    %182 = llvm.or disjoint %181, %15 : i32
    %183 = llvm.xor %15, %182 : i32
    %184 = llvm.xor %183, %174 : i32
    %185 = llvm.xor %184, %15 : i32
    %186 = llvm.add %185, %15 : i32
    %187 = llvm.getelementptr inbounds %4[%186] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %188 = llvm.load %187 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %189 = llvm.insertelement %188, %1[%15 : i32] : vector<1xi32>
    %190 = llvm.extractelement %189[%15 : i32] : vector<1xi32>
    %191 = llvm.and %28, %0 : i32
    %192 = llvm.icmp "eq" %191, %15 : i32
    %193 = llvm.select %192, %190, %15 : i1, i32
    %194 = nvvm.redux.sync add %193, %5 : i32 -> i32
    nvvm.barrier
    %195 = llvm.and %28, %5 : i32
    %196 = llvm.icmp "eq" %195, %15 : i32
    %197 = llvm.and %29, %5 : i32
    %198 = llvm.icmp "eq" %197, %15 : i32
    %199 = llvm.and %196, %198 : i1
    %200 = llvm.and %15, %5 : i32
    %201 = llvm.icmp "eq" %200, %15 : i32
    %202 = llvm.and %199, %201 : i1
    %203 = llvm.and %202, %20 : i1
    %204 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %arg1, %194, %203 : (!llvm.ptr<1>, i32, i1) -> i32
    nvvm.barrier
    llvm.return
  }
}
