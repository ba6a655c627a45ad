"""Selection of the ops `dialects/nvvm_ods_ops.py` defines from the ODS table.

Spellings are those LLVM 22's NVPTX backend prints for the intrinsics MLIR 22 translates each op
to (tests/test_nvvm_ods_isel.py compares them); targets and PTX ISA versions are the PTX ISA
manual's, each instruction assembled by ptxas at its lowest target. The mbarrier and fence
forms are text (`ptx.inst`), like the older mbarrier ops in `isel_nvvm.py`.
"""

from __future__ import annotations

from typing import Any

from xdsl.dialects.builtin import VectorType
from xdsl.ir import Operation

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl.backend import abi
from nvvm_xdsl.backend.isel_core import Selector, SelectorCore
from nvvm_xdsl.backend.isel_intrinsics import read_special
from nvvm_xdsl.backend.isel_nvvm import _address, _shared_suffix
from nvvm_xdsl.backend.values import float_type_name
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import nvvm_ods_ops as O
from nvvm_xdsl.dialects.nvvm import NVVM
from nvvm_xdsl.ptx_isa import rule


def _enum(op: Operation, name: str, default: str) -> str:
    """A property's keyword, or MLIR's default when the op leaves it out."""
    attr: Any = op.properties.get(name)
    return default if attr is None else attr.data.value


def _flag(op: Operation, name: str) -> bool:
    attr: Any = op.properties.get(name)
    return attr is not None and bool(attr.value.data)


def _space_suffix(space: int) -> str:
    """`.shared` (the CTA's window) or `.shared::cluster`; generic addresses carry none."""
    return ".shared::cluster" if space == AS.SHARED_CLUSTER else _shared_suffix(space)


def _prmt(sel: SelectorCore, op: Any) -> None:
    mode = op.mode.data.value
    lo = sel.get1(op.lo, op)
    hi = sel.get1(op.hi, op) if op.hi is not None else None
    selector = sel.get1(op.selector, op)
    suffix = "" if mode == "default" else f".{mode}"
    if hi is None:
        # The one-word modes read only `lo`; LLVM passes 0 as the unused word.
        result = sel.inst1(f"prmt.b32{suffix} $d0, $0, 0, $1", [lo, selector], "b32", imm_ok=[1])
    else:
        result = sel.inst1(f"prmt.b32{suffix} $d0, $0, $1, $2", [lo, hi, selector], "b32", imm_ok=[1, 2])
    sel.set(op.res, [result])


def _smem_register(register: str, min_sm: int, min_ptx: tuple[int, int]) -> Selector:
    def select(sel: SelectorCore, op: Any) -> None:
        sel.info.target.require(op, register, min_sm=min_sm, min_ptx=min_ptx)
        read_special(sel, op, register)

    return select


def _sync_restrict_space(op: Operation, order: str) -> str:
    # acquire restricts to the cluster's shared memory, release to the CTA's (PTX ISA `fence`).
    if order == "acquire":
        return "shared::cluster"
    if order == "release":
        return "shared::cta"
    raise op_error(op, f"{op.name} has no .sync_restrict form for .{order}")


def _fence_sync_restrict(sel: SelectorCore, op: Any) -> None:
    sel.info.target.require(op, "fence.sync_restrict", min_sm=90, min_ptx=(8, 6))
    order = op.order.data.value
    sel.inst(f"fence.{order}.sync_restrict::{_sync_restrict_space(op, order)}.cluster")


def _fence_proxy_sync_restrict(sel: SelectorCore, op: Any) -> None:
    sel.info.target.require(op, "fence.proxy.async::generic.sync_restrict", min_sm=90, min_ptx=(8, 6))
    order = op.order.data.value
    sel.inst(f"fence.proxy.async::generic.{order}.sync_restrict::{_sync_restrict_space(op, order)}.cluster")


def _tx(sel: SelectorCore, op: Any, verb: str) -> None:
    """`mbarrier.expect_tx` / `complete_tx`: always `.relaxed` at the op's scope."""
    sel.info.target.require(op, f"mbarrier.{verb}", min_sm=90, min_ptx=(8, 0))
    scope = _enum(op, "scope", "cta")
    text, ins, space = _address(sel, op, op.addr, 0)
    ins.append(sel.get1(op.txcount, op))
    count = len(ins) - 1
    sel.inst(f"mbarrier.{verb}.relaxed.{scope}{_space_suffix(space)}.b64 {text}, ${count}", ins, imm_ok=[count])


