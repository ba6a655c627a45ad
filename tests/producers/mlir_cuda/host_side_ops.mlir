module attributes {gpu.container_module} {
  llvm.func @printNewline()
  llvm.func @printI64(i64)
  llvm.func @printString(!llvm.ptr)
  llvm.mlir.global private constant @vector_print_str(dense<[97, 114, 114, 105, 118, 101, 100, 58, 32, 0]> : tensor<10xi8>) {addr_space = 0 : i32} : !llvm.array<10 x i8>
  gpu.module @counters [#nvvm.target<chip = "sm_80", features = "+ptx80">] {
    llvm.func @arrive_and_wait(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i32) attributes {gpu.kernel, nvvm.kernel} {
      %0 = llvm.mlir.constant(0 : i32) : i32
      %1 = llvm.mlir.constant(1 : i32) : i32
      %2 = llvm.atomicrmw add %arg1, %1 acq_rel : !llvm.ptr, i32
      llvm.br ^bb1
    ^bb1:  // 2 preds: ^bb0, ^bb1
      %3 = llvm.atomicrmw add %arg1, %0 acq_rel : !llvm.ptr, i32
      %4 = llvm.icmp "slt" %3, %arg3 : i32
      llvm.cond_br %4, ^bb1, ^bb2
    ^bb2:  // pred: ^bb1
      llvm.return
    }
  }
  llvm.func @main() {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = builtin.unrealized_conversion_cast %1 : i64 to index
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.mlir.zero : !llvm.ptr
    %5 = llvm.getelementptr %4[%3] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %6 = llvm.ptrtoint %5 : !llvm.ptr to i64
    %7 = llvm.mlir.zero : !llvm.ptr
    %8 = llvm.mlir.constant(1 : i8) : i8
    %9 = llvm.call @mgpuMemAlloc(%6, %7, %8) : (i64, !llvm.ptr, i8) -> !llvm.ptr
    %10 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
    %11 = llvm.insertvalue %9, %10[0] : !llvm.struct<(ptr, ptr, i64)> 
    %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(ptr, ptr, i64)> 
    %13 = llvm.mlir.constant(0 : index) : i64
    %14 = llvm.insertvalue %13, %12[2] : !llvm.struct<(ptr, ptr, i64)> 
    %15 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %16 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %17 = llvm.extractvalue %14[0] : !llvm.struct<(ptr, ptr, i64)> 
    %18 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64)> 
    %19 = llvm.extractvalue %14[2] : !llvm.struct<(ptr, ptr, i64)> 
    gpu.launch_func <%15 : !llvm.ptr> @counters::@arrive_and_wait blocks in (%1, %1, %1) threads in (%1, %1, %1) : i64 args(%17 : !llvm.ptr, %18 : !llvm.ptr, %19 : i64, %0 : i32)
    %20 = llvm.extractvalue %14[0] : !llvm.struct<(ptr, ptr, i64)> 
    %21 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64)> 
    %22 = llvm.extractvalue %14[2] : !llvm.struct<(ptr, ptr, i64)> 
    gpu.launch_func <%16 : !llvm.ptr> @counters::@arrive_and_wait blocks in (%1, %1, %1) threads in (%1, %1, %1) : i64 args(%20 : !llvm.ptr, %21 : !llvm.ptr, %22 : i64, %0 : i32)
    llvm.call @mgpuStreamSynchronize(%15) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%15) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamSynchronize(%16) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%16) : (!llvm.ptr) -> ()
    %23 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64)> 
    %24 = llvm.load %23 : !llvm.ptr -> i32
    %25 = llvm.mlir.addressof @vector_print_str : !llvm.ptr
    %26 = llvm.getelementptr %25[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<10 x i8>
    llvm.call @printString(%26) : (!llvm.ptr) -> ()
    %27 = llvm.sext %24 : i32 to i64
    llvm.call @printI64(%27) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
  llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i8) -> !llvm.ptr
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  llvm.func @mgpuStreamDestroy(!llvm.ptr)
}
