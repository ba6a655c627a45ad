// Arithmetic on an i7 value (an integer width the backend does not legalize).
llvm.func @k(%a: i32, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %t = llvm.trunc %a : i32 to i7 // ERROR: 
  %s = llvm.add %t, %t : i7
  %z = llvm.zext %s : i7 to i32
  llvm.store %z, %out : i32, !llvm.ptr
  llvm.return
}