def _semantics(sel: SelectorCore, op: Any, ordered: str) -> str:
    """`.relaxed.<scope>`, `.<ordered>.<scope>`, or nothing for MLIR's default (ordered, CTA)."""
    scope = _enum(op, "scope", "cta")
    if _flag(op, "relaxed"):
        sel.info.target.require(op, f"{op.name} {{relaxed}} (.relaxed)", min_sm=90, min_ptx=(8, 6))
        return f".relaxed.{scope}"
    if scope != "cta":
        sel.info.target.require(op, f"{op.name} at scope {scope}", min_sm=90, min_ptx=(8, 0))
        return f".{ordered}.{scope}"
    return ""


def _try_wait(sel: SelectorCore, op: Any) -> None:
    sel.info.target.require(op, "mbarrier.try_wait", min_sm=90, min_ptx=(7, 8))
    parity = op.stateOrPhase.type.width.data == 32
    semantics = _semantics(sel, op, "acquire")
    text, ins, space = _address(sel, op, op.addr, 0)
    ins.append(sel.get1(op.stateOrPhase, op))
    operands = f"{text}, ${len(ins) - 1}"
    if op.ticks is not None:
        ins.append(sel.get1(op.ticks, op))
        operands += f", ${len(ins) - 1}"
    form = ".parity" if parity else ""
    done = sel.inst1(f"mbarrier.try_wait{form}{semantics}{_shared_suffix(space)}.b64 $d0, {operands}", ins, "pred")
    sel.set(op.res, [done])


def _state_or_sink(sel: SelectorCore, op: Any, space: int) -> bool:
    """Whether the instruction writes a state register: not for a cluster address (PTX takes
    only the sink `_` there)."""
    if space != AS.SHARED_CLUSTER:
        return True
    if op.res is not None:
        raise op_error(op, f"{op.name} on a .shared::cluster barrier returns no state")
    return False


def _arrive_drop(sel: SelectorCore, op: Any) -> None:
    sel.info.target.require(op, "mbarrier.arrive_drop", min_sm=80, min_ptx=(7, 0))
    semantics = _semantics(sel, op, "release")
    text, ins, space = _address(sel, op, op.addr, 0)
    if space == AS.SHARED_CLUSTER:
        sel.info.target.require(op, "mbarrier.arrive_drop on .shared::cluster", min_sm=90, min_ptx=(8, 0))
    operands = text
    imm: list[int] = []
    if op.count is not None:
        sel.info.target.require(op, "mbarrier.arrive_drop with a count", min_sm=90, min_ptx=(7, 8))
        ins.append(sel.get1(op.count, op))
        operands += f", ${len(ins) - 1}"
        imm.append(len(ins) - 1)
    _emit_state(sel, op, f"mbarrier.arrive_drop{semantics}{_space_suffix(space)}.b64", operands, ins, imm, space)


def _arrive_drop_expect_tx(sel: SelectorCore, op: Any) -> None:
    sel.info.target.require(op, "mbarrier.arrive_drop.expect_tx", min_sm=90, min_ptx=(8, 0))
    semantics = _semantics(sel, op, "release")
    text, ins, space = _address(sel, op, op.addr, 0)
    ins.append(sel.get1(op.txcount, op))
    operands = f"{text}, ${len(ins) - 1}"
    opcode = f"mbarrier.arrive_drop.expect_tx{semantics}{_space_suffix(space)}.b64"
    _emit_state(sel, op, opcode, operands, ins, [len(ins) - 1], space)


def _emit_state(sel: SelectorCore, op: Any, opcode: str, operands: str, ins: list, imm: list[int], space: int) -> None:
    if not _state_or_sink(sel, op, space):
        sel.inst(f"{opcode} _, {operands}", ins, imm_ok=imm)
        return
    state = sel.inst1(f"{opcode} $d0, {operands}", ins, "b64", imm_ok=imm)
    if op.res is not None:
        sel.set(op.res, [state])


