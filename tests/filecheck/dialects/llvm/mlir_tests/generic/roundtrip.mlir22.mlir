// MLIR's roundtrip.mlir (see ../roundtrip.mlir), each chunk /usr/bin/mlir-opt-22 reads in its generic form.
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "baz", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f64, i32)> (i32)>, linkage = #llvm.linkage<external>, sym_name = "foo", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, ...)>, linkage = #llvm.linkage<external>, sym_name = "vararg_func", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32, f32, !llvm.ptr, !llvm.ptr, i1, vector<2x!llvm.ptr>) -> (), sym_name = "ops"}> ({
  ^bb0(%arg0: i32, %arg1: f32, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i1, %arg5: vector<2x!llvm.ptr>):
    %0 = "llvm.add"(%arg0, %arg0) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %1 = "llvm.sub"(%arg0, %arg0) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %2 = "llvm.mul"(%arg0, %arg0) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %3 = "llvm.udiv"(%arg0, %arg0) : (i32, i32) -> i32
    %4 = "llvm.sdiv"(%arg0, %arg0) : (i32, i32) -> i32
    %5 = "llvm.urem"(%arg0, %arg0) : (i32, i32) -> i32
    %6 = "llvm.srem"(%arg0, %arg0) : (i32, i32) -> i32
    %7 = "llvm.icmp"(%arg0, %arg0) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %8 = "llvm.add"(%7, %7) <{overflowFlags = 0 : i32}> : (i1, i1) -> i1
    %9 = "llvm.icmp"(%arg2, %arg2) <{predicate = 1 : i64}> : (!llvm.ptr, !llvm.ptr) -> i1
    %10 = "llvm.add"(%9, %9) <{overflowFlags = 0 : i32}> : (i1, i1) -> i1
    %11 = "llvm.icmp"(%arg5, %arg5) <{predicate = 1 : i64}> : (vector<2x!llvm.ptr>, vector<2x!llvm.ptr>) -> vector<2xi1>
    %12 = "llvm.add"(%11, %11) <{overflowFlags = 0 : i32}> : (vector<2xi1>, vector<2xi1>) -> vector<2xi1>
    %13 = "llvm.add"(%arg0, %arg0) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
    %14 = "llvm.sub"(%arg0, %arg0) <{overflowFlags = 2 : i32}> : (i32, i32) -> i32
    %15 = "llvm.mul"(%arg0, %arg0) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32
    %16 = "llvm.shl"(%arg0, %arg0) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32
    %17 = "llvm.sdiv"(%arg0, %arg0) <{isExact}> : (i32, i32) -> i32
    %18 = "llvm.udiv"(%arg0, %arg0) <{isExact}> : (i32, i32) -> i32
    %19 = "llvm.ashr"(%arg0, %arg0) <{isExact}> : (i32, i32) -> i32
    %20 = "llvm.lshr"(%arg0, %arg0) <{isExact}> : (i32, i32) -> i32
    %21 = "llvm.or"(%arg0, %arg0) <{isDisjoint}> : (i32, i32) -> i32
    %22 = "llvm.fadd"(%arg1, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %23 = "llvm.fsub"(%arg1, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %24 = "llvm.fmul"(%arg1, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %25 = "llvm.fdiv"(%arg1, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %26 = "llvm.frem"(%arg1, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %27 = "llvm.alloca"(%arg0) <{elem_type = f64}> : (i32) -> !llvm.ptr
    %28 = "llvm.getelementptr"(%27, %arg0) <{elem_type = f64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
    %29 = "llvm.load"(%28) <{ordering = 0 : i64}> : (!llvm.ptr) -> f64
    "llvm.store"(%29, %27) <{ordering = 0 : i64}> : (f64, !llvm.ptr) -> ()
    %30 = "llvm.call"(%arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @foo, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> !llvm.struct<(i32, f64, i32)>
    %31 = "llvm.extractvalue"(%30) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f64, i32)>) -> i32
    %32 = "llvm.insertvalue"(%30, %31) <{position = array<i64: 2>}> : (!llvm.struct<(i32, f64, i32)>, i32) -> !llvm.struct<(i32, f64, i32)>
    %33 = "llvm.mlir.addressof"() <{global_name = @foo}> : () -> !llvm.ptr
    %34 = "llvm.call"(%33, %arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (!llvm.ptr, i32) -> !llvm.struct<(i32, f64, i32)>
    "llvm.call"(%arg0, %arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @vararg_func, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>, var_callee_type = !llvm.func<void (i32, ...)>}> : (i32, i32) -> ()
    "llvm.call"(%arg0, %arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @vararg_func, fastmathFlags = #llvm.fastmath<fast>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>, var_callee_type = !llvm.func<void (i32, ...)>}> : (i32, i32) -> ()
    %35 = "llvm.mlir.addressof"() <{global_name = @vararg_func}> : () -> !llvm.ptr
    "llvm.call"(%35, %arg0, %arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>, var_callee_type = !llvm.func<void (i32, ...)>}> : (!llvm.ptr, i32, i32) -> ()
    "llvm.call"(%35, %arg0, %arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<fast>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>, var_callee_type = !llvm.func<void (i32, ...)>}> : (!llvm.ptr, i32, i32) -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @baz, convergent, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @baz, fastmathFlags = #llvm.fastmath<none>, no_unwind, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @baz, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>, will_return}> : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @baz, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> {noreturn} : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @baz, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> {returns_twice} : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @baz, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> {hot} : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @baz, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> {cold} : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @baz, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> {noduplicate} : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @baz, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> {no_caller_saved_registers} : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @baz, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> {nocallback} : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @baz, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> {modular_format = "format str"} : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @baz, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> {memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = write, errnoMem = none, targetMem0 = none, targetMem1 = none>} : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @baz, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> {nobuiltins = []} : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @baz, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> {nobuiltins = ["asdf", "defg"]} : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @baz, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> {allocsize = array<i32: 5>} : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @baz, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> {allocsize = array<i32: 3, 5>} : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @baz, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> {minsize} : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @baz, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> {optsize} : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @baz, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> {builtin} : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @baz, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> {nobuiltin} : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @baz, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> {save_reg_params} : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @baz, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> {zero_call_used_regs = "all"} : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @baz, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> {zero_call_used_regs = "thing"} : () -> ()
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @baz, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> {default_func_attrs = {justKey, key = "value"}} : () -> ()
    "llvm.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    "llvm.cond_br"(%7)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %36 = "llvm.mlir.undef"() : () -> !llvm.struct<(i32, f64, i32)>
    %37 = "llvm.mlir.constant"() <{value = 42 : i64}> : () -> i47
    "llvm.switch"(%0)[^bb3, ^bb4, ^bb5, ^bb6, ^bb6] <{case_operand_segments = array<i32: 0, 0, 0, 0>, case_values = dense<[1, 2, 3, -3]> : vector<4xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb3:  // 2 preds: ^bb1, ^bb2
    "llvm.switch"(%0)[^bb7] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb4:  // pred: ^bb2
    "llvm.switch"(%0)[^bb7] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb5:  // pred: ^bb2
    "llvm.switch"(%0)[^bb7] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb6:  // 2 preds: ^bb2, ^bb2
    "llvm.switch"(%0)[^bb7] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb7:  // 4 preds: ^bb3, ^bb4, ^bb5, ^bb6
    %38 = "llvm.select"(%7, %0, %1) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
    %39 = "llvm.inttoptr"(%arg0) : (i32) -> !llvm.ptr
    %40 = "llvm.ptrtoint"(%39) : (!llvm.ptr) -> i32
    %41 = "llvm.fpext"(%arg1) : (f32) -> f80
    %42 = "llvm.fpext"(%arg1) : (f32) -> f128
    %43 = "llvm.fneg"(%arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %44 = "llvm.intr.sin"(%arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %45 = "llvm.intr.pow"(%arg1, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %46 = "llvm.intr.powi"(%arg1, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, i32) -> f32
    %47 = "llvm.intr.bitreverse"(%arg0) : (i32) -> i32
    %48 = "llvm.intr.ctpop"(%arg0) : (i32) -> i32
    %49 = "llvm.intr.round"(%arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    "llvm.intr.memcpy"(%arg2, %arg3, %arg0) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
    "llvm.intr.memcpy"(%arg2, %arg3, %arg0) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
    "llvm.intr.memcpy.inline"(%arg2, %arg3) <{isVolatile = false, len = 10 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, i64, ptr)>, linkage = #llvm.linkage<external>, sym_name = "gep", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr, %arg1: i64, %arg2: !llvm.ptr):
    %0 = "llvm.getelementptr"(%arg0, %arg1) <{elem_type = !llvm.struct<(i32, struct<(i32, f32)>)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648, 1, 0>}> : (!llvm.ptr, i64) -> !llvm.ptr
    %1 = "llvm.getelementptr"(%arg2, %arg1, %arg1) <{elem_type = !llvm.struct<(array<10 x f32>)>, noWrapFlags = 3 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i64, i64) -> !llvm.ptr
    %2 = "llvm.getelementptr"(%arg2, %arg1, %arg1) <{elem_type = !llvm.struct<(array<10 x f32>)>, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i64, i64) -> !llvm.ptr
    %3 = "llvm.getelementptr"(%arg2, %arg1, %arg1) <{elem_type = !llvm.struct<(array<10 x f32>)>, noWrapFlags = 3 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i64, i64) -> !llvm.ptr
    %4 = "llvm.getelementptr"(%arg2, %arg1, %arg1) <{elem_type = !llvm.struct<(array<10 x f32>)>, noWrapFlags = 2 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i64, i64) -> !llvm.ptr
    %5 = "llvm.getelementptr"(%arg2, %arg1, %arg1) <{elem_type = !llvm.struct<(array<10 x f32>)>, noWrapFlags = 6 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i64, i64) -> !llvm.ptr
    %6 = "llvm.getelementptr"(%arg2, %arg1, %arg1) <{elem_type = !llvm.struct<(array<10 x f32>)>, noWrapFlags = 4 : i32, rawConstantIndices = array<i32: -2147483648, 0, -2147483648>}> : (!llvm.ptr, i64, i64) -> !llvm.ptr
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f64, i32)> (i32)>, linkage = #llvm.linkage<external>, sym_name = "foo", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32):
    %0 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i32
    %1 = "llvm.mlir.constant"() <{value = 3 : i64}> : () -> i32
    %2 = "llvm.mlir.constant"() <{value = 4.200000e+01 : f64}> : () -> f64
    %3 = "llvm.mlir.constant"() <{value = 4.200000e+01 : f64}> : () -> f64
    %4 = "llvm.add"(%0, %1) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %5 = "llvm.mul"(%4, %1) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    %6 = "llvm.fadd"(%2, %3) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, f64) -> f64
    %7 = "llvm.fsub"(%3, %6) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, f64) -> f64
    %8 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i1
    "llvm.cond_br"(%8, %4, %4)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%9: i32):  // pred: ^bb0
    %10 = "llvm.call"(%9) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @foo, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> !llvm.struct<(i32, f64, i32)>
    %11 = "llvm.extractvalue"(%10) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f64, i32)>) -> i32
    %12 = "llvm.extractvalue"(%10) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f64, i32)>) -> f64
    %13 = "llvm.extractvalue"(%10) <{position = array<i64: 2>}> : (!llvm.struct<(i32, f64, i32)>) -> i32
    %14 = "llvm.mlir.undef"() : () -> !llvm.struct<(i32, f64, i32)>
    %15 = "llvm.insertvalue"(%14, %5) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f64, i32)>, i32) -> !llvm.struct<(i32, f64, i32)>
    %16 = "llvm.insertvalue"(%15, %7) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f64, i32)>, f64) -> !llvm.struct<(i32, f64, i32)>
    %17 = "llvm.insertvalue"(%16, %11) <{position = array<i64: 2>}> : (!llvm.struct<(i32, f64, i32)>, i32) -> !llvm.struct<(i32, f64, i32)>
    "llvm.return"(%17) : (!llvm.struct<(i32, f64, i32)>) -> ()
  ^bb2(%18: i32):  // pred: ^bb0
    %19 = "llvm.mlir.undef"() : () -> !llvm.struct<(i32, f64, i32)>
    %20 = "llvm.insertvalue"(%19, %18) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f64, i32)>, i32) -> !llvm.struct<(i32, f64, i32)>
    %21 = "llvm.insertvalue"(%20, %7) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f64, i32)>, f64) -> !llvm.struct<(i32, f64, i32)>
    %22 = "llvm.insertvalue"(%21, %5) <{position = array<i64: 2>}> : (!llvm.struct<(i32, f64, i32)>, i32) -> !llvm.struct<(i32, f64, i32)>
    "llvm.return"(%22) : (!llvm.struct<(i32, f64, i32)>) -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i64, vector<4xi32>, vector<4xi64>, !llvm.ptr) -> (), sym_name = "casts"}> ({
  ^bb0(%arg0: i32, %arg1: i64, %arg2: vector<4xi32>, %arg3: vector<4xi64>, %arg4: !llvm.ptr):
    %0 = "llvm.sext"(%arg0) : (i32) -> i56
    %1 = "llvm.zext"(%arg0) : (i32) -> i64
    %2 = "llvm.trunc"(%arg1) <{overflowFlags = 0 : i32}> : (i64) -> i56
    %3 = "llvm.sext"(%arg2) : (vector<4xi32>) -> vector<4xi56>
    %4 = "llvm.zext"(%arg2) : (vector<4xi32>) -> vector<4xi64>
    %5 = "llvm.trunc"(%arg3) <{overflowFlags = 0 : i32}> : (vector<4xi64>) -> vector<4xi56>
    %6 = "llvm.sitofp"(%arg0) : (i32) -> f32
    %7 = "llvm.uitofp"(%arg0) : (i32) -> f32
    %8 = "llvm.fptosi"(%7) : (f32) -> i32
    %9 = "llvm.fptoui"(%7) : (f32) -> i32
    %10 = "llvm.addrspacecast"(%arg4) : (!llvm.ptr) -> !llvm.ptr<2>
    %11 = "llvm.bitcast"(%arg1) : (i64) -> f64
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i64, vector<4xi32>, vector<4xi64>, !llvm.ptr) -> (), sym_name = "nneg_casts"}> ({
  ^bb0(%arg0: i32, %arg1: i64, %arg2: vector<4xi32>, %arg3: vector<4xi64>, %arg4: !llvm.ptr):
    %0 = "llvm.zext"(%arg0) <{nonNeg}> : (i32) -> i64
    %1 = "llvm.zext"(%arg2) <{nonNeg}> : (vector<4xi32>) -> vector<4xi64>
    %2 = "llvm.uitofp"(%arg0) <{nonNeg}> : (i32) -> f32
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i64, vector<4xi32>, vector<4xi64>, !llvm.ptr) -> (), sym_name = "casts_overflow"}> ({
  ^bb0(%arg0: i32, %arg1: i64, %arg2: vector<4xi32>, %arg3: vector<4xi64>, %arg4: !llvm.ptr):
    %0 = "llvm.trunc"(%arg1) <{overflowFlags = 1 : i32}> : (i64) -> i56
    %1 = "llvm.trunc"(%arg1) <{overflowFlags = 2 : i32}> : (i64) -> i56
    %2 = "llvm.trunc"(%arg1) <{overflowFlags = 3 : i32}> : (i64) -> i56
    %3 = "llvm.trunc"(%arg1) <{overflowFlags = 3 : i32}> : (i64) -> i56
    %4 = "llvm.trunc"(%arg3) <{overflowFlags = 1 : i32}> : (vector<4xi64>) -> vector<4xi56>
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xf32>, i32, f32, vector<2x!llvm.ptr>) -> (), sym_name = "vect"}> ({
  ^bb0(%arg0: vector<4xf32>, %arg1: i32, %arg2: f32, %arg3: vector<2x!llvm.ptr>):
    %0 = "llvm.extractelement"(%arg0, %arg1) : (vector<4xf32>, i32) -> f32
    %1 = "llvm.insertelement"(%arg0, %arg2, %arg1) : (vector<4xf32>, f32, i32) -> vector<4xf32>
    %2 = "llvm.shufflevector"(%arg0, %arg0) <{mask = array<i32: 0, 0, 0, 0, 7>}> : (vector<4xf32>, vector<4xf32>) -> vector<5xf32>
    %3 = "llvm.shufflevector"(%arg3, %arg3) <{mask = array<i32: 1, 0>}> : (vector<2x!llvm.ptr>, vector<2x!llvm.ptr>) -> vector<2x!llvm.ptr>
    %4 = "llvm.mlir.constant"() <{value = dense<1.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (vector<8xf32>, vector<4xf32>) -> (), sym_name = "mixed_vect"}> ({
  ^bb0(%arg0: vector<8xf32>, %arg1: vector<4xf32>):
    %0 = "llvm.intr.vector.insert"(%arg0, %arg1) <{pos = 4 : i64}> : (vector<8xf32>, vector<4xf32>) -> vector<8xf32>
    %1 = "llvm.intr.vector.extract"(%arg0) <{pos = 6 : i64}> : (vector<8xf32>) -> vector<2xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i64) -> (), sym_name = "alloca"}> ({
  ^bb0(%arg0: i64):
    %0 = "llvm.alloca"(%arg0) <{elem_type = i32}> : (i64) -> !llvm.ptr
    %1 = "llvm.alloca"(%arg0) <{alignment = 8 : i64, elem_type = i32, inalloca}> : (i64) -> !llvm.ptr
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "null"}> ({
    %0 = "llvm.mlir.zero"() : () -> !llvm.ptr
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "zero"}> ({
    %0 = "llvm.mlir.zero"() : () -> i8
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (!llvm.ptr) -> (), sym_name = "atomic_load"}> ({
  ^bb0(%arg0: !llvm.ptr):
    %0 = "llvm.load"(%arg0) <{alignment = 4 : i64, ordering = 2 : i64}> : (!llvm.ptr) -> f32
    %1 = "llvm.load"(%arg0) <{alignment = 16 : i64, ordering = 2 : i64, syncscope = "singlethread", volatile_}> : (!llvm.ptr) -> f32
    %2 = "llvm.load"(%arg0) <{alignment = 4 : i64, ordering = 2 : i64}> : (!llvm.ptr) -> i128
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (f32, i256, !llvm.ptr) -> (), sym_name = "atomic_store"}> ({
  ^bb0(%arg0: f32, %arg1: i256, %arg2: !llvm.ptr):
    "llvm.store"(%arg0, %arg2) <{alignment = 4 : i64, ordering = 2 : i64}> : (f32, !llvm.ptr) -> ()
    "llvm.store"(%arg0, %arg2) <{alignment = 16 : i64, ordering = 2 : i64, syncscope = "singlethread", volatile_}> : (f32, !llvm.ptr) -> ()
    "llvm.store"(%arg1, %arg2) <{alignment = 4 : i64, ordering = 2 : i64}> : (i256, !llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (!llvm.ptr, i32, i32) -> (), sym_name = "cmpxchg"}> ({
  ^bb0(%arg0: !llvm.ptr, %arg1: i32, %arg2: i32):
    %0 = "llvm.cmpxchg"(%arg0, %arg1, %arg2) <{failure_ordering = 2 : i64, success_ordering = 6 : i64}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
    %1 = "llvm.cmpxchg"(%arg0, %arg1, %arg2) <{alignment = 16 : i64, failure_ordering = 2 : i64, success_ordering = 6 : i64, syncscope = "singlethread", volatile_, weak}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (!llvm.ptr) -> i32, sym_name = "invariant_load"}> ({
  ^bb0(%arg0: !llvm.ptr):
    %0 = "llvm.load"(%arg0) <{alignment = 4 : i64, invariant, ordering = 0 : i64}> : (!llvm.ptr) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (!llvm.ptr) -> i32, sym_name = "invariant_group_load"}> ({
  ^bb0(%arg0: !llvm.ptr):
    %0 = "llvm.load"(%arg0) <{alignment = 4 : i64, invariantGroup, ordering = 0 : i64}> : (!llvm.ptr) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32, !llvm.ptr) -> (), sym_name = "invariant_group_store"}> ({
  ^bb0(%arg0: i32, %arg1: !llvm.ptr):
    "llvm.store"(%arg0, %arg1) <{invariantGroup, ordering = 0 : i64}> : (i32, !llvm.ptr) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "useFreezeOp"}> ({
  ^bb0(%arg0: i32):
    %0 = "llvm.freeze"(%arg0) : (i32) -> i32
    %1 = "llvm.mlir.undef"() : () -> i8
    %2 = "llvm.freeze"(%1) : (i8) -> i8
    %3 = "llvm.mlir.poison"() : () -> i8
    %4 = "llvm.freeze"(%3) : (i8) -> i8
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "useFenceInst"}> ({
    "llvm.fence"() <{ordering = 7 : i64, syncscope = "agent"}> : () -> ()
    "llvm.fence"() <{ordering = 7 : i64, syncscope = ""}> : () -> ()
    "llvm.fence"() <{ordering = 5 : i64}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "useInlineAsm", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32):
    %0 = "llvm.inline_asm"(%arg0) <{asm_string = "bswap $0", constraints = "=r,r", tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> i8
    %1 = "llvm.inline_asm"(%arg0, %arg0) <{asm_string = "foo", constraints = "bar", tail_call_kind = #llvm.tailcallkind<none>}> : (i32, i32) -> i8
    %2 = "llvm.inline_asm"(%arg0, %arg0) <{asm_string = "foo", constraints = "bar", has_side_effects, tail_call_kind = #llvm.tailcallkind<none>}> : (i32, i32) -> i8
    %3 = "llvm.inline_asm"(%arg0, %arg0) <{asm_string = "foo", constraints = "bar", is_align_stack, tail_call_kind = #llvm.tailcallkind<none>}> : (i32, i32) -> i8
    %4 = "llvm.inline_asm"(%arg0) <{asm_string = "foo", constraints = "=r,=r,r", tail_call_kind = #llvm.tailcallkind<none>}> : (i32) -> !llvm.struct<(i8, i8)>
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(i32, f64, i32)> (i32)>, linkage = #llvm.linkage<external>, sym_name = "foo", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "func.func"() <{function_type = (f32, f32, i32, vector<2xf32>, vector<2xf32>) -> (), sym_name = "fastmathFlags"}> ({
  ^bb0(%arg0: f32, %arg1: f32, %arg2: i32, %arg3: vector<2xf32>, %arg4: vector<2xf32>):
    %0 = "llvm.fadd"(%arg0, %arg1) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, f32) -> f32
    %1 = "llvm.fsub"(%arg0, %arg1) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, f32) -> f32
    %2 = "llvm.fmul"(%arg0, %arg1) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, f32) -> f32
    %3 = "llvm.fdiv"(%arg0, %arg1) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, f32) -> f32
    %4 = "llvm.frem"(%arg0, %arg1) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, f32) -> f32
    %5 = "llvm.fcmp"(%arg0, %arg1) <{fastmathFlags = #llvm.fastmath<fast>, predicate = 1 : i64}> : (f32, f32) -> i1
    %6 = "llvm.add"(%5, %5) <{overflowFlags = 0 : i32}> : (i1, i1) -> i1
    %7 = "llvm.fcmp"(%arg3, %arg4) <{fastmathFlags = #llvm.fastmath<fast>, predicate = 1 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %8 = "llvm.add"(%7, %7) <{overflowFlags = 0 : i32}> : (vector<2xi1>, vector<2xi1>) -> vector<2xi1>
    %9 = "llvm.fneg"(%arg0) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32) -> f32
    %10 = "llvm.call"(%arg2) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @foo, fastmathFlags = #llvm.fastmath<fast>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> !llvm.struct<(i32, f64, i32)>
    %11 = "llvm.fadd"(%arg0, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
    %12 = "llvm.fadd"(%arg0, %arg1) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f32, f32) -> f32
    %13 = "llvm.fneg"(%arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
    %14 = "llvm.intr.sin"(%arg0) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32) -> f32
    %15 = "llvm.intr.sin"(%arg0) <{fastmathFlags = #llvm.fastmath<afn>}> : (f32) -> f32
    %16 = "llvm.intr.vector.reduce.fmin"(%arg3) <{fastmathFlags = #llvm.fastmath<nnan>}> : (vector<2xf32>) -> f32
    %17 = "llvm.intr.vector.reduce.fmax"(%arg3) <{fastmathFlags = #llvm.fastmath<nnan>}> : (vector<2xf32>) -> f32
    %18 = "llvm.intr.vector.reduce.fminimum"(%arg3) <{fastmathFlags = #llvm.fastmath<nnan>}> : (vector<2xf32>) -> f32
    %19 = "llvm.intr.vector.reduce.fmaximum"(%arg3) <{fastmathFlags = #llvm.fastmath<nnan>}> : (vector<2xf32>) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "lifetime", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr):
    "llvm.intr.lifetime.start"(%arg0) : (!llvm.ptr) -> ()
    "llvm.intr.lifetime.end"(%arg0) : (!llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "invariant", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr):
    %0 = "llvm.intr.invariant.start"(%arg0) <{size = 1 : i64}> : (!llvm.ptr) -> !llvm.ptr
    "llvm.intr.invariant.end"(%0, %arg0) <{size = 1 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "invariant_group_intrinsics", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr):
    %0 = "llvm.intr.launder.invariant.group"(%arg0) : (!llvm.ptr) -> !llvm.ptr
    %1 = "llvm.intr.strip.invariant.group"(%arg0) : (!llvm.ptr) -> !llvm.ptr
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, ...)>, linkage = #llvm.linkage<external>, sym_name = "vararg_func", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32):
    %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "llvm.alloca"(%0) <{elem_type = !llvm.struct<"struct.va_list_opaque", (ptr)>}> : (i32) -> !llvm.ptr
    "llvm.intr.vastart"(%1) : (!llvm.ptr) -> ()
    %2 = "llvm.alloca"(%0) <{elem_type = !llvm.struct<"struct.va_list_opaque", (ptr)>}> : (i32) -> !llvm.ptr
    "llvm.intr.vacopy"(%2, %1) : (!llvm.ptr, !llvm.ptr) -> ()
    %3 = "llvm.va_arg"(%2) : (!llvm.ptr) -> i32
    "llvm.intr.vaend"(%1) : (!llvm.ptr) -> ()
    "llvm.intr.vaend"(%2) : (!llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr)>, linkage = #llvm.linkage<external>, sym_name = "eh_typeid", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr):
    %0 = "llvm.intr.eh.typeid.for"(%arg0) : (!llvm.ptr) -> i32
    "llvm.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "stackrestore", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr):
    "llvm.intr.stackrestore"(%arg0) : (!llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (f64)>, linkage = #llvm.linkage<external>, sym_name = "experimental_constrained_fptrunc", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: f64):
    %0 = "llvm.intr.experimental.constrained.fptrunc"(%arg0) <{fpExceptionBehavior = 0 : i64, roundingmode = 0 : i64}> : (f64) -> f32
    %1 = "llvm.intr.experimental.constrained.fptrunc"(%arg0) <{fpExceptionBehavior = 1 : i64, roundingmode = 1 : i64}> : (f64) -> f32
    %2 = "llvm.intr.experimental.constrained.fptrunc"(%arg0) <{fpExceptionBehavior = 2 : i64, roundingmode = 2 : i64}> : (f64) -> f32
    %3 = "llvm.intr.experimental.constrained.fptrunc"(%arg0) <{fpExceptionBehavior = 0 : i64, roundingmode = 3 : i64}> : (f64) -> f32
    %4 = "llvm.intr.experimental.constrained.fptrunc"(%arg0) <{fpExceptionBehavior = 0 : i64, roundingmode = 4 : i64}> : (f64) -> f32
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 ()>, linkage = #llvm.linkage<external>, sym_name = "tail_call_target", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 ()>, linkage = #llvm.linkage<external>, sym_name = "test_none", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @tail_call_target, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> i32
    "llvm.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 ()>, linkage = #llvm.linkage<external>, sym_name = "tail_call_target", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 ()>, linkage = #llvm.linkage<external>, sym_name = "test_musttail", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<musttail>, callee = @tail_call_target, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> i32
    "llvm.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 ()>, linkage = #llvm.linkage<external>, sym_name = "tail_call_target", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 ()>, linkage = #llvm.linkage<external>, sym_name = "test_tail", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<tail>, callee = @tail_call_target, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> i32
    "llvm.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 ()>, linkage = #llvm.linkage<external>, sym_name = "tail_call_target", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 ()>, linkage = #llvm.linkage<external>, sym_name = "test_notail", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<notail>, callee = @tail_call_target, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> i32
    "llvm.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32)>, linkage = #llvm.linkage<external>, sym_name = "vector_predication_intrinsics", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: vector<8xi32>, %arg1: vector<8xi32>, %arg2: vector<8xi1>, %arg3: i32):
    %0 = "llvm.intr.vp.smax"(%arg0, %arg1, %arg2, %arg3) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
    %1 = "llvm.intr.vp.umin"(%arg0, %arg1, %arg2, %arg3) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "op_bundle_target", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "test_call_with_empty_opbundle", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @op_bundle_target, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "op_bundle_target", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "test_call_with_empty_opbundle_operands", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @op_bundle_target, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32: 0>, op_bundle_tags = ["tag"], operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "op_bundle_target", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "test_call_with_opbundle", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    "llvm.call"(%0, %1, %2) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @op_bundle_target, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32: 2, 1>, op_bundle_tags = ["tag1", "tag2"], operandSegmentSizes = array<i32: 0, 3>}> : (i32, i32, i32) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "test_call_intrin_with_opbundle", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr):
    %0 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %1 = "llvm.mlir.constant"() <{value = 16 : i32}> : () -> i32
    "llvm.call_intrinsic"(%0, %arg0, %1) <{fastmathFlags = #llvm.fastmath<none>, intrin = "llvm.assume", op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["align"], operandSegmentSizes = array<i32: 1, 2>}> : (i1, !llvm.ptr, i32) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "test_assume_intr_no_opbundle", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr):
    %0 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    "llvm.intr.assume"(%0) <{op_bundle_sizes = array<i32>}> : (i1) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "test_assume_intr_empty_opbundle", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr):
    %0 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    "llvm.intr.assume"(%0) <{op_bundle_sizes = array<i32>}> : (i1) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "test_assume_intr_with_opbundles", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr):
    %0 = "llvm.mlir.constant"() <{value = true}> : () -> i1
    %1 = "llvm.mlir.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
    %3 = "llvm.mlir.constant"() <{value = 4 : i32}> : () -> i32
    "llvm.intr.assume"(%0, %1, %2, %3) <{op_bundle_sizes = array<i32: 2, 1>, op_bundle_tags = ["tag1", "tag2"]}> : (i1, i32, i32, i32) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, ptr)>, linkage = #llvm.linkage<external>, sym_name = "somefunc", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, ptr)>, linkage = #llvm.linkage<external>, sym_name = "test_call_arg_attrs_direct", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32, %arg1: !llvm.ptr):
    "llvm.call"(%arg0, %arg1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, arg_attrs = [{}, {llvm.byval = i64}], callee = @somefunc, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i32, !llvm.ptr) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i16 (i16, ptr)>, linkage = #llvm.linkage<external>, sym_name = "test_call_arg_attrs_indirect", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i16, %arg1: !llvm.ptr):
    %0 = "llvm.call"(%arg1, %arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<tail>, arg_attrs = [{llvm.noundef, llvm.signext}], fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>, res_attrs = [{llvm.signext}]}> : (!llvm.ptr, i16) -> i16
    "llvm.return"(%0) : (i16) -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr ()>, linkage = #llvm.linkage<external>, sym_name = "myglobal_user", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.addressof"() <{global_name = @myglobal}> : () -> !llvm.ptr
    "llvm.return"(%0) : (!llvm.ptr) -> ()
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, alignment = 4 : i64, dso_local, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "myglobal", thread_local_, unnamed_addr = 2 : i64, value = -1 : i32, visibility_ = 0 : i64}> ({
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "escapedtypename", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "llvm.alloca"(%0) <{alignment = 8 : i64, elem_type = !llvm.struct<"bucket<string, double, '\\b'>::Iterator", (ptr, i64, i64)>}> : (i32) -> !llvm.ptr
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

