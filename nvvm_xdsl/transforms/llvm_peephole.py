"""`llvm-peephole`: canonicalising rewrites of scalar llvm-dialect integer and float code
(the part of LLVM's instcombine that un-optimised producer output needs before selection).

Producers such as Triton hand over IR that relies on a middle end: `udiv`/`urem` of thread ids
by 32 would reach PTX as `div.u32`/`rem.u32`, which ptxas expands into ~20 instructions each
instead of one shift or mask. The patterns here, each local to one op and its operands:

* constant folding of integer binary ops, casts (`trunc`/`zext`/`sext`), `icmp`, `select` and
  float `fadd`/`fsub`/`fmul`/`fdiv` on f32/f64 (IEEE round-to-nearest, as the hardware does);
* algebraic identities (`x+0`, `x*1`, `x*0`, `x&-1`, `x|0`, `x^x`, `x-x`, ...), constants moved
  to the right of commutative ops, `(x op c1) op c2` reassociated for `add`/`mul`/`and`/`or`/`xor`;
* multiplication by 2^k as `shl`; unsigned division and remainder by 2^k as `lshr`/`and`;
  signed division by 2^k as a shift with the rounding-toward-zero fix-up, signed remainder
  from it; i32/i64 division and remainder by any other constant, signed or unsigned, as a
  multiply-high by a magic number (llvm_peephole_division.py);
* cast chains: `zext(zext x)`, `sext(sext x)`, `sext(zext x)`, `trunc(trunc x)`, and
  `trunc(zext/sext x)` back to (or below) x's own width;
* `select c, x, x`, `select true/false`, `icmp` of a value with itself;
* range and overflow checks (llvm_peephole_checks.py): Triton's debug-mode asserts;
* f32 `fadd`/`fsub`/`fmul` of f16/bf16 values truncated back to their type, done in that type
  (scalars and vectors).

Otherwise only scalar integers and f32/f64 are touched; vectors pass unchanged. Rewrites never introduce
poison: overflow flags (`nsw`/`nuw`/`exact`) are dropped on every op built here, and a fold whose
constant result would be poison or undefined (division by zero, `INT_MIN / -1`, shifts by the
width or more) is left alone.
"""

from __future__ import annotations

import math
import struct
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeGuard, cast

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.dialects.builtin import (
    AnyFloat,
    BFloat16Type,
    DenseArrayBase,
    Float16Type,
    Float32Type,
    Float64Type,
    FloatAttr,
    IntegerAttr,
    IntegerType,
)
from xdsl.dialects.llvm import GEP_USE_SSA_VAL
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
)
from xdsl.rewriter import InsertPoint

from nvvm_xdsl.datalayout import pointer_size
from nvvm_xdsl.dialects import llvm_ext
from nvvm_xdsl.dialects.nvvm import ConstantRangeAttr
from nvvm_xdsl.kernel_abi import MAXNTID_ATTR, REQNTID_ATTR
from nvvm_xdsl.llvm_conversion import int_constant
from nvvm_xdsl.locations import KeepLocations
from nvvm_xdsl.transforms.llvm_peephole_checks import (
    FoldBranchAfterNoreturn,
    FoldConstantBranch,
    FoldDecidedSignedCompare,
    FoldNegatedOperands,
    MergeLowBitsTests,
    MergeZeroTests,
    dominating_conditions,
    fits_after_add,
    narrow_range,
    range_test,
)
from nvvm_xdsl.transforms.llvm_peephole_division import divide_by_constant

# ---------------------------------------------------------------------------------------------
# Constants
# ---------------------------------------------------------------------------------------------


def int_width(value: SSAValue) -> int | None:
    """The bit width of a scalar integer value, None for anything else."""
    return value.type.width.data if isinstance(value.type, IntegerType) else None


def constant_int(value: SSAValue) -> int | None:
    """The unsigned (two's complement, masked to the width) value of a scalar integer constant."""
    op = value.owner
    if not isinstance(op, llvm.ConstantOp) or not isinstance(op.value, IntegerAttr):
        return None
    width = int_width(value)
    if width is None:
        return None
    return op.value.value.data & ((1 << width) - 1)


def constant_float(value: SSAValue) -> float | None:
    op = value.owner
    if not isinstance(op, llvm.ConstantOp) or not isinstance(op.value, FloatAttr):
        return None
    if not isinstance(value.type, Float32Type | Float64Type):
        return None
    return op.value.value.data


def to_signed(bits: int, width: int) -> int:
    return bits - (1 << width) if bits >> (width - 1) & 1 else bits


def round_to_f32(value: float) -> float:
    try:
        return struct.unpack("<f", struct.pack("<f", value))[0]
    except OverflowError:
        return math.copysign(math.inf, value)


def log2_exact(bits: int) -> int | None:
    """k when bits == 2^k, else None."""
    return bits.bit_length() - 1 if bits and bits & (bits - 1) == 0 else None


# ---------------------------------------------------------------------------------------------
# Integer folding
# ---------------------------------------------------------------------------------------------


def _div_trunc(a: int, b: int) -> int:
    """Signed division rounding toward zero, as LLVM's sdiv."""
    quotient = abs(a) // abs(b)
    return quotient if (a < 0) == (b < 0) else -quotient


def fold_int_binary(op_type: type[Operation], a: int, b: int, width: int) -> int | None:
    """The unsigned result bits of `a op b` on `width`-bit operands, or None where LLVM's result
    would be poison or undefined."""
    mask = (1 << width) - 1
    sa, sb = to_signed(a, width), to_signed(b, width)
    if op_type in (llvm.ShlOp, llvm.LShrOp, llvm.AShrOp) and b >= width:
        return None
    if op_type in (llvm.UDivOp, llvm.URemOp, llvm.SDivOp, llvm.SRemOp) and b == 0:
        return None
    if op_type in (llvm.SDivOp, llvm.SRemOp) and sa == -(1 << (width - 1)) and sb == -1:
        return None
    folders: dict[type[Operation], Callable[[], int]] = {
        llvm.AddOp: lambda: a + b,
        llvm.SubOp: lambda: a - b,
        llvm.MulOp: lambda: a * b,
        llvm.AndOp: lambda: a & b,
        llvm.OrOp: lambda: a | b,
        llvm.XOrOp: lambda: a ^ b,
        llvm.ShlOp: lambda: a << b,
        llvm.LShrOp: lambda: a >> b,
        llvm.AShrOp: lambda: sa >> b,
        llvm.UDivOp: lambda: a // b,
        llvm.URemOp: lambda: a % b,
        llvm.SDivOp: lambda: _div_trunc(sa, sb),
        llvm.SRemOp: lambda: sa - _div_trunc(sa, sb) * sb,
    }
    return folders[op_type]() & mask


INT_BINARY_OPS = (
    llvm.AddOp,
    llvm.SubOp,
    llvm.MulOp,
    llvm.AndOp,
    llvm.OrOp,
    llvm.XOrOp,
    llvm.ShlOp,
    llvm.LShrOp,
    llvm.AShrOp,
    llvm.UDivOp,
    llvm.URemOp,
    llvm.SDivOp,
    llvm.SRemOp,
)
COMMUTATIVE_OPS = (llvm.AddOp, llvm.MulOp, llvm.AndOp, llvm.OrOp, llvm.XOrOp)


def _binary(op_type: type[IRDLOperation], lhs: SSAValue, rhs: SSAValue) -> Operation:
    """A new binary op without overflow/exact flags (they could make the rewrite poison)."""
    return op_type.build(operands=[lhs, rhs], result_types=[lhs.type])


def compare(predicate: str, a: int, b: int, width: int) -> bool:
    sa, sb = to_signed(a, width), to_signed(b, width)
    return {
        "eq": a == b,
        "ne": a != b,
        "ult": a < b,
        "ule": a <= b,
        "ugt": a > b,
        "uge": a >= b,
        "slt": sa < sb,
        "sle": sa <= sb,
        "sgt": sa > sb,
        "sge": sa >= sb,
    }[predicate]


def decided_compare(value: SSAValue, predicate: str, b: int, width: int) -> bool | None:
    """`value <predicate> b` when the constant or known bits of value decide it: eq/ne by a bit
    it cannot match, unsigned (and signed, with the sign bit known zero) by the smallest and
    largest values its known bits allow; None otherwise."""
    if (a := constant_int(value)) is not None:
        return compare(predicate, a, b, width)
    mask = (1 << width) - 1
    zeros, ones = known_zero_bits(value), known_one_bits(value)
    if predicate in ("eq", "ne"):
        return predicate == "ne" if b & zeros or ~b & ones & mask else None
    if predicate[0] == "s" and not zeros >> (width - 1):
        return None  # a sign the bits do not decide: the signed rules (llvm_peephole_checks)
    low, high = ones, ~zeros & mask
    if predicate[0] == "s" and b >> (width - 1):
        return predicate[1] == "g"  # non-negative against a negative bound
    if compare(predicate, low, b, width) == compare(predicate, high, b, width):
        # The answer at both ends of [low, high] is the answer for every value between.
        return compare(predicate, low, b, width)
    return None


ICMP_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
"""In the order of MLIR's `llvm.icmp` predicate attribute values."""
_ICMP_ULE = IntegerAttr(ICMP_PREDICATES.index("ule"), 64)


# ---------------------------------------------------------------------------------------------
# Known bits
# ---------------------------------------------------------------------------------------------

