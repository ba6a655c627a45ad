"""The middle end (#18) keeps programs' meaning, checked by execution: the llvm-dialect IR before
and after lower-to-ptx's -O2 middle-end passes, exported to LLVM IR and run on the host CPU by
llvmlite's JIT (`nvvm_xdsl_testing.host_exec`) on the same random inputs, must leave the same
memory behind.

* generated programs (hypothesis): a loop over an input array applying a random chain of
  integer arithmetic with random and edge constants (INT_MIN, -1, 0, powers of two and their
  neighbours), divisions and remainders by constants included, storing every intermediate;
* generated float programs (hypothesis) for llvm-fp-contract under `fast`: random sums and
  differences of products, shared products included; the products' operands are small
  integers and halves, so every product is exact in f32 and a fused multiply-add rounds as the
  add alone did (contraction only changes results through the product's rounding);
* generated pointer loops (hypothesis) for llvm-lsr: a counted loop (random start, any of the
  bound tests it accepts and some it must not) advancing several pointers by random constant
  steps, shared steps included, loading through some and storing through the others;
* llvm-libdevice-leaves is checked against libdevice's own PTX instead
  (tests/test_llvm_libdevice_leaves.py): the host has no libdevice to run the calls before it;
* the hand-written corpora (tests/corpus, tests/kernels, examples): every kernel the host can
  run (NVVM intrinsics other than special registers and barriers cannot) and the middle end
  changes, with random buffers, 4 threads x 2 blocks run one after another.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

pytest.importorskip("llvmlite")
from hypothesis import HealthCheck, Phase, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402
from xdsl.dialects import llvm  # noqa: E402
from xdsl.dialects.builtin import IntegerType  # noqa: E402
from xdsl.rewriter import Rewriter  # noqa: E402

from nvvm_xdsl.transforms.llvm_peephole import constant_int  # noqa: E402
from nvvm_xdsl.transforms.llvm_peephole_division import unsigned_magic  # noqa: E402
from nvvm_xdsl_testing.exec_check import assert_same_memory, optimised, word_args  # noqa: E402
from nvvm_xdsl_testing.host_exec import BUFFER_BYTES, HostUnsupported, KernelArgs, run_kernels  # noqa: E402
from nvvm_xdsl_testing.mlir_to_llvm_ir import parse_mlir  # noqa: E402

ROOT = Path(__file__).parent.parent
INT_MIN, INT_MAX = -(1 << 31), (1 << 31) - 1
BUFFER_WORDS = BUFFER_BYTES // 4
EDGE_VALUES = [0, 1, -1, 2, -2, 3, 7, 31, 32, 33, -32, INT_MIN, INT_MAX, INT_MIN + 1, 1 << 16, 0x55555555]


# ---------------------------------------------------------------------------------------------
# Generated programs
# ---------------------------------------------------------------------------------------------

BINARY = ["add", "sub", "mul", "and", "or", "xor"]
SHIFTS = ["shl", "lshr", "ashr"]
DIVISIONS = ["udiv", "urem", "sdiv", "srem"]
PREDICATES = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]

constants = st.one_of(
    st.sampled_from(EDGE_VALUES),
    st.integers(0, 30).map(lambda k: 1 << k),
    st.integers(0, 30).map(lambda k: (1 << k) - 1),
    st.integers(INT_MIN, INT_MAX),
)
divisors = st.one_of(
    constants,
    st.integers(0, 30).map(lambda k: 1 << k),
    st.integers(0, 30).map(lambda k: -(1 << k)),
    st.integers(2, 1000),
)


@st.composite
def programs(draw) -> list[tuple]:
    """Steps over values v0 = x (the input), v1 = i (the index), v2.. (earlier results)."""
    steps: list[tuple] = []
    for index in range(draw(st.integers(8, 60))):
        available = index + 2

        def value(available=available):
            return ("v", draw(st.integers(0, available - 1)))

        def operand():
            # Mostly values: an op of two constants only tests constant folding.
            return draw(st.one_of(st.just(None), st.just(None), st.just(None), constants.map(lambda c: ("c", c)))) or value()

        kind = draw(st.sampled_from(["binary", "binary", "shift", "division", "division", "cast", "select"]))
        if kind == "binary":
            steps.append(("binary", draw(st.sampled_from(BINARY)), operand(), operand()))
        elif kind == "shift":
            steps.append(("binary", draw(st.sampled_from(SHIFTS)), operand(), ("c", draw(st.integers(0, 31)))))
        elif kind == "division":
            op = draw(st.sampled_from(DIVISIONS))
            divisor = draw(divisors.filter(lambda c, op=op: c != 0 and (op in ("udiv", "urem") or c != -1)))
            steps.append(("binary", op, value(), ("c", divisor)))
        elif kind == "cast":
            steps.append(("cast", draw(st.sampled_from(["trunc8", "trunc16", "zext64", "sext64"])), operand(),
                          draw(st.sampled_from(["zext", "sext"]))))
        else:
            steps.append(("select", draw(st.sampled_from(PREDICATES)), operand(), operand(), operand(), operand()))
    return steps


def program_text(steps: list[tuple]) -> str:
    lines: list[str] = []
    constant_count = 0

    def value(operand: tuple) -> str:
        nonlocal constant_count
        kind, payload = operand
        if kind == "v":
            return ["%x", "%i"][payload] if payload < 2 else f"%v{payload}"
        constant_count += 1
        name = f"%k{constant_count}"
        lines.append(f"    {name} = llvm.mlir.constant({payload} : i32) : i32")
        return name

    for index, step in enumerate(steps, start=2):
        result = f"%v{index}"
        if step[0] == "binary":
            _, op, lhs, rhs = step
            a, b = value(lhs), value(rhs)
            lines.append(f"    {result} = llvm.{op} {a}, {b} : i32")
        elif step[0] == "cast":
            _, cast, operand, back = step
            a = value(operand)
            narrow = {"trunc8": "i8", "trunc16": "i16"}.get(cast)
            if narrow:
                lines.append(f"    {result}n = llvm.trunc {a} : i32 to {narrow}")
                lines.append(f"    {result} = llvm.{back} {result}n : {narrow} to i32")
            else:
                lines.append(f"    {result}w = llvm.{cast[:4]} {a} : i32 to i64")
                lines.append(f"    {result} = llvm.trunc {result}w : i64 to i32")
        else:
            _, predicate, lhs, rhs, if_true, if_false = step
            a, b, t, f = value(lhs), value(rhs), value(if_true), value(if_false)
            lines.append(f'    {result}c = llvm.icmp "{predicate}" {a}, {b} : i32')
            lines.append(f"    {result} = llvm.select {result}c, {t}, {f} : i1, i32")
        lines += _store_to_slot(result, index, index - 2, "i32")
    return loop_kernel("i32", len(steps), lines)


def _store_to_slot(value: str, index: int, slot: int, element: str) -> list[str]:
    """The lines storing `value` to `out[i * width + slot]` (their names numbered by `index`)."""
    return [
        f"    %slot{index} = llvm.mlir.constant({slot} : i32) : i32",
        f"    %at{index} = llvm.add %base, %slot{index} : i32",
        f"    %p{index} = llvm.getelementptr %out[%at{index}] : (!llvm.ptr, i32) -> !llvm.ptr, {element}",
        f"    llvm.store {value}, %p{index} : {element}, !llvm.ptr",
    ]


def loop_kernel(element: str, width: int, body: list[str]) -> str:
    """`@f(%in, %out, %n)`: for each i below n, `%x = in[i]`, then the body, which reads `%x`
    and `%i` and stores its `width` results from `%base = i * width` on."""
    lines = "\n".join(line for line in body if line)
    return f"""
