module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 128 : i32, ttg.target = "cuda:90", ttg.tensor_memory_size = 0 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @byte_histogram(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i8}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = i32}, %arg2: i32, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>) attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.undef : vector<1xi32>
    %1 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %2 = llvm.mlir.constant(15 : i32) : i32
    %3 = llvm.mlir.constant(14 : i32) : i32
    %4 = llvm.mlir.constant(13 : i32) : i32
    %5 = llvm.mlir.constant(12 : i32) : i32
    %6 = llvm.mlir.constant(11 : i32) : i32
    %7 = llvm.mlir.constant(10 : i32) : i32
    %8 = llvm.mlir.constant(9 : i32) : i32
    %9 = llvm.mlir.constant(8 : i32) : i32
    %10 = llvm.mlir.constant(7 : i32) : i32
    %11 = llvm.mlir.constant(6 : i32) : i32
    %12 = llvm.mlir.constant(3 : i32) : i32
    %13 = llvm.mlir.constant(2 : i32) : i32
    %14 = llvm.mlir.constant(1 : i32) : i32
    %15 = llvm.mlir.constant(5 : i32) : i32
    %16 = llvm.mlir.constant(0 : i32) : i32
    %17 = llvm.mlir.constant(32 : i32) : i32
    %18 = llvm.mlir.constant(127 : i32) : i32
    %19 = llvm.mlir.constant(0 : index) : i32
    %20 = llvm.mlir.constant(2048 : i32) : i32
    %21 = llvm.mlir.constant(true) : i1
    %22 = llvm.mlir.constant(16 : i32) : i32
    %23 = llvm.mlir.constant(4 : i32) : i32
    %24 = nvvm.read.ptx.sreg.ctaid.x : i32
    %25 = llvm.mul %24, %20 : i32
    %26 = nvvm.read.ptx.sreg.tid.x : i32
    %27 = llvm.and %26, %18 : i32
    %28 = llvm.urem %27, %17 : i32
    %29 = llvm.udiv %26, %17 : i32
    %30 = llvm.shl %28, %16 : i32
    %31 = llvm.or %16, %30 : i32
    %32 = llvm.shl %29, %15 : i32
    %33 = llvm.or %31, %32 : i32
    %34 = llvm.and %33, %18 : i32
    %35 = llvm.shl %34, %23 : i32
    %36 = llvm.or disjoint %35, %16 : i32
    %37 = llvm.xor %16, %36 : i32
    %38 = llvm.xor %37, %16 : i32
    %39 = llvm.xor %37, %14 : i32
    %40 = llvm.xor %37, %13 : i32
    %41 = llvm.xor %37, %12 : i32
    %42 = llvm.xor %37, %23 : i32
    %43 = llvm.xor %37, %15 : i32
    %44 = llvm.xor %37, %11 : i32
    %45 = llvm.xor %37, %10 : i32
    %46 = llvm.xor %37, %9 : i32
    %47 = llvm.xor %37, %8 : i32
    %48 = llvm.xor %37, %7 : i32
    %49 = llvm.xor %37, %6 : i32
    %50 = llvm.xor %37, %5 : i32
    %51 = llvm.xor %37, %4 : i32
    %52 = llvm.xor %37, %3 : i32
    %53 = llvm.xor %37, %2 : i32
    %54 = llvm.add %38, %19 : i32
    %55 = llvm.add %39, %19 : i32
    %56 = llvm.add %40, %19 : i32
    %57 = llvm.add %41, %19 : i32
    %58 = llvm.add %42, %19 : i32
    %59 = llvm.add %43, %19 : i32
    %60 = llvm.add %44, %19 : i32
    %61 = llvm.add %45, %19 : i32
    %62 = llvm.add %46, %19 : i32
    %63 = llvm.add %47, %19 : i32
    %64 = llvm.add %48, %19 : i32
    %65 = llvm.add %49, %19 : i32
    %66 = llvm.add %50, %19 : i32
    %67 = llvm.add %51, %19 : i32
    %68 = llvm.add %52, %19 : i32
    %69 = llvm.add %53, %19 : i32
    %70 = llvm.add %25, %54 : i32
    %71 = llvm.add %25, %55 : i32
    %72 = llvm.add %25, %56 : i32
    %73 = llvm.add %25, %57 : i32
    %74 = llvm.add %25, %58 : i32
    %75 = llvm.add %25, %59 : i32
    %76 = llvm.add %25, %60 : i32
    %77 = llvm.add %25, %61 : i32
    %78 = llvm.add %25, %62 : i32
    %79 = llvm.add %25, %63 : i32
    %80 = llvm.add %25, %64 : i32
    %81 = llvm.add %25, %65 : i32
    %82 = llvm.add %25, %66 : i32
    %83 = llvm.add %25, %67 : i32
    %84 = llvm.add %25, %68 : i32
    %85 = llvm.add %25, %69 : i32
    %86 = llvm.icmp "slt" %70, %arg2 : i32
    %87 = llvm.icmp "slt" %71, %arg2 : i32
    %88 = llvm.icmp "slt" %72, %arg2 : i32
    %89 = llvm.icmp "slt" %73, %arg2 : i32
    %90 = llvm.icmp "slt" %74, %arg2 : i32
    %91 = llvm.icmp "slt" %75, %arg2 : i32
    %92 = llvm.icmp "slt" %76, %arg2 : i32
    %93 = llvm.icmp "slt" %77, %arg2 : i32
    %94 = llvm.icmp "slt" %78, %arg2 : i32
    %95 = llvm.icmp "slt" %79, %arg2 : i32
    %96 = llvm.icmp "slt" %80, %arg2 : i32
    %97 = llvm.icmp "slt" %81, %arg2 : i32
    %98 = llvm.icmp "slt" %82, %arg2 : i32
    %99 = llvm.icmp "slt" %83, %arg2 : i32
    %100 = llvm.icmp "slt" %84, %arg2 : i32
    %101 = llvm.icmp "slt" %85, %arg2 : i32
    %102 = llvm.getelementptr %arg0[%70] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %103 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" %102, %86 : (!llvm.ptr<1>, i1) -> i8
    %104 = llvm.bitcast %103 : i8 to vector<1xi8>
    %105 = llvm.extractelement %104[%19 : i32] : vector<1xi8>
    %106 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 1 ];", "=c,l,b" %102, %87 : (!llvm.ptr<1>, i1) -> i8
    %107 = llvm.bitcast %106 : i8 to vector<1xi8>
    %108 = llvm.extractelement %107[%19 : i32] : vector<1xi8>
    %109 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 2 ];", "=c,l,b" %102, %88 : (!llvm.ptr<1>, i1) -> i8
    %110 = llvm.bitcast %109 : i8 to vector<1xi8>
    %111 = llvm.extractelement %110[%19 : i32] : vector<1xi8>
    %112 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 3 ];", "=c,l,b" %102, %89 : (!llvm.ptr<1>, i1) -> i8
    %113 = llvm.bitcast %112 : i8 to vector<1xi8>
    %114 = llvm.extractelement %113[%19 : i32] : vector<1xi8>
    %115 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 4 ];", "=c,l,b" %102, %90 : (!llvm.ptr<1>, i1) -> i8
    %116 = llvm.bitcast %115 : i8 to vector<1xi8>
    %117 = llvm.extractelement %116[%19 : i32] : vector<1xi8>
    %118 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 5 ];", "=c,l,b" %102, %91 : (!llvm.ptr<1>, i1) -> i8
    %119 = llvm.bitcast %118 : i8 to vector<1xi8>
    %120 = llvm.extractelement %119[%19 : i32] : vector<1xi8>
    %121 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 6 ];", "=c,l,b" %102, %92 : (!llvm.ptr<1>, i1) -> i8
    %122 = llvm.bitcast %121 : i8 to vector<1xi8>
    %123 = llvm.extractelement %122[%19 : i32] : vector<1xi8>
    %124 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 7 ];", "=c,l,b" %102, %93 : (!llvm.ptr<1>, i1) -> i8
    %125 = llvm.bitcast %124 : i8 to vector<1xi8>
    %126 = llvm.extractelement %125[%19 : i32] : vector<1xi8>
    %127 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 8 ];", "=c,l,b" %102, %94 : (!llvm.ptr<1>, i1) -> i8
    %128 = llvm.bitcast %127 : i8 to vector<1xi8>
    %129 = llvm.extractelement %128[%19 : i32] : vector<1xi8>
    %130 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 9 ];", "=c,l,b" %102, %95 : (!llvm.ptr<1>, i1) -> i8
    %131 = llvm.bitcast %130 : i8 to vector<1xi8>
    %132 = llvm.extractelement %131[%19 : i32] : vector<1xi8>
    %133 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 10 ];", "=c,l,b" %102, %96 : (!llvm.ptr<1>, i1) -> i8
    %134 = llvm.bitcast %133 : i8 to vector<1xi8>
    %135 = llvm.extractelement %134[%19 : i32] : vector<1xi8>
    %136 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 11 ];", "=c,l,b" %102, %97 : (!llvm.ptr<1>, i1) -> i8
    %137 = llvm.bitcast %136 : i8 to vector<1xi8>
    %138 = llvm.extractelement %137[%19 : i32] : vector<1xi8>
    %139 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 12 ];", "=c,l,b" %102, %98 : (!llvm.ptr<1>, i1) -> i8
    %140 = llvm.bitcast %139 : i8 to vector<1xi8>
    %141 = llvm.extractelement %140[%19 : i32] : vector<1xi8>
    %142 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 13 ];", "=c,l,b" %102, %99 : (!llvm.ptr<1>, i1) -> i8
    %143 = llvm.bitcast %142 : i8 to vector<1xi8>
    %144 = llvm.extractelement %143[%19 : i32] : vector<1xi8>
    %145 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 14 ];", "=c,l,b" %102, %100 : (!llvm.ptr<1>, i1) -> i8
    %146 = llvm.bitcast %145 : i8 to vector<1xi8>
    %147 = llvm.extractelement %146[%19 : i32] : vector<1xi8>
    %148 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 15 ];", "=c,l,b" %102, %101 : (!llvm.ptr<1>, i1) -> i8
    %149 = llvm.bitcast %148 : i8 to vector<1xi8>
    %150 = llvm.extractelement %149[%19 : i32] : vector<1xi8>
    %151 = llvm.zext %105 : i8 to i32
    %152 = llvm.zext %108 : i8 to i32
    %153 = llvm.zext %111 : i8 to i32
    %154 = llvm.zext %114 : i8 to i32
    %155 = llvm.zext %117 : i8 to i32
    %156 = llvm.zext %120 : i8 to i32
    %157 = llvm.zext %123 : i8 to i32
    %158 = llvm.zext %126 : i8 to i32
    %159 = llvm.zext %129 : i8 to i32
    %160 = llvm.zext %132 : i8 to i32
    %161 = llvm.zext %135 : i8 to i32
    %162 = llvm.zext %138 : i8 to i32
    %163 = llvm.zext %141 : i8 to i32
    %164 = llvm.zext %144 : i8 to i32
    %165 = llvm.zext %147 : i8 to i32
    %166 = llvm.zext %150 : i8 to i32
    %167 = llvm.ashr %151, %23 : i32
    %168 = llvm.ashr %152, %23 : i32
    %169 = llvm.ashr %153, %23 : i32
    %170 = llvm.ashr %154, %23 : i32
    %171 = llvm.ashr %155, %23 : i32
    %172 = llvm.ashr %156, %23 : i32
    %173 = llvm.ashr %157, %23 : i32
    %174 = llvm.ashr %158, %23 : i32
    %175 = llvm.ashr %159, %23 : i32
    %176 = llvm.ashr %160, %23 : i32
    %177 = llvm.ashr %161, %23 : i32
    %178 = llvm.ashr %162, %23 : i32
    %179 = llvm.ashr %163, %23 : i32
    %180 = llvm.ashr %164, %23 : i32
    %181 = llvm.ashr %165, %23 : i32
    %182 = llvm.ashr %166, %23 : i32
    %183 = llvm.select %86, %167, %22 : i1, i32
    %184 = llvm.select %87, %168, %22 : i1, i32
    %185 = llvm.select %88, %169, %22 : i1, i32
    %186 = llvm.select %89, %170, %22 : i1, i32
    %187 = llvm.select %90, %171, %22 : i1, i32
    %188 = llvm.select %91, %172, %22 : i1, i32
    %189 = llvm.select %92, %173, %22 : i1, i32
    %190 = llvm.select %93, %174, %22 : i1, i32
    %191 = llvm.select %94, %175, %22 : i1, i32
    %192 = llvm.select %95, %176, %22 : i1, i32
    %193 = llvm.select %96, %177, %22 : i1, i32
    %194 = llvm.select %97, %178, %22 : i1, i32
    %195 = llvm.select %98, %179, %22 : i1, i32
    %196 = llvm.select %99, %180, %22 : i1, i32
    %197 = llvm.select %100, %181, %22 : i1, i32
    %198 = llvm.select %101, %182, %22 : i1, i32
    %199 = llvm.and %33, %2 : i32
    %200 = llvm.lshr %199, %16 : i32
    %201 = llvm.or disjoint %200, %16 : i32
    %202 = llvm.xor %16, %201 : i32
    %203 = llvm.xor %202, %16 : i32
    %204 = llvm.add %27, %16 : i32
    %205 = llvm.urem %204, %22 : i32
    %206 = llvm.getelementptr %1[%205] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %207 = llvm.insertelement %16, %0[%16 : i32] : vector<1xi32>
    llvm.store %207, %206 {alignment = 4 : i64} : vector<1xi32>, !llvm.ptr<3>
    nvvm.barrier
    %208 = llvm.icmp "ult" %183, %22 : i32
    llvm.cond_br %208, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %209 = llvm.getelementptr %1[%183] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %210 = llvm.atomicrmw add %209, %14 monotonic : !llvm.ptr<3>, i32
    llvm.br ^bb2
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %211 = llvm.icmp "ult" %184, %22 : i32
    llvm.cond_br %211, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %212 = llvm.getelementptr %1[%184] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %213 = llvm.atomicrmw add %212, %14 monotonic : !llvm.ptr<3>, i32
    llvm.br ^bb4
  ^bb4:  // 2 preds: ^bb2, ^bb3
    %214 = llvm.icmp "ult" %185, %22 : i32
    llvm.cond_br %214, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %215 = llvm.getelementptr %1[%185] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %216 = llvm.atomicrmw add %215, %14 monotonic : !llvm.ptr<3>, i32
    llvm.br ^bb6
  ^bb6:  // 2 preds: ^bb4, ^bb5
    %217 = llvm.icmp "ult" %186, %22 : i32
    llvm.cond_br %217, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %218 = llvm.getelementptr %1[%186] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %219 = llvm.atomicrmw add %218, %14 monotonic : !llvm.ptr<3>, i32
    llvm.br ^bb8
  ^bb8:  // 2 preds: ^bb6, ^bb7
    %220 = llvm.icmp "ult" %187, %22 : i32
    llvm.cond_br %220, ^bb9, ^bb10
  ^bb9:  // pred: ^bb8
    %221 = llvm.getelementptr %1[%187] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %222 = llvm.atomicrmw add %221, %14 monotonic : !llvm.ptr<3>, i32
    llvm.br ^bb10
  ^bb10:  // 2 preds: ^bb8, ^bb9
    %223 = llvm.icmp "ult" %188, %22 : i32
    llvm.cond_br %223, ^bb11, ^bb12
  ^bb11:  // pred: ^bb10
    %224 = llvm.getelementptr %1[%188] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %225 = llvm.atomicrmw add %224, %14 monotonic : !llvm.ptr<3>, i32
    llvm.br ^bb12
  ^bb12:  // 2 preds: ^bb10, ^bb11
    %226 = llvm.icmp "ult" %189, %22 : i32
    llvm.cond_br %226, ^bb13, ^bb14
  ^bb13:  // pred: ^bb12
    %227 = llvm.getelementptr %1[%189] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %228 = llvm.atomicrmw add %227, %14 monotonic : !llvm.ptr<3>, i32
    llvm.br ^bb14
  ^bb14:  // 2 preds: ^bb12, ^bb13
    %229 = llvm.icmp "ult" %190, %22 : i32
    llvm.cond_br %229, ^bb15, ^bb16
  ^bb15:  // pred: ^bb14
    %230 = llvm.getelementptr %1[%190] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %231 = llvm.atomicrmw add %230, %14 monotonic : !llvm.ptr<3>, i32
    llvm.br ^bb16
  ^bb16:  // 2 preds: ^bb14, ^bb15
    %232 = llvm.icmp "ult" %191, %22 : i32
    llvm.cond_br %232, ^bb17, ^bb18
  ^bb17:  // pred: ^bb16
    %233 = llvm.getelementptr %1[%191] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %234 = llvm.atomicrmw add %233, %14 monotonic : !llvm.ptr<3>, i32
    llvm.br ^bb18
  ^bb18:  // 2 preds: ^bb16, ^bb17
    %235 = llvm.icmp "ult" %192, %22 : i32
    llvm.cond_br %235, ^bb19, ^bb20
  ^bb19:  // pred: ^bb18
    %236 = llvm.getelementptr %1[%192] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %237 = llvm.atomicrmw add %236, %14 monotonic : !llvm.ptr<3>, i32
    llvm.br ^bb20
  ^bb20:  // 2 preds: ^bb18, ^bb19
    %238 = llvm.icmp "ult" %193, %22 : i32
    llvm.cond_br %238, ^bb21, ^bb22
  ^bb21:  // pred: ^bb20
    %239 = llvm.getelementptr %1[%193] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %240 = llvm.atomicrmw add %239, %14 monotonic : !llvm.ptr<3>, i32
    llvm.br ^bb22
  ^bb22:  // 2 preds: ^bb20, ^bb21
    %241 = llvm.icmp "ult" %194, %22 : i32
    llvm.cond_br %241, ^bb23, ^bb24
  ^bb23:  // pred: ^bb22
    %242 = llvm.getelementptr %1[%194] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %243 = llvm.atomicrmw add %242, %14 monotonic : !llvm.ptr<3>, i32
    llvm.br ^bb24
  ^bb24:  // 2 preds: ^bb22, ^bb23
    %244 = llvm.icmp "ult" %195, %22 : i32
    llvm.cond_br %244, ^bb25, ^bb26
  ^bb25:  // pred: ^bb24
    %245 = llvm.getelementptr %1[%195] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %246 = llvm.atomicrmw add %245, %14 monotonic : !llvm.ptr<3>, i32
    llvm.br ^bb26
  ^bb26:  // 2 preds: ^bb24, ^bb25
    %247 = llvm.icmp "ult" %196, %22 : i32
    llvm.cond_br %247, ^bb27, ^bb28
  ^bb27:  // pred: ^bb26
    %248 = llvm.getelementptr %1[%196] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %249 = llvm.atomicrmw add %248, %14 monotonic : !llvm.ptr<3>, i32
    llvm.br ^bb28
  ^bb28:  // 2 preds: ^bb26, ^bb27
    %250 = llvm.icmp "ult" %197, %22 : i32
    llvm.cond_br %250, ^bb29, ^bb30
  ^bb29:  // pred: ^bb28
    %251 = llvm.getelementptr %1[%197] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %252 = llvm.atomicrmw add %251, %14 monotonic : !llvm.ptr<3>, i32
    llvm.br ^bb30
  ^bb30:  // 2 preds: ^bb28, ^bb29
    %253 = llvm.icmp "ult" %198, %22 : i32
    llvm.cond_br %253, ^bb31, ^bb32
  ^bb31:  // pred: ^bb30
    %254 = llvm.getelementptr %1[%198] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %255 = llvm.atomicrmw add %254, %14 monotonic : !llvm.ptr<3>, i32
    llvm.br ^bb32
  ^bb32:  // 2 preds: ^bb30, ^bb31
    nvvm.barrier
    %256 = llvm.getelementptr %1[%203] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %257 = llvm.load %256 {alignment = 4 : i64} : !llvm.ptr<3> -> i32
    %258 = llvm.insertelement %257, %0[%16 : i32] : vector<1xi32>
    %259 = llvm.extractelement %258[%16 : i32] : vector<1xi32>
    %260 = llvm.add %259, %16 : i32
    %261 = llvm.add %203, %19 : i32
    %262 = llvm.getelementptr %arg1[%261] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    nvvm.barrier
    %263 = llvm.and %28, %22 : i32
    %264 = llvm.icmp "eq" %263, %16 : i32
    %265 = llvm.and %29, %12 : i32
    %266 = llvm.icmp "eq" %265, %16 : i32
    %267 = llvm.and %264, %266 : i1
    %268 = llvm.and %267, %21 : i1
    %269 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %262, %260, %268 : (!llvm.ptr<1>, i32, i1) -> i32
    nvvm.barrier
    llvm.return
  }
}
