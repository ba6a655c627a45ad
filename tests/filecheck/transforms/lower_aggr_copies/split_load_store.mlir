// RUN: xdsl-opt %s -p lower-aggr-copies --split-input-file | filecheck %s

// Seed 003: a {i32, f32, i64} load becomes one load per leaf at its DataLayout offset (0, 4, 8),
// named `split`, through `ptr` GEPs. Each leaf keeps the largest alignment that both the
// aggregate's alignment (8) and its offset allow: 8, 4, 8.

// CHECK-LABEL: llvm.func @seed_load(%p: !llvm.ptr<1>, %out: !llvm.ptr<1>) {
// CHECK-NEXT:    %split = llvm.load %p {alignment = 8 : i64} : !llvm.ptr<1> -> i32
// CHECK-NEXT:    %ptr = llvm.getelementptr inbounds %p[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
// CHECK-NEXT:    %split_1 = llvm.load %ptr {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK-NEXT:    %ptr_1 = llvm.getelementptr inbounds %p[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
// CHECK-NEXT:    %split_2 = llvm.load %ptr_1 {alignment = 8 : i64} : !llvm.ptr<1> -> i64
// CHECK-NEXT:    %t = llvm.trunc %split_2 : i64 to i32
// CHECK-NEXT:    %s = llvm.add %split, %t : i32
// CHECK-NEXT:    llvm.store %s, %out : i32, !llvm.ptr<1>
// CHECK-NEXT:    %f = llvm.fptosi %split_1 : f32 to i32
// CHECK-NEXT:    llvm.store %f, %out : i32, !llvm.ptr<1>
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
llvm.func @seed_load(%p: !llvm.ptr<1>, %out: !llvm.ptr<1>) {
  %v = llvm.load %p {alignment = 8 : i64} : !llvm.ptr<1> -> !llvm.struct<(i32, f32, i64)>
  %a = llvm.extractvalue %v[0] : !llvm.struct<(i32, f32, i64)>
  %b = llvm.extractvalue %v[1] : !llvm.struct<(i32, f32, i64)>
  %c = llvm.extractvalue %v[2] : !llvm.struct<(i32, f32, i64)>
  %t = llvm.trunc %c : i64 to i32
  %s = llvm.add %a, %t : i32
  llvm.store %s, %out : i32, !llvm.ptr<1>
  %f = llvm.fptosi %b : f32 to i32
  llvm.store %f, %out : i32, !llvm.ptr<1>
  llvm.return
}

// -----

// Without an explicit alignment the aggregate's ABI alignment applies. Leaves nobody reads are
// not loaded at all: only the f64 at offset 8 + 2 * 8 = 24 is.

// CHECK-LABEL: llvm.func @one_field(%p: !llvm.ptr) -> f64 {
// CHECK-NEXT:    %ptr = llvm.getelementptr inbounds %p[24] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    %split = llvm.load %ptr {alignment = 8 : i64} : !llvm.ptr -> f64
// CHECK-NEXT:    llvm.return %split : f64
// CHECK-NEXT:  }
llvm.func @one_field(%p: !llvm.ptr) -> f64 {
  %v = llvm.load %p : !llvm.ptr -> !llvm.struct<(i32, array<4 x f64>)>
  %x = llvm.extractvalue %v[1, 2] : !llvm.struct<(i32, array<4 x f64>)>
  llvm.return %x : f64
}

// -----

// The issue's nested type {i32, {f32, f64}, i16} flattens to i32@0, f32@8, f64@16, i16@24
// (the inner struct is 8-aligned). An aggregate store becomes one store per leaf; with the
// store aligned to 4, no leaf may claim more than 4.

// CHECK-LABEL: llvm.func @nested_store(%a: !llvm.struct<(i32, struct<(f32, f64)>, i16)>, %p: !llvm.ptr<3>) {
// CHECK-NEXT:    %split, %split_1, %split_2, %split_3 = nvvm.split.struct %a : !llvm.struct<(i32, struct<(f32, f64)>, i16)>
// CHECK-NEXT:    llvm.store %split, %p {alignment = 4 : i64} : i32, !llvm.ptr<3>
// CHECK-NEXT:    %ptr = llvm.getelementptr inbounds %p[8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK-NEXT:    llvm.store %split_1, %ptr {alignment = 4 : i64} : f32, !llvm.ptr<3>
// CHECK-NEXT:    %ptr_1 = llvm.getelementptr inbounds %p[16] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK-NEXT:    llvm.store %split_2, %ptr_1 {alignment = 4 : i64} : f64, !llvm.ptr<3>
// CHECK-NEXT:    %ptr_2 = llvm.getelementptr inbounds %p[24] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK-NEXT:    llvm.store %split_3, %ptr_2 {alignment = 4 : i64} : i16, !llvm.ptr<3>
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
llvm.func @nested_store(%a: !llvm.struct<(i32, struct<(f32, f64)>, i16)>, %p: !llvm.ptr<3>) {
  llvm.store %a, %p {alignment = 4 : i64} : !llvm.struct<(i32, struct<(f32, f64)>, i16)>, !llvm.ptr<3>
  llvm.return
}

// -----

// A volatile aggregate store stays volatile leaf by leaf; an array of structs flattens in
// memory order.

// CHECK-LABEL: llvm.func @volatile_array(%p: !llvm.ptr, %q: !llvm.ptr) {
// CHECK:         llvm.store volatile %{{.*}}, %q {alignment = 4 : i64} : i16, !llvm.ptr
// CHECK-NEXT:    %{{.*}} = llvm.getelementptr inbounds %q[4] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store volatile %{{.*}}, %{{.*}} {alignment = 4 : i64} : f32, !llvm.ptr
// CHECK-NEXT:    %{{.*}} = llvm.getelementptr inbounds %q[8] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store volatile %{{.*}}, %{{.*}} {alignment = 4 : i64} : i16, !llvm.ptr
// CHECK-NEXT:    %{{.*}} = llvm.getelementptr inbounds %q[12] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:    llvm.store volatile %{{.*}}, %{{.*}} {alignment = 4 : i64} : f32, !llvm.ptr
// CHECK-NEXT:    llvm.return
llvm.func @volatile_array(%p: !llvm.ptr, %q: !llvm.ptr) {
  %v = llvm.load %p : !llvm.ptr -> !llvm.array<2 x struct<(i16, f32)>>
  llvm.store volatile %v, %q : !llvm.array<2 x struct<(i16, f32)>>, !llvm.ptr
  llvm.return
}
