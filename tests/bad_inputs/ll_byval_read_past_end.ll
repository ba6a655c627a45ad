; LLVM IR: a device function reads its 84-byte byval struct at byte 304, past its end (out of
; bounds, undefined in LLVM); ptxas crashed on `ld.param.b32 [f_param_0+304]` (fuzz seed 57 of
; the .ll corpus, mutant 834). A located error at the load instead.
target triple = "nvptx64-nvidia-cuda"

%struct.Big = type { [21 x i32] }

define i32 @sum(ptr byval(%struct.Big) align 4 %b) {
  %p = getelementptr inbounds nuw float, ptr %b, i64 76
  %v = load i32, ptr %p, align 4 ; ERROR: 'llvm.load': accesses bytes 304..307 of the 84-byte parameter
  ret i32 %v
}

define ptx_kernel void @k(ptr %b, ptr %out) {
  %v = call i32 @sum(ptr byval(%struct.Big) align 4 %b)
  store i32 %v, ptr %out, align 4
  ret void
}
