// convert-ptr-to-llvm (registered in place of xDSL's) keeps ptr_xdsl.to_ptr as a cast, so a
// call passing a gpu.func's memref argument to a lowered function still verifies (xdsl-opt
// verifies after each pass); lower-to-ptx then reconciles the casts.
// RUN: xdsl-opt %s -p 'convert-memref-to-ptr{lower_func=true},convert-ptr-type-offsets,convert-ptr-to-llvm' | filecheck %s
// REQUIRES: ptxas
// RUN: xdsl-opt %s -p 'convert-memref-to-ptr{lower_func=true},convert-ptr-type-offsets,convert-ptr-to-llvm,lower-to-ptx{opt-level=0}' -t ptx > %t.ptx
// RUN: filecheck %s --check-prefix=PTX < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin

gpu.module @kernels {
  func.func @store_at(%dst: memref<8xf32>, %i: index, %v: f32) {
    memref.store %v, %dst[%i] : memref<8xf32>
    func.return
  }
  gpu.func @k(%y: memref<8xf32>, %v: f32) kernel {
    %t = gpu.thread_id x
    func.call @store_at(%y, %t, %v) : (memref<8xf32>, index, f32) -> ()
    gpu.return
  }
}

// CHECK:      func.func @store_at(%dst: !llvm.ptr, %i: index, %v: f32)
// CHECK:      %y_1 = builtin.unrealized_conversion_cast %y : memref<8xf32> to !llvm.ptr
// CHECK-NEXT: func.call @store_at(%y_1, %t, %v) : (!llvm.ptr, index, f32) -> ()

// PTX: call.uni store_at,
