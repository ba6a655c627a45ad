// llvm.call_intrinsic spellings of NVVM intrinsics: sregs (tid/ntid/ctaid/laneid), barrier0, memset with a constant length.
module {
  llvm.func @ci(%src: !llvm.ptr, %dst: !llvm.ptr, %n: i64) attributes {nvvm.kernel} {
    %tid = llvm.call_intrinsic "llvm.nvvm.read.ptx.sreg.tid.x"() : () -> i32
    %ty = llvm.call_intrinsic "llvm.nvvm.read.ptx.sreg.tid.y"() : () -> i32
    %ntid = llvm.call_intrinsic "llvm.nvvm.read.ptx.sreg.ntid.x"() : () -> i32
    %cta = llvm.call_intrinsic "llvm.nvvm.read.ptx.sreg.ctaid.x"() : () -> i32
    %lane = llvm.call_intrinsic "llvm.nvvm.read.ptx.sreg.laneid"() : () -> i32
    %a = llvm.mul %cta, %ntid : i32
    %b = llvm.add %a, %tid : i32
    %c = llvm.add %b, %ty : i32
    %d = llvm.xor %c, %lane : i32
    %i = llvm.zext %d : i32 to i64
    %f = llvm.mlir.constant(false) : i1
    %p = llvm.getelementptr %dst[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %d, %p : i32, !llvm.ptr
    llvm.call_intrinsic "llvm.nvvm.barrier0"() : () -> ()
    %z = llvm.mlir.constant(0 : i8) : i8
    %c16 = llvm.mlir.constant(16 : i64) : i64
    llvm.call_intrinsic "llvm.memset.p0.i64"(%src, %z, %c16, %f) : (!llvm.ptr, i8, i64, i1) -> ()
    llvm.return
  }
}
