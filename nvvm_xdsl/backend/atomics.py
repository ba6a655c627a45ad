"""Atomics and fences: llvm.atomicrmw -> atom.<op> (vectors: PTX's vector atom), llvm.cmpxchg ->
atom.cas, llvm.fence -> fence."""

from __future__ import annotations

import functools
from collections.abc import Callable

from xdsl.dialects.builtin import BFloat16Type, Float16Type, IntegerAttr, IntegerType, VectorType
from xdsl.ir import Attribute, Block, Operation, SSAValue

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl import datalayout as DL
from nvvm_xdsl.backend import abi
from nvvm_xdsl.backend.isel_core import Selector, SelectorCore
from nvvm_xdsl.backend.orderings import atomic_semantics, enum_name, ordering_of, property_of, scope_of
from nvvm_xdsl.backend.values import Addr, Imm, Leaf, leaf_cls
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import llvm_ext, ptx
from nvvm_xdsl.dialects.llvm_ext.atomics import AtomicOrdering
from nvvm_xdsl.dialects.nvvm_atomicrmw import KINDS, NVVMAtomicRMWOp
from nvvm_xdsl.ptx_isa import rule
from nvvm_xdsl.target import FeatureNeeds, ptx_version_text

# MLIR's AtomicBinOp enum order.
_BIN_OPS = (
    "xchg", "add", "sub", "_and", "nand", "_or", "_xor", "max", "min", "umax", "umin",
    "fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap",
    "usub_cond", "usub_sat", "fmaximum", "fminimum", "fmaximumnum", "fminimumnum",
)


def _semantics(sel: SelectorCore, op: Operation) -> ptx.AccessOrder:
    """The semantics and scope of an atomic; seq_cst gets a leading fence.sc."""
    ordering = ordering_of(op, "ordering", "success_ordering") or "monotonic"
    return sel.access_order(op, ordering, atomic_semantics(ordering), unknown_scope=ptx.MemoryScope.GPU)


def _atom(
    sel: SelectorCore,
    op: Operation,
    addr: Addr,
    operation: str,
    type_name: str,
    values: list[Leaf],
    classes: list[str],
    order: ptx.AccessOrder,
    noftz: bool = False,
) -> list[SSAValue]:
    """`atom` at `addr`: one result per class (several: a vector atom)."""
    if addr.space == AS.SHARED_CLUSTER:
        # Another CTA's shared memory (`ptr addrspace(7)`): sm_90's distributed shared memory.
        sel.info.target.require(op, "atom.shared::cluster", min_sm=90, min_ptx=(7, 8))
    base, symbol = (None, addr.base) if isinstance(addr.base, str) else (addr.base, None)
    atom = ptx.AtomOp(
        sel.state_space(addr.space, op),
        operation,
        type_name,
        values,
        [ptx.REG_TYPES[c] for c in classes],
        base=base,
        symbol=symbol,
        offset=addr.offset,
        order=order,
        noftz=noftz,
    )
    return list(sel.add(atom).results)


def _atom_b128(sel: SelectorCore, op: Operation, addr: Addr, operation: str, values: list[list[Leaf]], order: ptx.AccessOrder) -> list[SSAValue]:
    """A 128-bit `atom.exch`/`atom.cas` (sm_90, PTX 8.3) of i128 values, each two 64-bit halves:
    joined into `.b128` registers of a scope of their own and split after, as llc writes it."""
    sel.info.target.require(op, "128-bit atom.exch/atom.cas", min_sm=90, min_ptx=(8, 3))
    if addr.space == AS.LOCAL:
        raise op_error(op, "128-bit atomics in local memory are not supported")
    _check_space(addr, op)
    if addr.space == AS.SHARED_CLUSTER:
        sel.info.target.require(op, "atom.shared::cluster", min_sm=90, min_ptx=(7, 8))
    names = ["cmp", "swap"] if operation == "cas" else ["amt"]
    halves = [sel.reg(leaf) for value in values for leaf in value]
    where, bases = sel.addr_text(addr, len(halves))
    semantics = order.semantics.value if order.semantics is not None else ""
    scope = order.scope.value if order.scope is not None else ""
    mnemonic = ".".join(p for p in ("atom", semantics, scope) if p) + sel.state_space(addr.space, op).suffix
    joins = "".join(f"mov.b128 {name}, {{${2 * i}, ${2 * i + 1}}};\n" for i, name in enumerate(names))
    text = (
        f".reg .b128 {', '.join(names)}, dst;\n{joins}"
        f"{mnemonic}.{operation}.b128 dst, {where}, {', '.join(names)};\nmov.b128 {{$d0, $d1}}, dst;"
    )
    atom = ptx.AsmOp(text, [*halves, *(sel.reg(b) for b in bases)], [ptx.B64, ptx.B64], True)
    sel.add(atom)
    return list(atom.outs)


