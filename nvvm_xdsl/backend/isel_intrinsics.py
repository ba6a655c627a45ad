"""Selection of intrinsics: `llvm.call_intrinsic "llvm.X"` (and `llvm.call @llvm.X`, which
calls.py sends here) by the intrinsic's name, and the nvvm ops that read special registers or
wait at a barrier.

An intrinsic name is looked up without its type suffixes (`llvm.smax.i32` -> `smax`) in
`INTRINSICS`; the call's operands are the intrinsic's arguments. Special registers
(`llvm.nvvm.read.ptx.sreg.*`) and warp shuffles/votes are recognised by pattern first.
`SELECTORS` maps the op classes of this family to their patterns."""

from __future__ import annotations

import re

from xdsl.dialects import llvm
from xdsl.dialects.builtin import i1, i32
from xdsl.ir import Operation

from nvvm_xdsl.backend import abi
from nvvm_xdsl.backend.isel_arith import (
    MATH_SELECTORS,
    select_bswap,
    select_freeze,
    select_fshl,
    select_fshr,
    select_undef,
)
from nvvm_xdsl.backend.isel_core import Selector, SelectorCore
from nvvm_xdsl.backend.isel_memory import (
    select_memcpy,
    select_memmove,
    select_memset,
    select_stackrestore,
    select_stacksave,
)
from nvvm_xdsl.backend.isel_nvvm import (
    NVVM_INTRINSICS,
    ONE_INSTRUCTION_INTRINSICS,
    checked_barrier,
    reduce_predicate_at_barrier,
    select_barrier_reduction,
)
from nvvm_xdsl.backend.isel_nvvm_text_intrinsics import SELECTORS as TEXT_INTRINSIC_SELECTORS
from nvvm_xdsl.backend.isel_nvvm_text_intrinsics import SIGNATURES as TEXT_INTRINSIC_SIGNATURES
from nvvm_xdsl.backend.values import REG_BITS, SREG_NAME, Imm, float_type_name
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import llvm_ext, ptx
from nvvm_xdsl.dialects.nvvm import (
    SPECIAL_REGISTER_BY_NAME,
    SPECIAL_REGISTER_OPS,
    Barrier0Op,
    BarrierOp,
    SpecialRegisterOp,
)

# Special registers -----------------------------------------------------------------------------

# Special registers that change between reads.
_CLOCK_REGISTERS = ("%clock", "%globaltimer")


def read_special(sel: SelectorCore, op: Operation, register: str) -> None:
    """The value of special register `register` as the op's result."""
    t = op.results[0].type
    cls = abi.reg_class(t)
    if cls not in ("b32", "b64"):
        raise op_error(op, f"special register read as {t}")
    type_name = f"u{REG_BITS[cls]}"
    if register.startswith(_CLOCK_REGISTERS):
        # A clock reads a new value each time: an op with side effects, which cse and dce
        # leave where it is (ptx.mov is pure).
        sel.set(op.results[0], [sel.read_counter(register, cls)])
        return
    sel.set(op.results[0], [sel.mov(type_name, Imm(register, cls), cls)])


def select_special_register(sel: SelectorCore, op: SpecialRegisterOp) -> None:
    sel.info.target.require(op, op.PTX_REGISTER, min_sm=getattr(op, "MIN_SM", 0))
    read_special(sel, op, op.PTX_REGISTER)


def _select_special_register_by_name(sel: SelectorCore, op: Operation, register_name: str) -> None:
    """`llvm.nvvm.read.ptx.sreg.<register_name>`: the nvvm op's register, or `%<register_name>`
    for one the nvvm dialect does not define."""
    sreg = SPECIAL_REGISTER_BY_NAME.get("nvvm.read.ptx.sreg." + register_name)
    register = sreg.PTX_REGISTER if sreg is not None else "%" + register_name
    sel.info.target.require(op, register, min_sm=getattr(sreg, "MIN_SM", 0))
    read_special(sel, op, register)


# Barriers ---------------------------------------------------------------------------------------


def select_barrier0(sel: SelectorCore, op: Operation) -> None:
    sel.add(ptx.BarOp(Imm("0", "b32")))


