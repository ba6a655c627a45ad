// RUN: xdsl-opt %s -p lower-aggr-copies | filecheck %s
// RUN: xdsl-opt %s -p 'lower-aggr-copies{lower-aggr-func-args=false}' | filecheck %s --check-prefix=KEEP

// With lower-aggr-func-args (the default) an aggregate argument is split by nvvm.split.struct
// at the top of the entry block, in argument order. Without it the argument stays whole and
// each leaf is read with extractvalue; either way nothing else sees an aggregate.

// CHECK-LABEL: llvm.func @args(%a: !llvm.struct<(i32, f32)>, %b: !llvm.array<2 x i64>, %p: !llvm.ptr) -> i64 {
// CHECK-NEXT:    %split, %split_1 = nvvm.split.struct %a : !llvm.struct<(i32, f32)>
// CHECK-NEXT:    %split_2, %split_3 = nvvm.split.struct %b : !llvm.array<2 x i64>
// CHECK-NEXT:    llvm.store %split, %p {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT:    %ptr = llvm.getelementptr inbounds %p[4] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store %split_1, %ptr {alignment = 4 : i64} : f32, !llvm.ptr
// CHECK-NEXT:    llvm.return %split_3 : i64
// CHECK-NEXT:  }

// KEEP-LABEL: llvm.func @args(%a: !llvm.struct<(i32, f32)>, %b: !llvm.array<2 x i64>, %p: !llvm.ptr) -> i64 {
// KEEP-DAG:     %[[A0:.*]] = llvm.extractvalue %a[0] : !llvm.struct<(i32, f32)>
// KEEP-DAG:     %[[A1:.*]] = llvm.extractvalue %a[1] : !llvm.struct<(i32, f32)>
// KEEP-DAG:     %[[B1:.*]] = llvm.extractvalue %b[1] : !llvm.array<2 x i64>
// KEEP-NOT:     nvvm.split.struct
// KEEP:         llvm.store %[[A0]], %p {alignment = 4 : i64} : i32, !llvm.ptr
// KEEP:         llvm.store %[[A1]], %{{.*}} {alignment = 4 : i64} : f32, !llvm.ptr
// KEEP-NEXT:    llvm.return %[[B1]] : i64
llvm.func @args(%a: !llvm.struct<(i32, f32)>, %b: !llvm.array<2 x i64>, %p: !llvm.ptr) -> i64 {
  llvm.store %a, %p : !llvm.struct<(i32, f32)>, !llvm.ptr
  %x = llvm.extractvalue %b[1] : !llvm.array<2 x i64>
  llvm.return %x : i64
}
