// llvm.load / llvm.store / llvm.getelementptr in current MLIR syntax (the spellings of MLIR's
// mlir/test/Dialect/LLVMIR/roundtrip.mlir), pretty and generic form.
// RUN: xdsl-opt %s --split-input-file | filecheck %s
// RUN: XDSL_ROUNDTRIP
// RUN: xdsl-opt %s --split-input-file --print-op-generic | filecheck %s --check-prefix=GENERIC

llvm.func @loads(%p: !llvm.ptr<1>) {
  %0 = llvm.load %p {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
  %1 = llvm.load volatile %p : !llvm.ptr<1> -> i32
  %2 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  %3 = llvm.load volatile %p atomic syncscope("agent") monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
  %4 = llvm.load %p invariant {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %5 = llvm.load %p invariant_group : !llvm.ptr<1> -> f32
  %6 = llvm.load %p {nontemporal} : !llvm.ptr<1> -> f32
  llvm.return
}
// CHECK-LABEL: llvm.func @loads
// CHECK-NEXT: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
// CHECK-NEXT: llvm.load volatile %{{.*}} : !llvm.ptr<1> -> i32
// CHECK-NEXT: llvm.load %{{.*}} atomic acquire {alignment = 4 : i64} : !llvm.ptr<1> -> i32
// CHECK-NEXT: llvm.load volatile %{{.*}} atomic syncscope("agent") monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
// CHECK-NEXT: llvm.load %{{.*}} invariant {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK-NEXT: llvm.load %{{.*}} invariant_group : !llvm.ptr<1> -> f32
// CHECK-NEXT: llvm.load %{{.*}} {nontemporal} : !llvm.ptr<1> -> f32
// GENERIC-LABEL: "llvm.func"
// GENERIC: "llvm.load"(%{{.*}}) <{ordering = 0 : i64, alignment = 16 : i64}>
// GENERIC: "llvm.load"(%{{.*}}) <{ordering = 0 : i64, volatile_}>
// GENERIC: "llvm.load"(%{{.*}}) <{ordering = 4 : i64, alignment = 4 : i64}>
// GENERIC: "llvm.load"(%{{.*}}) <{ordering = 2 : i64, volatile_, syncscope = "agent", alignment = 8 : i64}>
// GENERIC: <{ordering = 0 : i64, invariant, alignment = 4 : i64}>
// GENERIC: <{ordering = 0 : i64, invariantGroup}>
// GENERIC: <{ordering = 0 : i64, nontemporal}>

// -----

llvm.func @stores(%p: !llvm.ptr, %v: f32) {
  llvm.store %v, %p {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.store volatile %v, %p : f32, !llvm.ptr
  llvm.store %v, %p atomic release {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.store %v, %p atomic syncscope("block") seq_cst {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.store %v, %p invariant_group : f32, !llvm.ptr
  llvm.store %v, %p {nontemporal} : f32, !llvm.ptr
  llvm.return
}
// CHECK-LABEL: llvm.func @stores
// CHECK-NEXT: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : f32, !llvm.ptr
// CHECK-NEXT: llvm.store volatile %{{.*}}, %{{.*}} : f32, !llvm.ptr
// CHECK-NEXT: llvm.store %{{.*}}, %{{.*}} atomic release {alignment = 4 : i64} : f32, !llvm.ptr
// CHECK-NEXT: llvm.store %{{.*}}, %{{.*}} atomic syncscope("block") seq_cst {alignment = 4 : i64} : f32, !llvm.ptr
// CHECK-NEXT: llvm.store %{{.*}}, %{{.*}} invariant_group : f32, !llvm.ptr
// CHECK-NEXT: llvm.store %{{.*}}, %{{.*}} {nontemporal} : f32, !llvm.ptr
// GENERIC-LABEL: "llvm.func"
// GENERIC: "llvm.store"(%{{.*}}, %{{.*}}) <{ordering = 0 : i64, alignment = 4 : i64}>
// GENERIC: "llvm.store"(%{{.*}}, %{{.*}}) <{ordering = 0 : i64, volatile_}>
// GENERIC: <{ordering = 5 : i64, alignment = 4 : i64}>
// GENERIC: <{ordering = 7 : i64, syncscope = "block", alignment = 4 : i64}>

// -----

// The generic form MLIR itself prints parses (and keeps its properties).
llvm.func @generic_memory(%p: !llvm.ptr, %i: i64) {
  %0 = "llvm.load"(%p) <{alignment = 4 : i64, ordering = 0 : i64, volatile_, nontemporal}> : (!llvm.ptr) -> f32
  "llvm.store"(%0, %p) <{alignment = 4 : i64, ordering = 0 : i64, invariantGroup}> : (f32, !llvm.ptr) -> ()
  %1 = "llvm.getelementptr"(%p, %i) <{elem_type = f32, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
  llvm.return
}
// CHECK-LABEL: llvm.func @generic_memory
// CHECK-NEXT: llvm.load volatile %{{.*}} {alignment = 4 : i64, nontemporal} : !llvm.ptr -> f32
// CHECK-NEXT: llvm.store %{{.*}}, %{{.*}} invariant_group {alignment = 4 : i64} : f32, !llvm.ptr
// CHECK-NEXT: llvm.getelementptr inbounds|nuw %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32

// -----

llvm.func @gep_flags(%p: !llvm.ptr, %i: i64) {
  %0 = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %1 = llvm.getelementptr inbounds %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %2 = llvm.getelementptr inbounds|nuw %p[%i, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %3 = llvm.getelementptr inbounds | nusw %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %4 = llvm.getelementptr nusw %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %5 = llvm.getelementptr nusw | nuw %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %6 = llvm.getelementptr nuw %p[3] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}
// CHECK-LABEL: llvm.func @gep_flags
// CHECK-NEXT: llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.getelementptr inbounds %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.getelementptr inbounds|nuw %{{.*}}[%{{.*}}, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f32)>
// CHECK-NEXT: llvm.getelementptr inbounds %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.getelementptr nusw %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.getelementptr nusw|nuw %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.getelementptr nuw %{{.*}}[3] : (!llvm.ptr) -> !llvm.ptr, i8
// GENERIC-LABEL: "llvm.func"
// GENERIC: noWrapFlags = 0 : i32
// GENERIC: noWrapFlags = 3 : i32
// GENERIC: noWrapFlags = 7 : i32
// GENERIC: noWrapFlags = 3 : i32
// GENERIC: noWrapFlags = 2 : i32
// GENERIC: noWrapFlags = 6 : i32
// GENERIC: noWrapFlags = 4 : i32