def select_barrier(sel: SelectorCore, op: Operation) -> None:
    """`nvvm.barrier` (optionally with id and thread count, or a reduction) or the
    `llvm.nvvm.barrier.*` intrinsics with the same operands."""
    if isinstance(op, BarrierOp) and op.reductionOp is not None:
        select_barrier_reduction(sel, op)
        return
    _barrier(sel, op, aligned=op.is_aligned if isinstance(op, BarrierOp) else True)


def _barrier(sel: SelectorCore, op: Operation, aligned: bool) -> None:
    """`bar.sync id[, count]`, or the non-aligned `barrier.sync` (`nvvm.barrier {aligned =
    false}`, LLVM's `llvm.nvvm.barrier.sync`): the threads may reach it from different code."""
    if not aligned:
        sel.info.target.require(op, "barrier.sync (a non-aligned barrier)", min_sm=70, min_ptx=(6, 0))
    ids = [sel.get1(v, op) for v in op.operands] or [Imm("0", "b32")]
    if isinstance(op, BarrierOp) and op.barrierId is None and op.numberOfThreads is not None:
        ids = [Imm("0", "b32"), *ids]  # a thread count alone counts at barrier 0
    ids = checked_barrier(op, ids)
    sel.add(ptx.BarOp(ids[0], ids[1] if len(ids) > 1 else None, aligned=aligned))


def _select_non_aligned_barrier(sel: SelectorCore, op: Operation) -> None:
    _barrier(sel, op, aligned=False)


def _arrive(aligned: bool) -> Selector:
    """`llvm.nvvm.barrier.cta.arrive[.aligned].count(id, count)`: `bar.arrive`/`barrier.arrive`
    (the thread signals the barrier and goes on)."""

    def select(sel: SelectorCore, op: Operation) -> None:
        opcode = "bar.arrive" if aligned else "barrier.arrive"
        sel.info.target.require(op, opcode, min_sm=20 if aligned else 70, min_ptx=(2, 0) if aligned else (6, 0))
        sel.inst(f"{opcode} $0, $1", checked_barrier(op, [sel.get1(v, op) for v in op.operands]))

    return select


arrive_selector = _arrive
"""Also NVIDIA's `nvvm.barrier.cta.arrive` op's (isel_cute_ext)."""


def _barrier_red(kind: str, aligned: bool) -> Selector:
    """`llvm.nvvm.barrier.cta.red.<popc|and|or>[.aligned].<all|count>(id, [count,] i1 pred)`
    (LLVM 22 upgrades `llvm.nvvm.barrier0.<popc|and|or>` to the `.aligned.all` form at barrier
    0): `bar.red` (`barrier.red` not aligned), an i32 count for popc, an i1 for and/or."""

    def select(sel: SelectorCore, op: Operation) -> None:
        if not aligned:
            sel.info.target.require(op, "barrier.red (a non-aligned barrier)", min_sm=70, min_ptx=(6, 0))
        *barrier, pred = (sel.get1(v, op) for v in op.operands)
        reduced = reduce_predicate_at_barrier(sel, kind, pred, checked_barrier(op, barrier), aligned)
        sel.set(op.results[0], [reduced])

    return select


_BARRIER_RED = {
    f"nvvm.barrier.cta.red.{kind}{'.aligned' if aligned else ''}.{count}": (kind, aligned, count)
    for kind in ("popc", "and", "or") for aligned in (True, False) for count in ("all", "count")
}


# Warp collectives, fences and traps by name -------------------------------------------------------------

_WARP_INTRINSIC = re.compile(r"llvm\.nvvm\.(shfl)\.sync\.(bfly|up|down|idx)\.(?:i32|f32)|llvm\.nvvm\.(vote)\.(any|all|uni|ballot)\.sync")


def _warp_collective(sel: SelectorCore, op: Operation, family: str, mode: str) -> None:
    """Warp shuffles and votes: `llvm.nvvm.shfl.sync.<mode>.<i32|f32>(mask, value, b, c)`,
    `llvm.nvvm.vote.<any|all|uni|ballot>.sync(mask, pred)`."""
    args = [sel.get1(v, op) for v in op.operands]
    if family == "shfl":
        if len(args) != 4 or not op.results:
            raise op_error(op, "shfl.sync takes (mask, value, lane/offset, clamp) and returns the value")
        cls = abi.reg_class(op.results[0].type)
        if cls not in ("b32", "f32"):
            raise op_error(op, f"shfl.sync of {op.results[0].type} is not supported")
        mask, value, b, c = args
        sel.set(op.results[0], sel.shfl(mode, value, b, c, mask, cls))
        return
    mask, pred = args
    sel.set(op.results[0], [sel.vote(mode, pred, mask)])


