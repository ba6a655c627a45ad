// REQUIRES: ptxas
// Selection rules of Triton's index arithmetic (#26), as LLVM's NVPTX backend selects them:
// a shifted bit field widened to i64 is one bfe; an i64 add of operands without a common bit is an or (no
// carry: ptxas keeps the high word); a GEP index that is itself shifted or scaled by a constant
// folds its scale into the element size; two f32 -> f16/bf16 roundings packed into one register
// are one cvt.rn.f16x2.f32 from sm_80 on.
// RUN: nvvm-opt %s -O0 --sm 80 | filecheck %s
// RUN: nvvm-opt %s -O0 --sm 80 > %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin
// RUN: nvvm-opt %s -O0 --sm 75 | filecheck %s --check-prefix=SM75
// RUN: nvvm-opt %s -O0 --sm 75 > %t75.ptx && %ptxas -arch=sm_75 %t75.ptx -o %t75.cubin

// A field widened to i64 (Triton's row offsets): bfe.
// CHECK-LABEL: .visible .func (.param .b64 func_retval0) field_after_mask(
// CHECK:         bfe.u32 %r{{[0-9]+}}, %r{{[0-9]+}}, 6, 1;
// CHECK-NOT:     shr.u32
llvm.func @field_after_mask(%x: i32) -> i64 {
  %m = llvm.mlir.constant(64 : i32) : i32
  %s = llvm.mlir.constant(6 : i32) : i32
  %a = llvm.and %x, %m : i32
  %r = llvm.lshr %a, %s : i32
  %w = llvm.zext %r : i32 to i64
  llvm.return %w : i64
}

// CHECK-LABEL: .visible .func (.param .b64 func_retval0) field_after_shift(
// CHECK:         bfe.u32 %r{{[0-9]+}}, %r{{[0-9]+}}, 20, 7;
// CHECK-NOT:     and.b32
llvm.func @field_after_shift(%x: i32) -> i64 {
  %m = llvm.mlir.constant(127 : i32) : i32
  %s = llvm.mlir.constant(20 : i32) : i32
  %a = llvm.lshr %x, %s : i32
  %r = llvm.and %a, %m : i32
  %w = llvm.sext %r : i32 to i64
  llvm.return %w : i64
}

// A field used in 32 bits stays and + shr (ptxas's uniform datapath does better with it).
// CHECK-LABEL: .visible .func (.param .b32 func_retval0) field_in_32_bits(
// CHECK:         and.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 64;
// CHECK:         shr.u32 %r{{[0-9]+}}, %r{{[0-9]+}}, 6;
llvm.func @field_in_32_bits(%x: i32) -> i32 {
  %m = llvm.mlir.constant(64 : i32) : i32
  %s = llvm.mlir.constant(6 : i32) : i32
  %a = llvm.and %x, %m : i32
  %r = llvm.lshr %a, %s : i32
  llvm.return %r : i32
}

// Not a field: the mask has a hole, or it keeps bits the shift brought in from above.
// CHECK-LABEL: .visible .func (.param .b64 func_retval0) not_fields(
// CHECK-NOT:     bfe
// CHECK:         and.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 5;
// CHECK:         and.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 255;
// CHECK-NOT:     bfe
llvm.func @not_fields(%x: i32) -> i64 {
  %s = llvm.mlir.constant(4 : i32) : i32
  %s28 = llvm.mlir.constant(28 : i32) : i32
  %hole = llvm.mlir.constant(5 : i32) : i32
  %byte = llvm.mlir.constant(255 : i32) : i32
  %a = llvm.lshr %x, %s : i32
  %b = llvm.and %a, %hole : i32
  %c = llvm.lshr %x, %s28 : i32
  %d = llvm.and %c, %byte : i32
  %bw = llvm.zext %b : i32 to i64
  %dw = llvm.zext %d : i32 to i64
  %r = llvm.add %bw, %dw : i64
  llvm.return %r : i64
}

