module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 2048 : i32, ttg.target = "cuda:80", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @int_bucket(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg3: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg4: i32, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.constant(512 : i32) : i32
    %1 = llvm.mlir.constant(2 : i32) : i32
    %2 = llvm.mlir.constant(126 : i32) : i32
    %3 = llvm.mlir.constant(1088 : i32) : i32
    %4 = llvm.mlir.undef : vector<1xi64>
    %5 = llvm.mlir.constant(8 : i32) : i32
    %6 = llvm.mlir.constant(3 : i32) : i32
    %7 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %8 = llvm.mlir.undef : vector<1xi32>
    %9 = llvm.mlir.constant(128 : i32) : i32
    %10 = llvm.mlir.constant(5 : i32) : i32
    %11 = llvm.mlir.constant(127 : i32) : i32
    %12 = llvm.mlir.constant(0 : index) : i32
    %13 = llvm.mlir.constant(0 : i32) : i32
    %14 = llvm.mlir.constant(256 : i32) : i32
    %15 = llvm.mlir.constant(1 : i32) : i32
    %16 = llvm.mlir.constant(32 : i32) : i32
    %17 = nvvm.read.ptx.sreg.ctaid.x : i32
    %18 = llvm.mul %17, %14 : i32
    %19 = nvvm.read.ptx.sreg.tid.x : i32
    %20 = llvm.and %19, %11 : i32
    %21 = llvm.urem %20, %16 : i32
    %22 = llvm.udiv %19, %16 : i32
    %23 = llvm.shl %21, %13 : i32
    %24 = llvm.or %13, %23 : i32
    %25 = llvm.shl %22, %10 : i32
    %26 = llvm.or %24, %25 : i32
    %27 = llvm.and %26, %11 : i32
    %28 = llvm.shl %27, %15 : i32
    %29 = llvm.or disjoint %28, %13 : i32
    %30 = llvm.xor %13, %29 : i32
    %31 = llvm.xor %30, %13 : i32
    %32 = llvm.xor %30, %15 : i32
    %33 = llvm.add %31, %12 : i32
    %34 = llvm.add %32, %12 : i32
    %35 = llvm.lshr %27, %13 : i32
    %36 = llvm.or disjoint %35, %13 : i32
    %37 = llvm.xor %13, %36 : i32
    %38 = llvm.xor %37, %13 : i32
    %39 = llvm.xor %37, %9 : i32
    %40 = llvm.add %38, %12 : i32
    %41 = llvm.add %39, %12 : i32
    %42 = llvm.add %18, %33 : i32
    %43 = llvm.add %18, %34 : i32
    %44 = llvm.add %18, %40 : i32
    %45 = llvm.add %18, %41 : i32
    %46 = llvm.icmp "slt" %42, %arg4 : i32
    %47 = llvm.icmp "slt" %43, %arg4 : i32
    %48 = llvm.icmp "slt" %44, %arg4 : i32
    %49 = llvm.icmp "slt" %45, %arg4 : i32
    %50 = llvm.getelementptr %arg0[%42] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %51 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b" %50, %46 : (!llvm.ptr<1>, i1) -> i32
    %52 = llvm.bitcast %51 : i32 to vector<1xi32>
    %53 = llvm.extractelement %52[%12 : i32] : vector<1xi32>
    %54 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 4 ];", "=r,l,b" %50, %47 : (!llvm.ptr<1>, i1) -> i32
    %55 = llvm.bitcast %54 : i32 to vector<1xi32>
    %56 = llvm.extractelement %55[%12 : i32] : vector<1xi32>
    %57 = llvm.sdiv %53, %16 : i32
    %58 = llvm.sdiv %56, %16 : i32
    %59 = llvm.srem %53, %16 : i32
    %60 = llvm.srem %56, %16 : i32
    %61 = llvm.getelementptr %arg1[%42] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %62 = llvm.insertelement %57, %8[%13 : i32] : vector<1xi32>
    %63 = llvm.bitcast %62 : vector<1xi32> to i32
    %64 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %63, %61, %46 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %65 = llvm.insertelement %58, %8[%13 : i32] : vector<1xi32>
    %66 = llvm.bitcast %65 : vector<1xi32> to i32
    %67 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 4 ], { $0 };", "r,l,b" %66, %61, %47 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %68 = llvm.getelementptr %arg2[%42] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %69 = llvm.shl %15, %59 : i32
    %70 = llvm.shl %15, %60 : i32
    %71 = llvm.insertelement %69, %8[%13 : i32] : vector<1xi32>
    %72 = llvm.bitcast %71 : vector<1xi32> to i32
    %73 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %72, %68, %46 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %74 = llvm.insertelement %70, %8[%13 : i32] : vector<1xi32>
    %75 = llvm.bitcast %74 : vector<1xi32> to i32
    %76 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 4 ], { $0 };", "r,l,b" %75, %68, %47 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %77 = llvm.getelementptr %arg3[%59] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %78 = llvm.getelementptr %arg3[%60] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %79 = llvm.ptrtoint %77 : !llvm.ptr<1> to i64
    %80 = llvm.ptrtoint %78 : !llvm.ptr<1> to i64
    %81 = llvm.shl %27, %6 : i32
    %82 = llvm.or disjoint %81, %13 : i32
    %83 = llvm.xor %13, %82 : i32
    %84 = llvm.mul %13, %5 : i32
    %85 = llvm.xor %83, %84 : i32
    %86 = llvm.xor %85, %13 : i32
    %87 = llvm.add %86, %13 : i32
    %88 = llvm.getelementptr inbounds %7[%87] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %89 = llvm.insertelement %79, %4[%13 : i32] : vector<1xi64>
    llvm.store %89, %88 {alignment = 8 : i64} : vector<1xi64>, !llvm.ptr<3>
    %90 = llvm.xor %85, %3 : i32
    %91 = llvm.add %90, %13 : i32
    %92 = llvm.getelementptr inbounds %7[%91] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %93 = llvm.insertelement %80, %4[%13 : i32] : vector<1xi64>
    llvm.store %93, %92 {alignment = 8 : i64} : vector<1xi64>, !llvm.ptr<3>
    nvvm.barrier
    %94 = llvm.and %26, %2 : i32
    %95 = llvm.shl %94, %1 : i32
    %96 = llvm.and %26, %15 : i32
    %97 = llvm.icmp "eq" %96, %13 : i32
    %98 = llvm.select %97, %13, %3 : i1, i32
    %99 = llvm.xor %95, %98 : i32
    %100 = llvm.or disjoint %13, %99 : i32
    %101 = llvm.xor %13, %100 : i32
    %102 = llvm.xor %101, %84 : i32
    %103 = llvm.xor %102, %13 : i32
    %104 = llvm.add %103, %13 : i32
    %105 = llvm.getelementptr inbounds %7[%104] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %106 = llvm.load %105 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %107 = llvm.insertelement %106, %4[%13 : i32] : vector<1xi64>
    %108 = llvm.extractelement %107[%13 : i32] : vector<1xi64>
    %109 = llvm.add %103, %0 : i32
    %110 = llvm.getelementptr inbounds %7[%109] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %111 = llvm.load %110 {alignment = 8 : i64} : !llvm.ptr<3> -> i64
    %112 = llvm.insertelement %111, %4[%13 : i32] : vector<1xi64>
    %113 = llvm.extractelement %112[%13 : i32] : vector<1xi64>
    %114 = llvm.inttoptr %108 : i64 to !llvm.ptr<1>
    %115 = llvm.inttoptr %113 : i64 to !llvm.ptr<1>
    nvvm.barrier
    %116 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %114, %15, %48 : (!llvm.ptr<1>, i32, i1) -> i32
    %117 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %115, %15, %49 : (!llvm.ptr<1>, i32, i1) -> i32
    nvvm.barrier
    llvm.return
  }
}
