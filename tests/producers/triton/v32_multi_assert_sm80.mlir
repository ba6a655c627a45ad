module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 0 : i32, ttg.target = "cuda:80", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global internal constant @assertMessage_4("negative value\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @assertMessage_3("index out of range\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @assertMessage_2("scale must be positive\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @assertMessage_1("int32 overflow detected for operation add\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @assertFunc_0("unknown\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @assertFile_0("/work/wt/tri32/tools/capture/capture_triton_v32.py\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @assertMessage_0("int32 overflow detected for operation mul\00") {addr_space = 0 : i32}
  llvm.func @__assertfail(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) attributes {passthrough = ["noreturn"]}
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @multi_assert(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<1xi32>
    %1 = llvm.mlir.constant(86 : i32) : i32
    %2 = llvm.mlir.constant(85 : i32) : i32
    %3 = llvm.mlir.addressof @assertMessage_4 : !llvm.ptr
    %4 = llvm.mlir.constant(84 : i32) : i32
    %5 = llvm.mlir.constant(83 : i32) : i32
    %6 = llvm.mlir.addressof @assertMessage_3 : !llvm.ptr
    %7 = llvm.mlir.constant(81 : i32) : i32
    %8 = llvm.mlir.addressof @assertMessage_2 : !llvm.ptr
    %9 = llvm.mlir.addressof @assertMessage_1 : !llvm.ptr
    %10 = llvm.mlir.constant(128 : i32) : i32
    %11 = llvm.mlir.constant(5 : i32) : i32
    %12 = llvm.mlir.constant(32 : i32) : i32
    %13 = llvm.mlir.constant(127 : i32) : i32
    %14 = llvm.mlir.constant(0 : index) : i32
    %15 = llvm.mlir.constant(1 : i64) : i64
    %16 = llvm.mlir.constant(79 : i32) : i32
    %17 = llvm.mlir.addressof @assertFunc_0 : !llvm.ptr
    %18 = llvm.mlir.addressof @assertFile_0 : !llvm.ptr
    %19 = llvm.mlir.addressof @assertMessage_0 : !llvm.ptr
    %20 = llvm.mlir.constant(false) : i1
    %21 = llvm.mlir.constant(256 : i32) : i32
    %22 = llvm.mlir.constant(256 : i64) : i64
    %23 = llvm.mlir.constant(2 : i64) : i64
    %24 = llvm.mlir.constant(1 : i32) : i32
    %25 = llvm.mlir.constant(2 : i32) : i32
    %26 = llvm.mlir.constant(0 : i32) : i32
    %27 = llvm.mlir.constant(-2147483648 : i64) : i64
    %28 = llvm.mlir.constant(2147483647 : i64) : i64
    %29 = nvvm.read.ptx.sreg.ctaid.x : i32
    %30 = llvm.sext %29 : i32 to i64
    %31 = llvm.mul %30, %22 : i64
    %32 = llvm.icmp "sle" %31, %28 : i64
    %33 = llvm.icmp "sge" %31, %27 : i64
    %34 = llvm.and %32, %33 : i1
    %35 = llvm.icmp "eq" %34, %20 : i1
    %36 = llvm.or %20, %35 : i1
    llvm.cond_br %36, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.call @__assertfail(%19, %18, %16, %17, %15) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) -> ()
    llvm.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %37 = llvm.mul %29, %21 : i32
    %38 = nvvm.read.ptx.sreg.tid.x : i32
    %39 = llvm.and %38, %13 : i32
    %40 = llvm.urem %39, %12 : i32
    %41 = llvm.udiv %38, %12 : i32
    %42 = llvm.shl %40, %26 : i32
    %43 = llvm.or %26, %42 : i32
    %44 = llvm.shl %41, %11 : i32
    %45 = llvm.or %43, %44 : i32
    %46 = llvm.and %45, %13 : i32
    %47 = llvm.shl %46, %24 : i32
    %48 = llvm.or disjoint %47, %26 : i32
    %49 = llvm.xor %26, %48 : i32
    %50 = llvm.xor %49, %26 : i32
    %51 = llvm.xor %49, %24 : i32
    %52 = llvm.add %50, %14 : i32
    %53 = llvm.add %51, %14 : i32
    %54 = llvm.lshr %46, %26 : i32
    %55 = llvm.or disjoint %54, %26 : i32
    %56 = llvm.xor %26, %55 : i32
    %57 = llvm.xor %56, %26 : i32
    %58 = llvm.xor %56, %10 : i32
    %59 = llvm.add %57, %14 : i32
    %60 = llvm.add %58, %14 : i32
    %61 = llvm.sext %37 : i32 to i64
    %62 = llvm.sext %59 : i32 to i64
    %63 = llvm.sext %60 : i32 to i64
    %64 = llvm.add %61, %62 : i64
    %65 = llvm.add %61, %63 : i64
    %66 = llvm.icmp "sle" %64, %28 : i64
    %67 = llvm.icmp "sle" %65, %28 : i64
    %68 = llvm.icmp "sge" %64, %27 : i64
    %69 = llvm.and %66, %68 : i1
    %70 = llvm.and %67, %68 : i1
    %71 = llvm.icmp "eq" %69, %20 : i1
    %72 = llvm.or %20, %71 : i1
    %73 = llvm.icmp "eq" %70, %20 : i1
    %74 = llvm.or %72, %73 : i1
    llvm.cond_br %74, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    llvm.call @__assertfail(%9, %18, %16, %17, %15) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) -> ()
    llvm.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    nvvm.barrier
    %75 = llvm.add %37, %52 : i32
    %76 = llvm.add %37, %53 : i32
    %77 = llvm.icmp "slt" %75, %arg3 : i32
    %78 = llvm.icmp "slt" %76, %arg3 : i32
    %79 = llvm.icmp "sgt" %arg5, %26 : i32
    %80 = llvm.icmp "eq" %79, %20 : i1
    %81 = llvm.or %20, %80 : i1
    llvm.cond_br %81, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    llvm.call @__assertfail(%8, %18, %7, %17, %15) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) -> ()
    llvm.br ^bb6
  ^bb6:  // 2 preds: ^bb4, ^bb5
    %82 = llvm.getelementptr %arg1[%75] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %83 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b" %82, %77 : (!llvm.ptr<1>, i1) -> i32
    %84 = llvm.bitcast %83 : i32 to vector<1xi32>
    %85 = llvm.extractelement %84[%14 : i32] : vector<1xi32>
    %86 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 4 ];", "=r,l,b" %82, %78 : (!llvm.ptr<1>, i1) -> i32
    %87 = llvm.bitcast %86 : i32 to vector<1xi32>
    %88 = llvm.extractelement %87[%14 : i32] : vector<1xi32>
    %89 = llvm.icmp "sge" %85, %26 : i32
    %90 = llvm.icmp "sge" %88, %26 : i32
    %91 = llvm.icmp "slt" %85, %arg4 : i32
    %92 = llvm.icmp "slt" %88, %arg4 : i32
    %93 = llvm.and %89, %91 : i1
    %94 = llvm.and %90, %92 : i1
    %95 = llvm.icmp "eq" %93, %20 : i1
    %96 = llvm.or %20, %95 : i1
    %97 = llvm.icmp "eq" %94, %20 : i1
    %98 = llvm.or %96, %97 : i1
    llvm.cond_br %98, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    llvm.call @__assertfail(%6, %18, %5, %17, %15) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) -> ()
    llvm.br ^bb8
  ^bb8:  // 2 preds: ^bb6, ^bb7
    nvvm.barrier
    %99 = llvm.sext %85 : i32 to i64
    %100 = llvm.sext %88 : i32 to i64
    %101 = llvm.mul %99, %23 : i64
    %102 = llvm.mul %100, %23 : i64
    %103 = llvm.icmp "sle" %101, %28 : i64
    %104 = llvm.icmp "sle" %102, %28 : i64
    %105 = llvm.icmp "sge" %101, %27 : i64
    %106 = llvm.icmp "sge" %102, %27 : i64
    %107 = llvm.and %103, %105 : i1
    %108 = llvm.and %104, %106 : i1
    %109 = llvm.icmp "eq" %107, %20 : i1
    %110 = llvm.or %20, %109 : i1
    %111 = llvm.icmp "eq" %108, %20 : i1
    %112 = llvm.or %110, %111 : i1
    llvm.cond_br %112, ^bb9, ^bb10
  ^bb9:  // pred: ^bb8
    llvm.call @__assertfail(%19, %18, %4, %17, %15) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) -> ()
    llvm.br ^bb10
  ^bb10:  // 2 preds: ^bb8, ^bb9
    nvvm.barrier
    %113 = llvm.mul %85, %25 : i32
    %114 = llvm.mul %88, %25 : i32
    %115 = llvm.getelementptr %arg0[%113] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %116 = llvm.getelementptr %arg0[%114] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %117 = llvm.getelementptr %115[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %118 = llvm.getelementptr %116[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
    %119 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b" %117, %77 : (!llvm.ptr<1>, i1) -> i32
    %120 = llvm.bitcast %119 : i32 to vector<1xi32>
    %121 = llvm.extractelement %120[%14 : i32] : vector<1xi32>
    %122 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b" %118, %78 : (!llvm.ptr<1>, i1) -> i32
    %123 = llvm.bitcast %122 : i32 to vector<1xi32>
    %124 = llvm.extractelement %123[%14 : i32] : vector<1xi32>
    %125 = llvm.icmp "sge" %121, %26 : i32
    %126 = llvm.icmp "sge" %124, %26 : i32
    %127 = llvm.icmp "eq" %125, %20 : i1
    %128 = llvm.or %20, %127 : i1
    %129 = llvm.icmp "eq" %126, %20 : i1
    %130 = llvm.or %128, %129 : i1
    llvm.cond_br %130, ^bb11, ^bb12
  ^bb11:  // pred: ^bb10
    llvm.call @__assertfail(%3, %18, %2, %17, %15) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) -> ()
    llvm.br ^bb12
  ^bb12:  // 2 preds: ^bb10, ^bb11
    nvvm.barrier
    %131 = llvm.getelementptr %arg2[%75] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %132 = llvm.sext %121 : i32 to i64
    %133 = llvm.sext %124 : i32 to i64
    %134 = llvm.sext %arg5 : i32 to i64
    %135 = llvm.mul %132, %134 : i64
    %136 = llvm.mul %133, %134 : i64
    %137 = llvm.icmp "sle" %135, %28 : i64
    %138 = llvm.icmp "sle" %136, %28 : i64
    %139 = llvm.icmp "sge" %135, %27 : i64
    %140 = llvm.icmp "sge" %136, %27 : i64
    %141 = llvm.and %137, %139 : i1
    %142 = llvm.and %138, %140 : i1
    %143 = llvm.icmp "eq" %141, %20 : i1
    %144 = llvm.or %20, %143 : i1
    %145 = llvm.icmp "eq" %142, %20 : i1
    %146 = llvm.or %144, %145 : i1
    llvm.cond_br %146, ^bb13, ^bb14
  ^bb13:  // pred: ^bb12
    llvm.call @__assertfail(%19, %18, %1, %17, %15) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) -> ()
    llvm.br ^bb14
  ^bb14:  // 2 preds: ^bb12, ^bb13
    nvvm.barrier
    %147 = llvm.mul %121, %arg5 : i32
    %148 = llvm.mul %124, %arg5 : i32
    %149 = llvm.sext %147 : i32 to i64
    %150 = llvm.sext %148 : i32 to i64
    %151 = llvm.add %149, %99 : i64
    %152 = llvm.add %150, %100 : i64
    %153 = llvm.icmp "sle" %151, %28 : i64
    %154 = llvm.icmp "sle" %152, %28 : i64
    %155 = llvm.icmp "sge" %151, %27 : i64
    %156 = llvm.icmp "sge" %152, %27 : i64
    %157 = llvm.and %153, %155 : i1
    %158 = llvm.and %154, %156 : i1
    %159 = llvm.icmp "eq" %157, %20 : i1
    %160 = llvm.or %20, %159 : i1
    %161 = llvm.icmp "eq" %158, %20 : i1
    %162 = llvm.or %160, %161 : i1
    llvm.cond_br %162, ^bb15, ^bb16
  ^bb15:  // pred: ^bb14
    llvm.call @__assertfail(%9, %18, %1, %17, %15) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) -> ()
    llvm.br ^bb16
  ^bb16:  // 2 preds: ^bb14, ^bb15
    nvvm.barrier
    %163 = llvm.add %147, %85 : i32
    %164 = llvm.add %148, %88 : i32
    %165 = llvm.insertelement %163, %0[%26 : i32] : vector<1xi32>
    %166 = llvm.bitcast %165 : vector<1xi32> to i32
    %167 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %166, %131, %77 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    %168 = llvm.insertelement %164, %0[%26 : i32] : vector<1xi32>
    %169 = llvm.bitcast %168 : vector<1xi32> to i32
    %170 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b32 [ $1 + 4 ], { $0 };", "r,l,b" %169, %131, %78 : (i32, !llvm.ptr<1>, i1) -> !llvm.void
    llvm.return
  }
}