llvm.func @f(%in: !llvm.ptr, %out: !llvm.ptr, %n: i32) {{
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.br ^loop(%zero : i32)
^loop(%i: i32):
    %xp = llvm.getelementptr %in[%i] : (!llvm.ptr, i32) -> !llvm.ptr, {element}
    %x = llvm.load %xp : !llvm.ptr -> {element}
    %width = llvm.mlir.constant({width} : i32) : i32
    %base = llvm.mul %i, %width : i32
{lines}
    %one = llvm.mlir.constant(1 : i32) : i32
    %next = llvm.add %i, %one : i32
    %more = llvm.icmp "slt" %next, %n : i32
    llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  llvm.return
}}
"""


def _inputs(rng: random.Random) -> list[int]:
    return EDGE_VALUES + [rng.randint(INT_MIN, INT_MAX) for _ in range(48)]


# No shrinking: every example is a child process, and the failure message names the program.
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow],
          phases=[Phase.explicit, Phase.reuse, Phase.generate])
@given(programs(), st.randoms(use_true_random=False))
def test_generated_programs_compute_the_same_after_the_middle_end(steps, rng):
    text = program_text(steps)
    before = parse_mlir(text)
    after = optimised(before)
    inputs = _inputs(rng)
    # The simulated grid calls the function 8 times; it does not read special registers, so
    # every call computes the same.
    assert_same_memory(before, after, word_args(inputs, 4 * len(inputs) * len(steps)), label=text)


def test_the_generated_loops_are_optimised():
    """The programs above exercise the passes: a division by 7 becomes a multiply, and the
    loop's constants leave the loop."""
    text = program_text([("binary", "udiv", ("v", 0), ("c", 7)), ("binary", "sdiv", ("v", 2), ("c", 16))])
    after = optimised(parse_mlir(text))
    names = [op.name for op in after.walk()]
    assert "llvm.udiv" not in names and "llvm.sdiv" not in names
    function = next(op for op in after.walk() if isinstance(op, llvm.FuncOp))
    loop = function.body.blocks[1]
    assert not [op for op in loop.ops if isinstance(op, llvm.ConstantOp)], str(function)


