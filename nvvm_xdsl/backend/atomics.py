"""Atomics and fences: llvm.atomicrmw -> atom.<op>, llvm.cmpxchg -> atom.cas, llvm.fence -> fence."""

from __future__ import annotations

from typing import TYPE_CHECKING

from xdsl.dialects.builtin import IntegerAttr, StringAttr
from xdsl.ir import Attribute, Operation

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl.backend import abi
from nvvm_xdsl.diagnostics import op_error

if TYPE_CHECKING:
    from nvvm_xdsl.backend.isel import FunctionSelector

# MLIR's AtomicBinOp enum order.
_BIN_OPS = (
    "xchg", "add", "sub", "_and", "nand", "_or", "_xor", "max", "min", "umax", "umin",
    "fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap",
)
_ORDERINGS = ("not_atomic", "unordered", "monotonic", "consume", "acquire", "release", "acq_rel", "seq_cst")


def _enum_name(attr: Attribute | None, names: tuple[str, ...]) -> str | None:
    if attr is None:
        return None
    if isinstance(attr, IntegerAttr):
        return names[attr.value.data]
    data = getattr(attr, "data", None)
    if isinstance(data, str):
        return data
    text = str(attr)
    for name in sorted(names, key=len, reverse=True):
        if name.strip("_") in text:
            return name
    return None


def _prop(op: Operation, *keys: str) -> Attribute | None:
    for key in keys:
        if key in op.properties:
            return op.properties[key]
        if key in op.attributes:
            return op.attributes[key]
    return None


def _scope(op: Operation) -> str:
    scope = _prop(op, "syncscope")
    name = scope.data if isinstance(scope, StringAttr) else ""
    return {"block": "cta", "cluster": "cluster", "device": "gpu", "": "sys", "system": "sys"}.get(name, "gpu")


def _semantics(sel: FunctionSelector, op: Operation) -> str:
    """`.sem.scope` qualifiers for an atomic; seq_cst gets a leading fence.sc."""
    ordering = _enum_name(_prop(op, "ordering", "success_ordering"), _ORDERINGS) or "monotonic"
    if ordering in ("monotonic", "unordered"):
        return ""
    scope = _scope(op)
    if ordering == "seq_cst":
        sel.inst(f"fence.sc.{scope}")
        return f".acquire.{scope}"
    sem = {"acquire": "acquire", "consume": "acquire", "release": "release", "acq_rel": "acq_rel"}[ordering]
    return f".{sem}.{scope}"


def _space(sel: FunctionSelector, addr, op: Operation) -> str:
    if addr.space not in (AS.GENERIC, AS.GLOBAL, AS.SHARED):
        raise op_error(op, f"atomics in address space {addr.space} are not supported")
    return sel.space_suffix(addr.space, op)


def lower_atomicrmw(sel: FunctionSelector, op: Operation) -> None:
    ptr, value = op.operands[0], op.operands[1]
    kind = _enum_name(_prop(op, "bin_op"), _BIN_OPS)
    t = value.type
    cls = abi.reg_class(t)
    if cls not in ("b32", "b64", "f32", "f64"):
        raise op_error(op, f"atomicrmw on {t} is not supported")
    bits = 32 if cls in ("b32", "f32") else 64
    typed = {
        "xchg": ("exch", f"b{bits}"),
        "add": ("add", f"u{bits}"),
        "sub": ("add", f"u{bits}"),
        "_and": ("and", f"b{bits}"),
        "_or": ("or", f"b{bits}"),
        "_xor": ("xor", f"b{bits}"),
        "max": ("max", f"s{bits}"),
        "min": ("min", f"s{bits}"),
        "umax": ("max", f"u{bits}"),
        "umin": ("min", f"u{bits}"),
        "fadd": ("add", cls),
        "uinc_wrap": ("inc", "u32"),
        "udec_wrap": ("dec", "u32"),
    }
    if kind not in typed or (kind in ("uinc_wrap", "udec_wrap") and bits != 32):
        raise op_error(op, f"atomicrmw {kind} is not supported")
    opcode, ptype = typed[kind]
    if kind in ("_and", "_or", "_xor") and bits == 64 and sel.info.sm < 32:
        raise op_error(op, "64-bit bitwise atomics need sm_32")
    if kind == "fadd" and cls == "f64" and sel.info.sm < 60:
        raise op_error(op, "atom.add.f64 needs sm_60")
    addr = sel.store_addr(ptr, op)
    if addr.space == AS.LOCAL:
        _local_rmw(sel, op, addr, kind, t, sel.get1(value, op))
        return
    space = _space(sel, addr, op)
    sem = _semantics(sel, op)
    operand = sel.get1(value, op)
    if kind == "sub":
        operand = sel.inst1(f"neg.s{bits} $d0, $0", [operand], cls, imm_ok=[])
    text, ins = sel.addr_text(addr, 1)
    result_cls = cls
    old = sel.inst(f"atom{sem}{space}.{opcode}.{ptype} $d0, {text}, $0", [operand, *ins], [result_cls], imm_ok=[0])[0]
    sel.set(op.results[0], [old])


