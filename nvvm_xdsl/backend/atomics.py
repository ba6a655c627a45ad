"""Atomics and fences: llvm.atomicrmw -> atom.<op>, llvm.cmpxchg -> atom.cas, llvm.fence -> fence."""

from __future__ import annotations

from typing import TYPE_CHECKING

from xdsl.dialects.builtin import BFloat16Type, Float16Type, IntegerAttr, IntegerType, StringAttr
from xdsl.ir import Attribute, Block, Operation

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl.backend import abi
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import ptx

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
    if kind == "fadd" and isinstance(t, Float16Type | BFloat16Type) and sel.info.target.has(min_sm=90 if isinstance(t, BFloat16Type) else 70):
        addr = sel.store_addr(ptr, op)
        if addr.space != AS.LOCAL:
            space = _space(sel, addr, op)
            sem = _semantics(sel, op)
            text, ins = sel.addr_text(addr, 1)
            name = "bf16" if isinstance(t, BFloat16Type) else "f16"
            old = sel.inst(f"atom{sem}{space}.add.noftz.{name} $d0, {text}, $0", [sel.get1(value, op), *ins], ["b16"], imm_ok=[])[0]
            sel.set(op.results[0], [old])
            return
    if cls == "b16" or kind in _CAS_ONLY:
        _rmw_by_cas(sel, op, kind or "", t)
        return
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
    if kind in ("_and", "_or", "_xor") and bits == 64:
        sel.info.target.require(op, "64-bit bitwise atom", min_sm=32)
    if kind == "fadd" and cls == "f64":
        sel.info.target.require(op, "atom.add.f64", min_sm=60)
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
    if not sel.info.target.has(min_sm=70):
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


# RMW operations PTX has no atom for: a compare-and-swap loop.
_CAS_ONLY = ("nand", "fsub", "fmax", "fmin")


def _combine(sel: FunctionSelector, op: Operation, kind: str, t: Attribute, old, operand):
    """`old <kind> operand` for one value of type `t` (the new value an RMW stores)."""
    cls = abi.reg_class(t)
    if cls in ("f32", "f64"):
        opcode = {"fadd": "add.rn", "fsub": "sub.rn", "fmax": "max", "fmin": "min"}.get(kind)
        if opcode is None:
            raise op_error(op, f"atomicrmw {kind} on {t} is not supported")
        return sel.inst1(f"{opcode}.{cls} $d0, $0, $1", [old, operand], cls, imm_ok=[1])
    if cls == "b16" and not isinstance(t, IntegerType):
        # Half types: compute in f32, round once.
        name = "bf16" if isinstance(t, BFloat16Type) else "f16"
        opcode = {"fadd": "add.rn", "fsub": "sub.rn", "fmax": "max", "fmin": "min"}.get(kind)
        if opcode is None:
            raise op_error(op, f"atomicrmw {kind} on {t} is not supported")
        a = sel.inst1(f"cvt.f32.{name} $d0, $0", [old], "f32")
        b = sel.inst1(f"cvt.f32.{name} $d0, $0", [operand], "f32", imm_ok=[])
        r = sel.inst1(f"{opcode}.f32 $d0, $0, $1", [a, b], "f32")
        return sel.inst1(f"cvt.rn.{name}.f32 $d0, $0", [r], "b16")
    bits = 16 if cls == "b16" else (32 if cls == "b32" else 64)
    if kind == "xchg":
        return operand
    if kind == "nand":
        both = sel.inst1(f"and.b{bits} $d0, $0, $1", [old, operand], cls, imm_ok=[1])
        return sel.inst1(f"not.b{bits} $d0, $0", [both], cls)
    signed = kind in ("max", "min")
    if kind in ("max", "min", "umax", "umin"):
        a = sel.normalized(old, t, signed)
        b = sel.normalized(operand, t, signed)
        which = "max" if kind.endswith("max") else "min"
        return sel.inst1(f"{which}.{'s' if signed else 'u'}{bits} $d0, $0, $1", [a, b], cls, imm_ok=[1])
    opcode = {"add": f"add.s{bits}", "sub": f"sub.s{bits}", "_and": f"and.b{bits}", "_or": f"or.b{bits}", "_xor": f"xor.b{bits}"}.get(kind)
    if opcode is None:
        raise op_error(op, f"atomicrmw {kind} on {t} is not supported")
    return sel.inst1(f"{opcode} $d0, $0, $1", [old, operand], cls, imm_ok=[1])


