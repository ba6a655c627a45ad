// A byval struct whose ABI alignment (a 256-byte vector's) is more than a .param allows (128).
llvm.func @k(%s: !llvm.ptr {llvm.byval = !llvm.struct<(vector<64xf32>)>}, %out: !llvm.ptr) attributes {nvvm.kernel} { // ERROR: the ABI alignment of !llvm.struct<(vector<64xf32>)>
  %v = llvm.load %s : !llvm.ptr -> i32
  llvm.store %v, %out : i32, !llvm.ptr
  llvm.return
}