_KNOWN_BITS_DEPTH = 6
_THREAD_INDEX_DIMS = {"tid.x": 0, "tid.y": 1, "tid.z": 2}
_THREAD_INDEX_LIMITS = (1024, 1024, 64)
"""CUDA's largest block: %tid.x and %tid.y are below 1024, %tid.z below 64."""
_BLOCK_INDEX_DIMS = {"ctaid.x": 0, "ctaid.y": 1, "ctaid.z": 2}
_BLOCK_INDEX_LIMITS = ((1 << 31) - 1, 65535, 65535)
"""CUDA's largest grid: %ctaid.x is below 2^31 - 1, %ctaid.y and %ctaid.z below 65535."""


def _special_register_bound(op: Operation) -> int | None:
    """An exclusive upper bound of a special-register read: its `range`, the kernel's
    `nvvm.reqntid`/`nvvm.maxntid` for thread indices, or the hardware limits."""
    if not op.name.startswith("nvvm.read.ptx.sreg."):
        return None
    name = op.name.removeprefix("nvvm.read.ptx.sreg.")
    bounds: list[int] = []
    value_range = op.properties.get("range")
    if value_range is not None and hasattr(value_range, "upper"):
        bounds.append(value_range.upper.data)
    if name in ("laneid",):
        bounds.append(32)
    if name in _THREAD_INDEX_DIMS:
        dim = _THREAD_INDEX_DIMS[name]
        bounds.append(_THREAD_INDEX_LIMITS[dim])
        func = op.parent_op()
        while func is not None and not isinstance(func, llvm.FuncOp):
            func = func.parent_op()
        if func is not None:
            for attr_name in (REQNTID_ATTR, MAXNTID_ATTR):
                attr = func.attributes.get(attr_name)
                if isinstance(attr, builtin.DenseArrayBase):
                    sizes = attr.get_values()
                    if dim < len(sizes):
                        bounds.append(int(sizes[dim]))
    if name in _BLOCK_INDEX_DIMS:
        bounds.append(_BLOCK_INDEX_LIMITS[_BLOCK_INDEX_DIMS[name]])
    if name.startswith("ntid."):
        bounds.append(1025)
    return min(bounds) if bounds else None


_known_one_memo: dict[SSAValue, dict[int, int]] | None = None
"""`known_one_bits`' answers, kept and forgotten as `_known_zero_memo`'s."""
_known_zero_memo: dict[SSAValue, dict[int, int]] | None = None
"""While llvm-peephole runs: `known_zero_bits` answers by value and depth, kept until the IR
they were read from changes (`_forget_known_bits` after every rewrite). Patterns ask about the
same chains of address arithmetic again and again, and an add asks both operands at every level."""

_FORGET_LIMIT = 512
"""Past this many values looked at after a rewrite, both memos are emptied instead."""


def _forget_known_bits(modified: list[Operation]) -> None:
    """Drop the known bits of every value that may have read an op whose operands a rewrite
    changed (the rewrites change the IR only by rewiring uses; new ops have no answers yet).
    An answer for a value is made from answers for the operands it looks through, so every
    value an answer read has one too: the answers to drop are those of the changed ops'
    results and, through users, of every value downstream that has one."""
    zero, one = _known_zero_memo, _known_one_memo
    if zero is None or one is None or not (zero or one):
        return
    seen: set[SSAValue] = set()
    stack = [result for op in modified for result in op.results]
    while stack:
        value = stack.pop()
        if value in seen:
            continue
        seen.add(value)
        if zero.pop(value, None) is None and one.pop(value, None) is None:
            continue  # no answer here, so none below read through it
        one.pop(value, None)
        if len(seen) > _FORGET_LIMIT:
            zero.clear()
            one.clear()
            return
        for use in value.uses:
            stack.extend(use.operation.results)


def known_zero_bits(value: SSAValue, depth: int = 0) -> int:
    """A mask of the bits of a scalar integer value that are zero whatever the inputs."""
    memo = _known_zero_memo
    if memo is None:
        return _known_zero_bits(value, depth)
    by_depth = memo.get(value)
    if by_depth is None:
        by_depth = memo[value] = {}
    found = by_depth.get(depth)
    if found is None:
        found = by_depth[depth] = _known_zero_bits(value, depth)
    return found


def _known_zero_bits(value: SSAValue, depth: int) -> int:
    width = int_width(value)
    if width is None:
        return 0
    mask = (1 << width) - 1
    if (bits := constant_int(value)) is not None:
        return ~bits & mask
    op = value.owner
    if depth >= _KNOWN_BITS_DEPTH or not isinstance(op, Operation):
        return 0
    depth += 1

    def operand(index: int) -> int:
        return known_zero_bits(op.operands[index], depth)

    if isinstance(op, llvm.AndOp):
        return operand(0) | operand(1)
    if isinstance(op, llvm.OrOp | llvm.XOrOp | llvm.SelectOp):
        first = 1 if isinstance(op, llvm.SelectOp) else 0
        return operand(first) & operand(first + 1)
    if isinstance(op, llvm.ShlOp | llvm.LShrOp) and (amount := constant_int(op.operands[1])) is not None:
        if amount >= width:
            return 0
        if isinstance(op, llvm.ShlOp):
            return ((operand(0) << amount) | ((1 << amount) - 1)) & mask
        return (operand(0) >> amount) | (mask & ~(mask >> amount))
    if isinstance(op, llvm.ZExtOp):
        source_width = int_width(op.arg) or width
        return (operand(0) | (mask & ~((1 << source_width) - 1))) & mask
    if isinstance(op, llvm.TruncOp):
        return operand(0) & mask
    if isinstance(op, llvm.AddOp | llvm.MulOp):
        # Each operand once: asking twice per level would make the walk exponential in depth.
        zeros = (operand(0), operand(1))
        if isinstance(op, llvm.AddOp) and not ~zeros[0] & ~zeros[1] & mask:
            # No bit can be one in both: no carries, the add is an or (`(i << 4) + (tid & 3)`,
            # the form the or-to-add rule above gives Triton's layout arithmetic).
            return zeros[0] & zeros[1]
        low = [_trailing_ones(zeros[0]), _trailing_ones(zeros[1])]
        trailing = min(min(low), width) if isinstance(op, llvm.AddOp) else min(sum(low), width)
        known = (1 << trailing) - 1
        if isinstance(op, llvm.AddOp):
            # Both below 2^k: the sum is below 2^(k+1).
            high = min(_leading_ones(zeros[0], width), _leading_ones(zeros[1], width))
            if high > 1:
                known |= mask & ~(mask >> (high - 1))
        return known
    if op.name.startswith("nvvm.read.ptx.sreg.") and (bound := _special_register_bound(op)) is not None:
        return mask & ~((1 << max(bound - 1, 0).bit_length()) - 1)
    return 0


def known_one_bits(value: SSAValue, depth: int = 0) -> int:
    """A mask of the bits of a scalar integer value that are one whatever the inputs (the
    counterpart of `known_zero_bits`, through the ops that pass bits on unchanged)."""
    memo = _known_one_memo
    if memo is None:
        return _known_one_bits(value, depth)
    by_depth = memo.get(value)
    if by_depth is None:
        by_depth = memo[value] = {}
    found = by_depth.get(depth)
    if found is None:
        found = by_depth[depth] = _known_one_bits(value, depth)
    return found


def _known_one_bits(value: SSAValue, depth: int) -> int:
    width = int_width(value)
    if width is None:
        return 0
    mask = (1 << width) - 1
    if (bits := constant_int(value)) is not None:
        return bits & mask
    op = value.owner
    if depth >= _KNOWN_BITS_DEPTH or not isinstance(op, Operation):
        return 0
    depth += 1

    def operand(index: int) -> int:
        return known_one_bits(op.operands[index], depth)

    if isinstance(op, llvm.AndOp):
        return operand(0) & operand(1)
    if isinstance(op, llvm.OrOp):
        return operand(0) | operand(1)
    if isinstance(op, llvm.SelectOp):
        return operand(1) & operand(2)
    if isinstance(op, llvm.XOrOp | llvm.AddOp):
        zeros = (known_zero_bits(op.operands[0], depth), known_zero_bits(op.operands[1], depth))
        if isinstance(op, llvm.AddOp) and ~zeros[0] & ~zeros[1] & mask:
            return 0  # carries possible
        ones = (operand(0), operand(1))
        # A bit one in one operand and zero in the other (an add without carries is an xor).
        return (ones[0] & zeros[1]) | (zeros[0] & ones[1])
    if isinstance(op, llvm.ShlOp | llvm.LShrOp) and (amount := constant_int(op.operands[1])) is not None:
        if amount >= width:
            return 0
        return (operand(0) << amount) & mask if isinstance(op, llvm.ShlOp) else operand(0) >> amount
    if isinstance(op, llvm.ZExtOp):
        return operand(0)
    if isinstance(op, llvm.TruncOp):
        return operand(0) & mask
    return 0


def _trailing_ones(bits: int) -> int:
    return (~bits & (bits + 1)).bit_length() - 1


def _leading_ones(bits: int, width: int) -> int:
    count = 0
    for position in range(width - 1, -1, -1):
        if not bits >> position & 1:
            break
        count += 1
    return count


# ---------------------------------------------------------------------------------------------
# Patterns
# ---------------------------------------------------------------------------------------------


