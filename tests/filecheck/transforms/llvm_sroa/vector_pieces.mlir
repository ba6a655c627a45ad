// llvm-sroa splits a slot accessed as vectors and as their elements at every access boundary;
// a wider access is rebuilt from the pieces with extractelement/insertelement (CuTe's copy
// tiles: stored as vector<4xf32> pieces, read as one vector<8xf32>).
// RUN: xdsl-opt %s -p llvm-sroa --split-input-file | filecheck %s
// RUN: xdsl-opt %s -p llvm-sroa,llvm-mem2reg --split-input-file | filecheck %s --check-prefix=PROMOTED

// CHECK-LABEL: llvm.func @tile
// CHECK-DAG:     %[[P0:.*]] = llvm.alloca %{{.*}} x vector<4xf32> {alignment = 32 : i64}
// CHECK-DAG:     %[[P16:.*]] = llvm.alloca %{{.*}} x vector<4xf32> {alignment = 16 : i64}
// CHECK-NOT:     llvm.alloca
// CHECK:         llvm.store %a, %{{.*}} : vector<4xf32>, !llvm.ptr<5>
// CHECK:         llvm.store %b, %{{.*}} : vector<4xf32>, !llvm.ptr<5>
// CHECK-COUNT-2: llvm.load %{{.*}} : !llvm.ptr<5> -> vector<4xf32>
// CHECK-COUNT-8: llvm.insertelement
// CHECK-NOT:     llvm.load {{.*}} vector<8xf32>
// PROMOTED-LABEL: llvm.func @tile
// PROMOTED-NOT:   llvm.alloca
// PROMOTED-NOT:   llvm.load
llvm.func @tile(%out: !llvm.ptr, %a: vector<4xf32>, %b: vector<4xf32>) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %t = llvm.alloca %c1 x !llvm.array<8 x f32> {alignment = 32 : i64} : (i32) -> !llvm.ptr
  %l = llvm.addrspacecast %t : !llvm.ptr to !llvm.ptr<5>
  %h = llvm.getelementptr %l[4] : (!llvm.ptr<5>) -> !llvm.ptr<5>, f32
  llvm.store %a, %l {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<5>
  llvm.store %b, %h {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<5>
  %v = llvm.load %l {alignment = 32 : i64} : !llvm.ptr<5> -> vector<8xf32>
  llvm.store %v, %out : vector<8xf32>, !llvm.ptr
  llvm.return
}

// -----

// A vector stored whole and read element by element: one f32 piece per element read.
// CHECK-LABEL: llvm.func @elements
// CHECK-COUNT-2: llvm.alloca %{{.*}} x f32
// CHECK-NOT:     llvm.alloca
// CHECK-COUNT-2: llvm.extractelement
// PROMOTED-LABEL: llvm.func @elements
// PROMOTED-NOT:   llvm.alloca
llvm.func @elements(%out: !llvm.ptr, %a: vector<2xf32>) -> f32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %t = llvm.alloca %c1 x !llvm.array<2 x f32> : (i32) -> !llvm.ptr
  %e1 = llvm.getelementptr %t[1] : (!llvm.ptr) -> !llvm.ptr, f32
  llvm.store %a, %t : vector<2xf32>, !llvm.ptr
  %x = llvm.load %t : !llvm.ptr -> f32
  %y = llvm.load %e1 : !llvm.ptr -> f32
  %s = llvm.fadd %x, %y : f32
  llvm.return %s : f32
}

// -----

// Overlapping accesses of different element types of one width: the pieces take the first
// access's element type, the other accesses' elements are bitcast.
// CHECK-LABEL: llvm.func @mixed_elements
// CHECK-NOT:     llvm.alloca %{{.*}} x !llvm.array
// CHECK:         llvm.bitcast %{{.*}} : f32 to i32
// PROMOTED-LABEL: llvm.func @mixed_elements
// PROMOTED-NOT:   llvm.alloca
llvm.func @mixed_elements(%a: vector<2xf32>) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %t = llvm.alloca %c1 x !llvm.array<2 x f32> : (i32) -> !llvm.ptr
  llvm.store %a, %t : vector<2xf32>, !llvm.ptr
  %x = llvm.load %t : !llvm.ptr -> i32
  llvm.return %x : i32
}

