// MLIR's own LLVM IR translation test mlir/test/Target/LLVMIR/nvvmir.mlir, as stored at
// llvm/llvm-project@02ae9ea5840313910a8ccd9deffedad5ea533f70 (Apache License v2.0 with LLVM
// Exceptions, https://llvm.org/LICENSE.txt): its functions and split-input chunks, the CHECK lines
// (LLVM IR, not PTX) left out. tests/test_mlir_target_tests.py compiles each function to PTX at the
// target its ops need, assembles it with ptxas and compares the instructions with llc-22's for
// mlir-translate-22's translation of the same function.

llvm.func @nvvm_special_regs() -> i32 {
  %1 = nvvm.read.ptx.sreg.tid.x : i32
  %2 = nvvm.read.ptx.sreg.tid.y : i32
  %3 = nvvm.read.ptx.sreg.tid.z : i32
  %4 = nvvm.read.ptx.sreg.ntid.x : i32
  %5 = nvvm.read.ptx.sreg.ntid.y : i32
  %6 = nvvm.read.ptx.sreg.ntid.z : i32
  %7 = nvvm.read.ptx.sreg.ctaid.x : i32
  %8 = nvvm.read.ptx.sreg.ctaid.y : i32
  %9 = nvvm.read.ptx.sreg.ctaid.z : i32
  %10 = nvvm.read.ptx.sreg.nctaid.x : i32
  %11 = nvvm.read.ptx.sreg.nctaid.y : i32
  %12 = nvvm.read.ptx.sreg.nctaid.z : i32
  %13 = nvvm.read.ptx.sreg.warpsize : i32
  %14 = nvvm.read.ptx.sreg.laneid : i32
  %15 = nvvm.read.ptx.sreg.clusterid.x : i32
  %16 = nvvm.read.ptx.sreg.clusterid.y : i32
  %17 = nvvm.read.ptx.sreg.clusterid.z : i32
  %18 = nvvm.read.ptx.sreg.nclusterid.x : i32
  %19 = nvvm.read.ptx.sreg.nclusterid.y : i32
  %20 = nvvm.read.ptx.sreg.nclusterid.z : i32
  %21 = nvvm.read.ptx.sreg.cluster.ctaid.x : i32
  %22 = nvvm.read.ptx.sreg.cluster.ctaid.y : i32
  %23 = nvvm.read.ptx.sreg.cluster.ctaid.z : i32
  %24 = nvvm.read.ptx.sreg.cluster.nctaid.x : i32
  %25 = nvvm.read.ptx.sreg.cluster.nctaid.y : i32
  %26 = nvvm.read.ptx.sreg.cluster.nctaid.z : i32
  %27 = nvvm.read.ptx.sreg.cluster.ctarank : i32
  %28 = nvvm.read.ptx.sreg.cluster.nctarank : i32
  %29 = nvvm.read.ptx.sreg.clock : i32
  %30 = nvvm.read.ptx.sreg.clock64 : i64
  %31 = nvvm.read.ptx.sreg.globaltimer : i64
  %32 = nvvm.read.ptx.sreg.globaltimer.lo : i32
  %33 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 64> : i32
  %34 = nvvm.read.ptx.sreg.warpid : i32
  %35 = nvvm.read.ptx.sreg.nwarpid : i32
  %36 = nvvm.read.ptx.sreg.smid : i32
  %37 = nvvm.read.ptx.sreg.nsmid : i32
  %38 = nvvm.read.ptx.sreg.gridid : i32
  %39 = nvvm.read.ptx.sreg.envreg0 : i32
  %40 = nvvm.read.ptx.sreg.envreg1 : i32
  %41 = nvvm.read.ptx.sreg.envreg2 : i32
  %42 = nvvm.read.ptx.sreg.envreg3 : i32
  %43 = nvvm.read.ptx.sreg.envreg4 : i32
  %44 = nvvm.read.ptx.sreg.envreg5 : i32
  %45 = nvvm.read.ptx.sreg.envreg6 : i32
  %46 = nvvm.read.ptx.sreg.envreg7 : i32
  %47 = nvvm.read.ptx.sreg.envreg8 : i32
  %48 = nvvm.read.ptx.sreg.envreg9 : i32
  %49 = nvvm.read.ptx.sreg.envreg10 : i32
  %50 = nvvm.read.ptx.sreg.envreg11 : i32
  %51 = nvvm.read.ptx.sreg.envreg12 : i32
  %52 = nvvm.read.ptx.sreg.envreg13 : i32
  %53 = nvvm.read.ptx.sreg.envreg14 : i32
  %54 = nvvm.read.ptx.sreg.envreg15 : i32
  %55 = nvvm.read.ptx.sreg.envreg16 : i32
  %56 = nvvm.read.ptx.sreg.envreg17 : i32
  %57 = nvvm.read.ptx.sreg.envreg18 : i32
  %58 = nvvm.read.ptx.sreg.envreg19 : i32
  %59 = nvvm.read.ptx.sreg.envreg20 : i32
  %60 = nvvm.read.ptx.sreg.envreg21 : i32
  %61 = nvvm.read.ptx.sreg.envreg22 : i32
  %62 = nvvm.read.ptx.sreg.envreg23 : i32
  %63 = nvvm.read.ptx.sreg.envreg24 : i32
  %64 = nvvm.read.ptx.sreg.envreg25 : i32
  %65 = nvvm.read.ptx.sreg.envreg26 : i32
  %66 = nvvm.read.ptx.sreg.envreg27 : i32
  %67 = nvvm.read.ptx.sreg.envreg28 : i32
  %68 = nvvm.read.ptx.sreg.envreg29 : i32
  %69 = nvvm.read.ptx.sreg.envreg30 : i32
  %70 = nvvm.read.ptx.sreg.envreg31 : i32
  %71 = nvvm.read.ptx.sreg.lanemask.eq : i32
  %72 = nvvm.read.ptx.sreg.lanemask.le : i32
  %73 = nvvm.read.ptx.sreg.lanemask.lt : i32
  %74 = nvvm.read.ptx.sreg.lanemask.ge : i32
  %75 = nvvm.read.ptx.sreg.lanemask.gt : i32
  %76 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 0> : i32
  %77 = nvvm.read.ptx.sreg.tid.x range <i32, 4294967295, 4294967295> : i32
  llvm.return %1 : i32
}