class FoldIntegerBinary(RewritePattern):
    """Constant folding, identities and reassociation of integer binary ops."""

    roots = INT_BINARY_OPS

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, INT_BINARY_OPS):
            return
        width = int_width(op.results[0])
        if width is None:
            return
        lhs, rhs = op.operands
        a, b = constant_int(lhs), constant_int(rhs)
        op_type = type(op)
        type_ = op.results[0].type
        assert isinstance(type_, IntegerType)
        mask = (1 << width) - 1

        if a is not None and b is not None:
            folded = fold_int_binary(op_type, a, b, width)
            if folded is not None:
                rewriter.replace(op, int_constant(folded, type_))
            return
        if a is not None and isinstance(op, COMMUTATIVE_OPS):
            # Constants on the right: the patterns below (and selection's immediates) look there.
            rewriter.replace(op, _binary(op_type, rhs, lhs))
            return

        if lhs is rhs:
            if isinstance(op, llvm.SubOp | llvm.XOrOp):
                rewriter.replace(op, int_constant(0, type_))
            elif isinstance(op, llvm.AndOp | llvm.OrOp):
                rewriter.replace(op, [], [lhs])
            return
        if a == 0 and isinstance(op, llvm.ShlOp | llvm.LShrOp | llvm.AShrOp):
            rewriter.replace(op, int_constant(0, type_))
            return
        if isinstance(op, llvm.AShrOp) and known_zero_bits(lhs) >> (width - 1):
            # A value with a known-zero sign bit shifts in zeros either way; lshr's known bits
            # reach further (a byte widened and shifted is below 2^(8-k)).
            rewriter.replace(op, _binary(llvm.LShrOp, lhs, rhs))
            return
        if b is None:
            self._combine_variables(op, lhs, rhs, width, rewriter)
            return

        keeps_lhs = (
            (b == 0 and isinstance(op, llvm.AddOp | llvm.SubOp | llvm.OrOp | llvm.XOrOp))
            or (b == 0 and isinstance(op, llvm.ShlOp | llvm.LShrOp | llvm.AShrOp))
            or (b == 1 and isinstance(op, llvm.MulOp | llvm.UDivOp | llvm.SDivOp))
            or (b == mask and isinstance(op, llvm.AndOp))
        )
        if keeps_lhs:
            rewriter.replace(op, [], [lhs])
            return
        if (b == 0 and isinstance(op, llvm.MulOp | llvm.AndOp)) or (
            b == 1 and isinstance(op, llvm.URemOp | llvm.SRemOp)
        ):
            rewriter.replace(op, int_constant(0, type_))
            return
        if b == mask and isinstance(op, llvm.OrOp):
            rewriter.replace(op, int_constant(mask, type_))
            return
        if b == mask and isinstance(op, llvm.MulOp):
            zero = int_constant(0, type_)
            rewriter.replace(op, [zero, _binary(llvm.SubOp, zero.result, lhs)])
            return

        # (x op c1) op c2 -> x op (c1 op c2): chains of address arithmetic collapse.
        inner = lhs.owner
        if (
            isinstance(op, COMMUTATIVE_OPS)
            and type(inner) is op_type
            and (c1 := constant_int(inner.operands[1])) is not None
        ):
            combined = fold_int_binary(op_type, c1, b, width)
            assert combined is not None
            constant = int_constant(combined, type_)
            rewriter.replace(op, [constant, _binary(op_type, inner.operands[0], constant.result)])
            return
        # x - c -> x + (-c), so that the reassociation above sees one kind of op.
        if isinstance(op, llvm.SubOp):
            constant = int_constant(-b, type_)
            rewriter.replace(op, [constant, _binary(llvm.AddOp, lhs, constant.result)])
            return

        if isinstance(op, llvm.AndOp) and (narrowed := _mask_through(lhs, b, mask)) is not None:
            rewriter.replace(op, _binary(llvm.AndOp, narrowed, rhs))
            return
        if isinstance(op, llvm.LShrOp) and (moved := _shift_mask_shift(lhs, b, width, type_)) is not None:
            rewriter.replace(op, moved)
            return

        # Masks and bit sets that known-zero bits make redundant: `tid & 127` with 128 threads
        # is tid; `x ^ c` or `x | c` where c only has bits x lacks is `x + c`, which the
        # reassociation above and addressing modes can use. (Only these ops read the bits.)
        if isinstance(op, llvm.AndOp):
            known_zero = known_zero_bits(lhs)
            if (~b & mask) & ~known_zero == 0:
                rewriter.replace(op, [], [lhs])
                return
            if b & ~(known_zero | (ones := known_one_bits(lhs))) == 0:
                # Every bit taken is known: Triton's layout code takes fields of `(i << 4) | lane`
                # and `((i << 4) | lane) + 4` that the shift, the lane's range and the add decide.
                rewriter.replace(op, int_constant(b & ones, type_))
                return
        elif isinstance(op, llvm.OrOp | llvm.XOrOp) and b & ~known_zero_bits(lhs) == 0:
            rewriter.replace(op, _binary(llvm.AddOp, lhs, rhs))
            return
        # (x >> c) << c clears the low c bits.
        inner = lhs.owner
        if isinstance(op, llvm.ShlOp) and isinstance(inner, llvm.LShrOp) and constant_int(inner.operands[1]) == b:
            low_cleared = int_constant(mask & ~((1 << b) - 1), type_)
            rewriter.replace(op, [low_cleared, _binary(llvm.AndOp, inner.operands[0], low_cleared.result)])
            return

        self._strength_reduce(op, lhs, b, width, type_, rewriter)

    @staticmethod
    def _combine_variables(
        op: Operation, lhs: SSAValue, rhs: SSAValue, width: int, rewriter: PatternRewriter
    ) -> None:
        """Rewrites of two non-constant operands."""
        left, right = lhs.owner, rhs.owner
        # (x & c1) | (x & c2) -> x & (c1 | c2): how producers split an index into fields and
        # put it back together.
        if (
            isinstance(op, llvm.OrOp | llvm.AddOp | llvm.XOrOp)
            and isinstance(left, llvm.AndOp)
            and isinstance(right, llvm.AndOp)
            and left.operands[0] is right.operands[0]
            and (c1 := constant_int(left.operands[1])) is not None
            and (c2 := constant_int(right.operands[1])) is not None
            and c1 & c2 == 0
            and isinstance(lhs.type, IntegerType)
        ):
            merged = int_constant(c1 | c2, lhs.type)
            rewriter.replace(op, [merged, _binary(llvm.AndOp, left.operands[0], merged.result)])
            return
        if isinstance(op, llvm.XOrOp) and (folded := _cancel_xor(lhs, rhs)) is not None:
            rewriter.replace(op, folded[0], folded[1])
            return
        # Disjoint bits: `or`/`xor` is `add`, which reassociates with constants.
        if isinstance(op, llvm.OrOp | llvm.XOrOp):
            mask = (1 << width) - 1
            if (~known_zero_bits(lhs) & ~known_zero_bits(rhs) & mask) == 0:
                rewriter.replace(op, _binary(llvm.AddOp, lhs, rhs))
            return
        # a + (x + c) -> (a + x) + c: constants move outwards, where they fold into each other
        # and into addressing modes, and the variable part is shared between neighbours.
        if isinstance(op, llvm.AddOp):
            for this, other in ((lhs, rhs), (rhs, lhs)):
                inner = this.owner
                if isinstance(inner, llvm.AddOp) and constant_int(inner.operands[1]) is not None:
                    variable = _binary(llvm.AddOp, other, inner.operands[0])
                    rewriter.replace(op, [variable, _binary(llvm.AddOp, variable.results[0], inner.operands[1])])
                    return

    @staticmethod
    def _strength_reduce(
        op: Operation, x: SSAValue, b: int, width: int, type_: IntegerType, rewriter: PatternRewriter
    ) -> None:
        k = log2_exact(b)
        if k is not None:
            if isinstance(op, llvm.MulOp):
                shift = int_constant(k, type_)
                rewriter.replace(op, [shift, _binary(llvm.ShlOp, x, shift.result)])
            elif isinstance(op, llvm.UDivOp):
                shift = int_constant(k, type_)
                rewriter.replace(op, [shift, _binary(llvm.LShrOp, x, shift.result)])
            elif isinstance(op, llvm.URemOp):
                low_bits = int_constant(b - 1, type_)
                rewriter.replace(op, [low_bits, _binary(llvm.AndOp, x, low_bits.result)])
            elif isinstance(op, llvm.SDivOp | llvm.SRemOp) and 1 <= k < width - 1:
                rewriter.replace(op, _signed_pow2(op, x, k, width, type_))
            return
        # By 0 is undefined behaviour: divide_by_constant leaves it to the division instruction.
        if isinstance(op, llvm.UDivOp | llvm.URemOp | llvm.SDivOp | llvm.SRemOp):
            expansion = divide_by_constant(op, x, b, known_zero_bits(x))
            if expansion is not None:
                rewriter.replace(op, expansion)


def _mask_through(value: SSAValue, m: int, mask: int) -> SSAValue | None:
    """The operand x of `value = x + y` (or `x | y`) when `value & m` is `x & m`: y has no bit
    m takes, and an add has no carries (no bit possibly one in both)."""
    inner = value.owner
    if not isinstance(inner, llvm.AddOp | llvm.OrOp):
        return None
    for keep, drop in ((inner.operands[0], inner.operands[1]), (inner.operands[1], inner.operands[0])):
        maybe_drop = ~known_zero_bits(drop) & mask
        if maybe_drop & m:
            continue
        if isinstance(inner, llvm.OrOp) or not maybe_drop & ~known_zero_bits(keep) & mask:
            return keep
    return None


