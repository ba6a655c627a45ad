"""Selection of NVIDIA's NVVM extension ops (dialects/nvvm_cute_ext.py), as NVIDIA's NVVM
backend selects them (CuTe's own PTX):

- `nvvm.load.ext`/`nvvm.store.ext`: `ld`/`st` with the op's memory order and scope; with no
  cache operator, eviction priority, prefetch size or cache policy it is the plain structured
  access (the one `llvm.load`/`llvm.store` of that ordering get), else one instruction with
  those qualifiers (`ld.global.L1::evict_first.b32`).
- `nvvm.red`: `red{.sem}{.scope}{.space}.op.type [a], b`.
- `nvvm.{add,sub,mul,fma}.packed.f32x2`: the two lanes packed into a 64-bit register,
  `add.rn.f32x2`, unpacked again (sm_100).
- `nvvm.barrier.cta.arrive`: `barrier.arrive` (`bar.arrive` when aligned), as the intrinsic.
"""

from __future__ import annotations

from xdsl.dialects.builtin import BFloat16Type, Float16Type, VectorType
from xdsl.ir import Attribute, Operation

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl.backend import abi
from nvvm_xdsl.backend.isel_core import Selector, SelectorCore
from nvvm_xdsl.backend.isel_intrinsics import arrive_selector
from nvvm_xdsl.backend.values import Addr, Leaf
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import nvvm_cute_ext as X
from nvvm_xdsl.dialects import ptx
from nvvm_xdsl.target import CLUSTER_SCOPE_NEEDS, MEMORY_ORDER_NEEDS

_EVICT = {"evict_normal": "evict_normal", "evict_first": "evict_first", "evict_last": "evict_last",
          "evict_unchanged": "evict_unchanged", "evict_no_allocate": "no_allocate"}
_PREFETCH = {"size_64b": "64B", "size_128b": "128B", "size_256b": "256B"}


# The memory orders PTX's ld, st and red take (besides weak and, for ld/st, volatile).
_ORDERS = {X.LoadExtOp: ("relaxed", "acquire"), X.StoreExtOp: ("relaxed", "release"), X.RedOp: ("relaxed", "release")}


def _order(
    sel: SelectorCore, op: X._CuteExtOp, order_name: str, scope_name: str, implied: str | None = None
) -> ptx.AccessOrder:
    """The access order of the op's `order`/`scope` attributes (absent or weak: a plain access;
    an order without a scope is at `.gpu`, as PTX's atomics default; a scope without an order
    has the `implied` one)."""
    order = op.attr(order_name)
    if order is None and op.attr(scope_name) is not None:
        order = implied
    if order in (None, "weak"):
        return ptx.PLAIN
    if order == "volatile" and not isinstance(op, X.RedOp):
        return ptx.VOLATILE
    if order not in _ORDERS[type(op)]:
        raise op_error(op, f"memory order '{order}' has no PTX form for this instruction")
    sel.info.target.require(op, f"{order} memory order", **MEMORY_ORDER_NEEDS)
    scope = op.attr(scope_name) or "gpu"
    if scope == "cluster":
        sel.info.target.require(op, f"{order} at cluster scope", **CLUSTER_SCOPE_NEEDS)
    return ptx.AccessOrder(ptx.MemorySemantics(order), ptx.MemoryScope(scope))


def _order_text(order: ptx.AccessOrder) -> str:
    return "".join(f".{part.value}" for part in (order.semantics, order.scope) if part is not None)


def _hints(op: X._CuteExtOp, with_prefetch: bool) -> str:
    """`.cg.L1::evict_first.L2::128B`: the op's cache operator, L1 eviction priority and L2
    prefetch size qualifiers, in PTX's order."""
    text = ""
    cache = op.attr("cacheModifier")
    if cache not in (None, "none"):
        text += f".{cache}"
    evict = op.attr("evict")
    if evict not in (None, "none"):
        text += f".L1::{_EVICT[evict]}"
    prefetch = op.attr("prefetch") if with_prefetch else None
    if prefetch not in (None, "none"):
        if prefetch not in _PREFETCH:
            raise op_error(op, f"L2 prefetch size '{prefetch}' has no PTX form")
        text += f".L2::{_PREFETCH[prefetch]}"
    return text


def _space_text(addr: Addr, op: Operation) -> str:
    name = AS.STATE_SPACE.get(addr.space)
    if name is None or addr.space in (AS.LOCAL, AS.PARAM, AS.CONST):
        raise op_error(op, f"{op.name} in address space {addr.space} is not supported")
    return f".{name}" if name else ""


def _lanes(t: Attribute) -> tuple[int, Attribute]:
    return (t.element_count(), t.element_type) if isinstance(t, VectorType) else (1, t)


def _check_hinted(op: X.LoadExtOp | X.StoreExtOp) -> None:
    if op.l2CacheHint is not None or "unified" in op.attributes:
        raise op_error(op, f"{op.name} with a cache policy or `.unified` is not supported")