def _check_space(addr: Addr, op: Operation) -> None:
    """Reject the state spaces PTX has no atom for."""
    if addr.space not in (AS.GENERIC, AS.GLOBAL, AS.SHARED, AS.SHARED_CLUSTER):
        raise op_error(op, f"atomics in address space {addr.space} are not supported")


def select_atomicrmw(sel: SelectorCore, op: llvm_ext.AtomicRMWOp) -> None:
    ptr, value = op.operands[0], op.operands[1]
    kind = enum_name(property_of(op, "bin_op"), _BIN_OPS) or ""
    t = value.type
    if isinstance(t, VectorType):
        _vector_rmw(sel, op, kind, t)
        return
    if t == IntegerType(128):
        if kind != "xchg":
            raise op_error(op, f"atomicrmw {kind} on i128 is not supported (PTX has 128-bit exch and cas only)")
        sel.set(op.results[0], _atom_b128(sel, op, sel.store_addr(ptr, op), "exch", [sel.get(value, op)], _semantics(sel, op)))
        return
    operand = sel.get1(value, op)
    old = _scalar_rmw(sel, op, kind, t, lambda: sel.store_addr(ptr, op), operand)
    sel.set(op.results[0], [old])


def _scalar_rmw(sel: SelectorCore, op: Operation, kind: str, t: Attribute, get_addr: Callable[[], Addr], operand: Leaf) -> Leaf:
    """One scalar RMW of `operand` at the address `get_addr()` gives; returns the old value.
    (The address is asked for only where the checks before it passed, so its instructions
    follow the same order whichever way the op is lowered.)"""
    cls = abi.reg_class(t)
    if kind == "fadd" and isinstance(t, Float16Type | BFloat16Type) and sel.info.target.has(min_sm=90 if isinstance(t, BFloat16Type) else 70):
        addr = get_addr()
        if addr.space != AS.LOCAL:
            _check_space(addr, op)
            sem = _semantics(sel, op)
            name = "bf16" if isinstance(t, BFloat16Type) else "f16"
            return _atom(sel, op, addr, "add", name, [sel.reg(operand)], ["b16"], sem, noftz=True)[0]
        return _local_rmw(sel, op, addr, kind, t, operand)
    if cls == "b16" or kind in _CAS_ONLY:
        return _rmw_by_cas(sel, op, kind, t, get_addr(), operand)
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
    addr = get_addr()
    if addr.space == AS.LOCAL:
        return _local_rmw(sel, op, addr, kind, t, operand)
    _check_space(addr, op)
    sem = _semantics(sel, op)
    if kind == "sub":
        operand = sel.arith("neg", f"s{bits}", [sel.reg(operand)], cls)
    return _atom(sel, op, addr, opcode, ptype, [operand], [cls], sem)[0]


# ---------------------------------------------------------------------------------------------
# Vector atomicrmw (seed 002)
# ---------------------------------------------------------------------------------------------

