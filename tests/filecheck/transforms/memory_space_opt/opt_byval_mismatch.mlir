// opt-byval has one source of truth: lower-struct-args records its setting on the module, and
// memory-space-opt run with the other setting stops right there, naming both passes and the
// flag (cicc instead fails much later with "pointer-to-local-or-generic launch argument").
// RUN: not nvvm-opt %s -p 'lower-struct-args{opt-byval=false},memory-space-opt' 2>&1 | filecheck %s --check-prefix=OFFON
// RUN: not nvvm-opt %s -p 'lower-struct-args,memory-space-opt{opt-byval=false}' 2>&1 | filecheck %s --check-prefix=ONOFF
// RUN: nvvm-opt %s -p 'lower-struct-args{opt-byval=false},memory-space-opt{opt-byval=false}' | filecheck %s --check-prefix=SAME
// RUN: nvvm-opt %s -p 'lower-struct-args,memory-space-opt' | filecheck %s --check-prefix=SAME

// OFFON: error: {{.*}}opt-byval mismatch: lower-struct-args ran with opt-byval=false but memory-space-opt has opt-byval=true
// OFFON-NOT: Traceback
// ONOFF: error: {{.*}}opt-byval mismatch: lower-struct-args ran with opt-byval=true but memory-space-opt has opt-byval=false
// SAME: llvm.func @k

llvm.func @k(%s: !llvm.ptr {llvm.byval = i32, llvm.align = 4 : i64}, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %v = llvm.load %s : !llvm.ptr -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}
