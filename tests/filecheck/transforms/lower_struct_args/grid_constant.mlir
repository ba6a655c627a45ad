// __grid_constant__ byval structs whose address escapes without being written: on sm_70+ with
// PTX 7.7+ (cvta.param) the escaping uses get the struct's own param address converted to
// generic (or global) - no copy, and field loads stay nvvm.ldparam. Older targets copy.
// RUN: xdsl-opt %s -p lower-struct-args --split-input-file | filecheck %s --check-prefix=SM90
// RUN: xdsl-opt %s -p 'lower-struct-args{sm=70 ptx-version="7.7"}' --split-input-file | filecheck %s --check-prefix=SM90
// RUN: xdsl-opt %s -p 'lower-struct-args{sm=60}' --split-input-file | filecheck %s --check-prefix=SM60
// RUN: xdsl-opt %s -p 'lower-struct-args{sm=80 ptx-version="7.6"}' --split-input-file | filecheck %s --check-prefix=SM60

llvm.func @escape(!llvm.ptr)
llvm.func @escape_global(!llvm.ptr<1>)

llvm.func @call(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, array<4 x f32>)>, llvm.align = 4 : i64, nvvm.grid_constant}, %i: i32, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %f = llvm.getelementptr %s[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
  %v = llvm.load %f : !llvm.ptr -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.call @escape(%s) : (!llvm.ptr) -> ()
  %e = llvm.getelementptr %s[0, 1, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
  llvm.call @escape(%e) : (!llvm.ptr) -> ()
  %g = llvm.addrspacecast %e : !llvm.ptr to !llvm.ptr<1>
  llvm.call @escape_global(%g) : (!llvm.ptr<1>) -> ()
  llvm.return
}

// SM90-LABEL: llvm.func @call(%s: !llvm.ptr<101> {llvm.byval = !llvm.struct<(i32, array<4 x f32>)>, llvm.align = 4 : i64, nvvm.grid_constant}
// SM90-DAG:   %[[GLOBAL:.*]] = nvvm.cvt.param.to.global %s : !llvm.ptr<101> to !llvm.ptr<1>
// SM90-DAG:   %[[GENERIC:.*]] = nvvm.cvt.param.to.generic %s : !llvm.ptr<101> to !llvm.ptr
// SM90-NEXT:  %v = nvvm.ldparam %s[0] : !llvm.ptr<101> -> i32
// SM90-NEXT:  llvm.store %v, %out : i32, !llvm.ptr
// SM90-NEXT:  llvm.call @escape(%[[GENERIC]]) : (!llvm.ptr) -> ()
// SM90-NEXT:  %[[I:.*]] = llvm.sext %i : i32 to i64
// SM90-NEXT:  %[[FOUR:.*]] = llvm.mlir.constant(4) : i64
// SM90-NEXT:  %[[DYN:.*]] = llvm.mul %[[I]], %[[FOUR]] : i64
// SM90-NEXT:  %[[C4:.*]] = llvm.mlir.constant(4) : i64
// SM90-NEXT:  %[[OFF:.*]] = llvm.add %[[DYN]], %[[C4]] : i64
// SM90-DAG:   %[[E:.*]] = llvm.getelementptr %[[GENERIC]][%[[OFF]]] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// SM90-DAG:   %[[G:.*]] = llvm.getelementptr %[[GLOBAL]][%[[OFF]]] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
// SM90-NEXT:  llvm.call @escape(%[[E]]) : (!llvm.ptr) -> ()
// SM90-NEXT:  llvm.call @escape_global(%[[G]]) : (!llvm.ptr<1>) -> ()
// SM90-NOT:   llvm.alloca

// SM60-LABEL: llvm.func @call(%s: !llvm.ptr<101>
// SM60:       %[[COPY:.*]] = llvm.alloca {{.*}} x !llvm.struct<(i32, array<4 x f32>)> {alignment = 4 : i64}
// SM60:       "llvm.intr.memcpy"(%[[COPY]], %s,
// SM60:       llvm.call @escape(%[[COPY]])
// SM60-NOT:   nvvm.cvt.param

// -----

llvm.func @escape(!llvm.ptr)

// Stored pointer, ptrtoint, select and block argument all take the generic address.
llvm.func @others(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i32)>, llvm.align = 4 : i64, nvvm.grid_constant}, %c: i1, %out: !llvm.ptr) attributes {nvvm.kernel} {
  llvm.store %s, %out : !llvm.ptr, !llvm.ptr
  %i = llvm.ptrtoint %s : !llvm.ptr to i64
  llvm.store %i, %out : i64, !llvm.ptr
  %p = llvm.select %c, %s, %out : i1, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.br ^bb1(%s : !llvm.ptr)
^bb1(%q: !llvm.ptr):
  %w = llvm.load %q : !llvm.ptr -> i32
  llvm.return
}