def _shift_mask_shift(value: SSAValue, right: int, width: int, type_: IntegerType) -> list[Operation] | None:
    """`((x << a) & m) >> b` with b >= a is `(x >> (b - a)) & (m >> b)`: one shift fewer (the
    lane index of a shuffle taken from a shifted field)."""
    masked = value.owner
    if not isinstance(masked, llvm.AndOp) or (m := constant_int(masked.rhs)) is None:
        return None
    shifted = masked.lhs.owner
    if not isinstance(shifted, llvm.ShlOp) or (left := constant_int(shifted.rhs)) is None:
        return None
    if not 0 <= left <= right < width:
        return None
    ops: list[Operation] = []
    x = shifted.lhs
    if right > left:
        amount = int_constant(right - left, type_)
        ops += [amount, shift := _binary(llvm.LShrOp, x, amount.result)]
        x = shift.results[0]
    low = int_constant((m & ((1 << width) - 1)) >> right, type_)
    return [*ops, low, _binary(llvm.AndOp, x, low.result)]


def _cancel_xor(lhs: SSAValue, rhs: SSAValue) -> tuple[list[Operation], list[SSAValue]] | None:
    """`x ^ (x ^ y)` is y, and `x ^ select(c, x ^ y, 0)` is `select(c, y, x)`: how Triton's
    bitonic sort and topk swap a pair of keys (new ops, replacement values), or None."""
    for x, other in ((lhs, rhs), (rhs, lhs)):
        inner = other.owner
        if isinstance(inner, llvm.XOrOp):
            if inner.operands[0] is x:
                return [], [inner.operands[1]]
            if inner.operands[1] is x:
                return [], [inner.operands[0]]
        if not isinstance(inner, llvm.SelectOp):
            continue
        # x ^ select(c, x ^ y, 0) and x ^ select(c, 0, x ^ y)
        for arm, zero, y_first in ((inner.lhs, inner.rhs, True), (inner.rhs, inner.lhs, False)):
            swapped = arm.owner
            if constant_int(zero) == 0 and isinstance(swapped, llvm.XOrOp) and x in swapped.operands:
                y = swapped.operands[1] if swapped.operands[0] is x else swapped.operands[0]
                select = llvm.SelectOp(inner.cond, y, x) if y_first else llvm.SelectOp(inner.cond, x, y)
                return [select], [select.results[0]]
    return None


def _signed_pow2(op: Operation, x: SSAValue, k: int, width: int, type_: IntegerType) -> list[Operation]:
    """x sdiv 2^k rounds toward zero: add 2^k - 1 to negative x before the arithmetic shift
    (the bias is the sign mask's low k bits). x srem 2^k = x - ((x sdiv 2^k) << k)."""
    sign_shift = int_constant(width - 1, type_)
    sign = _binary(llvm.AShrOp, x, sign_shift.result)
    bias_shift = int_constant(width - k, type_)
    bias = _binary(llvm.LShrOp, sign.results[0], bias_shift.result)
    biased = _binary(llvm.AddOp, x, bias.results[0])
    k_const = int_constant(k, type_)
    ops = [sign_shift, sign, bias_shift, bias, biased, k_const]
    if isinstance(op, llvm.SDivOp):
        return [*ops, _binary(llvm.AShrOp, biased.results[0], k_const.result)]
    # srem: the biased value with its low k bits cleared is the quotient times 2^k.
    high_mask = int_constant(~((1 << k) - 1), type_)
    multiple = _binary(llvm.AndOp, biased.results[0], high_mask.result)
    return [*ops, high_mask, multiple, _binary(llvm.SubOp, x, multiple.results[0])]


class FoldCasts(RewritePattern):
    """Constant casts and chains of integer casts."""

    roots = (llvm.TruncOp, llvm.ZExtOp, llvm.SExtOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, llvm.TruncOp | llvm.ZExtOp | llvm.SExtOp):
            return
        source = op.arg
        width, source_width = int_width(op.res), int_width(source)
        if width is None or source_width is None:
            return
        type_ = op.res.type
        assert isinstance(type_, IntegerType)
        if (bits := constant_int(source)) is not None:
            if isinstance(op, llvm.SExtOp):
                bits = to_signed(bits, source_width)
            rewriter.replace(op, int_constant(bits, type_))
            return
        inner = source.owner
        if isinstance(op, llvm.TruncOp):
            if isinstance(inner, llvm.TruncOp):
                rewriter.replace(op, llvm.TruncOp(inner.arg, type_))
            elif isinstance(inner, llvm.ZExtOp | llvm.SExtOp) and (inner_width := int_width(inner.arg)):
                if inner_width == width:
                    rewriter.replace(op, [], [inner.arg])
                elif inner_width > width:
                    rewriter.replace(op, llvm.TruncOp(inner.arg, type_))
            return
        if isinstance(inner, llvm.ZExtOp):
            # sext of a zext: the zext's top bit is 0, so both are one zext.
            rewriter.replace(op, llvm.ZExtOp(inner.arg, type_))
            return
        if isinstance(inner, llvm.SExtOp) and isinstance(op, llvm.SExtOp):
            rewriter.replace(op, llvm.SExtOp(inner.arg, type_))
            return
        if width <= source_width:
            return
        # Known-bits (#26): the sext of a value whose sign bit is known 0 is its zext, and the
        # zext of `x + c` that cannot wrap is `zext(x) + c`, whose constant then joins the
        # 64-bit address arithmetic (Triton's int64 row offsets: one base plus offsets).
        source_mask = (1 << source_width) - 1
        if isinstance(op, llvm.SExtOp):
            if known_zero_bits(source) >> (source_width - 1) & 1:
                rewriter.replace(op, llvm.ZExtOp(source, type_))
            return
        if (
            isinstance(inner, llvm.AddOp)
            and (c := constant_int(inner.operands[1])) is not None
            and not _widening_factor(op.res, source_width)
        ):
            x = inner.operands[0]
            if (source_mask & ~known_zero_bits(x)) + c <= source_mask:
                wide = llvm.ZExtOp(x, type_)
                constant = int_constant(c, type_)
                rewriter.replace(op, [wide, constant, _binary(llvm.AddOp, wide.results[0], constant.result)])


class FoldPointerRoundTrip(RewritePattern):
    """`inttoptr(ptrtoint p)` back to p's own type is p where the integer holds every bit of the
    pointer, and `ptrtoint(inttoptr x)` back to x's type is x where the pointer holds every bit of
    x (instcombine's cast-pair folds). CuTe moves shared-memory addresses through i64 this way
    (32-bit pointers): each round trip was a `cvt.u64.u32`/`cvt.u32.u64` pair and a second
    register holding the same address."""

    roots = (llvm.IntToPtrOp, llvm.PtrToIntOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, llvm.IntToPtrOp | llvm.PtrToIntOp):
            return
        inner = op.operands[0].owner
        if isinstance(op, llvm.IntToPtrOp) and isinstance(inner, llvm.PtrToIntOp):
            pointer, integer = inner.operands[0], op.operands[0]
        elif isinstance(op, llvm.PtrToIntOp) and isinstance(inner, llvm.IntToPtrOp):
            pointer, integer = op.operands[0], inner.operands[0]
        else:
            return
        if inner.operands[0].type != op.results[0].type:
            return
        width, pointer_type = int_width(integer), pointer.type
        if width is None or not isinstance(pointer_type, llvm.LLVMPointerType):
            return
        pointer_bits = 8 * pointer_size(pointer_type)
        if width >= pointer_bits if isinstance(op, llvm.IntToPtrOp) else width <= pointer_bits:
            rewriter.replace(op, [], [inner.operands[0]])


def _widening_factor(value: SSAValue, narrow_width: int) -> bool:
    """Whether `value` (a zext) is a factor of a product whose other factor is also narrow (a
    zext from the same width or a constant that fits it): selection makes that one
    `mul.wide`/`mul.hi` (Philox's `umulhi` of `counter + c`), which `zext(x) + c` would hide."""
    for use in value.uses:
        mul = use.operation
        if not isinstance(mul, llvm.MulOp):
            continue
        other = mul.operands[1 - use.index]
        if isinstance(owner := other.owner, llvm.ZExtOp) and int_width(owner.arg) == narrow_width:
            return True
        if (bits := constant_int(other)) is not None and bits >> narrow_width == 0:
            return True
    return False


_SWAPPED_PREDICATE = {"slt": "sgt", "sle": "sge", "sgt": "slt", "sge": "sle",
                      "ult": "ugt", "ule": "uge", "ugt": "ult", "uge": "ule"}


