// Triton's debug-mode overflow checks (#26, llvm_peephole_checks.py): a sum computed in i64 that
// must fit i32 is a 32-bit overflow test; compares its operand's interval decides are constants;
// negated checks or-ed together are one negated conjunction; range checks of several lanes share
// one compare of their or; a branch on a constant is a plain branch.
// RUN: xdsl-opt %s -p llvm-peephole,llvm-dce --split-input-file | filecheck %s

// `sext a + sext b` in [INT_MIN, INT_MAX]: `a + b` does not overflow, i.e. it is below a exactly
// when b is negative.
// CHECK-LABEL: llvm.func @sum_fits
// CHECK-NEXT:    %[[R:.*]] = llvm.add %a, %b : i32
// CHECK-NEXT:    %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %[[W:.*]] = llvm.icmp "slt" %[[R]], %a : i32
// CHECK-NEXT:    %[[N:.*]] = llvm.icmp "slt" %b, %[[Z]] : i32
// CHECK-NEXT:    %[[D:.*]] = llvm.xor %[[W]], %[[N]] : i1
// CHECK-NEXT:    %[[T:.*]] = llvm.mlir.constant(true) : i1
// CHECK-NEXT:    %[[F:.*]] = llvm.xor %[[D]], %[[T]] : i1
// CHECK-NEXT:    llvm.return %[[F]] : i1
llvm.func @sum_fits(%a: i32, %b: i32) -> i1 {
  %hi = llvm.mlir.constant(2147483647 : i64) : i64
  %lo = llvm.mlir.constant(-2147483648 : i64) : i64
  %wa = llvm.sext %a : i32 to i64
  %wb = llvm.sext %b : i32 to i64
  %s = llvm.add %wa, %wb : i64
  %c1 = llvm.icmp "sle" %s, %hi : i64
  %c2 = llvm.icmp "sge" %s, %lo : i64
  %c = llvm.and %c1, %c2 : i1
  llvm.return %c : i1
}

// -----

// `pid * 512 + lane` with the lane below 512: the product leaves the lane's bits zero, the sum
// cannot overflow, and both bounds hold; a bound the interval does not decide stays.
// CHECK-LABEL: llvm.func @decided
// CHECK:         %[[K:.*]] = llvm.mlir.constant(1000) : i64
// CHECK:         %[[T:.*]] = llvm.mlir.constant(true) : i1
// CHECK-NEXT:    %[[U:.*]] = llvm.icmp "sle" %{{.*}}, %[[K]] : i64
// CHECK-NEXT:    llvm.store %[[T]], %p
// CHECK-NEXT:    llvm.store %[[U]], %p
llvm.func @decided(%pid: i32, %lane: i32, %p: !llvm.ptr) {
  %k9 = llvm.mlir.constant(9 : i32) : i32
  %m511 = llvm.mlir.constant(511 : i32) : i32
  %hi = llvm.mlir.constant(2147483647 : i64) : i64
  %lo = llvm.mlir.constant(-2147483648 : i64) : i64
  %k1000 = llvm.mlir.constant(1000 : i64) : i64
  %base = llvm.shl %pid, %k9 : i32
  %off = llvm.and %lane, %m511 : i32
  %wa = llvm.sext %base : i32 to i64
  %wb = llvm.sext %off : i32 to i64
  %s = llvm.add %wa, %wb : i64
  %c1 = llvm.icmp "sle" %s, %hi : i64
  %c2 = llvm.icmp "sge" %s, %lo : i64
  %c = llvm.and %c1, %c2 : i1
  %u = llvm.icmp "sle" %s, %k1000 : i64
  llvm.store %c, %p : i1, !llvm.ptr
  llvm.store %u, %p : i1, !llvm.ptr
  llvm.return
}

// -----

// Failed checks of two lanes or-ed: the negation of their conjunction, whose two range checks
// share one compare of the or of the offset values; the branch swaps its targets.
// CHECK-LABEL: llvm.func @lanes
// CHECK:         %[[X:.*]] = llvm.add %x, %{{.*}} : i64
// CHECK:         %[[Y:.*]] = llvm.add %y, %{{.*}} : i64
// CHECK-NEXT:    %[[O:.*]] = llvm.or %[[X]], %[[Y]] : i64
// CHECK-NEXT:    %[[M:.*]] = llvm.mlir.constant(4294967295) : i64
// CHECK-NEXT:    %[[C:.*]] = llvm.icmp "ule" %[[O]], %[[M]] : i64
// CHECK-NEXT:    llvm.cond_br %[[C]], ^ok, ^fail
llvm.func @lanes(%x: i64, %y: i64) {
  %false = llvm.mlir.constant(false) : i1
  %hi = llvm.mlir.constant(2147483647 : i64) : i64
  %lo = llvm.mlir.constant(-2147483648 : i64) : i64
  %x1 = llvm.icmp "sle" %x, %hi : i64
  %x2 = llvm.icmp "sge" %x, %lo : i64
  %xf = llvm.and %x1, %x2 : i1
  %y1 = llvm.icmp "sle" %y, %hi : i64
  %y2 = llvm.icmp "sge" %y, %lo : i64
  %yf = llvm.and %y1, %y2 : i1
  %xn = llvm.icmp "eq" %xf, %false : i1
  %yn = llvm.icmp "eq" %yf, %false : i1
  %any = llvm.or %xn, %yn : i1
  llvm.cond_br %any, ^fail, ^ok
^fail:
  llvm.call @abort() : () -> ()
  llvm.br ^ok
^ok:
  llvm.return
}
llvm.func @abort()

// -----

