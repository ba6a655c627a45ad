"""Division and remainder by constants for llvm-peephole (#26): a multiply-high by a magic
number, shifts and a fix-up, for i32 and i64, signed and unsigned (powers of two stay with
llvm-peephole's shifts and masks). ptxas expands `div`/`rem` by a constant as by a variable:
a `rem.s64` by 1000 is a call-like sequence of some 40 instructions.

The multiply-high of two N-bit values is written as LLVM writes it, `trunc((ext a * ext b) >> N)`
in 2N bits (i64 for i32, i128 for i64), so that every later pass and the host JIT understand it;
selection turns it into one `mul.hi` (a `mul.wide.s32/u32`'s high half for i32, `mul.hi.s64/u64`
for the i128 product of two extended i64 values). The remainder is `x - q * d`; a division and
a remainder of the same value by the same constant build the same ops, which llvm-cse merges.

Why the magic numbers are exact (x an unsigned B-bit dividend, d > 1 not a power of two,
m = ceil(2^(N+s) / d), e = m * d - 2^(N+s) with 0 < e < d): for x = q * d + r,
x * m / 2^(N+s) = q + (r + x * e / 2^(N+s)) / d, which stays below q + 1 whenever
x * e < 2^(N+s); so `(2^B - 1) * e < 2^(N+s)` makes `floor(x * m / 2^(N+s))` the quotient for
every x below 2^B. Signed: the magnitude of x is at most 2^(N-1), the same bound with x = 2^(N-1)
reads e < 2^(s+1); for negative x the product sits just below x / d (e > 0), so its floor plus 1
is the quotient rounded toward zero. `tests/test_middle_end_exec.py` checks every divisor from 2
to 1000 and others on edge and random dividends, and runs the rewritten IR on the host.
"""

from __future__ import annotations

from xdsl.dialects import llvm
from xdsl.dialects.builtin import IntegerAttr, IntegerType
from xdsl.ir import Operation, SSAValue
from xdsl.irdl import IRDLOperation

from nvvm_xdsl.llvm_conversion import int_constant

ICMP_UGE = 9
"""`uge` in MLIR's `llvm.icmp` predicate numbering."""


