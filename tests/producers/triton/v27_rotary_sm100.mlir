module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 0 : i32, ttg.target = "cuda:100", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 2 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @rotary(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f16}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg3: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = bf16}, %arg4: i32, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 64>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<2xbf16>
    %1 = llvm.mlir.constant(1 : index) : i32
    %2 = llvm.mlir.constant(1 : i32) : i32
    %3 = llvm.mlir.constant(5 : i32) : i32
    %4 = llvm.mlir.constant(0 : i32) : i32
    %5 = llvm.mlir.constant(32 : i32) : i32
    %6 = llvm.mlir.constant(63 : i32) : i32
    %7 = llvm.mlir.constant(0 : index) : i32
    %8 = llvm.mlir.constant(128 : i32) : i32
    %9 = llvm.mlir.constant(64 : i32) : i32
    %10 = nvvm.read.ptx.sreg.ctaid.x : i32
    %11 = nvvm.read.ptx.sreg.ctaid.y : i32
    %12 = llvm.mul %11, %arg4 : i32
    %13 = llvm.add %12, %10 : i32
    %14 = llvm.mul %13, %8 : i32
    %15 = llvm.getelementptr %arg0[%14] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %16 = nvvm.read.ptx.sreg.tid.x : i32
    %17 = llvm.and %16, %6 : i32
    %18 = llvm.urem %17, %5 : i32
    %19 = llvm.udiv %16, %5 : i32
    %20 = llvm.shl %18, %4 : i32
    %21 = llvm.or %4, %20 : i32
    %22 = llvm.shl %19, %3 : i32
    %23 = llvm.or %21, %22 : i32
    %24 = llvm.and %23, %6 : i32
    %25 = llvm.shl %24, %2 : i32
    %26 = llvm.or disjoint %25, %4 : i32
    %27 = llvm.xor %4, %26 : i32
    %28 = llvm.xor %27, %4 : i32
    %29 = llvm.add %28, %7 : i32
    %30 = llvm.getelementptr %15[%29] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %31 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l" %30 : (!llvm.ptr<1>) -> i32
    %32 = llvm.bitcast %31 : i32 to vector<2xf16>
    %33 = llvm.extractelement %32[%7 : i32] : vector<2xf16>
    %34 = llvm.extractelement %32[%1 : i32] : vector<2xf16>
    %35 = llvm.fpext %33 : f16 to f32
    %36 = llvm.fpext %34 : f16 to f32
    %37 = llvm.mul %10, %9 : i32
    %38 = llvm.getelementptr %arg1[%37] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %39 = llvm.lshr %24, %4 : i32
    %40 = llvm.or disjoint %39, %4 : i32
    %41 = llvm.xor %4, %40 : i32
    %42 = llvm.xor %41, %4 : i32
    %43 = llvm.add %42, %7 : i32
    %44 = llvm.getelementptr %38[%43] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %45 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l" %44 : (!llvm.ptr<1>) -> i32
    %46 = llvm.bitcast %45 : i32 to vector<1xf32>
    %47 = llvm.extractelement %46[%7 : i32] : vector<1xf32>
    %48 = llvm.getelementptr %arg2[%37] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %49 = llvm.getelementptr %48[%43] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %50 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l" %49 : (!llvm.ptr<1>) -> i32
    %51 = llvm.bitcast %50 : i32 to vector<1xf32>
    %52 = llvm.extractelement %51[%7 : i32] : vector<1xf32>
    %53 = llvm.fmul %35, %47 : f32
    %54 = llvm.fmul %36, %52 : f32
    %55 = llvm.fsub %53, %54 : f32
    %56 = llvm.fmul %35, %52 : f32
    %57 = llvm.fmul %36, %47 : f32
    %58 = llvm.fadd %56, %57 : f32
    %59 = llvm.getelementptr %arg3[%14] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %60 = llvm.getelementptr %59[%29] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, bf16
    %61 = llvm.fptrunc %55 : f32 to bf16
    %62 = llvm.fptrunc %58 : f32 to bf16
    %63 = llvm.insertelement %61, %0[%4 : i32] : vector<2xbf16>
    %64 = llvm.insertelement %62, %63[%2 : i32] : vector<2xbf16>
    %65 = llvm.bitcast %64 : vector<2xbf16> to i32
    %66 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %65, %60 : (i32, !llvm.ptr<1>) -> !llvm.void
    llvm.return
  }
}
