"""llvm-peephole's rules for range and overflow checks (#26): Triton's debug-mode kernels test
every i32 result computed in i64 (`sext a + sext b` in [INT_MIN, INT_MAX]) and branch to
`__assertfail` on any failure of a tensor's lanes, or-ing the negated tests.

* a signed compare with a constant that the operand's interval decides is that constant
  (`signed_interval`: constants, sign and zero extensions, sums that cannot wrap, known-zero
  bits; Triton's `pid * 512 + lane` offsets fit i32 because the lane's bits are the ones the
  product leaves zero);
* `~a | ~b` is `~(a & b)` and `~a & ~b` is `~(a | b)` (De Morgan: the branch then tests the
  conjunction of the checks, and `cond_br` on a negation swaps its targets);
* `x <=u 2^k - 1 & y <=u 2^k - 1` is `(x | y) <=u 2^k - 1` (and `>u` with `|`): one compare
  for all the lanes' range checks, as LLVM's instcombine gives;
* `a == 0 & b == 0` is `(a | b) == 0`, and `x == 0` where a and b are x's low and high fields;
* `cond_br` on a constant is a `br`.

The 32-bit overflow test of a sum (`FoldRangeCheck` in llvm_peephole.py) uses
`fits_after_add` from here.
"""

from __future__ import annotations

from collections.abc import Iterator

from xdsl.dialects import llvm
from xdsl.dialects.builtin import ArrayAttr, IntegerAttr, IntegerType, StringAttr
from xdsl.ir import Block, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.traits import SymbolTable

from nvvm_xdsl.llvm_conversion import int_constant

_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
_INTERVAL_DEPTH = 4


def _width(value: SSAValue) -> int | None:
    return value.type.width.data if isinstance(value.type, IntegerType) else None


def _constant(value: SSAValue) -> int | None:
    op = value.owner
    if isinstance(op, llvm.ConstantOp) and isinstance(op.value, IntegerAttr) and (width := _width(value)):
        return op.value.value.data & ((1 << width) - 1)
    return None


def _signed(bits: int, width: int) -> int:
    return bits - (1 << width) if bits >> (width - 1) & 1 else bits


_FACT_BLOCKS = 8
"""How many blocks up the chain of single predecessors the conditions are read."""


def dominating_conditions(block: Block | None) -> Iterator[tuple[SSAValue, bool]]:
    """(condition, its value) for each conditional branch on the way to `block` whose edge
    decides it, read up the chain of blocks with a single predecessor (the branch to a failed
    check's `__assertfail` leaves none, after FoldBranchAfterNoreturn); negations looked through."""
    for _ in range(_FACT_BLOCKS):
        if block is None:
            break
        # A predecessor nothing branches to (the entry block aside) is dead: inlining a
        # `noreturn` callee leaves its call's continuation so.
        predecessors = [
            p for p in dict.fromkeys(block.predecessors()) if p.predecessors() or p.prev_block is None
        ]
        if len(predecessors) != 1:
            break
        branch = predecessors[0].last_op
        if isinstance(branch, llvm.CondBrOp) and branch.then_block is not branch.else_block:
            taken = branch.then_block is block
            condition = branch.cond
            yield condition, taken
            while (negated := _negated(condition)) is not None:
                condition, taken = negated, not taken
                yield condition, taken
        block = predecessors[0]


def dominating_bounds(block: Block | None) -> dict[SSAValue, int]:
    """Unsigned upper bounds that hold in `block`: `x <=u c` (or `x <u c + 1`) that a
    conditional branch on the way to it tested true (or `x >u c` false)."""
    bounds: dict[SSAValue, int] = {}
    for condition, taken in dominating_conditions(block):
        if _negated(condition) is None:
            compare = condition.owner
            if isinstance(compare, llvm.ICmpOp) and (bound := _constant(compare.rhs)) is not None:
                predicate = _PREDICATES[compare.predicate.value.data]
                upper = {("ule", True): bound, ("ult", True): bound - 1, ("ugt", False): bound,
                         ("uge", False): bound - 1}.get((predicate, taken))
                if upper is not None and upper >= 0:
                    bounds[compare.lhs] = min(upper, bounds.get(compare.lhs, upper))
    return bounds


