// MLIR's roundtrip.mlir (see ../roundtrip.mlir), each chunk /usr/bin/mlir-opt-19 reads in its generic form.
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i64, vector<4xi32>, vector<4xi64>, !llvm.ptr) -> (), sym_name = "casts"}> ({
  ^bb0(%arg0: i32, %arg1: i64, %arg2: vector<4xi32>, %arg3: vector<4xi64>, %arg4: !llvm.ptr):
    %0 = "llvm.sext"(%arg0) : (i32) -> i56
    %1 = "llvm.zext"(%arg0) : (i32) -> i64
    %2 = "llvm.trunc"(%arg1) : (i64) -> i56
    %3 = "llvm.sext"(%arg2) : (vector<4xi32>) -> vector<4xi56>
    %4 = "llvm.zext"(%arg2) : (vector<4xi32>) -> vector<4xi64>
    %5 = "llvm.trunc"(%arg3) : (vector<4xi64>) -> vector<4xi56>
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
    %0 = "llvm.inline_asm"(%arg0) <{asm_string = "bswap $0", constraints = "=r,r"}> : (i32) -> i8
    %1 = "llvm.inline_asm"(%arg0, %arg0) <{asm_string = "foo", constraints = "bar"}> : (i32, i32) -> i8
    %2 = "llvm.inline_asm"(%arg0, %arg0) <{asm_string = "foo", constraints = "bar", has_side_effects}> : (i32, i32) -> i8
    %3 = "llvm.inline_asm"(%arg0, %arg0) <{asm_string = "foo", constraints = "bar", is_align_stack}> : (i32, i32) -> i8
    %4 = "llvm.inline_asm"(%arg0) <{asm_string = "foo", constraints = "=r,=r,r"}> : (i32) -> !llvm.struct<(i8, i8)>
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
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32)>, linkage = #llvm.linkage<external>, sym_name = "vector_predication_intrinsics", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: vector<8xi32>, %arg1: vector<8xi32>, %arg2: vector<8xi1>, %arg3: i32):
    %0 = "llvm.intr.vp.smax"(%arg0, %arg1, %arg2, %arg3) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
    %1 = "llvm.intr.vp.umin"(%arg0, %arg1, %arg2, %arg3) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

