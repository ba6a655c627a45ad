#loop_licm = #llvm.loop_licm<disable = true>
#loop_annotation = #llvm.loop_annotation<licm = #loop_licm>
module attributes {ttg.global_scratch_memory_alignment = 128 : i32, ttg.global_scratch_memory_size = 256 : i32, ttg.maxnreg = 256 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32, ttg.shared = 49340 : i32, ttg.target = "cuda:100", ttg.tensor_memory_size = 64 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 8 : i32, "ttng.two-ctas" = false} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @ws_gemm_relu(%arg0: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f16}, %arg1: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f16}, %arg2: !llvm.ptr<1> {tt.divisibility = 16 : i32, tt.pointee_type = f16}, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>) attributes {allocation.offset = 49336 : i32, noinline = false, nvvm.kernel = 1 : ui1, nvvm.maxnreg = 256 : i32, nvvm.reqntid = array<i32: 256>, ttg.global_scratch_memory_alignment = 128 : i32, ttg.global_scratch_memory_size = 256 : i32, ttg.profile_scratch_memory_alignment = 1 : i32, ttg.profile_scratch_memory_size = 0 : i32} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(31 : i32) : i32
    %2 = llvm.mlir.constant(-1 : i32) : i32
    %3 = llvm.mlir.constant(4 : i32) : i32
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.mlir.constant(64 : i32) : i32
    %6 = llvm.mlir.constant(128 : i32) : i32
    %7 = llvm.mlir.constant(6 : i32) : i32
    %8 = llvm.mlir.constant(135266320 : i32) : i32
    %9 = llvm.mlir.undef : vector<2xi32>
    %10 = llvm.mlir.constant(1073758272 : i32) : i32
    %11 = llvm.mlir.constant(32767 : i32) : i32
    %12 = llvm.mlir.constant(8192 : i32) : i32
    %13 = llvm.mlir.constant(4096 : i32) : i32
    %14 = llvm.mlir.constant(2 : i32) : i32
    %15 = llvm.mlir.constant(true) : i1
    %16 = llvm.mlir.constant(false) : i1
    %17 = llvm.mlir.constant(63 : i32) : i32
    %18 = llvm.mlir.constant(3 : i32) : i32
    %19 = llvm.mlir.constant(128 : i64) : i64
    %20 = llvm.mlir.constant(0 : i64) : i64
    %21 = llvm.mlir.undef : vector<1xf16>
    %22 = llvm.mlir.constant(1792 : i32) : i32
    %23 = llvm.mlir.constant(1536 : i32) : i32
    %24 = llvm.mlir.constant(1280 : i32) : i32
    %25 = llvm.mlir.constant(1024 : i32) : i32
    %26 = llvm.mlir.constant(768 : i32) : i32
    %27 = llvm.mlir.constant(512 : i32) : i32
    %28 = llvm.mlir.constant(256 : i32) : i32
    %29 = llvm.mlir.constant(2048 : i32) : i32
    %30 = llvm.mlir.undef : vector<4xi32>
    %31 = llvm.mlir.undef : vector<2xi16>
    %32 = llvm.mlir.undef : vector<8xi16>
    %33 = llvm.mlir.constant(7 : i32) : i32
    %34 = llvm.mlir.undef : vector<8xf16>
    %35 = llvm.mlir.constant(8256 : i32) : i32
    %36 = llvm.mlir.constant(4128 : i32) : i32
    %37 = llvm.mlir.constant(126 : i32) : i32
    %38 = llvm.mlir.constant(124 : i32) : i32
    %39 = llvm.mlir.constant(122 : i32) : i32
    %40 = llvm.mlir.constant(120 : i32) : i32
    %41 = llvm.mlir.constant(118 : i32) : i32
    %42 = llvm.mlir.constant(116 : i32) : i32
    %43 = llvm.mlir.constant(114 : i32) : i32
    %44 = llvm.mlir.constant(112 : i32) : i32
    %45 = llvm.mlir.constant(110 : i32) : i32
    %46 = llvm.mlir.constant(108 : i32) : i32
    %47 = llvm.mlir.constant(106 : i32) : i32
    %48 = llvm.mlir.constant(104 : i32) : i32
    %49 = llvm.mlir.constant(102 : i32) : i32
    %50 = llvm.mlir.constant(100 : i32) : i32
    %51 = llvm.mlir.constant(98 : i32) : i32
    %52 = llvm.mlir.constant(96 : i32) : i32
    %53 = llvm.mlir.constant(94 : i32) : i32
    %54 = llvm.mlir.constant(92 : i32) : i32
    %55 = llvm.mlir.constant(90 : i32) : i32
    %56 = llvm.mlir.constant(88 : i32) : i32
    %57 = llvm.mlir.constant(86 : i32) : i32
    %58 = llvm.mlir.constant(84 : i32) : i32
    %59 = llvm.mlir.constant(82 : i32) : i32
    %60 = llvm.mlir.constant(80 : i32) : i32
    %61 = llvm.mlir.constant(78 : i32) : i32
    %62 = llvm.mlir.constant(76 : i32) : i32
    %63 = llvm.mlir.constant(74 : i32) : i32
    %64 = llvm.mlir.constant(72 : i32) : i32
    %65 = llvm.mlir.constant(70 : i32) : i32
    %66 = llvm.mlir.constant(68 : i32) : i32
    %67 = llvm.mlir.constant(66 : i32) : i32
    %68 = llvm.mlir.constant(62 : i32) : i32
    %69 = llvm.mlir.constant(60 : i32) : i32
    %70 = llvm.mlir.constant(58 : i32) : i32
    %71 = llvm.mlir.constant(56 : i32) : i32
    %72 = llvm.mlir.constant(54 : i32) : i32
    %73 = llvm.mlir.constant(52 : i32) : i32
    %74 = llvm.mlir.constant(50 : i32) : i32
    %75 = llvm.mlir.constant(48 : i32) : i32
    %76 = llvm.mlir.constant(46 : i32) : i32
    %77 = llvm.mlir.constant(44 : i32) : i32
    %78 = llvm.mlir.constant(42 : i32) : i32
    %79 = llvm.mlir.constant(40 : i32) : i32
    %80 = llvm.mlir.constant(38 : i32) : i32
    %81 = llvm.mlir.constant(36 : i32) : i32
    %82 = llvm.mlir.constant(34 : i32) : i32
    %83 = llvm.mlir.constant(30 : i32) : i32
    %84 = llvm.mlir.constant(28 : i32) : i32
    %85 = llvm.mlir.constant(26 : i32) : i32
    %86 = llvm.mlir.constant(24 : i32) : i32
    %87 = llvm.mlir.constant(22 : i32) : i32
    %88 = llvm.mlir.constant(20 : i32) : i32
    %89 = llvm.mlir.constant(18 : i32) : i32
    %90 = llvm.mlir.constant(16 : i32) : i32
    %91 = llvm.mlir.constant(14 : i32) : i32
    %92 = llvm.mlir.constant(12 : i32) : i32
    %93 = llvm.mlir.constant(10 : i32) : i32
    %94 = llvm.mlir.constant(8 : i32) : i32
    %95 = llvm.mlir.constant(5 : i32) : i32
    %96 = llvm.mlir.constant(0 : index) : i32
    %97 = llvm.mlir.constant(21 : i32) : i32
    %98 = llvm.mlir.undef : vector<1xi32>
    %99 = llvm.mlir.constant(127 : i32) : i32
    %100 = llvm.mlir.constant(256 : i64) : i64
    %101 = llvm.mlir.constant(2 : i64) : i64
    %102 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %103 = llvm.mlir.constant(1 : i8) : i8
    %104 = llvm.mlir.constant(0 : i8) : i8
    %105 = llvm.mlir.constant(2 : i8) : i8
    %106 = llvm.mlir.constant(3 : i8) : i8
    %107 = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %108 = llvm.mlir.constant(32 : i32) : i32
    %109 = nvvm.read.ptx.sreg.tid.x : i32
    %110 = llvm.icmp "ult" %109, %108 : i32
    %111 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$1], 64;", "b,r" %110, %107 : (i1, !llvm.ptr<3>) -> !llvm.void
    nvvm.barrier
    %112 = llvm.load %107 : !llvm.ptr<3> -> i32
    nvvm.barrier
    %113 = llvm.inttoptr %112 : i32 to !llvm.ptr<6>
    %114 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "b" %110 : (i1) -> !llvm.void
    %115 = llvm.udiv %109, %108 : i32
    %116 = nvvm.shfl.sync idx %2, %115, %0, %1 : i32 -> i32
    %117 = llvm.icmp "ult" %116, %3 : i32
    llvm.cond_br %117, ^bb15, ^bb1
  ^bb1:  // 5 preds: ^bb0, ^bb2, ^bb9, ^bb13, ^bb14
    nvvm.setmaxregister increase 256
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%4) : (i32) -> ()
    %118 = llvm.getelementptr %107[49336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %119 = llvm.sub %116, %3 : i32
    %120 = llvm.getelementptr %118[%119] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %121 = llvm.load %120 : !llvm.ptr<3> -> i8
    llvm.switch %121 : i8, ^bb2 [
      0: ^bb4,
      1: ^bb10,
      2: ^bb14,
      3: ^bb3
    ]
  ^bb2:  // pred: ^bb1
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%4) : (i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%4) : (i32) -> ()
    llvm.br ^bb1 {loop_annotation = #loop_annotation}
  ^bb3:  // pred: ^bb1
    nvvm.barrier {aligned = false}
    %122 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, 64;", "b,r" %110, %113 : (i1, !llvm.ptr<6>) -> !llvm.void
    llvm.return
  ^bb4:  // pred: ^bb1
    nvvm.setmaxregister decrease 24
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%4) : (i32) -> ()
    %123 = llvm.getelementptr %107[49328] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %124 = llvm.getelementptr %107[49280] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %125 = llvm.ptrtoint %113 : !llvm.ptr<6> to i32
    %126 = llvm.add %125, %0 : i32
    %127 = llvm.inttoptr %126 : i32 to !llvm.ptr<3>
    %128 = llvm.getelementptr %107[32768] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %129 = llvm.getelementptr %107[49296] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    llvm.br ^bb5(%0, %16, %4, %4 : i32, i1, i32, i32)
  ^bb5(%130: i32, %131: i1, %132: i32, %133: i32):  // 2 preds: ^bb4, ^bb8
    %134 = llvm.icmp "slt" %130, %arg5 : i32
    llvm.cond_br %134, ^bb6, ^bb9
  ^bb6:  // pred: ^bb5
    %135 = llvm.add %132, %4 : i32
    %136 = llvm.icmp "eq" %135, %14 : i32
    %137 = llvm.select %136, %0, %135 : i1, i32
    %138 = llvm.xor %133, %4 : i32
    %139 = llvm.select %136, %138, %133 : i1, i32
    %140 = llvm.mul %137, %4 : i32
    %141 = llvm.getelementptr %129[%140] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %142 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %141, %139 : (!llvm.ptr<3>, i32) -> !llvm.void
    %143 = llvm.mul %137, %13 : i32
    %144 = llvm.getelementptr %128[%143] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %145 = llvm.mul %137, %12 : i32
    %146 = llvm.getelementptr %107[%145] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %147 = llvm.ptrtoint %127 : !llvm.ptr<3> to i32
    %148 = llvm.mul %0, %5 : i32
    %149 = llvm.add %147, %148 : i32
    %150 = llvm.inttoptr %149 : i32 to !llvm.ptr<3>
    %151 = llvm.getelementptr %124[%140] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    %152 = llvm.ptrtoint %150 : !llvm.ptr<3> to i32
    %153 = nvvm.shfl.sync idx %2, %115, %0, %1 : i32 -> i32
    %154 = llvm.sub %153, %7 : i32
    %155 = llvm.icmp "eq" %154, %0 : i32
    %156 = llvm.and %15, %155 : i1
    nvvm.bar.warp.sync %2 : i32
    llvm.cond_br %156, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %157 = nvvm.elect.sync -> i1
    %158 = llvm.ptrtoint %146 : !llvm.ptr<3> to i32
    %159 = llvm.lshr %158, %3 : i32
    %160 = llvm.and %159, %11 : i32
    %161 = llvm.ptrtoint %144 : !llvm.ptr<3> to i32
    %162 = llvm.lshr %161, %3 : i32
    %163 = llvm.and %162, %11 : i32
    %164 = llvm.add %160, %0 : i32
    %165 = llvm.insertelement %164, %9[%0 : i32] : vector<2xi32>
    %166 = llvm.insertelement %10, %165[%4 : i32] : vector<2xi32>
    %167 = llvm.bitcast %166 : vector<2xi32> to i64
    %168 = llvm.add %163, %0 : i32
    %169 = llvm.insertelement %168, %9[%0 : i32] : vector<2xi32>
    %170 = llvm.insertelement %10, %169[%4 : i32] : vector<2xi32>
    %171 = llvm.bitcast %170 : vector<2xi32> to i64
    %172 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %152, %167, %171, %8, %131, %157 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %173 = llvm.add %160, %14 : i32
    %174 = llvm.insertelement %173, %9[%0 : i32] : vector<2xi32>
    %175 = llvm.insertelement %10, %174[%4 : i32] : vector<2xi32>
    %176 = llvm.bitcast %175 : vector<2xi32> to i64
    %177 = llvm.add %163, %14 : i32
    %178 = llvm.insertelement %177, %9[%0 : i32] : vector<2xi32>
    %179 = llvm.insertelement %10, %178[%4 : i32] : vector<2xi32>
    %180 = llvm.bitcast %179 : vector<2xi32> to i64
    %181 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %152, %176, %180, %8, %15, %157 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %182 = llvm.add %160, %3 : i32
    %183 = llvm.insertelement %182, %9[%0 : i32] : vector<2xi32>
    %184 = llvm.insertelement %10, %183[%4 : i32] : vector<2xi32>
    %185 = llvm.bitcast %184 : vector<2xi32> to i64
    %186 = llvm.add %163, %3 : i32
    %187 = llvm.insertelement %186, %9[%0 : i32] : vector<2xi32>
    %188 = llvm.insertelement %10, %187[%4 : i32] : vector<2xi32>
    %189 = llvm.bitcast %188 : vector<2xi32> to i64
    %190 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %152, %185, %189, %8, %15, %157 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %191 = llvm.add %160, %7 : i32
    %192 = llvm.insertelement %191, %9[%0 : i32] : vector<2xi32>
    %193 = llvm.insertelement %10, %192[%4 : i32] : vector<2xi32>
    %194 = llvm.bitcast %193 : vector<2xi32> to i64
    %195 = llvm.add %163, %7 : i32
    %196 = llvm.insertelement %195, %9[%0 : i32] : vector<2xi32>
    %197 = llvm.insertelement %10, %196[%4 : i32] : vector<2xi32>
    %198 = llvm.bitcast %197 : vector<2xi32> to i64
    %199 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 tcgen05.mma.cta_group::1.kind::f16 [ $0 + 0 ], $1, $2, $3, $4;", "r,l,l,r,b,b" %152, %194, %198, %8, %15, %157 : (i32, i64, i64, i32, i1, i1) -> !llvm.void
    %200 = llvm.and %15, %157 : i1
    %201 = llvm.ptrtoint %151 : !llvm.ptr<3> to i32
    %202 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r" %200, %201 : (i1, i32) -> !llvm.void
    llvm.br ^bb8
  ^bb8:  // 2 preds: ^bb6, ^bb7
    %203 = llvm.add %130, %5 : i32
    llvm.br ^bb5(%203, %15, %137, %139 : i32, i1, i32, i32)
  ^bb9:  // pred: ^bb5
    %204 = llvm.mul %0, %4 : i32
    %205 = llvm.getelementptr %123[%204] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    nvvm.bar.warp.sync %2 : i32
    %206 = nvvm.elect.sync -> i1
    %207 = llvm.and %15, %206 : i1
    %208 = llvm.ptrtoint %205 : !llvm.ptr<3> to i32
    %209 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [$1];", "b,r" %207, %208 : (i1, i32) -> !llvm.void
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%4) : (i32) -> ()
    nvvm.setmaxregister increase 256
    llvm.br ^bb1
  ^bb10:  // pred: ^bb1
    nvvm.setmaxregister decrease 24
    %210 = llvm.getelementptr %107[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %211 = llvm.getelementptr %210[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.struct<packed (ptr, ptr)>
    %212 = llvm.load %211 {alignment = 1 : i64} : !llvm.ptr<3> -> !llvm.ptr
    %213 = llvm.getelementptr %210[0, 1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.struct<packed (ptr, ptr)>
    %214 = llvm.load %213 {alignment = 1 : i64} : !llvm.ptr<3> -> !llvm.ptr
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%4) : (i32) -> ()
    %215 = nvvm.read.ptx.sreg.ctaid.y : i32
    %216 = llvm.mul %215, %5 : i32
    %217 = nvvm.read.ptx.sreg.ctaid.x : i32
    %218 = llvm.mul %217, %6 : i32
    %219 = llvm.getelementptr %107[49280] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %220 = llvm.getelementptr %107[32768] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %221 = llvm.getelementptr %107[49296] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    llvm.br ^bb11(%0, %4, %0 : i32, i32, i32)
  ^bb11(%222: i32, %223: i32, %224: i32):  // 2 preds: ^bb10, ^bb12
    %225 = llvm.icmp "slt" %222, %arg5 : i32
    llvm.cond_br %225, ^bb12, ^bb13
  ^bb12:  // pred: ^bb11
    %226 = llvm.add %223, %4 : i32
    %227 = llvm.icmp "eq" %226, %14 : i32
    %228 = llvm.select %227, %0, %226 : i1, i32
    %229 = llvm.xor %224, %4 : i32
    %230 = llvm.select %227, %229, %224 : i1, i32
    %231 = llvm.mul %228, %4 : i32
    %232 = llvm.getelementptr %219[%231] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %233 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %232, %230 : (!llvm.ptr<3>, i32) -> !llvm.void
    %234 = llvm.mul %228, %13 : i32
    %235 = llvm.getelementptr %220[%234] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %236 = llvm.mul %228, %12 : i32
    %237 = llvm.getelementptr %107[%236] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %238 = llvm.getelementptr %221[%231] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    nvvm.barrier id = %18 number_of_threads = %5
    %239 = llvm.sub %109, %6 : i32
    %240 = llvm.and %239, %17 : i32
    %241 = llvm.icmp "eq" %240, %0 : i32
    %242 = llvm.and %241, %15 : i1
    %243 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$1], 24576;", "b,r" %242, %238 : (i1, !llvm.ptr<3>) -> !llvm.void
    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    nvvm.barrier id = %18 number_of_threads = %5
    %244 = nvvm.elect.sync -> i1
    %245 = llvm.and %15, %244 : i1
    %246 = llvm.icmp "ult" %240, %108 : i32
    %247 = llvm.and %245, %246 : i1
    %248 = llvm.xor %0, %0 : i32
    %249 = llvm.xor %248, %0 : i32
    %250 = llvm.getelementptr %237[%249] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %251 = llvm.add %222, %248 : i32
    %252 = llvm.add %218, %248 : i32
    %253 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %247, %250, %212, %251, %252, %238 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    nvvm.barrier id = %18 number_of_threads = %5
    %254 = nvvm.elect.sync -> i1
    %255 = llvm.and %15, %254 : i1
    %256 = llvm.and %255, %246 : i1
    %257 = llvm.getelementptr %235[%249] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
    %258 = llvm.add %216, %248 : i32
    %259 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %256, %257, %214, %251, %258, %238 : (i1, !llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
    %260 = llvm.add %222, %5 : i32
    llvm.br ^bb11(%260, %228, %230 : i32, i32, i32)
  ^bb13:  // pred: ^bb11
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%4) : (i32) -> ()
    nvvm.setmaxregister increase 256
    llvm.br ^bb1
  ^bb14:  // pred: ^bb1
    nvvm.setmaxregister decrease 24
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%4) : (i32) -> ()
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%4) : (i32) -> ()
    nvvm.setmaxregister increase 256
    llvm.br ^bb1
  ^bb15:  // pred: ^bb0
    nvvm.setmaxregister increase 256
    %261 = llvm.sext %arg5 : i32 to i64
    %262 = nvvm.read.ptx.sreg.ctaid.x : i32
    %263 = nvvm.read.ptx.sreg.ctaid.y : i32
    %264 = nvvm.read.ptx.sreg.ctaid.z : i32
    %265 = nvvm.read.ptx.sreg.nctaid.x : i32
    %266 = nvvm.read.ptx.sreg.nctaid.y : i32
    %267 = llvm.zext %264 : i32 to i64
    %268 = llvm.zext %263 : i32 to i64
    %269 = llvm.zext %266 : i32 to i64
    %270 = llvm.mul %267, %269 : i64
    %271 = llvm.add %268, %270 : i64
    %272 = llvm.zext %262 : i32 to i64
    %273 = llvm.zext %265 : i32 to i64
    %274 = llvm.mul %271, %273 : i64
    %275 = llvm.add %272, %274 : i64
    %276 = llvm.mul %275, %100 : i64
    %277 = llvm.add %276, %20 : i64
    %278 = llvm.getelementptr %arg6[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %279 = llvm.mul %261, %101 : i64
    %280 = llvm.and %109, %99 : i32
    %281 = llvm.icmp "slt" %280, %108 : i32
    %282 = llvm.getelementptr %107[%280] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    %283 = llvm.insertelement %0, %98[%0 : i32] : vector<1xi32>
    %284 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %282, %283, %281 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    nvvm.bar.warp.sync %2 : i32
    %285 = llvm.icmp "eq" %280, %0 : i32
    llvm.cond_br %285, ^bb16, ^bb17
  ^bb16:  // pred: ^bb15
    %286 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l" %107, %arg0 : (!llvm.ptr<3>, !llvm.ptr<1>) -> !llvm.void
    %287 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l" %107 : (!llvm.ptr<3>) -> !llvm.void
    %288 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %107, %5 : (!llvm.ptr<3>, i32) -> !llvm.void
    %289 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %107, %6 : (!llvm.ptr<3>, i32) -> !llvm.void
    %290 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %107, %arg5 : (!llvm.ptr<3>, i32) -> !llvm.void
    %291 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %107, %arg3 : (!llvm.ptr<3>, i32) -> !llvm.void
    %292 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l" %107, %279 : (!llvm.ptr<3>, i64) -> !llvm.void
    %293 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %107, %4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %294 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %107, %4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %295 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0x6;", "l" %107 : (!llvm.ptr<3>) -> !llvm.void
    %296 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;", "l" %107 : (!llvm.ptr<3>) -> !llvm.void
    llvm.br ^bb17
  ^bb17:  // 2 preds: ^bb15, ^bb16
    nvvm.bar.warp.sync %2 : i32
    %297 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b" %278, %107, %281 : (!llvm.ptr<1>, !llvm.ptr<3>, i1) -> !llvm.void
    %298 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b" %278, %281, %281, %281 : (!llvm.ptr<1>, i1, i1, i1) -> !llvm.void
    nvvm.barrier id = %0 number_of_threads = %6
    %299 = llvm.addrspacecast %278 : !llvm.ptr<1> to !llvm.ptr
    %300 = llvm.add %276, %19 : i64
    %301 = llvm.getelementptr %arg6[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
    %302 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.shared::cta.b32 [ $0 + 0 ], $1;", "r,r,b" %282, %283, %281 : (!llvm.ptr<3>, vector<1xi32>, i1) -> !llvm.void
    nvvm.bar.warp.sync %2 : i32
    llvm.cond_br %285, ^bb18, ^bb19
  ^bb18:  // pred: ^bb17
    %303 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "l,l" %107, %arg1 : (!llvm.ptr<3>, !llvm.ptr<1>) -> !llvm.void
    %304 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "l" %107 : (!llvm.ptr<3>) -> !llvm.void
    %305 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %107, %5 : (!llvm.ptr<3>, i32) -> !llvm.void
    %306 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %107, %5 : (!llvm.ptr<3>, i32) -> !llvm.void
    %307 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %107, %arg5 : (!llvm.ptr<3>, i32) -> !llvm.void
    %308 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %107, %arg4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %309 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;", "l,l" %107, %279 : (!llvm.ptr<3>, i64) -> !llvm.void
    %310 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x0, $1;", "l,r" %107, %4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %311 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.element_stride.shared::cta.b1024.b32 [ $0 + 0 ], 0x1, $1;", "l,r" %107, %4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %312 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0x6;", "l" %107 : (!llvm.ptr<3>) -> !llvm.void
    %313 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;", "l" %107 : (!llvm.ptr<3>) -> !llvm.void
    llvm.br ^bb19
  ^bb19:  // 2 preds: ^bb17, ^bb18
    nvvm.bar.warp.sync %2 : i32
    %314 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,l,b" %301, %107, %281 : (!llvm.ptr<1>, !llvm.ptr<3>, i1) -> !llvm.void
    %315 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;\0A\09@$2 cp.async.bulk.commit_group ;\0A\09@$3 cp.async.bulk.wait_group.read 0 ;", "l,b,b,b" %301, %281, %281, %281 : (!llvm.ptr<1>, i1, i1, i1) -> !llvm.void
    nvvm.barrier id = %0 number_of_threads = %6
    %316 = llvm.addrspacecast %301 : !llvm.ptr<1> to !llvm.ptr
    %317 = llvm.mul %262, %6 : i32
    %318 = llvm.mul %263, %5 : i32
    %319 = llvm.getelementptr %107[49312] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %320 = llvm.mul %0, %4 : i32
    %321 = llvm.getelementptr %319[%320] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %322 = llvm.icmp "eq" %115, %0 : i32
    %323 = nvvm.elect.sync -> i1
    %324 = llvm.and %322, %323 : i1
    %325 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %324, %321 : (i1, !llvm.ptr<3>) -> !llvm.void
    %326 = llvm.getelementptr %107[49328] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %327 = llvm.getelementptr %326[%320] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %328 = nvvm.elect.sync -> i1
    %329 = llvm.and %322, %328 : i1
    %330 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %329, %327 : (i1, !llvm.ptr<3>) -> !llvm.void
    nvvm.barrier id = %0 number_of_threads = %6
    %331 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %321, %4 : (!llvm.ptr<3>, i32) -> !llvm.void
    %332 = llvm.ptrtoint %113 : !llvm.ptr<6> to i32
    %333 = llvm.add %332, %0 : i32
    %334 = llvm.inttoptr %333 : i32 to !llvm.ptr<3>
    %335 = llvm.ptrtoint %334 : !llvm.ptr<3> to i32
    %336 = llvm.mul %0, %5 : i32
    %337 = llvm.add %335, %336 : i32
    %338 = llvm.inttoptr %337 : i32 to !llvm.ptr<3>
    %339 = llvm.ptrtoint %338 : !llvm.ptr<3> to i32
    %340 = nvvm.shfl.sync idx %2, %115, %0, %1 : i32 -> i32
    %341 = llvm.and %340, %18 : i32
    %342 = llvm.shl %341, %97 : i32
    %343 = llvm.add %339, %342 : i32
    %344 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.st.sync.aligned.32x32b.x64.b32 [$1 + 0], {$2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63, $64, $65};", "b,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r,r" %15, %343, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102, %102 : (i1, i32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.void
    %345 = llvm.getelementptr %107[49280] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %346 = llvm.getelementptr %345[%320] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    nvvm.tcgen05.wait <store>
    %347 = nvvm.elect.sync -> i1
    %348 = llvm.and %322, %347 : i1
    %349 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %348, %346 : (i1, !llvm.ptr<3>) -> !llvm.void
    %350 = llvm.mul %4, %4 : i32
    %351 = llvm.getelementptr %345[%350] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %352 = nvvm.elect.sync -> i1
    %353 = llvm.and %322, %352 : i1
    %354 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %353, %351 : (i1, !llvm.ptr<3>) -> !llvm.void
    %355 = llvm.getelementptr %107[49296] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %356 = llvm.getelementptr %355[%320] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %357 = nvvm.elect.sync -> i1
    %358 = llvm.and %322, %357 : i1
    %359 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %358, %356 : (i1, !llvm.ptr<3>) -> !llvm.void
    %360 = llvm.getelementptr %355[%350] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
    %361 = nvvm.elect.sync -> i1
    %362 = llvm.and %322, %361 : i1
    %363 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %362, %360 : (i1, !llvm.ptr<3>) -> !llvm.void
    %364 = llvm.getelementptr %107[49336] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    llvm.store %103, %364 : i8, !llvm.ptr<3>
    %365 = llvm.getelementptr %364[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    llvm.store %103, %365 : i8, !llvm.ptr<3>
    %366 = llvm.getelementptr %364[2] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    llvm.store %104, %366 : i8, !llvm.ptr<3>
    %367 = llvm.getelementptr %364[3] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    llvm.store %105, %367 : i8, !llvm.ptr<3>
    %368 = llvm.getelementptr %107[49152] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    %369 = llvm.getelementptr %368[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.struct<packed (ptr, ptr)>
    llvm.store %299, %369 {alignment = 1 : i64} : !llvm.ptr, !llvm.ptr<3>
    %370 = llvm.getelementptr %368[0, 1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.struct<packed (ptr, ptr)>
    llvm.store %316, %370 {alignment = 1 : i64} : !llvm.ptr, !llvm.ptr<3>
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%4) : (i32) -> ()
    nvvm.setmaxregister increase 256
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%4) : (i32) -> ()
    llvm.br ^bb20
  ^bb20:  // pred: ^bb19
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%4) : (i32) -> ()
    nvvm.setmaxregister increase 256
    llvm.br ^bb21
  ^bb21:  // pred: ^bb20
    %371 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "\0A{\0A\09.reg .pred complete;\0A\09waitLoop:\0A\09mbarrier.try_wait.parity.shared::cta.b64 complete, [$0], $1;\0A\09@!complete bra.uni waitLoop;\0A}\0A", "r,r" %327, %0 : (!llvm.ptr<3>, i32) -> !llvm.void
    %372 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "tcgen05.ld.sync.aligned.32x32b.x64.b32 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, [$64 + 0];", "=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,=r,r" %343 : (i32) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
    %373 = llvm.extractvalue %372[0] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %374 = llvm.bitcast %373 : i32 to f32
    %375 = llvm.extractvalue %372[1] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %376 = llvm.bitcast %375 : i32 to f32
    %377 = llvm.extractvalue %372[2] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %378 = llvm.bitcast %377 : i32 to f32
    %379 = llvm.extractvalue %372[3] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %380 = llvm.bitcast %379 : i32 to f32
    %381 = llvm.extractvalue %372[4] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %382 = llvm.bitcast %381 : i32 to f32
    %383 = llvm.extractvalue %372[5] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %384 = llvm.bitcast %383 : i32 to f32
    %385 = llvm.extractvalue %372[6] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %386 = llvm.bitcast %385 : i32 to f32
    %387 = llvm.extractvalue %372[7] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %388 = llvm.bitcast %387 : i32 to f32
    %389 = llvm.extractvalue %372[8] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %390 = llvm.bitcast %389 : i32 to f32
    %391 = llvm.extractvalue %372[9] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %392 = llvm.bitcast %391 : i32 to f32
    %393 = llvm.extractvalue %372[10] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %394 = llvm.bitcast %393 : i32 to f32
    %395 = llvm.extractvalue %372[11] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %396 = llvm.bitcast %395 : i32 to f32
    %397 = llvm.extractvalue %372[12] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %398 = llvm.bitcast %397 : i32 to f32
    %399 = llvm.extractvalue %372[13] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %400 = llvm.bitcast %399 : i32 to f32
    %401 = llvm.extractvalue %372[14] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %402 = llvm.bitcast %401 : i32 to f32
    %403 = llvm.extractvalue %372[15] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %404 = llvm.bitcast %403 : i32 to f32
    %405 = llvm.extractvalue %372[16] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %406 = llvm.bitcast %405 : i32 to f32
    %407 = llvm.extractvalue %372[17] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %408 = llvm.bitcast %407 : i32 to f32
    %409 = llvm.extractvalue %372[18] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %410 = llvm.bitcast %409 : i32 to f32
    %411 = llvm.extractvalue %372[19] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %412 = llvm.bitcast %411 : i32 to f32
    %413 = llvm.extractvalue %372[20] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %414 = llvm.bitcast %413 : i32 to f32
    %415 = llvm.extractvalue %372[21] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %416 = llvm.bitcast %415 : i32 to f32
    %417 = llvm.extractvalue %372[22] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %418 = llvm.bitcast %417 : i32 to f32
    %419 = llvm.extractvalue %372[23] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %420 = llvm.bitcast %419 : i32 to f32
    %421 = llvm.extractvalue %372[24] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %422 = llvm.bitcast %421 : i32 to f32
    %423 = llvm.extractvalue %372[25] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %424 = llvm.bitcast %423 : i32 to f32
    %425 = llvm.extractvalue %372[26] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %426 = llvm.bitcast %425 : i32 to f32
    %427 = llvm.extractvalue %372[27] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %428 = llvm.bitcast %427 : i32 to f32
    %429 = llvm.extractvalue %372[28] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %430 = llvm.bitcast %429 : i32 to f32
    %431 = llvm.extractvalue %372[29] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %432 = llvm.bitcast %431 : i32 to f32
    %433 = llvm.extractvalue %372[30] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %434 = llvm.bitcast %433 : i32 to f32
    %435 = llvm.extractvalue %372[31] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %436 = llvm.bitcast %435 : i32 to f32
    %437 = llvm.extractvalue %372[32] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %438 = llvm.bitcast %437 : i32 to f32
    %439 = llvm.extractvalue %372[33] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %440 = llvm.bitcast %439 : i32 to f32
    %441 = llvm.extractvalue %372[34] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %442 = llvm.bitcast %441 : i32 to f32
    %443 = llvm.extractvalue %372[35] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %444 = llvm.bitcast %443 : i32 to f32
    %445 = llvm.extractvalue %372[36] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %446 = llvm.bitcast %445 : i32 to f32
    %447 = llvm.extractvalue %372[37] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %448 = llvm.bitcast %447 : i32 to f32
    %449 = llvm.extractvalue %372[38] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %450 = llvm.bitcast %449 : i32 to f32
    %451 = llvm.extractvalue %372[39] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %452 = llvm.bitcast %451 : i32 to f32
    %453 = llvm.extractvalue %372[40] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %454 = llvm.bitcast %453 : i32 to f32
    %455 = llvm.extractvalue %372[41] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %456 = llvm.bitcast %455 : i32 to f32
    %457 = llvm.extractvalue %372[42] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %458 = llvm.bitcast %457 : i32 to f32
    %459 = llvm.extractvalue %372[43] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %460 = llvm.bitcast %459 : i32 to f32
    %461 = llvm.extractvalue %372[44] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %462 = llvm.bitcast %461 : i32 to f32
    %463 = llvm.extractvalue %372[45] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %464 = llvm.bitcast %463 : i32 to f32
    %465 = llvm.extractvalue %372[46] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %466 = llvm.bitcast %465 : i32 to f32
    %467 = llvm.extractvalue %372[47] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %468 = llvm.bitcast %467 : i32 to f32
    %469 = llvm.extractvalue %372[48] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %470 = llvm.bitcast %469 : i32 to f32
    %471 = llvm.extractvalue %372[49] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %472 = llvm.bitcast %471 : i32 to f32
    %473 = llvm.extractvalue %372[50] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %474 = llvm.bitcast %473 : i32 to f32
    %475 = llvm.extractvalue %372[51] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %476 = llvm.bitcast %475 : i32 to f32
    %477 = llvm.extractvalue %372[52] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %478 = llvm.bitcast %477 : i32 to f32
    %479 = llvm.extractvalue %372[53] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %480 = llvm.bitcast %479 : i32 to f32
    %481 = llvm.extractvalue %372[54] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %482 = llvm.bitcast %481 : i32 to f32
    %483 = llvm.extractvalue %372[55] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %484 = llvm.bitcast %483 : i32 to f32
    %485 = llvm.extractvalue %372[56] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %486 = llvm.bitcast %485 : i32 to f32
    %487 = llvm.extractvalue %372[57] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %488 = llvm.bitcast %487 : i32 to f32
    %489 = llvm.extractvalue %372[58] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %490 = llvm.bitcast %489 : i32 to f32
    %491 = llvm.extractvalue %372[59] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %492 = llvm.bitcast %491 : i32 to f32
    %493 = llvm.extractvalue %372[60] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %494 = llvm.bitcast %493 : i32 to f32
    %495 = llvm.extractvalue %372[61] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %496 = llvm.bitcast %495 : i32 to f32
    %497 = llvm.extractvalue %372[62] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %498 = llvm.bitcast %497 : i32 to f32
    %499 = llvm.extractvalue %372[63] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> 
    %500 = llvm.bitcast %499 : i32 to f32
    nvvm.tcgen05.wait <load>
    nvvm.barrier id = %0 number_of_threads = %6
    %501 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r" %285, %321 : (i1, !llvm.ptr<3>) -> !llvm.void
    %502 = llvm.urem %280, %108 : i32
    %503 = llvm.shl %502, %0 : i32
    %504 = llvm.or %0, %503 : i32
    %505 = llvm.shl %115, %95 : i32
    %506 = llvm.or %504, %505 : i32
    %507 = llvm.and %506, %5 : i32
    %508 = llvm.lshr %507, %7 : i32
    %509 = llvm.or disjoint %508, %0 : i32
    %510 = llvm.xor %0, %509 : i32
    %511 = llvm.xor %510, %0 : i32
    %512 = llvm.xor %510, %14 : i32
    %513 = llvm.xor %510, %3 : i32
    %514 = llvm.xor %510, %7 : i32
    %515 = llvm.xor %510, %94 : i32
    %516 = llvm.xor %510, %93 : i32
    %517 = llvm.xor %510, %92 : i32
    %518 = llvm.xor %510, %91 : i32
    %519 = llvm.xor %510, %90 : i32
    %520 = llvm.xor %510, %89 : i32
    %521 = llvm.xor %510, %88 : i32
    %522 = llvm.xor %510, %87 : i32
    %523 = llvm.xor %510, %86 : i32
    %524 = llvm.xor %510, %85 : i32
    %525 = llvm.xor %510, %84 : i32
    %526 = llvm.xor %510, %83 : i32
    %527 = llvm.xor %510, %108 : i32
    %528 = llvm.xor %510, %82 : i32
    %529 = llvm.xor %510, %81 : i32
    %530 = llvm.xor %510, %80 : i32
    %531 = llvm.xor %510, %79 : i32
    %532 = llvm.xor %510, %78 : i32
    %533 = llvm.xor %510, %77 : i32
    %534 = llvm.xor %510, %76 : i32
    %535 = llvm.xor %510, %75 : i32
    %536 = llvm.xor %510, %74 : i32
    %537 = llvm.xor %510, %73 : i32
    %538 = llvm.xor %510, %72 : i32
    %539 = llvm.xor %510, %71 : i32
    %540 = llvm.xor %510, %70 : i32
    %541 = llvm.xor %510, %69 : i32
    %542 = llvm.xor %510, %68 : i32
    %543 = llvm.xor %510, %5 : i32
    %544 = llvm.xor %510, %67 : i32
    %545 = llvm.xor %510, %66 : i32
    %546 = llvm.xor %510, %65 : i32
    %547 = llvm.xor %510, %64 : i32
    %548 = llvm.xor %510, %63 : i32
    %549 = llvm.xor %510, %62 : i32
    %550 = llvm.xor %510, %61 : i32
    %551 = llvm.xor %510, %60 : i32
    %552 = llvm.xor %510, %59 : i32
    %553 = llvm.xor %510, %58 : i32
    %554 = llvm.xor %510, %57 : i32
    %555 = llvm.xor %510, %56 : i32
    %556 = llvm.xor %510, %55 : i32
    %557 = llvm.xor %510, %54 : i32
    %558 = llvm.xor %510, %53 : i32
    %559 = llvm.xor %510, %52 : i32
    %560 = llvm.xor %510, %51 : i32
    %561 = llvm.xor %510, %50 : i32
    %562 = llvm.xor %510, %49 : i32
    %563 = llvm.xor %510, %48 : i32
    %564 = llvm.xor %510, %47 : i32
    %565 = llvm.xor %510, %46 : i32
    %566 = llvm.xor %510, %45 : i32
    %567 = llvm.xor %510, %44 : i32
    %568 = llvm.xor %510, %43 : i32
    %569 = llvm.xor %510, %42 : i32
    %570 = llvm.xor %510, %41 : i32
    %571 = llvm.xor %510, %40 : i32
    %572 = llvm.xor %510, %39 : i32
    %573 = llvm.xor %510, %38 : i32
    %574 = llvm.xor %510, %37 : i32
    %575 = llvm.add %511, %96 : i32
    %576 = llvm.add %512, %96 : i32
    %577 = llvm.add %513, %96 : i32
    %578 = llvm.add %514, %96 : i32
    %579 = llvm.add %515, %96 : i32
    %580 = llvm.add %516, %96 : i32
    %581 = llvm.add %517, %96 : i32
    %582 = llvm.add %518, %96 : i32
    %583 = llvm.add %519, %96 : i32
    %584 = llvm.add %520, %96 : i32
    %585 = llvm.add %521, %96 : i32
    %586 = llvm.add %522, %96 : i32
    %587 = llvm.add %523, %96 : i32
    %588 = llvm.add %524, %96 : i32
    %589 = llvm.add %525, %96 : i32
    %590 = llvm.add %526, %96 : i32
    %591 = llvm.add %527, %96 : i32
    %592 = llvm.add %528, %96 : i32
    %593 = llvm.add %529, %96 : i32
    %594 = llvm.add %530, %96 : i32
    %595 = llvm.add %531, %96 : i32
    %596 = llvm.add %532, %96 : i32
    %597 = llvm.add %533, %96 : i32
    %598 = llvm.add %534, %96 : i32
    %599 = llvm.add %535, %96 : i32
    %600 = llvm.add %536, %96 : i32
    %601 = llvm.add %537, %96 : i32
    %602 = llvm.add %538, %96 : i32
    %603 = llvm.add %539, %96 : i32
    %604 = llvm.add %540, %96 : i32
    %605 = llvm.add %541, %96 : i32
    %606 = llvm.add %542, %96 : i32
    %607 = llvm.add %543, %96 : i32
    %608 = llvm.add %544, %96 : i32
    %609 = llvm.add %545, %96 : i32
    %610 = llvm.add %546, %96 : i32
    %611 = llvm.add %547, %96 : i32
    %612 = llvm.add %548, %96 : i32
    %613 = llvm.add %549, %96 : i32
    %614 = llvm.add %550, %96 : i32
    %615 = llvm.add %551, %96 : i32
    %616 = llvm.add %552, %96 : i32
    %617 = llvm.add %553, %96 : i32
    %618 = llvm.add %554, %96 : i32
    %619 = llvm.add %555, %96 : i32
    %620 = llvm.add %556, %96 : i32
    %621 = llvm.add %557, %96 : i32
    %622 = llvm.add %558, %96 : i32
    %623 = llvm.add %559, %96 : i32
    %624 = llvm.add %560, %96 : i32
    %625 = llvm.add %561, %96 : i32
    %626 = llvm.add %562, %96 : i32
    %627 = llvm.add %563, %96 : i32
    %628 = llvm.add %564, %96 : i32
    %629 = llvm.add %565, %96 : i32
    %630 = llvm.add %566, %96 : i32
    %631 = llvm.add %567, %96 : i32
    %632 = llvm.add %568, %96 : i32
    %633 = llvm.add %569, %96 : i32
    %634 = llvm.add %570, %96 : i32
    %635 = llvm.add %571, %96 : i32
    %636 = llvm.add %572, %96 : i32
    %637 = llvm.add %573, %96 : i32
    %638 = llvm.add %574, %96 : i32
    %639 = llvm.add %317, %575 : i32
    %640 = llvm.add %317, %576 : i32
    %641 = llvm.add %317, %577 : i32
    %642 = llvm.add %317, %578 : i32
    %643 = llvm.add %317, %579 : i32
    %644 = llvm.add %317, %580 : i32
    %645 = llvm.add %317, %581 : i32
    %646 = llvm.add %317, %582 : i32
    %647 = llvm.add %317, %583 : i32
    %648 = llvm.add %317, %584 : i32
    %649 = llvm.add %317, %585 : i32
    %650 = llvm.add %317, %586 : i32
    %651 = llvm.add %317, %587 : i32
    %652 = llvm.add %317, %588 : i32
    %653 = llvm.add %317, %589 : i32
    %654 = llvm.add %317, %590 : i32
    %655 = llvm.add %317, %591 : i32
    %656 = llvm.add %317, %592 : i32
    %657 = llvm.add %317, %593 : i32
    %658 = llvm.add %317, %594 : i32
    %659 = llvm.add %317, %595 : i32
    %660 = llvm.add %317, %596 : i32
    %661 = llvm.add %317, %597 : i32
    %662 = llvm.add %317, %598 : i32
    %663 = llvm.add %317, %599 : i32
    %664 = llvm.add %317, %600 : i32
    %665 = llvm.add %317, %601 : i32
    %666 = llvm.add %317, %602 : i32
    %667 = llvm.add %317, %603 : i32
    %668 = llvm.add %317, %604 : i32
    %669 = llvm.add %317, %605 : i32
    %670 = llvm.add %317, %606 : i32
    %671 = llvm.add %317, %607 : i32
    %672 = llvm.add %317, %608 : i32
    %673 = llvm.add %317, %609 : i32
    %674 = llvm.add %317, %610 : i32
    %675 = llvm.add %317, %611 : i32
    %676 = llvm.add %317, %612 : i32
    %677 = llvm.add %317, %613 : i32
    %678 = llvm.add %317, %614 : i32
    %679 = llvm.add %317, %615 : i32
    %680 = llvm.add %317, %616 : i32
    %681 = llvm.add %317, %617 : i32
    %682 = llvm.add %317, %618 : i32
    %683 = llvm.add %317, %619 : i32
    %684 = llvm.add %317, %620 : i32
    %685 = llvm.add %317, %621 : i32
    %686 = llvm.add %317, %622 : i32
    %687 = llvm.add %317, %623 : i32
    %688 = llvm.add %317, %624 : i32
    %689 = llvm.add %317, %625 : i32
    %690 = llvm.add %317, %626 : i32
    %691 = llvm.add %317, %627 : i32
    %692 = llvm.add %317, %628 : i32
    %693 = llvm.add %317, %629 : i32
    %694 = llvm.add %317, %630 : i32
    %695 = llvm.add %317, %631 : i32
    %696 = llvm.add %317, %632 : i32
    %697 = llvm.add %317, %633 : i32
    %698 = llvm.add %317, %634 : i32
    %699 = llvm.add %317, %635 : i32
    %700 = llvm.add %317, %636 : i32
    %701 = llvm.add %317, %637 : i32
    %702 = llvm.add %317, %638 : i32
    %703 = llvm.and %506, %17 : i32
    %704 = llvm.lshr %703, %0 : i32
    %705 = llvm.or disjoint %704, %0 : i32
    %706 = llvm.xor %0, %705 : i32
    %707 = llvm.xor %706, %0 : i32
    %708 = llvm.add %707, %96 : i32
    %709 = llvm.add %318, %708 : i32
    %710 = llvm.icmp "slt" %639, %arg3 : i32
    %711 = llvm.icmp "slt" %640, %arg3 : i32
    %712 = llvm.icmp "slt" %641, %arg3 : i32
    %713 = llvm.icmp "slt" %642, %arg3 : i32
    %714 = llvm.icmp "slt" %643, %arg3 : i32
    %715 = llvm.icmp "slt" %644, %arg3 : i32
    %716 = llvm.icmp "slt" %645, %arg3 : i32
    %717 = llvm.icmp "slt" %646, %arg3 : i32
    %718 = llvm.icmp "slt" %647, %arg3 : i32
    %719 = llvm.icmp "slt" %648, %arg3 : i32
    %720 = llvm.icmp "slt" %649, %arg3 : i32
    %721 = llvm.icmp "slt" %650, %arg3 : i32
    %722 = llvm.icmp "slt" %651, %arg3 : i32
    %723 = llvm.icmp "slt" %652, %arg3 : i32
    %724 = llvm.icmp "slt" %653, %arg3 : i32
    %725 = llvm.icmp "slt" %654, %arg3 : i32
    %726 = llvm.icmp "slt" %655, %arg3 : i32
    %727 = llvm.icmp "slt" %656, %arg3 : i32
    %728 = llvm.icmp "slt" %657, %arg3 : i32
    %729 = llvm.icmp "slt" %658, %arg3 : i32
    %730 = llvm.icmp "slt" %659, %arg3 : i32
    %731 = llvm.icmp "slt" %660, %arg3 : i32
    %732 = llvm.icmp "slt" %661, %arg3 : i32
    %733 = llvm.icmp "slt" %662, %arg3 : i32
    %734 = llvm.icmp "slt" %663, %arg3 : i32
    %735 = llvm.icmp "slt" %664, %arg3 : i32
    %736 = llvm.icmp "slt" %665, %arg3 : i32
    %737 = llvm.icmp "slt" %666, %arg3 : i32
    %738 = llvm.icmp "slt" %667, %arg3 : i32
    %739 = llvm.icmp "slt" %668, %arg3 : i32
    %740 = llvm.icmp "slt" %669, %arg3 : i32
    %741 = llvm.icmp "slt" %670, %arg3 : i32
    %742 = llvm.icmp "slt" %671, %arg3 : i32
    %743 = llvm.icmp "slt" %672, %arg3 : i32
    %744 = llvm.icmp "slt" %673, %arg3 : i32
    %745 = llvm.icmp "slt" %674, %arg3 : i32
    %746 = llvm.icmp "slt" %675, %arg3 : i32
    %747 = llvm.icmp "slt" %676, %arg3 : i32
    %748 = llvm.icmp "slt" %677, %arg3 : i32
    %749 = llvm.icmp "slt" %678, %arg3 : i32
    %750 = llvm.icmp "slt" %679, %arg3 : i32
    %751 = llvm.icmp "slt" %680, %arg3 : i32
    %752 = llvm.icmp "slt" %681, %arg3 : i32
    %753 = llvm.icmp "slt" %682, %arg3 : i32
    %754 = llvm.icmp "slt" %683, %arg3 : i32
    %755 = llvm.icmp "slt" %684, %arg3 : i32
    %756 = llvm.icmp "slt" %685, %arg3 : i32
    %757 = llvm.icmp "slt" %686, %arg3 : i32
    %758 = llvm.icmp "slt" %687, %arg3 : i32
    %759 = llvm.icmp "slt" %688, %arg3 : i32
    %760 = llvm.icmp "slt" %689, %arg3 : i32
    %761 = llvm.icmp "slt" %690, %arg3 : i32
    %762 = llvm.icmp "slt" %691, %arg3 : i32
    %763 = llvm.icmp "slt" %692, %arg3 : i32
    %764 = llvm.icmp "slt" %693, %arg3 : i32
    %765 = llvm.icmp "slt" %694, %arg3 : i32
    %766 = llvm.icmp "slt" %695, %arg3 : i32
    %767 = llvm.icmp "slt" %696, %arg3 : i32
    %768 = llvm.icmp "slt" %697, %arg3 : i32
    %769 = llvm.icmp "slt" %698, %arg3 : i32
    %770 = llvm.icmp "slt" %699, %arg3 : i32
    %771 = llvm.icmp "slt" %700, %arg3 : i32
    %772 = llvm.icmp "slt" %701, %arg3 : i32
    %773 = llvm.icmp "slt" %702, %arg3 : i32
    %774 = llvm.icmp "slt" %709, %arg4 : i32
    %775 = llvm.and %710, %774 : i1
    %776 = llvm.and %711, %774 : i1
    %777 = llvm.and %712, %774 : i1
    %778 = llvm.and %713, %774 : i1
    %779 = llvm.and %714, %774 : i1
    %780 = llvm.and %715, %774 : i1
    %781 = llvm.and %716, %774 : i1
    %782 = llvm.and %717, %774 : i1
    %783 = llvm.and %718, %774 : i1
    %784 = llvm.and %719, %774 : i1
    %785 = llvm.and %720, %774 : i1
    %786 = llvm.and %721, %774 : i1
    %787 = llvm.and %722, %774 : i1
    %788 = llvm.and %723, %774 : i1
    %789 = llvm.and %724, %774 : i1
    %790 = llvm.and %725, %774 : i1
    %791 = llvm.and %726, %774 : i1
    %792 = llvm.and %727, %774 : i1
    %793 = llvm.and %728, %774 : i1
    %794 = llvm.and %729, %774 : i1
    %795 = llvm.and %730, %774 : i1
    %796 = llvm.and %731, %774 : i1
    %797 = llvm.and %732, %774 : i1
    %798 = llvm.and %733, %774 : i1
    %799 = llvm.and %734, %774 : i1
    %800 = llvm.and %735, %774 : i1
    %801 = llvm.and %736, %774 : i1
    %802 = llvm.and %737, %774 : i1
    %803 = llvm.and %738, %774 : i1
    %804 = llvm.and %739, %774 : i1
    %805 = llvm.and %740, %774 : i1
    %806 = llvm.and %741, %774 : i1
    %807 = llvm.and %742, %774 : i1
    %808 = llvm.and %743, %774 : i1
    %809 = llvm.and %744, %774 : i1
    %810 = llvm.and %745, %774 : i1
    %811 = llvm.and %746, %774 : i1
    %812 = llvm.and %747, %774 : i1
    %813 = llvm.and %748, %774 : i1
    %814 = llvm.and %749, %774 : i1
    %815 = llvm.and %750, %774 : i1
    %816 = llvm.and %751, %774 : i1
    %817 = llvm.and %752, %774 : i1
    %818 = llvm.and %753, %774 : i1
    %819 = llvm.and %754, %774 : i1
    %820 = llvm.and %755, %774 : i1
    %821 = llvm.and %756, %774 : i1
    %822 = llvm.and %757, %774 : i1
    %823 = llvm.and %758, %774 : i1
    %824 = llvm.and %759, %774 : i1
    %825 = llvm.and %760, %774 : i1
    %826 = llvm.and %761, %774 : i1
    %827 = llvm.and %762, %774 : i1
    %828 = llvm.and %763, %774 : i1
    %829 = llvm.and %764, %774 : i1
    %830 = llvm.and %765, %774 : i1
    %831 = llvm.and %766, %774 : i1
    %832 = llvm.and %767, %774 : i1
    %833 = llvm.and %768, %774 : i1
    %834 = llvm.and %769, %774 : i1
    %835 = llvm.and %770, %774 : i1
    %836 = llvm.and %771, %774 : i1
    %837 = llvm.and %772, %774 : i1
    %838 = llvm.and %773, %774 : i1
    %839 = llvm.mul %639, %arg4 : i32
    %840 = llvm.mul %640, %arg4 : i32
    %841 = llvm.mul %641, %arg4 : i32
    %842 = llvm.mul %642, %arg4 : i32
    %843 = llvm.mul %643, %arg4 : i32
    %844 = llvm.mul %644, %arg4 : i32
    %845 = llvm.mul %645, %arg4 : i32
    %846 = llvm.mul %646, %arg4 : i32
    %847 = llvm.mul %647, %arg4 : i32
    %848 = llvm.mul %648, %arg4 : i32
    %849 = llvm.mul %649, %arg4 : i32
    %850 = llvm.mul %650, %arg4 : i32
    %851 = llvm.mul %651, %arg4 : i32
    %852 = llvm.mul %652, %arg4 : i32
    %853 = llvm.mul %653, %arg4 : i32
    %854 = llvm.mul %654, %arg4 : i32
    %855 = llvm.mul %655, %arg4 : i32
    %856 = llvm.mul %656, %arg4 : i32
    %857 = llvm.mul %657, %arg4 : i32
    %858 = llvm.mul %658, %arg4 : i32
    %859 = llvm.mul %659, %arg4 : i32
    %860 = llvm.mul %660, %arg4 : i32
    %861 = llvm.mul %661, %arg4 : i32
    %862 = llvm.mul %662, %arg4 : i32
    %863 = llvm.mul %663, %arg4 : i32
    %864 = llvm.mul %664, %arg4 : i32
    %865 = llvm.mul %665, %arg4 : i32
    %866 = llvm.mul %666, %arg4 : i32
    %867 = llvm.mul %667, %arg4 : i32
    %868 = llvm.mul %668, %arg4 : i32
    %869 = llvm.mul %669, %arg4 : i32
    %870 = llvm.mul %670, %arg4 : i32
    %871 = llvm.mul %671, %arg4 : i32
    %872 = llvm.mul %672, %arg4 : i32
    %873 = llvm.mul %673, %arg4 : i32
    %874 = llvm.mul %674, %arg4 : i32
    %875 = llvm.mul %675, %arg4 : i32
    %876 = llvm.mul %676, %arg4 : i32
    %877 = llvm.mul %677, %arg4 : i32
    %878 = llvm.mul %678, %arg4 : i32
    %879 = llvm.mul %679, %arg4 : i32
    %880 = llvm.mul %680, %arg4 : i32
    %881 = llvm.mul %681, %arg4 : i32
    %882 = llvm.mul %682, %arg4 : i32
    %883 = llvm.mul %683, %arg4 : i32
    %884 = llvm.mul %684, %arg4 : i32
    %885 = llvm.mul %685, %arg4 : i32
    %886 = llvm.mul %686, %arg4 : i32
    %887 = llvm.mul %687, %arg4 : i32
    %888 = llvm.mul %688, %arg4 : i32
    %889 = llvm.mul %689, %arg4 : i32
    %890 = llvm.mul %690, %arg4 : i32
    %891 = llvm.mul %691, %arg4 : i32
    %892 = llvm.mul %692, %arg4 : i32
    %893 = llvm.mul %693, %arg4 : i32
    %894 = llvm.mul %694, %arg4 : i32
    %895 = llvm.mul %695, %arg4 : i32
    %896 = llvm.mul %696, %arg4 : i32
    %897 = llvm.mul %697, %arg4 : i32
    %898 = llvm.mul %698, %arg4 : i32
    %899 = llvm.mul %699, %arg4 : i32
    %900 = llvm.mul %700, %arg4 : i32
    %901 = llvm.mul %701, %arg4 : i32
    %902 = llvm.mul %702, %arg4 : i32
    %903 = llvm.getelementptr %arg2[%839] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %904 = llvm.getelementptr %arg2[%840] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %905 = llvm.getelementptr %arg2[%841] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %906 = llvm.getelementptr %arg2[%842] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %907 = llvm.getelementptr %arg2[%843] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %908 = llvm.getelementptr %arg2[%844] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %909 = llvm.getelementptr %arg2[%845] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %910 = llvm.getelementptr %arg2[%846] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %911 = llvm.getelementptr %arg2[%847] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %912 = llvm.getelementptr %arg2[%848] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %913 = llvm.getelementptr %arg2[%849] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %914 = llvm.getelementptr %arg2[%850] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %915 = llvm.getelementptr %arg2[%851] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %916 = llvm.getelementptr %arg2[%852] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %917 = llvm.getelementptr %arg2[%853] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %918 = llvm.getelementptr %arg2[%854] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %919 = llvm.getelementptr %arg2[%855] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %920 = llvm.getelementptr %arg2[%856] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %921 = llvm.getelementptr %arg2[%857] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %922 = llvm.getelementptr %arg2[%858] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %923 = llvm.getelementptr %arg2[%859] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %924 = llvm.getelementptr %arg2[%860] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %925 = llvm.getelementptr %arg2[%861] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %926 = llvm.getelementptr %arg2[%862] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %927 = llvm.getelementptr %arg2[%863] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %928 = llvm.getelementptr %arg2[%864] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %929 = llvm.getelementptr %arg2[%865] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %930 = llvm.getelementptr %arg2[%866] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %931 = llvm.getelementptr %arg2[%867] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %932 = llvm.getelementptr %arg2[%868] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %933 = llvm.getelementptr %arg2[%869] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %934 = llvm.getelementptr %arg2[%870] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %935 = llvm.getelementptr %arg2[%871] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %936 = llvm.getelementptr %arg2[%872] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %937 = llvm.getelementptr %arg2[%873] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %938 = llvm.getelementptr %arg2[%874] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %939 = llvm.getelementptr %arg2[%875] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %940 = llvm.getelementptr %arg2[%876] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %941 = llvm.getelementptr %arg2[%877] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %942 = llvm.getelementptr %arg2[%878] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %943 = llvm.getelementptr %arg2[%879] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %944 = llvm.getelementptr %arg2[%880] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %945 = llvm.getelementptr %arg2[%881] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %946 = llvm.getelementptr %arg2[%882] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %947 = llvm.getelementptr %arg2[%883] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %948 = llvm.getelementptr %arg2[%884] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %949 = llvm.getelementptr %arg2[%885] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %950 = llvm.getelementptr %arg2[%886] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %951 = llvm.getelementptr %arg2[%887] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %952 = llvm.getelementptr %arg2[%888] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %953 = llvm.getelementptr %arg2[%889] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %954 = llvm.getelementptr %arg2[%890] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %955 = llvm.getelementptr %arg2[%891] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %956 = llvm.getelementptr %arg2[%892] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %957 = llvm.getelementptr %arg2[%893] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %958 = llvm.getelementptr %arg2[%894] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %959 = llvm.getelementptr %arg2[%895] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %960 = llvm.getelementptr %arg2[%896] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %961 = llvm.getelementptr %arg2[%897] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %962 = llvm.getelementptr %arg2[%898] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %963 = llvm.getelementptr %arg2[%899] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %964 = llvm.getelementptr %arg2[%900] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %965 = llvm.getelementptr %arg2[%901] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %966 = llvm.getelementptr %arg2[%902] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %967 = llvm.getelementptr %903[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %968 = llvm.getelementptr %904[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %969 = llvm.getelementptr %905[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %970 = llvm.getelementptr %906[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %971 = llvm.getelementptr %907[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %972 = llvm.getelementptr %908[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %973 = llvm.getelementptr %909[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %974 = llvm.getelementptr %910[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %975 = llvm.getelementptr %911[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %976 = llvm.getelementptr %912[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %977 = llvm.getelementptr %913[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %978 = llvm.getelementptr %914[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %979 = llvm.getelementptr %915[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %980 = llvm.getelementptr %916[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %981 = llvm.getelementptr %917[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %982 = llvm.getelementptr %918[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %983 = llvm.getelementptr %919[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %984 = llvm.getelementptr %920[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %985 = llvm.getelementptr %921[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %986 = llvm.getelementptr %922[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %987 = llvm.getelementptr %923[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %988 = llvm.getelementptr %924[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %989 = llvm.getelementptr %925[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %990 = llvm.getelementptr %926[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %991 = llvm.getelementptr %927[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %992 = llvm.getelementptr %928[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %993 = llvm.getelementptr %929[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %994 = llvm.getelementptr %930[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %995 = llvm.getelementptr %931[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %996 = llvm.getelementptr %932[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %997 = llvm.getelementptr %933[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %998 = llvm.getelementptr %934[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %999 = llvm.getelementptr %935[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1000 = llvm.getelementptr %936[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1001 = llvm.getelementptr %937[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1002 = llvm.getelementptr %938[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1003 = llvm.getelementptr %939[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1004 = llvm.getelementptr %940[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1005 = llvm.getelementptr %941[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1006 = llvm.getelementptr %942[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1007 = llvm.getelementptr %943[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1008 = llvm.getelementptr %944[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1009 = llvm.getelementptr %945[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1010 = llvm.getelementptr %946[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1011 = llvm.getelementptr %947[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1012 = llvm.getelementptr %948[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1013 = llvm.getelementptr %949[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1014 = llvm.getelementptr %950[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1015 = llvm.getelementptr %951[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1016 = llvm.getelementptr %952[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1017 = llvm.getelementptr %953[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1018 = llvm.getelementptr %954[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1019 = llvm.getelementptr %955[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1020 = llvm.getelementptr %956[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1021 = llvm.getelementptr %957[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1022 = llvm.getelementptr %958[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1023 = llvm.getelementptr %959[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1024 = llvm.getelementptr %960[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1025 = llvm.getelementptr %961[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1026 = llvm.getelementptr %962[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1027 = llvm.getelementptr %963[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1028 = llvm.getelementptr %964[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1029 = llvm.getelementptr %965[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1030 = llvm.getelementptr %966[%709] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %1031 = llvm.intr.maxnum(%374, %102) : (f32, f32) -> f32
    %1032 = llvm.intr.maxnum(%376, %102) : (f32, f32) -> f32
    %1033 = llvm.intr.maxnum(%378, %102) : (f32, f32) -> f32
    %1034 = llvm.intr.maxnum(%380, %102) : (f32, f32) -> f32
    %1035 = llvm.intr.maxnum(%382, %102) : (f32, f32) -> f32
    %1036 = llvm.intr.maxnum(%384, %102) : (f32, f32) -> f32
    %1037 = llvm.intr.maxnum(%386, %102) : (f32, f32) -> f32
    %1038 = llvm.intr.maxnum(%388, %102) : (f32, f32) -> f32
    %1039 = llvm.intr.maxnum(%390, %102) : (f32, f32) -> f32
    %1040 = llvm.intr.maxnum(%392, %102) : (f32, f32) -> f32
    %1041 = llvm.intr.maxnum(%394, %102) : (f32, f32) -> f32
    %1042 = llvm.intr.maxnum(%396, %102) : (f32, f32) -> f32
    %1043 = llvm.intr.maxnum(%398, %102) : (f32, f32) -> f32
    %1044 = llvm.intr.maxnum(%400, %102) : (f32, f32) -> f32
    %1045 = llvm.intr.maxnum(%402, %102) : (f32, f32) -> f32
    %1046 = llvm.intr.maxnum(%404, %102) : (f32, f32) -> f32
    %1047 = llvm.intr.maxnum(%406, %102) : (f32, f32) -> f32
    %1048 = llvm.intr.maxnum(%408, %102) : (f32, f32) -> f32
    %1049 = llvm.intr.maxnum(%410, %102) : (f32, f32) -> f32
    %1050 = llvm.intr.maxnum(%412, %102) : (f32, f32) -> f32
    %1051 = llvm.intr.maxnum(%414, %102) : (f32, f32) -> f32
    %1052 = llvm.intr.maxnum(%416, %102) : (f32, f32) -> f32
    %1053 = llvm.intr.maxnum(%418, %102) : (f32, f32) -> f32
    %1054 = llvm.intr.maxnum(%420, %102) : (f32, f32) -> f32
    %1055 = llvm.intr.maxnum(%422, %102) : (f32, f32) -> f32
    %1056 = llvm.intr.maxnum(%424, %102) : (f32, f32) -> f32
    %1057 = llvm.intr.maxnum(%426, %102) : (f32, f32) -> f32
    %1058 = llvm.intr.maxnum(%428, %102) : (f32, f32) -> f32
    %1059 = llvm.intr.maxnum(%430, %102) : (f32, f32) -> f32
    %1060 = llvm.intr.maxnum(%432, %102) : (f32, f32) -> f32
    %1061 = llvm.intr.maxnum(%434, %102) : (f32, f32) -> f32
    %1062 = llvm.intr.maxnum(%436, %102) : (f32, f32) -> f32
    %1063 = llvm.intr.maxnum(%438, %102) : (f32, f32) -> f32
    %1064 = llvm.intr.maxnum(%440, %102) : (f32, f32) -> f32
    %1065 = llvm.intr.maxnum(%442, %102) : (f32, f32) -> f32
    %1066 = llvm.intr.maxnum(%444, %102) : (f32, f32) -> f32
    %1067 = llvm.intr.maxnum(%446, %102) : (f32, f32) -> f32
    %1068 = llvm.intr.maxnum(%448, %102) : (f32, f32) -> f32
    %1069 = llvm.intr.maxnum(%450, %102) : (f32, f32) -> f32
    %1070 = llvm.intr.maxnum(%452, %102) : (f32, f32) -> f32
    %1071 = llvm.intr.maxnum(%454, %102) : (f32, f32) -> f32
    %1072 = llvm.intr.maxnum(%456, %102) : (f32, f32) -> f32
    %1073 = llvm.intr.maxnum(%458, %102) : (f32, f32) -> f32
    %1074 = llvm.intr.maxnum(%460, %102) : (f32, f32) -> f32
    %1075 = llvm.intr.maxnum(%462, %102) : (f32, f32) -> f32
    %1076 = llvm.intr.maxnum(%464, %102) : (f32, f32) -> f32
    %1077 = llvm.intr.maxnum(%466, %102) : (f32, f32) -> f32
    %1078 = llvm.intr.maxnum(%468, %102) : (f32, f32) -> f32
    %1079 = llvm.intr.maxnum(%470, %102) : (f32, f32) -> f32
    %1080 = llvm.intr.maxnum(%472, %102) : (f32, f32) -> f32
    %1081 = llvm.intr.maxnum(%474, %102) : (f32, f32) -> f32
    %1082 = llvm.intr.maxnum(%476, %102) : (f32, f32) -> f32
    %1083 = llvm.intr.maxnum(%478, %102) : (f32, f32) -> f32
    %1084 = llvm.intr.maxnum(%480, %102) : (f32, f32) -> f32
    %1085 = llvm.intr.maxnum(%482, %102) : (f32, f32) -> f32
    %1086 = llvm.intr.maxnum(%484, %102) : (f32, f32) -> f32
    %1087 = llvm.intr.maxnum(%486, %102) : (f32, f32) -> f32
    %1088 = llvm.intr.maxnum(%488, %102) : (f32, f32) -> f32
    %1089 = llvm.intr.maxnum(%490, %102) : (f32, f32) -> f32
    %1090 = llvm.intr.maxnum(%492, %102) : (f32, f32) -> f32
    %1091 = llvm.intr.maxnum(%494, %102) : (f32, f32) -> f32
    %1092 = llvm.intr.maxnum(%496, %102) : (f32, f32) -> f32
    %1093 = llvm.intr.maxnum(%498, %102) : (f32, f32) -> f32
    %1094 = llvm.intr.maxnum(%500, %102) : (f32, f32) -> f32
    %1095 = llvm.fptrunc %1031 : f32 to f16
    %1096 = llvm.fptrunc %1032 : f32 to f16
    %1097 = llvm.fptrunc %1033 : f32 to f16
    %1098 = llvm.fptrunc %1034 : f32 to f16
    %1099 = llvm.fptrunc %1035 : f32 to f16
    %1100 = llvm.fptrunc %1036 : f32 to f16
    %1101 = llvm.fptrunc %1037 : f32 to f16
    %1102 = llvm.fptrunc %1038 : f32 to f16
    %1103 = llvm.fptrunc %1039 : f32 to f16
    %1104 = llvm.fptrunc %1040 : f32 to f16
    %1105 = llvm.fptrunc %1041 : f32 to f16
    %1106 = llvm.fptrunc %1042 : f32 to f16
    %1107 = llvm.fptrunc %1043 : f32 to f16
    %1108 = llvm.fptrunc %1044 : f32 to f16
    %1109 = llvm.fptrunc %1045 : f32 to f16
    %1110 = llvm.fptrunc %1046 : f32 to f16
    %1111 = llvm.fptrunc %1047 : f32 to f16
    %1112 = llvm.fptrunc %1048 : f32 to f16
    %1113 = llvm.fptrunc %1049 : f32 to f16
    %1114 = llvm.fptrunc %1050 : f32 to f16
    %1115 = llvm.fptrunc %1051 : f32 to f16
    %1116 = llvm.fptrunc %1052 : f32 to f16
    %1117 = llvm.fptrunc %1053 : f32 to f16
    %1118 = llvm.fptrunc %1054 : f32 to f16
    %1119 = llvm.fptrunc %1055 : f32 to f16
    %1120 = llvm.fptrunc %1056 : f32 to f16
    %1121 = llvm.fptrunc %1057 : f32 to f16
    %1122 = llvm.fptrunc %1058 : f32 to f16
    %1123 = llvm.fptrunc %1059 : f32 to f16
    %1124 = llvm.fptrunc %1060 : f32 to f16
    %1125 = llvm.fptrunc %1061 : f32 to f16
    %1126 = llvm.fptrunc %1062 : f32 to f16
    %1127 = llvm.fptrunc %1063 : f32 to f16
    %1128 = llvm.fptrunc %1064 : f32 to f16
    %1129 = llvm.fptrunc %1065 : f32 to f16
    %1130 = llvm.fptrunc %1066 : f32 to f16
    %1131 = llvm.fptrunc %1067 : f32 to f16
    %1132 = llvm.fptrunc %1068 : f32 to f16
    %1133 = llvm.fptrunc %1069 : f32 to f16
    %1134 = llvm.fptrunc %1070 : f32 to f16
    %1135 = llvm.fptrunc %1071 : f32 to f16
    %1136 = llvm.fptrunc %1072 : f32 to f16
    %1137 = llvm.fptrunc %1073 : f32 to f16
    %1138 = llvm.fptrunc %1074 : f32 to f16
    %1139 = llvm.fptrunc %1075 : f32 to f16
    %1140 = llvm.fptrunc %1076 : f32 to f16
    %1141 = llvm.fptrunc %1077 : f32 to f16
    %1142 = llvm.fptrunc %1078 : f32 to f16
    %1143 = llvm.fptrunc %1079 : f32 to f16
    %1144 = llvm.fptrunc %1080 : f32 to f16
    %1145 = llvm.fptrunc %1081 : f32 to f16
    %1146 = llvm.fptrunc %1082 : f32 to f16
    %1147 = llvm.fptrunc %1083 : f32 to f16
    %1148 = llvm.fptrunc %1084 : f32 to f16
    %1149 = llvm.fptrunc %1085 : f32 to f16
    %1150 = llvm.fptrunc %1086 : f32 to f16
    %1151 = llvm.fptrunc %1087 : f32 to f16
    %1152 = llvm.fptrunc %1088 : f32 to f16
    %1153 = llvm.fptrunc %1089 : f32 to f16
    %1154 = llvm.fptrunc %1090 : f32 to f16
    %1155 = llvm.fptrunc %1091 : f32 to f16
    %1156 = llvm.fptrunc %1092 : f32 to f16
    %1157 = llvm.fptrunc %1093 : f32 to f16
    %1158 = llvm.fptrunc %1094 : f32 to f16
    %1159 = llvm.and %506, %40 : i32
    %1160 = llvm.shl %1159, %3 : i32
    %1161 = llvm.and %506, %4 : i32
    %1162 = llvm.icmp "eq" %1161, %0 : i32
    %1163 = llvm.select %1162, %0, %36 : i1, i32
    %1164 = llvm.and %506, %14 : i32
    %1165 = llvm.shl %1164, %18 : i32
    %1166 = llvm.and %506, %3 : i32
    %1167 = llvm.icmp "eq" %1166, %0 : i32
    %1168 = llvm.select %1167, %0, %35 : i1, i32
    %1169 = llvm.or disjoint %1160, %1163 : i32
    %1170 = llvm.or disjoint %1165, %1168 : i32
    %1171 = llvm.or disjoint %1169, %1170 : i32
    %1172 = llvm.or disjoint %1171, %0 : i32
    %1173 = llvm.xor %0, %1172 : i32
    %1174 = llvm.mul %0, %14 : i32
    %1175 = llvm.xor %1173, %1174 : i32
    %1176 = llvm.xor %1175, %0 : i32
    %1177 = llvm.add %1176, %0 : i32
    %1178 = llvm.getelementptr inbounds %107[%1177] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1179 = llvm.insertelement %1095, %34[%0 : i32] : vector<8xf16>
    %1180 = llvm.insertelement %1099, %1179[%4 : i32] : vector<8xf16>
    %1181 = llvm.insertelement %1103, %1180[%14 : i32] : vector<8xf16>
    %1182 = llvm.insertelement %1107, %1181[%18 : i32] : vector<8xf16>
    %1183 = llvm.insertelement %1111, %1182[%3 : i32] : vector<8xf16>
    %1184 = llvm.insertelement %1115, %1183[%95 : i32] : vector<8xf16>
    %1185 = llvm.insertelement %1119, %1184[%7 : i32] : vector<8xf16>
    %1186 = llvm.insertelement %1123, %1185[%33 : i32] : vector<8xf16>
    %1187 = llvm.extractelement %1186[%0 : i32] : vector<8xf16>
    %1188 = llvm.extractelement %1186[%4 : i32] : vector<8xf16>
    %1189 = llvm.extractelement %1186[%14 : i32] : vector<8xf16>
    %1190 = llvm.extractelement %1186[%18 : i32] : vector<8xf16>
    %1191 = llvm.extractelement %1186[%3 : i32] : vector<8xf16>
    %1192 = llvm.extractelement %1186[%95 : i32] : vector<8xf16>
    %1193 = llvm.extractelement %1186[%7 : i32] : vector<8xf16>
    %1194 = llvm.extractelement %1186[%33 : i32] : vector<8xf16>
    %1195 = llvm.bitcast %1187 : f16 to i16
    %1196 = llvm.bitcast %1188 : f16 to i16
    %1197 = llvm.bitcast %1189 : f16 to i16
    %1198 = llvm.bitcast %1190 : f16 to i16
    %1199 = llvm.bitcast %1191 : f16 to i16
    %1200 = llvm.bitcast %1192 : f16 to i16
    %1201 = llvm.bitcast %1193 : f16 to i16
    %1202 = llvm.bitcast %1194 : f16 to i16
    %1203 = llvm.insertelement %1195, %32[%0 : i32] : vector<8xi16>
    %1204 = llvm.insertelement %1196, %1203[%4 : i32] : vector<8xi16>
    %1205 = llvm.insertelement %1197, %1204[%14 : i32] : vector<8xi16>
    %1206 = llvm.insertelement %1198, %1205[%18 : i32] : vector<8xi16>
    %1207 = llvm.insertelement %1199, %1206[%3 : i32] : vector<8xi16>
    %1208 = llvm.insertelement %1200, %1207[%95 : i32] : vector<8xi16>
    %1209 = llvm.insertelement %1201, %1208[%7 : i32] : vector<8xi16>
    %1210 = llvm.insertelement %1202, %1209[%33 : i32] : vector<8xi16>
    %1211 = llvm.extractelement %1210[%0 : i32] : vector<8xi16>
    %1212 = llvm.extractelement %1210[%4 : i32] : vector<8xi16>
    %1213 = llvm.extractelement %1210[%14 : i32] : vector<8xi16>
    %1214 = llvm.extractelement %1210[%18 : i32] : vector<8xi16>
    %1215 = llvm.extractelement %1210[%3 : i32] : vector<8xi16>
    %1216 = llvm.extractelement %1210[%95 : i32] : vector<8xi16>
    %1217 = llvm.extractelement %1210[%7 : i32] : vector<8xi16>
    %1218 = llvm.extractelement %1210[%33 : i32] : vector<8xi16>
    %1219 = llvm.insertelement %1211, %31[%0 : i32] : vector<2xi16>
    %1220 = llvm.insertelement %1212, %1219[%4 : i32] : vector<2xi16>
    %1221 = llvm.bitcast %1220 : vector<2xi16> to i32
    %1222 = llvm.insertelement %1213, %31[%0 : i32] : vector<2xi16>
    %1223 = llvm.insertelement %1214, %1222[%4 : i32] : vector<2xi16>
    %1224 = llvm.bitcast %1223 : vector<2xi16> to i32
    %1225 = llvm.insertelement %1215, %31[%0 : i32] : vector<2xi16>
    %1226 = llvm.insertelement %1216, %1225[%4 : i32] : vector<2xi16>
    %1227 = llvm.bitcast %1226 : vector<2xi16> to i32
    %1228 = llvm.insertelement %1217, %31[%0 : i32] : vector<2xi16>
    %1229 = llvm.insertelement %1218, %1228[%4 : i32] : vector<2xi16>
    %1230 = llvm.bitcast %1229 : vector<2xi16> to i32
    %1231 = llvm.insertelement %1221, %30[%0 : i32] : vector<4xi32>
    %1232 = llvm.insertelement %1224, %1231[%4 : i32] : vector<4xi32>
    %1233 = llvm.insertelement %1227, %1232[%14 : i32] : vector<4xi32>
    %1234 = llvm.insertelement %1230, %1233[%18 : i32] : vector<4xi32>
    llvm.store %1234, %1178 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %1235 = llvm.add %1176, %29 : i32
    %1236 = llvm.getelementptr inbounds %107[%1235] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1237 = llvm.insertelement %1127, %34[%0 : i32] : vector<8xf16>
    %1238 = llvm.insertelement %1131, %1237[%4 : i32] : vector<8xf16>
    %1239 = llvm.insertelement %1135, %1238[%14 : i32] : vector<8xf16>
    %1240 = llvm.insertelement %1139, %1239[%18 : i32] : vector<8xf16>
    %1241 = llvm.insertelement %1143, %1240[%3 : i32] : vector<8xf16>
    %1242 = llvm.insertelement %1147, %1241[%95 : i32] : vector<8xf16>
    %1243 = llvm.insertelement %1151, %1242[%7 : i32] : vector<8xf16>
    %1244 = llvm.insertelement %1155, %1243[%33 : i32] : vector<8xf16>
    %1245 = llvm.extractelement %1244[%0 : i32] : vector<8xf16>
    %1246 = llvm.extractelement %1244[%4 : i32] : vector<8xf16>
    %1247 = llvm.extractelement %1244[%14 : i32] : vector<8xf16>
    %1248 = llvm.extractelement %1244[%18 : i32] : vector<8xf16>
    %1249 = llvm.extractelement %1244[%3 : i32] : vector<8xf16>
    %1250 = llvm.extractelement %1244[%95 : i32] : vector<8xf16>
    %1251 = llvm.extractelement %1244[%7 : i32] : vector<8xf16>
    %1252 = llvm.extractelement %1244[%33 : i32] : vector<8xf16>
    %1253 = llvm.bitcast %1245 : f16 to i16
    %1254 = llvm.bitcast %1246 : f16 to i16
    %1255 = llvm.bitcast %1247 : f16 to i16
    %1256 = llvm.bitcast %1248 : f16 to i16
    %1257 = llvm.bitcast %1249 : f16 to i16
    %1258 = llvm.bitcast %1250 : f16 to i16
    %1259 = llvm.bitcast %1251 : f16 to i16
    %1260 = llvm.bitcast %1252 : f16 to i16
    %1261 = llvm.insertelement %1253, %32[%0 : i32] : vector<8xi16>
    %1262 = llvm.insertelement %1254, %1261[%4 : i32] : vector<8xi16>
    %1263 = llvm.insertelement %1255, %1262[%14 : i32] : vector<8xi16>
    %1264 = llvm.insertelement %1256, %1263[%18 : i32] : vector<8xi16>
    %1265 = llvm.insertelement %1257, %1264[%3 : i32] : vector<8xi16>
    %1266 = llvm.insertelement %1258, %1265[%95 : i32] : vector<8xi16>
    %1267 = llvm.insertelement %1259, %1266[%7 : i32] : vector<8xi16>
    %1268 = llvm.insertelement %1260, %1267[%33 : i32] : vector<8xi16>
    %1269 = llvm.extractelement %1268[%0 : i32] : vector<8xi16>
    %1270 = llvm.extractelement %1268[%4 : i32] : vector<8xi16>
    %1271 = llvm.extractelement %1268[%14 : i32] : vector<8xi16>
    %1272 = llvm.extractelement %1268[%18 : i32] : vector<8xi16>
    %1273 = llvm.extractelement %1268[%3 : i32] : vector<8xi16>
    %1274 = llvm.extractelement %1268[%95 : i32] : vector<8xi16>
    %1275 = llvm.extractelement %1268[%7 : i32] : vector<8xi16>
    %1276 = llvm.extractelement %1268[%33 : i32] : vector<8xi16>
    %1277 = llvm.insertelement %1269, %31[%0 : i32] : vector<2xi16>
    %1278 = llvm.insertelement %1270, %1277[%4 : i32] : vector<2xi16>
    %1279 = llvm.bitcast %1278 : vector<2xi16> to i32
    %1280 = llvm.insertelement %1271, %31[%0 : i32] : vector<2xi16>
    %1281 = llvm.insertelement %1272, %1280[%4 : i32] : vector<2xi16>
    %1282 = llvm.bitcast %1281 : vector<2xi16> to i32
    %1283 = llvm.insertelement %1273, %31[%0 : i32] : vector<2xi16>
    %1284 = llvm.insertelement %1274, %1283[%4 : i32] : vector<2xi16>
    %1285 = llvm.bitcast %1284 : vector<2xi16> to i32
    %1286 = llvm.insertelement %1275, %31[%0 : i32] : vector<2xi16>
    %1287 = llvm.insertelement %1276, %1286[%4 : i32] : vector<2xi16>
    %1288 = llvm.bitcast %1287 : vector<2xi16> to i32
    %1289 = llvm.insertelement %1279, %30[%0 : i32] : vector<4xi32>
    %1290 = llvm.insertelement %1282, %1289[%4 : i32] : vector<4xi32>
    %1291 = llvm.insertelement %1285, %1290[%14 : i32] : vector<4xi32>
    %1292 = llvm.insertelement %1288, %1291[%18 : i32] : vector<4xi32>
    llvm.store %1292, %1236 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %1293 = llvm.xor %1175, %108 : i32
    %1294 = llvm.add %1293, %0 : i32
    %1295 = llvm.getelementptr inbounds %107[%1294] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1296 = llvm.insertelement %1096, %34[%0 : i32] : vector<8xf16>
    %1297 = llvm.insertelement %1100, %1296[%4 : i32] : vector<8xf16>
    %1298 = llvm.insertelement %1104, %1297[%14 : i32] : vector<8xf16>
    %1299 = llvm.insertelement %1108, %1298[%18 : i32] : vector<8xf16>
    %1300 = llvm.insertelement %1112, %1299[%3 : i32] : vector<8xf16>
    %1301 = llvm.insertelement %1116, %1300[%95 : i32] : vector<8xf16>
    %1302 = llvm.insertelement %1120, %1301[%7 : i32] : vector<8xf16>
    %1303 = llvm.insertelement %1124, %1302[%33 : i32] : vector<8xf16>
    %1304 = llvm.extractelement %1303[%0 : i32] : vector<8xf16>
    %1305 = llvm.extractelement %1303[%4 : i32] : vector<8xf16>
    %1306 = llvm.extractelement %1303[%14 : i32] : vector<8xf16>
    %1307 = llvm.extractelement %1303[%18 : i32] : vector<8xf16>
    %1308 = llvm.extractelement %1303[%3 : i32] : vector<8xf16>
    %1309 = llvm.extractelement %1303[%95 : i32] : vector<8xf16>
    %1310 = llvm.extractelement %1303[%7 : i32] : vector<8xf16>
    %1311 = llvm.extractelement %1303[%33 : i32] : vector<8xf16>
    %1312 = llvm.bitcast %1304 : f16 to i16
    %1313 = llvm.bitcast %1305 : f16 to i16
    %1314 = llvm.bitcast %1306 : f16 to i16
    %1315 = llvm.bitcast %1307 : f16 to i16
    %1316 = llvm.bitcast %1308 : f16 to i16
    %1317 = llvm.bitcast %1309 : f16 to i16
    %1318 = llvm.bitcast %1310 : f16 to i16
    %1319 = llvm.bitcast %1311 : f16 to i16
    %1320 = llvm.insertelement %1312, %32[%0 : i32] : vector<8xi16>
    %1321 = llvm.insertelement %1313, %1320[%4 : i32] : vector<8xi16>
    %1322 = llvm.insertelement %1314, %1321[%14 : i32] : vector<8xi16>
    %1323 = llvm.insertelement %1315, %1322[%18 : i32] : vector<8xi16>
    %1324 = llvm.insertelement %1316, %1323[%3 : i32] : vector<8xi16>
    %1325 = llvm.insertelement %1317, %1324[%95 : i32] : vector<8xi16>
    %1326 = llvm.insertelement %1318, %1325[%7 : i32] : vector<8xi16>
    %1327 = llvm.insertelement %1319, %1326[%33 : i32] : vector<8xi16>
    %1328 = llvm.extractelement %1327[%0 : i32] : vector<8xi16>
    %1329 = llvm.extractelement %1327[%4 : i32] : vector<8xi16>
    %1330 = llvm.extractelement %1327[%14 : i32] : vector<8xi16>
    %1331 = llvm.extractelement %1327[%18 : i32] : vector<8xi16>
    %1332 = llvm.extractelement %1327[%3 : i32] : vector<8xi16>
    %1333 = llvm.extractelement %1327[%95 : i32] : vector<8xi16>
    %1334 = llvm.extractelement %1327[%7 : i32] : vector<8xi16>
    %1335 = llvm.extractelement %1327[%33 : i32] : vector<8xi16>
    %1336 = llvm.insertelement %1328, %31[%0 : i32] : vector<2xi16>
    %1337 = llvm.insertelement %1329, %1336[%4 : i32] : vector<2xi16>
    %1338 = llvm.bitcast %1337 : vector<2xi16> to i32
    %1339 = llvm.insertelement %1330, %31[%0 : i32] : vector<2xi16>
    %1340 = llvm.insertelement %1331, %1339[%4 : i32] : vector<2xi16>
    %1341 = llvm.bitcast %1340 : vector<2xi16> to i32
    %1342 = llvm.insertelement %1332, %31[%0 : i32] : vector<2xi16>
    %1343 = llvm.insertelement %1333, %1342[%4 : i32] : vector<2xi16>
    %1344 = llvm.bitcast %1343 : vector<2xi16> to i32
    %1345 = llvm.insertelement %1334, %31[%0 : i32] : vector<2xi16>
    %1346 = llvm.insertelement %1335, %1345[%4 : i32] : vector<2xi16>
    %1347 = llvm.bitcast %1346 : vector<2xi16> to i32
    %1348 = llvm.insertelement %1338, %30[%0 : i32] : vector<4xi32>
    %1349 = llvm.insertelement %1341, %1348[%4 : i32] : vector<4xi32>
    %1350 = llvm.insertelement %1344, %1349[%14 : i32] : vector<4xi32>
    %1351 = llvm.insertelement %1347, %1350[%18 : i32] : vector<4xi32>
    llvm.store %1351, %1295 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %1352 = llvm.add %1293, %29 : i32
    %1353 = llvm.getelementptr inbounds %107[%1352] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1354 = llvm.insertelement %1128, %34[%0 : i32] : vector<8xf16>
    %1355 = llvm.insertelement %1132, %1354[%4 : i32] : vector<8xf16>
    %1356 = llvm.insertelement %1136, %1355[%14 : i32] : vector<8xf16>
    %1357 = llvm.insertelement %1140, %1356[%18 : i32] : vector<8xf16>
    %1358 = llvm.insertelement %1144, %1357[%3 : i32] : vector<8xf16>
    %1359 = llvm.insertelement %1148, %1358[%95 : i32] : vector<8xf16>
    %1360 = llvm.insertelement %1152, %1359[%7 : i32] : vector<8xf16>
    %1361 = llvm.insertelement %1156, %1360[%33 : i32] : vector<8xf16>
    %1362 = llvm.extractelement %1361[%0 : i32] : vector<8xf16>
    %1363 = llvm.extractelement %1361[%4 : i32] : vector<8xf16>
    %1364 = llvm.extractelement %1361[%14 : i32] : vector<8xf16>
    %1365 = llvm.extractelement %1361[%18 : i32] : vector<8xf16>
    %1366 = llvm.extractelement %1361[%3 : i32] : vector<8xf16>
    %1367 = llvm.extractelement %1361[%95 : i32] : vector<8xf16>
    %1368 = llvm.extractelement %1361[%7 : i32] : vector<8xf16>
    %1369 = llvm.extractelement %1361[%33 : i32] : vector<8xf16>
    %1370 = llvm.bitcast %1362 : f16 to i16
    %1371 = llvm.bitcast %1363 : f16 to i16
    %1372 = llvm.bitcast %1364 : f16 to i16
    %1373 = llvm.bitcast %1365 : f16 to i16
    %1374 = llvm.bitcast %1366 : f16 to i16
    %1375 = llvm.bitcast %1367 : f16 to i16
    %1376 = llvm.bitcast %1368 : f16 to i16
    %1377 = llvm.bitcast %1369 : f16 to i16
    %1378 = llvm.insertelement %1370, %32[%0 : i32] : vector<8xi16>
    %1379 = llvm.insertelement %1371, %1378[%4 : i32] : vector<8xi16>
    %1380 = llvm.insertelement %1372, %1379[%14 : i32] : vector<8xi16>
    %1381 = llvm.insertelement %1373, %1380[%18 : i32] : vector<8xi16>
    %1382 = llvm.insertelement %1374, %1381[%3 : i32] : vector<8xi16>
    %1383 = llvm.insertelement %1375, %1382[%95 : i32] : vector<8xi16>
    %1384 = llvm.insertelement %1376, %1383[%7 : i32] : vector<8xi16>
    %1385 = llvm.insertelement %1377, %1384[%33 : i32] : vector<8xi16>
    %1386 = llvm.extractelement %1385[%0 : i32] : vector<8xi16>
    %1387 = llvm.extractelement %1385[%4 : i32] : vector<8xi16>
    %1388 = llvm.extractelement %1385[%14 : i32] : vector<8xi16>
    %1389 = llvm.extractelement %1385[%18 : i32] : vector<8xi16>
    %1390 = llvm.extractelement %1385[%3 : i32] : vector<8xi16>
    %1391 = llvm.extractelement %1385[%95 : i32] : vector<8xi16>
    %1392 = llvm.extractelement %1385[%7 : i32] : vector<8xi16>
    %1393 = llvm.extractelement %1385[%33 : i32] : vector<8xi16>
    %1394 = llvm.insertelement %1386, %31[%0 : i32] : vector<2xi16>
    %1395 = llvm.insertelement %1387, %1394[%4 : i32] : vector<2xi16>
    %1396 = llvm.bitcast %1395 : vector<2xi16> to i32
    %1397 = llvm.insertelement %1388, %31[%0 : i32] : vector<2xi16>
    %1398 = llvm.insertelement %1389, %1397[%4 : i32] : vector<2xi16>
    %1399 = llvm.bitcast %1398 : vector<2xi16> to i32
    %1400 = llvm.insertelement %1390, %31[%0 : i32] : vector<2xi16>
    %1401 = llvm.insertelement %1391, %1400[%4 : i32] : vector<2xi16>
    %1402 = llvm.bitcast %1401 : vector<2xi16> to i32
    %1403 = llvm.insertelement %1392, %31[%0 : i32] : vector<2xi16>
    %1404 = llvm.insertelement %1393, %1403[%4 : i32] : vector<2xi16>
    %1405 = llvm.bitcast %1404 : vector<2xi16> to i32
    %1406 = llvm.insertelement %1396, %30[%0 : i32] : vector<4xi32>
    %1407 = llvm.insertelement %1399, %1406[%4 : i32] : vector<4xi32>
    %1408 = llvm.insertelement %1402, %1407[%14 : i32] : vector<4xi32>
    %1409 = llvm.insertelement %1405, %1408[%18 : i32] : vector<4xi32>
    llvm.store %1409, %1353 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %1410 = llvm.xor %1175, %5 : i32
    %1411 = llvm.add %1410, %0 : i32
    %1412 = llvm.getelementptr inbounds %107[%1411] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1413 = llvm.insertelement %1097, %34[%0 : i32] : vector<8xf16>
    %1414 = llvm.insertelement %1101, %1413[%4 : i32] : vector<8xf16>
    %1415 = llvm.insertelement %1105, %1414[%14 : i32] : vector<8xf16>
    %1416 = llvm.insertelement %1109, %1415[%18 : i32] : vector<8xf16>
    %1417 = llvm.insertelement %1113, %1416[%3 : i32] : vector<8xf16>
    %1418 = llvm.insertelement %1117, %1417[%95 : i32] : vector<8xf16>
    %1419 = llvm.insertelement %1121, %1418[%7 : i32] : vector<8xf16>
    %1420 = llvm.insertelement %1125, %1419[%33 : i32] : vector<8xf16>
    %1421 = llvm.extractelement %1420[%0 : i32] : vector<8xf16>
    %1422 = llvm.extractelement %1420[%4 : i32] : vector<8xf16>
    %1423 = llvm.extractelement %1420[%14 : i32] : vector<8xf16>
    %1424 = llvm.extractelement %1420[%18 : i32] : vector<8xf16>
    %1425 = llvm.extractelement %1420[%3 : i32] : vector<8xf16>
    %1426 = llvm.extractelement %1420[%95 : i32] : vector<8xf16>
    %1427 = llvm.extractelement %1420[%7 : i32] : vector<8xf16>
    %1428 = llvm.extractelement %1420[%33 : i32] : vector<8xf16>
    %1429 = llvm.bitcast %1421 : f16 to i16
    %1430 = llvm.bitcast %1422 : f16 to i16
    %1431 = llvm.bitcast %1423 : f16 to i16
    %1432 = llvm.bitcast %1424 : f16 to i16
    %1433 = llvm.bitcast %1425 : f16 to i16
    %1434 = llvm.bitcast %1426 : f16 to i16
    %1435 = llvm.bitcast %1427 : f16 to i16
    %1436 = llvm.bitcast %1428 : f16 to i16
    %1437 = llvm.insertelement %1429, %32[%0 : i32] : vector<8xi16>
    %1438 = llvm.insertelement %1430, %1437[%4 : i32] : vector<8xi16>
    %1439 = llvm.insertelement %1431, %1438[%14 : i32] : vector<8xi16>
    %1440 = llvm.insertelement %1432, %1439[%18 : i32] : vector<8xi16>
    %1441 = llvm.insertelement %1433, %1440[%3 : i32] : vector<8xi16>
    %1442 = llvm.insertelement %1434, %1441[%95 : i32] : vector<8xi16>
    %1443 = llvm.insertelement %1435, %1442[%7 : i32] : vector<8xi16>
    %1444 = llvm.insertelement %1436, %1443[%33 : i32] : vector<8xi16>
    %1445 = llvm.extractelement %1444[%0 : i32] : vector<8xi16>
    %1446 = llvm.extractelement %1444[%4 : i32] : vector<8xi16>
    %1447 = llvm.extractelement %1444[%14 : i32] : vector<8xi16>
    %1448 = llvm.extractelement %1444[%18 : i32] : vector<8xi16>
    %1449 = llvm.extractelement %1444[%3 : i32] : vector<8xi16>
    %1450 = llvm.extractelement %1444[%95 : i32] : vector<8xi16>
    %1451 = llvm.extractelement %1444[%7 : i32] : vector<8xi16>
    %1452 = llvm.extractelement %1444[%33 : i32] : vector<8xi16>
    %1453 = llvm.insertelement %1445, %31[%0 : i32] : vector<2xi16>
    %1454 = llvm.insertelement %1446, %1453[%4 : i32] : vector<2xi16>
    %1455 = llvm.bitcast %1454 : vector<2xi16> to i32
    %1456 = llvm.insertelement %1447, %31[%0 : i32] : vector<2xi16>
    %1457 = llvm.insertelement %1448, %1456[%4 : i32] : vector<2xi16>
    %1458 = llvm.bitcast %1457 : vector<2xi16> to i32
    %1459 = llvm.insertelement %1449, %31[%0 : i32] : vector<2xi16>
    %1460 = llvm.insertelement %1450, %1459[%4 : i32] : vector<2xi16>
    %1461 = llvm.bitcast %1460 : vector<2xi16> to i32
    %1462 = llvm.insertelement %1451, %31[%0 : i32] : vector<2xi16>
    %1463 = llvm.insertelement %1452, %1462[%4 : i32] : vector<2xi16>
    %1464 = llvm.bitcast %1463 : vector<2xi16> to i32
    %1465 = llvm.insertelement %1455, %30[%0 : i32] : vector<4xi32>
    %1466 = llvm.insertelement %1458, %1465[%4 : i32] : vector<4xi32>
    %1467 = llvm.insertelement %1461, %1466[%14 : i32] : vector<4xi32>
    %1468 = llvm.insertelement %1464, %1467[%18 : i32] : vector<4xi32>
    llvm.store %1468, %1412 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %1469 = llvm.add %1410, %29 : i32
    %1470 = llvm.getelementptr inbounds %107[%1469] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1471 = llvm.insertelement %1129, %34[%0 : i32] : vector<8xf16>
    %1472 = llvm.insertelement %1133, %1471[%4 : i32] : vector<8xf16>
    %1473 = llvm.insertelement %1137, %1472[%14 : i32] : vector<8xf16>
    %1474 = llvm.insertelement %1141, %1473[%18 : i32] : vector<8xf16>
    %1475 = llvm.insertelement %1145, %1474[%3 : i32] : vector<8xf16>
    %1476 = llvm.insertelement %1149, %1475[%95 : i32] : vector<8xf16>
    %1477 = llvm.insertelement %1153, %1476[%7 : i32] : vector<8xf16>
    %1478 = llvm.insertelement %1157, %1477[%33 : i32] : vector<8xf16>
    %1479 = llvm.extractelement %1478[%0 : i32] : vector<8xf16>
    %1480 = llvm.extractelement %1478[%4 : i32] : vector<8xf16>
    %1481 = llvm.extractelement %1478[%14 : i32] : vector<8xf16>
    %1482 = llvm.extractelement %1478[%18 : i32] : vector<8xf16>
    %1483 = llvm.extractelement %1478[%3 : i32] : vector<8xf16>
    %1484 = llvm.extractelement %1478[%95 : i32] : vector<8xf16>
    %1485 = llvm.extractelement %1478[%7 : i32] : vector<8xf16>
    %1486 = llvm.extractelement %1478[%33 : i32] : vector<8xf16>
    %1487 = llvm.bitcast %1479 : f16 to i16
    %1488 = llvm.bitcast %1480 : f16 to i16
    %1489 = llvm.bitcast %1481 : f16 to i16
    %1490 = llvm.bitcast %1482 : f16 to i16
    %1491 = llvm.bitcast %1483 : f16 to i16
    %1492 = llvm.bitcast %1484 : f16 to i16
    %1493 = llvm.bitcast %1485 : f16 to i16
    %1494 = llvm.bitcast %1486 : f16 to i16
    %1495 = llvm.insertelement %1487, %32[%0 : i32] : vector<8xi16>
    %1496 = llvm.insertelement %1488, %1495[%4 : i32] : vector<8xi16>
    %1497 = llvm.insertelement %1489, %1496[%14 : i32] : vector<8xi16>
    %1498 = llvm.insertelement %1490, %1497[%18 : i32] : vector<8xi16>
    %1499 = llvm.insertelement %1491, %1498[%3 : i32] : vector<8xi16>
    %1500 = llvm.insertelement %1492, %1499[%95 : i32] : vector<8xi16>
    %1501 = llvm.insertelement %1493, %1500[%7 : i32] : vector<8xi16>
    %1502 = llvm.insertelement %1494, %1501[%33 : i32] : vector<8xi16>
    %1503 = llvm.extractelement %1502[%0 : i32] : vector<8xi16>
    %1504 = llvm.extractelement %1502[%4 : i32] : vector<8xi16>
    %1505 = llvm.extractelement %1502[%14 : i32] : vector<8xi16>
    %1506 = llvm.extractelement %1502[%18 : i32] : vector<8xi16>
    %1507 = llvm.extractelement %1502[%3 : i32] : vector<8xi16>
    %1508 = llvm.extractelement %1502[%95 : i32] : vector<8xi16>
    %1509 = llvm.extractelement %1502[%7 : i32] : vector<8xi16>
    %1510 = llvm.extractelement %1502[%33 : i32] : vector<8xi16>
    %1511 = llvm.insertelement %1503, %31[%0 : i32] : vector<2xi16>
    %1512 = llvm.insertelement %1504, %1511[%4 : i32] : vector<2xi16>
    %1513 = llvm.bitcast %1512 : vector<2xi16> to i32
    %1514 = llvm.insertelement %1505, %31[%0 : i32] : vector<2xi16>
    %1515 = llvm.insertelement %1506, %1514[%4 : i32] : vector<2xi16>
    %1516 = llvm.bitcast %1515 : vector<2xi16> to i32
    %1517 = llvm.insertelement %1507, %31[%0 : i32] : vector<2xi16>
    %1518 = llvm.insertelement %1508, %1517[%4 : i32] : vector<2xi16>
    %1519 = llvm.bitcast %1518 : vector<2xi16> to i32
    %1520 = llvm.insertelement %1509, %31[%0 : i32] : vector<2xi16>
    %1521 = llvm.insertelement %1510, %1520[%4 : i32] : vector<2xi16>
    %1522 = llvm.bitcast %1521 : vector<2xi16> to i32
    %1523 = llvm.insertelement %1513, %30[%0 : i32] : vector<4xi32>
    %1524 = llvm.insertelement %1516, %1523[%4 : i32] : vector<4xi32>
    %1525 = llvm.insertelement %1519, %1524[%14 : i32] : vector<4xi32>
    %1526 = llvm.insertelement %1522, %1525[%18 : i32] : vector<4xi32>
    llvm.store %1526, %1470 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %1527 = llvm.xor %1175, %52 : i32
    %1528 = llvm.add %1527, %0 : i32
    %1529 = llvm.getelementptr inbounds %107[%1528] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1530 = llvm.insertelement %1098, %34[%0 : i32] : vector<8xf16>
    %1531 = llvm.insertelement %1102, %1530[%4 : i32] : vector<8xf16>
    %1532 = llvm.insertelement %1106, %1531[%14 : i32] : vector<8xf16>
    %1533 = llvm.insertelement %1110, %1532[%18 : i32] : vector<8xf16>
    %1534 = llvm.insertelement %1114, %1533[%3 : i32] : vector<8xf16>
    %1535 = llvm.insertelement %1118, %1534[%95 : i32] : vector<8xf16>
    %1536 = llvm.insertelement %1122, %1535[%7 : i32] : vector<8xf16>
    %1537 = llvm.insertelement %1126, %1536[%33 : i32] : vector<8xf16>
    %1538 = llvm.extractelement %1537[%0 : i32] : vector<8xf16>
    %1539 = llvm.extractelement %1537[%4 : i32] : vector<8xf16>
    %1540 = llvm.extractelement %1537[%14 : i32] : vector<8xf16>
    %1541 = llvm.extractelement %1537[%18 : i32] : vector<8xf16>
    %1542 = llvm.extractelement %1537[%3 : i32] : vector<8xf16>
    %1543 = llvm.extractelement %1537[%95 : i32] : vector<8xf16>
    %1544 = llvm.extractelement %1537[%7 : i32] : vector<8xf16>
    %1545 = llvm.extractelement %1537[%33 : i32] : vector<8xf16>
    %1546 = llvm.bitcast %1538 : f16 to i16
    %1547 = llvm.bitcast %1539 : f16 to i16
    %1548 = llvm.bitcast %1540 : f16 to i16
    %1549 = llvm.bitcast %1541 : f16 to i16
    %1550 = llvm.bitcast %1542 : f16 to i16
    %1551 = llvm.bitcast %1543 : f16 to i16
    %1552 = llvm.bitcast %1544 : f16 to i16
    %1553 = llvm.bitcast %1545 : f16 to i16
    %1554 = llvm.insertelement %1546, %32[%0 : i32] : vector<8xi16>
    %1555 = llvm.insertelement %1547, %1554[%4 : i32] : vector<8xi16>
    %1556 = llvm.insertelement %1548, %1555[%14 : i32] : vector<8xi16>
    %1557 = llvm.insertelement %1549, %1556[%18 : i32] : vector<8xi16>
    %1558 = llvm.insertelement %1550, %1557[%3 : i32] : vector<8xi16>
    %1559 = llvm.insertelement %1551, %1558[%95 : i32] : vector<8xi16>
    %1560 = llvm.insertelement %1552, %1559[%7 : i32] : vector<8xi16>
    %1561 = llvm.insertelement %1553, %1560[%33 : i32] : vector<8xi16>
    %1562 = llvm.extractelement %1561[%0 : i32] : vector<8xi16>
    %1563 = llvm.extractelement %1561[%4 : i32] : vector<8xi16>
    %1564 = llvm.extractelement %1561[%14 : i32] : vector<8xi16>
    %1565 = llvm.extractelement %1561[%18 : i32] : vector<8xi16>
    %1566 = llvm.extractelement %1561[%3 : i32] : vector<8xi16>
    %1567 = llvm.extractelement %1561[%95 : i32] : vector<8xi16>
    %1568 = llvm.extractelement %1561[%7 : i32] : vector<8xi16>
    %1569 = llvm.extractelement %1561[%33 : i32] : vector<8xi16>
    %1570 = llvm.insertelement %1562, %31[%0 : i32] : vector<2xi16>
    %1571 = llvm.insertelement %1563, %1570[%4 : i32] : vector<2xi16>
    %1572 = llvm.bitcast %1571 : vector<2xi16> to i32
    %1573 = llvm.insertelement %1564, %31[%0 : i32] : vector<2xi16>
    %1574 = llvm.insertelement %1565, %1573[%4 : i32] : vector<2xi16>
    %1575 = llvm.bitcast %1574 : vector<2xi16> to i32
    %1576 = llvm.insertelement %1566, %31[%0 : i32] : vector<2xi16>
    %1577 = llvm.insertelement %1567, %1576[%4 : i32] : vector<2xi16>
    %1578 = llvm.bitcast %1577 : vector<2xi16> to i32
    %1579 = llvm.insertelement %1568, %31[%0 : i32] : vector<2xi16>
    %1580 = llvm.insertelement %1569, %1579[%4 : i32] : vector<2xi16>
    %1581 = llvm.bitcast %1580 : vector<2xi16> to i32
    %1582 = llvm.insertelement %1572, %30[%0 : i32] : vector<4xi32>
    %1583 = llvm.insertelement %1575, %1582[%4 : i32] : vector<4xi32>
    %1584 = llvm.insertelement %1578, %1583[%14 : i32] : vector<4xi32>
    %1585 = llvm.insertelement %1581, %1584[%18 : i32] : vector<4xi32>
    llvm.store %1585, %1529 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    %1586 = llvm.add %1527, %29 : i32
    %1587 = llvm.getelementptr inbounds %107[%1586] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1588 = llvm.insertelement %1130, %34[%0 : i32] : vector<8xf16>
    %1589 = llvm.insertelement %1134, %1588[%4 : i32] : vector<8xf16>
    %1590 = llvm.insertelement %1138, %1589[%14 : i32] : vector<8xf16>
    %1591 = llvm.insertelement %1142, %1590[%18 : i32] : vector<8xf16>
    %1592 = llvm.insertelement %1146, %1591[%3 : i32] : vector<8xf16>
    %1593 = llvm.insertelement %1150, %1592[%95 : i32] : vector<8xf16>
    %1594 = llvm.insertelement %1154, %1593[%7 : i32] : vector<8xf16>
    %1595 = llvm.insertelement %1158, %1594[%33 : i32] : vector<8xf16>
    %1596 = llvm.extractelement %1595[%0 : i32] : vector<8xf16>
    %1597 = llvm.extractelement %1595[%4 : i32] : vector<8xf16>
    %1598 = llvm.extractelement %1595[%14 : i32] : vector<8xf16>
    %1599 = llvm.extractelement %1595[%18 : i32] : vector<8xf16>
    %1600 = llvm.extractelement %1595[%3 : i32] : vector<8xf16>
    %1601 = llvm.extractelement %1595[%95 : i32] : vector<8xf16>
    %1602 = llvm.extractelement %1595[%7 : i32] : vector<8xf16>
    %1603 = llvm.extractelement %1595[%33 : i32] : vector<8xf16>
    %1604 = llvm.bitcast %1596 : f16 to i16
    %1605 = llvm.bitcast %1597 : f16 to i16
    %1606 = llvm.bitcast %1598 : f16 to i16
    %1607 = llvm.bitcast %1599 : f16 to i16
    %1608 = llvm.bitcast %1600 : f16 to i16
    %1609 = llvm.bitcast %1601 : f16 to i16
    %1610 = llvm.bitcast %1602 : f16 to i16
    %1611 = llvm.bitcast %1603 : f16 to i16
    %1612 = llvm.insertelement %1604, %32[%0 : i32] : vector<8xi16>
    %1613 = llvm.insertelement %1605, %1612[%4 : i32] : vector<8xi16>
    %1614 = llvm.insertelement %1606, %1613[%14 : i32] : vector<8xi16>
    %1615 = llvm.insertelement %1607, %1614[%18 : i32] : vector<8xi16>
    %1616 = llvm.insertelement %1608, %1615[%3 : i32] : vector<8xi16>
    %1617 = llvm.insertelement %1609, %1616[%95 : i32] : vector<8xi16>
    %1618 = llvm.insertelement %1610, %1617[%7 : i32] : vector<8xi16>
    %1619 = llvm.insertelement %1611, %1618[%33 : i32] : vector<8xi16>
    %1620 = llvm.extractelement %1619[%0 : i32] : vector<8xi16>
    %1621 = llvm.extractelement %1619[%4 : i32] : vector<8xi16>
    %1622 = llvm.extractelement %1619[%14 : i32] : vector<8xi16>
    %1623 = llvm.extractelement %1619[%18 : i32] : vector<8xi16>
    %1624 = llvm.extractelement %1619[%3 : i32] : vector<8xi16>
    %1625 = llvm.extractelement %1619[%95 : i32] : vector<8xi16>
    %1626 = llvm.extractelement %1619[%7 : i32] : vector<8xi16>
    %1627 = llvm.extractelement %1619[%33 : i32] : vector<8xi16>
    %1628 = llvm.insertelement %1620, %31[%0 : i32] : vector<2xi16>
    %1629 = llvm.insertelement %1621, %1628[%4 : i32] : vector<2xi16>
    %1630 = llvm.bitcast %1629 : vector<2xi16> to i32
    %1631 = llvm.insertelement %1622, %31[%0 : i32] : vector<2xi16>
    %1632 = llvm.insertelement %1623, %1631[%4 : i32] : vector<2xi16>
    %1633 = llvm.bitcast %1632 : vector<2xi16> to i32
    %1634 = llvm.insertelement %1624, %31[%0 : i32] : vector<2xi16>
    %1635 = llvm.insertelement %1625, %1634[%4 : i32] : vector<2xi16>
    %1636 = llvm.bitcast %1635 : vector<2xi16> to i32
    %1637 = llvm.insertelement %1626, %31[%0 : i32] : vector<2xi16>
    %1638 = llvm.insertelement %1627, %1637[%4 : i32] : vector<2xi16>
    %1639 = llvm.bitcast %1638 : vector<2xi16> to i32
    %1640 = llvm.insertelement %1630, %30[%0 : i32] : vector<4xi32>
    %1641 = llvm.insertelement %1633, %1640[%4 : i32] : vector<4xi32>
    %1642 = llvm.insertelement %1636, %1641[%14 : i32] : vector<4xi32>
    %1643 = llvm.insertelement %1639, %1642[%18 : i32] : vector<4xi32>
    llvm.store %1643, %1587 {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    nvvm.barrier id = %0 number_of_threads = %6
    %1644 = llvm.and %506, %33 : i32
    %1645 = llvm.shl %1644, %3 : i32
    %1646 = llvm.and %506, %94 : i32
    %1647 = llvm.icmp "eq" %1646, %0 : i32
    %1648 = llvm.select %1647, %0, %35 : i1, i32
    %1649 = llvm.and %506, %90 : i32
    %1650 = llvm.shl %1649, %18 : i32
    %1651 = llvm.and %506, %108 : i32
    %1652 = llvm.shl %1651, %7 : i32
    %1653 = llvm.icmp "eq" %507, %0 : i32
    %1654 = llvm.select %1653, %0, %36 : i1, i32
    %1655 = llvm.or disjoint %1650, %1652 : i32
    %1656 = llvm.xor %1645, %1648 : i32
    %1657 = llvm.xor %1656, %1654 : i32
    %1658 = llvm.or disjoint %1655, %1657 : i32
    %1659 = llvm.xor %0, %1658 : i32
    %1660 = llvm.xor %1659, %1174 : i32
    %1661 = llvm.xor %1660, %0 : i32
    %1662 = llvm.add %1661, %0 : i32
    %1663 = llvm.getelementptr inbounds %107[%1662] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1664 = nvvm.ldmatrix %1663 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %1665 = llvm.extractvalue %1664[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %1666 = llvm.extractvalue %1664[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %1667 = llvm.extractvalue %1664[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %1668 = llvm.extractvalue %1664[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %1669 = llvm.bitcast %1665 : i32 to vector<2xf16>
    %1670 = llvm.extractelement %1669[%0 : i32] : vector<2xf16>
    %1671 = llvm.extractelement %1669[%4 : i32] : vector<2xf16>
    %1672 = llvm.bitcast %1666 : i32 to vector<2xf16>
    %1673 = llvm.extractelement %1672[%0 : i32] : vector<2xf16>
    %1674 = llvm.extractelement %1672[%4 : i32] : vector<2xf16>
    %1675 = llvm.bitcast %1667 : i32 to vector<2xf16>
    %1676 = llvm.extractelement %1675[%0 : i32] : vector<2xf16>
    %1677 = llvm.extractelement %1675[%4 : i32] : vector<2xf16>
    %1678 = llvm.bitcast %1668 : i32 to vector<2xf16>
    %1679 = llvm.extractelement %1678[%0 : i32] : vector<2xf16>
    %1680 = llvm.extractelement %1678[%4 : i32] : vector<2xf16>
    %1681 = llvm.add %1661, %28 : i32
    %1682 = llvm.getelementptr inbounds %107[%1681] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1683 = nvvm.ldmatrix %1682 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %1684 = llvm.extractvalue %1683[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %1685 = llvm.extractvalue %1683[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %1686 = llvm.extractvalue %1683[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %1687 = llvm.extractvalue %1683[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %1688 = llvm.bitcast %1684 : i32 to vector<2xf16>
    %1689 = llvm.extractelement %1688[%0 : i32] : vector<2xf16>
    %1690 = llvm.extractelement %1688[%4 : i32] : vector<2xf16>
    %1691 = llvm.bitcast %1685 : i32 to vector<2xf16>
    %1692 = llvm.extractelement %1691[%0 : i32] : vector<2xf16>
    %1693 = llvm.extractelement %1691[%4 : i32] : vector<2xf16>
    %1694 = llvm.bitcast %1686 : i32 to vector<2xf16>
    %1695 = llvm.extractelement %1694[%0 : i32] : vector<2xf16>
    %1696 = llvm.extractelement %1694[%4 : i32] : vector<2xf16>
    %1697 = llvm.bitcast %1687 : i32 to vector<2xf16>
    %1698 = llvm.extractelement %1697[%0 : i32] : vector<2xf16>
    %1699 = llvm.extractelement %1697[%4 : i32] : vector<2xf16>
    %1700 = llvm.add %1661, %27 : i32
    %1701 = llvm.getelementptr inbounds %107[%1700] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1702 = nvvm.ldmatrix %1701 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %1703 = llvm.extractvalue %1702[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %1704 = llvm.extractvalue %1702[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %1705 = llvm.extractvalue %1702[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %1706 = llvm.extractvalue %1702[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %1707 = llvm.bitcast %1703 : i32 to vector<2xf16>
    %1708 = llvm.extractelement %1707[%0 : i32] : vector<2xf16>
    %1709 = llvm.extractelement %1707[%4 : i32] : vector<2xf16>
    %1710 = llvm.bitcast %1704 : i32 to vector<2xf16>
    %1711 = llvm.extractelement %1710[%0 : i32] : vector<2xf16>
    %1712 = llvm.extractelement %1710[%4 : i32] : vector<2xf16>
    %1713 = llvm.bitcast %1705 : i32 to vector<2xf16>
    %1714 = llvm.extractelement %1713[%0 : i32] : vector<2xf16>
    %1715 = llvm.extractelement %1713[%4 : i32] : vector<2xf16>
    %1716 = llvm.bitcast %1706 : i32 to vector<2xf16>
    %1717 = llvm.extractelement %1716[%0 : i32] : vector<2xf16>
    %1718 = llvm.extractelement %1716[%4 : i32] : vector<2xf16>
    %1719 = llvm.add %1661, %26 : i32
    %1720 = llvm.getelementptr inbounds %107[%1719] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1721 = nvvm.ldmatrix %1720 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %1722 = llvm.extractvalue %1721[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %1723 = llvm.extractvalue %1721[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %1724 = llvm.extractvalue %1721[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %1725 = llvm.extractvalue %1721[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %1726 = llvm.bitcast %1722 : i32 to vector<2xf16>
    %1727 = llvm.extractelement %1726[%0 : i32] : vector<2xf16>
    %1728 = llvm.extractelement %1726[%4 : i32] : vector<2xf16>
    %1729 = llvm.bitcast %1723 : i32 to vector<2xf16>
    %1730 = llvm.extractelement %1729[%0 : i32] : vector<2xf16>
    %1731 = llvm.extractelement %1729[%4 : i32] : vector<2xf16>
    %1732 = llvm.bitcast %1724 : i32 to vector<2xf16>
    %1733 = llvm.extractelement %1732[%0 : i32] : vector<2xf16>
    %1734 = llvm.extractelement %1732[%4 : i32] : vector<2xf16>
    %1735 = llvm.bitcast %1725 : i32 to vector<2xf16>
    %1736 = llvm.extractelement %1735[%0 : i32] : vector<2xf16>
    %1737 = llvm.extractelement %1735[%4 : i32] : vector<2xf16>
    %1738 = llvm.add %1661, %25 : i32
    %1739 = llvm.getelementptr inbounds %107[%1738] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1740 = nvvm.ldmatrix %1739 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %1741 = llvm.extractvalue %1740[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %1742 = llvm.extractvalue %1740[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %1743 = llvm.extractvalue %1740[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %1744 = llvm.extractvalue %1740[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %1745 = llvm.bitcast %1741 : i32 to vector<2xf16>
    %1746 = llvm.extractelement %1745[%0 : i32] : vector<2xf16>
    %1747 = llvm.extractelement %1745[%4 : i32] : vector<2xf16>
    %1748 = llvm.bitcast %1742 : i32 to vector<2xf16>
    %1749 = llvm.extractelement %1748[%0 : i32] : vector<2xf16>
    %1750 = llvm.extractelement %1748[%4 : i32] : vector<2xf16>
    %1751 = llvm.bitcast %1743 : i32 to vector<2xf16>
    %1752 = llvm.extractelement %1751[%0 : i32] : vector<2xf16>
    %1753 = llvm.extractelement %1751[%4 : i32] : vector<2xf16>
    %1754 = llvm.bitcast %1744 : i32 to vector<2xf16>
    %1755 = llvm.extractelement %1754[%0 : i32] : vector<2xf16>
    %1756 = llvm.extractelement %1754[%4 : i32] : vector<2xf16>
    %1757 = llvm.add %1661, %24 : i32
    %1758 = llvm.getelementptr inbounds %107[%1757] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1759 = nvvm.ldmatrix %1758 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %1760 = llvm.extractvalue %1759[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %1761 = llvm.extractvalue %1759[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %1762 = llvm.extractvalue %1759[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %1763 = llvm.extractvalue %1759[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %1764 = llvm.bitcast %1760 : i32 to vector<2xf16>
    %1765 = llvm.extractelement %1764[%0 : i32] : vector<2xf16>
    %1766 = llvm.extractelement %1764[%4 : i32] : vector<2xf16>
    %1767 = llvm.bitcast %1761 : i32 to vector<2xf16>
    %1768 = llvm.extractelement %1767[%0 : i32] : vector<2xf16>
    %1769 = llvm.extractelement %1767[%4 : i32] : vector<2xf16>
    %1770 = llvm.bitcast %1762 : i32 to vector<2xf16>
    %1771 = llvm.extractelement %1770[%0 : i32] : vector<2xf16>
    %1772 = llvm.extractelement %1770[%4 : i32] : vector<2xf16>
    %1773 = llvm.bitcast %1763 : i32 to vector<2xf16>
    %1774 = llvm.extractelement %1773[%0 : i32] : vector<2xf16>
    %1775 = llvm.extractelement %1773[%4 : i32] : vector<2xf16>
    %1776 = llvm.add %1661, %23 : i32
    %1777 = llvm.getelementptr inbounds %107[%1776] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1778 = nvvm.ldmatrix %1777 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %1779 = llvm.extractvalue %1778[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %1780 = llvm.extractvalue %1778[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %1781 = llvm.extractvalue %1778[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %1782 = llvm.extractvalue %1778[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %1783 = llvm.bitcast %1779 : i32 to vector<2xf16>
    %1784 = llvm.extractelement %1783[%0 : i32] : vector<2xf16>
    %1785 = llvm.extractelement %1783[%4 : i32] : vector<2xf16>
    %1786 = llvm.bitcast %1780 : i32 to vector<2xf16>
    %1787 = llvm.extractelement %1786[%0 : i32] : vector<2xf16>
    %1788 = llvm.extractelement %1786[%4 : i32] : vector<2xf16>
    %1789 = llvm.bitcast %1781 : i32 to vector<2xf16>
    %1790 = llvm.extractelement %1789[%0 : i32] : vector<2xf16>
    %1791 = llvm.extractelement %1789[%4 : i32] : vector<2xf16>
    %1792 = llvm.bitcast %1782 : i32 to vector<2xf16>
    %1793 = llvm.extractelement %1792[%0 : i32] : vector<2xf16>
    %1794 = llvm.extractelement %1792[%4 : i32] : vector<2xf16>
    %1795 = llvm.add %1661, %22 : i32
    %1796 = llvm.getelementptr inbounds %107[%1795] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %1797 = nvvm.ldmatrix %1796 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    %1798 = llvm.extractvalue %1797[0] : !llvm.struct<(i32, i32, i32, i32)> 
    %1799 = llvm.extractvalue %1797[1] : !llvm.struct<(i32, i32, i32, i32)> 
    %1800 = llvm.extractvalue %1797[2] : !llvm.struct<(i32, i32, i32, i32)> 
    %1801 = llvm.extractvalue %1797[3] : !llvm.struct<(i32, i32, i32, i32)> 
    %1802 = llvm.bitcast %1798 : i32 to vector<2xf16>
    %1803 = llvm.extractelement %1802[%0 : i32] : vector<2xf16>
    %1804 = llvm.extractelement %1802[%4 : i32] : vector<2xf16>
    %1805 = llvm.bitcast %1799 : i32 to vector<2xf16>
    %1806 = llvm.extractelement %1805[%0 : i32] : vector<2xf16>
    %1807 = llvm.extractelement %1805[%4 : i32] : vector<2xf16>
    %1808 = llvm.bitcast %1800 : i32 to vector<2xf16>
    %1809 = llvm.extractelement %1808[%0 : i32] : vector<2xf16>
    %1810 = llvm.extractelement %1808[%4 : i32] : vector<2xf16>
    %1811 = llvm.bitcast %1801 : i32 to vector<2xf16>
    %1812 = llvm.extractelement %1811[%0 : i32] : vector<2xf16>
    %1813 = llvm.extractelement %1811[%4 : i32] : vector<2xf16>
    %1814 = llvm.insertelement %1670, %21[%0 : i32] : vector<1xf16>
    %1815 = llvm.bitcast %1814 : vector<1xf16> to i16
    %1816 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1815, %967, %775 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1817 = llvm.insertelement %1671, %21[%0 : i32] : vector<1xf16>
    %1818 = llvm.bitcast %1817 : vector<1xf16> to i16
    %1819 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1818, %968, %776 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1820 = llvm.insertelement %1673, %21[%0 : i32] : vector<1xf16>
    %1821 = llvm.bitcast %1820 : vector<1xf16> to i16
    %1822 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1821, %969, %777 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1823 = llvm.insertelement %1674, %21[%0 : i32] : vector<1xf16>
    %1824 = llvm.bitcast %1823 : vector<1xf16> to i16
    %1825 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1824, %970, %778 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1826 = llvm.insertelement %1676, %21[%0 : i32] : vector<1xf16>
    %1827 = llvm.bitcast %1826 : vector<1xf16> to i16
    %1828 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1827, %971, %779 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1829 = llvm.insertelement %1677, %21[%0 : i32] : vector<1xf16>
    %1830 = llvm.bitcast %1829 : vector<1xf16> to i16
    %1831 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1830, %972, %780 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1832 = llvm.insertelement %1679, %21[%0 : i32] : vector<1xf16>
    %1833 = llvm.bitcast %1832 : vector<1xf16> to i16
    %1834 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1833, %973, %781 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1835 = llvm.insertelement %1680, %21[%0 : i32] : vector<1xf16>
    %1836 = llvm.bitcast %1835 : vector<1xf16> to i16
    %1837 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1836, %974, %782 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1838 = llvm.insertelement %1689, %21[%0 : i32] : vector<1xf16>
    %1839 = llvm.bitcast %1838 : vector<1xf16> to i16
    %1840 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1839, %975, %783 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1841 = llvm.insertelement %1690, %21[%0 : i32] : vector<1xf16>
    %1842 = llvm.bitcast %1841 : vector<1xf16> to i16
    %1843 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1842, %976, %784 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1844 = llvm.insertelement %1692, %21[%0 : i32] : vector<1xf16>
    %1845 = llvm.bitcast %1844 : vector<1xf16> to i16
    %1846 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1845, %977, %785 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1847 = llvm.insertelement %1693, %21[%0 : i32] : vector<1xf16>
    %1848 = llvm.bitcast %1847 : vector<1xf16> to i16
    %1849 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1848, %978, %786 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1850 = llvm.insertelement %1695, %21[%0 : i32] : vector<1xf16>
    %1851 = llvm.bitcast %1850 : vector<1xf16> to i16
    %1852 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1851, %979, %787 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1853 = llvm.insertelement %1696, %21[%0 : i32] : vector<1xf16>
    %1854 = llvm.bitcast %1853 : vector<1xf16> to i16
    %1855 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1854, %980, %788 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1856 = llvm.insertelement %1698, %21[%0 : i32] : vector<1xf16>
    %1857 = llvm.bitcast %1856 : vector<1xf16> to i16
    %1858 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1857, %981, %789 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1859 = llvm.insertelement %1699, %21[%0 : i32] : vector<1xf16>
    %1860 = llvm.bitcast %1859 : vector<1xf16> to i16
    %1861 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1860, %982, %790 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1862 = llvm.insertelement %1708, %21[%0 : i32] : vector<1xf16>
    %1863 = llvm.bitcast %1862 : vector<1xf16> to i16
    %1864 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1863, %983, %791 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1865 = llvm.insertelement %1709, %21[%0 : i32] : vector<1xf16>
    %1866 = llvm.bitcast %1865 : vector<1xf16> to i16
    %1867 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1866, %984, %792 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1868 = llvm.insertelement %1711, %21[%0 : i32] : vector<1xf16>
    %1869 = llvm.bitcast %1868 : vector<1xf16> to i16
    %1870 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1869, %985, %793 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1871 = llvm.insertelement %1712, %21[%0 : i32] : vector<1xf16>
    %1872 = llvm.bitcast %1871 : vector<1xf16> to i16
    %1873 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1872, %986, %794 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1874 = llvm.insertelement %1714, %21[%0 : i32] : vector<1xf16>
    %1875 = llvm.bitcast %1874 : vector<1xf16> to i16
    %1876 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1875, %987, %795 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1877 = llvm.insertelement %1715, %21[%0 : i32] : vector<1xf16>
    %1878 = llvm.bitcast %1877 : vector<1xf16> to i16
    %1879 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1878, %988, %796 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1880 = llvm.insertelement %1717, %21[%0 : i32] : vector<1xf16>
    %1881 = llvm.bitcast %1880 : vector<1xf16> to i16
    %1882 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1881, %989, %797 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1883 = llvm.insertelement %1718, %21[%0 : i32] : vector<1xf16>
    %1884 = llvm.bitcast %1883 : vector<1xf16> to i16
    %1885 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1884, %990, %798 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1886 = llvm.insertelement %1727, %21[%0 : i32] : vector<1xf16>
    %1887 = llvm.bitcast %1886 : vector<1xf16> to i16
    %1888 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1887, %991, %799 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1889 = llvm.insertelement %1728, %21[%0 : i32] : vector<1xf16>
    %1890 = llvm.bitcast %1889 : vector<1xf16> to i16
    %1891 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1890, %992, %800 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1892 = llvm.insertelement %1730, %21[%0 : i32] : vector<1xf16>
    %1893 = llvm.bitcast %1892 : vector<1xf16> to i16
    %1894 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1893, %993, %801 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1895 = llvm.insertelement %1731, %21[%0 : i32] : vector<1xf16>
    %1896 = llvm.bitcast %1895 : vector<1xf16> to i16
    %1897 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1896, %994, %802 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1898 = llvm.insertelement %1733, %21[%0 : i32] : vector<1xf16>
    %1899 = llvm.bitcast %1898 : vector<1xf16> to i16
    %1900 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1899, %995, %803 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1901 = llvm.insertelement %1734, %21[%0 : i32] : vector<1xf16>
    %1902 = llvm.bitcast %1901 : vector<1xf16> to i16
    %1903 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1902, %996, %804 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1904 = llvm.insertelement %1736, %21[%0 : i32] : vector<1xf16>
    %1905 = llvm.bitcast %1904 : vector<1xf16> to i16
    %1906 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1905, %997, %805 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1907 = llvm.insertelement %1737, %21[%0 : i32] : vector<1xf16>
    %1908 = llvm.bitcast %1907 : vector<1xf16> to i16
    %1909 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1908, %998, %806 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1910 = llvm.insertelement %1746, %21[%0 : i32] : vector<1xf16>
    %1911 = llvm.bitcast %1910 : vector<1xf16> to i16
    %1912 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1911, %999, %807 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1913 = llvm.insertelement %1747, %21[%0 : i32] : vector<1xf16>
    %1914 = llvm.bitcast %1913 : vector<1xf16> to i16
    %1915 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1914, %1000, %808 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1916 = llvm.insertelement %1749, %21[%0 : i32] : vector<1xf16>
    %1917 = llvm.bitcast %1916 : vector<1xf16> to i16
    %1918 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1917, %1001, %809 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1919 = llvm.insertelement %1750, %21[%0 : i32] : vector<1xf16>
    %1920 = llvm.bitcast %1919 : vector<1xf16> to i16
    %1921 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1920, %1002, %810 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1922 = llvm.insertelement %1752, %21[%0 : i32] : vector<1xf16>
    %1923 = llvm.bitcast %1922 : vector<1xf16> to i16
    %1924 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1923, %1003, %811 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1925 = llvm.insertelement %1753, %21[%0 : i32] : vector<1xf16>
    %1926 = llvm.bitcast %1925 : vector<1xf16> to i16
    %1927 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1926, %1004, %812 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1928 = llvm.insertelement %1755, %21[%0 : i32] : vector<1xf16>
    %1929 = llvm.bitcast %1928 : vector<1xf16> to i16
    %1930 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1929, %1005, %813 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1931 = llvm.insertelement %1756, %21[%0 : i32] : vector<1xf16>
    %1932 = llvm.bitcast %1931 : vector<1xf16> to i16
    %1933 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1932, %1006, %814 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1934 = llvm.insertelement %1765, %21[%0 : i32] : vector<1xf16>
    %1935 = llvm.bitcast %1934 : vector<1xf16> to i16
    %1936 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1935, %1007, %815 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1937 = llvm.insertelement %1766, %21[%0 : i32] : vector<1xf16>
    %1938 = llvm.bitcast %1937 : vector<1xf16> to i16
    %1939 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1938, %1008, %816 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1940 = llvm.insertelement %1768, %21[%0 : i32] : vector<1xf16>
    %1941 = llvm.bitcast %1940 : vector<1xf16> to i16
    %1942 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1941, %1009, %817 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1943 = llvm.insertelement %1769, %21[%0 : i32] : vector<1xf16>
    %1944 = llvm.bitcast %1943 : vector<1xf16> to i16
    %1945 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1944, %1010, %818 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1946 = llvm.insertelement %1771, %21[%0 : i32] : vector<1xf16>
    %1947 = llvm.bitcast %1946 : vector<1xf16> to i16
    %1948 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1947, %1011, %819 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1949 = llvm.insertelement %1772, %21[%0 : i32] : vector<1xf16>
    %1950 = llvm.bitcast %1949 : vector<1xf16> to i16
    %1951 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1950, %1012, %820 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1952 = llvm.insertelement %1774, %21[%0 : i32] : vector<1xf16>
    %1953 = llvm.bitcast %1952 : vector<1xf16> to i16
    %1954 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1953, %1013, %821 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1955 = llvm.insertelement %1775, %21[%0 : i32] : vector<1xf16>
    %1956 = llvm.bitcast %1955 : vector<1xf16> to i16
    %1957 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1956, %1014, %822 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1958 = llvm.insertelement %1784, %21[%0 : i32] : vector<1xf16>
    %1959 = llvm.bitcast %1958 : vector<1xf16> to i16
    %1960 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1959, %1015, %823 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1961 = llvm.insertelement %1785, %21[%0 : i32] : vector<1xf16>
    %1962 = llvm.bitcast %1961 : vector<1xf16> to i16
    %1963 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1962, %1016, %824 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1964 = llvm.insertelement %1787, %21[%0 : i32] : vector<1xf16>
    %1965 = llvm.bitcast %1964 : vector<1xf16> to i16
    %1966 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1965, %1017, %825 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1967 = llvm.insertelement %1788, %21[%0 : i32] : vector<1xf16>
    %1968 = llvm.bitcast %1967 : vector<1xf16> to i16
    %1969 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1968, %1018, %826 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1970 = llvm.insertelement %1790, %21[%0 : i32] : vector<1xf16>
    %1971 = llvm.bitcast %1970 : vector<1xf16> to i16
    %1972 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1971, %1019, %827 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1973 = llvm.insertelement %1791, %21[%0 : i32] : vector<1xf16>
    %1974 = llvm.bitcast %1973 : vector<1xf16> to i16
    %1975 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1974, %1020, %828 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1976 = llvm.insertelement %1793, %21[%0 : i32] : vector<1xf16>
    %1977 = llvm.bitcast %1976 : vector<1xf16> to i16
    %1978 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1977, %1021, %829 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1979 = llvm.insertelement %1794, %21[%0 : i32] : vector<1xf16>
    %1980 = llvm.bitcast %1979 : vector<1xf16> to i16
    %1981 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1980, %1022, %830 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1982 = llvm.insertelement %1803, %21[%0 : i32] : vector<1xf16>
    %1983 = llvm.bitcast %1982 : vector<1xf16> to i16
    %1984 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1983, %1023, %831 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1985 = llvm.insertelement %1804, %21[%0 : i32] : vector<1xf16>
    %1986 = llvm.bitcast %1985 : vector<1xf16> to i16
    %1987 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1986, %1024, %832 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1988 = llvm.insertelement %1806, %21[%0 : i32] : vector<1xf16>
    %1989 = llvm.bitcast %1988 : vector<1xf16> to i16
    %1990 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1989, %1025, %833 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1991 = llvm.insertelement %1807, %21[%0 : i32] : vector<1xf16>
    %1992 = llvm.bitcast %1991 : vector<1xf16> to i16
    %1993 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1992, %1026, %834 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1994 = llvm.insertelement %1809, %21[%0 : i32] : vector<1xf16>
    %1995 = llvm.bitcast %1994 : vector<1xf16> to i16
    %1996 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1995, %1027, %835 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %1997 = llvm.insertelement %1810, %21[%0 : i32] : vector<1xf16>
    %1998 = llvm.bitcast %1997 : vector<1xf16> to i16
    %1999 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %1998, %1028, %836 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %2000 = llvm.insertelement %1812, %21[%0 : i32] : vector<1xf16>
    %2001 = llvm.bitcast %2000 : vector<1xf16> to i16
    %2002 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %2001, %1029, %837 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %2003 = llvm.insertelement %1813, %21[%0 : i32] : vector<1xf16>
    %2004 = llvm.bitcast %2003 : vector<1xf16> to i16
    %2005 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" %2004, %1030, %838 : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    %2006 = nvvm.elect.sync -> i1
    %2007 = llvm.and %322, %2006 : i1
    %2008 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %2007, %346 : (i1, !llvm.ptr<3>) -> !llvm.void
    %2009 = nvvm.elect.sync -> i1
    %2010 = llvm.and %322, %2009 : i1
    %2011 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %2010, %351 : (i1, !llvm.ptr<3>) -> !llvm.void
    %2012 = nvvm.elect.sync -> i1
    %2013 = llvm.and %322, %2012 : i1
    %2014 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %2013, %356 : (i1, !llvm.ptr<3>) -> !llvm.void
    %2015 = nvvm.elect.sync -> i1
    %2016 = llvm.and %322, %2015 : i1
    %2017 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %2016, %360 : (i1, !llvm.ptr<3>) -> !llvm.void
    %2018 = nvvm.elect.sync -> i1
    %2019 = llvm.and %322, %2018 : i1
    %2020 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %2019, %321 : (i1, !llvm.ptr<3>) -> !llvm.void
    %2021 = nvvm.elect.sync -> i1
    %2022 = llvm.and %322, %2021 : i1
    %2023 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 mbarrier.inval.shared::cta.b64 [$1];", "b,r" %2022, %327 : (i1, !llvm.ptr<3>) -> !llvm.void
    llvm.store %106, %364 : i8, !llvm.ptr<3>
    llvm.store %106, %365 : i8, !llvm.ptr<3>
    llvm.store %106, %366 : i8, !llvm.ptr<3>
    llvm.store %106, %367 : i8, !llvm.ptr<3>
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%4) : (i32) -> ()
    nvvm.barrier {aligned = false}
    %2024 = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, 64;", "b,r" %110, %113 : (i1, !llvm.ptr<6>) -> !llvm.void
    llvm.return
  }
}
