// A byval struct whose address escapes, or that is written, gets one local copy (no
// nvvm.grid_constant here, so even sm_90's cvta.param is not allowed: the callee could write).
// The copy is an alloca with the byval alignment filled by one memcpy of the whole alloc size,
// padding included (a struct may stand for a union: llvm/llvm-project#53710), and every use of
// the argument is redirected to it.
// RUN: xdsl-opt %s -p lower-struct-args --split-input-file | filecheck %s

llvm.func @escape(!llvm.ptr)

// Seed 000's struct {f64, i8, [4 x i32]}: its fields end at 28, but LLVM's alloc size (what
// nvcc and LLVM declare as .param .align 8 .b8 k_param_0[32]) rounds up to the alignment: 32.
llvm.func @call(%s: !llvm.ptr {llvm.byval = !llvm.struct<(f64, i8, array<4 x i32>)>, llvm.align = 8 : i64}) attributes {nvvm.kernel} {
  %p = llvm.getelementptr %s[0, 2, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, i8, array<4 x i32>)>
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.call @escape(%s) : (!llvm.ptr) -> ()
  llvm.return
}

// CHECK-LABEL: llvm.func @call(%s: !llvm.ptr<101> {llvm.byval = !llvm.struct<(f64, i8, array<4 x i32>)>, llvm.align = 8 : i64})
// CHECK-NEXT:  %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:  %[[COPY:.*]] = llvm.alloca %[[ONE]] x !llvm.struct<(f64, i8, array<4 x i32>)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT:  %[[SIZE:.*]] = llvm.mlir.constant(32) : i64
// CHECK-NEXT:  "llvm.intr.memcpy"(%[[COPY]], %s, %[[SIZE]]) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr<101>, i64) -> ()
// CHECK-NEXT:  %p = llvm.getelementptr %[[COPY]][0, 2, 1]
// CHECK-NEXT:  %v = llvm.load %p : !llvm.ptr -> i32
// CHECK-NEXT:  llvm.call @escape(%[[COPY]]) : (!llvm.ptr) -> ()
// CHECK-NOT:   nvvm.ldparam

// -----

// The struct's address is stored to memory.
llvm.func @store_pointer(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i32)>, llvm.align = 4 : i64}, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %p = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  llvm.store %p, %out : !llvm.ptr, !llvm.ptr
  llvm.return
}

// CHECK-LABEL: llvm.func @store_pointer(%s: !llvm.ptr<101>
// CHECK:       %[[COPY:.*]] = llvm.alloca {{.*}} x !llvm.struct<(i32, i32)> {alignment = 4 : i64}
// CHECK-NEXT:  %[[SIZE:.*]] = llvm.mlir.constant(8) : i64
// CHECK-NEXT:  "llvm.intr.memcpy"(%[[COPY]], %s, %[[SIZE]])
// CHECK-NEXT:  %p = llvm.getelementptr %[[COPY]][0, 1]
// CHECK-NEXT:  llvm.store %p, %out : !llvm.ptr, !llvm.ptr

// -----

// ptrtoint exposes the address.
llvm.func @ptrtoint(%s: !llvm.ptr {llvm.byval = i64, llvm.align = 8 : i64}, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %i = llvm.ptrtoint %s : !llvm.ptr to i64
  llvm.store %i, %out : i64, !llvm.ptr
  llvm.return
}

// CHECK-LABEL: llvm.func @ptrtoint(%s: !llvm.ptr<101>
// CHECK:       %[[COPY:.*]] = llvm.alloca {{.*}} x i64 {alignment = 8 : i64}
// CHECK:       "llvm.intr.memcpy"(%[[COPY]], %s,
// CHECK-NEXT:  %i = llvm.ptrtoint %[[COPY]] : !llvm.ptr to i64

// -----

// A select may pick either pointer: which one is only known at run time.
llvm.func @select(%s: !llvm.ptr {llvm.byval = i32, llvm.align = 4 : i64}, %t: !llvm.ptr {llvm.byval = i32, llvm.align = 4 : i64}, %c: i1, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %p = llvm.select %c, %s, %t : i1, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}

// CHECK-LABEL: llvm.func @select(%s: !llvm.ptr<101> {{.*}}, %t: !llvm.ptr<101>
// CHECK-DAG:   %[[S:.*]] = llvm.alloca {{.*}} x i32 {alignment = 4 : i64}
// CHECK-DAG:   "llvm.intr.memcpy"(%[[S]], %s,
// CHECK-DAG:   %[[T:.*]] = llvm.alloca {{.*}} x i32 {alignment = 4 : i64}
// CHECK-DAG:   "llvm.intr.memcpy"(%[[T]], %t,
// CHECK:       %p = llvm.select %c, %[[S]], %[[T]] : i1, !llvm.ptr

// -----

