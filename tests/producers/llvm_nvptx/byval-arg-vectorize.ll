; From llvm-project llvm/test/CodeGen/NVPTX/byval-arg-vectorize.ll (its CHECK lines and 32-bit (nvptx) RUN lines left out)
; Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions (https://llvm.org/LICENSE.txt).
; RUN: llc < %s -mcpu=sm_70 | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

%struct.double2 = type { double, double }

declare %struct.double2 @add(ptr align(16) byval(%struct.double2), ptr align(16) byval(%struct.double2))

define void @call_byval(ptr %out, ptr %in1, ptr %in2) {
  %call = call %struct.double2 @add(ptr align(16) byval(%struct.double2) %in1, ptr align(16) byval(%struct.double2) %in2)
  store %struct.double2 %call, ptr %out, align 16
  ret void
}