class FoldCompareSelect(RewritePattern):
    roots = (llvm.ICmpOp, llvm.SelectOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, llvm.ICmpOp):
            width = int_width(op.lhs)
            if width is None:
                return
            predicate = ICMP_PREDICATES[op.predicate.value.data]
            a, b = constant_int(op.lhs), constant_int(op.rhs)
            if a is not None and b is not None:
                result = compare(predicate, a, b, width)
            elif op.lhs is op.rhs:
                result = predicate in ("eq", "ule", "uge", "sle", "sge")
            elif b is not None and (decided := decided_compare(op.lhs, predicate, b, width)) is not None:
                # Known bits decide it: a bit of the constant the value cannot match (a lane
                # field compared with a lane it never holds), or an unsigned bound.
                result = decided
            elif predicate in ("eq", "ne") and width == 1:
                # Booleans compared: their xor (`xor.pred`, where `setp` needs them as integers),
                # negated for eq; Triton's sort compares each swap condition with the direction,
                # and its overflow checks compare the in-range test with false.
                differ = llvm.XOrOp(op.lhs, op.rhs)
                if predicate == "ne":
                    rewriter.replace(op, differ)
                else:
                    true = int_constant(1, IntegerType(1))
                    rewriter.replace(op, [differ, true, llvm.XOrOp(differ.results[0], true.result)])
                return
            elif a is not None:
                # The constant to the right (Triton writes `c == x`), where the rules look.
                swapped = ICMP_PREDICATES.index(_SWAPPED_PREDICATE.get(predicate, predicate))
                rewriter.replace(op, llvm.ICmpOp(op.rhs, op.lhs, IntegerAttr(swapped, 64)))
                return
            else:
                if b is not None and self._compare_select(op, predicate, b, width, rewriter):
                    return
                if predicate in ("eq", "ne") and b is not None:
                    self._compare_through(op, b, width, rewriter)
                return
            rewriter.replace(op, int_constant(int(result), IntegerType(1)))
        elif isinstance(op, llvm.SelectOp):
            if op.lhs is op.rhs:
                rewriter.replace(op, [], [op.lhs])
            elif (c := constant_int(op.cond)) is not None:
                rewriter.replace(op, [], [op.lhs if c else op.rhs])
            elif int_width(op.res) == 1 and (arms := (constant_int(op.lhs), constant_int(op.rhs))) in ((1, 0), (0, 1)):
                # select(c, true, false) is c; select(c, false, true) is !c.
                if arms == (1, 0):
                    rewriter.replace(op, [], [op.cond])
                else:
                    rewriter.replace(op, llvm.XOrOp(op.cond, op.rhs))
            else:
                self._arm_where_decided(op, rewriter)
                self._two_valued_chain(op, rewriter)

    @staticmethod
    def _arm_where_decided(op: llvm.SelectOp, rewriter: PatternRewriter) -> None:
        """A use of `select(c, a, b)` in a block that only a branch on c reaches is a (through
        its true edge) or b: tl.histogram selects a bucket or the out-of-range value, and the
        atomic that counts it runs under a branch on the same test."""
        home = op.parent_block()
        decided: dict[Block | None, bool | None] = {}

        def arm(block: Block | None) -> bool | None:
            if block not in decided:
                decided[block] = next((taken for c, taken in dominating_conditions(block) if c is op.cond), None)
            return decided[block]

        elsewhere = [use for use in op.res.uses if use.operation.parent_block() is not home]
        if any(arm(use.operation.parent_block()) is not None for use in elsewhere):
            rewriter.replace_uses_with_if(op.res, op.lhs, lambda use: use.operation.parent_block() is not home
                                          and arm(use.operation.parent_block()) is True)
            rewriter.replace_uses_with_if(op.res, op.rhs, lambda use: use.operation.parent_block() is not home
                                          and arm(use.operation.parent_block()) is False)

    @staticmethod
    def _compare_select(op: llvm.ICmpOp, predicate: str, b: int, width: int, rewriter: PatternRewriter) -> bool:
        """`select(c, x, y) <pred> b` decided on each arm (constants, or known bits): c, !c or a
        constant (libdevice's `__nv_erff` widens its range test to i32 and compares it with 0;
        tl.histogram tests a bucket or the out-of-range value it was given)."""
        inner = op.lhs.owner
        if not isinstance(inner, llvm.SelectOp):
            return False
        first = decided_compare(inner.lhs, predicate, b, width)
        second = decided_compare(inner.rhs, predicate, b, width)
        if first is None or second is None:
            return False
        if first == second:
            rewriter.replace(op, int_constant(int(first), IntegerType(1)))
        elif first:
            rewriter.replace(op, [], [inner.cond])
        else:
            true = int_constant(1, IntegerType(1))
            rewriter.replace(op, [true, llvm.XOrOp(inner.cond, true.result)])
        return True

    @staticmethod
    def _compare_through(op: llvm.ICmpOp, b: int, width: int, rewriter: PatternRewriter) -> None:
        """`x + c == k` is `x == k - c`; `(y >> s) == 0` is `y == 0` where y's low s bits are
        known zero (and the same for `!=`): the lane tests of Triton's gathers."""
        inner = op.lhs.owner
        mask = (1 << width) - 1
        type_ = op.lhs.type
        if isinstance(inner, llvm.AddOp) and (c := constant_int(inner.rhs)) is not None and isinstance(type_, IntegerType):
            constant = int_constant((b - c) & mask, type_)
            rewriter.replace(op, [constant, llvm.ICmpOp(inner.lhs, constant.result, op.predicate)])
        elif (
            b == 0
            and isinstance(inner, llvm.LShrOp)
            and (shift := constant_int(inner.rhs)) is not None
            and 0 < shift < width
            and known_zero_bits(inner.lhs) & ((1 << shift) - 1) == (1 << shift) - 1
        ):
            rewriter.replace(op, llvm.ICmpOp(inner.lhs, op.rhs, op.predicate))

    @staticmethod
    def _two_valued_chain(op: llvm.SelectOp, rewriter: PatternRewriter) -> None:
        """`select(x == v1, a, select(x == v0, b, z))` is `select(x == v0, b, a)` when x can
        only be v0 or v1 (one bit of it unknown): how Triton picks one of two shuffled lanes."""
        inner = op.rhs.owner
        outer_test, inner_test = op.cond.owner, getattr(inner, "cond", None)
        if not (
            isinstance(inner, llvm.SelectOp)
            and isinstance(outer_test, llvm.ICmpOp)
            and inner_test is not None
            and isinstance(inner_test := inner_test.owner, llvm.ICmpOp)
            and outer_test.lhs is inner_test.lhs
            and ICMP_PREDICATES[outer_test.predicate.value.data] == "eq"
            and ICMP_PREDICATES[inner_test.predicate.value.data] == "eq"
            and (v1 := constant_int(outer_test.rhs)) is not None
            and (v0 := constant_int(inner_test.rhs)) is not None
            and (width := int_width(outer_test.lhs)) is not None
        ):
            return
        mask = (1 << width) - 1
        ones = known_one_bits(outer_test.lhs)
        unknown = ~(known_zero_bits(outer_test.lhs) | ones) & mask
        if unknown and not unknown & (unknown - 1) and {v0 & mask, v1 & mask} == {ones, ones | unknown}:
            rewriter.replace(op, llvm.SelectOp(inner.cond, inner.lhs, op.lhs))


class NarrowExtendedCompare(RewritePattern):
    """`icmp (sext x), c` -> `icmp x, trunc c` where c is a sign-extended narrow value (any
    predicate: sext keeps both orders), and `icmp (zext x), c` where c fits unsigned (signed
    predicates become unsigned ones: zero-extended values are non-negative); the same for two
    operands extended alike from one width. As LLVM's instcombine: a 64-bit compare is two
    instructions on the GPU, and SROA's element selects compare `sext i` with each element
    (libdevice's Payne-Hanek sin/cos: 144 64-bit compares in v29_randn_noise_sm120)."""

    roots = (llvm.ICmpOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, llvm.ICmpOp) or (width := int_width(op.lhs)) is None:
            return
        ext = op.lhs.owner
        if not isinstance(ext, llvm.SExtOp | llvm.ZExtOp) or (narrow := int_width(ext.arg)) is None or narrow < 8:
            return  # (booleans: compares of i1 are rewritten as xor by FoldCompareSelect)
        predicate = ICMP_PREDICATES[op.predicate.value.data]
        signed = isinstance(ext, llvm.SExtOp)
        other = op.rhs.owner
        if (c := constant_int(op.rhs)) is not None:
            low = to_signed(c, width) if signed else c
            if not (-(1 << (narrow - 1)) <= low < (1 << (narrow - 1)) if signed else low < (1 << narrow)):
                return
            rhs_ops: list[Operation] = [int_constant(low, cast(IntegerType, ext.arg.type))]
            rhs: SSAValue = rhs_ops[0].results[0]
        elif type(other) is type(ext) and int_width(cast(llvm.SExtOp, other).arg) == narrow:
            rhs_ops, rhs = [], cast(llvm.SExtOp, other).arg
        else:
            return
        if not signed and predicate[0] == "s":
            predicate = "u" + predicate[1:]
        narrowed = llvm.ICmpOp(ext.arg, rhs, IntegerAttr(ICMP_PREDICATES.index(predicate), 64))
        rewriter.replace(op, [*rhs_ops, narrowed])


def _signed_bound(value: SSAValue) -> tuple[SSAValue, str, int] | None:
    """(x, "lo" or "hi", c) for `icmp x, constant` that says x >= c or x <= c (signed)."""
    op = value.owner
    if not isinstance(op, llvm.ICmpOp) or (c := constant_int(op.rhs)) is None or (width := int_width(op.lhs)) is None:
        return None
    c = to_signed(c, width)
    predicate = ICMP_PREDICATES[op.predicate.value.data]
    bounds = {"sge": ("lo", c), "sgt": ("lo", c + 1), "sle": ("hi", c), "slt": ("hi", c - 1)}
    if predicate not in bounds:
        return None
    side, bound = bounds[predicate]
    if not -(1 << (width - 1)) <= bound < (1 << (width - 1)):
        return None
    return op.lhs, side, bound