llvm.func @nvvm_rcp(%0: f32) -> f32 {
  %1 = nvvm.rcp.approx.ftz.f %0 : f32
  llvm.return %1 : f32
}

llvm.func @llvm_nvvm_barrier0() {
  nvvm.barrier0
  llvm.return
}

llvm.func @llvm_nvvm_barrier(%barID : i32, %numberOfThreads : i32) {
  nvvm.barrier
  nvvm.barrier id = %barID
  nvvm.barrier id = %barID number_of_threads = %numberOfThreads
  llvm.return
}

llvm.func @llvm_nvvm_cluster_arrive() {
  nvvm.cluster.arrive
  nvvm.cluster.arrive {aligned}
  llvm.return
}

llvm.func @llvm_nvvm_cluster_arrive_relaxed() {
  nvvm.cluster.arrive.relaxed
  nvvm.cluster.arrive.relaxed {aligned}
  llvm.return
}

llvm.func @llvm_nvvm_cluster_wait() {
  nvvm.cluster.wait
  nvvm.cluster.wait {aligned}
  llvm.return
}

llvm.func @nvvm_shfl(
    %0 : i32, %1 : i32, %2 : i32,
    %3 : i32, %4 : f32) -> i32 {
  %6 = nvvm.shfl.sync bfly %0, %3, %1, %2 : i32 -> i32
  %7 = nvvm.shfl.sync bfly %0, %4, %1, %2 : f32 -> f32
  %8 = nvvm.shfl.sync up %0, %3, %1, %2 : i32 -> i32
  %9 = nvvm.shfl.sync up %0, %4, %1, %2 : f32 -> f32
  %10 = nvvm.shfl.sync down %0, %3, %1, %2 : i32 -> i32
  %11 = nvvm.shfl.sync down %0, %4, %1, %2 : f32 -> f32
  %12 = nvvm.shfl.sync idx %0, %3, %1, %2 : i32 -> i32
  %13 = nvvm.shfl.sync idx %0, %4, %1, %2 : f32 -> f32
  llvm.return %6 : i32
}