// SM90-LABEL: llvm.func @others(%s: !llvm.ptr<101>
// SM90-NEXT:  %[[GENERIC:.*]] = nvvm.cvt.param.to.generic %s : !llvm.ptr<101> to !llvm.ptr
// SM90-NEXT:  llvm.store %[[GENERIC]], %out : !llvm.ptr, !llvm.ptr
// SM90-NEXT:  %i = llvm.ptrtoint %[[GENERIC]] : !llvm.ptr to i64
// SM90-NEXT:  llvm.store %i, %out : i64, !llvm.ptr
// SM90-NEXT:  %p = llvm.select %c, %[[GENERIC]], %out : i1, !llvm.ptr
// SM90-NEXT:  %v = llvm.load %p : !llvm.ptr -> i32
// SM90-NEXT:  llvm.br ^{{.*}}(%[[GENERIC]] : !llvm.ptr)

// SM60-LABEL: llvm.func @others(%s: !llvm.ptr<101>
// SM60:       llvm.alloca
// SM60-NOT:   nvvm.cvt.param

// -----

llvm.func @escape(!llvm.ptr)

// A write into a grid constant is undefined behaviour in CUDA; we still copy rather than write
// to read-only param space, on every target.
llvm.func @written(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i32)>, llvm.align = 4 : i64, nvvm.grid_constant}) attributes {nvvm.kernel} {
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.store %z, %s : i32, !llvm.ptr
  llvm.call @escape(%s) : (!llvm.ptr) -> ()
  llvm.return
}

// SM90-LABEL: llvm.func @written(%s: !llvm.ptr<101>
// SM90:       %[[COPY:.*]] = llvm.alloca
// SM90:       llvm.store %z, %[[COPY]] : i32, !llvm.ptr
// SM90-NEXT:  llvm.call @escape(%[[COPY]])
// SM90-NOT:   nvvm.cvt.param
// SM60-LABEL: llvm.func @written(%s: !llvm.ptr<101>
// SM60:       llvm.alloca

// -----

// Branch operands are matched to their block arguments by position (the condition passed as a
// block argument too does not confuse it), for cond_br and switch alike.
llvm.func @branches(%s: !llvm.ptr {llvm.byval = i32, llvm.align = 4 : i64, nvvm.grid_constant}, %c: i1, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.cond_br %c, ^a(%c, %out : i1, !llvm.ptr), ^a(%c, %s : i1, !llvm.ptr)
^a(%d: i1, %p: !llvm.ptr):
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.switch %z : i32, ^b(%s : !llvm.ptr) [
    1: ^b(%out : !llvm.ptr)
  ]
^b(%q: !llvm.ptr):
  %w = llvm.load %q : !llvm.ptr -> i32
  llvm.store %w, %out : i32, !llvm.ptr
  llvm.return
}

// SM90-LABEL: llvm.func @branches(%s: !llvm.ptr<101>
// SM90-NEXT:  %[[GENERIC:.*]] = nvvm.cvt.param.to.generic %s : !llvm.ptr<101> to !llvm.ptr
// SM90:       llvm.cond_br %c, ^[[A:.*]](%c, %out : i1, !llvm.ptr), ^[[A]](%c, %[[GENERIC]] : i1, !llvm.ptr)
// SM90:       llvm.switch %z : i32, ^[[B:.*]](%[[GENERIC]] : !llvm.ptr) [
// SM90-NEXT:    1: ^[[B]](%out : !llvm.ptr)

// SM60-LABEL: llvm.func @branches(%s: !llvm.ptr<101>
// SM60:       %[[COPY:.*]] = llvm.alloca
// SM60:       llvm.cond_br %c, ^[[A:.*]](%c, %out : i1, !llvm.ptr), ^[[A]](%c, %[[COPY]] : i1, !llvm.ptr)
