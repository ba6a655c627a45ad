; From llvm-project llvm/test/CodeGen/NVPTX/address-folder.ll (its CHECK lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s | FileCheck %s
; RUN: llc -O0 < %s | FileCheck %s --check-prefix=O0

target triple = "nvptx64-nvidia-cuda"

; A byval kernel parameter loaded at a constant offset from a block other than
; the one that defines its address must still be read directly from parameter
; space (ld.param [param+off]), not via a materialized base register.
define ptx_kernel void @test_kernel_cross_block(ptr byval([2 x i64]) align 8 %r, i64 %n, ptr addrspace(1) %out) {
  %c = icmp sgt i64 %n, 0
  br i1 %c, label %body, label %done
body:
  %v0 = load i64, ptr %r, align 8
  %p1 = getelementptr inbounds i8, ptr %r, i64 8
  %v1 = load i64, ptr %p1, align 8
  %m = mul i64 %v0, %v1
  store i64 %m, ptr addrspace(1) %out, align 8
  br label %done
done:
  ret void
}

; When the address is also used for arithmetic (here a variable offset) it is
; not just loaded, so the `mov` must be kept rather than folded into the load.
define ptx_kernel void @test_kernel_var_offset(ptr byval([8 x i64]) align 8 %r, i64 %n, ptr addrspace(1) %out) {
  %c = icmp sgt i64 %n, 0
  br i1 %c, label %body, label %done
body:
  %p = getelementptr inbounds i8, ptr %r, i64 %n
  %v = load i64, ptr %p, align 8
  store i64 %v, ptr addrspace(1) %out, align 8
  br label %done
done:
  ret void
}