def _membar(scope: str) -> Selector:
    def select(sel: SelectorCore, op: Operation) -> None:
        sel.membar(scope)

    return select


def _select_trap(sel: SelectorCore, op: Operation) -> None:
    # Not the block's end (an `unreachable` or more code may follow): `trap; exit;` as llc 22.
    sel.inst("trap")
    sel.inst("exit")


def _select_nothing(sel: SelectorCore, op: Operation) -> None:
    """Hints for the optimizer (`assume` and its bundles, lifetime markers): no code, as llc."""


def _select_debugtrap(sel: SelectorCore, op: Operation) -> None:
    sel.inst("brkpt")


def _select_exit(sel: SelectorCore, op: Operation) -> None:
    sel.inst("exit")


def _select_readcyclecounter(sel: SelectorCore, op: Operation) -> None:
    """`llvm.readcyclecounter`: the 64-bit cycle counter, as llc reads it."""
    read_special(sel, op, "%clock64")


def _select_tanh(sel: SelectorCore, op: Operation) -> None:
    """`llvm.tanh` with `afn`: `tanh.approx.f32` (halves through f32, as llc); without `afn` PTX
    has no correctly rounded tanh (llc cannot select it either: libdevice's `__nv_tanhf` is)."""
    flags = op.properties.get("fastmathFlags") or op.attributes.get("fastmathFlags")
    if flags is None or "afn" not in str(flags):
        raise op_error(op, "'llvm.tanh' without 'afn' is not supported (libdevice's __nv_tanhf/__nv_tanh is)")
    t = op.results[0].type
    cls = abi.reg_class(t)
    if cls not in ("f32", "b16"):
        raise op_error(op, f"'llvm.tanh' on {t} is not supported")
    sel.info.target.require(op, "tanh.approx.f32", min_sm=75, min_ptx=(7, 0))
    x = sel.reg(sel.get1(op.operands[0], op))
    if cls == "b16":
        name = float_type_name(t)
        wide = sel.arith("tanh", "f32", [sel.cvt("f32", name, x, "f32")], "f32", ["approx"])
        sel.set(op.results[0], [sel.cvt(name, "f32", wide, "b16", ["rn"])])
        return
    sel.set(op.results[0], [sel.arith("tanh", "f32", [x], "f32", ["approx"])])


def _select_bar_warp_sync(sel: SelectorCore, op: Operation) -> None:
    sel.bar_warp_sync(sel.get1(op.operands[0], op))


# `llvm.nvvm.prefetch*(ptr)`: the instruction and what it needs (LLVM's intrinsic names).
_PREFETCHES: dict[str, tuple[str, dict]] = {
    **{f"nvvm.prefetch{space}.{level}": (f"prefetch{space}.{level}", {})
       for space in ("", ".global", ".local") for level in ("L1", "L2")},
    "nvvm.prefetchu.L1": ("prefetchu.L1", {}),
    "nvvm.prefetch.global.L2.evict.normal": ("prefetch.global.L2::evict_normal", {"min_sm": 80, "min_ptx": (7, 4)}),
    "nvvm.prefetch.global.L2.evict.last": ("prefetch.global.L2::evict_last", {"min_sm": 80, "min_ptx": (7, 4)}),
    "nvvm.prefetch.tensormap.p0": ("prefetch.tensormap", {"min_sm": 90, "min_ptx": (8, 0)}),
    "nvvm.prefetch.tensormap.p4": ("prefetch.const.tensormap", {"min_sm": 90, "min_ptx": (8, 0)}),
    "nvvm.prefetch.tensormap.p101": ("prefetch.param.tensormap", {"min_sm": 90, "min_ptx": (8, 0)}),
}


def _select_prefetch(sel: SelectorCore, op: Operation) -> None:
    name = op.intrin.data if isinstance(op, llvm.CallIntrinsicOp) else ""
    if isinstance(op, llvm.CallOp) and op.callee is not None:
        name = op.callee.string_value()
    opcode, needs = _PREFETCHES[name.removeprefix("llvm.")]
    sel.info.target.require(op, opcode, **needs)
    sel.inst(f"{opcode} [$0]", [sel.get1(op.operands[0], op)], imm_ok=[])


