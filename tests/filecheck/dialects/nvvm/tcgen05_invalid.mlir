// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Verifier rules of the tensor-memory data ops (MLIR's Tcgen05CpOp/LdOp/StOp verifiers).

llvm.func @cp_multicast_on_128x256b(%taddr : !llvm.ptr<6>, %smem_desc : i64) {
  nvvm.tcgen05.cp %taddr, %smem_desc {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_02_13>}
  llvm.return
}
// CHECK: Invalid multicast type for tcgen05.cp Op

// -----

llvm.func @cp_32x128b_warpx2(%taddr : !llvm.ptr<6>, %smem_desc : i64) {
  nvvm.tcgen05.cp %taddr, %smem_desc {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_01_23>}
  llvm.return
}
// CHECK: Shape 32x128b requires multicast warpx4 for tcgen05.cp Op

// -----

llvm.func @cp_64x128b_warpx4(%taddr : !llvm.ptr<6>, %smem_desc : i64) {
  nvvm.tcgen05.cp %taddr, %smem_desc {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>}
  llvm.return
}
// CHECK: Shape 64x128b requires multicast warpx2_01_23 or warpx2_02_13 for tcgen05.cp Op

// -----

llvm.func @ld_offset_other_shape(%tmemAddr : !llvm.ptr<6>, %offset : i64) {
  %0 = nvvm.tcgen05.ld %tmemAddr, %offset pack {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<2xi32>
  llvm.return
}
// CHECK: 'nvvm.tcgen05.ld': offset argument is only supported for shape 16x32bx2

// -----

llvm.func @ld_16x32bx2_without_offset(%tmemAddr : !llvm.ptr<6>) {
  %0 = nvvm.tcgen05.ld %tmemAddr {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<2xi32>
  llvm.return
}
// CHECK: 'nvvm.tcgen05.ld': shape 16x32bx2 requires offset argument

// -----

llvm.func @ld_16x256b_too_short(%tmemAddr : !llvm.ptr<6>) {
  %0 = nvvm.tcgen05.ld %tmemAddr {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<2xi32>
  llvm.return
}
// CHECK: 'nvvm.tcgen05.ld': invalid result type length 2 for shape 16x256b in tcgen05.ld Op

// -----

llvm.func @ld_three_registers(%tmemAddr : !llvm.ptr<6>) {
  %0 = nvvm.tcgen05.ld %tmemAddr {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<3xi32>
  llvm.return
}
// CHECK: 'nvvm.tcgen05.ld': the result must be i32 or a vector of 2, 4, ..., 128 i32, got vector<3xi32>

// -----

llvm.func @st_16x128b_one_register(%tmemAddr : !llvm.ptr<6>, %v : i32) {
  nvvm.tcgen05.st %tmemAddr, %v {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : i32
  llvm.return
}
// CHECK: 'nvvm.tcgen05.st': invalid value type length 1 for shape 16x128b in tcgen05.st Op
