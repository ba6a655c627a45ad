// MLIR 24's custom form of `nvvm.mma.sync` (IREE 3.13 prints it): the properties as
// `key = value` after the operand groups (`shape = <...>, layout_a = row, ...`), printed by
// MLIR 22 as an attribute dictionary; both read the same (iree-opt's printing of MLIR 22's text).

// RUN: nvvm-opt %s -t mlir | filecheck %s
// RUN: nvvm-opt %s -t mlir | mlir-opt-22 -o /dev/null

llvm.func @f(%a: vector<2xf16>, %b: vector<2xf16>, %c: f32, %i: i32, %ci: i32) {
  %0 = nvvm.mma.sync A[%a, %a, %a, %a]  B[%b, %b]  C[%c, %c, %c, %c]  shape = <m = 16, n = 8, k = 16>, layout_a = row, layout_b = col : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %1 = nvvm.mma.sync A[%i]  B[%i]  C[%ci, %ci]  shape = <m = 8, n = 8, k = 16>, int_overflow = satfinite, layout_a = row, layout_b = col, multiplicand_a_ptx_type = s8, multiplicand_b_ptx_type = s8 : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  %2 = nvvm.mma.sync A[%i]  B[%i]  C[%ci, %ci]  shape = <m = 8, n = 8, k = 128>, b1_op = xor_popc, layout_a = row, layout_b = col, multiplicand_a_ptx_type = b1, multiplicand_b_ptx_type = b1 : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  %3 = nvvm.mma.sync A[%a, %a, %a, %a] B[%b, %b] C[%c, %c, %c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// CHECK:      %0 = nvvm.mma.sync A[%a, %a, %a, %a] B[%b, %b] C[%c, %c, %c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %1 = nvvm.mma.sync A[%i] B[%i] C[%ci, %ci] {intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 8, n = 8, k = 16>}
// CHECK-NEXT: %2 = nvvm.mma.sync A[%i] B[%i] C[%ci, %ci] {b1Op = #nvvm.mma_b1op<xor_popc>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, shape = #nvvm.shape<m = 8, n = 8, k = 128>}
// CHECK-NEXT: %3 = nvvm.mma.sync A[%a, %a, %a, %a] B[%b, %b] C[%c, %c, %c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}
