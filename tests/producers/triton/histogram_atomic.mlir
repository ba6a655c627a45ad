module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 256 : i32, ttg.target = "cuda:80", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @histogram_atomic(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f32}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg2: i32, %arg3: f32, %arg4: f32, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<1xi32>
    %1 = llvm.mlir.constant(64 : i32) : i32
    %2 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %3 = llvm.mlir.undef : vector<1xf32>
    %4 = llvm.mlir.constant(515 : i32) : i32
    %5 = llvm.mlir.constant(514 : i32) : i32
    %6 = llvm.mlir.constant(513 : i32) : i32
    %7 = llvm.mlir.constant(512 : i32) : i32
    %8 = llvm.mlir.constant(3 : i32) : i32
    %9 = llvm.mlir.constant(1 : i32) : i32
    %10 = llvm.mlir.constant(2 : i32) : i32
    %11 = llvm.mlir.constant(5 : i32) : i32
    %12 = llvm.mlir.constant(32 : i32) : i32
    %13 = llvm.mlir.constant(127 : i32) : i32
    %14 = llvm.mlir.constant(0 : index) : i32
    %15 = llvm.mlir.constant(1024 : i32) : i32
    %16 = llvm.mlir.constant(true) : i1
    %17 = llvm.mlir.constant(63 : i32) : i32
    %18 = llvm.mlir.constant(0 : i32) : i32
    %19 = nvvm.read.ptx.sreg.ctaid.x : i32
    %20 = llvm.mul %19, %15 : i32
    %21 = nvvm.read.ptx.sreg.tid.x : i32
    %22 = llvm.and %21, %13 : i32
    %23 = llvm.urem %22, %12 : i32
    %24 = llvm.udiv %21, %12 : i32
    %25 = llvm.shl %23, %18 : i32
    %26 = llvm.or %18, %25 : i32
    %27 = llvm.shl %24, %11 : i32
    %28 = llvm.or %26, %27 : i32
    %29 = llvm.and %28, %13 : i32
    %30 = llvm.shl %29, %10 : i32
    %31 = llvm.or disjoint %30, %18 : i32
    %32 = llvm.xor %18, %31 : i32
    %33 = llvm.xor %32, %18 : i32
    %34 = llvm.xor %32, %9 : i32
    %35 = llvm.xor %32, %10 : i32
    %36 = llvm.xor %32, %8 : i32
    %37 = llvm.xor %32, %7 : i32
    %38 = llvm.xor %32, %6 : i32
    %39 = llvm.xor %32, %5 : i32
    %40 = llvm.xor %32, %4 : i32
    %41 = llvm.add %33, %14 : i32
    %42 = llvm.add %34, %14 : i32
    %43 = llvm.add %35, %14 : i32
    %44 = llvm.add %36, %14 : i32
    %45 = llvm.add %37, %14 : i32
    %46 = llvm.add %38, %14 : i32
    %47 = llvm.add %39, %14 : i32
    %48 = llvm.add %40, %14 : i32
    %49 = llvm.add %20, %41 : i32
    %50 = llvm.add %20, %42 : i32
    %51 = llvm.add %20, %43 : i32
    %52 = llvm.add %20, %44 : i32
    %53 = llvm.add %20, %45 : i32
    %54 = llvm.add %20, %46 : i32
    %55 = llvm.add %20, %47 : i32
    %56 = llvm.add %20, %48 : i32
    %57 = llvm.icmp "slt" %49, %arg2 : i32
    %58 = llvm.icmp "slt" %50, %arg2 : i32
    %59 = llvm.icmp "slt" %51, %arg2 : i32
    %60 = llvm.icmp "slt" %52, %arg2 : i32
    %61 = llvm.icmp "slt" %53, %arg2 : i32
    %62 = llvm.icmp "slt" %54, %arg2 : i32
    %63 = llvm.icmp "slt" %55, %arg2 : i32
    %64 = llvm.icmp "slt" %56, %arg2 : i32
    %65 = llvm.getelementptr %arg0[%49] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %66 = llvm.getelementptr %arg0[%53] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %67 = llvm.insertelement %arg3, %3[%18 : i32] : vector<1xf32>
    %68 = llvm.bitcast %67 : vector<1xf32> to i32
    %69 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %68, %65, %57 : (i32, !llvm.ptr<1>, i1) -> i32
    %70 = llvm.bitcast %69 : i32 to vector<1xf32>
    %71 = llvm.extractelement %70[%14 : i32] : vector<1xf32>
    %72 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b" %68, %65, %58 : (i32, !llvm.ptr<1>, i1) -> i32
    %73 = llvm.bitcast %72 : i32 to vector<1xf32>
    %74 = llvm.extractelement %73[%14 : i32] : vector<1xf32>
    %75 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b" %68, %65, %59 : (i32, !llvm.ptr<1>, i1) -> i32
    %76 = llvm.bitcast %75 : i32 to vector<1xf32>
    %77 = llvm.extractelement %76[%14 : i32] : vector<1xf32>
    %78 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b" %68, %65, %60 : (i32, !llvm.ptr<1>, i1) -> i32
    %79 = llvm.bitcast %78 : i32 to vector<1xf32>
    %80 = llvm.extractelement %79[%14 : i32] : vector<1xf32>
    %81 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b" %68, %66, %61 : (i32, !llvm.ptr<1>, i1) -> i32
    %82 = llvm.bitcast %81 : i32 to vector<1xf32>
    %83 = llvm.extractelement %82[%14 : i32] : vector<1xf32>
    %84 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b" %68, %66, %62 : (i32, !llvm.ptr<1>, i1) -> i32
    %85 = llvm.bitcast %84 : i32 to vector<1xf32>
    %86 = llvm.extractelement %85[%14 : i32] : vector<1xf32>
    %87 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b" %68, %66, %63 : (i32, !llvm.ptr<1>, i1) -> i32
    %88 = llvm.bitcast %87 : i32 to vector<1xf32>
    %89 = llvm.extractelement %88[%14 : i32] : vector<1xf32>
    %90 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b" %68, %66, %64 : (i32, !llvm.ptr<1>, i1) -> i32
    %91 = llvm.bitcast %90 : i32 to vector<1xf32>
    %92 = llvm.extractelement %91[%14 : i32] : vector<1xf32>
    %93 = llvm.fsub %71, %arg3 : f32
    %94 = llvm.fsub %74, %arg3 : f32
    %95 = llvm.fsub %77, %arg3 : f32
    %96 = llvm.fsub %80, %arg3 : f32
    %97 = llvm.fsub %83, %arg3 : f32
    %98 = llvm.fsub %86, %arg3 : f32
    %99 = llvm.fsub %89, %arg3 : f32
    %100 = llvm.fsub %92, %arg3 : f32
    %101 = llvm.fmul %93, %arg4 : f32
    %102 = llvm.fmul %94, %arg4 : f32
    %103 = llvm.fmul %95, %arg4 : f32
    %104 = llvm.fmul %96, %arg4 : f32
    %105 = llvm.fmul %97, %arg4 : f32
    %106 = llvm.fmul %98, %arg4 : f32
    %107 = llvm.fmul %99, %arg4 : f32
    %108 = llvm.fmul %100, %arg4 : f32
    %109 = llvm.fptosi %101 : f32 to i32
    %110 = llvm.fptosi %102 : f32 to i32
    %111 = llvm.fptosi %103 : f32 to i32
    %112 = llvm.fptosi %104 : f32 to i32
    %113 = llvm.fptosi %105 : f32 to i32
    %114 = llvm.fptosi %106 : f32 to i32
    %115 = llvm.fptosi %107 : f32 to i32
    %116 = llvm.fptosi %108 : f32 to i32
    %117 = llvm.intr.smax(%109, %18) : (i32, i32) -> i32
    %118 = llvm.intr.smax(%110, %18) : (i32, i32) -> i32
    %119 = llvm.intr.smax(%111, %18) : (i32, i32) -> i32
    %120 = llvm.intr.smax(%112, %18) : (i32, i32) -> i32
    %121 = llvm.intr.smax(%113, %18) : (i32, i32) -> i32
    %122 = llvm.intr.smax(%114, %18) : (i32, i32) -> i32
    %123 = llvm.intr.smax(%115, %18) : (i32, i32) -> i32
    %124 = llvm.intr.smax(%116, %18) : (i32, i32) -> i32
    %125 = llvm.intr.smin(%117, %17) : (i32, i32) -> i32
    %126 = llvm.intr.smin(%118, %17) : (i32, i32) -> i32
    %127 = llvm.intr.smin(%119, %17) : (i32, i32) -> i32
    %128 = llvm.intr.smin(%120, %17) : (i32, i32) -> i32
    %129 = llvm.intr.smin(%121, %17) : (i32, i32) -> i32
    %130 = llvm.intr.smin(%122, %17) : (i32, i32) -> i32
    %131 = llvm.intr.smin(%123, %17) : (i32, i32) -> i32
    %132 = llvm.intr.smin(%124, %17) : (i32, i32) -> i32
    %133 = llvm.and %28, %17 : i32
    %134 = llvm.lshr %133, %18 : i32
    %135 = llvm.or disjoint %134, %18 : i32
    %136 = llvm.xor %18, %135 : i32
    %137 = llvm.xor %136, %18 : i32
    %138 = llvm.add %22, %18 : i32
    %139 = llvm.urem %138, %1 : i32
    %140 = llvm.getelementptr %2[%139] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %141 = llvm.insertelement %18, %0[%18 : i32] : vector<1xi32>
    llvm.store %141, %140 {alignment = 4 : i64} : vector<1xi32>, !llvm.ptr<3>
    nvvm.barrier
    %142 = llvm.icmp "ult" %125, %1 : i32
    %143 = llvm.and %142, %57 : i1
    llvm.cond_br %143, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %144 = llvm.getelementptr %2[%125] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %145 = llvm.atomicrmw add %144, %9 monotonic : !llvm.ptr<3>, i32
    llvm.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %146 = llvm.icmp "ult" %126, %1 : i32
    %147 = llvm.and %146, %58 : i1
    llvm.cond_br %147, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %148 = llvm.getelementptr %2[%126] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %149 = llvm.atomicrmw add %148, %9 monotonic : !llvm.ptr<3>, i32
    llvm.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    %150 = llvm.icmp "ult" %127, %1 : i32
    %151 = llvm.and %150, %59 : i1
    llvm.cond_br %151, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %152 = llvm.getelementptr %2[%127] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %153 = llvm.atomicrmw add %152, %9 monotonic : !llvm.ptr<3>, i32
    llvm.br ^bb6
  ^bb6:  // 2 preds: ^bb4, ^bb5
    %154 = llvm.icmp "ult" %128, %1 : i32
    %155 = llvm.and %154, %60 : i1
    llvm.cond_br %155, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %156 = llvm.getelementptr %2[%128] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %157 = llvm.atomicrmw add %156, %9 monotonic : !llvm.ptr<3>, i32
    llvm.br ^bb8
  ^bb8:  // 2 preds: ^bb6, ^bb7
    %158 = llvm.icmp "ult" %129, %1 : i32
    %159 = llvm.and %158, %61 : i1
    llvm.cond_br %159, ^bb9, ^bb10
  ^bb9:  // pred: ^bb8
    %160 = llvm.getelementptr %2[%129] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %161 = llvm.atomicrmw add %160, %9 monotonic : !llvm.ptr<3>, i32
    llvm.br ^bb10
  ^bb10:  // 2 preds: ^bb8, ^bb9
    %162 = llvm.icmp "ult" %130, %1 : i32
    %163 = llvm.and %162, %62 : i1
    llvm.cond_br %163, ^bb11, ^bb12
  ^bb11:  // pred: ^bb10
    %164 = llvm.getelementptr %2[%130] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %165 = llvm.atomicrmw add %164, %9 monotonic : !llvm.ptr<3>, i32
    llvm.br ^bb12
  ^bb12:  // 2 preds: ^bb10, ^bb11
    %166 = llvm.icmp "ult" %131, %1 : i32
    %167 = llvm.and %166, %63 : i1
    llvm.cond_br %167, ^bb13, ^bb14
  ^bb13:  // pred: ^bb12
    %168 = llvm.getelementptr %2[%131] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %169 = llvm.atomicrmw add %168, %9 monotonic : !llvm.ptr<3>, i32
    llvm.br ^bb14
  ^bb14:  // 2 preds: ^bb12, ^bb13
    %170 = llvm.icmp "ult" %132, %1 : i32
    %171 = llvm.and %170, %64 : i1
    llvm.cond_br %171, ^bb15, ^bb16
  ^bb15:  // pred: ^bb14
    %172 = llvm.getelementptr %2[%132] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %173 = llvm.atomicrmw add %172, %9 monotonic : !llvm.ptr<3>, i32
    llvm.br ^bb16
  ^bb16:  // 2 preds: ^bb14, ^bb15
    nvvm.barrier
    %174 = llvm.getelementptr %2[%137] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %175 = llvm.load %174 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %176 = llvm.insertelement %175, %0[%18 : i32] : vector<1xi32>
    %177 = llvm.extractelement %176[%18 : i32] : vector<1xi32>
    %178 = llvm.add %177, %18 : i32
    %179 = llvm.add %137, %14 : i32
    %180 = llvm.getelementptr %arg1[%179] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    nvvm.barrier
    %181 = llvm.and %24, %10 : i32
    %182 = llvm.icmp "eq" %181, %18 : i32
    %183 = llvm.and %182, %16 : i1
    %184 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %180, %178, %183 : (!llvm.ptr<1>, i32, i1) -> i32
    nvvm.barrier
    llvm.return
  }
}