class FoldRangeCheck(RewritePattern):
    """`x >= lo & x <= hi` (signed, constants) is one unsigned compare, `x - lo <= hi - lo`:
    how Triton's overflow checks (debug mode) test that an i64 result fits in i32."""

    roots = (llvm.AndOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, llvm.AndOp) or op.results[0].type != IntegerType(1):
            return
        first, second = (_signed_bound(v) for v in op.operands)
        if first is None or second is None or first[0] is not second[0] or first[1] == second[1]:
            return
        x = first[0]
        bounds = {first[1]: first[2], second[1]: second[2]}
        low, high = bounds["lo"], bounds["hi"]
        if low > high:
            return
        width = int_width(x)
        assert width is not None and isinstance(x.type, IntegerType)
        # `sext a + sext b` fits a's type: `a + b` does not overflow, tested in a's width.
        narrow = (high + 1).bit_length()
        if low == -(high + 1) and high & (high + 1) == 0 and (fits := fits_after_add(x, narrow)) is not None:
            rewriter.replace(op, fits)
            return
        narrowed = narrow_range(x, low, high)
        if isinstance(narrowed, bool):
            rewriter.replace(op, int_constant(int(narrowed), IntegerType(1)))
            return
        rewriter.replace(op, range_test(*narrowed))


class SwapNegatedBranch(RewritePattern):
    """`cond_br !c, A, B` is `cond_br c, B, A` (the negation is an `xor` with true)."""

    roots = (llvm.CondBrOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, llvm.CondBrOp) or op.attributes:
            return
        negation = op.cond.owner
        if not isinstance(negation, llvm.XOrOp) or constant_int(negation.operands[1]) != 1:
            return
        rewriter.replace(
            op,
            llvm.CondBrOp(negation.operands[0], op.else_block, op.else_arguments, op.then_block, op.then_arguments),
        )


class ShareDivisionWithRemainder(RewritePattern):
    """`a % d` beside `a / d` (same operands, the division earlier in the block) is
    `a - (a / d) * d`: one division for both, as LLVM's DivRemPairs leaves it; ptxas expands
    each `div`/`rem` by a variable into a long sequence. Exact for every a and d where the
    division is defined (the remainder is undefined where it is not)."""

    roots = (llvm.SRemOp, llvm.URemOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, llvm.SRemOp | llvm.URemOp) or int_width(op.results[0]) is None:
            return
        lhs, rhs = op.operands
        if constant_int(rhs) is not None:
            return  # by a constant: strength reduction handles it
        division = llvm.SDivOp if isinstance(op, llvm.SRemOp) else llvm.UDivOp
        for use in lhs.uses:
            other = use.operation
            if (
                type(other) is division
                and other.operands[0] is lhs
                and other.operands[1] is rhs
                and other.parent is op.parent
                and other.is_before_in_block(op)
            ):
                product = _binary(llvm.MulOp, other.results[0], rhs)
                rewriter.replace(op, [product, _binary(llvm.SubOp, lhs, product.results[0])])
                return


def _offset_product(op: Operation, y: SSAValue) -> tuple[SSAValue, int] | None:
    """(x, c) for `op` = `(x + c) * y` or `x * y` (c = 0), y either side; x not a constant."""
    if not isinstance(op, llvm.MulOp):
        return None
    for a, other in ((op.lhs, op.rhs), (op.rhs, op.lhs)):
        if other is not y:
            continue
        add = a.owner
        if isinstance(add, llvm.AddOp) and (c := constant_int(add.rhs)) is not None:
            return add.lhs, c
        if constant_int(a) is None:
            return a, 0
    return None


def _adds_to(value: SSAValue, x: SSAValue) -> bool:
    """Whether `value` is `x + something`."""
    add = value.owner
    return isinstance(add, llvm.AddOp) and add._operands[0] is x  # pyright: ignore[reportPrivateUsage]


class StrengthReduceOffsetProducts(RewritePattern):
    """`(x + c2) * y` after `(x + c1) * y` in the same block (y a run-time value) is
    `(x + c1) * y + (c2 - c1) * y`, one `mad` (LLVM's straight-line strength reduction): Triton
    multiplies each register's row `base + i` by a stride, 64 rows in a tile's epilogue; after
    the rewrite only the first product and y stay live instead of every row, which otherwise
    is carried across the K loop when the rows were computed before it."""

    roots = (llvm.MulOp,)
    # how far back in the block a basis is looked for
    WINDOW = 256

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, llvm.MulOp) or (width := int_width(op.results[0])) is None or width > 32:
            return  # (a 64-bit `mad` by a constant costs about what the 64-bit product does)
        for y in (op.rhs, op.lhs):
            if constant_int(y) is not None:
                continue
            mine = _offset_product(op, y)
            if mine is None or mine[1] == 0:
                continue
            x, c2 = mine
            # The bases are among y's other users; only those are tested while walking back
            # (y's users are few, the window's ops many).
            bases: dict[Operation, int] = {}  # basis -> its c1
            block = op.parent
            for use in y.uses:
                user = use.operation
                # y's users are often many products of other rows: first a cheap test that the
                # product's other factor is x or `x + c` (what `theirs[0] is x` needs).
                if user is op or user.parent is not block or not isinstance(user, llvm.MulOp):
                    continue
                left, right = user._operands  # pyright: ignore[reportPrivateUsage]
                if not (left is x or right is x or _adds_to(left, x) or _adds_to(right, x)):
                    continue
                theirs = _offset_product(user, y)
                if theirs is not None and theirs[0] is x and theirs[1] != c2:
                    bases[user] = theirs[1]
            if not bases:
                continue
            basis: Operation | None = op.prev_op
            for _ in range(self.WINDOW):
                if basis is None:
                    break
                if (c1 := bases.get(basis)) is not None:
                    delta = int_constant(c2 - c1, cast(IntegerType, op.results[0].type))
                    scaled = _binary(llvm.MulOp, y, delta.result)
                    rewriter.replace(op, [delta, scaled, _binary(llvm.AddOp, basis.results[0], scaled.results[0])])
                    return
                basis = basis.prev_op


def _compare_with_inf(value: SSAValue, predicate: str) -> tuple[SSAValue, float] | None:
    """(x, ±inf) for `fcmp predicate x, ±inf` (either side), else None."""
    op = value.owner
    if not isinstance(op, llvm.FCmpOp) or llvm.FCmpPredicateFlag.from_int(op.predicate.value.data).value != predicate:
        return None
    for x, other in ((op.lhs, op.rhs), (op.rhs, op.lhs)):
        if (bound := constant_float(other)) is not None and math.isinf(bound):
            return x, bound
    return None


class FoldInfinityTests(RewritePattern):
    """`x == inf | x == -inf` is `|x| == inf`, and `x != inf & x != -inf` (unordered: NaN
    passes) is `|x| != inf`: one compare of the absolute value, as LLVM's instcombine gives."""

    roots = (llvm.OrOp, llvm.AndOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, llvm.OrOp | llvm.AndOp) or op.results[0].type != IntegerType(1):
            return
        predicate = "oeq" if isinstance(op, llvm.OrOp) else "une"
        first, second = (_compare_with_inf(v, predicate) for v in op.operands)
        if first is None or second is None or first[0] is not second[0] or first[1] != -second[1]:
            return
        x = first[0]
        absolute = llvm.FAbsOp(x, x.type)
        inf = llvm.ConstantOp(FloatAttr(math.inf, cast(AnyFloat, x.type)), x.type)
        rewriter.replace(op, [absolute, inf, llvm.FCmpOp(absolute.result, inf.result, predicate)])


FLOAT_FOLDERS: dict[type[Operation], Callable[[float, float], float]] = {
    llvm.FAddOp: lambda a, b: a + b,
    llvm.FSubOp: lambda a, b: a - b,
    llvm.FMulOp: lambda a, b: a * b,
    llvm.FDivOp: lambda a, b: a / b,
}


class FoldFloatBinary(RewritePattern):
    """f32/f64 `fadd`/`fsub`/`fmul`/`fdiv` of two constants. Python floats are IEEE doubles
    rounding to nearest, so f64 folds exactly; for f32 the double result rounded to f32 is the
    correctly rounded f32 result (a double has more than 2 * 24 + 2 significand bits). Folded
    only when the result is zero or a normal finite number: subnormal results depend on
    flush-to-zero mode, NaN payloads on the hardware."""

    roots = (llvm.FAddOp, llvm.FSubOp, llvm.FMulOp, llvm.FDivOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, llvm.FAddOp | llvm.FSubOp | llvm.FMulOp | llvm.FDivOp):
            return
        a, b = constant_float(op.lhs), constant_float(op.rhs)
        if isinstance(op, llvm.FSubOp) and a == 0 and math.copysign(1.0, a) < 0 and b is None:
            # `-0.0 - x` is `-x` for every x (+0.0 - x is not: x = +0.0 gives +0.0): the negation
            # libdevice writes as a subtraction, `neg` instead of a subtract from a register.
            rewriter.replace(op, llvm.FNegOp(op.rhs))
            return
        if a is None or b is None or (isinstance(op, llvm.FDivOp) and b == 0):
            return
        type_ = op.res.type
        # Only the IEEE binary32/64 results below are exactly rounded here.
        if not isinstance(type_, Float32Type | Float64Type):
            return
        try:
            result = FLOAT_FOLDERS[type(op)](a, b)
        except (OverflowError, ZeroDivisionError):
            return
        smallest_normal = 2.0**-126
        if isinstance(type_, Float32Type):
            result = round_to_f32(result)
        else:
            smallest_normal = 2.0**-1022
        if not math.isfinite(result) or (result != 0 and abs(result) < smallest_normal):
            return
        if result == 0 and (a != 0 or b != 0) and not isinstance(op, llvm.FAddOp | llvm.FSubOp):
            return  # an underflow to zero: the sign and ftz both matter
        rewriter.replace(op, llvm.ConstantOp(FloatAttr(result, type_), type_))


