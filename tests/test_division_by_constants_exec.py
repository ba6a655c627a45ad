"""Division and remainder by constants (llvm-peephole, #26): the multiply-high expansion of
`nvvm_xdsl/transforms/llvm_peephole_division.py` is exact.

* every divisor from 2 to 1000 and from -1000 to -2, and large, odd, even and near-power-of-two
  ones, i32 and i64, udiv/urem/sdiv/srem: the ops the rule builds, evaluated by a small
  interpreter of LLVM's integer semantics, against Python's arithmetic on dividends that
  include 0, 1, -1, INT_MIN, INT_MAX, UINT_MAX, the multiples of the divisor and their
  neighbours at both ends of the range, and random ones;
* the rewritten IR run on the host by LLVM's JIT (llvmlite), before and after the middle end,
  for a set of divisors on the same kind of dividends: the interpreter above agrees with LLVM.
"""

from __future__ import annotations

import random
import struct
from collections.abc import Callable

import pytest
from xdsl.dialects import llvm
from xdsl.dialects.builtin import IntegerType
from xdsl.ir import Block, Operation

from nvvm_xdsl.transforms.llvm_peephole_division import divide_by_constant, signed_magic, unsigned_magic

DIVISIONS = (llvm.UDivOp, llvm.URemOp, llvm.SDivOp, llvm.SRemOp)
LARGE_DIVISORS = [641, 1001, 6700417, 65537, 0x7FFFFFFF, 0x7FFFFFFE, 0x55555555, 0x80000001, 0xFFFFFFFF,
                  0xFFFFFFFE, 0xC0000000 + 3, (1 << 31) - 3, (1 << 31) + 3]
LARGE_DIVISORS_64 = [*LARGE_DIVISORS, (1 << 32) + 1, (1 << 62) + 1, (1 << 63) - 1, (1 << 63) - 25, (1 << 63) + 1,
                     (1 << 64) - 1, (1 << 64) - 3, 10**18, 3 * 10**18, 0x123456789ABCDEF]
NEAR_POWERS = [(1 << k) + delta for k in range(2, 64) for delta in (-1, 1)]


def _divisors(width: int) -> list[int]:
    mask = (1 << width) - 1
    large = LARGE_DIVISORS_64 if width == 64 else LARGE_DIVISORS
    values = [*range(2, 1001), *range(-1000, -1), *large, *(-d for d in large), *NEAR_POWERS]
    return sorted({d & mask for d in values if 0 < abs(d) <= mask and (d & mask) not in (0, 1)})


def _to_signed(bits: int, width: int) -> int:
    return bits - (1 << width) if bits >> (width - 1) & 1 else bits


def _evaluator(ops: list[Operation], x: object) -> Callable[[list[int]], list[int]]:
    """A function of a list of x's unsigned bits giving the last op's unsigned bits for each,
    with LLVM's wrapping integer semantics for the ops the expansion uses (op by op over the
    whole list: thousands of expansions are checked)."""

    def run(inputs: list[int]) -> list[int]:
        values: dict[object, list[int]] = {x: inputs}
        result: list[int] = []
        for op in ops:
            width = op.results[0].type.width.data
            mask = (1 << width) - 1
            args = [values[operand] for operand in op.operands]
            if isinstance(op, llvm.ConstantOp):
                result = [op.value.value.data & mask] * len(inputs)
            elif isinstance(op, llvm.SExtOp):
                source_width = op.operands[0].type.width.data
                result = [_to_signed(a, source_width) & mask for a in args[0]]
            elif isinstance(op, llvm.ZExtOp | llvm.TruncOp):
                result = [a & mask for a in args[0]]
            elif isinstance(op, llvm.MulOp):
                result = [a * b & mask for a, b in zip(*args, strict=True)]
            elif isinstance(op, llvm.AddOp):
                result = [a + b & mask for a, b in zip(*args, strict=True)]
            elif isinstance(op, llvm.SubOp):
                result = [a - b & mask for a, b in zip(*args, strict=True)]
            elif isinstance(op, llvm.LShrOp):
                assert max(args[1]) < width
                result = [a >> b for a, b in zip(*args, strict=True)]
            elif isinstance(op, llvm.AShrOp):
                assert max(args[1]) < width
                result = [_to_signed(a, width) >> b & mask for a, b in zip(*args, strict=True)]
            elif isinstance(op, llvm.ICmpOp):
                assert op.predicate.value.data == 9  # uge
                result = [int(a >= b) for a, b in zip(*args, strict=True)]
            else:
                raise AssertionError(f"unexpected {op.name}")
            values[op.results[0]] = result
        return result

    return run