def signed_interval(
    value: SSAValue, depth: int = 0, facts: dict[SSAValue, int] | None = None
) -> tuple[int, int] | None:
    """(lowest, highest) signed value an integer may take, or None for a non-integer; `facts`:
    unsigned upper bounds known where the question is asked (`dominating_bounds`)."""
    # Imported here: llvm_peephole imports this module.
    from nvvm_xdsl.transforms.llvm_peephole import known_zero_bits

    width = _width(value)
    if width is None:
        return None
    if (bits := _constant(value)) is not None:
        return _signed(bits, width), _signed(bits, width)
    op = value.owner
    sign = 1 << (width - 1)
    if depth < _INTERVAL_DEPTH and isinstance(op, llvm.SExtOp):
        return signed_interval(op.arg, depth + 1, facts)
    if depth < _INTERVAL_DEPTH and isinstance(op, llvm.AddOp):
        first, second = signed_interval(op.lhs, depth + 1, facts), signed_interval(op.rhs, depth + 1, facts)
        if first is not None and second is not None:
            low, high = first[0] + second[0], first[1] + second[1]
            if -sign <= low and high < sign:
                return low, high  # no wrap: the sum's interval
    if (
        depth < _INTERVAL_DEPTH
        and isinstance(op, llvm.ShlOp)
        and (k := _constant(op.rhs)) is not None
        and k < width
        and (inner := signed_interval(op.lhs, depth + 1, facts)) is not None
        and -sign <= inner[0] << k
        and inner[1] << k < sign
    ):
        return inner[0] << k, inner[1] << k
    mask = (1 << width) - 1
    known_zero = known_zero_bits(value)
    if known_zero & sign:
        low, high = 0, ~known_zero & mask
    else:
        low, high = -sign, ~known_zero & (sign - 1)
    if facts and (upper := facts.get(value)) is not None and upper < sign:
        low, high = max(low, 0), min(high, upper)  # below 2^(N-1) unsigned: not negative
    return low, high


def _decide(predicate: str, interval: tuple[int, int], bound: int) -> bool | None:
    low, high = interval
    if predicate == "slt":
        return True if high < bound else False if low >= bound else None
    if predicate == "sle":
        return True if high <= bound else False if low > bound else None
    if predicate == "sgt":
        return True if low > bound else False if high <= bound else None
    if predicate == "sge":
        return True if low >= bound else False if high < bound else None
    return None


class FoldDecidedSignedCompare(RewritePattern):
    """`icmp slt/sle/sgt/sge x, c` whose answer x's interval decides."""

    roots = (llvm.ICmpOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, llvm.ICmpOp):
            return
        predicate = _PREDICATES[op.predicate.value.data]
        if predicate[0] != "s" or (bound := _constant(op.rhs)) is None or _constant(op.lhs) is not None:
            return
        width = _width(op.lhs)
        assert width is not None
        interval = signed_interval(op.lhs, facts=dominating_bounds(op.parent_block()))
        if interval is None:
            return
        bound = _signed(bound, width)
        answer = _decide(predicate, interval, bound)
        if answer is not None:
            rewriter.replace(op, int_constant(int(answer), IntegerType(1)))
            return
        if not isinstance(op.lhs.owner, llvm.ShlOp | llvm.ZExtOp | llvm.SExtOp):
            return
        smallest, largest = -(1 << (width - 1)), (1 << (width - 1)) - 1
        low, high = {
            "slt": (smallest, bound - 1), "sle": (smallest, bound), "sgt": (bound + 1, largest), "sge": (bound, largest)
        }[predicate]
        narrowed = narrow_range(op.lhs, low, high)
        if isinstance(narrowed, bool):
            rewriter.replace(op, int_constant(int(narrowed), IntegerType(1)))
        elif narrowed[0] is not op.lhs:
            rewriter.replace(op, range_test(*narrowed))


def _negated(value: SSAValue) -> SSAValue | None:
    """a for `a ^ -1`, else None."""
    op = value.owner
    width = _width(value)
    if isinstance(op, llvm.XOrOp) and width is not None and _constant(op.rhs) == (1 << width) - 1:
        return op.lhs
    return None


class FoldNegatedOperands(RewritePattern):
    """`~a | ~b` is `~(a & b)`, `~a & ~b` is `~(a | b)`."""

    roots = (llvm.OrOp, llvm.AndOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, llvm.OrOp | llvm.AndOp):
            return
        a, b = _negated(op.lhs), _negated(op.rhs)
        if a is None or b is None or not isinstance(a.type, IntegerType):
            return
        inner = llvm.AndOp(a, b) if isinstance(op, llvm.OrOp) else llvm.OrOp(a, b)
        ones = int_constant(-1, a.type)
        rewriter.replace(op, [inner, ones, llvm.XOrOp(inner.results[0], ones.result)])


def _low_bits_test(value: SSAValue) -> tuple[SSAValue, int, bool] | None:
    """(x, k, inside) for `icmp ule x, 2^k - 1` / `ult x, 2^k` (inside) or `ugt x, 2^k - 1` /
    `uge x, 2^k` (not inside), k below x's width; else None."""
    op = value.owner
    if not isinstance(op, llvm.ICmpOp) or (bound := _constant(op.rhs)) is None:
        return None
    predicate = _PREDICATES[op.predicate.value.data]
    if predicate in ("ult", "uge"):
        bound -= 1
    elif predicate not in ("ule", "ugt"):
        return None
    if bound < 0 or bound & (bound + 1):
        return None
    return op.lhs, bound.bit_length(), predicate in ("ule", "ult")