// -----

// CuTe's tcgen05.ld epilogue: the loaded vector<8xi32> is stored whole into a 32-bit element
// slot (`alloca 8 x i32`) and read back as vector<4xf32> halves (autovec_copy to global).
// CHECK-LABEL: llvm.func @tmem_epilogue
// CHECK-COUNT-2: llvm.alloca %{{.*}} x vector<4x{{i32|f32}}>
// CHECK-NOT:     llvm.alloca
// CHECK-COUNT-8: llvm.bitcast %{{.*}} : i32 to f32
// PROMOTED-LABEL: llvm.func @tmem_epilogue
// PROMOTED-NOT:   llvm.alloca
// PROMOTED-NOT:   llvm.load
llvm.func @tmem_epilogue(%out: !llvm.ptr<1>, %v: vector<8xi32>) {
  %c8 = llvm.mlir.constant(8 : i32) : i32
  %t = llvm.alloca %c8 x i32 {alignment = 32 : i64} : (i32) -> !llvm.ptr
  llvm.store %v, %t : vector<8xi32>, !llvm.ptr
  %h = llvm.getelementptr %t[4] : (!llvm.ptr) -> !llvm.ptr, f32
  %lo = llvm.load %t {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
  %hi = llvm.load %h {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
  %o = llvm.getelementptr %out[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  llvm.store %lo, %out {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
  llvm.store %hi, %o {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<1>
  llvm.return
}

// -----

// CuTe's stmatrix epilogue: a bf16 fragment (`alloca 16 x i16`) stored element by element and
// read back as vector<4xi32> words; the other way round, a vector<2xi32> stored whole and read
// as i16 elements. The pieces are the narrowest elements; a wider-element access is assembled
// from them as a vector of the narrow type and bitcast (stored: bitcast, then split).
// CHECK-LABEL: llvm.func @narrow_pieces
// CHECK-COUNT-4: llvm.alloca %{{.*}} x bf16
// CHECK:         llvm.bitcast %{{.*}} : vector<4xbf16> to vector<2xi32>
// CHECK:         llvm.bitcast %{{.*}} : vector<2xi32> to vector<4xi16>
// PROMOTED-LABEL: llvm.func @narrow_pieces
// PROMOTED-NOT:   llvm.alloca
// PROMOTED-NOT:   llvm.load
llvm.func @narrow_pieces(%out: !llvm.ptr<1>, %a: bf16, %b: bf16, %w: vector<2xi32>) -> i16 {
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %t = llvm.alloca %c4 x i16 {alignment = 16 : i64} : (i32) -> !llvm.ptr
  llvm.store %a, %t : bf16, !llvm.ptr
  %t1 = llvm.getelementptr %t[1] : (!llvm.ptr) -> !llvm.ptr, bf16
  llvm.store %b, %t1 : bf16, !llvm.ptr
  %t2 = llvm.getelementptr %t[2] : (!llvm.ptr) -> !llvm.ptr, bf16
  llvm.store %b, %t2 : bf16, !llvm.ptr
  %t3 = llvm.getelementptr %t[3] : (!llvm.ptr) -> !llvm.ptr, bf16
  llvm.store %a, %t3 : bf16, !llvm.ptr
  %v = llvm.load %t {alignment = 8 : i64} : !llvm.ptr -> vector<2xi32>
  llvm.store %v, %out : vector<2xi32>, !llvm.ptr<1>
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %u = llvm.alloca %c4 x i16 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  llvm.store %w, %u : vector<2xi32>, !llvm.ptr
  %u3 = llvm.getelementptr %u[3] : (!llvm.ptr) -> !llvm.ptr, i16
  %r = llvm.load %u3 : !llvm.ptr -> i16
  llvm.return %r : i16
}