// (pid << 5) + lane + 2 with lane < 2: the adds set disjoint bits.
// CHECK-LABEL: .visible .func (.param .b64 func_retval0) disjoint_rows(
// CHECK:         or.b64 [[ROW:%rd[0-9]+]], %rd{{[0-9]+}}, %rd{{[0-9]+}};
// CHECK:         or.b64 %rd{{[0-9]+}}, [[ROW]], 2;
// CHECK-NOT:     add.s64
llvm.func @disjoint_rows(%pid: i32, %tid: i32) -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %five = llvm.mlir.constant(5 : i64) : i64
  %two = llvm.mlir.constant(2 : i64) : i64
  %p = llvm.zext %pid : i32 to i64
  %base = llvm.shl %p, %five : i64
  %l = llvm.and %tid, %one : i32
  %lane = llvm.zext %l : i32 to i64
  %row = llvm.add %base, %lane : i64
  %r = llvm.add %row, %two : i64
  llvm.return %r : i64
}

// A carry is possible (bit 0 of both may be set), or the sum is an address (disjoint, but
// ptxas folds an add's constant into the access): add.
// CHECK-LABEL: .visible .func (.param .b64 func_retval0) carrying(
// CHECK:         add.s64
// CHECK:         add.s64
// CHECK-NOT:     or.b64
llvm.func @carrying(%x: i64, %tid: i32) -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %k = llvm.mlir.constant(4096 : i64) : i64
  %thirteen = llvm.mlir.constant(13 : i64) : i64
  %l = llvm.and %tid, %one : i32
  %lane = llvm.zext %l : i32 to i64
  %s = llvm.add %x, %lane : i64
  %big = llvm.shl %s, %thirteen : i64
  %a = llvm.add %big, %k : i64
  %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
  %v = llvm.load %p : !llvm.ptr<1> -> i64
  %r = llvm.add %s, %v : i64
  llvm.return %r : i64
}

// table[tok * 128] of f32: one mul.wide by 512, not a shift by 7 and one by 2.
// CHECK-LABEL: .visible .func (.param .b64 func_retval0) scaled_index(
// CHECK:         mul.wide.s32 %rd{{[0-9]+}}, %r{{[0-9]+}}, 512;
// CHECK-NOT:     shl.b64
llvm.func @scaled_index(%table: !llvm.ptr<1>, %tok: i32) -> !llvm.ptr<1> {
  %seven = llvm.mlir.constant(7 : i64) : i64
  %t = llvm.sext %tok : i32 to i64
  %row = llvm.shl %t, %seven : i64
  %p = llvm.getelementptr %table[%row] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.return %p : !llvm.ptr<1>
}

// The upper half (lane 1, %b) is the first source, as llc-22 writes it (`cvt.rn.f16x2.f32 %r3, %r2, %r1`).
// CHECK-LABEL: .visible .func (.param .b32 func_retval0) pack_halves(
// CHECK:         ld.param.f32 [[A:%f[0-9]+]], [pack_halves_param_0];
// CHECK:         ld.param.f32 [[B:%f[0-9]+]], [pack_halves_param_1];
// CHECK:         cvt.rn.f16x2.f32 %r{{[0-9]+}}, [[B]], [[A]];
// CHECK-NOT:     cvt.rn.f16.f32
// SM75-LABEL:  .visible .func (.param .b32 func_retval0) pack_halves(
// SM75:          cvt.rn.f16.f32
// SM75:          cvt.rn.f16.f32
// SM75-NOT:      f16x2
llvm.func @pack_halves(%a: f32, %b: f32) -> i32 {
  %u = llvm.mlir.undef : vector<2xf16>
  %i0 = llvm.mlir.constant(0 : i32) : i32
  %i1 = llvm.mlir.constant(1 : i32) : i32
  %ha = llvm.fptrunc %a : f32 to f16
  %hb = llvm.fptrunc %b : f32 to f16
  %v0 = llvm.insertelement %ha, %u[%i0 : i32] : vector<2xf16>
  %v1 = llvm.insertelement %hb, %v0[%i1 : i32] : vector<2xf16>
  %r = llvm.bitcast %v1 : vector<2xf16> to i32
  llvm.return %r : i32
}
