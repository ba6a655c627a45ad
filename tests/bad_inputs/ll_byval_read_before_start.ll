; LLVM IR: a device function reads its byval struct 8 bytes before the start. Selection rejects
; it after the import: the error names the load's line in this file, not the imported MLIR text.
target triple = "nvptx64-nvidia-cuda"

define i64 @rd(ptr byval({ i64, i64 }) align 8 %s) {
  %p = getelementptr { i64, i64 }, ptr %s, i64 -1, i32 1
  %v = load i64, ptr %p, align 8 ; ERROR: 'llvm.load': accesses 8 bytes before the start of parameter
  ret i64 %v
}

define ptx_kernel void @k(ptr %out) {
  %copy = alloca { i64, i64 }, align 8
  %v = call i64 @rd(ptr byval({ i64, i64 }) align 8 %copy)
  store i64 %v, ptr %out, align 8
  ret void
}
