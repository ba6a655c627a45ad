module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 0 : i32, ttg.target = "cuda:120", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @__nv_popc(i32) -> i32 attributes {libname = "", libpath = ""}
  llvm.func @__nv_clz(i32) -> i32 attributes {libname = "", libpath = ""}
  llvm.func @__nv_ffs(i32) -> i32 attributes {libname = "", libpath = ""}
  llvm.func @__nv_brev(i32) -> i32 attributes {libname = "", libpath = ""}
  llvm.func @__nv_byte_perm(i32, i32, i32) -> i32 attributes {libname = "", libpath = ""}
  llvm.func @bit_ops(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg3: i32, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<1xi32>
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.mlir.constant(1 : i32) : i32
    %3 = llvm.mlir.constant(2 : i32) : i32
    %4 = llvm.mlir.constant(5 : i32) : i32
    %5 = llvm.mlir.constant(32 : i32) : i32
    %6 = llvm.mlir.constant(127 : i32) : i32
    %7 = llvm.mlir.constant(0 : index) : i32
    %8 = llvm.mlir.constant(12816 : i32) : i32
    %9 = llvm.mlir.constant(7 : i32) : i32
    %10 = llvm.mlir.constant(512 : i32) : i32
    %11 = llvm.mlir.constant(0 : i32) : i32
    %12 = llvm.mlir.constant(2 : i8) : i8
    %13 = llvm.mlir.constant(3 : i16) : i16
    %14 = llvm.mlir.constant(4096 : i32) : i32
    %15 = llvm.mlir.constant(64 : i32) : i32
    %16 = nvvm.read.ptx.sreg.ctaid.x : i32
    %17 = llvm.mul %16, %10 : i32
    %18 = nvvm.read.ptx.sreg.tid.x : i32
    %19 = llvm.and %18, %6 : i32
    %20 = llvm.urem %19, %5 : i32
    %21 = llvm.udiv %18, %5 : i32
    %22 = llvm.shl %20, %11 : i32
    %23 = llvm.or %11, %22 : i32
    %24 = llvm.shl %21, %4 : i32
    %25 = llvm.or %23, %24 : i32
    %26 = llvm.and %25, %6 : i32
    %27 = llvm.shl %26, %3 : i32
    %28 = llvm.or disjoint %27, %11 : i32
    %29 = llvm.xor %11, %28 : i32
    %30 = llvm.xor %29, %11 : i32
    %31 = llvm.xor %29, %2 : i32
    %32 = llvm.xor %29, %3 : i32
    %33 = llvm.xor %29, %1 : i32
    %34 = llvm.add %30, %7 : i32
    %35 = llvm.add %31, %7 : i32
    %36 = llvm.add %32, %7 : i32
    %37 = llvm.add %33, %7 : i32
    %38 = llvm.add %17, %34 : i32
    %39 = llvm.add %17, %35 : i32
    %40 = llvm.add %17, %36 : i32
    %41 = llvm.add %17, %37 : i32
    %42 = llvm.icmp "slt" %38, %arg3 : i32
    %43 = llvm.icmp "slt" %39, %arg3 : i32
    %44 = llvm.icmp "slt" %40, %arg3 : i32
    %45 = llvm.icmp "slt" %41, %arg3 : i32
    %46 = llvm.getelementptr %arg0[%38] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %47 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b" %46, %42 : (!llvm.ptr<1>, i1) -> i32
    %48 = llvm.bitcast %47 : i32 to vector<1xi32>
    %49 = llvm.extractelement %48[%7 : i32] : vector<1xi32>
    %50 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 4 ];", "=r,l,b" %46, %43 : (!llvm.ptr<1>, i1) -> i32
    %51 = llvm.bitcast %50 : i32 to vector<1xi32>
    %52 = llvm.extractelement %51[%7 : i32] : vector<1xi32>
    %53 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 8 ];", "=r,l,b" %46, %44 : (!llvm.ptr<1>, i1) -> i32
    %54 = llvm.bitcast %53 : i32 to vector<1xi32>
    %55 = llvm.extractelement %54[%7 : i32] : vector<1xi32>
    %56 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 12 ];", "=r,l,b" %46, %45 : (!llvm.ptr<1>, i1) -> i32
    %57 = llvm.bitcast %56 : i32 to vector<1xi32>
    %58 = llvm.extractelement %57[%7 : i32] : vector<1xi32>
    %59 = llvm.getelementptr %arg1[%38] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %60 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b" %59, %42 : (!llvm.ptr<1>, i1) -> i32
    %61 = llvm.bitcast %60 : i32 to vector<1xi32>
    %62 = llvm.extractelement %61[%7 : i32] : vector<1xi32>
    %63 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 4 ];", "=r,l,b" %59, %43 : (!llvm.ptr<1>, i1) -> i32
    %64 = llvm.bitcast %63 : i32 to vector<1xi32>
    %65 = llvm.extractelement %64[%7 : i32] : vector<1xi32>
    %66 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 8 ];", "=r,l,b" %59, %44 : (!llvm.ptr<1>, i1) -> i32
    %67 = llvm.bitcast %66 : i32 to vector<1xi32>
    %68 = llvm.extractelement %67[%7 : i32] : vector<1xi32>
    %69 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 12 ];", "=r,l,b" %59, %45 : (!llvm.ptr<1>, i1) -> i32
    %70 = llvm.bitcast %69 : i32 to vector<1xi32>
    %71 = llvm.extractelement %70[%7 : i32] : vector<1xi32>
    %72 = llvm.call @__nv_popc(%49) : (i32) -> i32
    %73 = llvm.call @__nv_popc(%52) : (i32) -> i32
    %74 = llvm.call @__nv_popc(%55) : (i32) -> i32
    %75 = llvm.call @__nv_popc(%58) : (i32) -> i32
    %76 = llvm.call @__nv_clz(%62) : (i32) -> i32
    %77 = llvm.call @__nv_clz(%65) : (i32) -> i32
    %78 = llvm.call @__nv_clz(%68) : (i32) -> i32
    %79 = llvm.call @__nv_clz(%71) : (i32) -> i32
    %80 = llvm.mul %76, %15 : i32
    %81 = llvm.mul %77, %15 : i32
    %82 = llvm.mul %78, %15 : i32
    %83 = llvm.mul %79, %15 : i32
    %84 = llvm.add %72, %80 : i32
    %85 = llvm.add %73, %81 : i32
    %86 = llvm.add %74, %82 : i32
    %87 = llvm.add %75, %83 : i32
    %88 = llvm.xor %49, %62 : i32
    %89 = llvm.xor %52, %65 : i32
    %90 = llvm.xor %55, %68 : i32
    %91 = llvm.xor %58, %71 : i32
    %92 = llvm.call @__nv_ffs(%88) : (i32) -> i32
    %93 = llvm.call @__nv_ffs(%89) : (i32) -> i32
    %94 = llvm.call @__nv_ffs(%90) : (i32) -> i32
    %95 = llvm.call @__nv_ffs(%91) : (i32) -> i32
    %96 = llvm.mul %92, %14 : i32
    %97 = llvm.mul %93, %14 : i32
    %98 = llvm.mul %94, %14 : i32
    %99 = llvm.mul %95, %14 : i32
    %100 = llvm.add %84, %96 : i32
    %101 = llvm.add %85, %97 : i32
    %102 = llvm.add %86, %98 : i32
    %103 = llvm.add %87, %99 : i32
    %104 = llvm.call @__nv_brev(%49) : (i32) -> i32
    %105 = llvm.call @__nv_brev(%52) : (i32) -> i32
    %106 = llvm.call @__nv_brev(%55) : (i32) -> i32
    %107 = llvm.call @__nv_brev(%58) : (i32) -> i32
    %108 = llvm.and %38, %9 : i32
    %109 = llvm.and %39, %9 : i32
    %110 = llvm.and %40, %9 : i32
    %111 = llvm.and %41, %9 : i32
    %112 = llvm.add %108, %8 : i32
    %113 = llvm.add %109, %8 : i32
    %114 = llvm.add %110, %8 : i32
    %115 = llvm.add %111, %8 : i32
    %116 = llvm.call @__nv_byte_perm(%49, %62, %112) : (i32, i32, i32) -> i32
    %117 = llvm.call @__nv_byte_perm(%52, %65, %113) : (i32, i32, i32) -> i32
    %118 = llvm.call @__nv_byte_perm(%55, %68, %114) : (i32, i32, i32) -> i32
    %119 = llvm.call @__nv_byte_perm(%58, %71, %115) : (i32, i32, i32) -> i32
    %120 = llvm.xor %104, %116 : i32
    %121 = llvm.xor %105, %117 : i32
    %122 = llvm.xor %106, %118 : i32
    %123 = llvm.xor %107, %119 : i32
    %124 = llvm.trunc %49 : i32 to i16
    %125 = llvm.trunc %52 : i32 to i16
    %126 = llvm.trunc %55 : i32 to i16
    %127 = llvm.trunc %58 : i32 to i16
    %128 = llvm.mul %124, %13 : i16
    %129 = llvm.mul %125, %13 : i16
    %130 = llvm.mul %126, %13 : i16
    %131 = llvm.mul %127, %13 : i16
    %132 = llvm.trunc %62 : i32 to i16
    %133 = llvm.trunc %65 : i32 to i16
    %134 = llvm.trunc %68 : i32 to i16
    %135 = llvm.trunc %71 : i32 to i16
    %136 = llvm.add %128, %132 : i16
    %137 = llvm.add %129, %133 : i16
    %138 = llvm.add %130, %134 : i16
    %139 = llvm.add %131, %135 : i16
    %140 = llvm.zext %136 : i16 to i32
    %141 = llvm.zext %137 : i16 to i32
    %142 = llvm.zext %138 : i16 to i32
    %143 = llvm.zext %139 : i16 to i32
    %144 = llvm.trunc %49 : i32 to i8
    %145 = llvm.trunc %52 : i32 to i8
    %146 = llvm.trunc %55 : i32 to i8
    %147 = llvm.trunc %58 : i32 to i8
    %148 = llvm.ashr %144, %12 : i8
    %149 = llvm.ashr %145, %12 : i8
    %150 = llvm.ashr %146, %12 : i8
    %151 = llvm.ashr %147, %12 : i8
    %152 = llvm.sext %148 : i8 to i32
    %153 = llvm.sext %149 : i8 to i32
    %154 = llvm.sext %150 : i8 to i32
    %155 = llvm.sext %151 : i8 to i32
    %156 = llvm.add %140, %152 : i32
    %157 = llvm.add %141, %153 : i32
    %158 = llvm.add %142, %154 : i32
    %159 = llvm.add %143, %155 : i32
    %160 = llvm.getelementptr %arg2[%38] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %161 = llvm.add %100, %120 : i32
    %162 = llvm.add %101, %121 : i32
    %163 = llvm.add %102, %122 : i32
    %164 = llvm.add %103, %123 : i32
    %165 = llvm.add %161, %156 : i32
    %166 = llvm.add %162, %157 : i32
    %167 = llvm.add %163, %158 : i32
    %168 = llvm.add %164, %159 : i32
    %169 = llvm.insertelement %165, %0[%11 : i32] : vector<1xi32>
    %170 = llvm.bitcast %169 : vector<1xi32> to i32
    %171 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %170, %160, %42 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %172 = llvm.insertelement %166, %0[%11 : i32] : vector<1xi32>
    %173 = llvm.bitcast %172 : vector<1xi32> to i32
    %174 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 4 ], { $0 };", "r,l,b" %173, %160, %43 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %175 = llvm.insertelement %167, %0[%11 : i32] : vector<1xi32>
    %176 = llvm.bitcast %175 : vector<1xi32> to i32
    %177 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 8 ], { $0 };", "r,l,b" %176, %160, %44 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %178 = llvm.insertelement %168, %0[%11 : i32] : vector<1xi32>
    %179 = llvm.bitcast %178 : vector<1xi32> to i32
    %180 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 12 ], { $0 };", "r,l,b" %179, %160, %45 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    llvm.return
  }
}