# By name ------------------------------------------------------------------------------------------

# `llvm.call_intrinsic "llvm.<name>.<types>"` by the name without its type suffixes.
INTRINSICS: dict[str, Selector] = {
    # The math and bit ops, by the name after `llvm.intr.` of their op classes.
    **{op.name.removeprefix("llvm.intr."): select for op, select in MATH_SELECTORS.items()},
    **NVVM_INTRINSICS,
    **TEXT_INTRINSIC_SELECTORS,
    "nvvm.barrier0": select_barrier0,
    "nvvm.barrier.cta.sync.aligned.all": select_barrier,
    "nvvm.barrier.sync": _select_non_aligned_barrier,
    "nvvm.barrier.cta.sync.aligned.count": select_barrier,
    "nvvm.barrier.cta.sync.all": _select_non_aligned_barrier,
    "nvvm.barrier.cta.sync.count": _select_non_aligned_barrier,
    "nvvm.barrier.cta.arrive.count": _arrive(aligned=False),
    "nvvm.barrier.cta.arrive.aligned.count": _arrive(aligned=True),
    **{name: _barrier_red(kind, aligned) for name, (kind, aligned, _) in _BARRIER_RED.items()},
    "bswap": select_bswap,
    "fshl": select_fshl,
    "fshr": select_fshr,
    # Round to nearest, ties to even, in the default rounding mode: what roundeven computes.
    "rint": MATH_SELECTORS[llvm_ext.RoundEvenOp],
    "nearbyint": MATH_SELECTORS[llvm_ext.RoundEvenOp],
    "memcpy": select_memcpy,
    # Only a call names it: `llvm.intr.memcpy.inline` has no op class in the universe.
    "memcpy.inline": select_memcpy,
    "memmove": select_memmove,
    "memset": select_memset,
    "nvvm.membar.cta": _membar("cta"),
    "nvvm.membar.gl": _membar("gpu"),
    "nvvm.membar.sys": _membar("sys"),
    "trap": _select_trap,
    "debugtrap": _select_debugtrap,
    "nvvm.exit": _select_exit,
    "readcyclecounter": _select_readcyclecounter,
    "tanh": _select_tanh,
    "assume": _select_nothing,
    "lifetime.start": _select_nothing,
    "lifetime.end": _select_nothing,
    "nvvm.bar.warp.sync": _select_bar_warp_sync,
    **{name: _select_prefetch for name in _PREFETCHES},
    "stacksave": select_stacksave,
    "stackrestore": select_stackrestore,
}

_TYPE_SUFFIX = re.compile(r"i\d+|f\d+|bf16|p\d+|v\d+[a-z0-9]+|f16")


def _intrinsic_base(name: str) -> str:
    """`llvm.memcpy.p0.p0.i64` -> `memcpy`, `llvm.smax.i32` -> `smax`, `llvm.nvvm.barrier0` -> `nvvm.barrier0`."""
    name = name.removeprefix("llvm.")
    if name.startswith("nvvm."):
        return name
    parts = name.split(".")
    while len(parts) > 1 and _TYPE_SUFFIX.fullmatch(parts[-1]):
        parts.pop()
    return ".".join(parts)