# PTX's vector `atom` (sm_90, PTX ISA 8.1, global memory only): lane counts by element type and
# operation. Each lane is atomic on its own, not the vector as a whole (PTX ISA, `atom`).
_VECTOR_ATOM_LANES: dict[tuple[str, str], tuple[int, ...]] = {
    ("f32", "fadd"): (2, 4),
    **{(elem, kind): (2, 4, 8) for elem in ("f16", "bf16") for kind in ("fadd", "fmin", "fmax")},
}
_VECTOR_ATOM_OPCODE = {"fadd": "add", "fmin": "min", "fmax": "max"}
# One fact with the inline-PTX scan's (`ptx_isa`): selected and hand-written vector atomics alike.
_VECTOR_ATOM_RULE = rule("atom/red of vector types")
VECTOR_ATOM_NEEDS: FeatureNeeds = {"min_sm": _VECTOR_ATOM_RULE.min_sm, "min_ptx": _VECTOR_ATOM_RULE.min_ptx}
# A pair of halves is one 32-bit `atom.add.noftz.f16x2`/`.bf16x2` on older targets too
# (needs per element type, from ptxas).
_PACKED_PAIR_ADD_NEEDS: dict[str, FeatureNeeds] = {"f16": {"min_sm": 70, "min_ptx": (6, 3)}, "bf16": {"min_sm": 90, "min_ptx": (7, 8)}}
EXPAND_OPTION = "expand-vector-atomics=true"


def _elem_name(t: Attribute) -> str:
    if isinstance(t, BFloat16Type):
        return "bf16"
    if isinstance(t, Float16Type):
        return "f16"
    return abi.reg_class(t) if abi.is_scalar(t) else str(t)


def _vector_rmw(sel: SelectorCore, op: Operation, kind: str, t: VectorType) -> None:
    """`atomicrmw` on a vector: PTX's vector atom where the target has it, a packed f16x2/bf16x2
    atom for a pair of halves, one atomic per lane on thread-private local memory or when
    `expand-vector-atomics` asks for it; otherwise the seed's unsupported-architecture error."""
    shape = tuple(t.get_shape())
    if len(shape) != 1 or t.get_num_scalable_dims():
        raise op_error(op, f"atomicrmw on {t} is not supported (only fixed one-dimensional vectors)")
    lanes = shape[0]
    elem = t.get_element_type()
    name = _elem_name(elem)
    step = DL.alloc_size(elem)
    operands = sel.get(op.operands[1], op)
    addr = sel.store_addr(op.operands[0], op)
    alignment = property_of(op, "alignment")
    if isinstance(alignment, IntegerAttr):
        addr = Addr(addr.base, addr.offset, addr.space, max(addr.align, alignment.value.data))
    use = sel.info.target
    packed = _PACKED_PAIR_ADD_NEEDS.get(name)
    packed_pair = lanes == 2 and kind == "fadd" and packed is not None and use.has(**packed)
    # Only its own thread sees local memory; elsewhere per-lane atomics guarantee what PTX's
    # vector atom does (atomicity per element), but cost one instruction per lane.
    if addr.space == AS.LOCAL or (sel.info.expand_vector_atomics and not packed_pair):
        olds = [_scalar_rmw(sel, op, kind, elem, functools.partial(addr.plus, i * step), operands[i]) for i in range(lanes)]
        sel.set(op.results[0], olds)
        return
    size = lanes * step
    declared = alignment.value.data if isinstance(alignment, IntegerAttr) else DL.abi_align(t)
    if declared < size:
        raise op_error(op, f"a vector atomic on {t} needs {size}-byte alignment, the op has {declared}")
    if packed_pair:
        # Any state space: the packed form is a plain 32-bit atom.
        assert packed is not None
        use.require(op, f"atom.add.noftz.{name}x2", **packed)
        _check_space(addr, op)
        sem = _semantics(sel, op)
        pair = sel.pack(operands, "b32")
        old = _atom(sel, op, addr, "add", f"{name}x2", [pair], ["b32"], sem, noftz=True)[0]
        sel.set(op.results[0], sel.unpack(old, ["b16", "b16"]))
        return
    hint = f"; pass option {EXPAND_OPTION} (lower-to-ptx, convert-llvm-to-ptx) makes one scalar atomic per lane"
    supported = _VECTOR_ATOM_LANES.get((name, kind), ())
    if lanes not in supported:
        forms = "; ".join(f"{k} on {'/'.join(map(str, ns))} x {e}" for (e, k), ns in _VECTOR_ATOM_LANES.items())
        raise op_error(op, f"PTX has no vector atom for {kind} on {t} (it has {forms}){hint}")
    opcode = _VECTOR_ATOM_OPCODE[kind]
    noftz = name != "f32"
    instruction = f"atom.global.{opcode}{'.noftz' if noftz else ''}.v{lanes}.{name}"
    if not use.has(**VECTOR_ATOM_NEEDS):
        sm, ptx_version = VECTOR_ATOM_NEEDS["min_sm"], ptx_version_text(VECTOR_ATOM_NEEDS["min_ptx"])
        needs = f"{instruction} needs sm_{sm} and PTX ISA {ptx_version}"
        if use.sm < sm:
            why, fix = f"the target is {use.target.name}", ""
        else:
            why = f"the ptx-version is {ptx_version_text(use.target.explicit_ptx or (0, 0))}"
            fix = f"; pass --ptx-version {ptx_version} to nvvm-opt (ptx-version=\"{ptx_version}\" to the pass), or leave it out"
        raise op_error(op, f"vector atomics not supported on this architecture! ({needs}; {why}){fix}{hint}")
    if addr.space != AS.GLOBAL:
        where = "a generic pointer memory-space-opt could not prove global" if addr.space == AS.GENERIC else f"address space {addr.space}"
        raise op_error(op, f"PTX's vector atom works on global memory only, this one is on {where}{hint}")
    use.require(op, instruction, **VECTOR_ATOM_NEEDS)
    sem = _semantics(sel, op)
    cls = "f32" if name == "f32" else "b16"
    values: list[Leaf] = [sel.reg(operand) for operand in operands]
    sel.set(op.results[0], _atom(sel, op, addr, opcode, name, values, [cls] * lanes, sem, noftz=noftz))


