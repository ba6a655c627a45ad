// REQUIRES: ptxas
// `cp.async.bulk.tensor` into `.shared::cta` came in PTX ISA 8.6, after the `.shared::cluster`
// form (8.0): the automatic `.version` of a kernel writing it as inline asm is 8.6.
// RUN: nvvm-opt --sm 90a %s | filecheck %s
// RUN: nvvm-opt --sm 90a %s > %t.ptx && %ptxas -arch=sm_90a %t.ptx -o %t.cubin

// CHECK: .version 8.6
// CHECK: cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes
llvm.func @load_tile(%dst: !llvm.ptr<3>, %desc: !llvm.ptr, %x: i32, %y: i32, %bar: !llvm.ptr<3>) attributes {nvvm.kernel} {
  llvm.inline_asm has_side_effects asm_dialect = att "cp.async.bulk.tensor.2d.shared::cta.global.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r" %dst, %desc, %x, %y, %bar : (!llvm.ptr<3>, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> ()
  llvm.return
}
