; LLVM IR: a device function takes a struct holding a <2147483648 x half> vector by value; its
; selection expanded one register per element and never finished (fuzz seed 57 of the .ll corpus,
; mutant 985). A located error at the function instead.
target triple = "nvptx64-nvidia-cuda"

%s = type { <{ <2 x half>, i8, <2147483648 x half> }>, i64 }

define %s @f(%s %a) { ; ERROR: is larger than any PTX parameter space
  ret %s %a
}
