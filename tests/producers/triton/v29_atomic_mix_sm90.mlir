module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 2048 : i32, ttg.target = "cuda:90", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @atomic_mix(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg3: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg4: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg5: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i64}, %arg6: i32, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.constant(96 : i32) : i32
    %1 = llvm.mlir.constant(-1 : i32) : i32
    %2 = llvm.mlir.undef : vector<2xi8>
    %3 = llvm.mlir.constant(62 : i32) : i32
    %4 = llvm.mlir.constant(192 : i32) : i32
    %5 = llvm.mlir.undef : vector<1xi8>
    %6 = llvm.mlir.constant(6 : i32) : i32
    %7 = llvm.mlir.constant(576 : i32) : i32
    %8 = llvm.mlir.undef : vector<1xi32>
    %9 = llvm.mlir.constant(512 : i32) : i32
    %10 = llvm.mlir.constant(2 : i32) : i32
    %11 = llvm.mlir.constant(126 : i32) : i32
    %12 = llvm.mlir.constant(1088 : i32) : i32
    %13 = llvm.mlir.undef : vector<1xi64>
    %14 = llvm.mlir.constant(8 : i32) : i32
    %15 = llvm.mlir.constant(3 : i32) : i32
    %16 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %17 = llvm.mlir.undef : vector<1xf32>
    %18 = llvm.mlir.constant(128 : i32) : i32
    %19 = llvm.mlir.constant(5 : i32) : i32
    %20 = llvm.mlir.constant(32 : i32) : i32
    %21 = llvm.mlir.constant(127 : i32) : i32
    %22 = llvm.mlir.constant(0 : index) : i32
    %23 = llvm.mlir.constant(256 : i32) : i32
    %24 = llvm.mlir.constant(0 : i64) : i64
    %25 = llvm.mlir.constant(4 : i32) : i32
    %26 = llvm.mlir.constant(64 : i32) : i32
    %27 = llvm.mlir.constant(1 : i32) : i32
    %28 = llvm.mlir.constant(true) : i1
    %29 = llvm.mlir.constant(31 : i32) : i32
    %30 = llvm.mlir.constant(0 : i32) : i32
    %31 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %32 = nvvm.read.ptx.sreg.ctaid.x : i32
    %33 = llvm.mul %32, %23 : i32
    %34 = nvvm.read.ptx.sreg.tid.x : i32
    %35 = llvm.and %34, %21 : i32
    %36 = llvm.urem %35, %20 : i32
    %37 = llvm.udiv %34, %20 : i32
    %38 = llvm.shl %36, %30 : i32
    %39 = llvm.or %30, %38 : i32
    %40 = llvm.shl %37, %19 : i32
    %41 = llvm.or %39, %40 : i32
    %42 = llvm.and %41, %21 : i32
    %43 = llvm.shl %42, %27 : i32
    %44 = llvm.or disjoint %43, %30 : i32
    %45 = llvm.xor %30, %44 : i32
    %46 = llvm.xor %45, %30 : i32
    %47 = llvm.xor %45, %27 : i32
    %48 = llvm.add %46, %22 : i32
    %49 = llvm.add %47, %22 : i32
    %50 = llvm.lshr %42, %30 : i32
    %51 = llvm.or disjoint %50, %30 : i32
    %52 = llvm.xor %30, %51 : i32
    %53 = llvm.xor %52, %30 : i32
    %54 = llvm.xor %52, %18 : i32
    %55 = llvm.add %53, %22 : i32
    %56 = llvm.add %54, %22 : i32
    %57 = llvm.add %33, %48 : i32
    %58 = llvm.add %33, %49 : i32
    %59 = llvm.add %33, %55 : i32
    %60 = llvm.add %33, %56 : i32
    %61 = llvm.icmp "slt" %57, %arg6 : i32
    %62 = llvm.icmp "slt" %58, %arg6 : i32
    %63 = llvm.icmp "slt" %59, %arg6 : i32
    %64 = llvm.icmp "slt" %60, %arg6 : i32
    %65 = llvm.getelementptr %arg0[%57] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %66 = llvm.insertelement %31, %17[%30 : i32] : vector<1xf32>
    %67 = llvm.bitcast %66 : vector<1xf32> to i32
    %68 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %67, %65, %61 : (i32, !llvm.ptr<1>, i1) -> i32
    %69 = llvm.bitcast %68 : i32 to vector<1xf32>
    %70 = llvm.extractelement %69[%22 : i32] : vector<1xf32>
    %71 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b" %67, %65, %62 : (i32, !llvm.ptr<1>, i1) -> i32
    %72 = llvm.bitcast %71 : i32 to vector<1xf32>
    %73 = llvm.extractelement %72[%22 : i32] : vector<1xf32>
    %74 = llvm.getelementptr %arg1[%57] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %75 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b" %74, %61 : (!llvm.ptr<1>, i1) -> i32
    %76 = llvm.bitcast %75 : i32 to vector<1xi32>
    %77 = llvm.extractelement %76[%22 : i32] : vector<1xi32>
    %78 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 4 ];", "=r,l,b" %74, %62 : (!llvm.ptr<1>, i1) -> i32
    %79 = llvm.bitcast %78 : i32 to vector<1xi32>
    %80 = llvm.extractelement %79[%22 : i32] : vector<1xi32>
    %81 = llvm.getelementptr %arg2[%77] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %82 = llvm.getelementptr %arg2[%80] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %83 = llvm.bitcast %70 : f32 to i32
    %84 = llvm.bitcast %73 : f32 to i32
    %85 = llvm.lshr %83, %29 : i32
    %86 = llvm.lshr %84, %29 : i32
    %87 = llvm.icmp "ne" %85, %30 : i32
    %88 = llvm.icmp "ne" %86, %30 : i32
    %89 = llvm.xor %87, %28 : i1
    %90 = llvm.xor %88, %28 : i1
    %91 = llvm.and %61, %89 : i1
    %92 = llvm.and %62, %90 : i1
    %93 = llvm.ptrtoint %81 : !llvm.ptr<1> to i64
    %94 = llvm.ptrtoint %82 : !llvm.ptr<1> to i64
    %95 = llvm.shl %42, %15 : i32
    %96 = llvm.or disjoint %95, %30 : i32
    %97 = llvm.xor %30, %96 : i32
    %98 = llvm.mul %30, %14 : i32
    %99 = llvm.xor %97, %98 : i32
    %100 = llvm.xor %99, %30 : i32
    %101 = llvm.add %100, %30 : i32
    %102 = llvm.getelementptr inbounds %16[%101] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %103 = llvm.insertelement %93, %13[%30 : i32] : vector<1xi64>
    llvm.store %103, %102 {alignment = 8 : i64} : vector<1xi64>, !llvm.ptr<3>
    %104 = llvm.xor %99, %12 : i32
    %105 = llvm.add %104, %30 : i32
    %106 = llvm.getelementptr inbounds %16[%105] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %107 = llvm.insertelement %94, %13[%30 : i32] : vector<1xi64>
    llvm.store %107, %106 {alignment = 8 : i64} : vector<1xi64>, !llvm.ptr<3>
    nvvm.barrier
    %108 = llvm.and %41, %11 : i32
    %109 = llvm.shl %108, %10 : i32
    %110 = llvm.and %41, %27 : i32
    %111 = llvm.icmp "eq" %110, %30 : i32
    %112 = llvm.select %111, %30, %12 : i1, i32
    %113 = llvm.xor %109, %112 : i32
    %114 = llvm.or disjoint %30, %113 : i32
    %115 = llvm.xor %30, %114 : i32
    %116 = llvm.xor %115, %98 : i32
    %117 = llvm.xor %116, %30 : i32
    %118 = llvm.add %117, %30 : i32
    %119 = llvm.getelementptr inbounds %16[%118] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %120 = llvm.load %119 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %121 = llvm.insertelement %120, %13[%30 : i32] : vector<1xi64>
    %122 = llvm.extractelement %121[%30 : i32] : vector<1xi64>
    %123 = llvm.add %117, %9 : i32
    %124 = llvm.getelementptr inbounds %16[%123] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %125 = llvm.load %124 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %126 = llvm.insertelement %125, %13[%30 : i32] : vector<1xi64>
    %127 = llvm.extractelement %126[%30 : i32] : vector<1xi64>
    %128 = llvm.inttoptr %122 : i64 to !llvm.ptr<1>
    %129 = llvm.inttoptr %127 : i64 to !llvm.ptr<1>
    nvvm.barrier
    %130 = llvm.shl %42, %10 : i32
    %131 = llvm.or disjoint %130, %30 : i32
    %132 = llvm.xor %30, %131 : i32
    %133 = llvm.mul %30, %25 : i32
    %134 = llvm.xor %132, %133 : i32
    %135 = llvm.xor %134, %30 : i32
    %136 = llvm.add %135, %30 : i32
    %137 = llvm.getelementptr inbounds %16[%136] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %138 = llvm.insertelement %83, %8[%30 : i32] : vector<1xi32>
    llvm.store %138, %137 {alignment = 4 : i64} : vector<1xi32>, !llvm.ptr<3>
    %139 = llvm.xor %134, %7 : i32
    %140 = llvm.add %139, %30 : i32
    %141 = llvm.getelementptr inbounds %16[%140] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %142 = llvm.insertelement %84, %8[%30 : i32] : vector<1xi32>
    llvm.store %142, %141 {alignment = 4 : i64} : vector<1xi32>, !llvm.ptr<3>
    nvvm.barrier
    %143 = llvm.shl %108, %27 : i32
    %144 = llvm.select %111, %30, %7 : i1, i32
    %145 = llvm.xor %143, %144 : i32
    %146 = llvm.or disjoint %30, %145 : i32
    %147 = llvm.xor %30, %146 : i32
    %148 = llvm.xor %147, %133 : i32
    %149 = llvm.xor %148, %30 : i32
    %150 = llvm.add %149, %30 : i32
    %151 = llvm.getelementptr inbounds %16[%150] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %152 = llvm.load %151 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %153 = llvm.insertelement %152, %8[%30 : i32] : vector<1xi32>
    %154 = llvm.extractelement %153[%30 : i32] : vector<1xi32>
    %155 = llvm.add %149, %23 : i32
    %156 = llvm.getelementptr inbounds %16[%155] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %157 = llvm.load %156 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %158 = llvm.insertelement %157, %8[%30 : i32] : vector<1xi32>
    %159 = llvm.extractelement %158[%30 : i32] : vector<1xi32>
    nvvm.barrier
    %160 = llvm.zext %91 : i1 to i8
    %161 = llvm.zext %92 : i1 to i8
    %162 = llvm.and %41, %29 : i32
    %163 = llvm.shl %162, %10 : i32
    %164 = llvm.and %41, %20 : i32
    %165 = llvm.lshr %164, %25 : i32
    %166 = llvm.and %41, %26 : i32
    %167 = llvm.lshr %166, %6 : i32
    %168 = llvm.or disjoint %165, %167 : i32
    %169 = llvm.or disjoint %168, %163 : i32
    %170 = llvm.xor %30, %169 : i32
    %171 = llvm.mul %30, %27 : i32
    %172 = llvm.xor %170, %171 : i32
    %173 = llvm.xor %172, %30 : i32
    %174 = llvm.add %173, %30 : i32
    %175 = llvm.getelementptr inbounds %16[%174] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %176 = llvm.insertelement %160, %5[%30 : i32] : vector<1xi8>
    llvm.store %176, %175 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %177 = llvm.xor %172, %4 : i32
    %178 = llvm.add %177, %30 : i32
    %179 = llvm.getelementptr inbounds %16[%178] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %180 = llvm.insertelement %161, %5[%30 : i32] : vector<1xi8>
    llvm.store %180, %179 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    nvvm.barrier
    %181 = llvm.and %41, %3 : i32
    %182 = llvm.shl %181, %27 : i32
    %183 = llvm.select %111, %30, %4 : i1, i32
    %184 = llvm.lshr %166, %19 : i32
    %185 = llvm.xor %182, %183 : i32
    %186 = llvm.or disjoint %184, %185 : i32
    %187 = llvm.xor %30, %186 : i32
    %188 = llvm.xor %187, %171 : i32
    %189 = llvm.xor %188, %30 : i32
    %190 = llvm.add %189, %30 : i32
    %191 = llvm.getelementptr inbounds %16[%190] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %192 = llvm.load %191 {alignment = 2 : i64} : !llvm.ptr<3> -> vector<2xi8>
    %193 = llvm.extractelement %192[%30 : i32] : vector<2xi8>
    %194 = llvm.extractelement %192[%27 : i32] : vector<2xi8>
    %195 = llvm.insertelement %193, %2[%30 : i32] : vector<2xi8>
    %196 = llvm.insertelement %194, %195[%27 : i32] : vector<2xi8>
    %197 = llvm.extractelement %196[%30 : i32] : vector<2xi8>
    %198 = llvm.extractelement %196[%27 : i32] : vector<2xi8>
    %199 = llvm.trunc %197 overflow<nuw> : i8 to i1
    %200 = llvm.trunc %198 overflow<nuw> : i8 to i1
    nvvm.barrier
    %201 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.max.s32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %128, %154, %199 : (!llvm.ptr<1>, i32, i1) -> i32
    %202 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.max.s32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %129, %159, %200 : (!llvm.ptr<1>, i32, i1) -> i32
    nvvm.barrier
    %203 = llvm.and %61, %87 : i1
    %204 = llvm.and %62, %88 : i1
    %205 = llvm.zext %203 : i1 to i8
    %206 = llvm.zext %204 : i1 to i8
    %207 = llvm.insertelement %205, %5[%30 : i32] : vector<1xi8>
    llvm.store %207, %175 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %208 = llvm.insertelement %206, %5[%30 : i32] : vector<1xi8>
    llvm.store %208, %179 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    nvvm.barrier
    %209 = llvm.load %191 {alignment = 2 : i64} : !llvm.ptr<3> -> vector<2xi8>
    %210 = llvm.extractelement %209[%30 : i32] : vector<2xi8>
    %211 = llvm.extractelement %209[%27 : i32] : vector<2xi8>
    %212 = llvm.insertelement %210, %2[%30 : i32] : vector<2xi8>
    %213 = llvm.insertelement %211, %212[%27 : i32] : vector<2xi8>
    %214 = llvm.extractelement %213[%30 : i32] : vector<2xi8>
    %215 = llvm.extractelement %213[%27 : i32] : vector<2xi8>
    %216 = llvm.trunc %214 overflow<nuw> : i8 to i1
    %217 = llvm.trunc %215 overflow<nuw> : i8 to i1
    nvvm.barrier
    %218 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.min.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %128, %154, %216 : (!llvm.ptr<1>, i32, i1) -> i32
    %219 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.min.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %129, %159, %217 : (!llvm.ptr<1>, i32, i1) -> i32
    nvvm.barrier
    %220 = llvm.getelementptr %arg3[%77] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %221 = llvm.getelementptr %arg3[%80] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %222 = llvm.ptrtoint %220 : !llvm.ptr<1> to i64
    %223 = llvm.ptrtoint %221 : !llvm.ptr<1> to i64
    %224 = llvm.insertelement %222, %13[%30 : i32] : vector<1xi64>
    llvm.store %224, %102 {alignment = 8 : i64} : vector<1xi64>, !llvm.ptr<3>
    %225 = llvm.insertelement %223, %13[%30 : i32] : vector<1xi64>
    llvm.store %225, %106 {alignment = 8 : i64} : vector<1xi64>, !llvm.ptr<3>
    nvvm.barrier
    %226 = llvm.load %119 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %227 = llvm.insertelement %226, %13[%30 : i32] : vector<1xi64>
    %228 = llvm.extractelement %227[%30 : i32] : vector<1xi64>
    %229 = llvm.load %124 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %230 = llvm.insertelement %229, %13[%30 : i32] : vector<1xi64>
    %231 = llvm.extractelement %230[%30 : i32] : vector<1xi64>
    %232 = llvm.inttoptr %228 : i64 to !llvm.ptr<1>
    %233 = llvm.inttoptr %231 : i64 to !llvm.ptr<1>
    %234 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 red.global.gpu.relaxed.min.s32 [ $0 + 0 ], $1;", "l,r,b" %232, %154, %199 : (!llvm.ptr<1>, i32, i1) -> !llvm.void
    %235 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 red.global.gpu.relaxed.min.s32 [ $0 + 0 ], $1;", "l,r,b" %233, %159, %200 : (!llvm.ptr<1>, i32, i1) -> !llvm.void
    %236 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 red.global.gpu.relaxed.max.u32 [ $0 + 0 ], $1;", "l,r,b" %232, %154, %216 : (!llvm.ptr<1>, i32, i1) -> !llvm.void
    %237 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 red.global.gpu.relaxed.max.u32 [ $0 + 0 ], $1;", "l,r,b" %233, %159, %217 : (!llvm.ptr<1>, i32, i1) -> !llvm.void
    %238 = llvm.getelementptr %arg4[%77] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %239 = llvm.getelementptr %arg4[%80] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %240 = llvm.and %59, %29 : i32
    %241 = llvm.and %60, %29 : i32
    %242 = llvm.shl %27, %240 : i32
    %243 = llvm.shl %27, %241 : i32
    nvvm.barrier
    %244 = llvm.ptrtoint %238 : !llvm.ptr<1> to i64
    %245 = llvm.ptrtoint %239 : !llvm.ptr<1> to i64
    %246 = llvm.insertelement %244, %13[%30 : i32] : vector<1xi64>
    llvm.store %246, %102 {alignment = 8 : i64} : vector<1xi64>, !llvm.ptr<3>
    %247 = llvm.insertelement %245, %13[%30 : i32] : vector<1xi64>
    llvm.store %247, %106 {alignment = 8 : i64} : vector<1xi64>, !llvm.ptr<3>
    nvvm.barrier
    %248 = llvm.load %119 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %249 = llvm.insertelement %248, %13[%30 : i32] : vector<1xi64>
    %250 = llvm.extractelement %249[%30 : i32] : vector<1xi64>
    %251 = llvm.load %124 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %252 = llvm.insertelement %251, %13[%30 : i32] : vector<1xi64>
    %253 = llvm.extractelement %252[%30 : i32] : vector<1xi64>
    %254 = llvm.inttoptr %250 : i64 to !llvm.ptr<1>
    %255 = llvm.inttoptr %253 : i64 to !llvm.ptr<1>
    nvvm.barrier
    %256 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.or.b32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %254, %242, %63 : (!llvm.ptr<1>, i32, i1) -> i32
    %257 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.or.b32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %255, %243, %64 : (!llvm.ptr<1>, i32, i1) -> i32
    nvvm.barrier
    %258 = llvm.getelementptr %arg4[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %259 = llvm.getelementptr %258[%77] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %260 = llvm.getelementptr %258[%80] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %261 = llvm.ptrtoint %259 : !llvm.ptr<1> to i64
    %262 = llvm.ptrtoint %260 : !llvm.ptr<1> to i64
    %263 = llvm.insertelement %261, %13[%30 : i32] : vector<1xi64>
    llvm.store %263, %102 {alignment = 8 : i64} : vector<1xi64>, !llvm.ptr<3>
    %264 = llvm.insertelement %262, %13[%30 : i32] : vector<1xi64>
    llvm.store %264, %106 {alignment = 8 : i64} : vector<1xi64>, !llvm.ptr<3>
    nvvm.barrier
    %265 = llvm.load %119 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %266 = llvm.insertelement %265, %13[%30 : i32] : vector<1xi64>
    %267 = llvm.extractelement %266[%30 : i32] : vector<1xi64>
    %268 = llvm.load %124 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %269 = llvm.insertelement %268, %13[%30 : i32] : vector<1xi64>
    %270 = llvm.extractelement %269[%30 : i32] : vector<1xi64>
    %271 = llvm.inttoptr %267 : i64 to !llvm.ptr<1>
    %272 = llvm.inttoptr %270 : i64 to !llvm.ptr<1>
    nvvm.barrier
    %273 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.cta.acq_rel.xor.b32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %271, %59, %63 : (!llvm.ptr<1>, i32, i1) -> i32
    %274 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.cta.acq_rel.xor.b32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %272, %60, %64 : (!llvm.ptr<1>, i32, i1) -> i32
    nvvm.barrier
    %275 = llvm.getelementptr %arg5[%77] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
    %276 = llvm.getelementptr %arg5[%80] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
    %277 = llvm.fcmp "ogt" %70, %31 : f32
    %278 = llvm.fcmp "ogt" %73, %31 : f32
    %279 = llvm.zext %277 : i1 to i8
    %280 = llvm.zext %278 : i1 to i8
    %281 = llvm.insertelement %279, %5[%30 : i32] : vector<1xi8>
    llvm.store %281, %175 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    %282 = llvm.insertelement %280, %5[%30 : i32] : vector<1xi8>
    llvm.store %282, %179 {alignment = 1 : i64} : vector<1xi8>, !llvm.ptr<3>
    nvvm.barrier
    %283 = llvm.load %191 {alignment = 2 : i64} : !llvm.ptr<3> -> vector<2xi8>
    %284 = llvm.extractelement %283[%30 : i32] : vector<2xi8>
    %285 = llvm.extractelement %283[%27 : i32] : vector<2xi8>
    %286 = llvm.insertelement %284, %2[%30 : i32] : vector<2xi8>
    %287 = llvm.insertelement %285, %286[%27 : i32] : vector<2xi8>
    %288 = llvm.extractelement %287[%30 : i32] : vector<2xi8>
    %289 = llvm.extractelement %287[%27 : i32] : vector<2xi8>
    %290 = llvm.trunc %288 overflow<nuw> : i8 to i1
    %291 = llvm.trunc %289 overflow<nuw> : i8 to i1
    %292 = llvm.zext %290 : i1 to i64
    %293 = llvm.zext %291 : i1 to i64
    nvvm.barrier
    %294 = llvm.ptrtoint %275 : !llvm.ptr<1> to i64
    %295 = llvm.ptrtoint %276 : !llvm.ptr<1> to i64
    %296 = llvm.insertelement %294, %13[%30 : i32] : vector<1xi64>
    llvm.store %296, %102 {alignment = 8 : i64} : vector<1xi64>, !llvm.ptr<3>
    %297 = llvm.insertelement %295, %13[%30 : i32] : vector<1xi64>
    llvm.store %297, %106 {alignment = 8 : i64} : vector<1xi64>, !llvm.ptr<3>
    nvvm.barrier
    %298 = llvm.load %119 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %299 = llvm.insertelement %298, %13[%30 : i32] : vector<1xi64>
    %300 = llvm.extractelement %299[%30 : i32] : vector<1xi64>
    %301 = llvm.load %124 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %302 = llvm.insertelement %301, %13[%30 : i32] : vector<1xi64>
    %303 = llvm.extractelement %302[%30 : i32] : vector<1xi64>
    %304 = llvm.inttoptr %300 : i64 to !llvm.ptr<1>
    %305 = llvm.inttoptr %303 : i64 to !llvm.ptr<1>
    nvvm.barrier
    %306 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u64 $0, [ $1 + 0 ], $2;", "=l,l,l,b" %304, %292, %63 : (!llvm.ptr<1>, i64, i1) -> i64
    %307 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u64 $0, [ $1 + 0 ], $2;", "=l,l,l,b" %305, %293, %64 : (!llvm.ptr<1>, i64, i1) -> i64
    nvvm.barrier
    %308 = llvm.getelementptr %arg5[64] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i64
    %309 = llvm.srem %32, %25 : i32
    %310 = llvm.getelementptr %308[%309] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
    %311 = llvm.intr.smax(%59, %60) : (i32, i32) -> i32
    %312 = nvvm.redux.sync max %311, %1 : i32 -> i32
    %313 = llvm.and %41, %0 : i32
    %314 = llvm.lshr %313, %15 : i32
    %315 = llvm.or disjoint %30, %314 : i32
    %316 = llvm.xor %30, %315 : i32
    %317 = llvm.xor %316, %133 : i32
    %318 = llvm.xor %317, %30 : i32
    %319 = llvm.add %318, %30 : i32
    %320 = llvm.getelementptr inbounds %16[%319] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %321 = llvm.insertelement %312, %8[%30 : i32] : vector<1xi32>
    llvm.store %321, %320 {alignment = 4 : i64} : vector<1xi32>, !llvm.ptr<3>
    nvvm.barrier
    %322 = llvm.and %41, %15 : i32
    %323 = llvm.shl %322, %10 : i32
    %324 = llvm.or disjoint %323, %30 : i32
    %325 = llvm.xor %30, %324 : i32
    %326 = llvm.xor %325, %133 : i32
    %327 = llvm.xor %326, %30 : i32
    %328 = llvm.add %327, %30 : i32
    %329 = llvm.getelementptr inbounds %16[%328] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %330 = llvm.load %329 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %331 = llvm.insertelement %330, %8[%30 : i32] : vector<1xi32>
    %332 = llvm.extractelement %331[%30 : i32] : vector<1xi32>
    %333 = nvvm.redux.sync max %332, %1 : i32 -> i32
    %334 = llvm.sext %333 : i32 to i64
    nvvm.barrier
    %335 = llvm.and %36, %1 : i32
    %336 = llvm.icmp "eq" %335, %30 : i32
    %337 = llvm.and %37, %1 : i32
    %338 = llvm.icmp "eq" %337, %30 : i32
    %339 = llvm.and %336, %338 : i1
    %340 = llvm.and %30, %1 : i32
    %341 = llvm.icmp "eq" %340, %30 : i32
    %342 = llvm.and %339, %341 : i1
    %343 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$4 atom.global.acq_rel.gpu.cas.b64 $0, [ $1 + 0 ], $2, $3;", "=l,l,l,l,b" %310, %24, %334, %342 : (!llvm.ptr<1>, i64, i64, i1) -> i64
    nvvm.barrier
    llvm.return
  }
}
