; LLVM IR: a global's initializer holds an address one byte before the start of @g; PTX has no
; spelling ptxas accepts for it (`g-1` is a syntax error; llc drops the word). Fuzz seed 57 of the
; .ll corpus, mutant 901.
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global i8 0
@sadd = addrspace(1) global { i64, i64 } { i64 add (i64 ptrtoint (ptr addrspace(1) @g to i64), i64 -1), i64 7 } ; ERROR: an address 1 bytes before the start of g in an initializer
