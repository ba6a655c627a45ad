module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 0 : i32, ttg.target = "cuda:90", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global internal constant @assertMessage_2("index out of range\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @assertMessage_1("int32 overflow detected for operation add\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @assertFunc_0("unknown\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @assertFile_0("/work/wt/tri26/tools/capture/capture_triton.py\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @assertMessage_0("int32 overflow detected for operation mul\00") {addr_space = 0 : i32}
  llvm.func @__assertfail(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) attributes {passthrough = ["noreturn"]}
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @checked_lookup(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg3: i32, %arg4: i32, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<1xf32>
    %1 = llvm.mlir.constant(942 : i32) : i32
    %2 = llvm.mlir.addressof @assertMessage_2 : !llvm.ptr
    %3 = llvm.mlir.addressof @assertMessage_1 : !llvm.ptr
    %4 = llvm.mlir.constant(384 : i32) : i32
    %5 = llvm.mlir.constant(256 : i32) : i32
    %6 = llvm.mlir.constant(128 : i32) : i32
    %7 = llvm.mlir.constant(3 : i32) : i32
    %8 = llvm.mlir.constant(1 : i32) : i32
    %9 = llvm.mlir.constant(2 : i32) : i32
    %10 = llvm.mlir.constant(5 : i32) : i32
    %11 = llvm.mlir.constant(32 : i32) : i32
    %12 = llvm.mlir.constant(127 : i32) : i32
    %13 = llvm.mlir.constant(0 : index) : i32
    %14 = llvm.mlir.constant(1 : i64) : i64
    %15 = llvm.mlir.constant(939 : i32) : i32
    %16 = llvm.mlir.addressof @assertFunc_0 : !llvm.ptr
    %17 = llvm.mlir.addressof @assertFile_0 : !llvm.ptr
    %18 = llvm.mlir.addressof @assertMessage_0 : !llvm.ptr
    %19 = llvm.mlir.constant(false) : i1
    %20 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %21 = llvm.mlir.constant(512 : i32) : i32
    %22 = llvm.mlir.constant(2147483647 : i64) : i64
    %23 = llvm.mlir.constant(-2147483648 : i64) : i64
    %24 = llvm.mlir.constant(512 : i64) : i64
    %25 = llvm.mlir.constant(0 : i32) : i32
    %26 = nvvm.read.ptx.sreg.ctaid.x : i32
    %27 = llvm.sext %26 : i32 to i64
    %28 = llvm.mul %27, %24 : i64
    %29 = llvm.icmp "sle" %28, %22 : i64
    %30 = llvm.icmp "sge" %28, %23 : i64
    %31 = llvm.and %29, %30 : i1
    %32 = llvm.icmp "eq" %31, %19 : i1
    %33 = llvm.or %19, %32 : i1
    llvm.cond_br %33, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.call @__assertfail(%18, %17, %15, %16, %14) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) -> ()
    llvm.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %34 = llvm.mul %26, %21 : i32
    %35 = nvvm.read.ptx.sreg.tid.x : i32
    %36 = llvm.and %35, %12 : i32
    %37 = llvm.urem %36, %11 : i32
    %38 = llvm.udiv %35, %11 : i32
    %39 = llvm.shl %37, %25 : i32
    %40 = llvm.or %25, %39 : i32
    %41 = llvm.shl %38, %10 : i32
    %42 = llvm.or %40, %41 : i32
    %43 = llvm.and %42, %12 : i32
    %44 = llvm.shl %43, %9 : i32
    %45 = llvm.or disjoint %44, %25 : i32
    %46 = llvm.xor %25, %45 : i32
    %47 = llvm.xor %46, %25 : i32
    %48 = llvm.xor %46, %8 : i32
    %49 = llvm.xor %46, %9 : i32
    %50 = llvm.xor %46, %7 : i32
    %51 = llvm.add %47, %13 : i32
    %52 = llvm.add %48, %13 : i32
    %53 = llvm.add %49, %13 : i32
    %54 = llvm.add %50, %13 : i32
    %55 = llvm.lshr %43, %25 : i32
    %56 = llvm.or disjoint %55, %25 : i32
    %57 = llvm.xor %25, %56 : i32
    %58 = llvm.xor %57, %25 : i32
    %59 = llvm.xor %57, %6 : i32
    %60 = llvm.xor %57, %5 : i32
    %61 = llvm.xor %57, %4 : i32
    %62 = llvm.add %58, %13 : i32
    %63 = llvm.add %59, %13 : i32
    %64 = llvm.add %60, %13 : i32
    %65 = llvm.add %61, %13 : i32
    %66 = llvm.sext %34 : i32 to i64
    %67 = llvm.sext %62 : i32 to i64
    %68 = llvm.sext %63 : i32 to i64
    %69 = llvm.sext %64 : i32 to i64
    %70 = llvm.sext %65 : i32 to i64
    %71 = llvm.add %66, %67 : i64
    %72 = llvm.add %66, %68 : i64
    %73 = llvm.add %66, %69 : i64
    %74 = llvm.add %66, %70 : i64
    %75 = llvm.icmp "sle" %71, %22 : i64
    %76 = llvm.icmp "sle" %72, %22 : i64
    %77 = llvm.icmp "sle" %73, %22 : i64
    %78 = llvm.icmp "sle" %74, %22 : i64
    %79 = llvm.icmp "sge" %71, %23 : i64
    %80 = llvm.and %75, %79 : i1
    %81 = llvm.and %76, %79 : i1
    %82 = llvm.and %77, %79 : i1
    %83 = llvm.and %78, %79 : i1
    %84 = llvm.icmp "eq" %80, %19 : i1
    %85 = llvm.or %19, %84 : i1
    %86 = llvm.icmp "eq" %81, %19 : i1
    %87 = llvm.or %85, %86 : i1
    %88 = llvm.icmp "eq" %82, %19 : i1
    %89 = llvm.or %87, %88 : i1
    %90 = llvm.icmp "eq" %83, %19 : i1
    %91 = llvm.or %89, %90 : i1
    llvm.cond_br %91, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.call @__assertfail(%3, %17, %15, %16, %14) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) -> ()
    llvm.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    nvvm.barrier
    %92 = llvm.add %34, %51 : i32
    %93 = llvm.add %34, %52 : i32
    %94 = llvm.add %34, %53 : i32
    %95 = llvm.add %34, %54 : i32
    %96 = llvm.icmp "slt" %92, %arg3 : i32
    %97 = llvm.icmp "slt" %93, %arg3 : i32
    %98 = llvm.icmp "slt" %94, %arg3 : i32
    %99 = llvm.icmp "slt" %95, %arg3 : i32
    %100 = llvm.getelementptr %arg0[%92] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %101 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b" %100, %96 : (!llvm.ptr<1>, i1) -> i32
    %102 = llvm.bitcast %101 : i32 to vector<1xi32>
    %103 = llvm.extractelement %102[%13 : i32] : vector<1xi32>
    %104 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 4 ];", "=r,l,b" %100, %97 : (!llvm.ptr<1>, i1) -> i32
    %105 = llvm.bitcast %104 : i32 to vector<1xi32>
    %106 = llvm.extractelement %105[%13 : i32] : vector<1xi32>
    %107 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 8 ];", "=r,l,b" %100, %98 : (!llvm.ptr<1>, i1) -> i32
    %108 = llvm.bitcast %107 : i32 to vector<1xi32>
    %109 = llvm.extractelement %108[%13 : i32] : vector<1xi32>
    %110 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 12 ];", "=r,l,b" %100, %99 : (!llvm.ptr<1>, i1) -> i32
    %111 = llvm.bitcast %110 : i32 to vector<1xi32>
    %112 = llvm.extractelement %111[%13 : i32] : vector<1xi32>
    %113 = llvm.icmp "sge" %103, %25 : i32
    %114 = llvm.icmp "sge" %106, %25 : i32
    %115 = llvm.icmp "sge" %109, %25 : i32
    %116 = llvm.icmp "sge" %112, %25 : i32
    %117 = llvm.icmp "slt" %103, %arg4 : i32
    %118 = llvm.icmp "slt" %106, %arg4 : i32
    %119 = llvm.icmp "slt" %109, %arg4 : i32
    %120 = llvm.icmp "slt" %112, %arg4 : i32
    %121 = llvm.and %113, %117 : i1
    %122 = llvm.and %114, %118 : i1
    %123 = llvm.and %115, %119 : i1
    %124 = llvm.and %116, %120 : i1
    %125 = llvm.icmp "eq" %121, %19 : i1
    %126 = llvm.or %19, %125 : i1
    %127 = llvm.icmp "eq" %122, %19 : i1
    %128 = llvm.or %126, %127 : i1
    %129 = llvm.icmp "eq" %123, %19 : i1
    %130 = llvm.or %128, %129 : i1
    %131 = llvm.icmp "eq" %124, %19 : i1
    %132 = llvm.or %130, %131 : i1
    llvm.cond_br %132, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    llvm.call @__assertfail(%2, %17, %1, %16, %14) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) -> ()
    llvm.br ^bb6
  ^bb6:  // 2 preds: ^bb4, ^bb5
    nvvm.barrier
    %133 = llvm.getelementptr %arg2[%92] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %134 = llvm.getelementptr %arg1[%103] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %135 = llvm.getelementptr %arg1[%106] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %136 = llvm.getelementptr %arg1[%109] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %137 = llvm.getelementptr %arg1[%112] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %138 = llvm.insertelement %20, %0[%25 : i32] : vector<1xf32>
    %139 = llvm.bitcast %138 : vector<1xf32> to i32
    %140 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %139, %134, %96 : (i32, !llvm.ptr<1>, i1) -> i32
    %141 = llvm.bitcast %140 : i32 to vector<1xf32>
    %142 = llvm.extractelement %141[%13 : i32] : vector<1xf32>
    %143 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %139, %135, %97 : (i32, !llvm.ptr<1>, i1) -> i32
    %144 = llvm.bitcast %143 : i32 to vector<1xf32>
    %145 = llvm.extractelement %144[%13 : i32] : vector<1xf32>
    %146 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %139, %136, %98 : (i32, !llvm.ptr<1>, i1) -> i32
    %147 = llvm.bitcast %146 : i32 to vector<1xf32>
    %148 = llvm.extractelement %147[%13 : i32] : vector<1xf32>
    %149 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %139, %137, %99 : (i32, !llvm.ptr<1>, i1) -> i32
    %150 = llvm.bitcast %149 : i32 to vector<1xf32>
    %151 = llvm.extractelement %150[%13 : i32] : vector<1xf32>
    %152 = llvm.insertelement %142, %0[%25 : i32] : vector<1xf32>
    %153 = llvm.bitcast %152 : vector<1xf32> to i32
    %154 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %153, %133, %96 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %155 = llvm.insertelement %145, %0[%25 : i32] : vector<1xf32>
    %156 = llvm.bitcast %155 : vector<1xf32> to i32
    %157 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 4 ], { $0 };", "r,l,b" %156, %133, %97 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %158 = llvm.insertelement %148, %0[%25 : i32] : vector<1xf32>
    %159 = llvm.bitcast %158 : vector<1xf32> to i32
    %160 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 8 ], { $0 };", "r,l,b" %159, %133, %98 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %161 = llvm.insertelement %151, %0[%25 : i32] : vector<1xf32>
    %162 = llvm.bitcast %161 : vector<1xf32> to i32
    %163 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 12 ], { $0 };", "r,l,b" %162, %133, %99 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    llvm.return
  }
}