def select_cmpxchg(sel: SelectorCore, op: llvm_ext.AtomicCmpXchgOp) -> None:
    ptr, expected, new = op.operands[0], op.operands[1], op.operands[2]
    t = expected.type
    if t == IntegerType(128):
        addr = sel.store_addr(ptr, op)
        cmp_halves = sel.get(expected, op)
        lo, hi = _atom_b128(sel, op, addr, "cas", [cmp_halves, sel.get(new, op)], _semantics(sel, op))
        equal = [sel.setp("eq", "b64", old, sel.reg(c)) for old, c in zip((lo, hi), cmp_halves, strict=True)]
        sel.set(op.results[0], [lo, hi, sel.arith("and", "pred", equal, "pred")])
        return
    cls = abi.reg_class(t)
    bits = 32 if cls == "b32" else 64
    byte = t == IntegerType(8)
    if t == IntegerType(16):
        # atom.cas.b16 (sm_70, PTX 6.3).
        sel.info.target.require(op, "atom.cas.b16", min_sm=70, min_ptx=(6, 3))
        bits = 16
    elif byte:
        bits = 16  # an i8 lives in a 16-bit register, its high bits undefined
    elif cls not in ("b32", "b64"):
        raise op_error(op, f"cmpxchg on {t} is not supported")
    addr = sel.store_addr(ptr, op)
    if addr.space == AS.LOCAL:
        # Local memory is private to the thread: a plain compare-and-store is atomic enough.
        old = sel.load_leaf(addr, t, op)
        ok = sel.setp("eq", f"b{bits}", sel.normalized(old, t, False), sel.normalized(sel.get1(expected, op), t, False))
        chosen = sel.selp(f"b{bits}", sel.get1(new, op), old, ok, cls)
        sel.store_leaf(addr, t, chosen, op)
        sel.set(op.results[0], [old, ok])
        return
    _check_space(addr, op)
    sem = _semantics(sel, op)
    cmp = sel.get1(expected, op)
    val = sel.get1(new, op)
    if byte:
        _cmpxchg_byte(sel, op, addr, cmp, val, sem)
        return
    old = _atom(sel, op, addr, "cas", f"b{bits}", [cmp, val], [cls], sem)[0]
    ok = sel.setp("eq", f"b{bits}", old, cmp)
    sel.set(op.results[0], [old, ok])


def _containing_word(sel: SelectorCore, addr: Addr) -> tuple[Addr, SSAValue]:
    """The aligned 32-bit word holding the address's byte, and the address's low 32 bits (a
    32-bit shared address is its own low half)."""
    where = sel.materialize(addr)
    if leaf_cls(where) == "b32":
        return Addr(sel.arith("and", "b32", [where, Imm("-4", "b32")], "b32"), 0, addr.space, 4), where
    word = Addr(sel.arith("and", "b64", [where, Imm("-4", "b64")], "b64"), 0, addr.space, 4)
    return word, sel.cvt("u32", "u64", where, "b32")


