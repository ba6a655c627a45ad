"builtin.module"() ({
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 8 : i64, global_type = !llvm.array<2 x i64>, linkage = #llvm.linkage<private>, sym_name = "__mbarrier", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 128 : i64, global_type = !llvm.array<0 x f16>, linkage = #llvm.linkage<private>, sym_name = "tiles", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<64 x array<64 x f32>>, linkage = #llvm.linkage<private>, sym_name = "result", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "main", visibility_ = 0 : i64}> ({
    %320 = "llvm.mlir.constant"() <{value = 64 : index}> : () -> i64
    %321 = "llvm.mlir.constant"() <{value = 16 : index}> : () -> i64
    %322 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %323 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i64
    %324 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i64
    %325 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i64
    %326 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i64
    %327 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i64
    %328 = "llvm.mlir.constant"() <{value = 16384 : i32}> : () -> i32
    %329 = "llvm.mlir.constant"() <{value = 128 : index}> : () -> i64
    %330 = "builtin.unrealized_conversion_cast"(%329) : (i64) -> index
    %331 = "builtin.unrealized_conversion_cast"(%322) : (i64) -> index
    %332 = "builtin.unrealized_conversion_cast"(%321) : (i64) -> index
    %333 = "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuStreamCreate, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> !llvm.ptr
    %334 = "llvm.mlir.constant"() <{value = 64 : index}> : () -> i64
    %335 = "llvm.mlir.constant"() <{value = 64 : index}> : () -> i64
    %336 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %337 = "llvm.mlir.constant"() <{value = 4096 : index}> : () -> i64
    %338 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %339 = "llvm.getelementptr"(%338, %337) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %340 = "llvm.ptrtoint"(%339) : (!llvm.ptr) -> i64
    %341 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %342 = "llvm.mlir.constant"() <{value = 0 : i8}> : () -> i8
    %343 = "llvm.call"(%340, %333, %342) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuMemAlloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %344 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %345 = "llvm.insertvalue"(%344, %343) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %346 = "llvm.insertvalue"(%345, %343) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %347 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %348 = "llvm.insertvalue"(%346, %347) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %349 = "llvm.insertvalue"(%348, %334) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %350 = "llvm.insertvalue"(%349, %335) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %351 = "llvm.insertvalue"(%350, %335) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %352 = "llvm.insertvalue"(%351, %336) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %353 = "llvm.mlir.constant"() <{value = 64 : index}> : () -> i64
    %354 = "llvm.mlir.constant"() <{value = 64 : index}> : () -> i64
    %355 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %356 = "llvm.mlir.constant"() <{value = 4096 : index}> : () -> i64
    %357 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %358 = "llvm.getelementptr"(%357, %356) <{elem_type = f16, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %359 = "llvm.ptrtoint"(%358) : (!llvm.ptr) -> i64
    %360 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %361 = "llvm.mlir.constant"() <{value = 0 : i8}> : () -> i8
    %362 = "llvm.call"(%359, %333, %361) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuMemAlloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %363 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %364 = "llvm.insertvalue"(%363, %362) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %365 = "llvm.insertvalue"(%364, %362) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %366 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %367 = "llvm.insertvalue"(%365, %366) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %368 = "llvm.insertvalue"(%367, %353) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %369 = "llvm.insertvalue"(%368, %354) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %370 = "llvm.insertvalue"(%369, %354) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %371 = "llvm.insertvalue"(%370, %355) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %372 = "llvm.mlir.constant"() <{value = 64 : index}> : () -> i64
    %373 = "llvm.mlir.constant"() <{value = 64 : index}> : () -> i64
    %374 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %375 = "llvm.mlir.constant"() <{value = 4096 : index}> : () -> i64
    %376 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %377 = "llvm.getelementptr"(%376, %375) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %378 = "llvm.ptrtoint"(%377) : (!llvm.ptr) -> i64
    %379 = "llvm.mlir.zero"() : () -> !llvm.ptr
    %380 = "llvm.mlir.constant"() <{value = 0 : i8}> : () -> i8
    %381 = "llvm.call"(%378, %333, %380) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuMemAlloc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %382 = "llvm.mlir.poison"() : () -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %383 = "llvm.insertvalue"(%382, %381) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %384 = "llvm.insertvalue"(%383, %381) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %385 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
    %386 = "llvm.insertvalue"(%384, %385) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %387 = "llvm.insertvalue"(%386, %372) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %388 = "llvm.insertvalue"(%387, %373) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %389 = "llvm.insertvalue"(%388, %373) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %390 = "llvm.insertvalue"(%389, %374) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %391 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %392 = "llvm.alloca"(%391) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%352, %392) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> ()
    %393 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %394 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %395 = "llvm.insertvalue"(%394, %393) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %396 = "llvm.insertvalue"(%395, %392) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %397 = "builtin.unrealized_conversion_cast"(%396) : (!llvm.struct<(i64, ptr)>) -> memref<*xf16>
    %398 = "builtin.unrealized_conversion_cast"(%397) : (memref<*xf16>) -> !llvm.struct<(i64, ptr)>
    %399 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
    %400 = "llvm.alloca"(%399) <{elem_type = !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>}> : (i64) -> !llvm.ptr
    "llvm.store"(%371, %400) <{ordering = 0 : i64}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr) -> ()
    %401 = "llvm.mlir.constant"() <{value = 2 : index}> : () -> i64
    %402 = "llvm.mlir.poison"() : () -> !llvm.struct<(i64, ptr)>
    %403 = "llvm.insertvalue"(%402, %401) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>, i64) -> !llvm.struct<(i64, ptr)>
    %404 = "llvm.insertvalue"(%403, %400) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
    %405 = "builtin.unrealized_conversion_cast"(%404) : (!llvm.struct<(i64, ptr)>) -> memref<*xf16>
    %406 = "builtin.unrealized_conversion_cast"(%405) : (memref<*xf16>) -> !llvm.struct<(i64, ptr)>
    %407 = "llvm.extractvalue"(%398) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %408 = "llvm.extractvalue"(%398) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    %409 = "llvm.alloca"(%326) <{elem_type = i64}> : (i64) -> !llvm.ptr
    "llvm.store"(%320, %409) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %410 = "llvm.getelementptr"(%409) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
    "llvm.store"(%320, %410) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %411 = "llvm.call"(%407, %408, %327, %325, %323, %325, %325, %409) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuTensorMapEncodeTiledMemref, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 8, 0>}> : (i64, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr) -> !llvm.ptr
    %412 = "llvm.extractvalue"(%406) <{position = array<i64: 0>}> : (!llvm.struct<(i64, ptr)>) -> i64
    %413 = "llvm.extractvalue"(%406) <{position = array<i64: 1>}> : (!llvm.struct<(i64, ptr)>) -> !llvm.ptr
    %414 = "llvm.alloca"(%326) <{elem_type = i64}> : (i64) -> !llvm.ptr
    "llvm.store"(%320, %414) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %415 = "llvm.getelementptr"(%414) <{elem_type = !llvm.ptr, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
    "llvm.store"(%320, %415) <{ordering = 0 : i64}> : (i64, !llvm.ptr) -> ()
    %416 = "llvm.call"(%412, %413, %327, %325, %323, %324, %325, %414) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @mgpuTensorMapEncodeTiledMemref, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 8, 0>}> : (i64, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr) -> !llvm.ptr
    %417 = "llvm.extractvalue"(%390) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %418 = "llvm.extractvalue"(%390) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> !llvm.ptr
    %419 = "llvm.extractvalue"(%390) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %420 = "llvm.extractvalue"(%390) <{position = array<i64: 3, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %421 = "llvm.extractvalue"(%390) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %422 = "llvm.extractvalue"(%390) <{position = array<i64: 4, 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    %423 = "llvm.extractvalue"(%390) <{position = array<i64: 4, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>) -> i64
    "gpu.launch_func"(%322, %322, %322, %329, %322, %322, %328, %411, %416, %321, %417, %418, %419, %420, %421, %422, %423) <{kernel = @main_kernel::@main_kernel, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 10, 0>}> : (i64, i64, i64, i64, i64, i64, i32, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "main_kernel", targets = [#nvvm.target<chip = "sm_90a", features = "+ptx80">]}> ({
    "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<0 x i8>, linkage = #llvm.linkage<internal>, sym_name = "__dynamic_shmem__0", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr, i64, ptr, ptr, i64, i64, i64, i64, i64)>, linkage = #llvm.linkage<external>, sym_name = "main_kernel", visibility_ = 0 : i64}> ({
    ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64):
      %0 = "llvm.mlir.addressof"() <{global_name = @result}> : () -> !llvm.ptr<3>
      %1 = "llvm.mlir.constant"() <{value = 64 : index}> : () -> i64
      %2 = "llvm.mlir.addressof"() <{global_name = @__dynamic_shmem__0}> : () -> !llvm.ptr<3>
      %3 = "llvm.mlir.addressof"() <{global_name = @__mbarrier}> : () -> !llvm.ptr<3>
      %4 = "llvm.mlir.constant"() <{value = 4611686293338849280 : i64}> : () -> i64
      %5 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
      %6 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i32
      %7 = "llvm.mlir.constant"() <{value = 5 : i32}> : () -> i32
      %8 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
      %9 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
      %10 = "llvm.mlir.constant"() <{value = 32 : i32}> : () -> i32
      %11 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
      %12 = "llvm.mlir.constant"() <{value = 8 : i32}> : () -> i32
      %13 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
      %14 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
      %15 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
      %16 = "llvm.mlir.constant"() <{value = 384 : i32}> : () -> i64
      %17 = "llvm.mlir.constant"() <{value = 6 : i32}> : () -> i64
      %18 = "llvm.mlir.constant"() <{value = 256 : i32}> : () -> i64
      %19 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i64
      %20 = "llvm.mlir.constant"() <{value = 128 : i32}> : () -> i64
      %21 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i64
      %22 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
      %23 = "llvm.mlir.constant"() <{value = 50 : i64}> : () -> i64
      %24 = "llvm.mlir.constant"() <{value = 46 : i64}> : () -> i64
      %25 = "llvm.mlir.poison"() : () -> !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>
      %26 = "llvm.mlir.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %27 = "llvm.mlir.constant"() <{value = 1000000 : index}> : () -> i64
      %28 = "llvm.mlir.constant"() <{value = 16384 : index}> : () -> i64
      %29 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
      %30 = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64
      %31 = "llvm.mlir.constant"() <{value = true}> : () -> i1
      %32 = "llvm.mlir.constant"() <{value = false}> : () -> i1
      %33 = "nvvm.read.ptx.sreg.tid.x"() <{range = #llvm.constant_range<i32, 0, 128>}> : () -> i32
      %34 = "llvm.sext"(%33) : (i32) -> i64
      %35 = "llvm.icmp"(%34, %30) <{predicate = 0 : i64}> : (i64, i64) -> i1
      %36 = "llvm.getelementptr"(%3) <{elem_type = !llvm.array<2 x i64>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      %37 = "llvm.trunc"(%29) <{overflowFlags = 0 : i32}> : (i64) -> i32
      "nvvm.mbarrier.init"(%36, %37) : (!llvm.ptr<3>, i32) -> ()
      %38 = "llvm.getelementptr"(%36) <{elem_type = i64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      "llvm.inline_asm"(%38, %37, %35) <{asm_dialect = 0 : i64, asm_string = "@$2 mbarrier.init.shared.b64 [$0], $1;", constraints = "r,r,b", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (!llvm.ptr<3>, i32, i1) -> ()
      "nvvm.prefetch"(%arg0) <{tensormap}> : (!llvm.ptr) -> ()
      "llvm.inline_asm"(%arg1, %35) <{asm_dialect = 0 : i64, asm_string = "@$1 prefetch.tensormap [$0];", constraints = "l,b", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (!llvm.ptr, i1) -> ()
      "nvvm.barrier0"() : () -> ()
      %39 = "llvm.getelementptr"(%2) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 8192>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      "llvm.cond_br"(%35)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      %40 = "llvm.trunc"(%28) <{overflowFlags = 0 : i32}> : (i64) -> i32
      "nvvm.mbarrier.arrive.expect_tx"(%36, %40) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32) -> ()
      %41 = "llvm.addrspacecast"(%2) : (!llvm.ptr<3>) -> !llvm.ptr<7>
      %42 = "llvm.trunc"(%30) <{overflowFlags = 0 : i32}> : (i64) -> i32
      "nvvm.cp.async.bulk.tensor.shared.cluster.global"(%41, %arg0, %42, %42, %36) <{isCTAOnly = false, mode = #nvvm.tma_load_mode<tile>, operandSegmentSizes = array<i32: 1, 1, 2, 1, 0, 0, 0, 0>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> ()
      %43 = "llvm.addrspacecast"(%39) : (!llvm.ptr<3>) -> !llvm.ptr<7>
      "llvm.inline_asm"(%43, %arg1, %42, %42, %36, %31) <{asm_dialect = 0 : i64, asm_string = "@$5 cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2,$3} ], [$4];", constraints = "l,l,r,r,r,b", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (!llvm.ptr<7>, !llvm.ptr, i32, i32, !llvm.ptr<3>, i1) -> ()
      "llvm.br"()[^bb3] : () -> ()
    ^bb2:  // pred: ^bb0
      %44 = "llvm.trunc"(%30) <{overflowFlags = 0 : i32}> : (i64) -> i32
      "llvm.inline_asm"(%36, %44, %32) <{asm_dialect = 0 : i64, asm_string = "@$2 mbarrier.arrive.expect_tx.shared.b64 _, [$0], $1;", constraints = "r,r,b", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (!llvm.ptr<3>, i32, i1) -> ()
      "llvm.br"()[^bb3] : () -> ()
    ^bb3:  // 2 preds: ^bb1, ^bb2
      %45 = "llvm.trunc"(%27) <{overflowFlags = 0 : i32}> : (i64) -> i32
      "llvm.inline_asm"(%36, %9, %45) <{asm_dialect = 0 : i64, asm_string = "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", constraints = "r,n,r", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (!llvm.ptr<3>, i32, i32) -> ()
      %46 = "llvm.ptrtoint"(%2) : (!llvm.ptr<3>) -> i64
      %47 = "llvm.shl"(%46, %24) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %48 = "llvm.lshr"(%47, %23) : (i64, i64) -> i64
      %49 = "llvm.shl"(%48, %22) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %50 = "llvm.or"(%4, %49) : (i64, i64) -> i64
      %51 = "llvm.ptrtoint"(%39) : (!llvm.ptr<3>) -> i64
      %52 = "llvm.shl"(%51, %24) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %53 = "llvm.lshr"(%52, %23) : (i64, i64) -> i64
      %54 = "llvm.shl"(%53, %22) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %55 = "llvm.or"(%4, %54) : (i64, i64) -> i64
      "nvvm.wgmma.fence.aligned"() : () -> ()
      %56 = "llvm.inline_asm"(%26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %26, %50, %55, %15, %15, %15, %9, %15) <{asm_dialect = 0 : i64, asm_string = "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, $67,  $68, $69,  $70;\0A}\0A", constraints = "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,n,n,n,n,n", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %57 = "llvm.add"(%50, %21) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %58 = "llvm.add"(%55, %20) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %59 = "llvm.extractvalue"(%56) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %60 = "llvm.extractvalue"(%56) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %61 = "llvm.extractvalue"(%56) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %62 = "llvm.extractvalue"(%56) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %63 = "llvm.extractvalue"(%56) <{position = array<i64: 4>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %64 = "llvm.extractvalue"(%56) <{position = array<i64: 5>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %65 = "llvm.extractvalue"(%56) <{position = array<i64: 6>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %66 = "llvm.extractvalue"(%56) <{position = array<i64: 7>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %67 = "llvm.extractvalue"(%56) <{position = array<i64: 8>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %68 = "llvm.extractvalue"(%56) <{position = array<i64: 9>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %69 = "llvm.extractvalue"(%56) <{position = array<i64: 10>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %70 = "llvm.extractvalue"(%56) <{position = array<i64: 11>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %71 = "llvm.extractvalue"(%56) <{position = array<i64: 12>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %72 = "llvm.extractvalue"(%56) <{position = array<i64: 13>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %73 = "llvm.extractvalue"(%56) <{position = array<i64: 14>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %74 = "llvm.extractvalue"(%56) <{position = array<i64: 15>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %75 = "llvm.extractvalue"(%56) <{position = array<i64: 16>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %76 = "llvm.extractvalue"(%56) <{position = array<i64: 17>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %77 = "llvm.extractvalue"(%56) <{position = array<i64: 18>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %78 = "llvm.extractvalue"(%56) <{position = array<i64: 19>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %79 = "llvm.extractvalue"(%56) <{position = array<i64: 20>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %80 = "llvm.extractvalue"(%56) <{position = array<i64: 21>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %81 = "llvm.extractvalue"(%56) <{position = array<i64: 22>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %82 = "llvm.extractvalue"(%56) <{position = array<i64: 23>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %83 = "llvm.extractvalue"(%56) <{position = array<i64: 24>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %84 = "llvm.extractvalue"(%56) <{position = array<i64: 25>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %85 = "llvm.extractvalue"(%56) <{position = array<i64: 26>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %86 = "llvm.extractvalue"(%56) <{position = array<i64: 27>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %87 = "llvm.extractvalue"(%56) <{position = array<i64: 28>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %88 = "llvm.extractvalue"(%56) <{position = array<i64: 29>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %89 = "llvm.extractvalue"(%56) <{position = array<i64: 30>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %90 = "llvm.extractvalue"(%56) <{position = array<i64: 31>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %91 = "llvm.inline_asm"(%59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %57, %58, %15, %15, %15, %9, %15) <{asm_dialect = 0 : i64, asm_string = "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, $67,  $68, $69,  $70;\0A}\0A", constraints = "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,n,n,n,n,n", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %92 = "llvm.add"(%50, %19) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %93 = "llvm.add"(%55, %18) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %94 = "llvm.extractvalue"(%91) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %95 = "llvm.extractvalue"(%91) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %96 = "llvm.extractvalue"(%91) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %97 = "llvm.extractvalue"(%91) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %98 = "llvm.extractvalue"(%91) <{position = array<i64: 4>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %99 = "llvm.extractvalue"(%91) <{position = array<i64: 5>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %100 = "llvm.extractvalue"(%91) <{position = array<i64: 6>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %101 = "llvm.extractvalue"(%91) <{position = array<i64: 7>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %102 = "llvm.extractvalue"(%91) <{position = array<i64: 8>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %103 = "llvm.extractvalue"(%91) <{position = array<i64: 9>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %104 = "llvm.extractvalue"(%91) <{position = array<i64: 10>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %105 = "llvm.extractvalue"(%91) <{position = array<i64: 11>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %106 = "llvm.extractvalue"(%91) <{position = array<i64: 12>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %107 = "llvm.extractvalue"(%91) <{position = array<i64: 13>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %108 = "llvm.extractvalue"(%91) <{position = array<i64: 14>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %109 = "llvm.extractvalue"(%91) <{position = array<i64: 15>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %110 = "llvm.extractvalue"(%91) <{position = array<i64: 16>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %111 = "llvm.extractvalue"(%91) <{position = array<i64: 17>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %112 = "llvm.extractvalue"(%91) <{position = array<i64: 18>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %113 = "llvm.extractvalue"(%91) <{position = array<i64: 19>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %114 = "llvm.extractvalue"(%91) <{position = array<i64: 20>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %115 = "llvm.extractvalue"(%91) <{position = array<i64: 21>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %116 = "llvm.extractvalue"(%91) <{position = array<i64: 22>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %117 = "llvm.extractvalue"(%91) <{position = array<i64: 23>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %118 = "llvm.extractvalue"(%91) <{position = array<i64: 24>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %119 = "llvm.extractvalue"(%91) <{position = array<i64: 25>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %120 = "llvm.extractvalue"(%91) <{position = array<i64: 26>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %121 = "llvm.extractvalue"(%91) <{position = array<i64: 27>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %122 = "llvm.extractvalue"(%91) <{position = array<i64: 28>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %123 = "llvm.extractvalue"(%91) <{position = array<i64: 29>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %124 = "llvm.extractvalue"(%91) <{position = array<i64: 30>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %125 = "llvm.extractvalue"(%91) <{position = array<i64: 31>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %126 = "llvm.inline_asm"(%94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %92, %93, %15, %15, %15, %9, %15) <{asm_dialect = 0 : i64, asm_string = "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, $67,  $68, $69,  $70;\0A}\0A", constraints = "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,n,n,n,n,n", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %127 = "llvm.add"(%50, %17) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %128 = "llvm.add"(%55, %16) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64
      %129 = "llvm.extractvalue"(%126) <{position = array<i64: 0>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %130 = "llvm.extractvalue"(%126) <{position = array<i64: 1>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %131 = "llvm.extractvalue"(%126) <{position = array<i64: 2>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %132 = "llvm.extractvalue"(%126) <{position = array<i64: 3>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %133 = "llvm.extractvalue"(%126) <{position = array<i64: 4>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %134 = "llvm.extractvalue"(%126) <{position = array<i64: 5>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %135 = "llvm.extractvalue"(%126) <{position = array<i64: 6>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %136 = "llvm.extractvalue"(%126) <{position = array<i64: 7>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %137 = "llvm.extractvalue"(%126) <{position = array<i64: 8>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %138 = "llvm.extractvalue"(%126) <{position = array<i64: 9>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %139 = "llvm.extractvalue"(%126) <{position = array<i64: 10>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %140 = "llvm.extractvalue"(%126) <{position = array<i64: 11>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %141 = "llvm.extractvalue"(%126) <{position = array<i64: 12>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %142 = "llvm.extractvalue"(%126) <{position = array<i64: 13>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %143 = "llvm.extractvalue"(%126) <{position = array<i64: 14>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %144 = "llvm.extractvalue"(%126) <{position = array<i64: 15>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %145 = "llvm.extractvalue"(%126) <{position = array<i64: 16>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %146 = "llvm.extractvalue"(%126) <{position = array<i64: 17>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %147 = "llvm.extractvalue"(%126) <{position = array<i64: 18>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %148 = "llvm.extractvalue"(%126) <{position = array<i64: 19>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %149 = "llvm.extractvalue"(%126) <{position = array<i64: 20>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %150 = "llvm.extractvalue"(%126) <{position = array<i64: 21>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %151 = "llvm.extractvalue"(%126) <{position = array<i64: 22>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %152 = "llvm.extractvalue"(%126) <{position = array<i64: 23>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %153 = "llvm.extractvalue"(%126) <{position = array<i64: 24>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %154 = "llvm.extractvalue"(%126) <{position = array<i64: 25>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %155 = "llvm.extractvalue"(%126) <{position = array<i64: 26>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %156 = "llvm.extractvalue"(%126) <{position = array<i64: 27>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %157 = "llvm.extractvalue"(%126) <{position = array<i64: 28>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %158 = "llvm.extractvalue"(%126) <{position = array<i64: 29>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %159 = "llvm.extractvalue"(%126) <{position = array<i64: 30>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %160 = "llvm.extractvalue"(%126) <{position = array<i64: 31>}> : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> f32
      %161 = "llvm.inline_asm"(%129, %130, %131, %132, %133, %134, %135, %136, %137, %138, %139, %140, %141, %142, %143, %144, %145, %146, %147, %148, %149, %150, %151, %152, %153, %154, %155, %156, %157, %158, %159, %160, %127, %128, %15, %15, %15, %9, %15) <{asm_dialect = 0 : i64, asm_string = "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $64, $65, p, $67,  $68, $69,  $70;\0A}\0A", constraints = "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,n,n,n,n,n", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
      %162 = "llvm.insertvalue"(%25, %161) <{position = array<i64: 0>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>, !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> !llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>
      "nvvm.wgmma.commit.group.sync.aligned"() : () -> ()
      "nvvm.wgmma.wait.group.sync.aligned"() <{group = 1 : i64}> : () -> ()
      "nvvm.wgmma.wait.group.sync.aligned"() <{group = 0 : i64}> : () -> ()
      %163 = "llvm.getelementptr"(%0) <{elem_type = !llvm.array<64 x array<64 x f32>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 0, 0>}> : (!llvm.ptr<3>) -> !llvm.ptr<3>
      %164 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
      %165 = "llvm.urem"(%164, %10) : (i32, i32) -> i32
      %166 = "llvm.udiv"(%164, %10) : (i32, i32) -> i32
      %167 = "llvm.udiv"(%165, %13) : (i32, i32) -> i32
      %168 = "llvm.urem"(%165, %13) : (i32, i32) -> i32
      %169 = "llvm.mul"(%168, %14) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %170 = "llvm.mul"(%166, %11) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %171 = "llvm.add"(%167, %170) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %172 = "llvm.mul"(%9, %12) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %173 = "llvm.add"(%171, %172) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %174 = "llvm.add"(%169, %172) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %175 = "llvm.sext"(%173) : (i32) -> i64
      %176 = "llvm.sext"(%174) : (i32) -> i64
      %177 = "llvm.add"(%174, %15) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %178 = "llvm.sext"(%177) : (i32) -> i64
      %179 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 0>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %180 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 1>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %181 = "llvm.mul"(%175, %1) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %182 = "llvm.add"(%181, %176) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %183 = "llvm.getelementptr"(%163, %182) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%179, %183) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %184 = "llvm.add"(%181, %178) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %185 = "llvm.getelementptr"(%163, %184) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%180, %185) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %186 = "llvm.mul"(%15, %12) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %187 = "llvm.add"(%169, %186) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %188 = "llvm.sext"(%187) : (i32) -> i64
      %189 = "llvm.add"(%187, %15) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %190 = "llvm.sext"(%189) : (i32) -> i64
      %191 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 4>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %192 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 5>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %193 = "llvm.add"(%181, %188) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %194 = "llvm.getelementptr"(%163, %193) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%191, %194) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %195 = "llvm.add"(%181, %190) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %196 = "llvm.getelementptr"(%163, %195) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%192, %196) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %197 = "llvm.mul"(%14, %12) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %198 = "llvm.add"(%169, %197) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %199 = "llvm.sext"(%198) : (i32) -> i64
      %200 = "llvm.add"(%198, %15) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %201 = "llvm.sext"(%200) : (i32) -> i64
      %202 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 8>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %203 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 9>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %204 = "llvm.add"(%181, %199) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %205 = "llvm.getelementptr"(%163, %204) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%202, %205) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %206 = "llvm.add"(%181, %201) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %207 = "llvm.getelementptr"(%163, %206) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%203, %207) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %208 = "llvm.mul"(%8, %12) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %209 = "llvm.add"(%169, %208) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %210 = "llvm.sext"(%209) : (i32) -> i64
      %211 = "llvm.add"(%209, %15) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %212 = "llvm.sext"(%211) : (i32) -> i64
      %213 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 12>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %214 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 13>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %215 = "llvm.add"(%181, %210) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %216 = "llvm.getelementptr"(%163, %215) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%213, %216) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %217 = "llvm.add"(%181, %212) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %218 = "llvm.getelementptr"(%163, %217) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%214, %218) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %219 = "llvm.mul"(%13, %12) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %220 = "llvm.add"(%169, %219) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %221 = "llvm.sext"(%220) : (i32) -> i64
      %222 = "llvm.add"(%220, %15) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %223 = "llvm.sext"(%222) : (i32) -> i64
      %224 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 16>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %225 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 17>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %226 = "llvm.add"(%181, %221) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %227 = "llvm.getelementptr"(%163, %226) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%224, %227) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %228 = "llvm.add"(%181, %223) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %229 = "llvm.getelementptr"(%163, %228) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%225, %229) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %230 = "llvm.mul"(%7, %12) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %231 = "llvm.add"(%169, %230) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %232 = "llvm.sext"(%231) : (i32) -> i64
      %233 = "llvm.add"(%231, %15) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %234 = "llvm.sext"(%233) : (i32) -> i64
      %235 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 20>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %236 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 21>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %237 = "llvm.add"(%181, %232) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %238 = "llvm.getelementptr"(%163, %237) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%235, %238) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %239 = "llvm.add"(%181, %234) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %240 = "llvm.getelementptr"(%163, %239) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%236, %240) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %241 = "llvm.mul"(%6, %12) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %242 = "llvm.add"(%169, %241) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %243 = "llvm.sext"(%242) : (i32) -> i64
      %244 = "llvm.add"(%242, %15) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %245 = "llvm.sext"(%244) : (i32) -> i64
      %246 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 24>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %247 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 25>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %248 = "llvm.add"(%181, %243) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %249 = "llvm.getelementptr"(%163, %248) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%246, %249) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %250 = "llvm.add"(%181, %245) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %251 = "llvm.getelementptr"(%163, %250) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%247, %251) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %252 = "llvm.mul"(%5, %12) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %253 = "llvm.add"(%169, %252) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %254 = "llvm.sext"(%253) : (i32) -> i64
      %255 = "llvm.add"(%253, %15) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %256 = "llvm.sext"(%255) : (i32) -> i64
      %257 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 28>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %258 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 29>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %259 = "llvm.add"(%181, %254) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %260 = "llvm.getelementptr"(%163, %259) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%257, %260) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %261 = "llvm.add"(%181, %256) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %262 = "llvm.getelementptr"(%163, %261) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%258, %262) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %263 = "llvm.add"(%171, %186) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
      %264 = "llvm.sext"(%263) : (i32) -> i64
      %265 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 2>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %266 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 3>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %267 = "llvm.mul"(%264, %1) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %268 = "llvm.add"(%267, %176) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %269 = "llvm.getelementptr"(%163, %268) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%265, %269) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %270 = "llvm.add"(%267, %178) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %271 = "llvm.getelementptr"(%163, %270) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%266, %271) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %272 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 6>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %273 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 7>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %274 = "llvm.add"(%267, %188) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %275 = "llvm.getelementptr"(%163, %274) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%272, %275) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %276 = "llvm.add"(%267, %190) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %277 = "llvm.getelementptr"(%163, %276) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%273, %277) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %278 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 10>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %279 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 11>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %280 = "llvm.add"(%267, %199) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %281 = "llvm.getelementptr"(%163, %280) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%278, %281) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %282 = "llvm.add"(%267, %201) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %283 = "llvm.getelementptr"(%163, %282) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%279, %283) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %284 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 14>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %285 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 15>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %286 = "llvm.add"(%267, %210) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %287 = "llvm.getelementptr"(%163, %286) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%284, %287) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %288 = "llvm.add"(%267, %212) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %289 = "llvm.getelementptr"(%163, %288) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%285, %289) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %290 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 18>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %291 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 19>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %292 = "llvm.add"(%267, %221) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %293 = "llvm.getelementptr"(%163, %292) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%290, %293) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %294 = "llvm.add"(%267, %223) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %295 = "llvm.getelementptr"(%163, %294) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%291, %295) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %296 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 22>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %297 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 23>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %298 = "llvm.add"(%267, %232) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %299 = "llvm.getelementptr"(%163, %298) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%296, %299) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %300 = "llvm.add"(%267, %234) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %301 = "llvm.getelementptr"(%163, %300) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%297, %301) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %302 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 26>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %303 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 27>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %304 = "llvm.add"(%267, %243) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %305 = "llvm.getelementptr"(%163, %304) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%302, %305) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %306 = "llvm.add"(%267, %245) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %307 = "llvm.getelementptr"(%163, %306) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%303, %307) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %308 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 30>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %309 = "llvm.extractvalue"(%162) <{position = array<i64: 0, 31>}> : (!llvm.struct<(struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>)>) -> f32
      %310 = "llvm.add"(%267, %254) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %311 = "llvm.getelementptr"(%163, %310) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%308, %311) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      %312 = "llvm.add"(%267, %256) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %313 = "llvm.getelementptr"(%163, %312) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      "llvm.store"(%309, %313) <{ordering = 0 : i64}> : (f32, !llvm.ptr<3>) -> ()
      "nvvm.barrier0"() : () -> ()
      %314 = "llvm.udiv"(%34, %arg2) : (i64, i64) -> i64
      %315 = "llvm.mul"(%314, %1) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %316 = "llvm.add"(%315, %30) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64
      %317 = "llvm.getelementptr"(%163, %316) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>
      %318 = "llvm.load"(%317) <{ordering = 0 : i64}> : (!llvm.ptr<3>) -> f32
      %319 = "llvm.getelementptr"(%arg4, %316) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
      "llvm.store"(%318, %319) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
      "llvm.return"() : () -> ()
    }) {gpu.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} : () -> ()
    "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 8 : i64, global_type = !llvm.array<2 x i64>, linkage = #llvm.linkage<private>, sym_name = "__mbarrier", visibility_ = 0 : i64}> ({
    }) : () -> ()
    "llvm.mlir.global"() <{addr_space = 3 : i32, alignment = 16 : i64, global_type = !llvm.array<64 x array<64 x f32>>, linkage = #llvm.linkage<private>, sym_name = "result", visibility_ = 0 : i64}> ({
    }) : () -> ()
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64, ptr, i64, i64, i64, i64, i64, ptr)>, linkage = #llvm.linkage<external>, sym_name = "mgpuTensorMapEncodeTiledMemref", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr ()>, linkage = #llvm.linkage<external>, sym_name = "mgpuStreamCreate", visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64, ptr, i8)>, linkage = #llvm.linkage<external>, sym_name = "mgpuMemAlloc", visibility_ = 0 : i64}> ({
  }) : () -> ()
}) {gpu.container_module} : () -> ()
