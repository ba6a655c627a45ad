module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 4096 : i32, ttg.target = "cuda:90", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @gather3_scatter_i64(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg3: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i64}, %arg4: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i64}, %arg5: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i64}, %arg6: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i64}, %arg7: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg8: i32, %arg9: i64, %arg10: !llvm.ptr<1>, %arg11: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(1088 : i32) : i32
    %2 = llvm.mlir.undef : vector<2xi32>
    %3 = llvm.mlir.undef : vector<2xf32>
    %4 = llvm.mlir.constant(1024 : i32) : i32
    %5 = llvm.mlir.constant(3 : i32) : i32
    %6 = llvm.mlir.constant(126 : i32) : i32
    %7 = llvm.mlir.constant(2112 : i32) : i32
    %8 = llvm.mlir.undef : vector<2xi64>
    %9 = llvm.mlir.constant(8 : i32) : i32
    %10 = llvm.mlir.constant(4 : i32) : i32
    %11 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %12 = llvm.mlir.undef : vector<1xf32>
    %13 = llvm.mlir.constant(384 : i32) : i32
    %14 = llvm.mlir.constant(128 : i32) : i32
    %15 = llvm.mlir.constant(257 : i32) : i32
    %16 = llvm.mlir.constant(256 : i32) : i32
    %17 = llvm.mlir.constant(1 : i32) : i32
    %18 = llvm.mlir.constant(5 : i32) : i32
    %19 = llvm.mlir.constant(0 : i32) : i32
    %20 = llvm.mlir.constant(32 : i32) : i32
    %21 = llvm.mlir.constant(127 : i32) : i32
    %22 = llvm.mlir.constant(0 : index) : i32
    %23 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %24 = llvm.mlir.constant(512 : i32) : i32
    %25 = nvvm.read.ptx.sreg.ctaid.x : i32
    %26 = llvm.mul %25, %24 : i32
    %27 = nvvm.read.ptx.sreg.tid.x : i32
    %28 = llvm.and %27, %21 : i32
    %29 = llvm.urem %28, %20 : i32
    %30 = llvm.udiv %27, %20 : i32
    %31 = llvm.shl %29, %19 : i32
    %32 = llvm.or %19, %31 : i32
    %33 = llvm.shl %30, %18 : i32
    %34 = llvm.or %32, %33 : i32
    %35 = llvm.and %34, %21 : i32
    %36 = llvm.shl %35, %17 : i32
    %37 = llvm.or disjoint %36, %19 : i32
    %38 = llvm.xor %19, %37 : i32
    %39 = llvm.xor %38, %19 : i32
    %40 = llvm.xor %38, %17 : i32
    %41 = llvm.xor %38, %16 : i32
    %42 = llvm.xor %38, %15 : i32
    %43 = llvm.add %39, %22 : i32
    %44 = llvm.add %40, %22 : i32
    %45 = llvm.add %41, %22 : i32
    %46 = llvm.add %42, %22 : i32
    %47 = llvm.lshr %35, %19 : i32
    %48 = llvm.or disjoint %47, %19 : i32
    %49 = llvm.xor %19, %48 : i32
    %50 = llvm.xor %49, %19 : i32
    %51 = llvm.xor %49, %14 : i32
    %52 = llvm.xor %49, %16 : i32
    %53 = llvm.xor %49, %13 : i32
    %54 = llvm.add %50, %22 : i32
    %55 = llvm.add %51, %22 : i32
    %56 = llvm.add %52, %22 : i32
    %57 = llvm.add %53, %22 : i32
    %58 = llvm.add %26, %43 : i32
    %59 = llvm.add %26, %44 : i32
    %60 = llvm.add %26, %45 : i32
    %61 = llvm.add %26, %46 : i32
    %62 = llvm.add %26, %54 : i32
    %63 = llvm.add %26, %55 : i32
    %64 = llvm.add %26, %56 : i32
    %65 = llvm.add %26, %57 : i32
    %66 = llvm.icmp "slt" %58, %arg8 : i32
    %67 = llvm.icmp "slt" %59, %arg8 : i32
    %68 = llvm.icmp "slt" %60, %arg8 : i32
    %69 = llvm.icmp "slt" %61, %arg8 : i32
    %70 = llvm.icmp "slt" %62, %arg8 : i32
    %71 = llvm.icmp "slt" %63, %arg8 : i32
    %72 = llvm.icmp "slt" %64, %arg8 : i32
    %73 = llvm.icmp "slt" %65, %arg8 : i32
    %74 = llvm.getelementptr %arg3[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
    %75 = llvm.getelementptr %arg3[%60] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
    %76 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l,b" %74, %66 : (!llvm.ptr<1>, i1) -> i64
    %77 = llvm.bitcast %76 : i64 to vector<1xi64>
    %78 = llvm.extractelement %77[%22 : i32] : vector<1xi64>
    %79 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 8 ];", "=l,l,b" %74, %67 : (!llvm.ptr<1>, i1) -> i64
    %80 = llvm.bitcast %79 : i64 to vector<1xi64>
    %81 = llvm.extractelement %80[%22 : i32] : vector<1xi64>
    %82 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l,b" %75, %68 : (!llvm.ptr<1>, i1) -> i64
    %83 = llvm.bitcast %82 : i64 to vector<1xi64>
    %84 = llvm.extractelement %83[%22 : i32] : vector<1xi64>
    %85 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 8 ];", "=l,l,b" %75, %69 : (!llvm.ptr<1>, i1) -> i64
    %86 = llvm.bitcast %85 : i64 to vector<1xi64>
    %87 = llvm.extractelement %86[%22 : i32] : vector<1xi64>
    %88 = llvm.getelementptr %arg4[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
    %89 = llvm.getelementptr %arg4[%60] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
    %90 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l,b" %88, %66 : (!llvm.ptr<1>, i1) -> i64
    %91 = llvm.bitcast %90 : i64 to vector<1xi64>
    %92 = llvm.extractelement %91[%22 : i32] : vector<1xi64>
    %93 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 8 ];", "=l,l,b" %88, %67 : (!llvm.ptr<1>, i1) -> i64
    %94 = llvm.bitcast %93 : i64 to vector<1xi64>
    %95 = llvm.extractelement %94[%22 : i32] : vector<1xi64>
    %96 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l,b" %89, %68 : (!llvm.ptr<1>, i1) -> i64
    %97 = llvm.bitcast %96 : i64 to vector<1xi64>
    %98 = llvm.extractelement %97[%22 : i32] : vector<1xi64>
    %99 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 8 ];", "=l,l,b" %89, %69 : (!llvm.ptr<1>, i1) -> i64
    %100 = llvm.bitcast %99 : i64 to vector<1xi64>
    %101 = llvm.extractelement %100[%22 : i32] : vector<1xi64>
    %102 = llvm.getelementptr %arg5[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
    %103 = llvm.getelementptr %arg5[%60] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
    %104 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l,b" %102, %66 : (!llvm.ptr<1>, i1) -> i64
    %105 = llvm.bitcast %104 : i64 to vector<1xi64>
    %106 = llvm.extractelement %105[%22 : i32] : vector<1xi64>
    %107 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 8 ];", "=l,l,b" %102, %67 : (!llvm.ptr<1>, i1) -> i64
    %108 = llvm.bitcast %107 : i64 to vector<1xi64>
    %109 = llvm.extractelement %108[%22 : i32] : vector<1xi64>
    %110 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l,b" %103, %68 : (!llvm.ptr<1>, i1) -> i64
    %111 = llvm.bitcast %110 : i64 to vector<1xi64>
    %112 = llvm.extractelement %111[%22 : i32] : vector<1xi64>
    %113 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 8 ];", "=l,l,b" %103, %69 : (!llvm.ptr<1>, i1) -> i64
    %114 = llvm.bitcast %113 : i64 to vector<1xi64>
    %115 = llvm.extractelement %114[%22 : i32] : vector<1xi64>
    %116 = llvm.getelementptr %arg6[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
    %117 = llvm.getelementptr %arg6[%60] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
    %118 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l,b" %116, %66 : (!llvm.ptr<1>, i1) -> i64
    %119 = llvm.bitcast %118 : i64 to vector<1xi64>
    %120 = llvm.extractelement %119[%22 : i32] : vector<1xi64>
    %121 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 8 ];", "=l,l,b" %116, %67 : (!llvm.ptr<1>, i1) -> i64
    %122 = llvm.bitcast %121 : i64 to vector<1xi64>
    %123 = llvm.extractelement %122[%22 : i32] : vector<1xi64>
    %124 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l,b" %117, %68 : (!llvm.ptr<1>, i1) -> i64
    %125 = llvm.bitcast %124 : i64 to vector<1xi64>
    %126 = llvm.extractelement %125[%22 : i32] : vector<1xi64>
    %127 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 8 ];", "=l,l,b" %117, %69 : (!llvm.ptr<1>, i1) -> i64
    %128 = llvm.bitcast %127 : i64 to vector<1xi64>
    %129 = llvm.extractelement %128[%22 : i32] : vector<1xi64>
    %130 = llvm.mul %78, %arg9 : i64
    %131 = llvm.mul %81, %arg9 : i64
    %132 = llvm.mul %84, %arg9 : i64
    %133 = llvm.mul %87, %arg9 : i64
    %134 = llvm.getelementptr %arg0[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %135 = llvm.getelementptr %arg0[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %136 = llvm.getelementptr %arg0[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %137 = llvm.getelementptr %arg0[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %138 = llvm.insertelement %23, %12[%19 : i32] : vector<1xf32>
    %139 = llvm.bitcast %138 : vector<1xf32> to i32
    %140 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %139, %134, %66 : (i32, !llvm.ptr<1>, i1) -> i32
    %141 = llvm.bitcast %140 : i32 to vector<1xf32>
    %142 = llvm.extractelement %141[%22 : i32] : vector<1xf32>
    %143 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %139, %135, %67 : (i32, !llvm.ptr<1>, i1) -> i32
    %144 = llvm.bitcast %143 : i32 to vector<1xf32>
    %145 = llvm.extractelement %144[%22 : i32] : vector<1xf32>
    %146 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %139, %136, %68 : (i32, !llvm.ptr<1>, i1) -> i32
    %147 = llvm.bitcast %146 : i32 to vector<1xf32>
    %148 = llvm.extractelement %147[%22 : i32] : vector<1xf32>
    %149 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %139, %137, %69 : (i32, !llvm.ptr<1>, i1) -> i32
    %150 = llvm.bitcast %149 : i32 to vector<1xf32>
    %151 = llvm.extractelement %150[%22 : i32] : vector<1xf32>
    %152 = llvm.getelementptr %arg1[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %153 = llvm.getelementptr %arg1[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %154 = llvm.getelementptr %arg1[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %155 = llvm.getelementptr %arg1[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %156 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %139, %152, %66 : (i32, !llvm.ptr<1>, i1) -> i32
    %157 = llvm.bitcast %156 : i32 to vector<1xf32>
    %158 = llvm.extractelement %157[%22 : i32] : vector<1xf32>
    %159 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %139, %153, %67 : (i32, !llvm.ptr<1>, i1) -> i32
    %160 = llvm.bitcast %159 : i32 to vector<1xf32>
    %161 = llvm.extractelement %160[%22 : i32] : vector<1xf32>
    %162 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %139, %154, %68 : (i32, !llvm.ptr<1>, i1) -> i32
    %163 = llvm.bitcast %162 : i32 to vector<1xf32>
    %164 = llvm.extractelement %163[%22 : i32] : vector<1xf32>
    %165 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %139, %155, %69 : (i32, !llvm.ptr<1>, i1) -> i32
    %166 = llvm.bitcast %165 : i32 to vector<1xf32>
    %167 = llvm.extractelement %166[%22 : i32] : vector<1xf32>
    %168 = llvm.getelementptr %arg2[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %169 = llvm.getelementptr %arg2[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %170 = llvm.getelementptr %arg2[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %171 = llvm.getelementptr %arg2[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %172 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %139, %168, %66 : (i32, !llvm.ptr<1>, i1) -> i32
    %173 = llvm.bitcast %172 : i32 to vector<1xf32>
    %174 = llvm.extractelement %173[%22 : i32] : vector<1xf32>
    %175 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %139, %169, %67 : (i32, !llvm.ptr<1>, i1) -> i32
    %176 = llvm.bitcast %175 : i32 to vector<1xf32>
    %177 = llvm.extractelement %176[%22 : i32] : vector<1xf32>
    %178 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %139, %170, %68 : (i32, !llvm.ptr<1>, i1) -> i32
    %179 = llvm.bitcast %178 : i32 to vector<1xf32>
    %180 = llvm.extractelement %179[%22 : i32] : vector<1xf32>
    %181 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %139, %171, %69 : (i32, !llvm.ptr<1>, i1) -> i32
    %182 = llvm.bitcast %181 : i32 to vector<1xf32>
    %183 = llvm.extractelement %182[%22 : i32] : vector<1xf32>
    %184 = llvm.getelementptr %arg7[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %185 = llvm.getelementptr %arg7[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %186 = llvm.getelementptr %arg7[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %187 = llvm.getelementptr %arg7[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %188 = llvm.fmul %158, %174 : f32
    %189 = llvm.fmul %161, %177 : f32
    %190 = llvm.fmul %164, %180 : f32
    %191 = llvm.fmul %167, %183 : f32
    %192 = llvm.fadd %142, %188 : f32
    %193 = llvm.fadd %145, %189 : f32
    %194 = llvm.fadd %148, %190 : f32
    %195 = llvm.fadd %151, %191 : f32
    %196 = llvm.ptrtoint %184 : !llvm.ptr<1> to i64
    %197 = llvm.ptrtoint %185 : !llvm.ptr<1> to i64
    %198 = llvm.ptrtoint %186 : !llvm.ptr<1> to i64
    %199 = llvm.ptrtoint %187 : !llvm.ptr<1> to i64
    %200 = llvm.shl %35, %10 : i32
    %201 = llvm.or disjoint %200, %19 : i32
    %202 = llvm.xor %19, %201 : i32
    %203 = llvm.mul %19, %9 : i32
    %204 = llvm.xor %202, %203 : i32
    %205 = llvm.xor %204, %19 : i32
    %206 = llvm.add %205, %19 : i32
    %207 = llvm.getelementptr inbounds %11[%206] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %208 = llvm.insertelement %196, %8[%19 : i32] : vector<2xi64>
    %209 = llvm.insertelement %198, %208[%17 : i32] : vector<2xi64>
    llvm.store %209, %207 {alignment = 16 : i64} : vector<2xi64>, !llvm.ptr<3>
    %210 = llvm.xor %204, %7 : i32
    %211 = llvm.add %210, %19 : i32
    %212 = llvm.getelementptr inbounds %11[%211] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %213 = llvm.insertelement %197, %8[%19 : i32] : vector<2xi64>
    %214 = llvm.insertelement %199, %213[%17 : i32] : vector<2xi64>
    llvm.store %214, %212 {alignment = 16 : i64} : vector<2xi64>, !llvm.ptr<3>
    nvvm.barrier
    %215 = llvm.and %34, %6 : i32
    %216 = llvm.shl %215, %5 : i32
    %217 = llvm.and %34, %17 : i32
    %218 = llvm.icmp "eq" %217, %19 : i32
    %219 = llvm.select %218, %19, %7 : i1, i32
    %220 = llvm.xor %216, %219 : i32
    %221 = llvm.or disjoint %19, %220 : i32
    %222 = llvm.xor %19, %221 : i32
    %223 = llvm.xor %222, %203 : i32
    %224 = llvm.xor %223, %19 : i32
    %225 = llvm.add %224, %19 : i32
    %226 = llvm.getelementptr inbounds %11[%225] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %227 = llvm.load %226 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<2xi64>
    %228 = llvm.extractelement %227[%19 : i32] : vector<2xi64>
    %229 = llvm.extractelement %227[%17 : i32] : vector<2xi64>
    %230 = llvm.insertelement %228, %8[%19 : i32] : vector<2xi64>
    %231 = llvm.insertelement %229, %230[%17 : i32] : vector<2xi64>
    %232 = llvm.extractelement %231[%19 : i32] : vector<2xi64>
    %233 = llvm.extractelement %231[%17 : i32] : vector<2xi64>
    %234 = llvm.add %224, %4 : i32
    %235 = llvm.getelementptr inbounds %11[%234] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %236 = llvm.load %235 {alignment = 16 : i64} : !llvm.ptr<3> -> vector<2xi64>
    %237 = llvm.extractelement %236[%19 : i32] : vector<2xi64>
    %238 = llvm.extractelement %236[%17 : i32] : vector<2xi64>
    %239 = llvm.insertelement %237, %8[%19 : i32] : vector<2xi64>
    %240 = llvm.insertelement %238, %239[%17 : i32] : vector<2xi64>
    %241 = llvm.extractelement %240[%19 : i32] : vector<2xi64>
    %242 = llvm.extractelement %240[%17 : i32] : vector<2xi64>
    %243 = llvm.inttoptr %232 : i64 to !llvm.ptr<1>
    %244 = llvm.inttoptr %241 : i64 to !llvm.ptr<1>
    %245 = llvm.inttoptr %233 : i64 to !llvm.ptr<1>
    %246 = llvm.inttoptr %242 : i64 to !llvm.ptr<1>
    nvvm.barrier
    %247 = llvm.shl %35, %5 : i32
    %248 = llvm.or disjoint %247, %19 : i32
    %249 = llvm.xor %19, %248 : i32
    %250 = llvm.mul %19, %10 : i32
    %251 = llvm.xor %249, %250 : i32
    %252 = llvm.xor %251, %19 : i32
    %253 = llvm.add %252, %19 : i32
    %254 = llvm.getelementptr inbounds %11[%253] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %255 = llvm.insertelement %192, %3[%19 : i32] : vector<2xf32>
    %256 = llvm.insertelement %194, %255[%17 : i32] : vector<2xf32>
    %257 = llvm.extractelement %256[%19 : i32] : vector<2xf32>
    %258 = llvm.extractelement %256[%17 : i32] : vector<2xf32>
    %259 = llvm.bitcast %257 : f32 to i32
    %260 = llvm.bitcast %258 : f32 to i32
    %261 = llvm.insertelement %259, %2[%19 : i32] : vector<2xi32>
    %262 = llvm.insertelement %260, %261[%17 : i32] : vector<2xi32>
    llvm.store %262, %254 {alignment = 8 : i64} : vector<2xi32>, !llvm.ptr<3>
    %263 = llvm.xor %251, %1 : i32
    %264 = llvm.add %263, %19 : i32
    %265 = llvm.getelementptr inbounds %11[%264] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %266 = llvm.insertelement %193, %3[%19 : i32] : vector<2xf32>
    %267 = llvm.insertelement %195, %266[%17 : i32] : vector<2xf32>
    %268 = llvm.extractelement %267[%19 : i32] : vector<2xf32>
    %269 = llvm.extractelement %267[%17 : i32] : vector<2xf32>
    %270 = llvm.bitcast %268 : f32 to i32
    %271 = llvm.bitcast %269 : f32 to i32
    %272 = llvm.insertelement %270, %2[%19 : i32] : vector<2xi32>
    %273 = llvm.insertelement %271, %272[%17 : i32] : vector<2xi32>
    llvm.store %273, %265 {alignment = 8 : i64} : vector<2xi32>, !llvm.ptr<3>
    nvvm.barrier
    %274 = llvm.shl %215, %0 : i32
    %275 = llvm.select %218, %19, %1 : i1, i32
    %276 = llvm.xor %274, %275 : i32
    %277 = llvm.or disjoint %19, %276 : i32
    %278 = llvm.xor %19, %277 : i32
    %279 = llvm.xor %278, %250 : i32
    %280 = llvm.xor %279, %19 : i32
    %281 = llvm.add %280, %19 : i32
    %282 = llvm.getelementptr inbounds %11[%281] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %283 = llvm.load %282 {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
    %284 = llvm.extractelement %283[%19 : i32] : vector<2xi32>
    %285 = llvm.extractelement %283[%17 : i32] : vector<2xi32>
    %286 = llvm.insertelement %284, %2[%19 : i32] : vector<2xi32>
    %287 = llvm.insertelement %285, %286[%17 : i32] : vector<2xi32>
    %288 = llvm.extractelement %287[%19 : i32] : vector<2xi32>
    %289 = llvm.extractelement %287[%17 : i32] : vector<2xi32>
    %290 = llvm.bitcast %288 : i32 to f32
    %291 = llvm.bitcast %289 : i32 to f32
    %292 = llvm.insertelement %290, %3[%19 : i32] : vector<2xf32>
    %293 = llvm.insertelement %291, %292[%17 : i32] : vector<2xf32>
    %294 = llvm.extractelement %293[%19 : i32] : vector<2xf32>
    %295 = llvm.extractelement %293[%17 : i32] : vector<2xf32>
    %296 = llvm.add %280, %24 : i32
    %297 = llvm.getelementptr inbounds %11[%296] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %298 = llvm.load %297 {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
    %299 = llvm.extractelement %298[%19 : i32] : vector<2xi32>
    %300 = llvm.extractelement %298[%17 : i32] : vector<2xi32>
    %301 = llvm.insertelement %299, %2[%19 : i32] : vector<2xi32>
    %302 = llvm.insertelement %300, %301[%17 : i32] : vector<2xi32>
    %303 = llvm.extractelement %302[%19 : i32] : vector<2xi32>
    %304 = llvm.extractelement %302[%17 : i32] : vector<2xi32>
    %305 = llvm.bitcast %303 : i32 to f32
    %306 = llvm.bitcast %304 : i32 to f32
    %307 = llvm.insertelement %305, %3[%19 : i32] : vector<2xf32>
    %308 = llvm.insertelement %306, %307[%17 : i32] : vector<2xf32>
    %309 = llvm.extractelement %308[%19 : i32] : vector<2xf32>
    %310 = llvm.extractelement %308[%17 : i32] : vector<2xf32>
    %311 = llvm.insertelement %294, %12[%19 : i32] : vector<1xf32>
    %312 = llvm.bitcast %311 : vector<1xf32> to i32
    %313 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %312, %243, %70 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %314 = llvm.insertelement %309, %12[%19 : i32] : vector<1xf32>
    %315 = llvm.bitcast %314 : vector<1xf32> to i32
    %316 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %315, %244, %71 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %317 = llvm.insertelement %295, %12[%19 : i32] : vector<1xf32>
    %318 = llvm.bitcast %317 : vector<1xf32> to i32
    %319 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %318, %245, %72 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %320 = llvm.insertelement %310, %12[%19 : i32] : vector<1xf32>
    %321 = llvm.bitcast %320 : vector<1xf32> to i32
    %322 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %321, %246, %73 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    llvm.return
  }
}