def _cmpxchg_byte(sel: SelectorCore, op: Operation, addr: Addr, cmp: Leaf, val: Leaf, sem: ptx.AccessOrder) -> None:
    """cmpxchg on an i8 as LLVM expands it (PTX has no 8-bit CAS): CAS the containing aligned
    word with the byte replaced, retrying while only the other three bytes changed."""
    word_addr, low = _containing_word(sel, addr)
    offset = sel.arith("and", "b32", [low, Imm("3", "b32")], "b32")
    shift = sel.arith("shl", "b32", [offset, Imm("3", "b32")], "b32")
    keep = sel.arith("not", "b32", [sel.arith("shl", "b32", [sel.reg(Imm("255", "b32")), shift], "b32")], "b32")

    def placed(value: Leaf) -> SSAValue:
        wide = sel.arith("and", "b32", [sel.cvt("u32", "u16", sel.reg(value), "b32"), Imm("255", "b32")], "b32")
        return sel.arith("shl", "b32", [wide, shift], "b32")

    cmp_word, new_word = placed(cmp), placed(val)
    initial = sel.load(word_addr, "b32", ["b32"], op, ptx.PLAIN)[0]
    rest = sel.arith("and", "b32", [initial, keep], "b32")

    region = sel.pfunc.body
    assert sel.current is not None
    loop = Block(arg_types=[ptx.REG_TYPES["b32"]])
    check = Block()
    retry = Block()
    done = Block()
    region.insert_block_after(loop, sel.current)
    region.insert_block_after(check, loop)
    region.insert_block_after(retry, check)
    region.insert_block_after(done, retry)
    sel.add(ptx.BraOp(loop, [rest]))
    sel.current = loop
    others = loop.args[0]
    expected_word = sel.arith("or", "b32", [others, cmp_word], "b32")
    desired_word = sel.arith("or", "b32", [others, new_word], "b32")
    seen = _atom(sel, op, word_addr, "cas", "b32", [expected_word, desired_word], ["b32"], sem)[0]
    ok = sel.setp("eq", "b32", seen, expected_word)
    sel.add(ptx.CBraOp(ok, done, check))
    sel.current = check
    seen_others = sel.arith("and", "b32", [seen, keep], "b32")
    changed = sel.setp("ne", "b32", seen_others, others)
    sel.add(ptx.CBraOp(changed, retry, done))
    sel.current = retry
    sel.add(ptx.BraOp(loop, [seen_others]))
    sel.current = done
    old = sel.cvt("u16", "u32", sel.arith("shr", "u32", [seen, shift], "b32"), "b16")
    sel.set(op.results[0], [old, ok])


def select_fence(sel: SelectorCore, op: llvm_ext.FenceOp) -> None:
    ordering = ordering_of(op, "ordering") or "seq_cst"
    scope = scope_of(op, unknown=ptx.MemoryScope.GPU).value
    if not sel.info.target.has(min_sm=70):
        # membar has no cluster level: a wider one is still a fence.
        sel.membar(scope if scope in ("cta", "gpu") else "sys")
        return
    sel.fence("sc" if ordering == "seq_cst" else "acq_rel", scope)


def _local_rmw(sel: SelectorCore, op: Operation, addr: Addr, kind: str, t: Attribute, operand: Leaf) -> Leaf:
    """An RMW on thread-private local memory: load, combine, store (no other thread can race)."""
    if kind not in _LOCAL_KINDS:
        raise op_error(op, f"atomicrmw {kind} on local memory is not supported")
    old = sel.load_leaf(addr, t, op)
    new = _combine(sel, op, kind, t, old, operand)
    sel.store_leaf(addr, t, new, op)
    return old


# What _combine computes, so what an RMW on local memory can do.
_LOCAL_KINDS = ("xchg", "add", "sub", "_and", "nand", "_or", "_xor", "max", "min", "umax", "umin", "fadd", "fsub", "fmax", "fmin")

