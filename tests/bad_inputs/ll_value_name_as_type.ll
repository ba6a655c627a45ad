; A store whose pointer operand's type is written as a numbered value (`%2` where `ptr` belongs):
; LLVM names the opaque type it invents for `%2` by its address in memory, so its message differed
; from run to run and between the two routes (fuzz seed 63, mutant 539); it is reported with a
; stable name.
target triple = "nvptx64-nvidia-cuda"

define void @k(i8 %0) {
  %2 = alloca i8, align 1
  store i8 %0, %2 %2, align 1 ; ERROR: defined with type 'ptr' but expected '%"unnamed type" = type opaque'
  ret void
}