def _arrive_drop_nocomplete(sel: SelectorCore, op: Any) -> None:
    sel.info.target.require(op, "mbarrier.arrive_drop.noComplete", min_sm=80, min_ptx=(7, 0))
    text, ins, space = _address(sel, op, op.addr, 0)
    ins.append(sel.get1(op.count, op))
    count = len(ins) - 1
    state = sel.inst1(
        f"mbarrier.arrive_drop.noComplete{_shared_suffix(space)}.b64 $d0, {text}, ${count}", ins, "b64", imm_ok=[count]
    )
    sel.set(op.res, [state])


def _require(sel: SelectorCore, op: Operation, feature: str) -> None:
    needs = rule(feature)
    sel.info.target.require(op, f"{op.name} ({needs.feature})", min_sm=needs.min_sm, min_ptx=needs.min_ptx)


def _float_minmax(which: str) -> Selector:
    """`nvvm.fmax`/`fmin`: two inputs with `abs` are PTX's `.xorsign.abs` (the sign is the XOR
    of the inputs' signs, as the op documents); three inputs take a plain `.abs`."""

    def select(sel: SelectorCore, op: Any) -> None:
        modifiers = [word for name, word in (("ftz", "ftz"), ("nan", "NaN")) if op.properties.get(name) is not None]
        three = op.c is not None
        if op.properties.get("abs") is not None:
            modifiers += ["abs"] if three else ["xorsign", "abs"]
        if three:
            _require(sel, op, "max/min.f32 of three inputs")
        elif "xorsign" in modifiers:
            _require(sel, op, "max/min.xorsign.abs.f32")
        elif "NaN" in modifiers:
            _require(sel, op, "max/min.NaN.f32")
        sources = [sel.reg(sel.get1(v, op)) for v in op.operands]
        sel.set(op.res, [sel.arith(which, "f32", sources, "f32", modifiers)])

    return select


def _approx(opcode: str) -> Selector:
    """`nvvm.sin`/`cos`/`ex2`/`log2`: PTX's `.approx` f32 instructions (every target)."""

    def select(sel: SelectorCore, op: Any) -> None:
        modifiers = ["approx", *(["ftz"] if _flag(op, "ftz") else [])]
        sel.set(op.res, [sel.arith(opcode, "f32", [sel.reg(sel.get1(op.src, op))], "f32", modifiers)])

    return select


def _float_arith(opcode: str) -> Selector:
    """`nvvm.addf`/`subf`/`fma`: `<opcode>{.rnd}{.ftz}{.sat}{.oob}{.relu}.<type>`, a vector lane by
    lane (the same rounding per lane). Combinations PTX lacks are located errors: f64 takes only a
    rounding mode, f16/bf16 only `.rn`, bf16 no `.ftz`/`.sat`, `relu`/`oob` only fma on halves;
    `satfinite` is no saturation of these instructions (MLIR's `sat` is `.sat`)."""

    def select(sel: SelectorCore, op: Any) -> None:
        t = op.res.type
        name = float_type_name(t.element_type if isinstance(t, VectorType) else t)
        rnd = _enum(op, "rnd", "none")
        sat = _enum(op, "sat", "none")
        ftz, relu, oob = _flag(op, "ftz"), _flag(op, "relu"), _flag(op, "oob")
        half = name in ("f16", "bf16")
        if opcode == "fma" and rnd == "none":
            raise op_error(op, f"{op.name} needs a rounding mode (fma has no default one)")
        if sat == "satfinite":
            raise op_error(op, f"{op.name} has no .satfinite form")
        bad = (
            (rnd not in ("none", "rn", "rz", "rm", "rp") and "rounding mode " + rnd)
            or (half and rnd not in ("none", "rn") and f"rounding mode {rnd} on {name}")
            or (name == "f64" and (ftz or sat != "none") and "ftz/sat on f64")
            or (name == "bf16" and (ftz or sat != "none") and "ftz/sat on bf16")
            or ((relu or oob) and not (opcode == "fma" and half) and "relu/oob off an f16/bf16 fma")
            or (oob and (ftz or sat != "none") and "oob with ftz/sat")
            or (relu and sat != "none" and "relu with sat")
        )
        if bad:
            raise op_error(op, f"{op.name} has no PTX form with {bad}")
        modifiers = [m for m, on in ((rnd, rnd != "none"), ("ftz", ftz), ("sat", sat == "sat"), ("oob", oob), ("relu", relu)) if on]
        dotted = f"{opcode}.{'.'.join(modifiers)}" if modifiers else opcode
        for feature in ("fma.oob", "fma.relu"):
            if feature.split(".")[1] in modifiers:
                _require(sel, op, feature)
        cls = abi.reg_class(t.element_type if isinstance(t, VectorType) else t)
        lanes = [[sel.reg(leaf) for leaf in sel.get(v, op)] for v in op.operands]
        results = []
        for sources in zip(*lanes, strict=True):
            if oob:  # `.oob` is not among ptx.arith's modifiers: the instruction as text
                sel.require_half(opcode, name)
                holes = ", ".join(f"${i}" for i in range(len(sources)))
                results.append(sel.inst1(f"{dotted}.{name} $d0, {holes}", list(sources), cls))
            else:
                results.append(sel.arith(opcode, name, list(sources), cls, modifiers))
        sel.set(op.res, results)

    return select


