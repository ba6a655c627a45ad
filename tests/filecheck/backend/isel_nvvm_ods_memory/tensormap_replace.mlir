// REQUIRES: ptxas
// nvvm.tensormap.replace (MLIR newer than 22): one field of a 128-byte tensor map in global or
// the CTA's shared memory, as llc prints llvm.nvvm.tensormap.replace.*; enum fields take the
// enum's number. Arch- or family-specific targets from sm_90a (PTX ISA 8.3); the swizzle
// atomicity needs sm_100a.
// RUN: nvvm-opt %s --sm 100a | filecheck %s
// RUN: nvvm-opt %s --sm 100a > %t.ptx && %ptxas -arch=sm_100a %t.ptx -o %t.cubin
// RUN: not nvvm-opt %s --sm 90 2>&1 | filecheck %s --check-prefix=PLAIN
// RUN: not nvvm-opt %s --sm 90a 2>&1 | filecheck %s --check-prefix=SM90A

// CHECK-LABEL: replace(
// CHECK:         tensormap.replace.tile.global_address.global.b1024.b64 [[[G:%rd[0-9]+]]], [[A:%rd[0-9]+]];
// CHECK:         tensormap.replace.tile.global_address.shared::cta.b1024.b64 [[[S:%r[0-9]+]]], [[A]];
// CHECK:         tensormap.replace.tile.rank.global.b1024.b32 [[[G]]], [[W:%r[0-9]+]];
// CHECK:         tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [[[S]]], 2, [[W]];
// CHECK:         tensormap.replace.tile.global_stride.global.b1024.b64 [[[G]]], 1, [[A]];
// CHECK:         tensormap.replace.tile.elemtype.global.b1024.b32 [[[G]]], 10;
// CHECK:         tensormap.replace.tile.swizzle_mode.global.b1024.b32 [[[G]]], 3;
// CHECK:         tensormap.replace.tile.fill_mode.global.b1024.b32 [[[G]]], 1;
// CHECK:         tensormap.replace.tile.swizzle_atomicity.global.b1024.b32 [[[G]]], 2;
// PLAIN: error: {{.*}}nvvm.tensormap.replace (tensormap.replace) needs sm_90a or a newer arch- or family-specific target, but the target is sm_90
// SM90A: error: {{.*}}nvvm.tensormap.replace (tensormap.replace .swizzle_atomicity) needs sm_100a or a newer arch- or family-specific target, but the target is sm_90a
llvm.func @replace(%g: !llvm.ptr<1>, %s: !llvm.ptr<3>, %a: i64, %w: i32) attributes {nvvm.kernel} {
  nvvm.tensormap.replace field = global_address, new_value = %a in %g : !llvm.ptr<1>, i64
  nvvm.tensormap.replace field = global_address, new_value = %a in %s : !llvm.ptr<3>, i64
  nvvm.tensormap.replace field = rank, new_value = %w in %g : !llvm.ptr<1>, i32
  nvvm.tensormap.replace field = box_dim[2], new_value = %w in %s : !llvm.ptr<3>, i32
  nvvm.tensormap.replace field = global_stride[1], new_value = %a in %g : !llvm.ptr<1>, i64
  nvvm.tensormap.replace field = elemtype, new_value = #nvvm.tensormap_elemtype<bf16> in %g : !llvm.ptr<1>
  nvvm.tensormap.replace field = swizzle_mode, new_value = #nvvm.tensormap_swizzle_mode<b128> in %g : !llvm.ptr<1>
  nvvm.tensormap.replace field = fill_mode, new_value = #nvvm.tensormap_fill_mode<oob_nan> in %g : !llvm.ptr<1>
  nvvm.tensormap.replace field = swizzle_atomicity, new_value = #nvvm.tensormap_swizzle_atomicity<b32_flip_b8> in %g : !llvm.ptr<1>
  llvm.return
}