def lower_cmpxchg(sel: FunctionSelector, op: Operation) -> None:
    ptr, expected, new = op.operands[0], op.operands[1], op.operands[2]
    t = expected.type
    cls = abi.reg_class(t)
    if cls not in ("b32", "b64"):
        raise op_error(op, f"cmpxchg on {t} is not supported")
    bits = 32 if cls == "b32" else 64
    addr = sel.store_addr(ptr, op)
    if addr.space == AS.LOCAL:
        # Local memory is private to the thread: a plain compare-and-store is atomic enough.
        old = sel.load_leaf(addr, t, op)
        ok = sel.inst1(f"setp.eq.b{bits} $d0, $0, $1", [old, sel.get1(expected, op)], "pred", imm_ok=[1])
        chosen = sel.inst1(f"selp.b{bits} $d0, $0, $1, $2", [sel.get1(new, op), old, ok], cls, imm_ok=[0])
        sel.store_leaf(addr, t, chosen, op)
        sel.set(op.results[0], [old, ok])
        return
    space = _space(sel, addr, op)
    sem = _semantics(sel, op)
    cmp = sel.get1(expected, op)
    val = sel.get1(new, op)
    text, ins = sel.addr_text(addr, 2)
    old = sel.inst(f"atom{sem}{space}.cas.b{bits} $d0, {text}, $0, $1", [cmp, val, *ins], [cls], imm_ok=[0, 1])[0]
    ok = sel.inst1(f"setp.eq.b{bits} $d0, $0, $1", [old, cmp], "pred", imm_ok=[1])
    sel.set(op.results[0], [old, ok])


def lower_fence(sel: FunctionSelector, op: Operation) -> None:
    ordering = _enum_name(_prop(op, "ordering"), _ORDERINGS) or "seq_cst"
    scope = _scope(op)
    if sel.info.sm < 70:
        sel.inst({"cta": "membar.cta", "gpu": "membar.gl"}.get(scope, "membar.sys"))
        return
    sel.inst(f"fence.sc.{scope}" if ordering == "seq_cst" else f"fence.acq_rel.{scope}")


def _local_rmw(sel: FunctionSelector, op: Operation, addr, kind: str, t: Attribute, operand) -> None:
    """An RMW on thread-private local memory: load, combine, store (no other thread can race)."""
    cls = abi.reg_class(t)
    bits = 32 if cls in ("b32", "f32") else 64
    old = sel.load_leaf(addr, t, op)
    combine = {
        "add": f"add.s{bits}",
        "sub": f"sub.s{bits}",
        "_and": f"and.b{bits}",
        "_or": f"or.b{bits}",
        "_xor": f"xor.b{bits}",
        "max": f"max.s{bits}",
        "min": f"min.s{bits}",
        "umax": f"max.u{bits}",
        "umin": f"min.u{bits}",
        "fadd": f"add.rn.{cls}",
    }
    if kind == "xchg":
        new = operand
    elif kind in combine:
        new = sel.inst1(f"{combine[kind]} $d0, $0, $1", [old, operand], cls, imm_ok=[1])
    else:
        raise op_error(op, f"atomicrmw {kind} on local memory is not supported")
    sel.store_leaf(addr, t, new, op)
    sel.set(op.results[0], [old])