def unsigned_magic(divisor: int, width: int, dividend_bits: int) -> tuple[int, int]:
    """(m, s) with x // divisor == (x * m) >> (width + s) for every x below 2^dividend_bits;
    m < 2^(width + 1). The smallest such s keeps m smallest."""
    for shift in range(width + 1):
        power = 1 << (width + shift)
        multiplier = -(-power // divisor)
        if (multiplier * divisor - power) * ((1 << dividend_bits) - 1) < power:
            return multiplier, shift
    raise AssertionError("a (width + 1)-bit multiplier always exists")


def signed_magic(divisor: int, width: int) -> tuple[int, int]:
    """(m, s) for a signed division by `divisor` (its magnitude, at least 3, not a power of two):
    floor(x * m / 2^(width + s)), plus 1 for negative x, is x / divisor rounded toward zero for
    every signed width-bit x; m < 2^width."""
    for shift in range(width):
        power = 1 << (width + shift)
        multiplier = -(-power // divisor)
        if multiplier * divisor - power < 1 << (shift + 1):
            assert multiplier < 1 << width
            return multiplier, shift
    raise AssertionError("a width-bit multiplier always exists")


class _Builder:
    """The new ops of one expansion, in order."""

    def __init__(self, type_: IntegerType) -> None:
        self.ops: list[Operation] = []
        self.type = type_
        self.width = type_.width.data

    def emit(self, op: Operation) -> SSAValue:
        self.ops.append(op)
        return op.results[0]

    def const(self, value: int, type_: IntegerType | None = None) -> SSAValue:
        return self.emit(int_constant(value, type_ or self.type))

    def binary(self, op_type: type[IRDLOperation], lhs: SSAValue, rhs: SSAValue | int) -> SSAValue:
        if isinstance(rhs, int):
            rhs = self.const(rhs, lhs.type if isinstance(lhs.type, IntegerType) else None)
        # No overflow/exact flags: the rewrite must not add poison.
        return self.emit(op_type.build(operands=[lhs, rhs], result_types=[lhs.type]))

    def mul_high(self, x: SSAValue, multiplier: int, signed: bool) -> SSAValue:
        """The high half of x * multiplier (a width-bit constant, read signed or unsigned)."""
        wide = IntegerType(2 * self.width)
        extended = self.emit(llvm.SExtOp(x, wide) if signed else llvm.ZExtOp(x, wide))
        product = self.binary(llvm.MulOp, extended, self.const(multiplier, wide))
        high = self.binary(llvm.LShrOp, product, self.const(self.width, wide))
        return self.emit(llvm.TruncOp(high, self.type))


def _unsigned_quotient(b: _Builder, x: SSAValue, divisor: int, dividend_bits: int) -> SSAValue:
    width = b.width
    multiplier, shift = unsigned_magic(divisor, width, dividend_bits)
    pre_shift = (divisor & -divisor).bit_length() - 1
    if multiplier >> width and pre_shift:
        # An even divisor: x >> z over d >> z has z fewer dividend bits, which may make the
        # multiplier fit (LLVM does the same).
        odd_multiplier, odd_shift = unsigned_magic(divisor >> pre_shift, width, max(dividend_bits - pre_shift, 0))
        if not odd_multiplier >> width:
            shifted = b.binary(llvm.LShrOp, x, pre_shift)
            high = b.mul_high(shifted, odd_multiplier, signed=False)
            return b.binary(llvm.LShrOp, high, odd_shift) if odd_shift else high
    if not multiplier >> width:
        high = b.mul_high(x, multiplier, signed=False)
        return b.binary(llvm.LShrOp, high, shift) if shift else high
    # m has width + 1 bits (s >= 1 then): with t = mulhi(x, m - 2^N) <= x, the quotient is
    # (x + t) >> s, computed as ((x - t) >> 1) + t so that it does not overflow.
    t = b.mul_high(x, multiplier - (1 << width), signed=False)
    half = b.binary(llvm.LShrOp, b.binary(llvm.SubOp, x, t), 1)
    summed = b.binary(llvm.AddOp, half, t)
    return b.binary(llvm.LShrOp, summed, shift - 1) if shift > 1 else summed


def _signed_quotient(b: _Builder, x: SSAValue, divisor: int) -> SSAValue:
    width = b.width
    multiplier, shift = signed_magic(abs(divisor), width)
    if multiplier >> (width - 1):
        # m does not fit a signed multiplier: mulhi(x, m - 2^N) + x is floor(x * m / 2^N).
        t = b.binary(llvm.AddOp, b.mul_high(x, multiplier - (1 << width), signed=True), x)
    else:
        t = b.mul_high(x, multiplier, signed=True)
    shifted = b.binary(llvm.AShrOp, t, shift) if shift else t
    # t has x's sign: its sign bit is the 1 that rounds a negative quotient toward zero.
    quotient = b.binary(llvm.AddOp, shifted, b.binary(llvm.LShrOp, t, width - 1))
    return b.binary(llvm.SubOp, b.const(0), quotient) if divisor < 0 else quotient


def divide_by_constant(op: Operation, x: SSAValue, divisor: int, known_zero: int) -> list[Operation] | None:
    """The ops computing `op` (udiv/urem/sdiv/srem of x by `divisor`, the constant's unsigned
    bits) without a division, the last one giving the result; None where this does not apply
    (other widths, divisors 0, 1 and powers of two, INT_MIN). `known_zero`: x's known-zero bits."""
    type_ = x.type
    if not isinstance(type_, IntegerType) or type_.width.data not in (32, 64):
        return None
    width = type_.width.data
    mask = (1 << width) - 1
    b = _Builder(type_)
    signed = isinstance(op, llvm.SDivOp | llvm.SRemOp)
    value = divisor - (1 << width) if signed and divisor >> (width - 1) else divisor
    magnitude = abs(value)
    if magnitude < 3 or magnitude & (magnitude - 1) == 0:
        return None
    # Leading known-zero bits of x: a smaller dividend needs a smaller multiplier.
    dividend_bits = width
    while dividend_bits and known_zero >> (dividend_bits - 1) & 1:
        dividend_bits -= 1
    if signed and value > 0 and dividend_bits < width:
        signed = False  # x is not negative: the unsigned division is the same and cheaper
    if signed:
        quotient = _signed_quotient(b, x, value)
    elif divisor > mask >> 1:
        # At least 2^(N-1): the quotient is 0 or 1.
        at_least = b.emit(llvm.ICmpOp(x, b.const(divisor), IntegerAttr(ICMP_UGE, 64)))
        quotient = b.emit(llvm.ZExtOp(at_least, type_))
    else:
        quotient = _unsigned_quotient(b, x, divisor, dividend_bits)
    if isinstance(op, llvm.SRemOp | llvm.URemOp):
        product = b.binary(llvm.MulOp, quotient, b.const(divisor))
        b.binary(llvm.SubOp, x, product)
    return b.ops