// Not merged: bounds of different powers of two, and `inside | inside`.
// CHECK-LABEL: llvm.func @kept
// CHECK:         llvm.icmp "ule" %x
// CHECK:         llvm.icmp "ule" %y
// CHECK:         llvm.and
// CHECK:         llvm.icmp "ult" %x
// CHECK:         llvm.icmp "ult" %y
// CHECK:         llvm.or
llvm.func @kept(%x: i32, %y: i32, %p: !llvm.ptr) {
  %m15 = llvm.mlir.constant(15 : i32) : i32
  %m31 = llvm.mlir.constant(31 : i32) : i32
  %k16 = llvm.mlir.constant(16 : i32) : i32
  %a = llvm.icmp "ule" %x, %m15 : i32
  %b = llvm.icmp "ule" %y, %m31 : i32
  %c = llvm.and %a, %b : i1
  %d = llvm.icmp "ult" %x, %k16 : i32
  %e = llvm.icmp "ult" %y, %k16 : i32
  %f = llvm.or %d, %e : i1
  llvm.store %c, %p : i1, !llvm.ptr
  llvm.store %f, %p : i1, !llvm.ptr
  llvm.return
}

// -----

// A branch on a constant.
// CHECK-LABEL: llvm.func @constant_branch
// CHECK-NEXT:    llvm.br ^b(%x : i32)
// CHECK-NOT:     ^a
llvm.func @constant_branch(%x: i32, %y: i32) -> i32 {
  %false = llvm.mlir.constant(false) : i1
  llvm.cond_br %false, ^a(%y : i32), ^b(%x : i32)
^a(%p: i32):
  llvm.return %p : i32
^b(%q: i32):
  llvm.return %q : i32
}

// -----

// Zero tests: `a == 0 & b == 0` is one compare of `a | b`; the low and high fields of one value
// (Triton's lane and warp of tid) compare the value itself; `ne`/`or` likewise.
// CHECK-LABEL: llvm.func @zero_tests
// CHECK:         %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %[[FIRST:.*]] = llvm.icmp "eq" %tid, %[[Z]] : i32
// CHECK-NEXT:    %[[O:.*]] = llvm.or %a, %b : i32
// CHECK-NEXT:    %[[Z2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %[[ANY:.*]] = llvm.icmp "ne" %[[O]], %[[Z2]] : i32
// CHECK-NEXT:    llvm.store %[[FIRST]], %p
// CHECK-NEXT:    llvm.store %[[ANY]], %p
llvm.func @zero_tests(%tid: i32, %a: i32, %b: i32, %p: !llvm.ptr) {
  %z = llvm.mlir.constant(0 : i32) : i32
  %m31 = llvm.mlir.constant(31 : i32) : i32
  %k5 = llvm.mlir.constant(5 : i32) : i32
  %lane = llvm.and %tid, %m31 : i32
  %warp = llvm.lshr %tid, %k5 : i32
  %l0 = llvm.icmp "eq" %lane, %z : i32
  %w0 = llvm.icmp "eq" %warp, %z : i32
  %first = llvm.and %l0, %w0 : i1
  %an = llvm.icmp "ne" %a, %z : i32
  %bn = llvm.icmp "ne" %b, %z : i32
  %any = llvm.or %an, %bn : i1
  llvm.store %first, %p : i1, !llvm.ptr
  llvm.store %any, %p : i1, !llvm.ptr
  llvm.return
}

// -----

// Triton's first debug check, `sext(pid) * 512` fits i32: pid is not negative (CUDA's grid), the
// product cannot wrap in i64, so it is `pid <=u 4194303`. The branch after the `noreturn`
// `__assertfail` is `unreachable`, so the rest is reached only where the check passed: there
// `pid << 9` in i32 does not wrap, and `(pid << 9) + (tid & 511) >= 0` holds.
// CHECK-LABEL: llvm.func @assert_then_use
// CHECK:         %[[PID:.*]] = nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK-NEXT:    %[[K:.*]] = llvm.mlir.constant(4194303 : i32) : i32
// CHECK-NEXT:    %[[OK:.*]] = llvm.icmp "ule" %[[PID]], %[[K]] : i32
// CHECK-NEXT:    llvm.cond_br %[[OK]], ^pass, ^fail
// CHECK:         llvm.call @__assertfail() : () -> ()
// CHECK-NEXT:    llvm.unreachable
// CHECK:         %[[T:.*]] = llvm.mlir.constant(true) : i1
// CHECK-NEXT:    llvm.store %[[T]], %p
llvm.func @assert_then_use(%tid: i32, %p: !llvm.ptr) {
  %lim = llvm.mlir.constant(2147483647 : i64) : i64
  %low = llvm.mlir.constant(-2147483648 : i64) : i64
  %c512 = llvm.mlir.constant(512 : i64) : i64
  %pid = nvvm.read.ptx.sreg.ctaid.x : i32
  %w = llvm.sext %pid : i32 to i64
  %scaled = llvm.mul %w, %c512 : i64
  %c1 = llvm.icmp "sle" %scaled, %lim : i64
  %c2 = llvm.icmp "sge" %scaled, %low : i64
  %ok = llvm.and %c1, %c2 : i1
  llvm.cond_br %ok, ^pass, ^fail
^fail:
  llvm.call @__assertfail() : () -> ()
  llvm.br ^pass
^pass:
  %k9 = llvm.mlir.constant(9 : i32) : i32
  %m511 = llvm.mlir.constant(511 : i32) : i32
  %z = llvm.mlir.constant(0 : i32) : i32
  %base = llvm.shl %pid, %k9 : i32
  %lane = llvm.and %tid, %m511 : i32
  %sum = llvm.add %base, %lane : i32
  %nonneg = llvm.icmp "sge" %sum, %z : i32
  llvm.store %nonneg, %p : i1, !llvm.ptr
  llvm.return
}
llvm.func @__assertfail() attributes {passthrough = ["noreturn"]}
