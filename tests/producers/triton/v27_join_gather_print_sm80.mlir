module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 2048 : i32, ttg.target = "cuda:80", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
  llvm.mlir.global internal constant @printfFormat_0("pid (%u, %u, %u) idx () first row max: %f\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @join_gather_print(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
    %1 = llvm.mlir.constant(96 : i32) : i32
    %2 = llvm.mlir.constant(8 : i32) : i32
    %3 = llvm.mlir.constant(-1 : i32) : i32
    %4 = llvm.mlir.constant(31 : i32) : i32
    %5 = llvm.mlir.constant(16 : i32) : i32
    %6 = llvm.mlir.constant(512 : i32) : i32
    %7 = llvm.mlir.constant(126 : i32) : i32
    %8 = llvm.mlir.constant(1088 : i32) : i32
    %9 = llvm.mlir.undef : vector<2xi32>
    %10 = llvm.mlir.undef : vector<2xf32>
    %11 = llvm.mlir.constant(4 : i32) : i32
    %12 = llvm.mlir.constant(3 : i32) : i32
    %13 = llvm.mlir.undef : vector<1xi32>
    %14 = llvm.mlir.undef : vector<1xf32>
    %15 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %16 = llvm.mlir.constant(128 : i32) : i32
    %17 = llvm.mlir.constant(1 : i32) : i32
    %18 = llvm.mlir.constant(5 : i32) : i32
    %19 = llvm.mlir.constant(32 : i32) : i32
    %20 = llvm.mlir.constant(127 : i32) : i32
    %21 = llvm.mlir.constant(0 : index) : i32
    %22 = llvm.mlir.constant(256 : i32) : i32
    %23 = llvm.mlir.constant(0 : i32) : i32
    %24 = llvm.mlir.constant(2 : i32) : i32
    %25 = nvvm.read.ptx.sreg.ctaid.x : i32
    %26 = llvm.mul %25, %22 : i32
    %27 = nvvm.read.ptx.sreg.tid.x : i32
    %28 = llvm.and %27, %20 : i32
    %29 = llvm.urem %28, %19 : i32
    %30 = llvm.udiv %27, %19 : i32
    %31 = llvm.shl %29, %23 : i32
    %32 = llvm.or %23, %31 : i32
    %33 = llvm.shl %30, %18 : i32
    %34 = llvm.or %32, %33 : i32
    %35 = llvm.and %34, %20 : i32
    %36 = llvm.shl %35, %17 : i32
    %37 = llvm.or disjoint %36, %23 : i32
    %38 = llvm.xor %23, %37 : i32
    %39 = llvm.xor %38, %23 : i32
    %40 = llvm.add %39, %21 : i32
    %41 = llvm.lshr %35, %23 : i32
    %42 = llvm.or disjoint %41, %23 : i32
    %43 = llvm.xor %23, %42 : i32
    %44 = llvm.xor %43, %23 : i32
    %45 = llvm.xor %43, %16 : i32
    %46 = llvm.add %44, %21 : i32
    %47 = llvm.add %45, %21 : i32
    %48 = llvm.add %26, %40 : i32
    %49 = llvm.add %26, %46 : i32
    %50 = llvm.add %26, %47 : i32
    %51 = llvm.getelementptr %arg0[%48] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %52 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l" %51 : (!llvm.ptr<1>) -> !llvm.struct<(i32, i32)>
    %53 = llvm.extractvalue %52[0] : !llvm.struct<(i32, i32)> 
    %54 = llvm.bitcast %53 : i32 to vector<1xf32>
    %55 = llvm.extractvalue %52[1] : !llvm.struct<(i32, i32)> 
    %56 = llvm.bitcast %55 : i32 to vector<1xf32>
    %57 = llvm.extractelement %54[%21 : i32] : vector<1xf32>
    %58 = llvm.extractelement %56[%21 : i32] : vector<1xf32>
    %59 = llvm.getelementptr %arg1[%48] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %60 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];", "=r,=r,l" %59 : (!llvm.ptr<1>) -> !llvm.struct<(i32, i32)>
    %61 = llvm.extractvalue %60[0] : !llvm.struct<(i32, i32)> 
    %62 = llvm.bitcast %61 : i32 to vector<1xi32>
    %63 = llvm.extractvalue %60[1] : !llvm.struct<(i32, i32)> 
    %64 = llvm.bitcast %63 : i32 to vector<1xi32>
    %65 = llvm.extractelement %62[%21 : i32] : vector<1xi32>
    %66 = llvm.extractelement %64[%21 : i32] : vector<1xi32>
    %67 = llvm.srem %65, %22 : i32
    %68 = llvm.srem %66, %22 : i32
    %69 = llvm.xor %38, %17 : i32
    %70 = llvm.getelementptr %15[%39] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %71 = llvm.insertelement %57, %14[%23 : i32] : vector<1xf32>
    %72 = llvm.extractelement %71[%23 : i32] : vector<1xf32>
    %73 = llvm.bitcast %72 : f32 to i32
    %74 = llvm.insertelement %73, %13[%23 : i32] : vector<1xi32>
    llvm.store %74, %70 {alignment = 4 : i64} : vector<1xi32>, !llvm.ptr<3>
    %75 = llvm.getelementptr %15[%69] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %76 = llvm.insertelement %58, %14[%23 : i32] : vector<1xf32>
    %77 = llvm.extractelement %76[%23 : i32] : vector<1xf32>
    %78 = llvm.bitcast %77 : f32 to i32
    %79 = llvm.insertelement %78, %13[%23 : i32] : vector<1xi32>
    llvm.store %79, %75 {alignment = 4 : i64} : vector<1xi32>, !llvm.ptr<3>
    nvvm.barrier
    %80 = llvm.getelementptr %15[%67] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %81 = llvm.load %80 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %82 = llvm.insertelement %81, %13[%23 : i32] : vector<1xi32>
    %83 = llvm.extractelement %82[%23 : i32] : vector<1xi32>
    %84 = llvm.bitcast %83 : i32 to f32
    %85 = llvm.insertelement %84, %14[%23 : i32] : vector<1xf32>
    %86 = llvm.extractelement %85[%23 : i32] : vector<1xf32>
    %87 = llvm.getelementptr %15[%68] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %88 = llvm.load %87 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %89 = llvm.insertelement %88, %13[%23 : i32] : vector<1xi32>
    %90 = llvm.extractelement %89[%23 : i32] : vector<1xi32>
    %91 = llvm.bitcast %90 : i32 to f32
    %92 = llvm.insertelement %91, %14[%23 : i32] : vector<1xf32>
    %93 = llvm.extractelement %92[%23 : i32] : vector<1xf32>
    %94 = llvm.mul %49, %24 : i32
    %95 = llvm.mul %50, %24 : i32
    %96 = llvm.getelementptr %arg2[%94] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %97 = llvm.getelementptr %arg2[%95] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %98 = llvm.xor %23, %23 : i32
    %99 = llvm.xor %98, %23 : i32
    %100 = llvm.add %99, %21 : i32
    %101 = llvm.getelementptr %96[%100] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %102 = llvm.getelementptr %97[%100] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    nvvm.barrier
    %103 = llvm.shl %35, %12 : i32
    %104 = llvm.or disjoint %103, %23 : i32
    %105 = llvm.xor %23, %104 : i32
    %106 = llvm.mul %23, %11 : i32
    %107 = llvm.xor %105, %106 : i32
    %108 = llvm.xor %107, %23 : i32
    %109 = llvm.add %108, %23 : i32
    %110 = llvm.getelementptr inbounds %15[%109] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %111 = llvm.insertelement %57, %10[%23 : i32] : vector<2xf32>
    %112 = llvm.insertelement %86, %111[%17 : i32] : vector<2xf32>
    %113 = llvm.extractelement %112[%23 : i32] : vector<2xf32>
    %114 = llvm.extractelement %112[%17 : i32] : vector<2xf32>
    %115 = llvm.bitcast %113 : f32 to i32
    %116 = llvm.bitcast %114 : f32 to i32
    %117 = llvm.insertelement %115, %9[%23 : i32] : vector<2xi32>
    %118 = llvm.insertelement %116, %117[%17 : i32] : vector<2xi32>
    llvm.store %118, %110 {alignment = 8 : i64} : vector<2xi32>, !llvm.ptr<3>
    %119 = llvm.xor %107, %8 : i32
    %120 = llvm.add %119, %23 : i32
    %121 = llvm.getelementptr inbounds %15[%120] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %122 = llvm.insertelement %58, %10[%23 : i32] : vector<2xf32>
    %123 = llvm.insertelement %93, %122[%17 : i32] : vector<2xf32>
    %124 = llvm.extractelement %123[%23 : i32] : vector<2xf32>
    %125 = llvm.extractelement %123[%17 : i32] : vector<2xf32>
    %126 = llvm.bitcast %124 : f32 to i32
    %127 = llvm.bitcast %125 : f32 to i32
    %128 = llvm.insertelement %126, %9[%23 : i32] : vector<2xi32>
    %129 = llvm.insertelement %127, %128[%17 : i32] : vector<2xi32>
    llvm.store %129, %121 {alignment = 8 : i64} : vector<2xi32>, !llvm.ptr<3>
    nvvm.barrier
    %130 = llvm.and %34, %7 : i32
    %131 = llvm.shl %130, %24 : i32
    %132 = llvm.and %34, %17 : i32
    %133 = llvm.icmp "eq" %132, %23 : i32
    %134 = llvm.select %133, %23, %8 : i1, i32
    %135 = llvm.xor %131, %134 : i32
    %136 = llvm.or disjoint %23, %135 : i32
    %137 = llvm.xor %23, %136 : i32
    %138 = llvm.xor %137, %106 : i32
    %139 = llvm.xor %138, %23 : i32
    %140 = llvm.add %139, %23 : i32
    %141 = llvm.getelementptr inbounds %15[%140] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %142 = llvm.load %141 {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
    %143 = llvm.extractelement %142[%23 : i32] : vector<2xi32>
    %144 = llvm.extractelement %142[%17 : i32] : vector<2xi32>
    %145 = llvm.insertelement %143, %9[%23 : i32] : vector<2xi32>
    %146 = llvm.insertelement %144, %145[%17 : i32] : vector<2xi32>
    %147 = llvm.extractelement %146[%23 : i32] : vector<2xi32>
    %148 = llvm.extractelement %146[%17 : i32] : vector<2xi32>
    %149 = llvm.bitcast %147 : i32 to f32
    %150 = llvm.bitcast %148 : i32 to f32
    %151 = llvm.insertelement %149, %10[%23 : i32] : vector<2xf32>
    %152 = llvm.insertelement %150, %151[%17 : i32] : vector<2xf32>
    %153 = llvm.extractelement %152[%23 : i32] : vector<2xf32>
    %154 = llvm.extractelement %152[%17 : i32] : vector<2xf32>
    %155 = llvm.add %139, %6 : i32
    %156 = llvm.getelementptr inbounds %15[%155] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %157 = llvm.load %156 {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
    %158 = llvm.extractelement %157[%23 : i32] : vector<2xi32>
    %159 = llvm.extractelement %157[%17 : i32] : vector<2xi32>
    %160 = llvm.insertelement %158, %9[%23 : i32] : vector<2xi32>
    %161 = llvm.insertelement %159, %160[%17 : i32] : vector<2xi32>
    %162 = llvm.extractelement %161[%23 : i32] : vector<2xi32>
    %163 = llvm.extractelement %161[%17 : i32] : vector<2xi32>
    %164 = llvm.bitcast %162 : i32 to f32
    %165 = llvm.bitcast %163 : i32 to f32
    %166 = llvm.insertelement %164, %10[%23 : i32] : vector<2xf32>
    %167 = llvm.insertelement %165, %166[%17 : i32] : vector<2xf32>
    %168 = llvm.extractelement %167[%23 : i32] : vector<2xf32>
    %169 = llvm.extractelement %167[%17 : i32] : vector<2xf32>
    %170 = llvm.insertelement %153, %14[%23 : i32] : vector<1xf32>
    %171 = llvm.bitcast %170 : vector<1xf32> to i32
    %172 = llvm.insertelement %154, %14[%23 : i32] : vector<1xf32>
    %173 = llvm.bitcast %172 : vector<1xf32> to i32
    %174 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l" %171, %173, %101 : (i32, i32, !llvm.ptr<1>) -> !llvm.void
    %175 = llvm.insertelement %168, %14[%23 : i32] : vector<1xf32>
    %176 = llvm.bitcast %175 : vector<1xf32> to i32
    %177 = llvm.insertelement %169, %14[%23 : i32] : vector<1xf32>
    %178 = llvm.bitcast %177 : vector<1xf32> to i32
    %179 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l" %176, %178, %102 : (i32, i32, !llvm.ptr<1>) -> !llvm.void
    %180 = llvm.icmp "eq" %25, %23 : i32
    llvm.cond_br %180, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    nvvm.barrier
    %181 = llvm.intr.maxnum(%86, %93) : (f32, f32) -> f32
    %182 = llvm.bitcast %181 : f32 to i32
    %183 = nvvm.shfl.sync bfly %3, %182, %5, %4 : i32 -> i32
    %184 = llvm.bitcast %183 : i32 to f32
    %185 = llvm.intr.maxnum(%181, %184) : (f32, f32) -> f32
    %186 = llvm.bitcast %185 : f32 to i32
    %187 = nvvm.shfl.sync bfly %3, %186, %2, %4 : i32 -> i32
    %188 = llvm.bitcast %187 : i32 to f32
    %189 = llvm.intr.maxnum(%185, %188) : (f32, f32) -> f32
    %190 = llvm.bitcast %189 : f32 to i32
    %191 = nvvm.shfl.sync bfly %3, %190, %11, %4 : i32 -> i32
    %192 = llvm.bitcast %191 : i32 to f32
    %193 = llvm.intr.maxnum(%189, %192) : (f32, f32) -> f32
    %194 = llvm.bitcast %193 : f32 to i32
    %195 = nvvm.shfl.sync bfly %3, %194, %24, %4 : i32 -> i32
    %196 = llvm.bitcast %195 : i32 to f32
    %197 = llvm.intr.maxnum(%193, %196) : (f32, f32) -> f32
    %198 = llvm.bitcast %197 : f32 to i32
    %199 = nvvm.shfl.sync bfly %3, %198, %17, %4 : i32 -> i32
    %200 = llvm.bitcast %199 : i32 to f32
    %201 = llvm.intr.maxnum(%197, %200) : (f32, f32) -> f32
    %202 = llvm.and %34, %1 : i32
    %203 = llvm.lshr %202, %12 : i32
    %204 = llvm.or disjoint %23, %203 : i32
    %205 = llvm.xor %23, %204 : i32
    %206 = llvm.xor %205, %106 : i32
    %207 = llvm.xor %206, %23 : i32
    %208 = llvm.add %207, %23 : i32
    %209 = llvm.getelementptr inbounds %15[%208] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %210 = llvm.insertelement %201, %14[%23 : i32] : vector<1xf32>
    %211 = llvm.extractelement %210[%23 : i32] : vector<1xf32>
    %212 = llvm.bitcast %211 : f32 to i32
    %213 = llvm.insertelement %212, %13[%23 : i32] : vector<1xi32>
    llvm.store %213, %209 {alignment = 4 : i64} : vector<1xi32>, !llvm.ptr<3>
    nvvm.barrier
    %214 = llvm.and %34, %12 : i32
    %215 = llvm.shl %214, %24 : i32
    %216 = llvm.or disjoint %215, %23 : i32
    %217 = llvm.xor %23, %216 : i32
    %218 = llvm.xor %217, %106 : i32
    %219 = llvm.xor %218, %23 : i32
    %220 = llvm.add %219, %23 : i32
    %221 = llvm.getelementptr inbounds %15[%220] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %222 = llvm.load %221 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %223 = llvm.insertelement %222, %13[%23 : i32] : vector<1xi32>
    %224 = llvm.extractelement %223[%23 : i32] : vector<1xi32>
    %225 = llvm.bitcast %224 : i32 to f32
    %226 = llvm.insertelement %225, %14[%23 : i32] : vector<1xf32>
    %227 = llvm.extractelement %226[%23 : i32] : vector<1xf32>
    %228 = llvm.bitcast %227 : f32 to i32
    %229 = nvvm.shfl.sync bfly %3, %228, %24, %4 : i32 -> i32
    %230 = llvm.bitcast %229 : i32 to f32
    %231 = llvm.intr.maxnum(%227, %230) : (f32, f32) -> f32
    %232 = llvm.bitcast %231 : f32 to i32
    %233 = nvvm.shfl.sync bfly %3, %232, %17, %4 : i32 -> i32
    %234 = llvm.bitcast %233 : i32 to f32
    %235 = llvm.intr.maxnum(%231, %234) : (f32, f32) -> f32
    %236 = nvvm.read.ptx.sreg.ctaid.y : i32
    %237 = nvvm.read.ptx.sreg.ctaid.z : i32
    %238 = llvm.fpext %235 : f32 to f64
    %239 = llvm.alloca %17 x !llvm.struct<(i32, i32, i32, f64)> : (i32) -> !llvm.ptr
    %240 = llvm.getelementptr %239[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, f64)>
    llvm.store %25, %240 : i32, !llvm.ptr
    %241 = llvm.getelementptr %239[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, f64)>
    llvm.store %236, %241 : i32, !llvm.ptr
    %242 = llvm.getelementptr %239[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, f64)>
    llvm.store %237, %242 : i32, !llvm.ptr
    %243 = llvm.getelementptr %239[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, f64)>
    llvm.store %238, %243 : f64, !llvm.ptr
    %244 = llvm.call @vprintf(%0, %239) : (!llvm.ptr, !llvm.ptr) -> i32
    llvm.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    llvm.return
  }
}