class BooleanToFloat(RewritePattern):
    """`uitofp i1 b` is `select(b, 1.0, 0.0)` and `sitofp i1 b` `select(b, -1.0, 0.0)` (f32/f64):
    one `selp` where the conversion is a `selp` of integers and a `cvt` (Triton's
    `mask.to(tl.float32)`, a count in Welford's combine)."""

    roots = (llvm_ext.UIToFPOp, llvm.SIToFPOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, llvm_ext.UIToFPOp | llvm.SIToFPOp) or int_width(op.arg) != 1:
            return
        type_ = op.result.type
        if not isinstance(type_, Float32Type | Float64Type):
            return
        one = llvm.ConstantOp(FloatAttr(-1.0 if isinstance(op, llvm.SIToFPOp) else 1.0, type_), type_)
        zero = llvm.ConstantOp(FloatAttr(0.0, type_), type_)
        rewriter.replace(op, [one, zero, llvm.SelectOp(op.arg, one.result, zero.result)])


def _half_operand(value: SSAValue, narrow: Attribute) -> SSAValue | float | None:
    """`value` (f32/f64 or a vector of them) as a value of the half type `narrow` when it is
    exactly one: the source of an `fpext` from `narrow`, or a scalar constant (returned as its
    number) that `narrow` represents exactly."""
    source = value.owner
    if isinstance(source, llvm.FPExtOp):
        return source.arg if source.arg.type == narrow else None
    if (number := constant_float(value)) is None or not isinstance(narrow, Float16Type | BFloat16Type):
        return None
    try:
        return number if round_to_half(number, narrow) == number else None
    except OverflowError:
        return None


def round_to_half(value: float, type_: Float16Type | BFloat16Type) -> float:
    """`value` rounded to f16 (nearest even), or truncated to bf16's 8 significand bits (only
    used to test exactness: a bf16 value survives it unchanged)."""
    if isinstance(type_, Float16Type):
        return struct.unpack("<e", struct.pack("<e", value))[0]
    bits = struct.unpack("<I", struct.pack("<f", round_to_f32(value)))[0] & 0xFFFF0000
    return struct.unpack("<f", struct.pack("<I", bits))[0]