def _select_load_ext(sel: SelectorCore, op: X.LoadExtOp) -> None:
    _check_hinted(op)
    addr = sel.addr_of(op.addr, op)
    order = _order(sel, op, "order", "scope")
    hints = _hints(op, with_prefetch=True)
    t = op.res.type
    if not hints:
        sel.set(op.res, sel.load_value(addr, t, op, order))
        return
    lanes, elem = _lanes(t)
    cls, mtype = abi.reg_class(elem), abi.mem_type(elem)
    addr_text, ins = sel.addr_text(addr, 0)
    vec = f".v{lanes}" if lanes > 1 else ""
    outs = ", ".join(f"$d{i}" for i in range(lanes))
    outs = f"{{{outs}}}" if lanes > 1 else outs
    text = f"ld{_order_text(order)}{_space_text(addr, op)}{hints}{vec}.{mtype} {outs}, {addr_text}"
    sel.set(op.res, sel.inst(text, ins, [cls] * lanes))


def _select_store_ext(sel: SelectorCore, op: X.StoreExtOp) -> None:
    _check_hinted(op)
    addr = sel.store_addr(op.addr, op)
    order = _order(sel, op, "order", "scope")
    hints = _hints(op, with_prefetch=False)
    t = op.value.type
    values = sel.get(op.value, op)
    if not hints:
        sel.store_value(addr, t, values, op, order)
        return
    lanes, elem = _lanes(t)
    addr_text, ins = sel.addr_text(addr, 0)
    first = len(ins)
    ins = [*ins, *(sel.reg(v) for v in values)]
    srcs = ", ".join(f"${first + i}" for i in range(lanes))
    srcs = f"{{{srcs}}}" if lanes > 1 else srcs
    vec = f".v{lanes}" if lanes > 1 else ""
    sel.inst(f"st{_order_text(order)}{_space_text(addr, op)}{hints}{vec}.{abi.mem_type(elem)} {addr_text}, {srcs}", ins)


def _select_red(sel: SelectorCore, op: X.RedOp) -> None:
    if op.cacheHint is not None:
        raise op_error(op, "nvvm.red with a cache policy is not supported")
    kind, type_name = op.attr("op"), op.attr("type")
    order = _order(sel, op, "memOrder", "memScope", implied="relaxed")
    addr = sel.store_addr(op.a, op)
    addr_text, ins = sel.addr_text(addr, 0)
    leaves = [sel.reg(v) for v in sel.get(op.b, op)]
    value: Leaf = leaves[0] if len(leaves) == 1 else sel.pack(leaves, "b32")
    ins = [*ins, value]
    half = isinstance(_lanes(op.b.type)[1], Float16Type | BFloat16Type)
    noftz = ".noftz" if half and kind == "add" else ""
    if type_name in ("bf16", "bf16x2"):
        sel.info.target.require(op, f"red.{kind}.{type_name}", min_sm=90, min_ptx=(7, 8))
    text = f"red{_order_text(order)}{_space_text(addr, op)}.{kind}{noftz}.{type_name} {addr_text}, ${len(ins) - 1}"
    sel.inst(text, ins)


def _select_packed_f32x2(sel: SelectorCore, op: X._PackedF32x2Op) -> None:
    sel.info.target.require(op, f"{op.OPCODE}.f32x2", min_sm=100, min_ptx=(8, 6))
    rnd = op.attr("rnd")
    if rnd in (None, "none"):
        rnd = "rn" if op.OPCODE == "fma" else None  # fma names its rounding
    if rnd not in (None, "rn", "rz", "rm", "rp"):
        raise op_error(op, f"rounding mode '{rnd}' has no f32x2 form")
    modifiers = (f".{rnd}" if rnd else "") + (".ftz" if op.flag("ftz") else "")
    # By role, not position: PTX's `fma d, a, b, c` is a * b + c (srcC the addend, last in CuTe's
    # generic form too; tests/filecheck/backend/nvvm_cute_ext/packed_operand_order.mlir pins it).
    if isinstance(op, X.FmaPackedF32x2Op):
        roles = [op.srcA, op.srcB, op.srcC]
    else:
        assert isinstance(op, X.AddPackedF32x2Op | X.SubPackedF32x2Op | X.MulPackedF32x2Op)
        roles = [op.srcA, op.srcB]
    sources: list[Leaf] = [sel.pack([sel.reg(v) for v in sel.get(value, op)], "b64") for value in roles]
    operands = ", ".join(f"${i}" for i in range(len(sources)))
    packed = sel.inst1(f"{op.OPCODE}{modifiers}.f32x2 $d0, {operands}", sources, "b64", imm_ok=[])
    sel.set(op.results[0], sel.unpack(packed, ["f32", "f32"]))


def _select_barrier_cta_arrive(sel: SelectorCore, op: X.BarrierCtaArriveOp) -> None:
    arrive_selector(aligned=op.flag("aligned"))(sel, op)


SELECTORS: dict[type[Operation], Selector] = {
    X.LoadExtOp: _select_load_ext,
    X.StoreExtOp: _select_store_ext,
    X.RedOp: _select_red,
    X.AddPackedF32x2Op: _select_packed_f32x2,
    X.SubPackedF32x2Op: _select_packed_f32x2,
    X.MulPackedF32x2Op: _select_packed_f32x2,
    X.FmaPackedF32x2Op: _select_packed_f32x2,
    X.BarrierCtaArriveOp: _select_barrier_cta_arrive,
}
