// Every integer cast between i1/i8/i16/i32/i64 widths (trunc, zext, sext), results stored to global memory.
module {
  llvm.func @casts(%x64: i64, %out: !llvm.ptr) attributes {nvvm.kernel} {
    %a32 = llvm.trunc %x64 : i64 to i32
    %a16 = llvm.trunc %x64 : i64 to i16
    %a8 = llvm.trunc %x64 : i64 to i8
    %a1 = llvm.trunc %x64 : i64 to i1
    %b16 = llvm.trunc %a32 : i32 to i16
    %b8 = llvm.trunc %a32 : i32 to i8
    %b1 = llvm.trunc %a32 : i32 to i1
    %c8 = llvm.trunc %a16 : i16 to i8
    %c1 = llvm.trunc %a16 : i16 to i1
    %d1 = llvm.trunc %a8 : i8 to i1
    %z1_8 = llvm.zext %d1 : i1 to i8
    %z1_16 = llvm.zext %c1 : i1 to i16
    %z1_32 = llvm.zext %b1 : i1 to i32
    %z1_64 = llvm.zext %a1 : i1 to i64
    %s1_8 = llvm.sext %d1 : i1 to i8
    %s1_16 = llvm.sext %c1 : i1 to i16
    %s1_32 = llvm.sext %b1 : i1 to i32
    %s1_64 = llvm.sext %a1 : i1 to i64
    %z8_16 = llvm.zext %c8 : i8 to i16
    %z8_32 = llvm.zext %b8 : i8 to i32
    %z8_64 = llvm.zext %a8 : i8 to i64
    %s8_16 = llvm.sext %c8 : i8 to i16
    %s8_32 = llvm.sext %b8 : i8 to i32
    %s8_64 = llvm.sext %a8 : i8 to i64
    %z16_32 = llvm.zext %b16 : i16 to i32
    %z16_64 = llvm.zext %a16 : i16 to i64
    %s16_32 = llvm.sext %b16 : i16 to i32
    %s16_64 = llvm.sext %a16 : i16 to i64
    %z32_64 = llvm.zext %a32 : i32 to i64
    %s32_64 = llvm.sext %a32 : i32 to i64
    %e8 = llvm.add %z1_8, %s1_8 : i8
    %e8b = llvm.xor %e8, %c8 : i8
    %e16 = llvm.add %z1_16, %s1_16 : i16
    %e16b = llvm.add %e16, %z8_16 : i16
    %e16c = llvm.sub %e16b, %s8_16 : i16
    %e32 = llvm.add %z1_32, %s1_32 : i32
    %e32b = llvm.add %e32, %z8_32 : i32
    %e32c = llvm.add %e32b, %s8_32 : i32
    %e32d = llvm.add %e32c, %z16_32 : i32
    %e32e = llvm.add %e32d, %s16_32 : i32
    %e64 = llvm.add %z1_64, %s1_64 : i64
    %e64b = llvm.add %e64, %z8_64 : i64
    %e64c = llvm.add %e64b, %s8_64 : i64
    %e64d = llvm.add %e64c, %z16_64 : i64
    %e64e = llvm.add %e64d, %s16_64 : i64
    %e64f = llvm.add %e64e, %z32_64 : i64
    %e64g = llvm.add %e64f, %s32_64 : i64
    llvm.store %e64g, %out : i64, !llvm.ptr
    %o32 = llvm.getelementptr %out[8] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %e32e, %o32 : i32, !llvm.ptr
    %o16 = llvm.getelementptr %out[12] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %e16c, %o16 : i16, !llvm.ptr
    %o8 = llvm.getelementptr %out[14] : (!llvm.ptr) -> !llvm.ptr, i8
    llvm.store %e8b, %o8 : i8, !llvm.ptr
    llvm.return
  }
}