@pytest.mark.parametrize("divisor", [3, 5, 6, 7, 10, 11, 25, 32, 100, 641, 1000, 65537, 0x7FFFFFFF, 0x80000001, 0xFFFFFFFF])
def test_udiv32_magic_numbers(divisor):
    multiplier, shift = unsigned_magic(divisor, 32, 32)
    rng = random.Random(divisor)
    samples = [0, 1, divisor - 1, divisor, divisor + 1, (1 << 32) - 1, (1 << 32) - divisor]
    samples += [rng.randrange(1 << 32) for _ in range(20000)]
    samples += [k * divisor + r for k in (1, 2, 3, ((1 << 32) - 1) // divisor) for r in (0, 1, divisor - 1)]
    for x in samples:
        if 0 <= x < 1 << 32:
            assert (x * multiplier) >> (32 + shift) == x // divisor, x


def test_udiv32_magic_numbers_exhaustively_for_small_divisors():
    """Every divisor below 2^10, on every dividend around the multiples where the rounding
    error of the magic number is largest (the top of the range)."""
    for divisor in range(1, 1 << 10):
        multiplier, shift = unsigned_magic(divisor, 32, 32)
        top = (1 << 32) - 1
        for x in range(top - 3 * divisor, top + 1):
            assert (x * multiplier) >> (32 + shift) == x // divisor, (divisor, x)


# ---------------------------------------------------------------------------------------------
# Generated float programs: multiply-add contraction
# ---------------------------------------------------------------------------------------------

SMALL_FLOATS = [0.0, -0.0, 0.5, 1.0, -1.0, 1.5, 2.0, -3.0, 7.0, 0.25]
LARGE_FLOATS = [3.0e7, -1.0e30, 16777217.0, 0.1]


@st.composite
def float_programs(draw) -> list[tuple]:
    """Steps over values v0 = x (the input), v1.. (earlier results). Products take the input or
    small constants only (exact); sums and differences take anything, products included."""
    steps: list[tuple] = []
    products: list[int] = []
    for index in range(draw(st.integers(4, 30))):
        available = index + 1

        def small():
            return draw(st.one_of(st.just(("v", 0)), st.sampled_from(SMALL_FLOATS).map(lambda c: ("c", c))))

        if not products or draw(st.booleans()):
            steps.append(("fmul", small(), small()))
            products.append(available)
        else:
            op = draw(st.sampled_from(["fadd", "fsub"]))
            product = ("v", draw(st.sampled_from(products)))
            # Large constants make the sums round.
            other = draw(st.one_of(st.integers(0, available - 1).map(lambda v: ("v", v)),
                                   st.sampled_from(LARGE_FLOATS).map(lambda c: ("c", c))))
            pair = (product, other) if draw(st.booleans()) else (other, product)
            steps.append((op, *pair))
    return steps


def float_program_text(steps: list[tuple]) -> str:
    lines: list[str] = []
    for index, (op, lhs, rhs) in enumerate(steps, start=1):
        operands = []
        for side, (kind, payload) in (("l", lhs), ("r", rhs)):
            if kind == "v":
                operands.append("%x" if payload == 0 else f"%v{payload}")
            else:
                lines.append(f"    %k{index}{side} = llvm.mlir.constant({payload:.9e} : f32) : f32")
                operands.append(f"%k{index}{side}")
        lines.append(f"    %v{index} = llvm.{op} {operands[0]}, {operands[1]} : f32")
        lines += _store_to_slot(f"%v{index}", index, index - 1, "f32")
    return loop_kernel("f32", len(steps), lines)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow],
          phases=[Phase.explicit, Phase.reuse, Phase.generate])
@given(float_programs(), st.randoms(use_true_random=False))
def test_generated_float_programs_compute_the_same_after_contraction(steps, rng):
    text = float_program_text(steps)
    before = parse_mlir(text)
    after = optimised(before, fp_contract="fast")
    inputs = SMALL_FLOATS + [float(rng.randint(-1000, 1000)) / 2 for _ in range(24)]
    assert_same_memory(before, after, word_args(inputs, 4 * len(inputs) * len(steps), fmt="f"), label=text)


def test_the_generated_float_programs_are_contracted():
    """The programs above exercise llvm-fp-contract: sums and differences of products, one
    product shared, become fused multiply-adds (the products stay: the programs store them)."""
    steps = [("fmul", ("v", 0), ("c", 1.5)), ("fadd", ("v", 1), ("v", 0)), ("fsub", ("c", 0.1), ("v", 1)),
             ("fmul", ("v", 0), ("v", 0)), ("fsub", ("v", 4), ("c", 3.0e7))]
    after = optimised(parse_mlir(float_program_text(steps)), fp_contract="fast")
    names = [op.name for op in after.walk()]
    assert names.count("llvm.intr.fma") == 3 and names.count("llvm.fadd") + names.count("llvm.fsub") == 0, str(after)


# ---------------------------------------------------------------------------------------------
# Generated pointer loops: loop strength reduction
# ---------------------------------------------------------------------------------------------

MIDDLE = 4096
"""Pointers start this many i32s into the buffers (16 KiB of 64), far from both ends."""


@st.composite
def pointer_loops(draw) -> dict:
    count = draw(st.integers(2, 7))
    return {
        "start": draw(st.sampled_from([0, 0, 5, -3, INT_MAX - 4])),
        "test": draw(st.sampled_from(["slt", "ult", "sgt", "ugt", "ne", "sle"])),
        "steps": [draw(st.sampled_from([1, 1, 2, -1, 3, 4, -8])) for _ in range(count)],
        "element": [draw(st.sampled_from(["i32", "i8", "i16"])) for _ in range(count)],
        "starts": [draw(st.integers(-64, 64)) for _ in range(count)],
    }


