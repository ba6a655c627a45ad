module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 0 : i32, ttg.target = "cuda:80", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @int64_mod(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i64}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i64}, %arg2: i32, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<1xi64>
    %1 = llvm.mlir.constant(257 : i32) : i32
    %2 = llvm.mlir.constant(256 : i32) : i32
    %3 = llvm.mlir.constant(1 : i32) : i32
    %4 = llvm.mlir.constant(5 : i32) : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(32 : i32) : i32
    %7 = llvm.mlir.constant(127 : i32) : i32
    %8 = llvm.mlir.constant(0 : index) : i32
    %9 = llvm.mlir.constant(512 : i32) : i32
    %10 = llvm.mlir.constant(1000 : i64) : i64
    %11 = nvvm.read.ptx.sreg.ctaid.x : i32
    %12 = llvm.mul %11, %9 : i32
    %13 = nvvm.read.ptx.sreg.tid.x : i32
    %14 = llvm.and %13, %7 : i32
    %15 = llvm.urem %14, %6 : i32
    %16 = llvm.udiv %13, %6 : i32
    %17 = llvm.shl %15, %5 : i32
    %18 = llvm.or %5, %17 : i32
    %19 = llvm.shl %16, %4 : i32
    %20 = llvm.or %18, %19 : i32
    %21 = llvm.and %20, %7 : i32
    %22 = llvm.shl %21, %3 : i32
    %23 = llvm.or disjoint %22, %5 : i32
    %24 = llvm.xor %5, %23 : i32
    %25 = llvm.xor %24, %5 : i32
    %26 = llvm.xor %24, %3 : i32
    %27 = llvm.xor %24, %2 : i32
    %28 = llvm.xor %24, %1 : i32
    %29 = llvm.add %25, %8 : i32
    %30 = llvm.add %26, %8 : i32
    %31 = llvm.add %27, %8 : i32
    %32 = llvm.add %28, %8 : i32
    %33 = llvm.add %12, %29 : i32
    %34 = llvm.add %12, %30 : i32
    %35 = llvm.add %12, %31 : i32
    %36 = llvm.add %12, %32 : i32
    %37 = llvm.icmp "slt" %33, %arg2 : i32
    %38 = llvm.icmp "slt" %34, %arg2 : i32
    %39 = llvm.icmp "slt" %35, %arg2 : i32
    %40 = llvm.icmp "slt" %36, %arg2 : i32
    %41 = llvm.getelementptr %arg0[%33] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
    %42 = llvm.getelementptr %arg0[%35] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
    %43 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l,b" %41, %37 : (!llvm.ptr<1>, i1) -> i64
    %44 = llvm.bitcast %43 : i64 to vector<1xi64>
    %45 = llvm.extractelement %44[%8 : i32] : vector<1xi64>
    %46 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 8 ];", "=l,l,b" %41, %38 : (!llvm.ptr<1>, i1) -> i64
    %47 = llvm.bitcast %46 : i64 to vector<1xi64>
    %48 = llvm.extractelement %47[%8 : i32] : vector<1xi64>
    %49 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l,b" %42, %39 : (!llvm.ptr<1>, i1) -> i64
    %50 = llvm.bitcast %49 : i64 to vector<1xi64>
    %51 = llvm.extractelement %50[%8 : i32] : vector<1xi64>
    %52 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 8 ];", "=l,l,b" %42, %40 : (!llvm.ptr<1>, i1) -> i64
    %53 = llvm.bitcast %52 : i64 to vector<1xi64>
    %54 = llvm.extractelement %53[%8 : i32] : vector<1xi64>
    %55 = llvm.getelementptr %arg1[%33] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
    %56 = llvm.getelementptr %arg1[%35] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i64
    %57 = llvm.srem %45, %10 : i64
    %58 = llvm.srem %48, %10 : i64
    %59 = llvm.srem %51, %10 : i64
    %60 = llvm.srem %54, %10 : i64
    %61 = llvm.insertelement %57, %0[%5 : i32] : vector<1xi64>
    %62 = llvm.bitcast %61 : vector<1xi64> to i64
    %63 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %62, %55, %37 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %64 = llvm.insertelement %58, %0[%5 : i32] : vector<1xi64>
    %65 = llvm.bitcast %64 : vector<1xi64> to i64
    %66 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 8 ], { $0 };", "l,l,b" %65, %55, %38 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %67 = llvm.insertelement %59, %0[%5 : i32] : vector<1xi64>
    %68 = llvm.bitcast %67 : vector<1xi64> to i64
    %69 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b" %68, %56, %39 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    %70 = llvm.insertelement %60, %0[%5 : i32] : vector<1xi64>
    %71 = llvm.bitcast %70 : vector<1xi64> to i64
    %72 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b64 [ $1 + 8 ], { $0 };", "l,l,b" %71, %56, %40 : (i64, !llvm.ptr<1>, i1) -> !llvm.void
    llvm.return
  }
}