class MergeLowBitsTests(RewritePattern):
    """`x <=u 2^k - 1 & y <=u 2^k - 1` is `(x | y) <=u 2^k - 1`: both have no bit at k or
    above exactly when their or has none; `x >u 2^k - 1 | y >u 2^k - 1` likewise."""

    roots = (llvm.AndOp, llvm.OrOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, llvm.AndOp | llvm.OrOp) or op.results[0].type != IntegerType(1):
            return
        first, second = _low_bits_test(op.lhs), _low_bits_test(op.rhs)
        if first is None or second is None or first[1:] != second[1:] or first[0].type != second[0].type:
            return
        if first[2] != isinstance(op, llvm.AndOp):
            return  # `inside & inside` or `outside | outside` only
        x, y = first[0], second[0]
        assert isinstance(x.type, IntegerType)
        either = llvm.OrOp(x, y)
        bound = int_constant((1 << first[1]) - 1, x.type)
        predicate = _PREDICATES.index("ule" if first[2] else "ugt")
        compare = llvm.ICmpOp(either.results[0], bound.result, IntegerAttr(predicate, 64))
        rewriter.replace(op, [either, bound, compare])


def _zero_test(value: SSAValue) -> tuple[SSAValue, bool] | None:
    """(x, is_eq) for `icmp eq/ne x, 0`, else None."""
    op = value.owner
    if not isinstance(op, llvm.ICmpOp) or _constant(op.rhs) != 0:
        return None
    predicate = _PREDICATES[op.predicate.value.data]
    return (op.lhs, predicate == "eq") if predicate in ("eq", "ne") else None


def _split_fields(a: SSAValue, b: SSAValue) -> SSAValue | None:
    """x where {a, b} is {x & (2^k - 1), x >>u k}: both zero exactly when x is."""
    for low, high in ((a, b), (b, a)):
        mask, shift = low.owner, high.owner
        if (
            isinstance(mask, llvm.AndOp)
            and isinstance(shift, llvm.LShrOp)
            and mask.lhs is shift.lhs
            and (m := _constant(mask.rhs)) is not None
            and (k := _constant(shift.rhs)) is not None
            and m == (1 << k) - 1
        ):
            return mask.lhs
    return None


class MergeZeroTests(RewritePattern):
    """`a == 0 & b == 0` is `(a | b) == 0` and `a != 0 | b != 0` is `(a | b) != 0`; where a
    and b are the low and high fields of one x (`x & (2^k - 1)`, `x >> k`), x itself is
    compared: Triton's "first lane of the first warp" (`lane == 0 & warp == 0` of tid), which
    ptxas then sees as `tid == 0` (it aggregates an atomic across the warp otherwise)."""

    roots = (llvm.AndOp, llvm.OrOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, llvm.AndOp | llvm.OrOp) or op.results[0].type != IntegerType(1):
            return
        first, second = _zero_test(op.lhs), _zero_test(op.rhs)
        if first is None or second is None or first[1] != second[1] or first[1] != isinstance(op, llvm.AndOp):
            return
        a, b = first[0], second[0]
        if a.type != b.type or not isinstance(a.type, IntegerType):
            return
        predicate = IntegerAttr(_PREDICATES.index("eq" if first[1] else "ne"), 64)
        zero = int_constant(0, a.type)
        if (whole := _split_fields(a, b)) is not None:
            rewriter.replace(op, [zero, llvm.ICmpOp(whole, zero.result, predicate)])
            return
        either = llvm.OrOp(a, b)
        rewriter.replace(op, [either, zero, llvm.ICmpOp(either.results[0], zero.result, predicate)])


def _never_returns(call: Operation) -> bool:
    """Whether `call` calls a function declared `noreturn` (in its passthrough, as Triton
    declares `__assertfail`)."""
    if not isinstance(call, llvm.CallOp) or call.callee is None:
        return False
    callee = SymbolTable.lookup_symbol(call, call.callee)
    if not isinstance(callee, llvm.FuncOp):
        return False
    # A property where xDSL's llvm.func parser knows it, an attribute where it came generic.
    passthrough = callee.passthrough or callee.attributes.get("passthrough")
    if not isinstance(passthrough, ArrayAttr):
        return False
    return any(
        (isinstance(entry, StringAttr) and entry.data == "noreturn")
        or (isinstance(entry, ArrayAttr) and entry.data and entry.data[0] == StringAttr("noreturn"))
        for entry in passthrough.data
    )