llvm.func @nvvm_shfl_pred(
    %0 : i32, %1 : i32, %2 : i32,
    %3 : i32, %4 : f32) -> !llvm.struct<(i32, i1)> {
  %6 = nvvm.shfl.sync bfly %0, %3, %1, %2 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
  %7 = nvvm.shfl.sync bfly %0, %4, %1, %2 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  %8 = nvvm.shfl.sync up %0, %3, %1, %2 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
  %9 = nvvm.shfl.sync up %0, %4, %1, %2 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  %10 = nvvm.shfl.sync down %0, %3, %1, %2 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
  %11 = nvvm.shfl.sync down %0, %4, %1, %2 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  %12 = nvvm.shfl.sync idx %0, %3, %1, %2 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
  %13 = nvvm.shfl.sync idx %0, %4, %1, %2 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  llvm.return %6 : !llvm.struct<(i32, i1)>
}

llvm.func @nvvm_vote(%0 : i32, %1 : i1) -> i32 {
  %3 = nvvm.vote.sync ballot %0, %1 -> i32
  %4 = nvvm.vote.sync all %0, %1 -> i1
  %5 = nvvm.vote.sync any %0, %1 -> i1
  %6 = nvvm.vote.sync uni %0, %1 -> i1
  llvm.return %3 : i32
}

llvm.func @nvvm_mma_mn8n8k4_row_col_f32_f32(%a0 : vector<2xf16>, %a1 : vector<2xf16>,
                    %b0 : vector<2xf16>, %b1 : vector<2xf16>,
                    %c0 : f32, %c1 : f32, %c2 : f32, %c3 : f32,
                    %c4 : f32, %c5 : f32, %c6 : f32, %c7 : f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7]
  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
}

llvm.func @nvvm_mma_m16n8k16_f16_f16(%a0 : vector<2xf16>, %a1 : vector<2xf16>,
                                %a2 : vector<2xf16>, %a3 : vector<2xf16>,
                                %b0 : vector<2xf16>, %b1 : vector<2xf16>,
                                %c0 : vector<2xf16>, %c1 : vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)> {
  %0 = nvvm.mma.sync A[ %a0, %a1, %a2, %a3 ] B[ %b0, %b1 ] C[ %c0, %c1 ]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}
     : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return %0 : !llvm.struct<(vector<2xf16>, vector<2xf16>)>
}

llvm.func @nvvm_mma_m16n8k16_bf16_bf16(%a0 : i32, %a1 : i32, %a2 : i32, %a3 : i32,
                              %b0 : i32, %b1 : i32,
                              %c0 : f32, %c1 : f32, %c2 : f32, %c3 : f32) -> !llvm.struct<(f32, f32, f32, f32)> {
  %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>,
     shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

llvm.func @nvvm_mma_m16n8k16_f32_f32(%a0 : vector<2xf16>, %a1 : vector<2xf16>,
                                %a2 : vector<2xf16>, %a3 : vector<2xf16>,
                                %b0 : vector<2xf16>, %b1 : vector<2xf16>,
                                %c0 : f32, %c1 : f32, %c2 : f32, %c3 : f32) -> !llvm.struct<(f32, f32, f32, f32)> {
  %0 = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

llvm.func @nvvm_mma_m16n8k16_s8_s8(%a0 : i32, %a1 : i32,
                                %b0 : i32,
                                %c0 : i32, %c1 : i32, %c2 : i32, %c3 : i32) -> !llvm.struct<(i32, i32, i32, i32)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>,
     intOverflowBehavior=#nvvm.mma_int_overflow<wrapped>,
     shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32,i32,i32,i32)>
  llvm.return %0 : !llvm.struct<(i32,i32,i32,i32)>
}

llvm.func @nvvm_mma_m16n8k16_s8_u8(%a0 : i32, %a1 : i32,
                                %b0 : i32,
                                %c0 : i32, %c1 : i32, %c2 : i32, %c3 : i32) -> !llvm.struct<(i32, i32, i32, i32)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<u8>,
     intOverflowBehavior=#nvvm.mma_int_overflow<satfinite>,
     shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32,i32,i32,i32)>
  llvm.return %0 : !llvm.struct<(i32,i32,i32,i32)>
}

llvm.func @nvvm_mma_m16n8k128_b1_b1(%a0 : i32, %a1 : i32,
                                    %b0 : i32,
                                    %c0 : i32, %c1 : i32, %c2 : i32, %c3 : i32) -> !llvm.struct<(i32,i32,i32,i32)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>,
     b1Op = #nvvm.mma_b1op<xor_popc>, shape = #nvvm.shape<m = 16, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32,i32,i32,i32)>
  llvm.return %0 : !llvm.struct<(i32,i32,i32,i32)>
}

