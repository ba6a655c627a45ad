// convert-to-llvm (lower-to-ptx's front stage) gives the same loads through GEPs whether or not
// xDSL's memref/ptr passes ran first: their ptrtoint/add/inttoptr becomes getelementptr i8,
// so the PTX keeps ld.global / st.shared.
// RUN: nvvm-opt %s -p convert-to-llvm | filecheck %s --check-prefix=ALONE
// RUN: nvvm-opt %s -p 'convert-memref-to-ptr{lower_func=true},convert-ptr-type-offsets,convert-ptr-to-llvm,convert-to-llvm' | filecheck %s --check-prefix=XDSL
// RUN: xdsl-opt %s -p 'convert-memref-to-ptr{lower_func=true},convert-ptr-type-offsets,convert-ptr-to-llvm,lower-to-ptx' -t ptx > %t.ptx
// RUN: filecheck %s --check-prefix=PTX < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// REQUIRES: ptxas

builtin.module {
  "memref.global"() <{sym_name = "buf", sym_visibility = "private", type = memref<32xf32, 3>, initial_value}> : () -> ()
  func.func @k(%in: memref<32xf32>) attributes {nvvm.kernel} {
    %b = memref.get_global @buf : memref<32xf32, 3>
    %t = gpu.thread_id x
    %v = memref.load %in[%t] : memref<32xf32>
    memref.store %v, %b[%t] : memref<32xf32, 3>
    func.return
  }
}

// ALONE:      llvm.func @k(%in: !llvm.ptr) attributes {nvvm.kernel} {
// ALONE:        llvm.getelementptr %in[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// ALONE:        llvm.getelementptr %b[%{{.*}}] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
// ALONE-NOT:  unrealized_conversion_cast

// XDSL:       llvm.func @k(%in: !llvm.ptr) attributes {nvvm.kernel} {
// XDSL:         llvm.getelementptr %in[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// XDSL:         %[[G:.*]] = llvm.addrspacecast %b : !llvm.ptr<3> to !llvm.ptr
// XDSL:         llvm.getelementptr %[[G]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// XDSL-NOT:   llvm.inttoptr
// XDSL-NOT:   unrealized_conversion_cast

// PTX: ld.global.f32
// PTX: st.shared.f32