# RMW operations PTX has no atom for: a compare-and-swap loop.
# No PTX atom computes these: LLVM's AtomicExpand makes them a CAS loop (fmaximum/fminimum
# propagate NaN, fmaximumnum/fminimumnum are fmax/fmin's IEEE maximumNumber/minimumNumber,
# usub_cond subtracts where it does not wrap, usub_sat clamps at 0).
_CAS_ONLY = ("nand", "fsub", "fmax", "fmin", "fmaximum", "fminimum", "fmaximumnum", "fminimumnum", "usub_cond", "usub_sat")


def _combine(sel: SelectorCore, op: Operation, kind: str, t: Attribute, old: Leaf, operand: Leaf) -> Leaf:
    """`old <kind> operand` for one value of type `t` (the new value an RMW stores)."""
    cls = abi.reg_class(t)
    # (opcode, modifiers) of the float operations.
    float_ops = {
        "fadd": ("add", ["rn"]), "fsub": ("sub", ["rn"]), "fmax": ("max", []), "fmin": ("min", []),
        "fmaximumnum": ("max", []), "fminimumnum": ("min", []), "fmaximum": ("max", ["NaN"]), "fminimum": ("min", ["NaN"]),
    }
    if kind in ("fmaximum", "fminimum") and cls != "f64":
        sel.info.target.require(op, f"{float_ops[kind][0]}.NaN.f32", min_sm=80, min_ptx=(7, 0))
    if cls in ("f32", "f64"):
        if kind not in float_ops:
            raise op_error(op, f"atomicrmw {kind} on {t} is not supported")
        opcode, modifiers = float_ops[kind]
        if cls == "f64" and "NaN" in modifiers:
            # No max.NaN.f64: the plain result, or the NaN where either is one (old + operand is).
            plain = sel.arith(opcode, cls, [sel.reg(old), operand], cls)
            either_nan = sel.setp("nan", cls, old, operand)
            nan = sel.arith("add", cls, [sel.reg(old), operand], cls, ["rn"])
            return sel.selp(cls, nan, plain, either_nan, cls)
        return sel.arith(opcode, cls, [sel.reg(old), operand], cls, modifiers)
    if cls == "b16" and not isinstance(t, IntegerType):
        # Half types: compute in f32, round once.
        name = "bf16" if isinstance(t, BFloat16Type) else "f16"
        if kind not in float_ops:
            raise op_error(op, f"atomicrmw {kind} on {t} is not supported")
        opcode, modifiers = float_ops[kind]
        a = sel.cvt("f32", name, old, "f32")
        b = sel.cvt("f32", name, sel.reg(operand), "f32")
        r = sel.arith(opcode, "f32", [a, b], "f32", modifiers)
        return sel.cvt(name, "f32", r, "b16", ["rn"])
    bits = 16 if cls == "b16" else (32 if cls == "b32" else 64)
    if kind == "xchg":
        return operand
    if kind == "nand":
        both = sel.arith("and", f"b{bits}", [sel.reg(old), operand], cls)
        return sel.arith("not", f"b{bits}", [both], cls)
    if kind in ("usub_cond", "usub_sat"):
        left = sel.reg(sel.normalized(old, t, False))
        right = sel.normalized(operand, t, False)
        difference = sel.arith("sub", f"s{bits}", [left, right], cls)
        fits = sel.setp("ge", f"u{bits}", left, right)
        otherwise: Leaf = old if kind == "usub_cond" else Imm("0", cls)
        return sel.selp(f"b{bits}", difference, otherwise, fits, cls)
    signed = kind in ("max", "min")
    if kind in ("max", "min", "umax", "umin"):
        lhs = sel.normalized(old, t, signed)
        rhs = sel.normalized(operand, t, signed)
        which = "max" if kind.endswith("max") else "min"
        return sel.arith(which, f"{'s' if signed else 'u'}{bits}", [sel.reg(lhs), rhs], cls)
    typed = {"add": ("add", "s"), "sub": ("sub", "s"), "_and": ("and", "b"), "_or": ("or", "b"), "_xor": ("xor", "b")}.get(kind)
    if typed is None:
        raise op_error(op, f"atomicrmw {kind} on {t} is not supported")
    return sel.arith(typed[0], f"{typed[1]}{bits}", [sel.reg(old), operand], cls)