def pointer_loop_text(loop: dict) -> str:
    count = len(loop["steps"])
    loads = [f"    %x{j} = llvm.load %q{j} : !llvm.ptr -> i32" for j in range(0, count, 2)]
    stores = [f"    llvm.store %y{j - 1}, %q{j} : i32, !llvm.ptr" for j in range(1, count, 2)]
    sums = [f"    %y{j} = llvm.add %x{j}, %i : i32" for j in range(0, count, 2)]
    inits, advances = [], []
    for j, (step, element, offset) in enumerate(zip(loop["steps"], loop["element"], loop["starts"], strict=True)):
        buffer = "%in" if j % 2 == 0 else "%out"
        inits.append(f"  %p{j} = llvm.getelementptr {buffer}[{MIDDLE + offset}] : (!llvm.ptr) -> !llvm.ptr, i32")
        advances.append(f"    %r{j} = llvm.getelementptr %q{j}[{step}] : (!llvm.ptr) -> !llvm.ptr, {element}")
    test = loop["test"]
    # The bound test as the pass must find it: the counter left of slt/ult/ne/sle, right of sgt/ugt.
    compare = f'llvm.icmp "{test}" %bound, %i' if test in ("sgt", "ugt") else f'llvm.icmp "{test}" %i, %bound'
    args = ", ".join(f"%q{j}" for j in range(count))
    types = ", ".join(["!llvm.ptr"] * count)
    starts = ", ".join(f"%p{j}" for j in range(count))
    nexts = ", ".join(f"%r{j}" for j in range(count))
    body = "\n".join([*loads, *sums, *stores, *advances])
    return f"""
llvm.func @f(%in: !llvm.ptr, %out: !llvm.ptr, %n: i32) {{
  %start = llvm.mlir.constant({loop["start"]} : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %bound = llvm.add %start, %n : i32
{chr(10).join(inits)}
  llvm.br ^loop(%start, {starts} : i32, {types})
^loop(%i: i32, {", ".join(f"{a}: !llvm.ptr" for a in args.split(", "))}):
  %more = {compare} : i32
  llvm.cond_br %more, ^body, ^exit
^body:
{body}
    %i2 = llvm.add %i, %one : i32
    llvm.br ^loop(%i2, {nexts} : i32, {types})
^exit:
  llvm.return
}}
"""


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow],
          phases=[Phase.explicit, Phase.reuse, Phase.generate])
@given(pointer_loops(), st.integers(0, 1 << 32))
def test_generated_pointer_loops_compute_the_same_after_strength_reduction(loop, seed):
    rng = random.Random(seed)
    text = pointer_loop_text(loop)
    before = parse_mlir(text)
    after = optimised(before)
    words = [rng.randint(INT_MIN, INT_MAX) for _ in range(BUFFER_WORDS)]
    args = word_args(words, 4 * BUFFER_WORDS, _finite_count(loop, rng.randint(0, 12)))
    assert_same_memory(before, after, args, label=text)


def _finite_count(loop: dict, n: int) -> int:
    """`n`, unless the loop would never end: `i <= INT_MAX` holds for every i32 (the counter wraps
    and the pointers run off their buffers, in the input itself)."""
    return n - 1 if loop["test"] == "sle" and loop["start"] + n == INT_MAX else n


def test_the_generated_pointer_loops_are_reduced():
    """The loops above exercise llvm-lsr: two pointers with the same step leave the header."""
    loop = {"start": 0, "test": "slt", "steps": [4, 4, 1], "element": ["i32", "i32", "i8"], "starts": [0, 0, 0]}
    after = optimised(parse_mlir(pointer_loop_text(loop)))
    function = next(op for op in after.walk() if isinstance(op, llvm.FuncOp))
    header = function.body.blocks[1]
    assert [str(arg.type) for arg in header.args] == ["i32", "!llvm.ptr"], str(function)


def count_down_loop_text(start: int, step: int, predicate: str) -> str:
    """A loop (tested at its end, as clang rotates them) whose counter steps by `step` from
    `start` to `start + n * step`, compared for equality only: llvm-lsr counts it down."""
    exit_on, stay_on = ("^exit(%acc2 : i32)", "^loop(%i2, %acc2, %p2 : i32, i32, !llvm.ptr)")
    branches = f"{exit_on}, {stay_on}" if predicate == "eq" else f"{stay_on}, {exit_on}"
    return f"""
llvm.func @f(%in: !llvm.ptr, %out: !llvm.ptr, %n: i32) {{
  %start = llvm.mlir.constant({start} : i32) : i32
  %step = llvm.mlir.constant({step} : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %span = llvm.mul %n, %step : i32
  %bound = llvm.add %start, %span : i32
  llvm.br ^loop(%start, %zero, %in : i32, i32, !llvm.ptr)
^loop(%i: i32, %acc: i32, %p: !llvm.ptr):
  %x = llvm.load %p : !llvm.ptr -> i32
  %acc2 = llvm.add %acc, %x : i32
  %p2 = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %i2 = llvm.add %i, %step : i32
  %done = llvm.icmp "{predicate}" %i2, %bound : i32
  llvm.cond_br %done, {branches}
^exit(%sum: i32):
  llvm.store %sum, %out : i32, !llvm.ptr
  llvm.return
}}
"""