def _expected(op_type: type[Operation], x: int, d: int, width: int) -> int | None:
    mask = (1 << width) - 1
    if op_type in (llvm.UDivOp, llvm.URemOp):
        return (x // d if op_type is llvm.UDivOp else x % d) & mask
    sx, sd = _to_signed(x, width), _to_signed(d, width)
    if sx == -(1 << (width - 1)) and sd == -1:
        return None
    quotient = abs(sx) // abs(sd) * (1 if (sx < 0) == (sd < 0) else -1)
    return (quotient if op_type is llvm.SDivOp else sx - quotient * sd) & mask


def _dividends(d: int, width: int, rng: random.Random) -> list[int]:
    mask = (1 << width) - 1
    half = 1 << (width - 1)
    values = [0, 1, 2, mask, mask - 1, half, half - 1, half + 1, d, d - 1, d + 1, -d, -d - 1, -d + 1]
    # Both ends of the unsigned and the signed range, where a magic number's error is largest.
    for top in (mask, half - 1, half):
        q = top // d
        values += [q * d - 1, q * d, q * d + 1, (q - 1) * d + d - 1]
        values += [-(q * d), -(q * d) - 1, -(q * d) + 1]
    values += [rng.getrandbits(width) for _ in range(8)]
    return [v & mask for v in values]


@pytest.mark.parametrize("width", [32, 64])
def test_every_divisor_in_range_divides_exactly(width):
    block = Block(arg_types=[IntegerType(width)])
    x = block.args[0]
    rng = random.Random(width)
    checked = 0
    for d in _divisors(width):
        for op_type, quotient_type in ((llvm.URemOp, llvm.UDivOp), (llvm.SRemOp, llvm.SDivOp)):
            op = op_type.build(operands=[x, x], result_types=[x.type])
            ops = divide_by_constant(op, x, d, 0)
            signed = op_type is llvm.SRemOp
            magnitude = abs(_to_signed(d, width)) if signed else d
            if magnitude & (magnitude - 1) == 0:
                assert ops is None  # powers of two stay with the shift rules
                continue
            assert ops is not None, (op_type.name, d)
            assert not any(isinstance(o, DIVISIONS) for o in ops)
            # The remainder's expansion is the quotient's followed by `x - q * d`: both checked.
            assert isinstance(ops[-1], llvm.SubOp) and isinstance(ops[-2], llvm.MulOp)
            quotient_ops = ops[: ops.index(ops[-2].operands[0].owner) + 1]
            dividends = _dividends(d, width, rng)
            remainders = _evaluator(ops, x)(dividends)
            quotients = _evaluator(quotient_ops, x)(dividends)
            for value, r, q in zip(dividends, remainders, quotients, strict=True):
                for kind, result in ((op_type, r), (quotient_type, q)):
                    expected = _expected(kind, value, d, width)
                    if expected is not None:
                        assert result == expected, (kind.name, width, d, value)
                        checked += 1
    assert checked > 100000


@pytest.mark.parametrize("width, known_bits", [(64, 32), (64, 40), (32, 16), (32, 31)])
def test_known_leading_zeros_allow_smaller_multipliers(width, known_bits):
    """A dividend below 2^known_bits (its high bits known zero, as a zext gives): unsigned, and
    signed by a positive divisor, are exact on every dividend of that range."""
    block = Block(arg_types=[IntegerType(width)])
    x = block.args[0]
    known_zero = ((1 << width) - 1) & ~((1 << known_bits) - 1)
    rng = random.Random(known_bits)
    for d in [*range(3, 300), 641, 1000, 65537, (1 << known_bits) - 1, (1 << known_bits) + 1, 0x7FFFFFFF]:
        for op_type in DIVISIONS:
            op = op_type.build(operands=[x, x], result_types=[x.type])
            ops = divide_by_constant(op, x, d, known_zero)
            if ops is None:
                continue
            top = (1 << known_bits) - 1
            values = [0, 1, d - 1, d, top, top - 1, top // d * d, top // d * d - 1]
            values = [v for v in values if 0 <= v <= top] + [rng.getrandbits(known_bits) for _ in range(8)]
            for value, result in zip(values, _evaluator(ops, x)(values), strict=True):
                assert result == _expected(op_type, value, d, width), (op_type.name, d, value)


def test_magic_numbers_are_the_smallest_that_fit():
    """The multipliers LLVM uses for Triton's and CUDA's common divisors (in its PTX)."""
    assert signed_magic(1000, 64) == (2361183241434822607, 7)
    assert unsigned_magic(10, 32, 32) == (3435973837, 3)
    assert unsigned_magic(7, 32, 32) == ((1 << 32) + 613566757, 3)
    assert signed_magic(7, 32) == (0x92492493, 2)


# ---------------------------------------------------------------------------------------------
# By execution: the host JIT before and after the middle end
# ---------------------------------------------------------------------------------------------

JIT_DIVISORS = [3, 5, 6, 7, 10, 12, 14, 25, 100, 641, 1000, -3, -7, -10, -1000, 0x7FFFFFFF, -0x7FFFFFFF]
JIT_DIVISORS_64 = [*JIT_DIVISORS, (1 << 32) + 1, 10**18, -(10**18), (1 << 63) - 1, -((1 << 63) - 1)]
UNSIGNED_ONLY_64 = [(1 << 64) - 1, (1 << 63) + 1]


def _kernel(width: int, divisors: list[tuple[str, int]]) -> str:
    """@f(%in, %out, %n): for each i below n, x = in[i], then each division of x stored to
    out[i * count + k]."""
    t = f"i{width}"
    lines = []
    for k, (op, d) in enumerate(divisors):
        lines += [
            f"    %d{k} = llvm.mlir.constant({d} : {t}) : {t}",
            f"    %r{k} = llvm.{op} %x, %d{k} : {t}",
            f"    %s{k} = llvm.mlir.constant({k} : i32) : i32",
            f"    %a{k} = llvm.add %base, %s{k} : i32",
            f"    %p{k} = llvm.getelementptr %out[%a{k}] : (!llvm.ptr, i32) -> !llvm.ptr, {t}",
            f"    llvm.store %r{k}, %p{k} : {t}, !llvm.ptr",
        ]
    from tests.test_middle_end_exec import loop_kernel  # needs llvmlite, as this kernel's test does

    return loop_kernel(t, len(divisors), lines)


@pytest.mark.parametrize("width", [32, 64])
def test_divisions_by_constants_run_the_same_on_the_host(width):
    pytest.importorskip("llvmlite")
    from nvvm_xdsl_testing.host_exec import KernelArgs, run_kernels
    from nvvm_xdsl_testing.mlir_to_llvm_ir import parse_mlir
    from tests.test_middle_end_exec import optimised

    mask = (1 << width) - 1
    signed_divisors = JIT_DIVISORS_64 if width == 64 else JIT_DIVISORS
    divisions = [(op, d) for d in signed_divisors for op in ("sdiv", "srem", "udiv", "urem")]
    if width == 64:
        divisions += [(op, _to_signed(d, 64)) for d in UNSIGNED_ONLY_64 for op in ("udiv", "urem")]
    text = _kernel(width, divisions)
    before = parse_mlir(text)
    after = optimised(before)
    assert not [op for op in after.walk() if isinstance(op, DIVISIONS)], str(after)
    rng = random.Random(width)
    half = 1 << (width - 1)
    inputs = [0, 1, 2, -1, -2, half - 1, -half, -half + 1, 999, 1000, 1001, -999, -1000, -1001, 10**9, -(10**9)]
    inputs += [rng.getrandbits(width) for _ in range(40)] + [rng.randrange(-5000, 5000) for _ in range(8)]
    packed = struct.pack(f"<{len(inputs)}{'q' if width == 64 else 'i'}", *(_to_signed(v & mask, width) for v in inputs))
    args = KernelArgs(
        kinds=("ptr", "ptr", "i32"),
        buffers=(packed, bytes(width // 8 * len(inputs) * len(divisions))),
        scalars=(len(inputs),),
    )
    expected, actual = run_kernels([before, after], "f", args)
    assert isinstance(expected, list), expected
    assert actual == expected
