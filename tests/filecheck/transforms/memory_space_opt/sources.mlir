// Where a generic pointer's space comes from: kernel pointer params (global under CUDA),
// allocas (local), addressof (the global's space; generic module variables live in .global),
// casts from a specific space (folded), nvvm.cvt.generic.to.as. Loads and stores through them
// use the specific space; escaping uses keep the generic pointer.
// RUN: xdsl-opt %s -p memory-space-opt --split-input-file | filecheck %s

llvm.mlir.global internal @g(0 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global internal @sh() {addr_space = 3 : i32} : !llvm.array<4 x i32>
llvm.mlir.global internal constant @c(7 : i32) {addr_space = 4 : i32} : i32
llvm.func @escape(!llvm.ptr)

llvm.func @k(%out: !llvm.ptr, %in: !llvm.ptr, %n: i32, %raw: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %x = llvm.load %in : !llvm.ptr -> i32
  %p = llvm.getelementptr %out[%n] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %x, %p : i32, !llvm.ptr
  %a = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  llvm.store %x, %a : i32, !llvm.ptr
  %ga = llvm.mlir.addressof @g : !llvm.ptr
  %gv = llvm.load %ga : !llvm.ptr -> i32
  %sa = llvm.mlir.addressof @sh : !llvm.ptr<3>
  %sg = llvm.addrspacecast %sa : !llvm.ptr<3> to !llvm.ptr
  %sv = llvm.load %sg : !llvm.ptr -> i32
  %ca = llvm.mlir.addressof @c : !llvm.ptr<4>
  %cg = llvm.addrspacecast %ca : !llvm.ptr<4> to !llvm.ptr
  %cv = llvm.load %cg : !llvm.ptr -> i32
  %rg = llvm.addrspacecast %raw : !llvm.ptr<1> to !llvm.ptr
  %back = llvm.addrspacecast %rg : !llvm.ptr to !llvm.ptr<1>
  %rv = llvm.load %back : !llvm.ptr<1> -> i32
  llvm.call @escape(%p) : (!llvm.ptr) -> ()
  llvm.return
}

// CHECK-LABEL: llvm.func @k(%out: !llvm.ptr, %in: !llvm.ptr, %n: i32, %raw: !llvm.ptr<1>)
// CHECK-DAG:   %[[OUT:.*]] = llvm.addrspacecast %out : !llvm.ptr to !llvm.ptr<1>
// CHECK-DAG:   %[[IN:.*]] = llvm.addrspacecast %in : !llvm.ptr to !llvm.ptr<1>
// CHECK:       %x = llvm.load %[[IN]] : !llvm.ptr<1> -> i32
// The generic GEP stays for the escaping call; the store goes through a global twin.
// CHECK-NEXT:  %p = llvm.getelementptr %out[%n] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// CHECK-NEXT:  %[[P1:.*]] = llvm.getelementptr %[[OUT]][%n] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
// CHECK-NEXT:  llvm.store %x, %[[P1]] : i32, !llvm.ptr<1>
// CHECK-NEXT:  %a = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:  %[[A5:.*]] = llvm.addrspacecast %a : !llvm.ptr to !llvm.ptr<5>
// CHECK-NEXT:  llvm.store %x, %[[A5]] : i32, !llvm.ptr<5>
// CHECK-NEXT:  %ga = llvm.mlir.addressof @g : !llvm.ptr
// CHECK-NEXT:  %[[G1:.*]] = llvm.addrspacecast %ga : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT:  %gv = llvm.load %[[G1]] : !llvm.ptr<1> -> i32
// Cast pairs fold: the load uses the specific pointer the cast started from.
// CHECK-NEXT:  %sa = llvm.mlir.addressof @sh : !llvm.ptr<3>
// CHECK-NEXT:  %sv = llvm.load %sa : !llvm.ptr<3> -> i32
// CHECK-NEXT:  %ca = llvm.mlir.addressof @c : !llvm.ptr<4>
// CHECK-NEXT:  %cv = llvm.load %ca : !llvm.ptr<4> -> i32
// CHECK-NEXT:  %rv = llvm.load %raw : !llvm.ptr<1> -> i32
// CHECK-NEXT:  llvm.call @escape(%p) : (!llvm.ptr) -> ()
// CHECK-NEXT:  llvm.return

// -----

// Device-function pointer params can point anywhere: they stay generic.
llvm.func @device(%p: !llvm.ptr) -> i32 {
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.return %v : i32
}
// CHECK-LABEL: llvm.func @device(%p: !llvm.ptr) -> i32
// CHECK-NEXT:  %v = llvm.load %p : !llvm.ptr -> i32

// -----

// Atomics use global or shared pointers (atom.global / atom.shared); a local one stays generic.
llvm.func @atomics(%p: !llvm.ptr, %v: i32) attributes {nvvm.kernel} {
  %one = llvm.mlir.constant(1 : i32) : i32
  %old = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, i32
  %pair = llvm.cmpxchg %p, %old, %v acq_rel monotonic : !llvm.ptr, i32
  %l = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %x = llvm.atomicrmw add %l, %v monotonic : !llvm.ptr, i32
  llvm.return
}
// CHECK-LABEL: llvm.func @atomics(
// CHECK-NEXT:  %[[G:.*]] = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT:  %one = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:  %old = llvm.atomicrmw add %[[G]], %v monotonic : !llvm.ptr<1>, i32
// CHECK-NEXT:  %pair = llvm.cmpxchg %[[G]], %old, %v acq_rel monotonic : !llvm.ptr<1>, i32
// CHECK-NEXT:  %l = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:  %x = llvm.atomicrmw add %l, %v monotonic : !llvm.ptr, i32