@pytest.mark.parametrize(("start", "step", "predicate"), [(0, 1, "eq"), (5, 4, "eq"), (INT_MAX - 3, 3, "ne"), (7, -2, "ne")])
def test_counted_down_loops_compute_the_same(start, step, predicate):
    """llvm-lsr's count-down (the counter becomes its distance to the bound, tested against 0)
    runs as many iterations, wrapping counters included; and the bound leaves the loop."""
    text = count_down_loop_text(start, step, predicate)
    before = parse_mlir(text)
    after = optimised(before)
    header = next(op for op in after.walk() if isinstance(op, llvm.FuncOp)).body.blocks[1]
    test = next(op for op in header.ops if isinstance(op, llvm.ICmpOp))
    assert any(constant_int(v) == 0 for v in test.operands), str(after)
    rng = random.Random(start)
    words = [rng.randint(INT_MIN, INT_MAX) for _ in range(BUFFER_WORDS)]
    for n in (1, 7):
        assert_same_memory(before, after, word_args(words, 4, n), label=text)


# ---------------------------------------------------------------------------------------------
# The corpora
# ---------------------------------------------------------------------------------------------

CORPUS = sorted(
    p.relative_to(ROOT).as_posix()
    for pattern in ("tests/corpus/*.mlir", "tests/kernels/*.mlir", "examples/*.mlir")
    for p in ROOT.glob(pattern)
)


@pytest.mark.parametrize("path", CORPUS)
def test_corpus_kernels_compute_the_same_after_the_middle_end(path):
    try:
        before = parse_mlir((ROOT / path).read_text())
    except Exception as error:  # noqa: BLE001 - files the plain parser cannot read are covered elsewhere
        pytest.skip(f"not parsed without nvvm-opt's pipeline: {error}")
    # Undefined aggregates are made zero first (a refinement LLVM may make too): once inlining and
    # promotion bring them into view, LLVM's JIT folds them differently before and after.
    for undef in [op for op in before.walk() if isinstance(op, llvm.UndefOp)
                  and isinstance(op.res.type, llvm.LLVMStructType | llvm.LLVMArrayType)]:
        Rewriter.replace_op(undef, llvm.ZeroOp(result_types=[undef.res.type]))
    # Contraction where the input allows it (`contract` flags) changes the rounding by design:
    # the corpora run without it, the float programs above check it on exact products.
    after = optimised(before, fp_contract="off")
    if str(after) == str(before):
        pytest.skip("the middle end changes nothing")
    kernels = [op for op in before.walk() if isinstance(op, llvm.FuncOp) and "nvvm.kernel" in op.attributes
               and op.body.blocks]
    if not kernels:
        pytest.skip("no kernel")
    rng = random.Random(path)
    ran = 0
    for kernel in kernels:
        try:
            args = KernelArgs.random_for(kernel, rng)
            results = run_kernels([before, after], kernel.sym_name.data, args)
        except (HostUnsupported, NotImplementedError) as error:
            reason = str(error)
            continue
        expected, actual = results
        if not isinstance(expected, list):
            reason = f"the unoptimised kernel {expected} on the host"
            continue
        assert actual == expected, f"@{kernel.sym_name.data} differs after the middle end"
        ran += 1
    if not ran:
        pytest.skip(reason)


# ---------------------------------------------------------------------------------------------
# Hand-written idioms from Triton's kernels (#26): each rule's input, run before and after
# ---------------------------------------------------------------------------------------------