def _rmw_by_cas(sel: SelectorCore, op: Operation, kind: str, t: Attribute, addr: Addr, operand: Leaf) -> Leaf:
    """An RMW as LLVM expands it: load the (containing, for i8/i16) word, then loop on
    `atom.cas` until no other thread changed it in between."""
    if addr.space == AS.LOCAL:
        return _local_rmw(sel, op, addr, kind, t, operand)
    _check_space(addr, op)
    sem = _semantics(sel, op)
    cls = abi.reg_class(t)
    narrow = cls == "b16"
    word_cls = "b32" if narrow or cls in ("b32", "f32") else "b64"
    bits = 32 if word_cls == "b32" else 64
    if narrow:
        # The aligned 32-bit word holding the value, and where the value sits in it.
        width = 8 if isinstance(t, IntegerType) and t.width.data == 8 else 16
        word_addr, low = _containing_word(sel, addr)
        byte = sel.arith("and", "b32", [low, Imm("3", "b32")], "b32")
        shift = sel.arith("shl", "b32", [byte, Imm("3", "b32")], "b32")
        mask = sel.arith("shl", "b32", [Imm(str((1 << width) - 1), "b32"), shift], "b32")
        keep = sel.arith("not", "b32", [mask], "b32")
    else:
        word_addr = addr
    initial = sel.load(word_addr, f"b{bits}", [word_cls], op, ptx.PLAIN)[0]

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
        shifted = sel.arith("shr", "u32", [old_word, shift], "b32")
        old_value = sel.cvt("u16", "u32", shifted, "b16")
        new_value = _combine(sel, op, kind, t, old_value, operand)
        wide = sel.cvt("u32", "u16", sel.reg(new_value), "b32")
        placed = sel.arith("shl", "b32", [wide, shift], "b32")
        placed = sel.arith("and", "b32", [placed, mask], "b32")
        kept = sel.arith("and", "b32", [old_word, keep], "b32")
        new_word = sel.arith("or", "b32", [kept, placed], "b32")
    elif cls in ("f32", "f64"):
        old_value = sel.mov(f"b{bits}", old_word, cls)
        new_value = _combine(sel, op, kind, t, old_value, operand)
        new_word = sel.mov(f"b{bits}", new_value, word_cls)
    else:
        old_value = old_word
        new_word = sel.reg(_combine(sel, op, kind, t, old_word, operand))
    seen = _atom(sel, op, word_addr, "cas", f"b{bits}", [old_word, new_word], [word_cls], sem)[0]
    same = sel.setp("eq", f"b{bits}", seen, old_word)
    sel.add(ptx.CBraOp(same, done, retry))
    sel.current = retry
    sel.add(ptx.BraOp(loop, [seen]))
    sel.current = done
    return old_value


def select_nvvm_atomicrmw(sel: SelectorCore, op: NVVMAtomicRMWOp) -> None:
    """NVIDIA's `nvvm.atomicrmw`: selected as the llvm.atomicrmw (cas: llvm.cmpxchg) it means."""
    bin_op = KINDS[op.kind]
    same: Operation
    if bin_op is None:
        assert op.b is not None
        same = llvm_ext.AtomicCmpXchgOp(op.ptr, op.a, op.b, op.ordering(), _CAS_FAILURE.get(op.ordering(), op.ordering()),
                                       syncscope=op.syncscope())
        select_cmpxchg(sel, same)
    else:
        same = llvm_ext.AtomicRMWOp(bin_op, op.ptr, op.a, op.ordering(), syncscope=op.syncscope())
        select_atomicrmw(sel, same)
    sel.set(op.res, [sel.get(same.results[0], op)[0]])
    same.drop_all_references()


# cmpxchg's failure ordering may not release.
_CAS_FAILURE = {AtomicOrdering.RELEASE: AtomicOrdering.MONOTONIC, AtomicOrdering.ACQ_REL: AtomicOrdering.ACQUIRE}


SELECTORS: dict[type[Operation], Selector] = {
    NVVMAtomicRMWOp: select_nvvm_atomicrmw,
    llvm_ext.AtomicRMWOp: select_atomicrmw,
    llvm_ext.AtomicCmpXchgOp: select_cmpxchg,
    llvm_ext.FenceOp: select_fence,
}