class FoldBranchAfterNoreturn(RewritePattern):
    """The branch after a call that never returns is `unreachable` (`trap`, as LLVM's PTX):
    the block it went to is then reached only from where the check passed, which is what
    `signed_interval`'s dominating conditions read."""

    roots = (llvm.BrOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        previous = op.prev_op
        if isinstance(op, llvm.BrOp) and previous is not None and _never_returns(previous):
            rewriter.replace(op, llvm.UnreachableOp())


class FoldConstantBranch(RewritePattern):
    """`cond_br true/false` is a `br` to the taken target (the other block may become
    unreachable; selection and ptxas drop it)."""

    roots = (llvm.CondBrOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, llvm.CondBrOp) or (taken := _constant(op.cond)) is None or op.attributes:
            return
        if taken:
            rewriter.replace(op, llvm.BrOp(op.then_block, *op.then_arguments))
        else:
            rewriter.replace(op, llvm.BrOp(op.else_block, *op.else_arguments))


def fits_after_add(x: SSAValue, width: int) -> list[Operation] | None:
    """For x = `sext a + sext b` (a and b `width`-bit integers): the ops testing that x is a
    `width`-bit signed value, i.e. that `a + b` does not overflow, in `width` bits: the sum is
    below a exactly when b is negative. None for any other x."""
    add = x.owner
    if not isinstance(add, llvm.AddOp):
        return None
    narrow: list[SSAValue] = []
    for operand in add.operands:
        ext = operand.owner
        if not isinstance(ext, llvm.SExtOp) or _width(ext.arg) != width:
            return None
        narrow.append(ext.arg)
    a, b = narrow
    type_ = a.type
    assert isinstance(type_, IntegerType)
    slt = IntegerAttr(_PREDICATES.index("slt"), 64)
    total = llvm.AddOp(a, b)
    zero = int_constant(0, type_)
    wrapped = llvm.ICmpOp(total.results[0], a, slt)
    negative = llvm.ICmpOp(b, zero.result, slt)
    differ = llvm.XOrOp(wrapped.results[0], negative.results[0])
    true = int_constant(1, IntegerType(1))
    return [total, zero, wrapped, negative, differ, true, llvm.XOrOp(differ.results[0], true.result)]


def narrow_range(x: SSAValue, low: int, high: int) -> tuple[SSAValue, int, int, bool] | bool:
    """`low <= x <= high` (signed) as the same test of a narrower value: through `x = y << k`
    that cannot wrap (bounds divided by 2^k) and through a zext/sext (bounds clamped to what
    the extension can give): (value, low, high, whether the bounds are unsigned: through a
    zext), or True or False where the test is decided. Triton's `sext(pid) * 512` fitting
    i32 is `pid <=u 4194303` (pid is not negative)."""
    width = _width(x)
    assert width is not None
    shift = x.owner
    if isinstance(shift, llvm.ShlOp) and (k := _constant(shift.rhs)) is not None and k < width:
        interval = signed_interval(shift.lhs)
        if interval is not None and -(1 << (width - 1)) <= interval[0] << k and interval[1] << k < 1 << (width - 1):
            x, low, high = shift.lhs, -((-low) >> k), high >> k
    ext = x.owner
    if isinstance(ext, llvm.ZExtOp | llvm.SExtOp) and (narrow := _width(ext.arg)) is not None:
        unsigned = isinstance(ext, llvm.ZExtOp)
        reach = (0, (1 << narrow) - 1) if unsigned else (-(1 << (narrow - 1)), (1 << (narrow - 1)) - 1)
        low, high = max(low, reach[0]), min(high, reach[1])
        if low > high:
            return False
        if (low, high) == reach:
            return True
        return ext.arg, low, high, unsigned
    return x, low, high, False


def range_test(x: SSAValue, low: int, high: int, unsigned: bool) -> list[Operation]:
    """The ops testing `low <= x <= high` (bounds of x read unsigned or signed), the last one
    giving the answer: one compare where a bound is the type's own, else `x - low <=u high -
    low`."""
    width = _width(x)
    assert width is not None and isinstance(x.type, IntegerType)
    mask = (1 << width) - 1
    smallest, largest = (0, mask) if unsigned else (-(1 << (width - 1)), (1 << (width - 1)) - 1)

    def compare(value: SSAValue, predicate: str, bound: int) -> list[Operation]:
        constant = int_constant(bound, x.type)  # type: ignore[arg-type]
        return [constant, llvm.ICmpOp(value, constant.result, IntegerAttr(_PREDICATES.index(predicate), 64))]

    if low == smallest:
        return compare(x, "ule" if unsigned else "sle", high)
    if high == largest:
        return compare(x, "uge" if unsigned else "sge", low)
    offset = int_constant(-low, x.type)
    shifted = llvm.AddOp(x, offset.result)
    return [offset, shifted, *compare(shifted.results[0], "ule", high - low)]