# The signatures of the intrinsics selected by name, as LLVM declares them: how many arguments
# each takes (a range where LLVM's versions differ), whether it returns a value, and the kind of
# each argument (`r`: the result's type, `i`: i32, `b`: i1, `*`: checked by the selector). The
# selectors read their operands by position, so a call is checked against these first (a call is
# not an op whose definition fixes its operands). `None`: any operands (`assume` carries bundles).
_Signature = tuple[range | None, bool, str]
_SIGNATURES: dict[str, _Signature] = {
    **{name: (range(1, 2), True, "r") for name in (
        "fabs", "sqrt", "ceil", "floor", "exp2", "log2", "sin", "cos", "roundeven", "trunc", "round",
        "bitreverse", "ctpop", "tanh",
    )},
    **{name: (range(2, 3), True, "rr") for name in (
        "maxnum", "minnum", "copysign", "smax", "smin", "umax", "umin", "maximum", "minimum",
    )},
    **{name: (range(2, 3), True, "**") for name in ("ptrmask", "vector.reduce.fadd", "vector.reduce.fmul")},
    **{name: (range(1, 2), True, "*") for name in INTRINSICS if name.startswith("vector.reduce.") and not name.endswith(("fadd", "fmul"))},
    "fma": (range(3, 4), True, "rrr"),
    "fmuladd": (range(3, 4), True, "rrr"),
    # The i1 flag (is_zero_poison, is_int_min_poison) MLIR's op form keeps as a property.
    **{name: (range(1, 3), True, "rb") for name in ("abs", "ctlz", "cttz")},
    **{f"nvvm.shfl.sync.{mode}.{t}p": (range(4, 5), True, "i*ii") for mode in ("bfly", "up", "down", "idx") for t in ("i32", "f32")},
    **{f"nvvm.barrier0.{kind}": (range(1, 2), True, "i") for kind in ("popc", "and", "or")},
    "nvvm.barrier0": (range(0, 1), False, ""),
    "nvvm.barrier.cta.sync.aligned.all": (range(0, 2), False, "i"),
    "nvvm.barrier.sync": (range(0, 2), False, "i"),
    "nvvm.barrier.cta.sync.all": (range(0, 2), False, "i"),
    "nvvm.barrier.cta.sync.aligned.count": (range(2, 3), False, "ii"),
    "nvvm.barrier.cta.sync.count": (range(2, 3), False, "ii"),
    **{f"nvvm.redux.sync.{kind}": (range(2, 3), True, "ii") for kind in ("add", "min", "max", "umin", "umax", "and", "or", "xor")},
    **{name: (range(2, 3), True, "ib") if count == "all" else (range(3, 4), True, "iib")
       for name, (_, _, count) in _BARRIER_RED.items()},
    "nvvm.barrier.cta.arrive.count": (range(2, 3), False, "ii"),
    "nvvm.barrier.cta.arrive.aligned.count": (range(2, 3), False, "ii"),
    **{name: (range(3, 5), False, "****") for name in ("memcpy", "memcpy.inline", "memmove", "memset")},
    **{name: (range(0, 1), False, "") for name in ("nvvm.membar.cta", "nvvm.membar.gl", "nvvm.membar.sys", "trap", "debugtrap", "nvvm.exit")},
    "readcyclecounter": (range(0, 1), True, ""),
    "assume": (None, False, ""),
    **{name: (range(1, 3), False, "**") for name in ("lifetime.start", "lifetime.end")},
    "nvvm.bar.warp.sync": (range(1, 2), False, "i"),
    **{name: (range(1, 2), True, "*") for name in ("nvvm.d2i.hi", "nvvm.d2i.lo")},
    "nvvm.lohi.i2d": (range(2, 3), True, "ii"),
    **{name: (range(1, 2), False, "*") for name in _PREFETCHES},
    "stacksave": (range(0, 1), True, ""),
    "stackrestore": (range(1, 2), False, "*"),
    "nvvm.elect.sync": (range(1, 2), True, "i"),
    **{name: (range(1, 2), True, "*") for name in INTRINSICS if name.startswith(("nvvm.isspacep.", "nvvm.getctarank"))},
    **{name: (range(2, 3), True, "*i") for name in ("nvvm.mapa", "nvvm.mapa.shared.cluster")},
    "nvvm.is_explicit_cluster": (range(0, 1), True, ""),
    **{name: (range(0, 1), False, "") for name in INTRINSICS if name.startswith("nvvm.barrier.cluster.")},
    "nvvm.fence.sc.cluster": (range(0, 1), False, ""),
    **{name: (range(2, 3), True, "**") for name in INTRINSICS if name.startswith("nvvm.ff2")},
    **TEXT_INTRINSIC_SIGNATURES,
}
# The one-instruction nvvm intrinsics take the PTX instruction's sources, of the result's type
# but for conversions and bit counts.
_SOURCES_OF = {"cvt": 1, "activemask": 0, "bmsk": 2, "fns": 3, "fma": 3, "sad": 3, "prmt": 3, "div": 2, "mul": 2, "add": 2, "min": 2, "max": 2, "mul24": 2}
_OTHER_SOURCE_TYPE = ("cvt", "clz", "popc")


