// MLIR's nvvm.mlir (see ../nvvm.mlir), each chunk /usr/bin/mlir-opt-22 reads in its generic form.
"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "nvvm_special_regs"}> ({
    %0 = "nvvm.read.ptx.sreg.tid.x"() : () -> i32
    %1 = "nvvm.read.ptx.sreg.tid.y"() : () -> i32
    %2 = "nvvm.read.ptx.sreg.tid.z"() : () -> i32
    %3 = "nvvm.read.ptx.sreg.ntid.x"() : () -> i32
    %4 = "nvvm.read.ptx.sreg.ntid.y"() : () -> i32
    %5 = "nvvm.read.ptx.sreg.ntid.z"() : () -> i32
    %6 = "nvvm.read.ptx.sreg.ctaid.x"() : () -> i32
    %7 = "nvvm.read.ptx.sreg.ctaid.y"() : () -> i32
    %8 = "nvvm.read.ptx.sreg.ctaid.z"() : () -> i32
    %9 = "nvvm.read.ptx.sreg.nctaid.x"() : () -> i32
    %10 = "nvvm.read.ptx.sreg.nctaid.y"() : () -> i32
    %11 = "nvvm.read.ptx.sreg.nctaid.z"() : () -> i32
    "llvm.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> f32, sym_name = "nvvm_rcp"}> ({
  ^bb0(%arg0: f32):
    %0 = "nvvm.rcp.approx.ftz.f"(%arg0) : (f32) -> f32
    "llvm.return"(%0) : (f32) -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "llvm_nvvm_barrier_arrive", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "nvvm.barrier.arrive"(%arg1) : (i32) -> ()
    "nvvm.barrier.arrive"(%arg0, %arg1) : (i32, i32) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32, i32, f32) -> i32, sym_name = "nvvm_shfl"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: f32):
    %0 = "nvvm.shfl.sync"(%arg0, %arg3, %arg1, %arg2) <{kind = #nvvm<shfl_kind bfly>}> : (i32, i32, i32, i32) -> i32
    %1 = "nvvm.shfl.sync"(%arg0, %arg4, %arg1, %arg2) <{kind = #nvvm<shfl_kind bfly>}> : (i32, f32, i32, i32) -> f32
    %2 = "nvvm.shfl.sync"(%arg0, %arg4, %arg1, %arg2) <{kind = #nvvm<shfl_kind up>}> : (i32, f32, i32, i32) -> f32
    %3 = "nvvm.shfl.sync"(%arg0, %arg4, %arg1, %arg2) <{kind = #nvvm<shfl_kind down>}> : (i32, f32, i32, i32) -> f32
    %4 = "nvvm.shfl.sync"(%arg0, %arg4, %arg1, %arg2) <{kind = #nvvm<shfl_kind idx>}> : (i32, f32, i32, i32) -> f32
    "llvm.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "nvvm_vote"}> ({
  ^bb0(%arg0: i32, %arg1: i1):
    %0 = "nvvm.vote.sync"(%arg0, %arg1) <{kind = #nvvm<vote_sync_kind ballot>}> : (i32, i1) -> i32
    %1 = "nvvm.vote.sync"(%arg0, %arg1) <{kind = #nvvm<vote_sync_kind all>}> : (i32, i1) -> i1
    %2 = "nvvm.vote.sync"(%arg0, %arg1) <{kind = #nvvm<vote_sync_kind any>}> : (i32, i1) -> i1
    %3 = "nvvm.vote.sync"(%arg0, %arg1) <{kind = #nvvm<vote_sync_kind uni>}> : (i32, i1) -> i1
    "llvm.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "llvm_nvvm_bar_warp_sync"}> ({
  ^bb0(%arg0: i32):
    "nvvm.bar.warp.sync"(%arg0) : (i32) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>, sym_name = "nvvm_mma_m8n8k4_row_col_f32_f32"}> ({
  ^bb0(%arg0: vector<2xf16>, %arg1: vector<2xf16>, %arg2: vector<2xf16>, %arg3: vector<2xf16>, %arg4: f32, %arg5: f32, %arg6: f32, %arg7: f32, %arg8: f32, %arg9: f32, %arg10: f32, %arg11: f32):
    %0 = "nvvm.mma.sync"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 2, 2, 8>, shape = #nvvm.shape<m = 8, n = 8, k = 4>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
    "llvm.return"(%0) : (!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>) -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>, sym_name = "nvvm_mma_m8n8k4_f16_f16"}> ({
  ^bb0(%arg0: vector<2xf16>, %arg1: vector<2xf16>, %arg2: vector<2xf16>, %arg3: vector<2xf16>, %arg4: vector<2xf16>, %arg5: vector<2xf16>, %arg6: vector<2xf16>, %arg7: vector<2xf16>):
    %0 = "nvvm.mma.sync"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 2, 2, 4>, shape = #nvvm.shape<m = 8, n = 8, k = 4>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
    "llvm.return"(%0) : (!llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>) -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>, sym_name = "nvvm_mma_m16n8k8_bf16_bf16"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: f32, %arg4: f32, %arg5: f32, %arg6: f32):
    %0 = "nvvm.mma.sync"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 2, 1, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 8>}> : (i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    "llvm.return"(%0) : (!llvm.struct<(f32, f32, f32, f32)>) -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>, sym_name = "nvvm_mma_m16n8k16_bf16_bf16"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: f32, %arg7: f32, %arg8: f32, %arg9: f32):
    %0 = "nvvm.mma.sync"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    "llvm.return"(%0) : (!llvm.struct<(f32, f32, f32, f32)>) -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32, i32) -> !llvm.struct<(i32, i32)>, sym_name = "nvvm_mma_m8n8k16_s8_s8"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32):
    %0 = "nvvm.mma.sync"(%arg0, %arg1, %arg2, %arg3) <{intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, operandSegmentSizes = array<i32: 1, 1, 2>, shape = #nvvm.shape<m = 8, n = 8, k = 16>}> : (i32, i32, i32, i32) -> !llvm.struct<(i32, i32)>
    "llvm.return"(%0) : (!llvm.struct<(i32, i32)>) -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>, sym_name = "nvvm_mma_m16n8k16_f32_f32"}> ({
  ^bb0(%arg0: vector<2xf16>, %arg1: vector<2xf16>, %arg2: vector<2xf16>, %arg3: vector<2xf16>, %arg4: vector<2xf16>, %arg5: vector<2xf16>, %arg6: f32, %arg7: f32, %arg8: f32, %arg9: f32):
    %0 = "nvvm.mma.sync"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, multiplicandBPtxType = #nvvm.mma_type<f16>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    "llvm.return"(%0) : (!llvm.struct<(f32, f32, f32, f32)>) -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>, sym_name = "nvvm_mma_m16n8k4_tf32_f32"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: f32, %arg4: f32, %arg5: f32, %arg6: f32):
    %0 = "nvvm.mma.sync"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6) <{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, operandSegmentSizes = array<i32: 2, 1, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 4>}> : (i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    "llvm.return"(%0) : (!llvm.struct<(f32, f32, f32, f32)>) -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>, sym_name = "nvvm_mma_m16n8k16_s8_u8"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32):
    %0 = "nvvm.mma.sync"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6) <{intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<u8>, operandSegmentSizes = array<i32: 2, 1, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}> : (i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
    "llvm.return"(%0) : (!llvm.struct<(i32, i32, i32, i32)>) -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>, sym_name = "nvvm_mma_m16n8k256_b1_b1"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32):
    %0 = "nvvm.mma.sync"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) <{b1Op = #nvvm.mma_b1op<xor_popc>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, operandSegmentSizes = array<i32: 4, 2, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 256>}> : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
    "llvm.return"(%0) : (!llvm.struct<(i32, i32, i32, i32)>) -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>, sym_name = "nvvm_mma_m16n8k32_s4_s4"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32):
    %0 = "nvvm.mma.sync"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6) <{intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s4>, multiplicandBPtxType = #nvvm.mma_type<s4>, operandSegmentSizes = array<i32: 2, 1, 4>, shape = #nvvm.shape<m = 16, n = 8, k = 32>}> : (i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
    "llvm.return"(%0) : (!llvm.struct<(i32, i32, i32, i32)>) -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr<3>, ptr<1>)>, linkage = #llvm.linkage<external>, sym_name = "cp_async", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr<3>, %arg1: !llvm.ptr<1>):
    "nvvm.cp.async.shared.global"(%arg0, %arg1) <{modifier = #nvvm<load_cache_modifier ca>, size = 16 : i32}> : (!llvm.ptr<3>, !llvm.ptr<1>) -> ()
    "nvvm.cp.async.shared.global"(%arg0, %arg1) <{modifier = #nvvm<load_cache_modifier cg>, size = 16 : i32}> : (!llvm.ptr<3>, !llvm.ptr<1>) -> ()
    "nvvm.cp.async.commit.group"() : () -> ()
    "nvvm.cp.async.wait.group"() <{n = 0 : i32}> : () -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "redux_sync", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "nvvm.redux.sync"(%arg0, %arg1) <{abs = false, kind = #nvvm<redux_kind add>, nan = false}> : (i32, i32) -> i32
    %1 = "nvvm.redux.sync"(%arg0, %arg1) <{abs = false, kind = #nvvm<redux_kind max>, nan = false}> : (i32, i32) -> i32
    %2 = "nvvm.redux.sync"(%arg0, %arg1) <{abs = false, kind = #nvvm<redux_kind min>, nan = false}> : (i32, i32) -> i32
    %3 = "nvvm.redux.sync"(%arg0, %arg1) <{abs = false, kind = #nvvm<redux_kind umax>, nan = false}> : (i32, i32) -> i32
    %4 = "nvvm.redux.sync"(%arg0, %arg1) <{abs = false, kind = #nvvm<redux_kind umin>, nan = false}> : (i32, i32) -> i32
    %5 = "nvvm.redux.sync"(%arg0, %arg1) <{abs = false, kind = #nvvm<redux_kind and>, nan = false}> : (i32, i32) -> i32
    %6 = "nvvm.redux.sync"(%arg0, %arg1) <{abs = false, kind = #nvvm<redux_kind or>, nan = false}> : (i32, i32) -> i32
    %7 = "nvvm.redux.sync"(%arg0, %arg1) <{abs = false, kind = #nvvm<redux_kind xor>, nan = false}> : (i32, i32) -> i32
    "llvm.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<private>, sym_name = "mbarrier_init_generic", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr):
    %0 = "nvvm.read.ptx.sreg.ntid.x"() : () -> i32
    "nvvm.mbarrier.init"(%arg0, %0) : (!llvm.ptr, i32) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr<3>)>, linkage = #llvm.linkage<private>, sym_name = "mbarrier_init_shared", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr<3>):
    %0 = "nvvm.read.ptx.sreg.ntid.x"() : () -> i32
    "nvvm.mbarrier.init"(%arg0, %0) : (!llvm.ptr<3>, i32) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr<3>)>, linkage = #llvm.linkage<private>, sym_name = "mbarrier_inval", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr<3>):
    "nvvm.mbarrier.inval"(%arg0) : (!llvm.ptr) -> ()
    "nvvm.mbarrier.inval"(%arg1) : (!llvm.ptr<3>) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr<3>)>, linkage = #llvm.linkage<private>, sym_name = "mbarrier_arrive", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr<3>):
    %0 = "nvvm.mbarrier.arrive"(%arg0) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr) -> i64
    %1 = "nvvm.mbarrier.arrive"(%arg1) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>) -> i64
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, ptr<3>)>, linkage = #llvm.linkage<private>, sym_name = "mbarrier_arrive_nocomplete", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr<3>):
    %0 = "nvvm.read.ptx.sreg.ntid.x"() : () -> i32
    %1 = "nvvm.mbarrier.arrive.nocomplete"(%arg0, %0) : (!llvm.ptr, i32) -> i64
    %2 = "nvvm.mbarrier.arrive.nocomplete"(%arg1, %0) : (!llvm.ptr<3>, i32) -> i64
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr<3>, i32, i1)>, linkage = #llvm.linkage<private>, sym_name = "mbarrier_arrive_expect_tx_predicate", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr<3>, %arg1: i32, %arg2: i1):
    "nvvm.mbarrier.arrive.expect_tx"(%arg0, %arg1, %arg2) <{relaxed = false, scope = #nvvm.mem_scope<cta>}> : (!llvm.ptr<3>, i32, i1) -> ()
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "wgmma_sync"}> ({
    "nvvm.wgmma.fence.aligned"() : () -> ()
    "nvvm.wgmma.commit.group.sync.aligned"() : () -> ()
    "nvvm.wgmma.wait.group.sync.aligned"() <{group = 0 : i64}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "griddepcontrol"}> ({
    "nvvm.griddepcontrol"() <{kind = #nvvm<grid_dep_action wait>}> : () -> ()
    "nvvm.griddepcontrol"() <{kind = #nvvm<grid_dep_action launch_dependents>}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (!llvm.ptr, !llvm.ptr<3>, i32) -> (), sym_name = "mapa"}> ({
  ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr<3>, %arg2: i32):
    %0 = "nvvm.mapa"(%arg0, %arg2) : (!llvm.ptr, i32) -> !llvm.ptr
    %1 = "nvvm.mapa"(%arg1, %arg2) : (!llvm.ptr<3>, i32) -> !llvm.ptr<7>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i64, i32) -> (), sym_name = "match_sync"}> ({
  ^bb0(%arg0: i32, %arg1: i64, %arg2: i32):
    %0 = "nvvm.match.sync"(%arg2, %arg0) <{kind = #nvvm<match_sync_kind any>}> : (i32, i32) -> i32
    %1 = "nvvm.match.sync"(%arg2, %arg0) <{kind = #nvvm<match_sync_kind all>}> : (i32, i32) -> !llvm.struct<(i32, i1)>
    %2 = "nvvm.match.sync"(%arg2, %arg1) <{kind = #nvvm<match_sync_kind any>}> : (i32, i64) -> i32
    %3 = "nvvm.match.sync"(%arg2, %arg1) <{kind = #nvvm<match_sync_kind all>}> : (i32, i64) -> !llvm.struct<(i32, i1)>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (!llvm.ptr, !llvm.ptr<3>, i64) -> (), sym_name = "st_bulk"}> ({
  ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr<3>, %arg2: i64):
    "nvvm.st.bulk"(%arg0, %arg2) <{initVal = 0 : i64}> : (!llvm.ptr, i64) -> ()
    "nvvm.st.bulk"(%arg1, %arg2) <{initVal = 0 : i64}> : (!llvm.ptr<3>, i64) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi8>, vector<4xi8>, i32) -> (), sym_name = "dot_accumulate_4way"}> ({
  ^bb0(%arg0: vector<4xi8>, %arg1: vector<4xi8>, %arg2: i32):
    %0 = "nvvm.dot.accumulate.4way"(%arg0, %arg1, %arg2) <{a_type = #nvvm.dot_accumulate_type<unsigned>, b_type = #nvvm.dot_accumulate_type<unsigned>}> : (vector<4xi8>, vector<4xi8>, i32) -> i32
    %1 = "nvvm.dot.accumulate.4way"(%arg0, %arg1, %arg2) <{a_type = #nvvm.dot_accumulate_type<signed>, b_type = #nvvm.dot_accumulate_type<signed>}> : (vector<4xi8>, vector<4xi8>, i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "func.func"() <{function_type = (!llvm.ptr, !llvm.ptr<5>, !llvm.ptr<1>, !llvm.ptr<4>) -> (), sym_name = "prefetch"}> ({
  ^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr<5>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<4>):
    "nvvm.prefetch"(%arg0) <{cacheLevel = #nvvm<prefetch_cache_level L1>}> : (!llvm.ptr) -> ()
    "nvvm.prefetch"(%arg1) <{cacheLevel = #nvvm<prefetch_cache_level L1>}> : (!llvm.ptr<5>) -> ()
    "nvvm.prefetch"(%arg2) <{cacheLevel = #nvvm<prefetch_cache_level L1>}> : (!llvm.ptr<1>) -> ()
    "nvvm.prefetch"(%arg0) <{cacheLevel = #nvvm<prefetch_cache_level L2>}> : (!llvm.ptr) -> ()
    "nvvm.prefetch"(%arg1) <{cacheLevel = #nvvm<prefetch_cache_level L2>}> : (!llvm.ptr<5>) -> ()
    "nvvm.prefetch"(%arg2) <{cacheLevel = #nvvm<prefetch_cache_level L2>}> : (!llvm.ptr<1>) -> ()
    "nvvm.prefetch"(%arg2) <{cacheLevel = #nvvm<prefetch_cache_level L2>, evictPriority = #nvvm<cache_eviction_priority evict_last>}> : (!llvm.ptr<1>) -> ()
    "nvvm.prefetch"(%arg2) <{cacheLevel = #nvvm<prefetch_cache_level L2>, evictPriority = #nvvm<cache_eviction_priority evict_normal>}> : (!llvm.ptr<1>) -> ()
    "nvvm.prefetch"(%arg0) <{cacheLevel = #nvvm<prefetch_cache_level L1>, uniform}> : (!llvm.ptr) -> ()
    "nvvm.prefetch"(%arg0) <{tensormap}> : (!llvm.ptr) -> ()
    "nvvm.prefetch"(%arg3) <{tensormap}> : (!llvm.ptr<4>) -> ()
    "nvvm.prefetch"(%arg0) <{in_param_space, tensormap}> : (!llvm.ptr) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()


// -----
"builtin.module"() ({
  "gpu.module"() <{sym_name = "module_1", targets = [#nvvm.target<chip = "sm_90", features = "+ptx70", flags = {fast, ftz}, link = ["my_device_lib.bc"]>]}> ({
  ^bb0:
  }) : () -> ()
  "gpu.module"() <{sym_name = "module_2", targets = [#nvvm.target<chip = "sm_90">, #nvvm.target<chip = "sm_80">, #nvvm.target<chip = "sm_70">]}> ({
  ^bb0:
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.byval = i32, nvvm.grid_constant}], function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "kernel_func", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr):
    "llvm.return"() : () -> ()
  }) {nvvm.kernel} : () -> ()
}) : () -> ()

