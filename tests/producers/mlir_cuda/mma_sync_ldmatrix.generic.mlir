"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "printNewline", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (f32)>, linkage = #llvm.linkage<external>, sym_name = "printF32", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "gpu.module"() <{sym_name = "tensor_core", targets = [#nvvm.target<chip = "sm_80", features = "+ptx80">]}> ({
    "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<16 x array<16 x f16>>, linkage = #llvm.linkage<private>, sym_name = "stageA", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<16 x array<8 x f16>>, linkage = #llvm.linkage<private>, sym_name = "stageB", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, i64, i64, i64, i64, ptr, ptr, i64, i64, i64, i64, i64, ptr, ptr, i64, i64, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "hmma", visibility_ = 0 : i64}> ({
    ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64):
      %160 = "llvm.mlir.addressof"() <{global_name = @stageB}> : () -> !llvm.ptr<3>
      %161 = "llvm.mlir.addressof"() <{global_name = @stageA}> : () -> !llvm.ptr<3>
      %162 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : vector<2x2xf32>}> : () -> !llvm.array<2 x vector<2xf32>>
      %163 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
      %164 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
      %165 = "llvm.mlir.poison"() : () -> vector<2xf32>
      %166 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %167 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %168 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
      %169 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
      %170 = "llvm.mlir.constant"() <{value = 4 : index}> : () -> i64
      %171 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
      %172 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
      %173 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
      %174 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 32>}> : () -> i32
      %175 = "llvm.sext"(%174) : (i32) -> i64
      %176 = "llvm.getelementptr"(%161) <{elem_type = !llvm.array<16 x array<16 x f16>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      %177 = "llvm.getelementptr"(%160) <{elem_type = !llvm.array<16 x array<8 x f16>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      %178 = "llvm.urem"(%175, %169) : (i64, i64) -> i64
      %179 = "llvm.udiv"(%175, %169) : (i64, i64) -> i64
      %180 = "llvm.mul"(%179, %168) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      "llvm.br"(%173)[^bb1] : (i64) -> ()
    ^bb1(%181: i64):  // 2 preds: ^bb0, ^bb2
      %182 = "llvm.icmp"(%181, %168) <{predicate = 2 : i64}> : (i64, i64) -> i1
      "llvm.cond_br"(%182)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      %183 = "llvm.add"(%180, %181) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %184 = "llvm.mul"(%178, %169) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %185 = "llvm.add"(%184, %183) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %186 = "llvm.getelementptr"(%arg1, %185) <{elem_type = f16, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %187 = "llvm.load"(%186) <{ordering = 0 : i64}> : (!llvm.ptr) -> f16
      %188 = "llvm.getelementptr"(%176, %185) <{elem_type = f16, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%187, %188) <{ordering = 0 : i64}> : (f16, !llvm.ptr<3>) -> ()
      %189 = "llvm.add"(%181, %172) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      "llvm.br"(%189)[^bb1] : (i64) -> ()
    ^bb3:  // pred: ^bb1
      %190 = "llvm.icmp"(%175, %169) <{predicate = 6 : i64}> : (i64, i64) -> i1
      "llvm.cond_br"(%190, %173)[^bb4, ^bb6] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i64) -> ()
    ^bb4(%191: i64):  // 2 preds: ^bb3, ^bb5
      %192 = "llvm.icmp"(%191, %168) <{predicate = 2 : i64}> : (i64, i64) -> i1
      "llvm.cond_br"(%192)[^bb5, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb5:  // pred: ^bb4
      %193 = "llvm.mul"(%178, %168) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %194 = "llvm.add"(%193, %191) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %195 = "llvm.getelementptr"(%arg8, %194) <{elem_type = f16, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      %196 = "llvm.load"(%195) <{ordering = 0 : i64}> : (!llvm.ptr) -> f16
      %197 = "llvm.getelementptr"(%177, %194) <{elem_type = f16, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%196, %197) <{ordering = 0 : i64}> : (f16, !llvm.ptr<3>) -> ()
      %198 = "llvm.add"(%191, %172) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      "llvm.br"(%198)[^bb4] : (i64) -> ()
    ^bb6:  // 2 preds: ^bb3, ^bb4
      "nvvm.barrier0"() : () -> ()
      %199 = "llvm.mul"(%178, %169) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %200 = "llvm.add"(%199, %180) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %201 = "llvm.getelementptr"(%176, %200) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      %202 = "nvvm.ldmatrix"(%201) <{eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>}> : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
      %203 = "llvm.extractvalue"(%202) <{position = array<i64: 0>}> : (!llvm.struct<(i32, i32, i32, i32)>) -> i32
      %204 = "llvm.bitcast"(%203) : (i32) -> vector<2xf16>
      %205 = "llvm.extractvalue"(%202) <{position = array<i64: 1>}> : (!llvm.struct<(i32, i32, i32, i32)>) -> i32
      %206 = "llvm.bitcast"(%205) : (i32) -> vector<2xf16>
      %207 = "llvm.extractvalue"(%202) <{position = array<i64: 2>}> : (!llvm.struct<(i32, i32, i32, i32)>) -> i32
      %208 = "llvm.bitcast"(%207) : (i32) -> vector<2xf16>
      %209 = "llvm.extractvalue"(%202) <{position = array<i64: 3>}> : (!llvm.struct<(i32, i32, i32, i32)>) -> i32
      %210 = "llvm.bitcast"(%209) : (i32) -> vector<2xf16>
      %211 = "llvm.mul"(%178, %168) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %212 = "llvm.add"(%211, %173) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %213 = "llvm.getelementptr"(%177, %212) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      %214 = "nvvm.ldmatrix"(%213) <{eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>}> : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
      %215 = "llvm.extractvalue"(%214) <{position = array<i64: 0>}> : (!llvm.struct<(i32, i32)>) -> i32
      %216 = "llvm.bitcast"(%215) : (i32) -> vector<2xf16>
      %217 = "llvm.extractvalue"(%214) <{position = array<i64: 1>}> : (!llvm.struct<(i32, i32)>) -> i32
      %218 = "llvm.bitcast"(%217) : (i32) -> vector<2xf16>
      %219 = "llvm.extractvalue"(%162) <{position = array<i64: 0>}> : (!llvm.array<2 x vector<2xf32>>) -> vector<2xf32>
      %220 = "llvm.extractelement"(%219, %163) : (vector<2xf32>, i64) -> f32
      %221 = "llvm.extractelement"(%219, %164) : (vector<2xf32>, i64) -> f32
      %222 = "llvm.extractvalue"(%162) <{position = array<i64: 1>}> : (!llvm.array<2 x vector<2xf32>>) -> vector<2xf32>
      %223 = "llvm.extractelement"(%222, %163) : (vector<2xf32>, i64) -> f32
      %224 = "llvm.extractelement"(%222, %164) : (vector<2xf32>, i64) -> f32
      %225 = "nvvm.mma.sync"(%204, %206, %208, %210, %216, %218, %220, %221, %223, %224) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %226 = "llvm.extractvalue"(%225) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
      %227 = "llvm.extractvalue"(%225) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
      %228 = "llvm.insertelement"(%165, %226, %166) : (vector<2xf32>, f32, i32) -> vector<2xf32>
      %229 = "llvm.insertelement"(%228, %227, %167) : (vector<2xf32>, f32, i32) -> vector<2xf32>
      %230 = "llvm.extractvalue"(%225) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
      %231 = "llvm.extractvalue"(%225) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32)>) -> f32
      %232 = "llvm.insertelement"(%165, %230, %166) : (vector<2xf32>, f32, i32) -> vector<2xf32>
      %233 = "llvm.insertelement"(%232, %231, %167) : (vector<2xf32>, f32, i32) -> vector<2xf32>
      %234 = "llvm.udiv"(%175, %170) : (i64, i64) -> i64
      %235 = "llvm.urem"(%175, %170) : (i64, i64) -> i64
      %236 = "llvm.mul"(%235, %171) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %237 = "llvm.add"(%236, %172) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %238 = "llvm.add"(%234, %168) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %239 = "llvm.extractelement"(%229, %163) : (vector<2xf32>, i64) -> f32
      %240 = "llvm.extractelement"(%229, %164) : (vector<2xf32>, i64) -> f32
      %241 = "llvm.extractelement"(%233, %163) : (vector<2xf32>, i64) -> f32
      %242 = "llvm.extractelement"(%233, %164) : (vector<2xf32>, i64) -> f32
      %243 = "llvm.mul"(%234, %168) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %244 = "llvm.add"(%243, %236) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %245 = "llvm.getelementptr"(%arg15, %244) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%239, %245) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %246 = "llvm.add"(%243, %237) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %247 = "llvm.getelementptr"(%arg15, %246) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%240, %247) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %248 = "llvm.mul"(%238, %168) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %249 = "llvm.add"(%248, %236) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %250 = "llvm.getelementptr"(%arg15, %249) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%241, %250) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      %251 = "llvm.add"(%248, %237) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %252 = "llvm.getelementptr"(%arg15, %251) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%242, %252) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) {gpu.kernel, gpu.known_block_size = array<i32: 32, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 1, 1>} : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 32 : index}> : () -> i64
    %1 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %2 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %3 = "builtin.unrealized_conversion_cast"(%2) : (i64) -> index
    %4 = "builtin.unrealized_conversion_cast"(%1) : (i64) -> index
    %5 = "builtin.unrealized_conversion_cast"(%0) : (i64) -> index
    %6 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
    %7 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
    %8 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %9 = "llvm.mlir.constant"() <{value = 256 : index}> : () -> i64
    %10 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %11 = "llvm.getelementptr"(%10, %9) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %12 = "llvm.ptrtoint"(%11) : (!llvm.ptr) -> i64
    %13 = "llvm.call"(%12) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %14 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %15 = "llvm.insertvalue"(%14, %13) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %16 = "llvm.insertvalue"(%15, %13) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %17 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %18 = "llvm.insertvalue"(%16, %17) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %19 = "llvm.insertvalue"(%18, %6) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %20 = "llvm.insertvalue"(%19, %7) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %21 = "llvm.insertvalue"(%20, %7) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %22 = "llvm.insertvalue"(%21, %8) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %23 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
    %24 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
    %25 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %26 = "llvm.mlir.constant"() <{value = 128 : index}> : () -> i64
    %27 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %28 = "llvm.getelementptr"(%27, %26) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %29 = "llvm.ptrtoint"(%28) : (!llvm.ptr) -> i64
    %30 = "llvm.call"(%29) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %31 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %32 = "llvm.insertvalue"(%31, %30) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %33 = "llvm.insertvalue"(%32, %30) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %34 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %35 = "llvm.insertvalue"(%33, %34) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %36 = "llvm.insertvalue"(%35, %23) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %37 = "llvm.insertvalue"(%36, %24) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %38 = "llvm.insertvalue"(%37, %24) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %39 = "llvm.insertvalue"(%38, %25) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %40 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
    %41 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
    %42 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %43 = "llvm.mlir.constant"() <{value = 128 : index}> : () -> i64
    %44 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %45 = "llvm.getelementptr"(%44, %43) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %46 = "llvm.ptrtoint"(%45) : (!llvm.ptr) -> i64
    %47 = "llvm.call"(%46) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> !llvm.ptr
    %48 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %49 = "llvm.insertvalue"(%48, %47) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %50 = "llvm.insertvalue"(%49, %47) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %51 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %52 = "llvm.insertvalue"(%50, %51) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %53 = "llvm.insertvalue"(%52, %40) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %54 = "llvm.insertvalue"(%53, %41) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %55 = "llvm.insertvalue"(%54, %41) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %56 = "llvm.insertvalue"(%55, %42) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %57 = "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuStreamCreate, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> !llvm.ptr
    %58 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
    %59 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
    %60 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %61 = "llvm.mlir.constant"() <{value = 256 : index}> : () -> i64
    %62 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %63 = "llvm.getelementptr"(%62, %61) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %64 = "llvm.ptrtoint"(%63) : (!llvm.ptr) -> i64
    %65 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %66 = "llvm.mlir.constant"() <{value = 0 : i8}> : () -> i8
    %67 = "llvm.call"(%64, %57, %66) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuMemAlloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %68 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %69 = "llvm.insertvalue"(%68, %67) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %70 = "llvm.insertvalue"(%69, %67) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %71 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %72 = "llvm.insertvalue"(%70, %71) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %73 = "llvm.insertvalue"(%72, %58) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %74 = "llvm.insertvalue"(%73, %59) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %75 = "llvm.insertvalue"(%74, %59) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %76 = "llvm.insertvalue"(%75, %60) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %77 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
    %78 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
    %79 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %80 = "llvm.mlir.constant"() <{value = 128 : index}> : () -> i64
    %81 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %82 = "llvm.getelementptr"(%81, %80) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %83 = "llvm.ptrtoint"(%82) : (!llvm.ptr) -> i64
    %84 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %85 = "llvm.mlir.constant"() <{value = 0 : i8}> : () -> i8
    %86 = "llvm.call"(%83, %57, %85) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuMemAlloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %87 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %88 = "llvm.insertvalue"(%87, %86) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %89 = "llvm.insertvalue"(%88, %86) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %90 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %91 = "llvm.insertvalue"(%89, %90) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %92 = "llvm.insertvalue"(%91, %77) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %93 = "llvm.insertvalue"(%92, %78) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %94 = "llvm.insertvalue"(%93, %78) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %95 = "llvm.insertvalue"(%94, %79) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %96 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
    %97 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
    %98 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %99 = "llvm.mlir.constant"() <{value = 128 : index}> : () -> i64
    %100 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %101 = "llvm.getelementptr"(%100, %99) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %102 = "llvm.ptrtoint"(%101) : (!llvm.ptr) -> i64
    %103 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %104 = "llvm.mlir.constant"() <{value = 0 : i8}> : () -> i8
    %105 = "llvm.call"(%102, %57, %104) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuMemAlloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %106 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %107 = "llvm.insertvalue"(%106, %105) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %108 = "llvm.insertvalue"(%107, %105) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %109 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %110 = "llvm.insertvalue"(%108, %109) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %111 = "llvm.insertvalue"(%110, %96) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %112 = "llvm.insertvalue"(%111, %97) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %113 = "llvm.insertvalue"(%112, %97) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %114 = "llvm.insertvalue"(%113, %98) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %115 = "llvm.mlir.constant"() <{value = 256 : index}> : () -> i64
    %116 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %117 = "llvm.getelementptr"(%116, %115) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %118 = "llvm.ptrtoint"(%117) : (!llvm.ptr) -> i64
    %119 = "llvm.extractvalue"(%22) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %120 = "llvm.extractvalue"(%76) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    "llvm.call"(%120, %119, %118, %57) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuMemcpy, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 4, 0>}> : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    %121 = "llvm.mlir.constant"() <{value = 128 : index}> : () -> i64
    %122 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %123 = "llvm.getelementptr"(%122, %121) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %124 = "llvm.ptrtoint"(%123) : (!llvm.ptr) -> i64
    %125 = "llvm.extractvalue"(%39) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %126 = "llvm.extractvalue"(%95) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    "llvm.call"(%126, %125, %124, %57) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuMemcpy, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 4, 0>}> : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    %127 = "llvm.extractvalue"(%76) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %128 = "llvm.extractvalue"(%76) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %129 = "llvm.extractvalue"(%76) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %130 = "llvm.extractvalue"(%76) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %131 = "llvm.extractvalue"(%76) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %132 = "llvm.extractvalue"(%76) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %133 = "llvm.extractvalue"(%76) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %134 = "llvm.extractvalue"(%95) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %135 = "llvm.extractvalue"(%95) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %136 = "llvm.extractvalue"(%95) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %137 = "llvm.extractvalue"(%95) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %138 = "llvm.extractvalue"(%95) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %139 = "llvm.extractvalue"(%95) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %140 = "llvm.extractvalue"(%95) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %141 = "llvm.extractvalue"(%114) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %142 = "llvm.extractvalue"(%114) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %143 = "llvm.extractvalue"(%114) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %144 = "llvm.extractvalue"(%114) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %145 = "llvm.extractvalue"(%114) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %146 = "llvm.extractvalue"(%114) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %147 = "llvm.extractvalue"(%114) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    "gpu.launch_func"(%1, %1, %1, %0, %1, %1, %127, %128, %129, %130, %131, %132, %133, %134, %135, %136, %137, %138, %139, %140, %141, %142, %143, %144, %145, %146, %147, %57) <{kernel = @tensor_core::@hmma, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 21, 1>}> : (i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr) -> ()
    %148 = "llvm.mlir.constant"() <{value = 128 : index}> : () -> i64
    %149 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %150 = "llvm.getelementptr"(%149, %148) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %151 = "llvm.ptrtoint"(%150) : (!llvm.ptr) -> i64
    %152 = "llvm.extractvalue"(%114) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %153 = "llvm.extractvalue"(%56) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    "llvm.call"(%153, %152, %151, %57) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuMemcpy, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 4, 0>}> : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    "llvm.call"(%57) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuStreamSynchronize, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
    "llvm.call"(%57) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuStreamDestroy, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
    %154 = "llvm.extractvalue"(%56) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %155 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
    %156 = "llvm.mul"(%2, %155) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %157 = "llvm.add"(%156, %2) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
    %158 = "llvm.getelementptr"(%154, %157) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %159 = "llvm.load"(%158) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
    "llvm.call"(%159) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printF32, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printNewline, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr ()>, linkage = #llvm.linkage<external>, sym_name = "mgpuStreamCreate", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64, ptr, i8)>, linkage = #llvm.linkage<external>, sym_name = "mgpuMemAlloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, ptr)>, linkage = #llvm.linkage<external>, sym_name = "mgpuMemcpy", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "mgpuStreamSynchronize", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "mgpuStreamDestroy", visibility_ = 0 : i64}> ({
  }) : () -> ()
}) {gpu.container_module} : () -> ()
