module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 0 : i32, ttg.target = "cuda:80", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @divmod_pair(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg3: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg4: i32, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<1xi32>
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.constant(2 : i32) : i32
    %3 = llvm.mlir.constant(5 : i32) : i32
    %4 = llvm.mlir.constant(32 : i32) : i32
    %5 = llvm.mlir.constant(127 : i32) : i32
    %6 = llvm.mlir.constant(0 : index) : i32
    %7 = llvm.mlir.constant(1 : i32) : i32
    %8 = llvm.mlir.constant(0 : i32) : i32
    %9 = llvm.mlir.constant(512 : i32) : i32
    %10 = nvvm.read.ptx.sreg.ctaid.x : i32
    %11 = llvm.mul %10, %9 : i32
    %12 = nvvm.read.ptx.sreg.tid.x : i32
    %13 = llvm.and %12, %5 : i32
    %14 = llvm.urem %13, %4 : i32
    %15 = llvm.udiv %12, %4 : i32
    %16 = llvm.shl %14, %8 : i32
    %17 = llvm.or %8, %16 : i32
    %18 = llvm.shl %15, %3 : i32
    %19 = llvm.or %17, %18 : i32
    %20 = llvm.and %19, %5 : i32
    %21 = llvm.shl %20, %2 : i32
    %22 = llvm.or disjoint %21, %8 : i32
    %23 = llvm.xor %8, %22 : i32
    %24 = llvm.xor %23, %8 : i32
    %25 = llvm.xor %23, %7 : i32
    %26 = llvm.xor %23, %2 : i32
    %27 = llvm.xor %23, %1 : i32
    %28 = llvm.add %24, %6 : i32
    %29 = llvm.add %25, %6 : i32
    %30 = llvm.add %26, %6 : i32
    %31 = llvm.add %27, %6 : i32
    %32 = llvm.add %11, %28 : i32
    %33 = llvm.add %11, %29 : i32
    %34 = llvm.add %11, %30 : i32
    %35 = llvm.add %11, %31 : i32
    %36 = llvm.icmp "slt" %32, %arg4 : i32
    %37 = llvm.icmp "slt" %33, %arg4 : i32
    %38 = llvm.icmp "slt" %34, %arg4 : i32
    %39 = llvm.icmp "slt" %35, %arg4 : i32
    %40 = llvm.getelementptr %arg0[%32] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %41 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b" %40, %36 : (!llvm.ptr<1>, i1) -> i32
    %42 = llvm.bitcast %41 : i32 to vector<1xi32>
    %43 = llvm.extractelement %42[%6 : i32] : vector<1xi32>
    %44 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 4 ];", "=r,l,b" %40, %37 : (!llvm.ptr<1>, i1) -> i32
    %45 = llvm.bitcast %44 : i32 to vector<1xi32>
    %46 = llvm.extractelement %45[%6 : i32] : vector<1xi32>
    %47 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 8 ];", "=r,l,b" %40, %38 : (!llvm.ptr<1>, i1) -> i32
    %48 = llvm.bitcast %47 : i32 to vector<1xi32>
    %49 = llvm.extractelement %48[%6 : i32] : vector<1xi32>
    %50 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 12 ];", "=r,l,b" %40, %39 : (!llvm.ptr<1>, i1) -> i32
    %51 = llvm.bitcast %50 : i32 to vector<1xi32>
    %52 = llvm.extractelement %51[%6 : i32] : vector<1xi32>
    %53 = llvm.getelementptr %arg1[%32] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %54 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x1;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b" %53, %36 : (!llvm.ptr<1>, i1) -> i32
    %55 = llvm.bitcast %54 : i32 to vector<1xi32>
    %56 = llvm.extractelement %55[%6 : i32] : vector<1xi32>
    %57 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x1;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 4 ];", "=r,l,b" %53, %37 : (!llvm.ptr<1>, i1) -> i32
    %58 = llvm.bitcast %57 : i32 to vector<1xi32>
    %59 = llvm.extractelement %58[%6 : i32] : vector<1xi32>
    %60 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x1;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 8 ];", "=r,l,b" %53, %38 : (!llvm.ptr<1>, i1) -> i32
    %61 = llvm.bitcast %60 : i32 to vector<1xi32>
    %62 = llvm.extractelement %61[%6 : i32] : vector<1xi32>
    %63 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x1;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 12 ];", "=r,l,b" %53, %39 : (!llvm.ptr<1>, i1) -> i32
    %64 = llvm.bitcast %63 : i32 to vector<1xi32>
    %65 = llvm.extractelement %64[%6 : i32] : vector<1xi32>
    %66 = llvm.getelementptr %arg2[%32] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %67 = llvm.sdiv %43, %56 : i32
    %68 = llvm.sdiv %46, %59 : i32
    %69 = llvm.sdiv %49, %62 : i32
    %70 = llvm.sdiv %52, %65 : i32
    %71 = llvm.insertelement %67, %0[%8 : i32] : vector<1xi32>
    %72 = llvm.bitcast %71 : vector<1xi32> to i32
    %73 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %72, %66, %36 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %74 = llvm.insertelement %68, %0[%8 : i32] : vector<1xi32>
    %75 = llvm.bitcast %74 : vector<1xi32> to i32
    %76 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 4 ], { $0 };", "r,l,b" %75, %66, %37 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %77 = llvm.insertelement %69, %0[%8 : i32] : vector<1xi32>
    %78 = llvm.bitcast %77 : vector<1xi32> to i32
    %79 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 8 ], { $0 };", "r,l,b" %78, %66, %38 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %80 = llvm.insertelement %70, %0[%8 : i32] : vector<1xi32>
    %81 = llvm.bitcast %80 : vector<1xi32> to i32
    %82 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 12 ], { $0 };", "r,l,b" %81, %66, %39 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %83 = llvm.getelementptr %arg3[%32] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %84 = llvm.srem %43, %56 : i32
    %85 = llvm.srem %46, %59 : i32
    %86 = llvm.srem %49, %62 : i32
    %87 = llvm.srem %52, %65 : i32
    %88 = llvm.insertelement %84, %0[%8 : i32] : vector<1xi32>
    %89 = llvm.bitcast %88 : vector<1xi32> to i32
    %90 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %89, %83, %36 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %91 = llvm.insertelement %85, %0[%8 : i32] : vector<1xi32>
    %92 = llvm.bitcast %91 : vector<1xi32> to i32
    %93 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 4 ], { $0 };", "r,l,b" %92, %83, %37 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %94 = llvm.insertelement %86, %0[%8 : i32] : vector<1xi32>
    %95 = llvm.bitcast %94 : vector<1xi32> to i32
    %96 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 8 ], { $0 };", "r,l,b" %95, %83, %38 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %97 = llvm.insertelement %87, %0[%8 : i32] : vector<1xi32>
    %98 = llvm.bitcast %97 : vector<1xi32> to i32
    %99 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 12 ], { $0 };", "r,l,b" %98, %83, %39 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    llvm.return
  }
}
