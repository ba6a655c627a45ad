module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 0 : i32, ttg.target = "cuda:80", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global internal constant @assertFunc_0("unknown\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @assertFile_0("/work/wt/tri26/tools/capture/capture_triton.py\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @assertMessage_0("stride must be positive\00") {addr_space = 0 : i32}
  llvm.func @__assertfail(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) attributes {passthrough = ["noreturn"]}
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @checked_index(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg2: i64, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<1xf32>
    %1 = llvm.mlir.constant(1 : i64) : i64
    %2 = llvm.mlir.constant(832 : i32) : i32
    %3 = llvm.mlir.addressof @assertFunc_0 : !llvm.ptr
    %4 = llvm.mlir.addressof @assertFile_0 : !llvm.ptr
    %5 = llvm.mlir.addressof @assertMessage_0 : !llvm.ptr
    %6 = llvm.mlir.constant(false) : i1
    %7 = llvm.mlir.constant(1 : i32) : i32
    %8 = llvm.mlir.constant(5 : i32) : i32
    %9 = llvm.mlir.constant(0 : i32) : i32
    %10 = llvm.mlir.constant(32 : i32) : i32
    %11 = llvm.mlir.constant(127 : i32) : i32
    %12 = llvm.mlir.constant(0 : index) : i32
    %13 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %14 = llvm.mlir.constant(256 : i64) : i64
    %15 = llvm.mlir.constant(0 : i64) : i64
    %16 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %17 = nvvm.read.ptx.sreg.ctaid.x : i32
    %18 = llvm.sext %17 : i32 to i64
    %19 = llvm.mul %18, %14 : i64
    %20 = nvvm.read.ptx.sreg.tid.x : i32
    %21 = llvm.and %20, %11 : i32
    %22 = llvm.urem %21, %10 : i32
    %23 = llvm.udiv %20, %10 : i32
    %24 = llvm.shl %22, %9 : i32
    %25 = llvm.or %9, %24 : i32
    %26 = llvm.shl %23, %8 : i32
    %27 = llvm.or %25, %26 : i32
    %28 = llvm.and %27, %11 : i32
    %29 = llvm.shl %28, %7 : i32
    %30 = llvm.or disjoint %29, %9 : i32
    %31 = llvm.xor %9, %30 : i32
    %32 = llvm.xor %31, %9 : i32
    %33 = llvm.xor %31, %7 : i32
    %34 = llvm.add %32, %12 : i32
    %35 = llvm.add %33, %12 : i32
    %36 = llvm.sext %34 : i32 to i64
    %37 = llvm.sext %35 : i32 to i64
    %38 = llvm.add %19, %36 : i64
    %39 = llvm.add %19, %37 : i64
    %40 = llvm.icmp "slt" %38, %arg2 : i64
    %41 = llvm.icmp "slt" %39, %arg2 : i64
    %42 = llvm.icmp "sgt" %arg3, %15 : i64
    %43 = llvm.icmp "eq" %42, %6 : i1
    %44 = llvm.or %6, %43 : i1
    llvm.cond_br %44, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.call @__assertfail(%5, %4, %2, %3, %1) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) -> ()
    llvm.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %45 = llvm.mul %38, %arg3 : i64
    %46 = llvm.mul %39, %arg3 : i64
    %47 = llvm.getelementptr %arg0[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %48 = llvm.getelementptr %arg0[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %49 = llvm.insertelement %13, %0[%9 : i32] : vector<1xf32>
    %50 = llvm.bitcast %49 : vector<1xf32> to i32
    %51 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %50, %47, %40 : (i32, !llvm.ptr<1>, i1) -> i32
    %52 = llvm.bitcast %51 : i32 to vector<1xf32>
    %53 = llvm.extractelement %52[%12 : i32] : vector<1xf32>
    %54 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %50, %48, %41 : (i32, !llvm.ptr<1>, i1) -> i32
    %55 = llvm.bitcast %54 : i32 to vector<1xf32>
    %56 = llvm.extractelement %55[%12 : i32] : vector<1xf32>
    %57 = llvm.getelementptr %arg1[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %58 = llvm.fmul %53, %16 : f32
    %59 = llvm.fmul %56, %16 : f32
    %60 = llvm.insertelement %58, %0[%9 : i32] : vector<1xf32>
    %61 = llvm.bitcast %60 : vector<1xf32> to i32
    %62 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %61, %57, %40 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %63 = llvm.insertelement %59, %0[%9 : i32] : vector<1xf32>
    %64 = llvm.bitcast %63 : vector<1xf32> to i32
    %65 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 4 ], { $0 };", "r,l,b" %64, %57, %41 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    llvm.return
  }
}
