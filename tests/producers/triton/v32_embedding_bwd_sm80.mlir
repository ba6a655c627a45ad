module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 2048 : i32, ttg.target = "cuda:80", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @embedding_bwd_scatter(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i64}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg3: i32, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<4xi32>
    %1 = llvm.mlir.undef : vector<4xf32>
    %2 = llvm.mlir.constant(24 : i32) : i32
    %3 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %4 = llvm.mlir.undef : vector<1xf32>
    %5 = llvm.mlir.constant(31 : i32) : i32
    %6 = llvm.mlir.constant(15 : i32) : i32
    %7 = llvm.mlir.constant(14 : i32) : i32
    %8 = llvm.mlir.constant(13 : i32) : i32
    %9 = llvm.mlir.constant(11 : i32) : i32
    %10 = llvm.mlir.constant(10 : i32) : i32
    %11 = llvm.mlir.constant(9 : i32) : i32
    %12 = llvm.mlir.constant(7 : i32) : i32
    %13 = llvm.mlir.constant(6 : i32) : i32
    %14 = llvm.mlir.constant(3 : i32) : i32
    %15 = llvm.mlir.constant(2 : i32) : i32
    %16 = llvm.mlir.constant(1 : i32) : i32
    %17 = llvm.mlir.constant(12 : i32) : i32
    %18 = llvm.mlir.constant(8 : i32) : i32
    %19 = llvm.mlir.constant(4 : i32) : i32
    %20 = llvm.mlir.constant(96 : i32) : i32
    %21 = llvm.mlir.constant(5 : i32) : i32
    %22 = llvm.mlir.constant(0 : i32) : i32
    %23 = llvm.mlir.constant(32 : i32) : i32
    %24 = llvm.mlir.constant(127 : i32) : i32
    %25 = llvm.mlir.constant(0 : index) : i32
    %26 = llvm.mlir.constant(16 : i32) : i32
    %27 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %28 = llvm.mlir.constant(128 : i64) : i64
    %29 = nvvm.read.ptx.sreg.ctaid.x : i32
    %30 = llvm.mul %29, %26 : i32
    %31 = nvvm.read.ptx.sreg.tid.x : i32
    %32 = llvm.and %31, %24 : i32
    %33 = llvm.urem %32, %23 : i32
    %34 = llvm.udiv %31, %23 : i32
    %35 = llvm.shl %33, %22 : i32
    %36 = llvm.or %22, %35 : i32
    %37 = llvm.shl %34, %21 : i32
    %38 = llvm.or %36, %37 : i32
    %39 = llvm.and %38, %20 : i32
    %40 = llvm.lshr %39, %21 : i32
    %41 = llvm.or disjoint %40, %22 : i32
    %42 = llvm.xor %22, %41 : i32
    %43 = llvm.xor %42, %22 : i32
    %44 = llvm.xor %42, %19 : i32
    %45 = llvm.xor %42, %18 : i32
    %46 = llvm.xor %42, %17 : i32
    %47 = llvm.add %43, %25 : i32
    %48 = llvm.add %44, %25 : i32
    %49 = llvm.add %45, %25 : i32
    %50 = llvm.add %46, %25 : i32
    %51 = llvm.xor %22, %22 : i32
    %52 = llvm.xor %51, %22 : i32
    %53 = llvm.xor %51, %16 : i32
    %54 = llvm.xor %51, %15 : i32
    %55 = llvm.xor %51, %14 : i32
    %56 = llvm.xor %51, %19 : i32
    %57 = llvm.xor %51, %21 : i32
    %58 = llvm.xor %51, %13 : i32
    %59 = llvm.xor %51, %12 : i32
    %60 = llvm.xor %51, %18 : i32
    %61 = llvm.xor %51, %11 : i32
    %62 = llvm.xor %51, %10 : i32
    %63 = llvm.xor %51, %9 : i32
    %64 = llvm.xor %51, %17 : i32
    %65 = llvm.xor %51, %8 : i32
    %66 = llvm.xor %51, %7 : i32
    %67 = llvm.xor %51, %6 : i32
    %68 = llvm.add %52, %25 : i32
    %69 = llvm.add %53, %25 : i32
    %70 = llvm.add %54, %25 : i32
    %71 = llvm.add %55, %25 : i32
    %72 = llvm.add %56, %25 : i32
    %73 = llvm.add %57, %25 : i32
    %74 = llvm.add %58, %25 : i32
    %75 = llvm.add %59, %25 : i32
    %76 = llvm.add %60, %25 : i32
    %77 = llvm.add %61, %25 : i32
    %78 = llvm.add %62, %25 : i32
    %79 = llvm.add %63, %25 : i32
    %80 = llvm.add %64, %25 : i32
    %81 = llvm.add %65, %25 : i32
    %82 = llvm.add %66, %25 : i32
    %83 = llvm.add %67, %25 : i32
    %84 = llvm.add %30, %47 : i32
    %85 = llvm.add %30, %48 : i32
    %86 = llvm.add %30, %49 : i32
    %87 = llvm.add %30, %50 : i32
    %88 = llvm.add %30, %68 : i32
    %89 = llvm.add %30, %69 : i32
    %90 = llvm.add %30, %70 : i32
    %91 = llvm.add %30, %71 : i32
    %92 = llvm.add %30, %72 : i32
    %93 = llvm.add %30, %73 : i32
    %94 = llvm.add %30, %74 : i32
    %95 = llvm.add %30, %75 : i32
    %96 = llvm.add %30, %76 : i32
    %97 = llvm.add %30, %77 : i32
    %98 = llvm.add %30, %78 : i32
    %99 = llvm.add %30, %79 : i32
    %100 = llvm.add %30, %80 : i32
    %101 = llvm.add %30, %81 : i32
    %102 = llvm.add %30, %82 : i32
    %103 = llvm.add %30, %83 : i32
    %104 = llvm.icmp "slt" %88, %arg3 : i32
    %105 = llvm.icmp "slt" %89, %arg3 : i32
    %106 = llvm.icmp "slt" %90, %arg3 : i32
    %107 = llvm.icmp "slt" %91, %arg3 : i32
    %108 = llvm.icmp "slt" %92, %arg3 : i32
    %109 = llvm.icmp "slt" %93, %arg3 : i32
    %110 = llvm.icmp "slt" %94, %arg3 : i32
    %111 = llvm.icmp "slt" %95, %arg3 : i32
    %112 = llvm.icmp "slt" %96, %arg3 : i32
    %113 = llvm.icmp "slt" %97, %arg3 : i32
    %114 = llvm.icmp "slt" %98, %arg3 : i32
    %115 = llvm.icmp "slt" %99, %arg3 : i32
    %116 = llvm.icmp "slt" %100, %arg3 : i32
    %117 = llvm.icmp "slt" %101, %arg3 : i32
    %118 = llvm.icmp "slt" %102, %arg3 : i32
    %119 = llvm.icmp "slt" %103, %arg3 : i32
    %120 = llvm.icmp "slt" %84, %arg3 : i32
    %121 = llvm.icmp "slt" %85, %arg3 : i32
    %122 = llvm.icmp "slt" %86, %arg3 : i32
    %123 = llvm.icmp "slt" %87, %arg3 : i32
    %124 = llvm.getelementptr %arg1[%88] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
    %125 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l,b" %124, %104 : (!llvm.ptr<1>, i1) -> i64
    %126 = llvm.bitcast %125 : i64 to vector<1xi64>
    %127 = llvm.extractelement %126[%25 : i32] : vector<1xi64>
    %128 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 8 ];", "=l,l,b" %124, %105 : (!llvm.ptr<1>, i1) -> i64
    %129 = llvm.bitcast %128 : i64 to vector<1xi64>
    %130 = llvm.extractelement %129[%25 : i32] : vector<1xi64>
    %131 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 16 ];", "=l,l,b" %124, %106 : (!llvm.ptr<1>, i1) -> i64
    %132 = llvm.bitcast %131 : i64 to vector<1xi64>
    %133 = llvm.extractelement %132[%25 : i32] : vector<1xi64>
    %134 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 24 ];", "=l,l,b" %124, %107 : (!llvm.ptr<1>, i1) -> i64
    %135 = llvm.bitcast %134 : i64 to vector<1xi64>
    %136 = llvm.extractelement %135[%25 : i32] : vector<1xi64>
    %137 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 32 ];", "=l,l,b" %124, %108 : (!llvm.ptr<1>, i1) -> i64
    %138 = llvm.bitcast %137 : i64 to vector<1xi64>
    %139 = llvm.extractelement %138[%25 : i32] : vector<1xi64>
    %140 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 40 ];", "=l,l,b" %124, %109 : (!llvm.ptr<1>, i1) -> i64
    %141 = llvm.bitcast %140 : i64 to vector<1xi64>
    %142 = llvm.extractelement %141[%25 : i32] : vector<1xi64>
    %143 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 48 ];", "=l,l,b" %124, %110 : (!llvm.ptr<1>, i1) -> i64
    %144 = llvm.bitcast %143 : i64 to vector<1xi64>
    %145 = llvm.extractelement %144[%25 : i32] : vector<1xi64>
    %146 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 56 ];", "=l,l,b" %124, %111 : (!llvm.ptr<1>, i1) -> i64
    %147 = llvm.bitcast %146 : i64 to vector<1xi64>
    %148 = llvm.extractelement %147[%25 : i32] : vector<1xi64>
    %149 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 64 ];", "=l,l,b" %124, %112 : (!llvm.ptr<1>, i1) -> i64
    %150 = llvm.bitcast %149 : i64 to vector<1xi64>
    %151 = llvm.extractelement %150[%25 : i32] : vector<1xi64>
    %152 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 72 ];", "=l,l,b" %124, %113 : (!llvm.ptr<1>, i1) -> i64
    %153 = llvm.bitcast %152 : i64 to vector<1xi64>
    %154 = llvm.extractelement %153[%25 : i32] : vector<1xi64>
    %155 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 80 ];", "=l,l,b" %124, %114 : (!llvm.ptr<1>, i1) -> i64
    %156 = llvm.bitcast %155 : i64 to vector<1xi64>
    %157 = llvm.extractelement %156[%25 : i32] : vector<1xi64>
    %158 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 88 ];", "=l,l,b" %124, %115 : (!llvm.ptr<1>, i1) -> i64
    %159 = llvm.bitcast %158 : i64 to vector<1xi64>
    %160 = llvm.extractelement %159[%25 : i32] : vector<1xi64>
    %161 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 96 ];", "=l,l,b" %124, %116 : (!llvm.ptr<1>, i1) -> i64
    %162 = llvm.bitcast %161 : i64 to vector<1xi64>
    %163 = llvm.extractelement %162[%25 : i32] : vector<1xi64>
    %164 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 104 ];", "=l,l,b" %124, %117 : (!llvm.ptr<1>, i1) -> i64
    %165 = llvm.bitcast %164 : i64 to vector<1xi64>
    %166 = llvm.extractelement %165[%25 : i32] : vector<1xi64>
    %167 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 112 ];", "=l,l,b" %124, %118 : (!llvm.ptr<1>, i1) -> i64
    %168 = llvm.bitcast %167 : i64 to vector<1xi64>
    %169 = llvm.extractelement %168[%25 : i32] : vector<1xi64>
    %170 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 120 ];", "=l,l,b" %124, %119 : (!llvm.ptr<1>, i1) -> i64
    %171 = llvm.bitcast %170 : i64 to vector<1xi64>
    %172 = llvm.extractelement %171[%25 : i32] : vector<1xi64>
    %173 = llvm.sext %84 : i32 to i64
    %174 = llvm.sext %85 : i32 to i64
    %175 = llvm.sext %86 : i32 to i64
    %176 = llvm.sext %87 : i32 to i64
    %177 = llvm.mul %173, %28 : i64
    %178 = llvm.mul %174, %28 : i64
    %179 = llvm.mul %175, %28 : i64
    %180 = llvm.mul %176, %28 : i64
    %181 = llvm.getelementptr %arg0[%177] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %182 = llvm.getelementptr %arg0[%178] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %183 = llvm.getelementptr %arg0[%179] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %184 = llvm.getelementptr %arg0[%180] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %185 = llvm.and %38, %5 : i32
    %186 = llvm.shl %185, %15 : i32
    %187 = llvm.or disjoint %186, %22 : i32
    %188 = llvm.xor %22, %187 : i32
    %189 = llvm.xor %188, %22 : i32
    %190 = llvm.add %189, %25 : i32
    %191 = llvm.and %38, %24 : i32
    %192 = llvm.lshr %191, %22 : i32
    %193 = llvm.or disjoint %192, %22 : i32
    %194 = llvm.xor %22, %193 : i32
    %195 = llvm.xor %194, %22 : i32
    %196 = llvm.add %195, %25 : i32
    %197 = llvm.getelementptr %181[%190] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %198 = llvm.getelementptr %182[%190] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %199 = llvm.getelementptr %183[%190] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %200 = llvm.getelementptr %184[%190] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %201 = llvm.insertelement %27, %4[%22 : i32] : vector<1xf32>
    %202 = llvm.bitcast %201 : vector<1xf32> to i32
    %203 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b" %202, %202, %202, %202, %197, %120 : (i32, i32, i32, i32, !llvm.ptr<1>, i1) -> !llvm.struct<(i32, i32, i32, i32)>
    %204 = llvm.extractvalue %203[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %205 = llvm.bitcast %204 : i32 to vector<1xf32>
    %206 = llvm.extractvalue %203[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %207 = llvm.bitcast %206 : i32 to vector<1xf32>
    %208 = llvm.extractvalue %203[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %209 = llvm.bitcast %208 : i32 to vector<1xf32>
    %210 = llvm.extractvalue %203[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %211 = llvm.bitcast %210 : i32 to vector<1xf32>
    %212 = llvm.extractelement %205[%25 : i32] : vector<1xf32>
    %213 = llvm.extractelement %207[%25 : i32] : vector<1xf32>
    %214 = llvm.extractelement %209[%25 : i32] : vector<1xf32>
    %215 = llvm.extractelement %211[%25 : i32] : vector<1xf32>
    %216 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b" %202, %202, %202, %202, %198, %121 : (i32, i32, i32, i32, !llvm.ptr<1>, i1) -> !llvm.struct<(i32, i32, i32, i32)>
    %217 = llvm.extractvalue %216[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %218 = llvm.bitcast %217 : i32 to vector<1xf32>
    %219 = llvm.extractvalue %216[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %220 = llvm.bitcast %219 : i32 to vector<1xf32>
    %221 = llvm.extractvalue %216[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %222 = llvm.bitcast %221 : i32 to vector<1xf32>
    %223 = llvm.extractvalue %216[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %224 = llvm.bitcast %223 : i32 to vector<1xf32>
    %225 = llvm.extractelement %218[%25 : i32] : vector<1xf32>
    %226 = llvm.extractelement %220[%25 : i32] : vector<1xf32>
    %227 = llvm.extractelement %222[%25 : i32] : vector<1xf32>
    %228 = llvm.extractelement %224[%25 : i32] : vector<1xf32>
    %229 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b" %202, %202, %202, %202, %199, %122 : (i32, i32, i32, i32, !llvm.ptr<1>, i1) -> !llvm.struct<(i32, i32, i32, i32)>
    %230 = llvm.extractvalue %229[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %231 = llvm.bitcast %230 : i32 to vector<1xf32>
    %232 = llvm.extractvalue %229[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %233 = llvm.bitcast %232 : i32 to vector<1xf32>
    %234 = llvm.extractvalue %229[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %235 = llvm.bitcast %234 : i32 to vector<1xf32>
    %236 = llvm.extractvalue %229[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %237 = llvm.bitcast %236 : i32 to vector<1xf32>
    %238 = llvm.extractelement %231[%25 : i32] : vector<1xf32>
    %239 = llvm.extractelement %233[%25 : i32] : vector<1xf32>
    %240 = llvm.extractelement %235[%25 : i32] : vector<1xf32>
    %241 = llvm.extractelement %237[%25 : i32] : vector<1xf32>
    %242 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b" %202, %202, %202, %202, %200, %123 : (i32, i32, i32, i32, !llvm.ptr<1>, i1) -> !llvm.struct<(i32, i32, i32, i32)>
    %243 = llvm.extractvalue %242[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %244 = llvm.bitcast %243 : i32 to vector<1xf32>
    %245 = llvm.extractvalue %242[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %246 = llvm.bitcast %245 : i32 to vector<1xf32>
    %247 = llvm.extractvalue %242[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %248 = llvm.bitcast %247 : i32 to vector<1xf32>
    %249 = llvm.extractvalue %242[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %250 = llvm.bitcast %249 : i32 to vector<1xf32>
    %251 = llvm.extractelement %244[%25 : i32] : vector<1xf32>
    %252 = llvm.extractelement %246[%25 : i32] : vector<1xf32>
    %253 = llvm.extractelement %248[%25 : i32] : vector<1xf32>
    %254 = llvm.extractelement %250[%25 : i32] : vector<1xf32>
    %255 = llvm.mul %127, %28 : i64
    %256 = llvm.mul %130, %28 : i64
    %257 = llvm.mul %133, %28 : i64
    %258 = llvm.mul %136, %28 : i64
    %259 = llvm.mul %139, %28 : i64
    %260 = llvm.mul %142, %28 : i64
    %261 = llvm.mul %145, %28 : i64
    %262 = llvm.mul %148, %28 : i64
    %263 = llvm.mul %151, %28 : i64
    %264 = llvm.mul %154, %28 : i64
    %265 = llvm.mul %157, %28 : i64
    %266 = llvm.mul %160, %28 : i64
    %267 = llvm.mul %163, %28 : i64
    %268 = llvm.mul %166, %28 : i64
    %269 = llvm.mul %169, %28 : i64
    %270 = llvm.mul %172, %28 : i64
    %271 = llvm.getelementptr %arg2[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %272 = llvm.getelementptr %arg2[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %273 = llvm.getelementptr %arg2[%257] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %274 = llvm.getelementptr %arg2[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %275 = llvm.getelementptr %arg2[%259] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %276 = llvm.getelementptr %arg2[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %277 = llvm.getelementptr %arg2[%261] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %278 = llvm.getelementptr %arg2[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %279 = llvm.getelementptr %arg2[%263] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %280 = llvm.getelementptr %arg2[%264] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %281 = llvm.getelementptr %arg2[%265] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %282 = llvm.getelementptr %arg2[%266] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %283 = llvm.getelementptr %arg2[%267] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %284 = llvm.getelementptr %arg2[%268] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %285 = llvm.getelementptr %arg2[%269] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %286 = llvm.getelementptr %arg2[%270] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %287 = llvm.getelementptr %271[%196] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %288 = llvm.getelementptr %272[%196] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %289 = llvm.getelementptr %273[%196] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %290 = llvm.getelementptr %274[%196] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %291 = llvm.getelementptr %275[%196] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %292 = llvm.getelementptr %276[%196] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %293 = llvm.getelementptr %277[%196] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %294 = llvm.getelementptr %278[%196] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %295 = llvm.getelementptr %279[%196] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %296 = llvm.getelementptr %280[%196] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %297 = llvm.getelementptr %281[%196] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %298 = llvm.getelementptr %282[%196] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %299 = llvm.getelementptr %283[%196] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %300 = llvm.getelementptr %284[%196] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %301 = llvm.getelementptr %285[%196] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %302 = llvm.getelementptr %286[%196] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %303 = llvm.and %38, %2 : i32
    %304 = llvm.shl %303, %13 : i32
    %305 = llvm.and %38, %12 : i32
    %306 = llvm.shl %305, %19 : i32
    %307 = llvm.shl %39, %15 : i32
    %308 = llvm.or disjoint %304, %306 : i32
    %309 = llvm.or disjoint %308, %307 : i32
    %310 = llvm.xor %22, %309 : i32
    %311 = llvm.mul %22, %19 : i32
    %312 = llvm.xor %310, %311 : i32
    %313 = llvm.xor %312, %22 : i32
    %314 = llvm.add %313, %22 : i32
    %315 = llvm.getelementptr inbounds %3[%314] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %316 = llvm.insertelement %212, %1[%22 : i32] : vector<4xf32>
    %317 = llvm.insertelement %213, %316[%16 : i32] : vector<4xf32>
    %318 = llvm.insertelement %214, %317[%15 : i32] : vector<4xf32>
    %319 = llvm.insertelement %215, %318[%14 : i32] : vector<4xf32>
    %320 = llvm.extractelement %319[%22 : i32] : vector<4xf32>
    %321 = llvm.extractelement %319[%16 : i32] : vector<4xf32>
    %322 = llvm.extractelement %319[%15 : i32] : vector<4xf32>
    %323 = llvm.extractelement %319[%14 : i32] : vector<4xf32>
    %324 = llvm.bitcast %320 : f32 to i32
    %325 = llvm.bitcast %321 : f32 to i32
    %326 = llvm.bitcast %322 : f32 to i32
    %327 = llvm.bitcast %323 : f32 to i32
    %328 = llvm.insertelement %324, %0[%22 : i32] : vector<4xi32>
    %329 = llvm.insertelement %325, %328[%16 : i32] : vector<4xi32>
    %330 = llvm.insertelement %326, %329[%15 : i32] : vector<4xi32>
    %331 = llvm.insertelement %327, %330[%14 : i32] : vector<4xi32>
    llvm.store %331, %315 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    nvvm.barrier
    %332 = llvm.shl %191, %19 : i32
    %333 = llvm.or disjoint %332, %22 : i32
    %334 = llvm.xor %22, %333 : i32
    %335 = llvm.xor %334, %311 : i32
    %336 = llvm.xor %335, %22 : i32
    %337 = llvm.add %336, %22 : i32
    %338 = llvm.getelementptr inbounds %3[%337] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %339 = nvvm.ldmatrix %338 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %340 = llvm.extractvalue %339[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %341 = llvm.extractvalue %339[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %342 = llvm.extractvalue %339[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %343 = llvm.extractvalue %339[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %344 = llvm.bitcast %340 : i32 to vector<1xf32>
    %345 = llvm.extractelement %344[%22 : i32] : vector<1xf32>
    %346 = llvm.bitcast %341 : i32 to vector<1xf32>
    %347 = llvm.extractelement %346[%22 : i32] : vector<1xf32>
    %348 = llvm.bitcast %342 : i32 to vector<1xf32>
    %349 = llvm.extractelement %348[%22 : i32] : vector<1xf32>
    %350 = llvm.bitcast %343 : i32 to vector<1xf32>
    %351 = llvm.extractelement %350[%22 : i32] : vector<1xf32>
    nvvm.barrier
    %352 = llvm.insertelement %225, %1[%22 : i32] : vector<4xf32>
    %353 = llvm.insertelement %226, %352[%16 : i32] : vector<4xf32>
    %354 = llvm.insertelement %227, %353[%15 : i32] : vector<4xf32>
    %355 = llvm.insertelement %228, %354[%14 : i32] : vector<4xf32>
    %356 = llvm.extractelement %355[%22 : i32] : vector<4xf32>
    %357 = llvm.extractelement %355[%16 : i32] : vector<4xf32>
    %358 = llvm.extractelement %355[%15 : i32] : vector<4xf32>
    %359 = llvm.extractelement %355[%14 : i32] : vector<4xf32>
    %360 = llvm.bitcast %356 : f32 to i32
    %361 = llvm.bitcast %357 : f32 to i32
    %362 = llvm.bitcast %358 : f32 to i32
    %363 = llvm.bitcast %359 : f32 to i32
    %364 = llvm.insertelement %360, %0[%22 : i32] : vector<4xi32>
    %365 = llvm.insertelement %361, %364[%16 : i32] : vector<4xi32>
    %366 = llvm.insertelement %362, %365[%15 : i32] : vector<4xi32>
    %367 = llvm.insertelement %363, %366[%14 : i32] : vector<4xi32>
    llvm.store %367, %315 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    nvvm.barrier
    %368 = nvvm.ldmatrix %338 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %369 = llvm.extractvalue %368[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %370 = llvm.extractvalue %368[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %371 = llvm.extractvalue %368[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %372 = llvm.extractvalue %368[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %373 = llvm.bitcast %369 : i32 to vector<1xf32>
    %374 = llvm.extractelement %373[%22 : i32] : vector<1xf32>
    %375 = llvm.bitcast %370 : i32 to vector<1xf32>
    %376 = llvm.extractelement %375[%22 : i32] : vector<1xf32>
    %377 = llvm.bitcast %371 : i32 to vector<1xf32>
    %378 = llvm.extractelement %377[%22 : i32] : vector<1xf32>
    %379 = llvm.bitcast %372 : i32 to vector<1xf32>
    %380 = llvm.extractelement %379[%22 : i32] : vector<1xf32>
    nvvm.barrier
    %381 = llvm.insertelement %238, %1[%22 : i32] : vector<4xf32>
    %382 = llvm.insertelement %239, %381[%16 : i32] : vector<4xf32>
    %383 = llvm.insertelement %240, %382[%15 : i32] : vector<4xf32>
    %384 = llvm.insertelement %241, %383[%14 : i32] : vector<4xf32>
    %385 = llvm.extractelement %384[%22 : i32] : vector<4xf32>
    %386 = llvm.extractelement %384[%16 : i32] : vector<4xf32>
    %387 = llvm.extractelement %384[%15 : i32] : vector<4xf32>
    %388 = llvm.extractelement %384[%14 : i32] : vector<4xf32>
    %389 = llvm.bitcast %385 : f32 to i32
    %390 = llvm.bitcast %386 : f32 to i32
    %391 = llvm.bitcast %387 : f32 to i32
    %392 = llvm.bitcast %388 : f32 to i32
    %393 = llvm.insertelement %389, %0[%22 : i32] : vector<4xi32>
    %394 = llvm.insertelement %390, %393[%16 : i32] : vector<4xi32>
    %395 = llvm.insertelement %391, %394[%15 : i32] : vector<4xi32>
    %396 = llvm.insertelement %392, %395[%14 : i32] : vector<4xi32>
    llvm.store %396, %315 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    nvvm.barrier
    %397 = nvvm.ldmatrix %338 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %398 = llvm.extractvalue %397[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %399 = llvm.extractvalue %397[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %400 = llvm.extractvalue %397[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %401 = llvm.extractvalue %397[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %402 = llvm.bitcast %398 : i32 to vector<1xf32>
    %403 = llvm.extractelement %402[%22 : i32] : vector<1xf32>
    %404 = llvm.bitcast %399 : i32 to vector<1xf32>
    %405 = llvm.extractelement %404[%22 : i32] : vector<1xf32>
    %406 = llvm.bitcast %400 : i32 to vector<1xf32>
    %407 = llvm.extractelement %406[%22 : i32] : vector<1xf32>
    %408 = llvm.bitcast %401 : i32 to vector<1xf32>
    %409 = llvm.extractelement %408[%22 : i32] : vector<1xf32>
    nvvm.barrier
    %410 = llvm.insertelement %251, %1[%22 : i32] : vector<4xf32>
    %411 = llvm.insertelement %252, %410[%16 : i32] : vector<4xf32>
    %412 = llvm.insertelement %253, %411[%15 : i32] : vector<4xf32>
    %413 = llvm.insertelement %254, %412[%14 : i32] : vector<4xf32>
    %414 = llvm.extractelement %413[%22 : i32] : vector<4xf32>
    %415 = llvm.extractelement %413[%16 : i32] : vector<4xf32>
    %416 = llvm.extractelement %413[%15 : i32] : vector<4xf32>
    %417 = llvm.extractelement %413[%14 : i32] : vector<4xf32>
    %418 = llvm.bitcast %414 : f32 to i32
    %419 = llvm.bitcast %415 : f32 to i32
    %420 = llvm.bitcast %416 : f32 to i32
    %421 = llvm.bitcast %417 : f32 to i32
    %422 = llvm.insertelement %418, %0[%22 : i32] : vector<4xi32>
    %423 = llvm.insertelement %419, %422[%16 : i32] : vector<4xi32>
    %424 = llvm.insertelement %420, %423[%15 : i32] : vector<4xi32>
    %425 = llvm.insertelement %421, %424[%14 : i32] : vector<4xi32>
    llvm.store %425, %315 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    nvvm.barrier
    %426 = nvvm.ldmatrix %338 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %427 = llvm.extractvalue %426[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %428 = llvm.extractvalue %426[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %429 = llvm.extractvalue %426[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %430 = llvm.extractvalue %426[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %431 = llvm.bitcast %427 : i32 to vector<1xf32>
    %432 = llvm.extractelement %431[%22 : i32] : vector<1xf32>
    %433 = llvm.bitcast %428 : i32 to vector<1xf32>
    %434 = llvm.extractelement %433[%22 : i32] : vector<1xf32>
    %435 = llvm.bitcast %429 : i32 to vector<1xf32>
    %436 = llvm.extractelement %435[%22 : i32] : vector<1xf32>
    %437 = llvm.bitcast %430 : i32 to vector<1xf32>
    %438 = llvm.extractelement %437[%22 : i32] : vector<1xf32>
    %439 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 red.global.gpu.relaxed.add.f32 [ $0 + 0 ], $1;", "l,r,b" %287, %345, %104 : (!llvm.ptr<1>, f32, i1) -> !llvm.void
    %440 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 red.global.gpu.relaxed.add.f32 [ $0 + 0 ], $1;", "l,r,b" %288, %347, %105 : (!llvm.ptr<1>, f32, i1) -> !llvm.void
    %441 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 red.global.gpu.relaxed.add.f32 [ $0 + 0 ], $1;", "l,r,b" %289, %349, %106 : (!llvm.ptr<1>, f32, i1) -> !llvm.void
    %442 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 red.global.gpu.relaxed.add.f32 [ $0 + 0 ], $1;", "l,r,b" %290, %351, %107 : (!llvm.ptr<1>, f32, i1) -> !llvm.void
    %443 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 red.global.gpu.relaxed.add.f32 [ $0 + 0 ], $1;", "l,r,b" %291, %374, %108 : (!llvm.ptr<1>, f32, i1) -> !llvm.void
    %444 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 red.global.gpu.relaxed.add.f32 [ $0 + 0 ], $1;", "l,r,b" %292, %376, %109 : (!llvm.ptr<1>, f32, i1) -> !llvm.void
    %445 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 red.global.gpu.relaxed.add.f32 [ $0 + 0 ], $1;", "l,r,b" %293, %378, %110 : (!llvm.ptr<1>, f32, i1) -> !llvm.void
    %446 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 red.global.gpu.relaxed.add.f32 [ $0 + 0 ], $1;", "l,r,b" %294, %380, %111 : (!llvm.ptr<1>, f32, i1) -> !llvm.void
    %447 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 red.global.gpu.relaxed.add.f32 [ $0 + 0 ], $1;", "l,r,b" %295, %403, %112 : (!llvm.ptr<1>, f32, i1) -> !llvm.void
    %448 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 red.global.gpu.relaxed.add.f32 [ $0 + 0 ], $1;", "l,r,b" %296, %405, %113 : (!llvm.ptr<1>, f32, i1) -> !llvm.void
    %449 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 red.global.gpu.relaxed.add.f32 [ $0 + 0 ], $1;", "l,r,b" %297, %407, %114 : (!llvm.ptr<1>, f32, i1) -> !llvm.void
    %450 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 red.global.gpu.relaxed.add.f32 [ $0 + 0 ], $1;", "l,r,b" %298, %409, %115 : (!llvm.ptr<1>, f32, i1) -> !llvm.void
    %451 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 red.global.gpu.relaxed.add.f32 [ $0 + 0 ], $1;", "l,r,b" %299, %432, %116 : (!llvm.ptr<1>, f32, i1) -> !llvm.void
    %452 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 red.global.gpu.relaxed.add.f32 [ $0 + 0 ], $1;", "l,r,b" %300, %434, %117 : (!llvm.ptr<1>, f32, i1) -> !llvm.void
    %453 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 red.global.gpu.relaxed.add.f32 [ $0 + 0 ], $1;", "l,r,b" %301, %436, %118 : (!llvm.ptr<1>, f32, i1) -> !llvm.void
    %454 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 red.global.gpu.relaxed.add.f32 [ $0 + 0 ], $1;", "l,r,b" %302, %438, %119 : (!llvm.ptr<1>, f32, i1) -> !llvm.void
    llvm.return
  }
}
