module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 512 : i32, ttg.target = "cuda:80", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @gather_rows(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<1xi32>
    %1 = llvm.mlir.undef : vector<1xf32>
    %2 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %3 = llvm.mlir.constant(5 : i32) : i32
    %4 = llvm.mlir.constant(0 : i32) : i32
    %5 = llvm.mlir.constant(32 : i32) : i32
    %6 = llvm.mlir.constant(0 : index) : i32
    %7 = llvm.mlir.constant(127 : i32) : i32
    %8 = llvm.mlir.constant(128 : i32) : i32
    %9 = nvvm.read.ptx.sreg.ctaid.x : i32
    %10 = nvvm.read.ptx.sreg.tid.x : i32
    %11 = llvm.and %10, %7 : i32
    %12 = llvm.urem %11, %5 : i32
    %13 = llvm.udiv %10, %5 : i32
    %14 = llvm.shl %12, %4 : i32
    %15 = llvm.or %4, %14 : i32
    %16 = llvm.shl %13, %3 : i32
    %17 = llvm.or %15, %16 : i32
    %18 = llvm.and %17, %7 : i32
    %19 = llvm.lshr %18, %4 : i32
    %20 = llvm.or disjoint %19, %4 : i32
    %21 = llvm.xor %4, %20 : i32
    %22 = llvm.xor %21, %4 : i32
    %23 = llvm.add %22, %6 : i32
    %24 = llvm.mul %9, %8 : i32
    %25 = llvm.getelementptr %arg0[%24] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %26 = llvm.getelementptr %25[%23] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %27 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l" %26 : (!llvm.ptr<1>) -> i32
    %28 = llvm.bitcast %27 : i32 to vector<1xf32>
    %29 = llvm.extractelement %28[%6 : i32] : vector<1xf32>
    %30 = llvm.getelementptr %arg1[%24] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %31 = llvm.getelementptr %30[%23] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %32 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l" %31 : (!llvm.ptr<1>) -> i32
    %33 = llvm.bitcast %32 : i32 to vector<1xi32>
    %34 = llvm.extractelement %33[%6 : i32] : vector<1xi32>
    %35 = llvm.and %34, %7 : i32
    %36 = llvm.getelementptr %arg2[%24] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %37 = llvm.getelementptr %36[%23] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %38 = llvm.getelementptr %2[%22] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %39 = llvm.insertelement %29, %1[%4 : i32] : vector<1xf32>
    %40 = llvm.extractelement %39[%4 : i32] : vector<1xf32>
    %41 = llvm.bitcast %40 : f32 to i32
    %42 = llvm.insertelement %41, %0[%4 : i32] : vector<1xi32>
    llvm.store %42, %38 {alignment = 4 : i64} : vector<1xi32>, !llvm.ptr<3>
    nvvm.barrier
    %43 = llvm.getelementptr %2[%35] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %44 = llvm.load %43 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %45 = llvm.insertelement %44, %0[%4 : i32] : vector<1xi32>
    %46 = llvm.extractelement %45[%4 : i32] : vector<1xi32>
    %47 = llvm.bitcast %46 : i32 to f32
    %48 = llvm.insertelement %47, %1[%4 : i32] : vector<1xf32>
    %49 = llvm.extractelement %48[%4 : i32] : vector<1xf32>
    %50 = llvm.insertelement %49, %1[%4 : i32] : vector<1xf32>
    %51 = llvm.bitcast %50 : vector<1xf32> to i32
    %52 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %51, %37 : (i32, !llvm.ptr<1>) -> !llvm.void
    llvm.return
  }
}
