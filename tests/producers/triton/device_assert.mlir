module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 0 : i32, ttg.target = "cuda:80", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global internal constant @assertMessage_2("negative offset\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @assertMessage_1("int32 overflow detected for operation add\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @assertFunc_0("unknown\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @assertFile_0("/work/wt/icomb26/tools/capture/capture_triton.py\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @assertMessage_0("int32 overflow detected for operation mul\00") {addr_space = 0 : i32}
  llvm.func @__assertfail(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) attributes {passthrough = ["noreturn"]}
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @checked_scale(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg2: i32, %arg3: i32, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<1xi32>
    %1 = llvm.mlir.constant(367 : i32) : i32
    %2 = llvm.mlir.constant(365 : i32) : i32
    %3 = llvm.mlir.addressof @assertMessage_2 : !llvm.ptr
    %4 = llvm.mlir.addressof @assertMessage_1 : !llvm.ptr
    %5 = llvm.mlir.constant(384 : i32) : i32
    %6 = llvm.mlir.constant(256 : i32) : i32
    %7 = llvm.mlir.constant(128 : i32) : i32
    %8 = llvm.mlir.constant(3 : i32) : i32
    %9 = llvm.mlir.constant(1 : i32) : i32
    %10 = llvm.mlir.constant(2 : i32) : i32
    %11 = llvm.mlir.constant(5 : i32) : i32
    %12 = llvm.mlir.constant(32 : i32) : i32
    %13 = llvm.mlir.constant(127 : i32) : i32
    %14 = llvm.mlir.constant(0 : index) : i32
    %15 = llvm.mlir.constant(1 : i64) : i64
    %16 = llvm.mlir.constant(363 : i32) : i32
    %17 = llvm.mlir.addressof @assertFunc_0 : !llvm.ptr
    %18 = llvm.mlir.addressof @assertFile_0 : !llvm.ptr
    %19 = llvm.mlir.addressof @assertMessage_0 : !llvm.ptr
    %20 = llvm.mlir.constant(false) : i1
    %21 = llvm.mlir.constant(512 : i32) : i32
    %22 = llvm.mlir.constant(512 : i64) : i64
    %23 = llvm.mlir.constant(0 : i32) : i32
    %24 = llvm.mlir.constant(-2147483648 : i64) : i64
    %25 = llvm.mlir.constant(2147483647 : i64) : i64
    %26 = nvvm.read.ptx.sreg.ctaid.x : i32
    %27 = llvm.sext %26 : i32 to i64
    %28 = llvm.mul %27, %22 : i64
    %29 = llvm.icmp "sle" %28, %25 : i64
    %30 = llvm.icmp "sge" %28, %24 : i64
    %31 = llvm.and %29, %30 : i1
    %32 = llvm.icmp "eq" %31, %20 : i1
    %33 = llvm.or %20, %32 : i1
    llvm.cond_br %33, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.call @__assertfail(%19, %18, %16, %17, %15) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) -> ()
    llvm.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %34 = llvm.mul %26, %21 : i32
    %35 = nvvm.read.ptx.sreg.tid.x : i32
    %36 = llvm.and %35, %13 : i32
    %37 = llvm.urem %36, %12 : i32
    %38 = llvm.udiv %35, %12 : i32
    %39 = llvm.shl %37, %23 : i32
    %40 = llvm.or %23, %39 : i32
    %41 = llvm.shl %38, %11 : i32
    %42 = llvm.or %40, %41 : i32
    %43 = llvm.and %42, %13 : i32
    %44 = llvm.shl %43, %10 : i32
    %45 = llvm.or disjoint %44, %23 : i32
    %46 = llvm.xor %23, %45 : i32
    %47 = llvm.xor %46, %23 : i32
    %48 = llvm.xor %46, %9 : i32
    %49 = llvm.xor %46, %10 : i32
    %50 = llvm.xor %46, %8 : i32
    %51 = llvm.add %47, %14 : i32
    %52 = llvm.add %48, %14 : i32
    %53 = llvm.add %49, %14 : i32
    %54 = llvm.add %50, %14 : i32
    %55 = llvm.lshr %43, %23 : i32
    %56 = llvm.or disjoint %55, %23 : i32
    %57 = llvm.xor %23, %56 : i32
    %58 = llvm.xor %57, %23 : i32
    %59 = llvm.xor %57, %7 : i32
    %60 = llvm.xor %57, %6 : i32
    %61 = llvm.xor %57, %5 : i32
    %62 = llvm.add %58, %14 : i32
    %63 = llvm.add %59, %14 : i32
    %64 = llvm.add %60, %14 : i32
    %65 = llvm.add %61, %14 : i32
    %66 = llvm.sext %34 : i32 to i64
    %67 = llvm.sext %62 : i32 to i64
    %68 = llvm.sext %63 : i32 to i64
    %69 = llvm.sext %64 : i32 to i64
    %70 = llvm.sext %65 : i32 to i64
    %71 = llvm.add %66, %67 : i64
    %72 = llvm.add %66, %68 : i64
    %73 = llvm.add %66, %69 : i64
    %74 = llvm.add %66, %70 : i64
    %75 = llvm.icmp "sle" %71, %25 : i64
    %76 = llvm.icmp "sle" %72, %25 : i64
    %77 = llvm.icmp "sle" %73, %25 : i64
    %78 = llvm.icmp "sle" %74, %25 : i64
    %79 = llvm.icmp "sge" %71, %24 : i64
    %80 = llvm.and %75, %79 : i1
    %81 = llvm.and %76, %79 : i1
    %82 = llvm.and %77, %79 : i1
    %83 = llvm.and %78, %79 : i1
    %84 = llvm.icmp "eq" %80, %20 : i1
    %85 = llvm.or %20, %84 : i1
    %86 = llvm.icmp "eq" %81, %20 : i1
    %87 = llvm.or %85, %86 : i1
    %88 = llvm.icmp "eq" %82, %20 : i1
    %89 = llvm.or %87, %88 : i1
    %90 = llvm.icmp "eq" %83, %20 : i1
    %91 = llvm.or %89, %90 : i1
    llvm.cond_br %91, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.call @__assertfail(%4, %18, %16, %17, %15) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) -> ()
    llvm.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    nvvm.barrier
    %92 = llvm.add %34, %51 : i32
    %93 = llvm.add %34, %52 : i32
    %94 = llvm.add %34, %53 : i32
    %95 = llvm.add %34, %54 : i32
    %96 = llvm.add %34, %62 : i32
    %97 = llvm.icmp "slt" %92, %arg2 : i32
    %98 = llvm.icmp "slt" %93, %arg2 : i32
    %99 = llvm.icmp "slt" %94, %arg2 : i32
    %100 = llvm.icmp "slt" %95, %arg2 : i32
    %101 = llvm.icmp "sge" %96, %23 : i32
    %102 = llvm.icmp "eq" %101, %20 : i1
    %103 = llvm.or %20, %102 : i1
    %104 = llvm.or %103, %102 : i1
    %105 = llvm.or %104, %102 : i1
    %106 = llvm.or %105, %102 : i1
    llvm.cond_br %106, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    llvm.call @__assertfail(%3, %18, %2, %17, %15) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) -> ()
    llvm.br ^bb6
  ^bb6:  // 2 preds: ^bb4, ^bb5
    nvvm.barrier
    %107 = llvm.getelementptr %arg0[%92] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %108 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b" %107, %97 : (!llvm.ptr<1>, i1) -> i32
    %109 = llvm.bitcast %108 : i32 to vector<1xi32>
    %110 = llvm.extractelement %109[%14 : i32] : vector<1xi32>
    %111 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 4 ];", "=r,l,b" %107, %98 : (!llvm.ptr<1>, i1) -> i32
    %112 = llvm.bitcast %111 : i32 to vector<1xi32>
    %113 = llvm.extractelement %112[%14 : i32] : vector<1xi32>
    %114 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 8 ];", "=r,l,b" %107, %99 : (!llvm.ptr<1>, i1) -> i32
    %115 = llvm.bitcast %114 : i32 to vector<1xi32>
    %116 = llvm.extractelement %115[%14 : i32] : vector<1xi32>
    %117 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 12 ];", "=r,l,b" %107, %100 : (!llvm.ptr<1>, i1) -> i32
    %118 = llvm.bitcast %117 : i32 to vector<1xi32>
    %119 = llvm.extractelement %118[%14 : i32] : vector<1xi32>
    %120 = llvm.sext %110 : i32 to i64
    %121 = llvm.sext %113 : i32 to i64
    %122 = llvm.sext %116 : i32 to i64
    %123 = llvm.sext %119 : i32 to i64
    %124 = llvm.sext %arg3 : i32 to i64
    %125 = llvm.mul %120, %124 : i64
    %126 = llvm.mul %121, %124 : i64
    %127 = llvm.mul %122, %124 : i64
    %128 = llvm.mul %123, %124 : i64
    %129 = llvm.icmp "sle" %125, %25 : i64
    %130 = llvm.icmp "sle" %126, %25 : i64
    %131 = llvm.icmp "sle" %127, %25 : i64
    %132 = llvm.icmp "sle" %128, %25 : i64
    %133 = llvm.icmp "sge" %125, %24 : i64
    %134 = llvm.icmp "sge" %126, %24 : i64
    %135 = llvm.icmp "sge" %127, %24 : i64
    %136 = llvm.icmp "sge" %128, %24 : i64
    %137 = llvm.and %129, %133 : i1
    %138 = llvm.and %130, %134 : i1
    %139 = llvm.and %131, %135 : i1
    %140 = llvm.and %132, %136 : i1
    %141 = llvm.icmp "eq" %137, %20 : i1
    %142 = llvm.or %20, %141 : i1
    %143 = llvm.icmp "eq" %138, %20 : i1
    %144 = llvm.or %142, %143 : i1
    %145 = llvm.icmp "eq" %139, %20 : i1
    %146 = llvm.or %144, %145 : i1
    %147 = llvm.icmp "eq" %140, %20 : i1
    %148 = llvm.or %146, %147 : i1
    llvm.cond_br %148, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    llvm.call @__assertfail(%19, %18, %1, %17, %15) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) -> ()
    llvm.br ^bb8
  ^bb8:  // 2 preds: ^bb6, ^bb7
    nvvm.barrier
    %149 = llvm.mul %110, %arg3 : i32
    %150 = llvm.mul %113, %arg3 : i32
    %151 = llvm.mul %116, %arg3 : i32
    %152 = llvm.mul %119, %arg3 : i32
    %153 = llvm.sext %149 : i32 to i64
    %154 = llvm.sext %150 : i32 to i64
    %155 = llvm.sext %151 : i32 to i64
    %156 = llvm.sext %152 : i32 to i64
    %157 = llvm.sext %92 : i32 to i64
    %158 = llvm.sext %93 : i32 to i64
    %159 = llvm.sext %94 : i32 to i64
    %160 = llvm.sext %95 : i32 to i64
    %161 = llvm.add %153, %157 : i64
    %162 = llvm.add %154, %158 : i64
    %163 = llvm.add %155, %159 : i64
    %164 = llvm.add %156, %160 : i64
    %165 = llvm.icmp "sle" %161, %25 : i64
    %166 = llvm.icmp "sle" %162, %25 : i64
    %167 = llvm.icmp "sle" %163, %25 : i64
    %168 = llvm.icmp "sle" %164, %25 : i64
    %169 = llvm.icmp "sge" %161, %24 : i64
    %170 = llvm.icmp "sge" %162, %24 : i64
    %171 = llvm.icmp "sge" %163, %24 : i64
    %172 = llvm.icmp "sge" %164, %24 : i64
    %173 = llvm.and %165, %169 : i1
    %174 = llvm.and %166, %170 : i1
    %175 = llvm.and %167, %171 : i1
    %176 = llvm.and %168, %172 : i1
    %177 = llvm.icmp "eq" %173, %20 : i1
    %178 = llvm.or %20, %177 : i1
    %179 = llvm.icmp "eq" %174, %20 : i1
    %180 = llvm.or %178, %179 : i1
    %181 = llvm.icmp "eq" %175, %20 : i1
    %182 = llvm.or %180, %181 : i1
    %183 = llvm.icmp "eq" %176, %20 : i1
    %184 = llvm.or %182, %183 : i1
    llvm.cond_br %184, ^bb9, ^bb10
  ^bb9:  // pred: ^bb8
    llvm.call @__assertfail(%4, %18, %1, %17, %15) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) -> ()
    llvm.br ^bb10
  ^bb10:  // 2 preds: ^bb8, ^bb9
    nvvm.barrier
    %185 = llvm.add %149, %92 : i32
    %186 = llvm.add %150, %93 : i32
    %187 = llvm.add %151, %94 : i32
    %188 = llvm.add %152, %95 : i32
    %189 = llvm.getelementptr %arg1[%92] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %190 = llvm.insertelement %185, %0[%23 : i32] : vector<1xi32>
    %191 = llvm.bitcast %190 : vector<1xi32> to i32
    %192 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %191, %189, %97 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %193 = llvm.insertelement %186, %0[%23 : i32] : vector<1xi32>
    %194 = llvm.bitcast %193 : vector<1xi32> to i32
    %195 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 4 ], { $0 };", "r,l,b" %194, %189, %98 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %196 = llvm.insertelement %187, %0[%23 : i32] : vector<1xi32>
    %197 = llvm.bitcast %196 : vector<1xi32> to i32
    %198 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 8 ], { $0 };", "r,l,b" %197, %189, %99 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %199 = llvm.insertelement %188, %0[%23 : i32] : vector<1xi32>
    %200 = llvm.bitcast %199 : vector<1xi32> to i32
    %201 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 12 ], { $0 };", "r,l,b" %200, %189, %100 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    llvm.return
  }
}
