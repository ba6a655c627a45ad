// RUN: XDSL_ROUNDTRIP
// RUN: xdsl-opt %s | filecheck %s

// The tensor-memory data ops (dialects/nvvm_tcgen05.py) print back as MLIR prints them:
// properties in the attribute dictionary sorted by name, `group = cta_1` and `multicast = none`
// (the defaults) left out. Ops from llvm-project mlir/test/Target/LLVMIR/nvvm/tcgen05-cp.mlir,
// tcgen05-ld.mlir, tcgen05-st.mlir and the example of NVVMOps.td's tcgen05.mma_smem_desc,
// rewritten (`#nvvm.tcgen05_group` there is `#nvvm.cta_group` in NVVMOps.td).

llvm.func @tcgen05_cp(%taddr : !llvm.ptr<6>, %smem_desc : i64) {
  nvvm.tcgen05.cp %taddr, %smem_desc {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>}
  nvvm.tcgen05.cp %taddr, %smem_desc {shape = #nvvm.tcgen05_cp_shape<shape_128x128b>, group = #nvvm.cta_group<cta_2>}
  nvvm.tcgen05.cp %taddr, %smem_desc {shape = #nvvm.tcgen05_cp_shape<shape_4x256b>, group = #nvvm.cta_group<cta_1>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b4x16_p64>}
  nvvm.tcgen05.cp %taddr, %smem_desc {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, group = #nvvm.cta_group<cta_2>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_01_23>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>}
  nvvm.tcgen05.cp %taddr, %smem_desc {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_02_13>}
  nvvm.tcgen05.cp %taddr, %smem_desc {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>, group = #nvvm.cta_group<cta_1>}
  nvvm.tcgen05.cp %taddr, %smem_desc {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>, multicast = #nvvm.tcgen05_cp_multicast<none>}
  llvm.return
}
// CHECK-LABEL: llvm.func @tcgen05_cp
// CHECK-NEXT: nvvm.tcgen05.cp %taddr, %smem_desc {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>}
// CHECK-NEXT: nvvm.tcgen05.cp %taddr, %smem_desc {group = #nvvm.cta_group<cta_2>, shape = #nvvm.tcgen05_cp_shape<shape_128x128b>}
// CHECK-NEXT: nvvm.tcgen05.cp %taddr, %smem_desc {shape = #nvvm.tcgen05_cp_shape<shape_4x256b>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b4x16_p64>}
// CHECK-NEXT: nvvm.tcgen05.cp %taddr, %smem_desc {group = #nvvm.cta_group<cta_2>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_01_23>, shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>}
// CHECK-NEXT: nvvm.tcgen05.cp %taddr, %smem_desc {multicast = #nvvm.tcgen05_cp_multicast<warpx2_02_13>, shape = #nvvm.tcgen05_cp_shape<shape_64x128b>}
// CHECK-NEXT: nvvm.tcgen05.cp %taddr, %smem_desc {multicast = #nvvm.tcgen05_cp_multicast<warpx4>, shape = #nvvm.tcgen05_cp_shape<shape_32x128b>}
// CHECK-NEXT: nvvm.tcgen05.cp %taddr, %smem_desc {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>}

llvm.func @tcgen05_ld(%ld_addr : !llvm.ptr<6>, %offset : i64) {
  %0 = nvvm.tcgen05.ld %ld_addr {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : i32
  %1 = nvvm.tcgen05.ld %ld_addr pack {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : vector<128xi32>
  %2 = nvvm.tcgen05.ld %ld_addr {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : vector<2xi32>
  %3 = nvvm.tcgen05.ld %ld_addr pack {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<8xi32>
  %4 = nvvm.tcgen05.ld %ld_addr {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<64xi32>
  %5 = nvvm.tcgen05.ld %ld_addr, %offset pack {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<2xi32>
  llvm.return
}
// CHECK-LABEL: llvm.func @tcgen05_ld
// CHECK-NEXT: %0 = nvvm.tcgen05.ld %ld_addr {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : i32
// CHECK-NEXT: %1 = nvvm.tcgen05.ld %ld_addr pack {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : vector<128xi32>
// CHECK-NEXT: %2 = nvvm.tcgen05.ld %ld_addr {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : vector<2xi32>
// CHECK-NEXT: %3 = nvvm.tcgen05.ld %ld_addr pack {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<8xi32>
// CHECK-NEXT: %4 = nvvm.tcgen05.ld %ld_addr {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<64xi32>
// CHECK-NEXT: %5 = nvvm.tcgen05.ld %ld_addr, %offset pack {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<2xi32>

llvm.func @tcgen05_st(%st_addr : !llvm.ptr<6>, %st_offset : i64, %v1 : i32, %v4 : vector<4xi32>, %v2 : vector<2xi32>) {
  nvvm.tcgen05.st %st_addr, %v1 {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : i32
  nvvm.tcgen05.st %st_addr, %v4 unpack {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<4xi32>
  nvvm.tcgen05.st %st_addr, %v2, %st_offset unpack {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<2xi32>
  llvm.return
}
// CHECK-LABEL: llvm.func @tcgen05_st
// CHECK-NEXT: nvvm.tcgen05.st %st_addr, %v1 {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : i32
// CHECK-NEXT: nvvm.tcgen05.st %st_addr, %v4 unpack {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<4xi32>
// CHECK-NEXT: nvvm.tcgen05.st %st_addr, %v2, %st_offset unpack {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<2xi32>

llvm.func @tcgen05_mma_smem_desc(%startAddr : i32, %leadingDimOffset : i32, %strideDimOffset : i32, %baseOffset : i8, %leadingDimMode : i1, %swizzleMode : i8) -> i64 {
  %desc = nvvm.tcgen05.mma_smem_desc (%startAddr, %leadingDimOffset, %strideDimOffset, %baseOffset, %leadingDimMode, %swizzleMode) : (i32, i32, i32, i8, i1, i8) -> i64
  llvm.return %desc : i64
}
// CHECK-LABEL: llvm.func @tcgen05_mma_smem_desc
// CHECK-NEXT: %desc = nvvm.tcgen05.mma_smem_desc(%startAddr, %leadingDimOffset, %strideDimOffset, %baseOffset, %leadingDimMode, %swizzleMode) : (i32, i32, i32, i8, i1, i8) -> i64