class NarrowHalfArithmetic(RewritePattern):
    """`fptrunc (fpext a op fpext b)` -> `a op b` in the half type, for `fadd`/`fsub`/`fmul` of
    f16/bf16 values (or constants exact in that type) computed in f32/f64 (scalars or vectors)
    and truncated back to that type, as Triton's bf16/f16 elementwise code is. Exact: f32 has
    24 >= 2p + 2 significand bits for f16 (p = 11) and bf16 (p = 8), so rounding the f32 result
    to the half type gives the correctly rounded half result. The wide op must have no other
    use. Selection does the half op natively where the target has it, else in f32 as before.
    fdiv is left: no target divides halves natively."""

    roots = (llvm.FPTruncOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        assert isinstance(op, llvm.FPTruncOp)
        wide = op.arg.owner
        narrow = op.result.type
        if not isinstance(wide, llvm.FAddOp | llvm.FSubOp | llvm.FMulOp) or not op.arg.has_one_use():
            return
        element = narrow.get_element_type() if isinstance(narrow, builtin.VectorType) else narrow
        wide_element = wide.res.type.get_element_type() if isinstance(wide.res.type, builtin.VectorType) else wide.res.type
        if not isinstance(element, Float16Type | BFloat16Type) or not isinstance(wide_element, Float32Type | Float64Type):
            return
        if not (isinstance(wide.lhs.owner, llvm.FPExtOp) or isinstance(wide.rhs.owner, llvm.FPExtOp)):
            return  # constants alone are FoldFloatBinary's
        operands = [_half_operand(wide.lhs, narrow), _half_operand(wide.rhs, narrow)]
        if None in operands:
            return
        new_ops: list[Operation] = []
        values: list[SSAValue] = []
        for operand in operands:
            if isinstance(operand, float):
                new_ops.append(llvm.ConstantOp(FloatAttr(operand, cast(AnyFloat, narrow)), narrow))
                operand = new_ops[-1].results[0]
            assert isinstance(operand, SSAValue)
            values.append(operand)
        rewriter.replace(op, [*new_ops, type(wide)(values[0], values[1], wide.fastmathFlags)])


def _one_lane(type_: Attribute) -> bool:
    return isinstance(type_, builtin.VectorType) and type_.get_shape() == (1,)


class FoldOneLaneVectors(RewritePattern):
    """One-lane vectors around bitcasts, as Triton packs every scalar it passes to inline asm:
    `extractelement (bitcast %i : i32 to vector<1xf32>)[0]` is `bitcast %i : i32 to f32`, and
    `bitcast (insertelement %f, %v[0]) : vector<1xf32> to i32` is `bitcast %f : f32 to i32`;
    `extractelement (insertelement %x, %v[i])[i]` is %x for any vector, and a bitcast back to the
    type a bitcast came from is the original value."""

    roots = (llvm_ext.ExtractElementOp, llvm.BitcastOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, llvm_ext.ExtractElementOp):
            source = op.vector.owner
            position = constant_int(op.position)
            if isinstance(source, llvm.InsertElementOp) and position is not None and constant_int(source.index) == position:
                rewriter.replace(op, [], [source.value])
            elif isinstance(source, llvm.BitcastOp) and _one_lane(op.vector.type) and position == 0:
                rewriter.replace(op, [], [_bitcast_to(source.arg, op.res.type, rewriter, op)])
        elif isinstance(op, llvm.BitcastOp) and _one_lane(op.arg.type):
            source = op.arg.owner
            if isinstance(source, llvm.InsertElementOp) and constant_int(source.index) == 0:
                rewriter.replace(op, [], [_bitcast_to(source.value, op.result.type, rewriter, op)])
        elif isinstance(op, llvm.BitcastOp) and op.arg.type == op.result.type:
            rewriter.replace(op, [], [op.arg])
        elif isinstance(op, llvm.BitcastOp) and isinstance(source := op.arg.owner, llvm.BitcastOp):
            if source.arg.type == op.result.type:  # a round trip (`i32` to `vector<4xi8>` and back)
                rewriter.replace(op, [], [source.arg])


class FoldVectorRebuild(RewritePattern):
    """A vector rebuilt lane by lane from another vector of its type is that vector: a chain of
    `insertelement (extractelement %v[i]), ...[i]` that writes every lane of %v back to its own
    lane (a lane inserted twice counts its last insert; lanes never inserted must come from the
    chain's first operand, which must then be %v itself). Triton unpacks each `ldmatrix`
    register of fp8/i8 operands into bytes and packs them again for `mma`; unfolded, every
    operand costs ~10 instructions per register per k step."""

    roots = (llvm.InsertElementOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        assert isinstance(op, llvm.InsertElementOp)
        if not isinstance(op.value.owner, llvm_ext.ExtractElementOp):
            return  # (the loop below gives up on this at its first lane: most inserts pack scalars)
        type_ = op.res.type
        if not isinstance(type_, builtin.VectorType) or type_.get_num_scalable_dims():
            return
        lanes = type_.get_shape()[0]
        source: SSAValue | None = None
        seen: set[int] = set()
        vector: SSAValue = op.res
        while len(seen) < lanes:
            insert = vector.owner
            if not isinstance(insert, llvm.InsertElementOp):
                # The lanes not inserted keep the chain's first vector: it must be the source.
                if vector is not source:
                    return
                break
            index = constant_int(insert.index)
            if index is None:
                return
            if index not in seen:
                extract = insert.value.owner
                if not isinstance(extract, llvm_ext.ExtractElementOp) or constant_int(extract.position) != index:
                    return
                if source is None:
                    source = extract.vector
                elif extract.vector is not source:
                    return
                seen.add(index)
            vector = insert.vector
        if source is not None and source.type == type_:
            rewriter.replace(op, [], [source])


def _bitcast_to(value: SSAValue, type_: Attribute, rewriter: PatternRewriter, before: Operation) -> SSAValue:
    if value.type == type_:
        return value
    cast = llvm.BitcastOp(value, type_)
    rewriter.insert(cast, InsertPoint.before(before))
    return cast.result


class FoldExactSpecialRegister(RewritePattern):
    """A special register with one possible value is that constant: a `range` of one value
    (MLIR's GPU lowering gives `ntid.x` of a kernel with a known block size `range <i32, 256,
    257>`), or `ntid` of a kernel whose `nvvm.reqntid` fixes the block size."""

    @staticmethod
    def applies_to(op_type: type[Operation]) -> bool:
        name = getattr(op_type, "name", None)  # a property on unregistered ops' class
        return isinstance(name, str) and name.startswith("nvvm.read.ptx.sreg.")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not op.name.startswith("nvvm.read.ptx.sreg.") or not isinstance(op.results[0].type, IntegerType):
            return
        value: int | None = None
        value_range = op.properties.get("range")
        if isinstance(value_range, ConstantRangeAttr):
            if value_range.upper.data == value_range.lower.data + 1:
                value = value_range.lower.data
        name = op.name.removeprefix("nvvm.read.ptx.sreg.")
        if value is None and name in ("ntid.x", "ntid.y", "ntid.z"):
            func = op.parent_op()
            while func is not None and not isinstance(func, llvm.FuncOp):
                func = func.parent_op()
            attr = func.attributes.get(REQNTID_ATTR) if func is not None else None
            if isinstance(attr, builtin.DenseArrayBase):
                sizes = attr.get_values()
                dim = "xyz".index(name[-1])
                value = int(sizes[dim]) if dim < len(sizes) else 1
        if value is not None:
            rewriter.replace(op, int_constant(value, op.results[0].type))


_SSA_INDEX_ONLY = DenseArrayBase.from_list(builtin.i32, [GEP_USE_SSA_VAL])
"""A GEP's `rawConstantIndices` for one index given as an operand."""
_SSA_INDEX_ONLY_BYTES = _SSA_INDEX_ONLY.data.data
_NO_WRAP_FLAGS = IntegerAttr(0, 32)
_CONSTANT_INDICES: dict[int, DenseArrayBase] = {}


def _gep(ptr: SSAValue, index: SSAValue | int, elem_type: Attribute, result_type: Attribute) -> llvm.GEPOp:
    """`llvm.GEPOp(ptr, [index] or [GEP_USE_SSA_VAL], elem_type, ssa_indices=[index] or [],
    result_type=result_type)`, the same op, without the builder's attribute construction
    (most of the 40 us it takes): the index attributes are kept."""
    if isinstance(index, int):
        indices = _CONSTANT_INDICES.get(index)
        if indices is None:
            if len(_CONSTANT_INDICES) >= 4096:
                _CONSTANT_INDICES.clear()
            indices = _CONSTANT_INDICES[index] = DenseArrayBase.from_list(builtin.i32, [index])
        operands = [ptr]
    else:
        indices = _SSA_INDEX_ONLY
        operands = [ptr, index]
    return llvm.GEPOp.create(
        operands=operands,
        result_types=[result_type],
        properties={"rawConstantIndices": indices, "elem_type": elem_type, "noWrapFlags": _NO_WRAP_FLAGS},
    )


def _one_variable_index(op: Operation) -> TypeGuard[llvm.GEPOp]:
    """Whether `op` is a GEP with exactly one index, given as an operand."""
    if not isinstance(op, llvm.GEPOp) or len(op._operands) != 2:  # pyright: ignore[reportPrivateUsage]
        return False
    # `rawConstantIndices` is an i32 array (the op's constraint): one element, the marker.
    raw = op.rawConstantIndices
    return raw.data.data == _SSA_INDEX_ONLY_BYTES and raw.elt_type == builtin.i32


class SplitConstantGEPIndex(RewritePattern):
    """`gep p[x + c]` -> `gep (gep p[x])[c]`: the constant part becomes an immediate offset of
    the load or store (`[%rd+imm]`) and the variable part is shared by neighbouring accesses.
    The index is sign-extended to 64 bits, so an i32 `x + c` may be split only when it cannot
    overflow: x is known non-negative and below 2^k with c < 2^31 - 2^k."""

    roots = (llvm.GEPOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _one_variable_index(op):
            return
        index = op.ssa_indices[0]
        add = index.owner
        width = int_width(index)
        if not isinstance(add, llvm.AddOp | llvm.XOrOp | llvm.OrOp) or width is None:
            return
        if (c := constant_int(add.operands[1])) is None:
            return
        x = add.operands[0]
        split: list[Operation] = []
        if not isinstance(add, llvm.AddOp):
            # `x ^ c` and `x | c` add the bits of c that are known zero in x (Triton's swizzled
            # shared-memory offsets: `x ^ 2080` with bit 11 free is `(x ^ 32) + 2048`); the
            # rest of c stays in the xor/or, which leaves those bits zero.
            whole, c = c, c & known_zero_bits(x)
            if c == 0:
                return
            if rest := whole & ~c:
                rest_c = int_constant(rest, cast(IntegerType, x.type))
                split = [rest_c, _binary(type(add), x, rest_c.result)]
                x = split[-1].results[0]
        offset = to_signed(c, width)
        if width < 64:
            high_zero = _leading_ones(known_zero_bits(x), width)
            if high_zero == 0:
                return
            bound = 1 << (width - high_zero)
            if not -(1 << (width - 1)) <= offset < (1 << (width - 1)) - bound:
                return
        # -2^31 is xDSL's marker for "an SSA index" in rawConstantIndices: never a constant there.
        if not -(1 << 31) < offset < (1 << 31):
            return
        base = _gep(op.ptr, x, op.elem_type, op.result.type)
        rewriter.replace(op, [*split, base, _gep(base.result, offset, op.elem_type, op.result.type)])


def _constant_gep_offset(op: Operation) -> int | None:
    """The constant index of a one-index GEP (an immediate or a constant operand), else None."""
    if not isinstance(op, llvm.GEPOp):
        return None
    raw = tuple(op.rawConstantIndices.iter_values())
    if len(raw) != 1:
        return None
    if raw[0] != GEP_USE_SSA_VAL:
        return raw[0]
    return constant_int(op.ssa_indices[0]) if len(op.ssa_indices) == 1 else None


class SinkConstantGEP(RewritePattern):
    """`gep (gep p[c])[x]` -> `gep (gep p[x])[c]` when the inner GEP has no other use (as LLVM's
    instcombine orders them): the constant becomes the access's immediate offset, and chains
    that differ only in their constant (Triton's `base + 2048*i + row + col` per register)
    share the variable part after CSE instead of repeating each 64-bit add per chain."""

    roots = (llvm.GEPOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _one_variable_index(op):
            return
        if constant_int(op.ssa_indices[0]) is not None:
            return
        inner = op.ptr.owner
        if not isinstance(inner, llvm.GEPOp) or (c := _constant_gep_offset(inner)) is None:
            return
        if not inner.result.has_one_use() or not -(1 << 31) < c < (1 << 31):
            return
        base = _gep(inner.ptr, op.ssa_indices[0], op.elem_type, op.result.type)
        if c == 0:
            rewriter.replace(op, [base])
            return
        rewriter.replace(op, [base, _gep(base.result, c, inner.elem_type, op.result.type)])


PEEPHOLE_PATTERNS: tuple[RewritePattern, ...] = (
    FoldIntegerBinary(),
    FoldCasts(),
    FoldPointerRoundTrip(),
    FoldCompareSelect(),
    NarrowExtendedCompare(),
    FoldFloatBinary(),
    BooleanToFloat(),
    NarrowHalfArithmetic(),
    FoldInfinityTests(),
    FoldRangeCheck(),
    FoldDecidedSignedCompare(),
    FoldNegatedOperands(),
    MergeLowBitsTests(),
    MergeZeroTests(),
    ShareDivisionWithRemainder(),
    StrengthReduceOffsetProducts(),
    SwapNegatedBranch(),
    FoldConstantBranch(),
    FoldBranchAfterNoreturn(),
    SplitConstantGEPIndex(),
    SinkConstantGEP(),
    FoldOneLaneVectors(),
    FoldVectorRebuild(),
    FoldExactSpecialRegister(),
)


@dataclass(eq=False, repr=False)
class DispatchingApplier(GreedyRewritePatternApplier):
    """`GreedyRewritePatternApplier` (without folding or dead-code removal) that tries on an op
    only the patterns that can match its class, in their order: a pattern's `roots` (the op
    classes it rewrites) or its `applies_to(op_class)`; a pattern with neither is tried on
    every op. The walker visits every op at least twice (it sweeps again after any change), so
    most calls are patterns looking at an op they never rewrite."""

    def __post_init__(self) -> None:
        assert not self.folding_enabled and not self.dce_enabled
        self._by_class: dict[type[Operation], tuple[RewritePattern, ...]] = {}
        # The ops whose operands the current rewrite changed (the rewriter's modification
        # handler, installed once per rewriter), for `_forget_known_bits`.
        self._modified: list[Operation] = []
        self._listening: PatternRewriter | None = None

    @staticmethod
    def _may_match(pattern: RewritePattern, op_class: type[Operation]) -> bool:
        if (roots := getattr(pattern, "roots", None)) is not None:
            return issubclass(op_class, roots)
        if (applies_to := getattr(pattern, "applies_to", None)) is not None:
            return applies_to(op_class)
        return True

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        op_class = type(op)
        patterns = self._by_class.get(op_class)
        if patterns is None:
            patterns = tuple(p for p in self.rewrite_patterns if self._may_match(p, op_class))
            self._by_class[op_class] = patterns
        if rewriter is not self._listening:
            rewriter.operation_modification_handler.append(self._modified.append)
            self._listening = rewriter
        for pattern in patterns:
            pattern.match_and_rewrite(op, rewriter)
            if rewriter.has_done_action:
                _forget_known_bits(self._modified)  # what was known about the old IR
                self._modified.clear()
                return


def run_peephole(module: builtin.ModuleOp) -> None:
    global _known_zero_memo, _known_one_memo
    # No dead-code removal here: the walker sees host code beside a gpu.module too, which must
    # stay as it is; llvm-dce removes what the folds leave, in llvm.func bodies only.
    _known_zero_memo = {}
    _known_one_memo = {}
    try:
        PatternRewriteWalker(
            KeepLocations(DispatchingApplier(list(PEEPHOLE_PATTERNS), dce_enabled=False)), apply_recursively=True
        ).rewrite_module(module)
    finally:
        _known_zero_memo = _known_one_memo = None


@dataclass(frozen=True)
class LLVMPeepholePass(ModulePass):
    name = "llvm-peephole"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        run_peephole(op)