llvm.func @nvvm_mma_m16n8k32_s4_s4(%a0 : i32, %a1 : i32,
                               %b0 : i32,
                               %c0 : i32, %c1 : i32, %c2 : i32, %c3 : i32) -> !llvm.struct<(i32,i32,i32,i32)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<s4>, multiplicandBPtxType = #nvvm.mma_type<s4>,
     intOverflowBehavior=#nvvm.mma_int_overflow<satfinite>,
     shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32,i32,i32,i32)>
  llvm.return %0 : !llvm.struct<(i32,i32,i32,i32)>
}

llvm.func @nvvm_mma_m8n8k4_f64_f64(%a0 : f64,
                                   %b0 : f64,
                                   %c0 : f64, %c1 : f64) -> !llvm.struct<(f64, f64)> {
  %0 = nvvm.mma.sync A[%a0] B[%b0] C[%c0, %c1]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  llvm.return %0 : !llvm.struct<(f64, f64)>
}

llvm.func @nvvm_mma_m16n8k4_tf32_f32(%a0 : i32, %a1 : i32,
                                     %b0 : i32,
                                     %c0 : f32, %c1 : f32, %c2 : f32, %c3 : f32) -> !llvm.struct<(f32, f32, f32, f32)> {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1, %c2, %c3]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>,
     shape = #nvvm.shape<m = 16, n = 8, k = 4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