# Bodies over %x (the input word) and %i; `%y` is a second, unrelated word derived from both.
# Each lists the values it stores and an op name the middle end must remove (the rule fired).
IDIOMS: dict[str, tuple[str, list[str], str]] = {
    "xor_cancels": (
        """
    %t = llvm.xor %x, %y : i32
    %a = llvm.xor %x, %t : i32
    %b = llvm.xor %t, %y : i32
    %r = llvm.add %a, %b : i32""",
        ["%r"], "llvm.xor",
    ),
    "xor_select_swap": (
        """
    %z0 = llvm.mlir.constant(0 : i32) : i32
    %c = llvm.icmp "sgt" %x, %y : i32
    %t = llvm.xor %x, %y : i32
    %s = llvm.select %c, %t, %z0 : i1, i32
    %lo = llvm.xor %x, %s : i32
    %z = llvm.select %c, %z0, %t : i1, i32
    %hi = llvm.xor %z, %y : i32""",
        ["%lo", "%hi"], "llvm.xor",
    ),
    "bool_ne": (
        """
    %z0 = llvm.mlir.constant(0 : i32) : i32
    %k1 = llvm.mlir.constant(1 : i32) : i32
    %p = llvm.icmp "slt" %x, %z0 : i32
    %q = llvm.icmp "ult" %y, %x : i32
    %d = llvm.icmp "ne" %p, %q : i1
    %e = llvm.icmp "eq" %p, %q : i1
    %a = llvm.select %d, %x, %y : i1, i32
    %b = llvm.select %e, %k1, %z0 : i1, i32""",
        ["%a", "%b"], "llvm.icmp",
    ),
    "isinf": (
        """
    %f = llvm.bitcast %x : i32 to f32
    %pinf = llvm.mlir.constant(0x7F800000 : f32) : f32
    %ninf = llvm.mlir.constant(0xFF800000 : f32) : f32
    %a1 = llvm.fcmp "oeq" %f, %pinf : f32
    %a2 = llvm.fcmp "oeq" %ninf, %f : f32
    %inf = llvm.or %a1, %a2 : i1
    %b1 = llvm.fcmp "une" %f, %ninf : f32
    %b2 = llvm.fcmp "une" %f, %pinf : f32
    %fin = llvm.and %b1, %b2 : i1
    %ra = llvm.zext %inf : i1 to i32
    %rb = llvm.zext %fin : i1 to i32""",
        ["%ra", "%rb"], "llvm.fcmp",
    ),
    "range_check": (
        """
    %w = llvm.sext %x : i32 to i64
    %k3 = llvm.mlir.constant(3 : i64) : i64
    %m = llvm.mul %w, %k3 : i64
    %hi = llvm.mlir.constant(2147483647 : i64) : i64
    %lo = llvm.mlir.constant(-2147483648 : i64) : i64
    %c1 = llvm.icmp "sle" %m, %hi : i64
    %c2 = llvm.icmp "sge" %m, %lo : i64
    %fits = llvm.and %c1, %c2 : i1
    %h5 = llvm.mlir.constant(5 : i32) : i32
    %l5 = llvm.mlir.constant(-7 : i32) : i32
    %d1 = llvm.icmp "sgt" %y, %l5 : i32
    %d2 = llvm.icmp "slt" %y, %h5 : i32
    %small = llvm.and %d1, %d2 : i1
    %ra = llvm.zext %fits : i1 to i32
    %rb = llvm.zext %small : i1 to i32""",
        ["%ra", "%rb"], "llvm.and",
    ),
    "negated_branch": (
        """
    %t1 = llvm.mlir.constant(true) : i1
    %f1 = llvm.mlir.constant(false) : i1
    %z1 = llvm.mlir.constant(0 : i32) : i32
    %neg = llvm.icmp "slt" %x, %z1 : i32
    %c = llvm.icmp "eq" %neg, %f1 : i1
    llvm.cond_br %c, ^yes, ^no
  ^yes:
    llvm.br ^join(%x : i32)
  ^no:
    llvm.br ^join(%y : i32)
  ^join(%r: i32):""",
        ["%r"], "llvm.icmp",
    ),
    "extension_known_bits": (
        """
    %m20 = llvm.mlir.constant(1048575 : i32) : i32
    %m31 = llvm.mlir.constant(2147483647 : i32) : i32
    %c7 = llvm.mlir.constant(7 : i32) : i32
    %small = llvm.and %x, %m20 : i32
    %s1 = llvm.add %small, %c7 : i32
    %e1 = llvm.sext %s1 : i32 to i64
    %big = llvm.and %y, %m31 : i32
    %s2 = llvm.add %big, %c7 : i32
    %e2 = llvm.zext %s2 : i32 to i64
    %e3 = llvm.sext %s2 : i32 to i64
    %sum = llvm.add %e1, %e2 : i64
    %all = llvm.add %sum, %e3 : i64
    %k32 = llvm.mlir.constant(32 : i64) : i64
    %top = llvm.lshr %all, %k32 : i64
    %ra = llvm.trunc %all : i64 to i32
    %rb = llvm.trunc %top : i64 to i32""",
        ["%ra", "%rb"], "llvm.sext",
    ),
    "div_rem_pair": (
        """
    %k2 = llvm.mlir.constant(2 : i32) : i32
    %km2 = llvm.mlir.constant(-2 : i32) : i32
    %y2 = llvm.or %y, %k2 : i32
    %d = llvm.and %y2, %km2 : i32
    %q = llvm.sdiv %x, %d : i32
    %r = llvm.srem %x, %d : i32
    %uq = llvm.udiv %x, %d : i32
    %ur = llvm.urem %x, %d : i32""",
        ["%q", "%r", "%uq", "%ur"], "llvm.srem",
    ),
    "sum_fits_i32": (
        """
    %hi = llvm.mlir.constant(2147483647 : i64) : i64
    %lo = llvm.mlir.constant(-2147483648 : i64) : i64
    %wa = llvm.sext %x : i32 to i64
    %wb = llvm.sext %y : i32 to i64
    %s = llvm.add %wa, %wb : i64
    %c1 = llvm.icmp "sle" %s, %hi : i64
    %c2 = llvm.icmp "sge" %s, %lo : i64
    %fits = llvm.and %c1, %c2 : i1
    %wx = llvm.add %wa, %wa : i64
    %d1 = llvm.icmp "sle" %wx, %hi : i64
    %d2 = llvm.icmp "sge" %wx, %lo : i64
    %twice = llvm.and %d1, %d2 : i1
    %ra = llvm.zext %fits : i1 to i32
    %rb = llvm.zext %twice : i1 to i32""",
        ["%ra", "%rb"], "llvm.sext",
    ),
    "decided_compare": (
        """
    %k9 = llvm.mlir.constant(9 : i32) : i32
    %m511 = llvm.mlir.constant(511 : i32) : i32
    %hi = llvm.mlir.constant(2147483647 : i64) : i64
    %k1000 = llvm.mlir.constant(1000 : i64) : i64
    %hb = llvm.shl %x, %k9 : i32
    %off = llvm.and %y, %m511 : i32
    %wa = llvm.sext %hb : i32 to i64
    %wb = llvm.sext %off : i32 to i64
    %s = llvm.add %wa, %wb : i64
    %c = llvm.icmp "sle" %s, %hi : i64
    %u = llvm.icmp "sle" %s, %k1000 : i64
    %m = llvm.icmp "sgt" %wb, %k1000 : i64
    %ra = llvm.zext %c : i1 to i32
    %rb = llvm.zext %u : i1 to i32
    %rc = llvm.zext %m : i1 to i32""",
        ["%ra", "%rb", "%rc"], "llvm.icmp",
    ),
    "lanes_checked": (
        """
    %t1 = llvm.mlir.constant(true) : i1
    %m = llvm.mlir.constant(65535 : i32) : i32
    %k16 = llvm.mlir.constant(65536 : i32) : i32
    %a = llvm.icmp "ule" %x, %m : i32
    %b = llvm.icmp "ult" %y, %k16 : i32
    %na = llvm.xor %a, %t1 : i1
    %nb = llvm.xor %b, %t1 : i1
    %any = llvm.or %na, %nb : i1
    %ga = llvm.icmp "ugt" %x, %m : i32
    %gb = llvm.icmp "uge" %y, %k16 : i32
    %outside = llvm.or %ga, %gb : i1
    %f1 = llvm.mlir.constant(false) : i1
    llvm.cond_br %f1, ^never, ^go
  ^never:
    llvm.br ^join(%x : i32)
  ^go:
    llvm.cond_br %any, ^bad, ^good
  ^bad:
    llvm.br ^join(%x : i32)
  ^good:
    llvm.br ^join(%y : i32)
  ^join(%r: i32):
    %rb = llvm.zext %outside : i1 to i32""",
        ["%r", "%rb"], "llvm.icmp",
    ),
    "zero_tests": (
        """
    %z = llvm.mlir.constant(0 : i32) : i32
    %m7 = llvm.mlir.constant(7 : i32) : i32
    %k3 = llvm.mlir.constant(3 : i32) : i32
    %lane = llvm.and %x, %m7 : i32
    %warp = llvm.lshr %x, %k3 : i32
    %l0 = llvm.icmp "eq" %lane, %z : i32
    %w0 = llvm.icmp "eq" %warp, %z : i32
    %first = llvm.and %l0, %w0 : i1
    %an = llvm.icmp "ne" %lane, %z : i32
    %bn = llvm.icmp "ne" %y, %z : i32
    %any = llvm.or %an, %bn : i1
    %ra = llvm.zext %first : i1 to i32
    %rb = llvm.zext %any : i1 to i32""",
        ["%ra", "%rb"], "llvm.icmp",
    ),
    "select_compare": (
        """
    %z = llvm.mlir.constant(0 : i32) : i32
    %k1 = llvm.mlir.constant(1 : i32) : i32
    %km5 = llvm.mlir.constant(-5 : i32) : i32
    %c = llvm.icmp "slt" %x, %y : i32
    %s = llvm.select %c, %k1, %z : i1, i32
    %a = llvm.icmp "ne" %s, %z : i32
    %t = llvm.select %c, %km5, %k1 : i1, i32
    %b = llvm.icmp "ugt" %t, %k1 : i32
    %e = llvm.icmp "eq" %s, %z : i32
    %pa = llvm.select %a, %x, %y : i1, i32
    %pb = llvm.select %b, %y, %x : i1, i32
    %re = llvm.zext %e : i1 to i32""",
        ["%pa", "%pb", "%re"], "llvm.icmp",
    ),
    "bucket_bounds": (
        """
    %bb_t = llvm.mlir.constant(true) : i1
    %bb_f = llvm.mlir.constant(false) : i1
    %bb_k4 = llvm.mlir.constant(4 : i32) : i32
    %bb_k16 = llvm.mlir.constant(16 : i32) : i32
    %bb_m255 = llvm.mlir.constant(255 : i32) : i32
    %bb_km1 = llvm.mlir.constant(-1 : i32) : i32
    %bb_byte = llvm.and %x, %bb_m255 : i32
    %bb_sh = llvm.ashr %bb_byte, %bb_k4 : i32
    %bb_neg = llvm.ashr %x, %bb_k4 : i32
    %bb_valid = llvm.icmp "slt" %y, %x : i32
    %bb_bucket = llvm.select %bb_valid, %bb_sh, %bb_k16 : i1, i32
    %bb_inside = llvm.icmp "ult" %bb_bucket, %bb_k16 : i32
    %bb_n = llvm.select %bb_valid, %bb_f, %bb_t : i1, i1
    %bb_big = llvm.icmp "ugt" %bb_sh, %bb_k16 : i32
    %bb_pos = llvm.icmp "sgt" %bb_byte, %bb_km1 : i32
    %bb_ra = llvm.zext %bb_inside : i1 to i32
    %bb_rb = llvm.zext %bb_n : i1 to i32
    %bb_rc = llvm.zext %bb_big : i1 to i32
    %bb_rd = llvm.zext %bb_pos : i1 to i32""",
        ["%bb_ra", "%bb_rb", "%bb_rc", "%bb_rd", "%bb_sh", "%bb_neg"], "llvm.icmp",
    ),
    "select_under_its_branch": (
        """
    %bs_c = llvm.icmp "slt" %x, %y : i32
    %bs_s = llvm.select %bs_c, %x, %y : i1, i32
    llvm.cond_br %bs_c, ^bs_yes, ^bs_no
  ^bs_yes:
    %bs_a = llvm.add %bs_s, %i : i32
    llvm.br ^bs_join(%bs_a : i32)
  ^bs_no:
    %bs_b = llvm.mul %bs_s, %bs_s : i32
    llvm.br ^bs_join(%bs_b : i32)
  ^bs_join(%bs_r: i32):""",
        ["%bs_r"], "llvm.select",
    ),
    "bool_to_float": (
        """
    %bf_c = llvm.icmp "slt" %x, %y : i32
    %bf_u = llvm.uitofp %bf_c : i1 to f32
    %bf_s = llvm.sitofp %bf_c : i1 to f32
    %bf_r1 = llvm.bitcast %bf_u : f32 to i32
    %bf_r2 = llvm.bitcast %bf_s : f32 to i32""",
        ["%bf_r1", "%bf_r2"], "llvm.uitofp",
    ),
    "fneg_by_subtraction": (
        """
    %f = llvm.bitcast %x : i32 to f32
    %nz = llvm.mlir.constant(-0.000000e+00 : f32) : f32
    %neg = llvm.fsub %nz, %f : f32
    %r = llvm.bitcast %neg : f32 to i32""",
        ["%r"], "llvm.fsub",
    ),
}
# f32 bit patterns among the inputs: ±0, ±inf, NaNs, the largest finite, a denormal.
FLOAT_EDGE_WORDS = [0x00000000, -0x80000000, 0x7F800000, -0x00800000, 0x7FC00000, -0x00400000, 0x7F800001,
                    0x7F7FFFFF, -0x00800001, 0x00000001, 0x3F800000]


