module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 2048 : i32, ttg.target = "cuda:80", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @layernorm_bwd(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg3: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg4: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg5: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg6: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg7: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg8: i32, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.constant(7 : i32) : i32
    %1 = llvm.mlir.constant(6 : i32) : i32
    %2 = llvm.mlir.constant(24 : i32) : i32
    %3 = llvm.mlir.undef : vector<4xi32>
    %4 = llvm.mlir.undef : vector<4xf32>
    %5 = llvm.mlir.undef : vector<1xi32>
    %6 = llvm.mlir.constant(96 : i32) : i32
    %7 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %8 = llvm.mlir.constant(4 : i32) : i32
    %9 = llvm.mlir.constant(8 : i32) : i32
    %10 = llvm.mlir.constant(-1 : i32) : i32
    %11 = llvm.mlir.constant(31 : i32) : i32
    %12 = llvm.mlir.constant(16 : i32) : i32
    %13 = llvm.mlir.undef : vector<1xf32>
    %14 = llvm.mlir.constant(896 : i32) : i32
    %15 = llvm.mlir.constant(768 : i32) : i32
    %16 = llvm.mlir.constant(640 : i32) : i32
    %17 = llvm.mlir.constant(384 : i32) : i32
    %18 = llvm.mlir.constant(256 : i32) : i32
    %19 = llvm.mlir.constant(128 : i32) : i32
    %20 = llvm.mlir.constant(515 : i32) : i32
    %21 = llvm.mlir.constant(514 : i32) : i32
    %22 = llvm.mlir.constant(513 : i32) : i32
    %23 = llvm.mlir.constant(512 : i32) : i32
    %24 = llvm.mlir.constant(3 : i32) : i32
    %25 = llvm.mlir.constant(1 : i32) : i32
    %26 = llvm.mlir.constant(2 : i32) : i32
    %27 = llvm.mlir.constant(5 : i32) : i32
    %28 = llvm.mlir.constant(0 : i32) : i32
    %29 = llvm.mlir.constant(32 : i32) : i32
    %30 = llvm.mlir.constant(127 : i32) : i32
    %31 = llvm.mlir.constant(0 : index) : i32
    %32 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %33 = nvvm.read.ptx.sreg.ctaid.x : i32
    %34 = nvvm.read.ptx.sreg.tid.x : i32
    %35 = llvm.and %34, %30 : i32
    %36 = llvm.urem %35, %29 : i32
    %37 = llvm.udiv %34, %29 : i32
    %38 = llvm.shl %36, %28 : i32
    %39 = llvm.or %28, %38 : i32
    %40 = llvm.shl %37, %27 : i32
    %41 = llvm.or %39, %40 : i32
    %42 = llvm.and %41, %30 : i32
    %43 = llvm.shl %42, %26 : i32
    %44 = llvm.or disjoint %43, %28 : i32
    %45 = llvm.xor %28, %44 : i32
    %46 = llvm.xor %45, %28 : i32
    %47 = llvm.xor %45, %25 : i32
    %48 = llvm.xor %45, %26 : i32
    %49 = llvm.xor %45, %24 : i32
    %50 = llvm.xor %45, %23 : i32
    %51 = llvm.xor %45, %22 : i32
    %52 = llvm.xor %45, %21 : i32
    %53 = llvm.xor %45, %20 : i32
    %54 = llvm.add %46, %31 : i32
    %55 = llvm.add %47, %31 : i32
    %56 = llvm.add %48, %31 : i32
    %57 = llvm.add %49, %31 : i32
    %58 = llvm.add %50, %31 : i32
    %59 = llvm.add %51, %31 : i32
    %60 = llvm.add %52, %31 : i32
    %61 = llvm.add %53, %31 : i32
    %62 = llvm.lshr %42, %28 : i32
    %63 = llvm.or disjoint %62, %28 : i32
    %64 = llvm.xor %28, %63 : i32
    %65 = llvm.xor %64, %28 : i32
    %66 = llvm.xor %64, %19 : i32
    %67 = llvm.xor %64, %18 : i32
    %68 = llvm.xor %64, %17 : i32
    %69 = llvm.xor %64, %23 : i32
    %70 = llvm.xor %64, %16 : i32
    %71 = llvm.xor %64, %15 : i32
    %72 = llvm.xor %64, %14 : i32
    %73 = llvm.add %65, %31 : i32
    %74 = llvm.add %66, %31 : i32
    %75 = llvm.add %67, %31 : i32
    %76 = llvm.add %68, %31 : i32
    %77 = llvm.add %69, %31 : i32
    %78 = llvm.add %70, %31 : i32
    %79 = llvm.add %71, %31 : i32
    %80 = llvm.add %72, %31 : i32
    %81 = llvm.icmp "slt" %54, %arg8 : i32
    %82 = llvm.icmp "slt" %55, %arg8 : i32
    %83 = llvm.icmp "slt" %56, %arg8 : i32
    %84 = llvm.icmp "slt" %57, %arg8 : i32
    %85 = llvm.icmp "slt" %58, %arg8 : i32
    %86 = llvm.icmp "slt" %59, %arg8 : i32
    %87 = llvm.icmp "slt" %60, %arg8 : i32
    %88 = llvm.icmp "slt" %61, %arg8 : i32
    %89 = llvm.icmp "slt" %73, %arg8 : i32
    %90 = llvm.icmp "slt" %74, %arg8 : i32
    %91 = llvm.icmp "slt" %75, %arg8 : i32
    %92 = llvm.icmp "slt" %76, %arg8 : i32
    %93 = llvm.icmp "slt" %77, %arg8 : i32
    %94 = llvm.icmp "slt" %78, %arg8 : i32
    %95 = llvm.icmp "slt" %79, %arg8 : i32
    %96 = llvm.icmp "slt" %80, %arg8 : i32
    %97 = llvm.mul %33, %arg8 : i32
    %98 = llvm.getelementptr %arg1[%97] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %99 = llvm.getelementptr %98[%54] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %100 = llvm.getelementptr %98[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %101 = llvm.insertelement %32, %13[%28 : i32] : vector<1xf32>
    %102 = llvm.bitcast %101 : vector<1xf32> to i32
    %103 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %102, %99, %81 : (i32, !llvm.ptr<1>, i1) -> i32
    %104 = llvm.bitcast %103 : i32 to vector<1xf32>
    %105 = llvm.extractelement %104[%31 : i32] : vector<1xf32>
    %106 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b" %102, %99, %82 : (i32, !llvm.ptr<1>, i1) -> i32
    %107 = llvm.bitcast %106 : i32 to vector<1xf32>
    %108 = llvm.extractelement %107[%31 : i32] : vector<1xf32>
    %109 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b" %102, %99, %83 : (i32, !llvm.ptr<1>, i1) -> i32
    %110 = llvm.bitcast %109 : i32 to vector<1xf32>
    %111 = llvm.extractelement %110[%31 : i32] : vector<1xf32>
    %112 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b" %102, %99, %84 : (i32, !llvm.ptr<1>, i1) -> i32
    %113 = llvm.bitcast %112 : i32 to vector<1xf32>
    %114 = llvm.extractelement %113[%31 : i32] : vector<1xf32>
    %115 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %102, %100, %85 : (i32, !llvm.ptr<1>, i1) -> i32
    %116 = llvm.bitcast %115 : i32 to vector<1xf32>
    %117 = llvm.extractelement %116[%31 : i32] : vector<1xf32>
    %118 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b" %102, %100, %86 : (i32, !llvm.ptr<1>, i1) -> i32
    %119 = llvm.bitcast %118 : i32 to vector<1xf32>
    %120 = llvm.extractelement %119[%31 : i32] : vector<1xf32>
    %121 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b" %102, %100, %87 : (i32, !llvm.ptr<1>, i1) -> i32
    %122 = llvm.bitcast %121 : i32 to vector<1xf32>
    %123 = llvm.extractelement %122[%31 : i32] : vector<1xf32>
    %124 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b" %102, %100, %88 : (i32, !llvm.ptr<1>, i1) -> i32
    %125 = llvm.bitcast %124 : i32 to vector<1xf32>
    %126 = llvm.extractelement %125[%31 : i32] : vector<1xf32>
    %127 = llvm.getelementptr %arg0[%97] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %128 = llvm.getelementptr %127[%54] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %129 = llvm.getelementptr %127[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %130 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %102, %128, %81 : (i32, !llvm.ptr<1>, i1) -> i32
    %131 = llvm.bitcast %130 : i32 to vector<1xf32>
    %132 = llvm.extractelement %131[%31 : i32] : vector<1xf32>
    %133 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b" %102, %128, %82 : (i32, !llvm.ptr<1>, i1) -> i32
    %134 = llvm.bitcast %133 : i32 to vector<1xf32>
    %135 = llvm.extractelement %134[%31 : i32] : vector<1xf32>
    %136 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b" %102, %128, %83 : (i32, !llvm.ptr<1>, i1) -> i32
    %137 = llvm.bitcast %136 : i32 to vector<1xf32>
    %138 = llvm.extractelement %137[%31 : i32] : vector<1xf32>
    %139 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b" %102, %128, %84 : (i32, !llvm.ptr<1>, i1) -> i32
    %140 = llvm.bitcast %139 : i32 to vector<1xf32>
    %141 = llvm.extractelement %140[%31 : i32] : vector<1xf32>
    %142 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %102, %129, %85 : (i32, !llvm.ptr<1>, i1) -> i32
    %143 = llvm.bitcast %142 : i32 to vector<1xf32>
    %144 = llvm.extractelement %143[%31 : i32] : vector<1xf32>
    %145 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b" %102, %129, %86 : (i32, !llvm.ptr<1>, i1) -> i32
    %146 = llvm.bitcast %145 : i32 to vector<1xf32>
    %147 = llvm.extractelement %146[%31 : i32] : vector<1xf32>
    %148 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b" %102, %129, %87 : (i32, !llvm.ptr<1>, i1) -> i32
    %149 = llvm.bitcast %148 : i32 to vector<1xf32>
    %150 = llvm.extractelement %149[%31 : i32] : vector<1xf32>
    %151 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b" %102, %129, %88 : (i32, !llvm.ptr<1>, i1) -> i32
    %152 = llvm.bitcast %151 : i32 to vector<1xf32>
    %153 = llvm.extractelement %152[%31 : i32] : vector<1xf32>
    %154 = llvm.getelementptr %arg2[%54] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %155 = llvm.getelementptr %arg2[%58] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %156 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %102, %154, %81 : (i32, !llvm.ptr<1>, i1) -> i32
    %157 = llvm.bitcast %156 : i32 to vector<1xf32>
    %158 = llvm.extractelement %157[%31 : i32] : vector<1xf32>
    %159 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b" %102, %154, %82 : (i32, !llvm.ptr<1>, i1) -> i32
    %160 = llvm.bitcast %159 : i32 to vector<1xf32>
    %161 = llvm.extractelement %160[%31 : i32] : vector<1xf32>
    %162 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b" %102, %154, %83 : (i32, !llvm.ptr<1>, i1) -> i32
    %163 = llvm.bitcast %162 : i32 to vector<1xf32>
    %164 = llvm.extractelement %163[%31 : i32] : vector<1xf32>
    %165 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b" %102, %154, %84 : (i32, !llvm.ptr<1>, i1) -> i32
    %166 = llvm.bitcast %165 : i32 to vector<1xf32>
    %167 = llvm.extractelement %166[%31 : i32] : vector<1xf32>
    %168 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %102, %155, %85 : (i32, !llvm.ptr<1>, i1) -> i32
    %169 = llvm.bitcast %168 : i32 to vector<1xf32>
    %170 = llvm.extractelement %169[%31 : i32] : vector<1xf32>
    %171 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b" %102, %155, %86 : (i32, !llvm.ptr<1>, i1) -> i32
    %172 = llvm.bitcast %171 : i32 to vector<1xf32>
    %173 = llvm.extractelement %172[%31 : i32] : vector<1xf32>
    %174 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b" %102, %155, %87 : (i32, !llvm.ptr<1>, i1) -> i32
    %175 = llvm.bitcast %174 : i32 to vector<1xf32>
    %176 = llvm.extractelement %175[%31 : i32] : vector<1xf32>
    %177 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b" %102, %155, %88 : (i32, !llvm.ptr<1>, i1) -> i32
    %178 = llvm.bitcast %177 : i32 to vector<1xf32>
    %179 = llvm.extractelement %178[%31 : i32] : vector<1xf32>
    %180 = llvm.getelementptr %arg3[%33] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %181 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l" %180 : (!llvm.ptr<1>) -> i32
    %182 = llvm.bitcast %181 : i32 to vector<1xf32>
    %183 = llvm.extractelement %182[%31 : i32] : vector<1xf32>
    %184 = llvm.getelementptr %arg4[%33] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %185 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l" %184 : (!llvm.ptr<1>) -> i32
    %186 = llvm.bitcast %185 : i32 to vector<1xf32>
    %187 = llvm.extractelement %186[%31 : i32] : vector<1xf32>
    %188 = llvm.fsub %105, %183 : f32
    %189 = llvm.fsub %108, %183 : f32
    %190 = llvm.fsub %111, %183 : f32
    %191 = llvm.fsub %114, %183 : f32
    %192 = llvm.fsub %117, %183 : f32
    %193 = llvm.fsub %120, %183 : f32
    %194 = llvm.fsub %123, %183 : f32
    %195 = llvm.fsub %126, %183 : f32
    %196 = llvm.fmul %188, %187 : f32
    %197 = llvm.fmul %189, %187 : f32
    %198 = llvm.fmul %190, %187 : f32
    %199 = llvm.fmul %191, %187 : f32
    %200 = llvm.fmul %192, %187 : f32
    %201 = llvm.fmul %193, %187 : f32
    %202 = llvm.fmul %194, %187 : f32
    %203 = llvm.fmul %195, %187 : f32
    %204 = llvm.select %81, %196, %32 : i1, f32
    %205 = llvm.select %82, %197, %32 : i1, f32
    %206 = llvm.select %83, %198, %32 : i1, f32
    %207 = llvm.select %84, %199, %32 : i1, f32
    %208 = llvm.select %85, %200, %32 : i1, f32
    %209 = llvm.select %86, %201, %32 : i1, f32
    %210 = llvm.select %87, %202, %32 : i1, f32
    %211 = llvm.select %88, %203, %32 : i1, f32
    %212 = llvm.fmul %132, %158 : f32
    %213 = llvm.fmul %135, %161 : f32
    %214 = llvm.fmul %138, %164 : f32
    %215 = llvm.fmul %141, %167 : f32
    %216 = llvm.fmul %144, %170 : f32
    %217 = llvm.fmul %147, %173 : f32
    %218 = llvm.fmul %150, %176 : f32
    %219 = llvm.fmul %153, %179 : f32
    %220 = llvm.fmul %204, %212 : f32
    %221 = llvm.fmul %205, %213 : f32
    %222 = llvm.fmul %206, %214 : f32
    %223 = llvm.fmul %207, %215 : f32
    %224 = llvm.fmul %208, %216 : f32
    %225 = llvm.fmul %209, %217 : f32
    %226 = llvm.fmul %210, %218 : f32
    %227 = llvm.fmul %211, %219 : f32
    %228 = llvm.fadd %220, %221 : f32
    %229 = llvm.fadd %222, %223 : f32
    %230 = llvm.fadd %224, %225 : f32
    %231 = llvm.fadd %226, %227 : f32
    %232 = llvm.fadd %228, %229 : f32
    %233 = llvm.fadd %230, %231 : f32
    %234 = llvm.fadd %232, %233 : f32
    %235 = llvm.bitcast %234 : f32 to i32
    %236 = nvvm.shfl.sync bfly %10, %235, %12, %11 : i32 -> i32
    %237 = llvm.bitcast %236 : i32 to f32
    %238 = llvm.fadd %234, %237 : f32
    %239 = llvm.bitcast %238 : f32 to i32
    %240 = nvvm.shfl.sync bfly %10, %239, %9, %11 : i32 -> i32
    %241 = llvm.bitcast %240 : i32 to f32
    %242 = llvm.fadd %238, %241 : f32
    %243 = llvm.bitcast %242 : f32 to i32
    %244 = nvvm.shfl.sync bfly %10, %243, %8, %11 : i32 -> i32
    %245 = llvm.bitcast %244 : i32 to f32
    %246 = llvm.fadd %242, %245 : f32
    %247 = llvm.bitcast %246 : f32 to i32
    %248 = nvvm.shfl.sync bfly %10, %247, %26, %11 : i32 -> i32
    %249 = llvm.bitcast %248 : i32 to f32
    %250 = llvm.fadd %246, %249 : f32
    %251 = llvm.bitcast %250 : f32 to i32
    %252 = nvvm.shfl.sync bfly %10, %251, %25, %11 : i32 -> i32
    %253 = llvm.bitcast %252 : i32 to f32
    %254 = llvm.fadd %250, %253 : f32
    %255 = llvm.and %41, %6 : i32
    %256 = llvm.lshr %255, %24 : i32
    %257 = llvm.or disjoint %28, %256 : i32
    %258 = llvm.xor %28, %257 : i32
    %259 = llvm.mul %28, %8 : i32
    %260 = llvm.xor %258, %259 : i32
    %261 = llvm.xor %260, %28 : i32
    %262 = llvm.add %261, %28 : i32
    %263 = llvm.getelementptr inbounds %7[%262] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %264 = llvm.insertelement %254, %13[%28 : i32] : vector<1xf32>
    %265 = llvm.extractelement %264[%28 : i32] : vector<1xf32>
    %266 = llvm.bitcast %265 : f32 to i32
    %267 = llvm.insertelement %266, %5[%28 : i32] : vector<1xi32>
    llvm.store %267, %263 {alignment = 4 : i64} : vector<1xi32>, !llvm.ptr<3>
    nvvm.barrier
    %268 = llvm.and %41, %24 : i32
    %269 = llvm.shl %268, %26 : i32
    %270 = llvm.or disjoint %269, %28 : i32
    %271 = llvm.xor %28, %270 : i32
    %272 = llvm.xor %271, %259 : i32
    %273 = llvm.xor %272, %28 : i32
    %274 = llvm.add %273, %28 : i32
    %275 = llvm.getelementptr inbounds %7[%274] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %276 = llvm.load %275 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %277 = llvm.insertelement %276, %5[%28 : i32] : vector<1xi32>
    %278 = llvm.extractelement %277[%28 : i32] : vector<1xi32>
    %279 = llvm.bitcast %278 : i32 to f32
    %280 = llvm.insertelement %279, %13[%28 : i32] : vector<1xf32>
    %281 = llvm.extractelement %280[%28 : i32] : vector<1xf32>
    %282 = llvm.bitcast %281 : f32 to i32
    %283 = nvvm.shfl.sync bfly %10, %282, %26, %11 : i32 -> i32
    %284 = llvm.bitcast %283 : i32 to f32
    %285 = llvm.fadd %281, %284 : f32
    %286 = llvm.bitcast %285 : f32 to i32
    %287 = nvvm.shfl.sync bfly %10, %286, %25, %11 : i32 -> i32
    %288 = llvm.bitcast %287 : i32 to f32
    %289 = llvm.fadd %285, %288 : f32
    %290 = llvm.sitofp %arg8 : i32 to f32
    %291 = llvm.call_intrinsic "llvm.nvvm.div.full"(%289, %290) : (f32, f32) -> f32
    nvvm.barrier
    %292 = llvm.fadd %212, %213 : f32
    %293 = llvm.fadd %214, %215 : f32
    %294 = llvm.fadd %216, %217 : f32
    %295 = llvm.fadd %218, %219 : f32
    %296 = llvm.fadd %292, %293 : f32
    %297 = llvm.fadd %294, %295 : f32
    %298 = llvm.fadd %296, %297 : f32
    %299 = llvm.bitcast %298 : f32 to i32
    %300 = nvvm.shfl.sync bfly %10, %299, %12, %11 : i32 -> i32
    %301 = llvm.bitcast %300 : i32 to f32
    %302 = llvm.fadd %298, %301 : f32
    %303 = llvm.bitcast %302 : f32 to i32
    %304 = nvvm.shfl.sync bfly %10, %303, %9, %11 : i32 -> i32
    %305 = llvm.bitcast %304 : i32 to f32
    %306 = llvm.fadd %302, %305 : f32
    %307 = llvm.bitcast %306 : f32 to i32
    %308 = nvvm.shfl.sync bfly %10, %307, %8, %11 : i32 -> i32
    %309 = llvm.bitcast %308 : i32 to f32
    %310 = llvm.fadd %306, %309 : f32
    %311 = llvm.bitcast %310 : f32 to i32
    %312 = nvvm.shfl.sync bfly %10, %311, %26, %11 : i32 -> i32
    %313 = llvm.bitcast %312 : i32 to f32
    %314 = llvm.fadd %310, %313 : f32
    %315 = llvm.bitcast %314 : f32 to i32
    %316 = nvvm.shfl.sync bfly %10, %315, %25, %11 : i32 -> i32
    %317 = llvm.bitcast %316 : i32 to f32
    %318 = llvm.fadd %314, %317 : f32
    %319 = llvm.insertelement %318, %13[%28 : i32] : vector<1xf32>
    %320 = llvm.extractelement %319[%28 : i32] : vector<1xf32>
    %321 = llvm.bitcast %320 : f32 to i32
    %322 = llvm.insertelement %321, %5[%28 : i32] : vector<1xi32>
    llvm.store %322, %263 {alignment = 4 : i64} : vector<1xi32>, !llvm.ptr<3>
    nvvm.barrier
    %323 = llvm.load %275 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %324 = llvm.insertelement %323, %5[%28 : i32] : vector<1xi32>
    %325 = llvm.extractelement %324[%28 : i32] : vector<1xi32>
    %326 = llvm.bitcast %325 : i32 to f32
    %327 = llvm.insertelement %326, %13[%28 : i32] : vector<1xf32>
    %328 = llvm.extractelement %327[%28 : i32] : vector<1xf32>
    %329 = llvm.bitcast %328 : f32 to i32
    %330 = nvvm.shfl.sync bfly %10, %329, %26, %11 : i32 -> i32
    %331 = llvm.bitcast %330 : i32 to f32
    %332 = llvm.fadd %328, %331 : f32
    %333 = llvm.bitcast %332 : f32 to i32
    %334 = nvvm.shfl.sync bfly %10, %333, %25, %11 : i32 -> i32
    %335 = llvm.bitcast %334 : i32 to f32
    %336 = llvm.fadd %332, %335 : f32
    %337 = llvm.call_intrinsic "llvm.nvvm.div.full"(%336, %290) : (f32, f32) -> f32
    %338 = llvm.getelementptr %arg5[%97] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %339 = llvm.getelementptr %338[%73] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %340 = llvm.getelementptr %338[%74] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %341 = llvm.getelementptr %338[%75] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %342 = llvm.getelementptr %338[%76] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %343 = llvm.getelementptr %338[%77] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %344 = llvm.getelementptr %338[%78] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %345 = llvm.getelementptr %338[%79] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %346 = llvm.getelementptr %338[%80] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %347 = llvm.fmul %204, %291 : f32
    %348 = llvm.fmul %205, %291 : f32
    %349 = llvm.fmul %206, %291 : f32
    %350 = llvm.fmul %207, %291 : f32
    %351 = llvm.fmul %208, %291 : f32
    %352 = llvm.fmul %209, %291 : f32
    %353 = llvm.fmul %210, %291 : f32
    %354 = llvm.fmul %211, %291 : f32
    %355 = llvm.fadd %347, %337 : f32
    %356 = llvm.fadd %348, %337 : f32
    %357 = llvm.fadd %349, %337 : f32
    %358 = llvm.fadd %350, %337 : f32
    %359 = llvm.fadd %351, %337 : f32
    %360 = llvm.fadd %352, %337 : f32
    %361 = llvm.fadd %353, %337 : f32
    %362 = llvm.fadd %354, %337 : f32
    %363 = llvm.fsub %212, %355 : f32
    %364 = llvm.fsub %213, %356 : f32
    %365 = llvm.fsub %214, %357 : f32
    %366 = llvm.fsub %215, %358 : f32
    %367 = llvm.fsub %216, %359 : f32
    %368 = llvm.fsub %217, %360 : f32
    %369 = llvm.fsub %218, %361 : f32
    %370 = llvm.fsub %219, %362 : f32
    %371 = llvm.fmul %363, %187 : f32
    %372 = llvm.fmul %364, %187 : f32
    %373 = llvm.fmul %365, %187 : f32
    %374 = llvm.fmul %366, %187 : f32
    %375 = llvm.fmul %367, %187 : f32
    %376 = llvm.fmul %368, %187 : f32
    %377 = llvm.fmul %369, %187 : f32
    %378 = llvm.fmul %370, %187 : f32
    nvvm.barrier
    %379 = llvm.shl %42, %8 : i32
    %380 = llvm.or disjoint %379, %28 : i32
    %381 = llvm.xor %28, %380 : i32
    %382 = llvm.xor %381, %259 : i32
    %383 = llvm.xor %382, %28 : i32
    %384 = llvm.add %383, %28 : i32
    %385 = llvm.getelementptr inbounds %7[%384] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %386 = llvm.insertelement %371, %4[%28 : i32] : vector<4xf32>
    %387 = llvm.insertelement %372, %386[%25 : i32] : vector<4xf32>
    %388 = llvm.insertelement %373, %387[%26 : i32] : vector<4xf32>
    %389 = llvm.insertelement %374, %388[%24 : i32] : vector<4xf32>
    %390 = llvm.extractelement %389[%28 : i32] : vector<4xf32>
    %391 = llvm.extractelement %389[%25 : i32] : vector<4xf32>
    %392 = llvm.extractelement %389[%26 : i32] : vector<4xf32>
    %393 = llvm.extractelement %389[%24 : i32] : vector<4xf32>
    %394 = llvm.bitcast %390 : f32 to i32
    %395 = llvm.bitcast %391 : f32 to i32
    %396 = llvm.bitcast %392 : f32 to i32
    %397 = llvm.bitcast %393 : f32 to i32
    %398 = llvm.insertelement %394, %3[%28 : i32] : vector<4xi32>
    %399 = llvm.insertelement %395, %398[%25 : i32] : vector<4xi32>
    %400 = llvm.insertelement %396, %399[%26 : i32] : vector<4xi32>
    %401 = llvm.insertelement %397, %400[%24 : i32] : vector<4xi32>
    llvm.store %401, %385 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    nvvm.barrier
    %402 = llvm.and %41, %2 : i32
    %403 = llvm.shl %402, %1 : i32
    %404 = llvm.and %41, %0 : i32
    %405 = llvm.shl %404, %8 : i32
    %406 = llvm.shl %255, %26 : i32
    %407 = llvm.or disjoint %403, %405 : i32
    %408 = llvm.or disjoint %407, %406 : i32
    %409 = llvm.xor %28, %408 : i32
    %410 = llvm.xor %409, %259 : i32
    %411 = llvm.xor %410, %28 : i32
    %412 = llvm.add %411, %28 : i32
    %413 = llvm.getelementptr inbounds %7[%412] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %414 = nvvm.ldmatrix %413 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %415 = llvm.extractvalue %414[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %416 = llvm.extractvalue %414[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %417 = llvm.extractvalue %414[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %418 = llvm.extractvalue %414[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %419 = llvm.bitcast %415 : i32 to vector<1xf32>
    %420 = llvm.extractelement %419[%28 : i32] : vector<1xf32>
    %421 = llvm.bitcast %416 : i32 to vector<1xf32>
    %422 = llvm.extractelement %421[%28 : i32] : vector<1xf32>
    %423 = llvm.bitcast %417 : i32 to vector<1xf32>
    %424 = llvm.extractelement %423[%28 : i32] : vector<1xf32>
    %425 = llvm.bitcast %418 : i32 to vector<1xf32>
    %426 = llvm.extractelement %425[%28 : i32] : vector<1xf32>
    nvvm.barrier
    %427 = llvm.insertelement %375, %4[%28 : i32] : vector<4xf32>
    %428 = llvm.insertelement %376, %427[%25 : i32] : vector<4xf32>
    %429 = llvm.insertelement %377, %428[%26 : i32] : vector<4xf32>
    %430 = llvm.insertelement %378, %429[%24 : i32] : vector<4xf32>
    %431 = llvm.extractelement %430[%28 : i32] : vector<4xf32>
    %432 = llvm.extractelement %430[%25 : i32] : vector<4xf32>
    %433 = llvm.extractelement %430[%26 : i32] : vector<4xf32>
    %434 = llvm.extractelement %430[%24 : i32] : vector<4xf32>
    %435 = llvm.bitcast %431 : f32 to i32
    %436 = llvm.bitcast %432 : f32 to i32
    %437 = llvm.bitcast %433 : f32 to i32
    %438 = llvm.bitcast %434 : f32 to i32
    %439 = llvm.insertelement %435, %3[%28 : i32] : vector<4xi32>
    %440 = llvm.insertelement %436, %439[%25 : i32] : vector<4xi32>
    %441 = llvm.insertelement %437, %440[%26 : i32] : vector<4xi32>
    %442 = llvm.insertelement %438, %441[%24 : i32] : vector<4xi32>
    llvm.store %442, %385 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    nvvm.barrier
    %443 = nvvm.ldmatrix %413 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %444 = llvm.extractvalue %443[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %445 = llvm.extractvalue %443[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %446 = llvm.extractvalue %443[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %447 = llvm.extractvalue %443[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %448 = llvm.bitcast %444 : i32 to vector<1xf32>
    %449 = llvm.extractelement %448[%28 : i32] : vector<1xf32>
    %450 = llvm.bitcast %445 : i32 to vector<1xf32>
    %451 = llvm.extractelement %450[%28 : i32] : vector<1xf32>
    %452 = llvm.bitcast %446 : i32 to vector<1xf32>
    %453 = llvm.extractelement %452[%28 : i32] : vector<1xf32>
    %454 = llvm.bitcast %447 : i32 to vector<1xf32>
    %455 = llvm.extractelement %454[%28 : i32] : vector<1xf32>
    %456 = llvm.insertelement %420, %13[%28 : i32] : vector<1xf32>
    %457 = llvm.bitcast %456 : vector<1xf32> to i32
    %458 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %457, %339, %89 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %459 = llvm.insertelement %422, %13[%28 : i32] : vector<1xf32>
    %460 = llvm.bitcast %459 : vector<1xf32> to i32
    %461 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %460, %340, %90 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %462 = llvm.insertelement %424, %13[%28 : i32] : vector<1xf32>
    %463 = llvm.bitcast %462 : vector<1xf32> to i32
    %464 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %463, %341, %91 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %465 = llvm.insertelement %426, %13[%28 : i32] : vector<1xf32>
    %466 = llvm.bitcast %465 : vector<1xf32> to i32
    %467 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %466, %342, %92 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %468 = llvm.insertelement %449, %13[%28 : i32] : vector<1xf32>
    %469 = llvm.bitcast %468 : vector<1xf32> to i32
    %470 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %469, %343, %93 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %471 = llvm.insertelement %451, %13[%28 : i32] : vector<1xf32>
    %472 = llvm.bitcast %471 : vector<1xf32> to i32
    %473 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %472, %344, %94 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %474 = llvm.insertelement %453, %13[%28 : i32] : vector<1xf32>
    %475 = llvm.bitcast %474 : vector<1xf32> to i32
    %476 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %475, %345, %95 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %477 = llvm.insertelement %455, %13[%28 : i32] : vector<1xf32>
    %478 = llvm.bitcast %477 : vector<1xf32> to i32
    %479 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %478, %346, %96 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %480 = llvm.getelementptr %arg6[%73] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %481 = llvm.getelementptr %arg6[%74] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %482 = llvm.getelementptr %arg6[%75] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %483 = llvm.getelementptr %arg6[%76] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %484 = llvm.getelementptr %arg6[%77] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %485 = llvm.getelementptr %arg6[%78] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %486 = llvm.getelementptr %arg6[%79] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %487 = llvm.getelementptr %arg6[%80] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %488 = llvm.fmul %132, %204 : f32
    %489 = llvm.fmul %135, %205 : f32
    %490 = llvm.fmul %138, %206 : f32
    %491 = llvm.fmul %141, %207 : f32
    %492 = llvm.fmul %144, %208 : f32
    %493 = llvm.fmul %147, %209 : f32
    %494 = llvm.fmul %150, %210 : f32
    %495 = llvm.fmul %153, %211 : f32
    nvvm.barrier
    %496 = llvm.insertelement %488, %4[%28 : i32] : vector<4xf32>
    %497 = llvm.insertelement %489, %496[%25 : i32] : vector<4xf32>
    %498 = llvm.insertelement %490, %497[%26 : i32] : vector<4xf32>
    %499 = llvm.insertelement %491, %498[%24 : i32] : vector<4xf32>
    %500 = llvm.extractelement %499[%28 : i32] : vector<4xf32>
    %501 = llvm.extractelement %499[%25 : i32] : vector<4xf32>
    %502 = llvm.extractelement %499[%26 : i32] : vector<4xf32>
    %503 = llvm.extractelement %499[%24 : i32] : vector<4xf32>
    %504 = llvm.bitcast %500 : f32 to i32
    %505 = llvm.bitcast %501 : f32 to i32
    %506 = llvm.bitcast %502 : f32 to i32
    %507 = llvm.bitcast %503 : f32 to i32
    %508 = llvm.insertelement %504, %3[%28 : i32] : vector<4xi32>
    %509 = llvm.insertelement %505, %508[%25 : i32] : vector<4xi32>
    %510 = llvm.insertelement %506, %509[%26 : i32] : vector<4xi32>
    %511 = llvm.insertelement %507, %510[%24 : i32] : vector<4xi32>
    llvm.store %511, %385 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    nvvm.barrier
    %512 = nvvm.ldmatrix %413 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %513 = llvm.extractvalue %512[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %514 = llvm.extractvalue %512[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %515 = llvm.extractvalue %512[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %516 = llvm.extractvalue %512[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %517 = llvm.bitcast %513 : i32 to vector<1xf32>
    %518 = llvm.extractelement %517[%28 : i32] : vector<1xf32>
    %519 = llvm.bitcast %514 : i32 to vector<1xf32>
    %520 = llvm.extractelement %519[%28 : i32] : vector<1xf32>
    %521 = llvm.bitcast %515 : i32 to vector<1xf32>
    %522 = llvm.extractelement %521[%28 : i32] : vector<1xf32>
    %523 = llvm.bitcast %516 : i32 to vector<1xf32>
    %524 = llvm.extractelement %523[%28 : i32] : vector<1xf32>
    nvvm.barrier
    %525 = llvm.insertelement %492, %4[%28 : i32] : vector<4xf32>
    %526 = llvm.insertelement %493, %525[%25 : i32] : vector<4xf32>
    %527 = llvm.insertelement %494, %526[%26 : i32] : vector<4xf32>
    %528 = llvm.insertelement %495, %527[%24 : i32] : vector<4xf32>
    %529 = llvm.extractelement %528[%28 : i32] : vector<4xf32>
    %530 = llvm.extractelement %528[%25 : i32] : vector<4xf32>
    %531 = llvm.extractelement %528[%26 : i32] : vector<4xf32>
    %532 = llvm.extractelement %528[%24 : i32] : vector<4xf32>
    %533 = llvm.bitcast %529 : f32 to i32
    %534 = llvm.bitcast %530 : f32 to i32
    %535 = llvm.bitcast %531 : f32 to i32
    %536 = llvm.bitcast %532 : f32 to i32
    %537 = llvm.insertelement %533, %3[%28 : i32] : vector<4xi32>
    %538 = llvm.insertelement %534, %537[%25 : i32] : vector<4xi32>
    %539 = llvm.insertelement %535, %538[%26 : i32] : vector<4xi32>
    %540 = llvm.insertelement %536, %539[%24 : i32] : vector<4xi32>
    llvm.store %540, %385 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    nvvm.barrier
    %541 = nvvm.ldmatrix %413 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %542 = llvm.extractvalue %541[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %543 = llvm.extractvalue %541[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %544 = llvm.extractvalue %541[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %545 = llvm.extractvalue %541[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %546 = llvm.bitcast %542 : i32 to vector<1xf32>
    %547 = llvm.extractelement %546[%28 : i32] : vector<1xf32>
    %548 = llvm.bitcast %543 : i32 to vector<1xf32>
    %549 = llvm.extractelement %548[%28 : i32] : vector<1xf32>
    %550 = llvm.bitcast %544 : i32 to vector<1xf32>
    %551 = llvm.extractelement %550[%28 : i32] : vector<1xf32>
    %552 = llvm.bitcast %545 : i32 to vector<1xf32>
    %553 = llvm.extractelement %552[%28 : i32] : vector<1xf32>
    nvvm.barrier
    %554 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.f32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %480, %518, %89 : (!llvm.ptr<1>, f32, i1) -> f32
    %555 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.f32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %481, %520, %90 : (!llvm.ptr<1>, f32, i1) -> f32
    %556 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.f32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %482, %522, %91 : (!llvm.ptr<1>, f32, i1) -> f32
    %557 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.f32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %483, %524, %92 : (!llvm.ptr<1>, f32, i1) -> f32
    %558 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.f32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %484, %547, %93 : (!llvm.ptr<1>, f32, i1) -> f32
    %559 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.f32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %485, %549, %94 : (!llvm.ptr<1>, f32, i1) -> f32
    %560 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.f32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %486, %551, %95 : (!llvm.ptr<1>, f32, i1) -> f32
    %561 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.f32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %487, %553, %96 : (!llvm.ptr<1>, f32, i1) -> f32
    nvvm.barrier
    %562 = llvm.getelementptr %arg7[%73] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %563 = llvm.getelementptr %arg7[%74] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %564 = llvm.getelementptr %arg7[%75] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %565 = llvm.getelementptr %arg7[%76] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %566 = llvm.getelementptr %arg7[%77] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %567 = llvm.getelementptr %arg7[%78] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %568 = llvm.getelementptr %arg7[%79] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %569 = llvm.getelementptr %arg7[%80] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %570 = llvm.insertelement %132, %4[%28 : i32] : vector<4xf32>
    %571 = llvm.insertelement %135, %570[%25 : i32] : vector<4xf32>
    %572 = llvm.insertelement %138, %571[%26 : i32] : vector<4xf32>
    %573 = llvm.insertelement %141, %572[%24 : i32] : vector<4xf32>
    %574 = llvm.extractelement %573[%28 : i32] : vector<4xf32>
    %575 = llvm.extractelement %573[%25 : i32] : vector<4xf32>
    %576 = llvm.extractelement %573[%26 : i32] : vector<4xf32>
    %577 = llvm.extractelement %573[%24 : i32] : vector<4xf32>
    %578 = llvm.bitcast %574 : f32 to i32
    %579 = llvm.bitcast %575 : f32 to i32
    %580 = llvm.bitcast %576 : f32 to i32
    %581 = llvm.bitcast %577 : f32 to i32
    %582 = llvm.insertelement %578, %3[%28 : i32] : vector<4xi32>
    %583 = llvm.insertelement %579, %582[%25 : i32] : vector<4xi32>
    %584 = llvm.insertelement %580, %583[%26 : i32] : vector<4xi32>
    %585 = llvm.insertelement %581, %584[%24 : i32] : vector<4xi32>
    llvm.store %585, %385 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    nvvm.barrier
    %586 = nvvm.ldmatrix %413 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %587 = llvm.extractvalue %586[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %588 = llvm.extractvalue %586[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %589 = llvm.extractvalue %586[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %590 = llvm.extractvalue %586[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %591 = llvm.bitcast %587 : i32 to vector<1xf32>
    %592 = llvm.extractelement %591[%28 : i32] : vector<1xf32>
    %593 = llvm.bitcast %588 : i32 to vector<1xf32>
    %594 = llvm.extractelement %593[%28 : i32] : vector<1xf32>
    %595 = llvm.bitcast %589 : i32 to vector<1xf32>
    %596 = llvm.extractelement %595[%28 : i32] : vector<1xf32>
    %597 = llvm.bitcast %590 : i32 to vector<1xf32>
    %598 = llvm.extractelement %597[%28 : i32] : vector<1xf32>
    nvvm.barrier
    %599 = llvm.insertelement %144, %4[%28 : i32] : vector<4xf32>
    %600 = llvm.insertelement %147, %599[%25 : i32] : vector<4xf32>
    %601 = llvm.insertelement %150, %600[%26 : i32] : vector<4xf32>
    %602 = llvm.insertelement %153, %601[%24 : i32] : vector<4xf32>
    %603 = llvm.extractelement %602[%28 : i32] : vector<4xf32>
    %604 = llvm.extractelement %602[%25 : i32] : vector<4xf32>
    %605 = llvm.extractelement %602[%26 : i32] : vector<4xf32>
    %606 = llvm.extractelement %602[%24 : i32] : vector<4xf32>
    %607 = llvm.bitcast %603 : f32 to i32
    %608 = llvm.bitcast %604 : f32 to i32
    %609 = llvm.bitcast %605 : f32 to i32
    %610 = llvm.bitcast %606 : f32 to i32
    %611 = llvm.insertelement %607, %3[%28 : i32] : vector<4xi32>
    %612 = llvm.insertelement %608, %611[%25 : i32] : vector<4xi32>
    %613 = llvm.insertelement %609, %612[%26 : i32] : vector<4xi32>
    %614 = llvm.insertelement %610, %613[%24 : i32] : vector<4xi32>
    llvm.store %614, %385 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    nvvm.barrier
    %615 = nvvm.ldmatrix %413 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %616 = llvm.extractvalue %615[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %617 = llvm.extractvalue %615[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %618 = llvm.extractvalue %615[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %619 = llvm.extractvalue %615[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %620 = llvm.bitcast %616 : i32 to vector<1xf32>
    %621 = llvm.extractelement %620[%28 : i32] : vector<1xf32>
    %622 = llvm.bitcast %617 : i32 to vector<1xf32>
    %623 = llvm.extractelement %622[%28 : i32] : vector<1xf32>
    %624 = llvm.bitcast %618 : i32 to vector<1xf32>
    %625 = llvm.extractelement %624[%28 : i32] : vector<1xf32>
    %626 = llvm.bitcast %619 : i32 to vector<1xf32>
    %627 = llvm.extractelement %626[%28 : i32] : vector<1xf32>
    nvvm.barrier
    %628 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.f32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %562, %592, %89 : (!llvm.ptr<1>, f32, i1) -> f32
    %629 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.f32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %563, %594, %90 : (!llvm.ptr<1>, f32, i1) -> f32
    %630 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.f32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %564, %596, %91 : (!llvm.ptr<1>, f32, i1) -> f32
    %631 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.f32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %565, %598, %92 : (!llvm.ptr<1>, f32, i1) -> f32
    %632 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.f32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %566, %621, %93 : (!llvm.ptr<1>, f32, i1) -> f32
    %633 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.f32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %567, %623, %94 : (!llvm.ptr<1>, f32, i1) -> f32
    %634 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.f32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %568, %625, %95 : (!llvm.ptr<1>, f32, i1) -> f32
    %635 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.f32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %569, %627, %96 : (!llvm.ptr<1>, f32, i1) -> f32
    nvvm.barrier
    llvm.return
  }
}