def _float_name(sel: SelectorCore, op: Any) -> str:
    return float_type_name(op.res.type)


def _sqrt(sel: SelectorCore, op: Any) -> None:
    """`nvvm.sqrt`: `sqrt.<rnd>{.ftz}.f32|f64` (IEEE, the rounding mode required; f64 has no `.ftz`)."""
    name, rnd = _float_name(sel, op), _enum(op, "rnd", "none")
    if rnd not in ("rn", "rz", "rm", "rp"):
        raise op_error(op, f"{op.name} needs a rounding mode rn/rz/rm/rp, got {rnd}")
    if name == "f64" and _flag(op, "ftz"):
        raise op_error(op, f"{op.name} has no PTX form with ftz on f64")
    modifiers = [rnd, *(["ftz"] if _flag(op, "ftz") else [])]
    sel.set(op.res, [sel.arith("sqrt", name, [sel.reg(sel.get1(op.src, op))], name, modifiers)])


def _rsqrt(sel: SelectorCore, op: Any) -> None:
    """`nvvm.rsqrt`: `rsqrt.approx{.ftz}.f32|f64` (PTX's only reciprocal square root is the approximation)."""
    name = _float_name(sel, op)
    modifiers = ["approx", *(["ftz"] if _flag(op, "ftz") else [])]
    sel.set(op.res, [sel.arith("rsqrt", name, [sel.reg(sel.get1(op.src, op))], name, modifiers)])


def _divf(sel: SelectorCore, op: Any) -> None:
    """`nvvm.divf`: `div.approx`/`div.full` (f32 only) or `div.<rnd>` (IEEE; rn when no rounding
    mode is given, the LLVM `fdiv` PTX has); `.ftz` on f32 only."""
    name, rnd = _float_name(sel, op), _enum(op, "rnd", "none")
    approx, full, ftz = _flag(op, "approx"), _flag(op, "full"), _flag(op, "ftz")
    if approx and full:
        raise op_error(op, f"{op.name} is either approx or full, not both")
    if (approx or full) and (rnd != "none" or name != "f32"):
        raise op_error(op, f"{op.name} approx/full is an f32 division without a rounding mode")
    if name == "f64" and ftz:
        raise op_error(op, f"{op.name} has no PTX form with ftz on f64")
    kind = "approx" if approx else "full" if full else ("rn" if rnd == "none" else rnd)
    sources = [sel.reg(sel.get1(v, op)) for v in (op.lhs, op.rhs)]
    sel.set(op.res, [sel.arith("div", name, sources, name, [kind, *(["ftz"] if ftz else [])])])


def _movmatrix(sel: SelectorCore, op: Any) -> None:
    """`nvvm.movmatrix`: `movmatrix.sync.aligned.m8n8.trans.b16` (PTX 7.8, sm_75), the one shape
    and element type PTX defines."""
    (m, n), elt = op.shape.mn, op.eltType.data.value
    if (m, n) != (8, 8) or elt != "b16":
        raise op_error(op, f"{op.name} has only the m8n8 b16 form, got m{m}n{n} {elt}")
    if _enum(op, "layout", "col") != "col":
        raise op_error(op, f"{op.name} transposes a row-major matrix: layout must be col")
    _require(sel, op, "movmatrix")
    source = sel.get1(op.src, op)
    sel.set(op.dst, [sel.inst1("movmatrix.sync.aligned.m8n8.trans.b16 $d0, $0", [source], "b32")])