def _signature(base: str) -> _Signature | None:
    if base in _SIGNATURES:
        return _SIGNATURES[base]
    if (entry := ONE_INSTRUCTION_INTRINSICS.get(base)) is not None:
        opcode = entry[0].split(".")[0]
        count = _SOURCES_OF.get(opcode, 1)
        return range(count, count + 1), True, ("*" if opcode in _OTHER_SOURCE_TYPE else "r") * count
    return None


def _check_signature(op: Operation, name: str, signature: _Signature | None) -> None:
    """A located error unless the call passes the arguments and takes the result `signature` says."""
    if signature is None:
        return
    counts, returns, kinds = signature
    results = [r for r in op.results if not isinstance(r.type, llvm.LLVMVoidType)]
    if counts is not None and len(op.operands) not in counts:
        expected = f"{counts.start}" if len(counts) == 1 else f"{counts.start} to {counts.stop - 1}"
        raise op_error(op, f"intrinsic '{name}' takes {expected} argument{'' if expected == '1' else 's'}, got {len(op.operands)}")
    if len(results) != int(returns):
        raise op_error(op, f"intrinsic '{name}' {'returns a value' if returns else 'returns nothing'}, the call has {len(results)} results")
    for index, (value, kind) in enumerate(zip(op.operands, kinds, strict=False)):
        expected_type = {"r": results[0].type if results else None, "i": i32, "b": i1}.get(kind)
        if expected_type is not None and value.type != expected_type:
            raise op_error(op, f"intrinsic '{name}': argument {index} is {value.type}, it must be {expected_type}")


def select_intrinsic(sel: SelectorCore, op: Operation, name: str) -> None:
    """`llvm.call_intrinsic "llvm.X"` or `llvm.call @llvm.X(...)`: operands are the arguments."""
    match = SREG_NAME.fullmatch(name)
    if match is not None:
        _check_signature(op, name, (range(0, 1), True, ""))
        _select_special_register_by_name(sel, op, match.group(1))
        return
    warp = _WARP_INTRINSIC.fullmatch(name)
    if warp is not None:
        _check_signature(op, name, (range(4, 5), True, "irii") if warp.group(1) else (range(2, 3), True, "ib"))
        _warp_collective(sel, op, warp.group(1) or warp.group(3), warp.group(2) or warp.group(4))
        return
    base = _intrinsic_base(name)
    select = INTRINSICS.get(base)
    if select is None:
        raise op_error(op, f"convert-llvm-to-ptx cannot select intrinsic '{name}'")
    _check_signature(op, name, _signature(base))
    select(sel, op)


# Math and bit intrinsics that apply lane by lane (`llvm.fma.v2f16`, `llvm.maxnum.v4f32`): a call
# with a vector result is selected as one scalar call per lane, as the driver does for the op
# classes (their `llvm.intr.*` forms).
_LANE_WISE_INTRINSICS = frozenset(
    {op.name.removeprefix("llvm.intr.") for op in MATH_SELECTORS if not op.name.startswith("llvm.intr.vector.reduce")}
    | {"rint", "nearbyint"}
)


def is_lane_wise_intrinsic(name: str) -> bool:
    return _intrinsic_base(name) in _LANE_WISE_INTRINSICS


def select_call_intrinsic(sel: SelectorCore, op: llvm.CallIntrinsicOp) -> None:
    select_intrinsic(sel, op, op.intrin.data)


SELECTORS: dict[type[Operation], Selector] = {
    llvm.CallIntrinsicOp: select_call_intrinsic,
    llvm_ext.TrapOp: _select_trap,
    llvm_ext.DebugTrapOp: _select_debugtrap,
    llvm_ext.AssumeOp: _select_nothing,
    llvm_ext.LifetimeStartOp: _select_nothing,
    llvm_ext.LifetimeEndOp: _select_nothing,
    # The pointer itself, as llc (invariant groups only guide the optimizer).
    llvm_ext.LaunderInvariantGroupOp: select_freeze,
    llvm_ext.StripInvariantGroupOp: select_freeze,
    # No code, as llc: the start's descriptor (only `invariant.end` reads it) is undefined.
    llvm_ext.InvariantStartOp: select_undef,
    llvm_ext.InvariantEndOp: _select_nothing,
    Barrier0Op: select_barrier0,
    BarrierOp: select_barrier,
    **{op: select_special_register for op in SPECIAL_REGISTER_OPS},
}