def _rmw_by_cas(sel: FunctionSelector, op: Operation, kind: str, t: Attribute) -> None:
    """An RMW as LLVM expands it: load the (containing, for i8/i16) word, then loop on
    `atom.cas` until no other thread changed it in between."""
    from nvvm_xdsl.backend.values import Addr

    addr = sel.store_addr(op.operands[0], op)
    operand = sel.get1(op.operands[1], op)
    if addr.space == AS.LOCAL:
        _local_rmw(sel, op, addr, kind, t, operand)
        return
    space = _space(sel, addr, op)
    sem = _semantics(sel, op)
    cls = abi.reg_class(t)
    narrow = cls == "b16"
    word_cls = "b32" if narrow or cls in ("b32", "f32") else "b64"
    bits = 32 if word_cls == "b32" else 64
    if narrow:
        # The aligned 32-bit word holding the value, and where the value sits in it.
        width = 8 if isinstance(t, IntegerType) and t.width.data == 8 else 16
        where = sel.materialize(addr)
        word_addr = Addr(sel.inst1("and.b64 $d0, $0, -4", [where], "b64"), 0, addr.space, 4)
        low = sel.inst1("cvt.u32.u64 $d0, $0", [where], "b32")
        byte = sel.inst1("and.b32 $d0, $0, 3", [low], "b32")
        shift = sel.inst1("shl.b32 $d0, $0, 3", [byte], "b32")
        mask = sel.inst1(f"shl.b32 $d0, {(1 << width) - 1}, $0", [shift], "b32")
        keep = sel.inst1("not.b32 $d0, $0", [mask], "b32")
    else:
        word_addr = addr
    text, ins = sel.addr_text(word_addr, 0)
    initial = sel.inst1(f"ld{space}.b{bits} $d0, {text}", ins, word_cls)

    region = sel.pfunc.body
    assert sel.current is not None
    loop = Block(arg_types=[ptx.REG_TYPES[word_cls]])
    retry = Block()
    done = Block()
    region.insert_block_after(loop, sel.current)
    region.insert_block_after(retry, loop)
    region.insert_block_after(done, retry)
    sel.add(ptx.BraOp(loop, [initial]))
    sel.current = loop
    old_word = loop.args[0]
    if narrow:
        shifted = sel.inst1("shr.u32 $d0, $0, $1", [old_word, shift], "b32")
        old_value = sel.inst1("cvt.u16.u32 $d0, $0", [shifted], "b16")
        new_value = _combine(sel, op, kind, t, old_value, operand)
        wide = sel.inst1("cvt.u32.u16 $d0, $0", [sel.reg(new_value)], "b32")
        placed = sel.inst1("shl.b32 $d0, $0, $1", [wide, shift], "b32")
        placed = sel.inst1("and.b32 $d0, $0, $1", [placed, mask], "b32")
        kept = sel.inst1("and.b32 $d0, $0, $1", [old_word, keep], "b32")
        new_word = sel.inst1("or.b32 $d0, $0, $1", [kept, placed], "b32")
    elif cls in ("f32", "f64"):
        old_value = sel.inst1(f"mov.b{bits} $d0, $0", [old_word], cls)
        new_value = _combine(sel, op, kind, t, old_value, operand)
        new_word = sel.inst1(f"mov.b{bits} $d0, $0", [new_value], word_cls)
    else:
        old_value = old_word
        new_word = sel.reg(_combine(sel, op, kind, t, old_word, operand))
    text, ins = sel.addr_text(word_addr, 2)
    seen = sel.inst(f"atom{sem}{space}.cas.b{bits} $d0, {text}, $0, $1", [old_word, new_word, *ins], [word_cls])[0]
    same = sel.inst1(f"setp.eq.b{bits} $d0, $0, $1", [seen, old_word], "pred")
    sel.add(ptx.CBraOp(same, done, retry))
    sel.current = retry
    sel.add(ptx.BraOp(loop, [seen]))
    sel.current = done
    sel.set(op.results[0], [old_value])
