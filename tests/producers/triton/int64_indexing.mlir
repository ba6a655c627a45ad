module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 0 : i32, ttg.target = "cuda:80", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @int64_indexing(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg2: i64, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<1xf32>
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.constant(1 : i32) : i32
    %3 = llvm.mlir.constant(2 : i32) : i32
    %4 = llvm.mlir.constant(5 : i32) : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(32 : i32) : i32
    %7 = llvm.mlir.constant(127 : i32) : i32
    %8 = llvm.mlir.constant(0 : index) : i32
    %9 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %10 = llvm.mlir.constant(512 : i64) : i64
    %11 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %12 = llvm.mlir.constant(2.000000e+00 : f32) : f32
    %13 = nvvm.read.ptx.sreg.ctaid.x : i32
    %14 = llvm.sext %13 : i32 to i64
    %15 = llvm.mul %14, %10 : i64
    %16 = nvvm.read.ptx.sreg.tid.x : i32
    %17 = llvm.and %16, %7 : i32
    %18 = llvm.urem %17, %6 : i32
    %19 = llvm.udiv %16, %6 : i32
    %20 = llvm.shl %18, %5 : i32
    %21 = llvm.or %5, %20 : i32
    %22 = llvm.shl %19, %4 : i32
    %23 = llvm.or %21, %22 : i32
    %24 = llvm.and %23, %7 : i32
    %25 = llvm.shl %24, %3 : i32
    %26 = llvm.or disjoint %25, %5 : i32
    %27 = llvm.xor %5, %26 : i32
    %28 = llvm.xor %27, %5 : i32
    %29 = llvm.xor %27, %2 : i32
    %30 = llvm.xor %27, %3 : i32
    %31 = llvm.xor %27, %1 : i32
    %32 = llvm.add %28, %8 : i32
    %33 = llvm.add %29, %8 : i32
    %34 = llvm.add %30, %8 : i32
    %35 = llvm.add %31, %8 : i32
    %36 = llvm.sext %32 : i32 to i64
    %37 = llvm.sext %33 : i32 to i64
    %38 = llvm.sext %34 : i32 to i64
    %39 = llvm.sext %35 : i32 to i64
    %40 = llvm.add %15, %36 : i64
    %41 = llvm.add %15, %37 : i64
    %42 = llvm.add %15, %38 : i64
    %43 = llvm.add %15, %39 : i64
    %44 = llvm.icmp "slt" %40, %arg2 : i64
    %45 = llvm.icmp "slt" %41, %arg2 : i64
    %46 = llvm.icmp "slt" %42, %arg2 : i64
    %47 = llvm.icmp "slt" %43, %arg2 : i64
    %48 = llvm.mul %40, %arg3 : i64
    %49 = llvm.mul %41, %arg3 : i64
    %50 = llvm.mul %42, %arg3 : i64
    %51 = llvm.mul %43, %arg3 : i64
    %52 = llvm.getelementptr %arg0[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %53 = llvm.getelementptr %arg0[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %54 = llvm.getelementptr %arg0[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %55 = llvm.getelementptr %arg0[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %56 = llvm.insertelement %9, %0[%5 : i32] : vector<1xf32>
    %57 = llvm.bitcast %56 : vector<1xf32> to i32
    %58 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %57, %52, %44 : (i32, !llvm.ptr<1>, i1) -> i32
    %59 = llvm.bitcast %58 : i32 to vector<1xf32>
    %60 = llvm.extractelement %59[%8 : i32] : vector<1xf32>
    %61 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %57, %53, %45 : (i32, !llvm.ptr<1>, i1) -> i32
    %62 = llvm.bitcast %61 : i32 to vector<1xf32>
    %63 = llvm.extractelement %62[%8 : i32] : vector<1xf32>
    %64 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %57, %54, %46 : (i32, !llvm.ptr<1>, i1) -> i32
    %65 = llvm.bitcast %64 : i32 to vector<1xf32>
    %66 = llvm.extractelement %65[%8 : i32] : vector<1xf32>
    %67 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %57, %55, %47 : (i32, !llvm.ptr<1>, i1) -> i32
    %68 = llvm.bitcast %67 : i32 to vector<1xf32>
    %69 = llvm.extractelement %68[%8 : i32] : vector<1xf32>
    %70 = llvm.getelementptr %arg1[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %71 = llvm.fmul %60, %12 : f32
    %72 = llvm.fmul %63, %12 : f32
    %73 = llvm.fmul %66, %12 : f32
    %74 = llvm.fmul %69, %12 : f32
    %75 = llvm.fadd %71, %11 : f32
    %76 = llvm.fadd %72, %11 : f32
    %77 = llvm.fadd %73, %11 : f32
    %78 = llvm.fadd %74, %11 : f32
    %79 = llvm.insertelement %75, %0[%5 : i32] : vector<1xf32>
    %80 = llvm.bitcast %79 : vector<1xf32> to i32
    %81 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %80, %70, %44 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %82 = llvm.insertelement %76, %0[%5 : i32] : vector<1xf32>
    %83 = llvm.bitcast %82 : vector<1xf32> to i32
    %84 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 4 ], { $0 };", "r,l,b" %83, %70, %45 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %85 = llvm.insertelement %77, %0[%5 : i32] : vector<1xf32>
    %86 = llvm.bitcast %85 : vector<1xf32> to i32
    %87 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 8 ], { $0 };", "r,l,b" %86, %70, %46 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %88 = llvm.insertelement %78, %0[%5 : i32] : vector<1xf32>
    %89 = llvm.bitcast %88 : vector<1xf32> to i32
    %90 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 12 ], { $0 };", "r,l,b" %89, %70, %47 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    llvm.return
  }
}