llvm.func @gpu_wmma_load_op(%arg0: !llvm.ptr<3>, %arg1: i32) {
  %0 = nvvm.wmma.load %arg0, %arg1
    {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : (!llvm.ptr<3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>

  llvm.return
}

llvm.func @gpu_wmma_store_op(%arg0: !llvm.ptr<3>, %arg1: i32,
                            %arg2: vector<2 x f16>, %arg3: vector<2 x f16>,
                            %arg4: vector<2 xf16>, %arg5: vector<2 x f16>) {
  nvvm.wmma.store %arg0, %arg1, %arg2, %arg3, %arg4, %arg5
    {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : !llvm.ptr<3>, vector<2 x f16>, vector<2 x f16>, vector<2 x f16>, vector<2 x f16>
  llvm.return
}

llvm.func @gpu_wmma_mma_op(%arg0: vector<2 x f16>, %arg1: vector<2 x f16>,
                        %arg2: vector<2 x f16>, %arg3: vector<2 x f16>,
                        %arg4: vector<2 x f16>, %arg5: vector<2 x f16>,
                        %arg6: vector<2 x f16>, %arg7: vector<2 x f16>,
                        %arg8: vector<2 x f16>, %arg9: vector<2 x f16>,
                        %arg10: vector<2 x f16>, %arg11: vector<2 x f16>,
                        %arg12: vector<2 x f16>, %arg13: vector<2 x f16>,
                        %arg14: vector<2 x f16>, %arg15: vector<2 x f16>,
                        %arg16: vector<2 x f16>, %arg17: vector<2 x f16>,
                        %arg18: vector<2 x f16>, %arg19: vector<2 x f16>) {
  %0 = nvvm.wmma.mma %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19
    {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f16>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : (vector<2 x f16>, vector<2 x f16>, vector<2 x f16>, vector<2 x f16>, vector<2 x f16>,
       vector<2 x f16>, vector<2 x f16>, vector<2 x f16>, vector<2 x f16>, vector<2 x f16>,
       vector<2 x f16>, vector<2 x f16>, vector<2 x f16>, vector<2 x f16>, vector<2 x f16>,
       vector<2 x f16>, vector<2 x f16>, vector<2 x f16>, vector<2 x f16>, vector<2 x f16>)
      -> !llvm.struct<(vector<2 x f16>, vector<2 x f16>, vector<2 x f16>, vector<2 x f16>)>
  llvm.return
}

llvm.func @nvvm_wmma_load_tf32(%arg0: !llvm.ptr, %arg1 : i32) {
  %0 = nvvm.wmma.load %arg0, %arg1
    {eltype = #nvvm.mma_type<tf32>, frag = #nvvm.mma_frag<a>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : (!llvm.ptr) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

llvm.func @nvvm_wmma_mma(%0 : i32, %1 : i32, %2 : i32, %3 : i32, %4 : i32, %5 : i32,
                    %6 : i32, %7 : i32, %8 : f32, %9 : f32, %10 : f32,
                    %11 : f32, %12 : f32, %13 : f32, %14 : f32, %15 : f32) {
  %r = nvvm.wmma.mma %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15
    {eltypeA = #nvvm.mma_type<tf32>, eltypeB = #nvvm.mma_type<f32>, k = 8 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
    : (i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, f32)
    -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return
}

llvm.func @nvvm_wmma_load_a_f64(%arg0: !llvm.ptr, %arg1 : i32) {
  %0 = nvvm.wmma.load %arg0, %arg1
    {eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<a>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32}
    : (!llvm.ptr) -> f64
  llvm.return
}

llvm.func @nvvm_wmma_load_c_f64(%arg0: !llvm.ptr, %arg1 : i32) {
  %0 = nvvm.wmma.load %arg0, %arg1
    {eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<c>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32}
    : (!llvm.ptr) -> !llvm.struct<(f64, f64)>
  llvm.return
}

llvm.func @nvvm_wmma_mma_f64(%0 : f64, %1 : f64, %2 : f64, %3 : f64) {
  %r = nvvm.wmma.mma %0, %1, %2, %3
    {eltypeA = #nvvm.mma_type<f64>, eltypeB = #nvvm.mma_type<f64>, k = 4 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, m = 8 : i32, n = 8 : i32}
    : (f64, f64, f64, f64)
    -> !llvm.struct<(f64, f64)>
  llvm.return
}

llvm.func @nvvm_wmma_store_d_f64(%arg0: !llvm.ptr, %arg1 : i32, %arg2 : f64, %arg3 : f64) {
  nvvm.wmma.store %arg0, %arg1, %arg2, %arg3
    {eltype = #nvvm.mma_type<f64>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32}
    : !llvm.ptr, f64, f64
  llvm.return
}

llvm.func @cp_async(%arg0: !llvm.ptr<3>, %arg1: !llvm.ptr<1>) {
  nvvm.cp.async.shared.global %arg0, %arg1, 4, cache =  ca : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.shared.global %arg0, %arg1, 8, cache =  ca : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.shared.global %arg0, %arg1, 16, cache =  ca : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.shared.global %arg0, %arg1, 16, cache =  cg : !llvm.ptr<3>, !llvm.ptr<1>

  nvvm.cp.async.commit.group
  nvvm.cp.async.wait.group 0
  llvm.return
}

llvm.func @async_cp_zfill(%dst: !llvm.ptr<3>, %src: !llvm.ptr<1>, %cpSize: i32) {
  nvvm.cp.async.shared.global %dst, %src, 4, cache =  ca, %cpSize : !llvm.ptr<3>, !llvm.ptr<1>, i32
  nvvm.cp.async.shared.global %dst, %src, 8, cache =  ca, %cpSize : !llvm.ptr<3>, !llvm.ptr<1>, i32
  nvvm.cp.async.shared.global %dst, %src, 16, cache =  ca, %cpSize : !llvm.ptr<3>, !llvm.ptr<1>, i32
  nvvm.cp.async.shared.global %dst, %src, 16, cache =  cg, %cpSize : !llvm.ptr<3>, !llvm.ptr<1>, i32
  llvm.return
}

llvm.func @llvm_nvvm_setmaxregister() {
  nvvm.setmaxregister increase 256
  nvvm.setmaxregister decrease 24
  llvm.return
}

llvm.func @llvm_nvvm_cp_async_bulk_commit_group() {
  nvvm.cp.async.bulk.commit.group
  llvm.return
}

llvm.func @llvm_nvvm_cp_async_bulk_wait_group() {
  nvvm.cp.async.bulk.wait_group 0
  nvvm.cp.async.bulk.wait_group 3
  nvvm.cp.async.bulk.wait_group 0 {read}
  nvvm.cp.async.bulk.wait_group 3 {read}
  llvm.return
}

llvm.func @ld_matrix(%arg0: !llvm.ptr<3>) {
  %l1 = nvvm.ldmatrix %arg0 {num = 1: i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  %l2 = nvvm.ldmatrix %arg0 {num = 2 : i32, layout = #nvvm.mma_layout<row>, shape =#nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %l4 = nvvm.ldmatrix %arg0 {num = 4 : i32, layout = #nvvm.mma_layout<row>, shape =#nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>

  %l1t = nvvm.ldmatrix %arg0 {num = 1: i32, layout = #nvvm.mma_layout<col>, shape =#nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  %l2t = nvvm.ldmatrix %arg0 {num = 2 : i32, layout = #nvvm.mma_layout<col>, shape =#nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %l4t = nvvm.ldmatrix %arg0 {num = 4 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>

  %m8n16_b6_l1 = nvvm.ldmatrix %arg0 {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape =#nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b6x16_p32>} : (!llvm.ptr<3>) -> i32
  %m8n16_b6_l2 = nvvm.ldmatrix %arg0 {num = 2: i32, layout = #nvvm.mma_layout<row>, shape =#nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b6x16_p32>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %m8n16_b6_l4 = nvvm.ldmatrix %arg0{num = 4 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>,eltType =#nvvm.ld_st_matrix_elt_type<b8x16.b6x16_p32>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>

  %m8n16_b4_l1 = nvvm.ldmatrix %arg0 {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape =#nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b4x16_p64>} : (!llvm.ptr<3>) -> i32
  %m8n16_b4_l2 = nvvm.ldmatrix %arg0 {num = 2 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b4x16_p64>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %m8n16_b4_l4 = nvvm.ldmatrix %arg0 {num = 4 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b4x16_p64>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>

  %m16n16_l1t = nvvm.ldmatrix %arg0 {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape =#nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %m16n16_l2t = nvvm.ldmatrix %arg0{num = 2 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>,eltType =#nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>

  %m16n16_b6_l1t = nvvm.ldmatrix %arg0 {num = 1: i32, layout = #nvvm.mma_layout<col>, shape =#nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b6x16_p32>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %m16n16_b6_l2t = nvvm.ldmatrix %arg0 {num = 2 : i32, layout = #nvvm.mma_layout<col>, shape =#nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b6x16_p32>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>

  %m16n16_b4_l1t = nvvm.ldmatrix %arg0 {num = 1: i32, layout = #nvvm.mma_layout<col>, shape =#nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b4x16_p64>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %m16n16_b4_l2t = nvvm.ldmatrix %arg0 {num = 2 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>,eltType =#nvvm.ld_st_matrix_elt_type<b8x16.b4x16_p64>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

llvm.func @st_matrix(%arg0: !llvm.ptr<3>, %r1: i32, %r2: i32, %r3: i32, %r4: i32) {
  nvvm.stmatrix %arg0, %r1 {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32
  nvvm.stmatrix %arg0, %r1 {layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32
  nvvm.stmatrix %arg0, %r1 {layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32
  nvvm.stmatrix %arg0, %r1, %r2 {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32
  nvvm.stmatrix %arg0, %r1, %r2 {layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32
  nvvm.stmatrix %arg0, %r1, %r2 {layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32, i32
  nvvm.stmatrix %arg0, %r1, %r2, %r3, %r4 {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32, i32, i32
  nvvm.stmatrix %arg0, %r1, %r2, %r3, %r4 {layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32, i32, i32
  nvvm.stmatrix %arg0, %r1, %r2, %r3, %r4 {layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32, i32, i32, i32
  llvm.return
}

llvm.func @kernel_func() attributes {nvvm.kernel} {
  llvm.return
}

// -----

llvm.func @kernel_func() attributes {nvvm.kernel, nvvm.maxntid = array<i32: 1, 23, 32>} {
  llvm.return
}

// -----

llvm.func @kernel_func() attributes {nvvm.kernel, nvvm.reqntid = array<i32: 1, 23, 32>} {
  llvm.return
}

// -----

llvm.func @kernel_func() attributes {nvvm.kernel, nvvm.cluster_dim = array<i32: 3, 5, 7>} {
  llvm.return
}

// -----

llvm.func @kernel_func() attributes {nvvm.kernel, nvvm.cluster_max_blocks = 8} {
  llvm.return
}

// -----

llvm.func @kernel_func() attributes {nvvm.kernel, nvvm.minctasm = 16} {
  llvm.return
}

// -----

llvm.func @kernel_func() attributes {nvvm.kernel, nvvm.maxnreg = 16} {
  llvm.return
}

// -----

llvm.func @kernel_func() attributes {nvvm.kernel, nvvm.maxntid = array<i32: 1, 23, 32>,
                                     nvvm.minctasm = 16, nvvm.maxnreg = 32} {
  llvm.return
}

// -----

llvm.func @kernel_func() attributes {nvvm.kernel, nvvm.blocksareclusters,
                                     nvvm.reqntid = array<i32: 1, 23, 32>,
                                     nvvm.cluster_dim = array<i32: 3, 5, 7>} {
  llvm.return
}

// -----

llvm.func @kernel_func(%arg0: !llvm.ptr {llvm.byval = i32, nvvm.grid_constant}) attributes {nvvm.kernel} {
  llvm.return
}

// -----

llvm.func @kernel_func(%arg0: !llvm.ptr {llvm.byval = i32, nvvm.grid_constant}, %arg1: f32, %arg2: !llvm.ptr {llvm.byval = f32, nvvm.grid_constant}) attributes {nvvm.kernel} {
  llvm.return
}

// -----

llvm.func @nvvm_fence_proxy_tensormap_generic_release() {
  %c128 = llvm.mlir.constant(128) : i32
  nvvm.fence.proxy.release #nvvm.mem_scope<cta>
  nvvm.fence.proxy.release #nvvm.mem_scope<cluster>
  nvvm.fence.proxy.release #nvvm.mem_scope<gpu>
  nvvm.fence.proxy.release #nvvm.mem_scope<sys>
  llvm.return
}

// -----

llvm.func @nvvm_fence_proxy_tensormap_generic_acquire(%addr : !llvm.ptr) {
  %c128 = llvm.mlir.constant(128) : i32
  nvvm.fence.proxy.acquire #nvvm.mem_scope<cta> %addr, %c128
  nvvm.fence.proxy.acquire #nvvm.mem_scope<cluster> %addr, %c128
  nvvm.fence.proxy.acquire #nvvm.mem_scope<gpu> %addr, %c128
  nvvm.fence.proxy.acquire #nvvm.mem_scope<sys> %addr, %c128
  llvm.return
}

// -----

llvm.func @nvvm_exit() {
  nvvm.exit
  llvm.return
}

// -----

llvm.func @nvvm_breakpoint() {
  nvvm.breakpoint
  llvm.return
}

// -----

llvm.func @nvvm_wgmma_fence_aligned() {
  nvvm.wgmma.fence.aligned
  llvm.return
}

// -----

llvm.func @nvvm_wgmma_commit_group_aligned() {
  nvvm.wgmma.commit.group.sync.aligned
  llvm.return
}

// -----

llvm.func @nvvm_wgmma_wait_group_aligned() {
  nvvm.wgmma.wait.group.sync.aligned 0
  nvvm.wgmma.wait.group.sync.aligned 20
  llvm.return
}

// -----

llvm.func @nvvm_griddepcontrol_wait() {
  nvvm.griddepcontrol wait
  llvm.return
}

// -----

llvm.func @nvvm_griddepcontrol_launch_dependents() {
  nvvm.griddepcontrol launch_dependents
  llvm.return
}

// -----

llvm.func @nvvm_mapa(%a: !llvm.ptr, %a_shared: !llvm.ptr<3>, %b : i32) {
  %0 = nvvm.mapa %a, %b: !llvm.ptr -> !llvm.ptr
  %1 = nvvm.mapa %a_shared, %b: !llvm.ptr<3> -> !llvm.ptr<7>
  llvm.return
}

// -----

llvm.func @nvvm_redux_sync(%value: i32, %offset: i32) {
  %0 = nvvm.redux.sync add %value, %offset: i32 -> i32
  %1 = nvvm.redux.sync umax %value, %offset: i32 -> i32
  %2 = nvvm.redux.sync umin %value, %offset: i32 -> i32
  %3 = nvvm.redux.sync and %value, %offset: i32 -> i32
  %4 = nvvm.redux.sync or %value, %offset: i32 -> i32
  %5 = nvvm.redux.sync xor %value, %offset: i32 -> i32
  %6 = nvvm.redux.sync max %value, %offset: i32 -> i32
  %7 = nvvm.redux.sync min %value, %offset: i32 -> i32
  llvm.return
}

llvm.func @nvvm_redux_sync_f32(%value: f32, %offset: i32) {
  %0 = nvvm.redux.sync fmin %value, %offset: f32 -> f32
  %1 = nvvm.redux.sync fmin %value, %offset {abs = true}: f32 -> f32
  %2 = nvvm.redux.sync fmin %value, %offset {nan = true}: f32 -> f32
  %3 = nvvm.redux.sync fmin %value, %offset {abs = true, nan = true}: f32 -> f32
  %4 = nvvm.redux.sync fmax %value, %offset: f32 -> f32
  %5 = nvvm.redux.sync fmax %value, %offset {abs = true}: f32 -> f32
  %6 = nvvm.redux.sync fmax %value, %offset {nan = true}: f32 -> f32
  %7 = nvvm.redux.sync fmax %value, %offset {abs = true, nan = true}: f32 -> f32
  llvm.return
}

// -----

llvm.func @nvvm_match_sync(%mask: i32, %val32: i32, %val64: i64) {
  %0 = nvvm.match.sync any %mask, %val32 : i32 -> i32
  %1 = nvvm.match.sync all %mask, %val32 : i32 -> !llvm.struct<(i32, i1)>
  %2 = nvvm.match.sync any %mask, %val64 : i64 -> i32
  %3 = nvvm.match.sync all %mask, %val64 : i64 -> !llvm.struct<(i32, i1)>
  llvm.return
}

// -----

llvm.func @nvvm_st_bulk(%addr_gen: !llvm.ptr, %addr_shared: !llvm.ptr<3>, %size: i64) {
  nvvm.st.bulk %addr_gen, size = %size : !llvm.ptr
  nvvm.st.bulk %addr_shared, size = %size: !llvm.ptr<3>
  nvvm.st.bulk %addr_gen, size = %size, init = 0 : !llvm.ptr
  nvvm.st.bulk %addr_shared, size = %size, init = 0: !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @nvvm_dot_accumulate_4way(%a: vector<4xi8>, %b: vector<4xi8>, %c: i32) {
  %0 = nvvm.dot.accumulate.4way %a <unsigned>, %b <unsigned>, %c: vector<4xi8>, vector<4xi8>
  %1 = nvvm.dot.accumulate.4way %a <signed>, %b <unsigned>, %c: vector<4xi8>, vector<4xi8>
  %2 = nvvm.dot.accumulate.4way %a <unsigned>, %b <signed>, %c: vector<4xi8>, vector<4xi8>
  %3 = nvvm.dot.accumulate.4way %a <signed>, %b <signed>, %c: vector<4xi8>, vector<4xi8>
  llvm.return
}

// -----

llvm.func @nvvm_dot_accumulate_2way(%a: vector<2xi16>, %b: vector<4xi8>, %c: i32) {
  %0 = nvvm.dot.accumulate.2way %a <unsigned>, %b <unsigned>, %c {b_hi = false} : vector<2xi16>, vector<4xi8>
  %1 = nvvm.dot.accumulate.2way %a <unsigned>, %b <unsigned>, %c {b_hi = true}: vector<2xi16>, vector<4xi8>
  %2 = nvvm.dot.accumulate.2way %a <signed>, %b <unsigned>, %c {b_hi = false}: vector<2xi16>, vector<4xi8>
  %3 = nvvm.dot.accumulate.2way %a <signed>, %b <unsigned>, %c {b_hi = true}: vector<2xi16>, vector<4xi8>
  %4 = nvvm.dot.accumulate.2way %a <unsigned>, %b <signed>, %c {b_hi = false}: vector<2xi16>, vector<4xi8>
  %5 = nvvm.dot.accumulate.2way %a <unsigned>, %b <signed>, %c {b_hi = true}: vector<2xi16>, vector<4xi8>
  %6 = nvvm.dot.accumulate.2way %a <signed>, %b <signed>, %c {b_hi = false}: vector<2xi16>, vector<4xi8>
  %7 = nvvm.dot.accumulate.2way %a <signed>, %b <signed>, %c {b_hi = true}: vector<2xi16>, vector<4xi8>
  llvm.return
}

// -----

llvm.func @nvvm_pmevent() {
  nvvm.pmevent mask = 15000
  nvvm.pmevent mask = 4
  llvm.return
}

// -----

llvm.func @nanosleep() {
  nvvm.nanosleep 4000
  llvm.return
}

// -----

llvm.func @memorybarrier() {
  nvvm.membar #nvvm.mem_level<cta>
  nvvm.membar #nvvm.mem_level<gl>
  nvvm.membar #nvvm.mem_level<sys>
  llvm.return
}