@pytest.mark.parametrize("name", sorted(IDIOMS))
def test_idioms_compute_the_same_after_the_middle_end(name):
    body, results, removed = IDIOMS[name]
    lines = [
        "    %mix = llvm.mlir.constant(-1640531535 : i32) : i32",
        "    %xm = llvm.mul %x, %mix : i32",
        "    %y = llvm.add %xm, %i : i32",
        *body.splitlines(),
    ]
    for slot, value in enumerate(results):
        lines += _store_to_slot(value, 100 + slot, slot, "i32")
    text = loop_kernel("i32", len(results), lines)
    before = parse_mlir(text)
    after = optimised(before)
    count = lambda module: sum(op.name == removed for op in module.walk())  # noqa: E731
    assert count(after) < count(before), f"{name}: the rule did not fire\n{after}"
    inputs = _inputs(random.Random(name)) + FLOAT_EDGE_WORDS
    assert_same_memory(before, after, word_args(inputs, 4 * len(inputs) * len(results)), label=text)


def test_checks_after_a_noreturn_assert_compute_the_same():
    """Triton's debug-mode kernel shape: a failed check calls a `noreturn` function; what the
    check established holds after it (`i <=u 4194303`, i not negative, so `(i << 9) + (x & 511)` is not
    negative), and a range check of `sext(i) << 9` is one 32-bit compare of i. The inputs
    keep every check passing (the host has no `__assertfail`)."""
    body = """
    %lim = llvm.mlir.constant(2147483647 : i64) : i64
    %k9w = llvm.mlir.constant(9 : i64) : i64
    %mpos = llvm.mlir.constant(2147483647 : i32) : i32
    %ip = llvm.and %i, %mpos : i32
    %wi = llvm.sext %ip : i32 to i64
    %scaled = llvm.shl %wi, %k9w : i64
    %ok = llvm.icmp "sle" %scaled, %lim : i64
    llvm.cond_br %ok, ^pass, ^fail
  ^fail:
    llvm.call @fail() : () -> ()
    llvm.br ^pass
  ^pass:
    %k9 = llvm.mlir.constant(9 : i32) : i32
    %m511 = llvm.mlir.constant(511 : i32) : i32
    %z = llvm.mlir.constant(0 : i32) : i32
    %hb = llvm.shl %ip, %k9 : i32
    %lane = llvm.and %x, %m511 : i32
    %sum = llvm.add %hb, %lane : i32
    %nonneg = llvm.icmp "sge" %sum, %z : i32
    %r = llvm.select %nonneg, %sum, %x : i1, i32"""
    text = loop_kernel("i32", 1, [*body.splitlines(), *_store_to_slot("%r", 100, 0, "i32")])
    text += '\nllvm.func @fail() attributes {passthrough = ["noreturn"]} {\n  llvm.unreachable\n}\n'
    before = parse_mlir(text)
    after = optimised(before)
    names = [op.name for op in after.walk()]
    assert "llvm.select" not in names and "llvm.unreachable" in names, str(after)
    assert not [op for op in after.walk() if isinstance(op, llvm.ICmpOp) and op.lhs.type == IntegerType(64)]
    inputs = _inputs(random.Random("noreturn"))
    assert_same_memory(before, after, word_args(inputs, 4 * len(inputs)))