// A block argument merges the struct's address with another pointer.
llvm.func @block_argument(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i32)>, llvm.align = 4 : i64}, %c: i1, %out: !llvm.ptr) attributes {nvvm.kernel} {
  llvm.cond_br %c, ^bb1(%s : !llvm.ptr), ^bb1(%out : !llvm.ptr)
^bb1(%p: !llvm.ptr):
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}

// CHECK-LABEL: llvm.func @block_argument(%s: !llvm.ptr<101>
// CHECK:       %[[COPY:.*]] = llvm.alloca
// CHECK:       "llvm.intr.memcpy"(%[[COPY]], %s,
// CHECK-NEXT:  llvm.cond_br %c, ^{{.*}}(%[[COPY]] : !llvm.ptr), ^{{.*}}(%out : !llvm.ptr)

// -----

// The struct is a memcpy destination, a store target, a memset target and an atomic target:
// writes to read-only param space always need the copy.
llvm.func @memcpy_to(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i32)>, llvm.align = 4 : i64}, %in: !llvm.ptr) attributes {nvvm.kernel} {
  %n = llvm.mlir.constant(8 : i64) : i64
  "llvm.intr.memcpy"(%s, %in, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.return
}

// CHECK-LABEL: llvm.func @memcpy_to(%s: !llvm.ptr<101>
// CHECK:       %[[COPY:.*]] = llvm.alloca
// CHECK:       "llvm.intr.memcpy"(%[[COPY]], %s,
// CHECK:       "llvm.intr.memcpy"(%[[COPY]], %in, %n)

// -----

llvm.func @store_into(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i32)>, llvm.align = 4 : i64}, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %p = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  %v = llvm.load %p : !llvm.ptr -> i32
  %w = llvm.add %v, %v : i32
  llvm.store %w, %p : i32, !llvm.ptr
  %x = llvm.load %s : !llvm.ptr -> i32
  llvm.store %x, %out : i32, !llvm.ptr
  llvm.return
}

// CHECK-LABEL: llvm.func @store_into(%s: !llvm.ptr<101>
// CHECK:       %[[COPY:.*]] = llvm.alloca
// CHECK:       "llvm.intr.memcpy"(%[[COPY]], %s,
// CHECK-NEXT:  %p = llvm.getelementptr %[[COPY]][0, 1]
// CHECK-NEXT:  %v = llvm.load %p : !llvm.ptr -> i32
// CHECK-NEXT:  %w = llvm.add %v, %v : i32
// CHECK-NEXT:  llvm.store %w, %p : i32, !llvm.ptr
// CHECK-NEXT:  %x = llvm.load %[[COPY]] : !llvm.ptr -> i32
// CHECK-NOT:   nvvm.ldparam

// -----

llvm.func @memset_and_atomic(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i32)>, llvm.align = 4 : i64}, %t: !llvm.ptr {llvm.byval = i32, llvm.align = 4 : i64}) attributes {nvvm.kernel} {
  %z = llvm.mlir.constant(0 : i8) : i8
  %n = llvm.mlir.constant(8 : i64) : i64
  "llvm.intr.memset"(%s, %z, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %one = llvm.mlir.constant(1 : i32) : i32
  %old = llvm.atomicrmw add %t, %one monotonic : !llvm.ptr, i32
  llvm.return
}

// CHECK-LABEL: llvm.func @memset_and_atomic(%s: !llvm.ptr<101> {{.*}}, %t: !llvm.ptr<101>
// CHECK-DAG:   %[[S:.*]] = llvm.alloca {{.*}} x !llvm.struct<(i32, i32)>
// CHECK-DAG:   %[[T:.*]] = llvm.alloca {{.*}} x i32
// CHECK:       "llvm.intr.memset"(%[[S]], %z, %n)
// CHECK:       llvm.atomicrmw add %[[T]], %one monotonic


// -----

// Explicit param-space views (addrspacecast to 101) keep reading the parameter when the rest
// of the function uses the copy.
llvm.func @param_view(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i32)>, llvm.align = 4 : i64}) attributes {nvvm.kernel} {
  %z = llvm.mlir.constant(0 : i32) : i32
  %g = llvm.getelementptr %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  %p = llvm.addrspacecast %g : !llvm.ptr to !llvm.ptr<101>
  %v = llvm.load %p : !llvm.ptr<101> -> i32
  llvm.store %z, %g : i32, !llvm.ptr
  llvm.return
}

// CHECK-LABEL: llvm.func @param_view(%s: !llvm.ptr<101>
// CHECK:       %[[COPY:.*]] = llvm.alloca
// CHECK:       %g = llvm.getelementptr %[[COPY]][0, 1]
// CHECK-NEXT:  %[[P:.*]] = llvm.getelementptr %s[4] : (!llvm.ptr<101>) -> !llvm.ptr<101>, i8
// CHECK-NEXT:  %v = llvm.load %[[P]] : !llvm.ptr<101> -> i32
// CHECK-NEXT:  llvm.store %z, %g : i32, !llvm.ptr