def _tanh(sel: SelectorCore, op: Any) -> None:
    """`nvvm.tanh`: `tanh.approx.f32` (PTX 7.0, sm_75; PTX has no `.ftz` form of it)."""
    _require(sel, op, "tanh.approx.f32")
    sel.set(op.res, [sel.arith("tanh", "f32", [sel.reg(sel.get1(op.src, op))], "f32", ["approx"])])


def _check_layout(sel: SelectorCore, op: Any) -> None:
    """`nvvm.mbarrier.check_layout`: `mbarrier.check_layout.layout::v<N>{.shared::cta}.b64 p, [addr]`
    (PTX 9.3, sm_90), whether the mbarrier object was initialised with layout N (0 or 1)."""
    attr: Any = op.properties.get("layout")
    layout = 0 if attr is None else attr.value.data
    if layout not in (0, 1):
        raise op_error(op, f"{op.name} layout must be 0 or 1, got {layout}")
    _require(sel, op, "mbarrier layouts")
    text, ins, space = _address(sel, op, op.addr, 0)
    form = f"mbarrier.check_layout.layout::v{layout}{_shared_suffix(space)}.b64"
    sel.set(op.res, [sel.inst1(f"{form} $d0, {text}", ins, "pred")])


def _not_supported_yet(sel: SelectorCore, op: Operation) -> None:
    """An op of the ODS table no selector handles yet: a located error (issue #30), not a crash."""
    raise op_error(op, f"{op.name} is not supported by instruction selection yet (issue #30)")


_NEW_SELECTORS: dict[str, Selector] = {
    "nvvm.sqrt": _sqrt,
    "nvvm.sqrt.approx": _approx("sqrt"),
    "nvvm.rsqrt": _rsqrt,
    "nvvm.divf": _divf,
    "nvvm.movmatrix": _movmatrix,
    "nvvm.tanh": _tanh,
    "nvvm.mbarrier.check_layout": _check_layout,
}

SELECTORS: dict[type[Operation], Selector] = {
    O.PrmtOp: _prmt,
    O.AggrSmemSizeOp: _smem_register("%aggr_smem_size", 90, (8, 1)),
    O.DynamicSmemSizeOp: _smem_register("%dynamic_smem_size", 20, (4, 1)),
    O.TotalSmemSizeOp: _smem_register("%total_smem_size", 20, (4, 1)),
    O.FenceSyncRestrictOp: _fence_sync_restrict,
    O.FenceProxySyncRestrictOp: _fence_proxy_sync_restrict,
    O.MBarrierExpectTxOp: lambda sel, op: _tx(sel, op, "expect_tx"),
    O.MBarrierCompleteTxOp: lambda sel, op: _tx(sel, op, "complete_tx"),
    O.MBarrierTryWaitOp: _try_wait,
    O.MBarrierArriveDropOp: _arrive_drop,
    O.MBarrierArriveDropExpectTxOp: _arrive_drop_expect_tx,
    O.MBarrierArriveDropNocompleteOp: _arrive_drop_nocomplete,
    O.FmaxOp: _float_minmax("max"),
    O.FminOp: _float_minmax("min"),
    O.SinOp: _approx("sin"),
    O.CosOp: _approx("cos"),
    O.Ex2Op: _approx("ex2"),
    O.Log2Op: _approx("lg2"),
    O.AddfOp: _float_arith("add"),
    O.SubfOp: _float_arith("sub"),
    O.FmaOp: _float_arith("fma"),
}
# The ops the dialect defines from their table rows alone: a selector by name, else the located
# "not supported yet" error (tests/test_nvvm_op_coverage.py lists them).
SELECTORS |= {
    op: _NEW_SELECTORS.get(op.name, _not_supported_yet)
    for op in NVVM.operations
    if issubclass(op, O.OdsOp) and op not in SELECTORS
}
