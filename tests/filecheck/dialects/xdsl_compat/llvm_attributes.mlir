// Function, argument and global attributes, metadata attributes (TBAA, loop annotations,
// memory effects) and spellings of recent MLIR (mlir/test/Dialect/LLVMIR/roundtrip.mlir).
// RUN: xdsl-opt %s --split-input-file | filecheck %s
// RUN: XDSL_ROUNDTRIP

#tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#tbaa_type = #llvm.tbaa_type_desc<id = "float", members = {<#tbaa_root, 0>}>
#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type, access_type = #tbaa_type, offset = 0>
#loop = #llvm.loop_annotation<disableNonforced = true, mustProgress = true>
llvm.func @k(%p: !llvm.ptr {llvm.noalias, llvm.nonnull, llvm.readonly, llvm.align = 16 : i64, llvm.noundef, llvm.dereferenceable = 64 : i64}, %q: !llvm.ptr {llvm.writeonly}) attributes {nvvm.kernel, nvvm.reqntid = array<i32: 128>, passthrough = ["nounwind", ["uniform-work-group-size", "true"]], memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none>, no_unwind, will_return, target_cpu = "sm_80"} {
  %0 = llvm.load %p {tbaa = [#tbaa_tag]} : !llvm.ptr -> f32
  llvm.store %0, %q {tbaa = [#tbaa_tag]} : f32, !llvm.ptr
  llvm.br ^bb1 {loop_annotation = #loop}
^bb1:
  llvm.return
}
// CHECK:      llvm.func @k(%p: !llvm.ptr {llvm.noalias, llvm.nonnull, llvm.readonly, llvm.align = 16 : i64, llvm.noundef, llvm.dereferenceable = 64 : i64}, %q: !llvm.ptr {llvm.writeonly})
// CHECK-SAME: memory_effects = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none>
// CHECK-NEXT:   llvm.load %p {tbaa = [#llvm.tbaa_tag<base_type = #llvm.tbaa_type_desc<id = "float", members = {<#llvm.tbaa_root<id = "Simple C/C++ TBAA">, 0>}>, access_type = #llvm.tbaa_type_desc<{{.*}}>, offset = 0>]} : !llvm.ptr -> f32
// CHECK-NEXT:   llvm.store {{.*}} {tbaa = [#llvm.tbaa_tag<{{.*}}>]} : f32, !llvm.ptr
// CHECK-NEXT:   llvm.br ^{{.*}} {loop_annotation = #llvm.loop_annotation<disableNonforced = true, mustProgress = true>}

// -----

// MLIR 24 writes a load's or store's alignment as `<alignment = N>`; AtomicBinOp spells
// and/or/xor with a leading underscore.
llvm.func @recent(%p: !llvm.ptr, %i: i32, %a: f32, %b: f32) {
  %0 = llvm.load %p <alignment = 4> : !llvm.ptr -> i32
  llvm.store %0, %p <alignment = 2> : i32, !llvm.ptr
  %1 = llvm.atomicrmw _or %p, %i acq_rel : !llvm.ptr, i32
  %2 = llvm.atomicrmw _and %p, %i monotonic : !llvm.ptr, i32
  %3 = llvm.atomicrmw xor %p, %i monotonic : !llvm.ptr, i32
  %4 = llvm.intr.maximum(%a, %b) : (f32, f32) -> f32
  %5 = llvm.intr.minimum(%a, %b) {fastmathFlags = #llvm.fastmath<nnan>} : (f32, f32) -> f32
  llvm.return
}
// CHECK-LABEL: llvm.func @recent
// CHECK-NEXT:  llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:  llvm.store %{{.*}}, %p {alignment = 2 : i64} : i32, !llvm.ptr
// CHECK-NEXT:  llvm.atomicrmw _or %p, %i acq_rel : !llvm.ptr, i32
// CHECK-NEXT:  llvm.atomicrmw _and %p, %i monotonic : !llvm.ptr, i32
// CHECK-NEXT:  llvm.atomicrmw _xor %p, %i monotonic : !llvm.ptr, i32
// CHECK-NEXT:  llvm.intr.maximum(%a, %b) : (f32, f32) -> f32
// CHECK-NEXT:  llvm.intr.minimum(%a, %b) {fastmathFlags = #llvm.fastmath<nnan>} : (f32, f32) -> f32
