"""Selection patterns of arithmetic, compares, casts and aggregate/vector element access:
constants, integer/float arithmetic (i128 and half included), the math and bit intrinsics,
selects, conversions, extract/insert of aggregate fields and vector lanes.

`SELECTORS` maps each op class to its pattern; `MATH_SELECTORS` are the `llvm.intr.*` math and
bit ops (also selected by name for `llvm.call_intrinsic`); `ELEMENTWISE` the classes the driver
applies lane by lane to vectors."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import partial

from xdsl.dialects import llvm
from xdsl.dialects.builtin import (
    BFloat16Type,
    DenseIntOrFPElementsAttr,
    Float16Type,
    Float32Type,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    VectorType,
    i32,
)
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.dialects.utils.fast_math import FastMathFlag
from xdsl.ir import Attribute, Operation, SSAValue

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl import datalayout as DL
from nvvm_xdsl.backend import abi
from nvvm_xdsl.backend.isel_core import Selector, SelectorCore
from nvvm_xdsl.backend.isel_nvvm import select_maximum, select_minimum
from nvvm_xdsl.backend.values import (
    FCMP_CONDITIONS,
    ICMP_CONDITIONS,
    REG_BITS,
    Addr,
    Imm,
    Leaf,
    bit_width,
    float_imm,
    float_type_name,
    int_imm,
    is_i128,
    leaf_cls,
    zero_imm,
)
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import llvm_ext
from nvvm_xdsl.dialects.nvvm import SPECIAL_REGISTER_BY_NAME, SplitStructOp
from nvvm_xdsl.target import PACKED_F32_NEEDS, half_precision_needs
from nvvm_xdsl.transforms.llvm_peephole import constant_int, known_zero_bits


def select_constant(sel: SelectorCore, op: llvm.ConstantOp) -> None:
    value = op.value
    t = op.result.type
    if isinstance(value, IntegerAttr):
        if isinstance(t, LLVMPointerType):
            sel.set(op.result, [Imm(str(value.value.data), abi.reg_class(t))])
        elif isinstance(t, IntegerType) and t.width.data == 128:
            bits = value.value.data & ((1 << 128) - 1)
            i64 = IntegerType(64)
            sel.set(op.result, [int_imm(bits & ((1 << 64) - 1), i64), int_imm(bits >> 64, i64)])
        else:
            sel.set(op.result, [int_imm(value.value.data, t)])
    elif isinstance(value, FloatAttr):
        sel.set(op.result, [float_imm(value.value.data, abi.reg_class(t), t)])
    elif isinstance(value, DenseIntOrFPElementsAttr):
        leaf_types = [leaf.type for leaf in abi.leaves(t)] if DL.is_aggregate(t) else sel.vector_leaf_types(t, op)
        values = list(value.get_values())
        if len(values) == 1:
            values = values * len(leaf_types)
        out: list[Leaf] = []
        for v, lt in zip(values, leaf_types, strict=False):
            cls = abi.reg_class(lt)
            is_float = cls in ("f32", "f64") or isinstance(lt, Float16Type | BFloat16Type)
            out.append(float_imm(float(v), cls, lt) if is_float else int_imm(int(v), lt))
        sel.set(op.result, out)
    else:
        raise op_error(op, f"unsupported constant {value}")


def select_undef(sel: SelectorCore, op: Operation) -> None:
    t = op.results[0].type
    sel.set(op.results[0], [zero_imm(leaf.type) for leaf in abi.leaves(t)])


def select_freeze(sel: SelectorCore, op: Operation) -> None:
    sel.set(op.results[0], sel.get(op.operands[0], op))
    if op.operands[0] in sel.addrs:
        sel.addrs[op.results[0]] = sel.addrs[op.operands[0]]


def _binary(
    sel: SelectorCore, op: Operation, opcode: str, type_name: str, commutative: bool, signed: bool | None = None, modifiers: tuple[str, ...] = ()
) -> None:
    t = op.results[0].type
    cls = abi.reg_class(t)
    a = sel.get1(op.operands[0], op)
    b = sel.get1(op.operands[1], op)
    if signed is not None:
        a = sel.normalized(a, t, signed)
        b = sel.normalized(b, t, signed)
    if commutative and isinstance(a, Imm) and not isinstance(b, Imm):
        a, b = b, a
    # Only the second source may be a literal.
    sel.set(op.results[0], [sel.arith(opcode, type_name, [sel.reg(a), b], cls, modifiers)])


def _i128_binary(sel: SelectorCore, op: Operation, name: str) -> None:
    """i128 arithmetic on (low, high) halves: carries for add/sub, halves for logic,
    constant shifts across the halves."""
    a_lo, a_hi = sel.get(op.operands[0], op)
    b_lo, b_hi = sel.get(op.operands[1], op)
    if name in ("and", "or", "xor"):
        sel.set(op.results[0], [
            sel.arith(name, "b64", [sel.reg(a_lo), b_lo], "b64"),
            sel.arith(name, "b64", [sel.reg(a_hi), b_hi], "b64"),
        ])
        return
    if name in ("add", "sub"):
        # One op for the pair: nothing may come between the carry-out and carry-in (the carry
        # flag is state no ptx op models, so the pair stays text).
        lo, hi = sel.inst(
            f"{name}.cc.u64 $d0, $0, $1;\n\t{name}c.u64 $d1, $2, $3",
            [a_lo, b_lo, a_hi, b_hi],
            ["b64", "b64"],
            imm_ok=[1, 3],
        )
        sel.set(op.results[0], [lo, hi])
        return
    if name == "mul":
        # (a_hi:a_lo) * (b_hi:b_lo) mod 2^128: the low product's both halves plus the two
        # cross products into the high half.
        low = sel.arith("mul", "s64", [sel.reg(a_lo), b_lo], "b64", ("lo",))
        high = sel.arith("mul", "u64", [sel.reg(a_lo), b_lo], "b64", ("hi",))
        cross1 = sel.arith("mul", "s64", [sel.reg(a_lo), b_hi], "b64", ("lo",))
        cross2 = sel.arith("mul", "s64", [sel.reg(a_hi), b_lo], "b64", ("lo",))
        high = sel.arith("add", "s64", [high, cross1], "b64")
        sel.set(op.results[0], [low, sel.arith("add", "s64", [high, cross2], "b64")])
        return
    if name in ("shl", "lshr", "ashr") and isinstance(b_lo, Imm) and isinstance(b_hi, Imm):
        k = int(b_lo.text) & 127
        sel.set(op.results[0], _i128_shift(sel, name, a_lo, a_hi, k))
        return
    if name in ("shl", "lshr", "ashr"):
        sel.set(op.results[0], _i128_variable_shift(sel, name, a_lo, a_hi, b_lo))
        return
    raise op_error(op, f"'{op.name}' on i128 is not supported")


def _i128_variable_shift(sel: SelectorCore, name: str, lo: Leaf, hi: Leaf, amount: Leaf) -> list[Leaf]:
    """A shift by a run-time amount n (below 128, else poison) as LLVM expands it: both the
    n < 64 result (a half shifted, the bits crossing from the other half or-ed in) and the
    n >= 64 one (the other half shifted by n - 64), chosen by a compare. PTX clamps shift
    amounts to the width, so `x << n` is 0 and `x >>s n` the sign for n >= 64, and the
    crossing bits `x >> (64 - n)` are 0 for n = 0."""
    n = sel.cvt("u32", "u64", sel.reg(amount), "b32")
    back = sel.arith("sub", "s32", [sel.reg(Imm("64", "b32")), n], "b32")
    past = sel.arith("add", "s32", [n, Imm("-64", "b32")], "b32")
    big = sel.setp("ge", "u32", n, Imm("64", "b32"))
    lo_r, hi_r = sel.reg(lo), sel.reg(hi)
    if name == "shl":
        crossing = sel.arith("shr", "u64", [lo_r, back], "b64")
        near = sel.arith("or", "b64", [sel.arith("shl", "b64", [hi_r, n], "b64"), crossing], "b64")
        far = sel.arith("shl", "b64", [lo_r, past], "b64")
        return [sel.arith("shl", "b64", [lo_r, n], "b64"), sel.selp("b64", far, near, big, "b64")]
    kind = "u64" if name == "lshr" else "s64"
    crossing = sel.arith("shl", "b64", [hi_r, back], "b64")
    near = sel.arith("or", "b64", [sel.arith("shr", "u64", [lo_r, n], "b64"), crossing], "b64")
    far = sel.arith("shr", kind, [hi_r, past], "b64")
    return [sel.selp("b64", far, near, big, "b64"), sel.arith("shr", kind, [hi_r, n], "b64")]


def _i128_shift(sel: SelectorCore, name: str, lo: Leaf, hi: Leaf, k: int) -> list[Leaf]:
    if k == 0:
        return [lo, hi]
    zero = Imm("0", "b64")
    def shifted(opcode: str, type_name: str, value: Leaf, amount: int) -> SSAValue:
        return sel.arith(opcode, type_name, [sel.reg(value), Imm(str(amount), "b32")], "b64")

    def either(a: Leaf, b: Leaf) -> SSAValue:
        return sel.arith("or", "b64", [sel.reg(a), b], "b64")

    if name == "shl":
        if k >= 64:
            return [zero, shifted("shl", "b64", lo, k - 64)]
        carry = shifted("shr", "u64", lo, 64 - k)
        high = shifted("shl", "b64", hi, k)
        return [shifted("shl", "b64", lo, k), either(high, carry)]
    kind = "u" if name == "lshr" else "s"
    fill = zero if name == "lshr" else shifted("shr", "s64", hi, 63)
    if k >= 64:
        return [shifted("shr", f"{kind}64", hi, k - 64) if k > 64 else hi, fill]
    carry = shifted("shl", "b64", hi, 64 - k)
    low = shifted("shr", "u64", lo, k)
    return [either(low, carry), shifted("shr", f"{kind}64", hi, k)]

# LLVM's integer binary ops: (PTX opcode, modifiers, type kind, commutative, operands extended
# as signed (None: the high bits of an i8 do not matter)).
_INT_BINARY: dict[type[Operation], tuple[str, tuple[str, ...], str, bool, bool | None]] = {
    llvm.AddOp: ("add", (), "s", True, None),
    llvm.SubOp: ("sub", (), "s", False, None),
    llvm.MulOp: ("mul", ("lo",), "s", True, None),
    llvm.SDivOp: ("div", (), "s", False, True),
    llvm.UDivOp: ("div", (), "u", False, False),
    llvm.SRemOp: ("rem", (), "s", False, True),
    llvm.URemOp: ("rem", (), "u", False, False),
    llvm.AndOp: ("and", (), "b", True, None),
    llvm.OrOp: ("or", (), "b", True, None),
    llvm.XOrOp: ("xor", (), "b", True, None),
}
# On i1 (predicates), modulo 2: + and - are xor, * is and.
_PRED_BINARY: dict[type[Operation], str] = {
    llvm.AddOp: "xor", llvm.SubOp: "xor", llvm.XOrOp: "xor", llvm.AndOp: "and", llvm.MulOp: "and", llvm.OrOp: "or",
}
# The i128 operations selection spells out on (low, high) halves.
_I128_KIND: dict[type[Operation], str] = {
    llvm.AddOp: "add", llvm.SubOp: "sub", llvm.AndOp: "and", llvm.OrOp: "or", llvm.XOrOp: "xor",
    llvm.MulOp: "mul", llvm.ShlOp: "shl", llvm.LShrOp: "lshr", llvm.AShrOp: "ashr",
}


def _i128(sel: SelectorCore, op: Operation) -> None:
    if isinstance(op, llvm.MulOp) and (halves := _i128_widening_product(sel, op)) is not None:
        sel.set(op.results[0], halves)
        return
    kind = _I128_KIND.get(type(op))
    if kind is None:
        raise op_error(op, f"'{op.name}' on i128 is not supported")
    _i128_binary(sel, op, kind)


def select_int_binary(sel: SelectorCore, op: Operation) -> None:
    t = op.results[0].type
    if is_i128(t):
        _i128(sel, op)
        return
    cls = abi.reg_class(t)
    bits = 16 if cls == "b16" else REG_BITS[cls]
    if cls == "pred":
        pred_opcode = _PRED_BINARY.get(type(op))
        if pred_opcode is None:
            raise op_error(op, f"'{op.name}' on i1 is not supported")
        a, b = (sel.reg(sel.get1(v, op)) for v in op.operands)
        sel.set(op.results[0], [sel.arith(pred_opcode, "pred", [a, b], "pred")])
        return
    if isinstance(op, llvm.MulOp) and cls == "b64" and (wide := _widening_product(sel, op)) is not None:
        sel.set(op.results[0], [wide])
        return
    if cls == "b32" and _select_bit_field(sel, op):
        return
    opcode, modifiers, kind, commutative, signed = _INT_BINARY[type(op)]
    if cls == "b64" and isinstance(op, llvm.AddOp) and _disjoint_add(op):
        opcode, kind = "or", "b"
    _binary(sel, op, opcode, f"{kind}{bits}", commutative, signed, modifiers)


def _bit_field(op: Operation) -> tuple[SSAValue, int, int] | None:
    """`(x >> c) & (2^k - 1)` (or `(x & ((2^k - 1) << c)) >> c`, selected at the shift) with
    c > 0, widened to i64: (x, c, k), one `bfe` as LLVM's NVPTX selects it. ptxas moves the
    64-bit row arithmetic built on an `and`+`shr` field of `%tid.x` that is uniform per warp
    into the uniform datapath, and each row offset then costs moves into vector registers (a
    `bfe` it keeps in vector registers). A field used in 32 bits is left as it is: there the
    uniform datapath is what ptxas does best (measured on Triton's GEMM and argmax kernels,
    up to 14% more SASS with `bfe`)."""
    if not any(isinstance(use.operation, llvm.ZExtOp | llvm.SExtOp) for use in op.results[0].uses):
        return None
    if isinstance(op, llvm.AndOp):
        mask, inner = constant_int(op.operands[1]), op.operands[0].owner
        if mask is None or not isinstance(inner, llvm.LShrOp):
            return None
        shift, x = constant_int(inner.operands[1]), inner.operands[0]
    elif isinstance(op, llvm.LShrOp):
        shift, inner = constant_int(op.operands[1]), op.operands[0].owner
        if shift is None or not isinstance(inner, llvm.AndOp) or (mask := constant_int(inner.operands[1])) is None:
            return None
        if mask & ((1 << shift) - 1):
            return None
        mask >>= shift
        x = inner.operands[0]
    else:
        return None
    width = bit_width(op.results[0].type)
    if shift is None or not 0 < shift < width or mask <= 0 or mask & (mask + 1):
        return None
    length = mask.bit_length()
    if shift + length > width:
        return None
    return x, shift, length


def _select_bit_field(sel: SelectorCore, op: Operation) -> bool:
    """Select an i32 `op` that `_bit_field` recognises as one `bfe.u32`: whether it did."""
    field = _bit_field(op)
    if field is None:
        return False
    x, start, length = field
    operands: list[SSAValue | Imm] = [sel.reg(sel.get1(x, op)), Imm(str(start), "b32"), Imm(str(length), "b32")]
    sel.set(op.results[0], [sel.arith("bfe", "u32", operands, "b32")])
    return True


def _disjoint_add(op: Operation) -> bool:
    """An i64 add whose operands have no bit that both may set is an `or` (LLVM's `or
    disjoint`): no carry, so ptxas sees the high word of `x + zext(y)` or `x + c` unchanged
    and shares it (the row offsets `(pid << 5) + lane + j` of a tile). Not where the sum becomes
    an address, whose constant ptxas folds into the access."""
    if any(isinstance(use.operation, llvm.IntToPtrOp) for use in op.results[0].uses):
        return False
    return (~known_zero_bits(op.operands[0]) & ~known_zero_bits(op.operands[1]) & (2**64 - 1)) == 0


def _widening_product(sel: SelectorCore, op: Operation) -> SSAValue | None:
    """An i64 product of two 32-bit values (each a zext/sext from i32 or a constant that fits):
    one `mul.wide.u32/s32`, whose high half is `mul.hi` (Philox's `umulhi` is written this
    way), where a `mul.lo.s64` costs ptxas three multiplies."""
    factors = _narrow_factors(sel, op)
    if factors is None:
        return None
    kind, a, b = factors
    return sel.arith("mul", f"{kind}32", [a, b], "b64", ["wide"])


def _narrow_factors(sel: SelectorCore, op: Operation) -> tuple[str, SSAValue, Leaf] | None:
    """("u" or "s", a, b) where the i64 `op` multiplies two zext (or two sext) i32 values, or
    one and a constant that fits; the register first."""
    for kind, ext, low, high in (("u", llvm.ZExtOp, 0, 1 << 32), ("s", llvm.SExtOp, -(1 << 31), 1 << 31)):
        narrow: list[Leaf] = []
        for operand in op.operands:
            owner = operand.owner
            if isinstance(owner, ext) and owner.operands[0].type == IntegerType(32) and owner.operands[0] in sel.vals:
                leaf = sel.get1(owner.operands[0], op)
            elif isinstance(leaf := sel.get1(operand, op), Imm) and low <= int(leaf.text) < high:
                leaf = Imm(leaf.text, "b32")
            else:
                break
            narrow.append(leaf)
        else:
            if all(isinstance(leaf, Imm) for leaf in narrow):
                return None
            if isinstance(narrow[0], Imm):
                narrow.reverse()
            return kind, sel.reg(narrow[0]), narrow[1]
    return None


def _high_half(sel: SelectorCore, op: Operation) -> SSAValue | None:
    """`trunc((ext a * ext b) >> 32)` of i32 a and b (ext both zext or both sext): one
    `mul.hi.u32/s32` (LLVM's multiply-high: Philox's `umulhi`, division by constants)."""
    shift = op.operands[0].owner
    if (
        op.results[0].type != IntegerType(32)
        or not isinstance(shift, llvm.LShrOp | llvm.AShrOp)
        or not isinstance(product := shift.operands[0].owner, llvm.MulOp)
        or product.results[0].type != IntegerType(64)
        or not isinstance(amount := sel.get1(shift.operands[1], op), Imm)
        or int(amount.text) != 32
        or (factors := _narrow_factors(sel, product)) is None
    ):
        return None
    kind, a, b = factors
    return sel.arith("mul", f"{kind}32", [a, b], "b32", ["hi"])


def _i128_widening_product(sel: SelectorCore, op: Operation) -> list[SSAValue] | None:
    """An i128 product of two 64-bit values (each a zext/sext from i64 or a constant that fits):
    `mul.lo` and `mul.hi.s64/u64`, how LLVM writes a 64-bit multiply-high (llvm-peephole's
    division by constants); the low half is dropped when unused."""
    for kind, ext, low, high in (("u", llvm.ZExtOp, 0, 1 << 64), ("s", llvm.SExtOp, -(1 << 63), 1 << 63)):
        narrow: list[Leaf] = []
        for operand in op.operands:
            owner = operand.owner
            if isinstance(owner, ext) and owner.operands[0].type == IntegerType(64):
                narrow.append(sel.get1(owner.operands[0], op))
                continue
            if not isinstance(owner, llvm.ConstantOp) or not isinstance(owner.value, IntegerAttr):
                break
            value = owner.value.value.data & ((1 << 128) - 1)
            value = value - (1 << 128) if value >> 127 else value
            if not low <= value < high:
                break
            narrow.append(int_imm(value, IntegerType(64)))
        else:
            if all(isinstance(leaf, Imm) for leaf in narrow):
                return None
            if isinstance(narrow[0], Imm):
                narrow.reverse()
            a, b = sel.reg(narrow[0]), narrow[1]
            return [sel.arith("mul", f"{kind}64", [a, b], "b64", [half]) for half in ("lo", "hi")]
    return None


# PTX opcode and type kind of each shift.
_SHIFTS: dict[type[Operation], tuple[str, str]] = {llvm.ShlOp: ("shl", "b"), llvm.LShrOp: ("shr", "u"), llvm.AShrOp: ("shr", "s")}


def select_shift(sel: SelectorCore, op: llvm.ShlOp | llvm.LShrOp | llvm.AShrOp) -> None:
    t = op.results[0].type
    if is_i128(t):
        _i128(sel, op)
        return
    cls = abi.reg_class(t)
    if cls == "pred":
        raise op_error(op, f"'{op.name}' on i1 is not supported")
    if cls == "b32" and _select_bit_field(sel, op):
        return
    bits = 16 if cls == "b16" else REG_BITS[cls]
    value = sel.get1(op.operands[0], op)
    amount = sel.get1(op.operands[1], op)
    if isinstance(op, llvm.LShrOp):
        value = sel.normalized(value, t, False)
    elif isinstance(op, llvm.AShrOp):
        value = sel.normalized(value, t, True)
    # Shift amounts are 32-bit registers or immediates.
    if isinstance(amount, Imm):
        amount = Imm(str(int(amount.text) & 0xFFFFFFFF), "b32") if int(amount.text) >= 0 else Imm(str(int(amount.text) & (bits - 1)), "b32")
    elif leaf_cls(amount) == "b64":
        amount = sel.cvt("u32", "u64", amount, "b32")
    elif leaf_cls(amount) == "b16":
        amount = sel.cvt("u32", "u16", amount, "b32")
    opcode, kind = _SHIFTS[type(op)]
    sel.set(op.results[0], [sel.arith(opcode, f"{kind}{bits}", [sel.reg(value), amount], cls)])


def select_icmp(sel: SelectorCore, op: llvm.ICmpOp) -> None:
    pred = llvm.ICmpPredicateFlag.from_int(op.predicate.value.data).value
    t = op.lhs.type
    if is_i128(t):
        (a_lo, a_hi), (b_lo, b_hi) = sel.get(op.lhs, op), sel.get(op.rhs, op)
        if pred in ("eq", "ne"):
            halves = [sel.setp(pred, "b64", a_lo, b_lo), sel.setp(pred, "b64", a_hi, b_hi)]
            combine = "and" if pred == "eq" else "or"
            sel.set(op.res, [sel.arith(combine, "pred", halves, "pred")])
            return
        # Ordered: the high halves decide (signed or not) unless equal, then the low (unsigned).
        cmp, kind = ICMP_CONDITIONS[pred]
        strict = cmp[0] + "t"
        high = sel.setp(strict, f"{kind}64", a_hi, b_hi)
        tie = sel.arith("and", "pred", [sel.setp("eq", "b64", a_hi, b_hi), sel.setp(cmp, "u64", a_lo, b_lo)], "pred")
        sel.set(op.res, [sel.arith("or", "pred", [high, tie], "pred")])
        return
    cls = abi.reg_class(t)
    cmp, kind = ICMP_CONDITIONS[pred]
    a = sel.get1(op.lhs, op)
    b = sel.get1(op.rhs, op)
    if cls == "pred":
        a = sel.pred_to_b16(a)
        b = sel.pred_to_b16(b)
        cls, t = "b16", IntegerType(16)
    else:
        a = sel.normalized(a, t, kind == "s")
        b = sel.normalized(b, t, kind == "s")
    bits = 16 if cls == "b16" else REG_BITS[cls]
    if isinstance(a, Imm) and not isinstance(b, Imm):
        a, b = b, a
        cmp = {"lt": "gt", "gt": "lt", "le": "ge", "ge": "le"}.get(cmp, cmp)
    sel.set(op.res, [sel.setp(cmp, f"{kind}{bits}", a, b)])


def select_fcmp(sel: SelectorCore, op: llvm.FCmpOp) -> None:
    pred = llvm.FCmpPredicateFlag.from_int(op.predicate.value.data).value
    cls = abi.reg_class(op.lhs.type)
    if pred in ("_false", "_true"):
        sel.set(op.res, [sel.reg(Imm("1" if pred == "_true" else "0", "pred"))])
        return
    a = sel.get1(op.lhs, op)
    b = sel.get1(op.rhs, op)
    if isinstance(op.lhs.type, Float16Type | BFloat16Type):
        name = float_type_name(op.lhs.type)
        needs = half_precision_needs("setp", name)
        if needs is not None and sel.info.target.has(**needs):
            # In its own type where the target has it (f16: sm_53, bf16: sm_90), as LLVM does;
            # both operands in registers (half literals are not PTX immediates).
            sel.set(op.res, [sel.setp(FCMP_CONDITIONS[pred], name, sel.reg(a), sel.reg(b))])
            return
        # Widening to f32 is exact, so the comparison is unchanged.
        a, b, cls = _widen_half(sel, a, op.lhs.type), _widen_half(sel, b, op.lhs.type), "f32"
    sel.set(op.res, [sel.setp(FCMP_CONDITIONS[pred], cls, a, b)])


def select_select(sel: SelectorCore, op: llvm.SelectOp) -> None:
    cond = sel.reg(sel.get1(op.cond, op))
    a_leaves = sel.get(op.lhs, op)
    b_leaves = sel.get(op.rhs, op)
    out: list[Leaf] = []
    for a, b in zip(a_leaves, b_leaves, strict=False):
        out.append(_choose(sel, cond, a, b))
    sel.set(op.res, out)
    # Choosing between two objects of the same specific space (two byval params, two
    # stack slots): accesses through the result keep that space's instructions.
    left, right = sel.addrs.get(op.lhs), sel.addrs.get(op.rhs)
    if left is not None and right is not None and left.space == right.space and left.space != AS.GENERIC:
        chosen = sel.selp("b64", sel.materialize(left), sel.materialize(right), cond, "b64")
        sel.addrs[op.res] = Addr(chosen, 0, left.space, min(left.align, right.align))


def _widen_half(sel: SelectorCore, leaf: Leaf, t: Attribute) -> Leaf:
    """A half-precision value as f32 (exact), for arithmetic done in f32."""
    return sel.cvt("f32", float_type_name(t), sel.reg(leaf), "f32")

# PTX opcode of each float binary op but frem (and whether it commutes).
_FLOAT_BINARY: dict[type[Operation], tuple[str, bool]] = {
    llvm.FAddOp: ("add", True), llvm.FSubOp: ("sub", False), llvm.FMulOp: ("mul", True), llvm.FDivOp: ("div", False),
}


# 1.0 and -0.0 as f16/bf16 bits: the constant operand of an `fma` that is an add or a multiply.
_HALF_ONE = {"f16": "0x3C00", "bf16": "0x3F80"}
_HALF_NEGATIVE_ZERO = "0x8000"


def _rounding(op: Operation) -> tuple[str, ...]:
    """`.rn` on add/sub/mul: it pins each rounding and keeps ptxas from fusing a multiply and an
    add. An op carrying `contract` (llvm-fp-contract's `fast` gives every op it) goes without,
    as LLVM's NVPTX selects it, so that ptxas fuses the pairs the IR-level contraction does not
    see (across blocks, through a select or phi)."""
    flags = getattr(op, "fastmathFlags", None)
    return () if flags is not None and FastMathFlag.ALLOW_CONTRACT in flags.data else ("rn",)


def _native_half_binary(sel: SelectorCore, op: Operation, type_name: str) -> bool:
    """`add`/`sub`/`mul.rn` in the half type itself where the target has them (f16: sm_53,
    bf16: sm_90); bf16 on sm_80 has only `fma.rn.bf16`, exact for each as LLVM selects it:
    a * b + -0.0, a * 1.0 + b, b * -1.0 + a. False (nothing emitted) where neither exists."""
    opcode = _FLOAT_BINARY.get(type(op), ("", False))[0]
    if opcode not in ("add", "sub", "mul"):
        return False
    native, fused = half_precision_needs(opcode, type_name), half_precision_needs("fma", type_name)
    assert native is not None and fused is not None
    a = sel.reg(sel.get1(op.operands[0], op))
    b = sel.reg(sel.get1(op.operands[1], op))
    if sel.info.target.has(**native):
        result = sel.arith(opcode, type_name, [a, b], "b16", list(_rounding(op)))
    elif sel.info.target.has(**fused):
        one = _HALF_ONE[type_name]
        if opcode == "mul":
            operands = [a, b, sel.mov("b16", Imm(_HALF_NEGATIVE_ZERO, "b16"), "b16")]
        elif opcode == "add":
            operands = [a, sel.mov("b16", Imm(one, "b16"), "b16"), b]
        else:
            operands = [b, sel.mov("b16", Imm(f"0x{int(one, 16) | 0x8000:04X}", "b16"), "b16"), a]
        result = sel.arith("fma", type_name, operands, "b16", ["rn"])
    else:
        return False
    sel.set(op.results[0], [result])
    return True


def _half_binary(sel: SelectorCore, op: Operation) -> None:
    """f16/bf16 arithmetic natively where the target has it, else in f32, rounded back once:
    the f32 result of +, -, *, / of half values rounds to the same half as the exact result would."""
    t = op.results[0].type
    if _native_half_binary(sel, op, float_type_name(t)):
        return
    a = _widen_half(sel, sel.get1(op.operands[0], op), t)
    b = _widen_half(sel, sel.get1(op.operands[1], op), t)
    if isinstance(op, llvm.FRemOp):
        wide = _frem_of(sel, sel.reg(a), sel.reg(b), "f32")  # LLVM promotes half frem to f32 too
    elif opcode := _FLOAT_BINARY.get(type(op), ("", False))[0]:
        wide = sel.arith(opcode, "f32", [a, b], "f32", ["rn"])
    else:
        raise op_error(op, f"'{op.name}' on {t} is not supported")
    sel.set(op.results[0], [sel.cvt(float_type_name(t), "f32", wide, "b16", ["rn"])])


def select_float_binary(sel: SelectorCore, op: Operation) -> None:
    t = op.results[0].type
    cls = abi.reg_class(t)
    if isinstance(t, Float16Type | BFloat16Type):
        _half_binary(sel, op)
        return
    if cls not in ("f32", "f64"):
        raise op_error(op, f"'{op.name}' on {t} is not supported")
    if isinstance(op, llvm.FRemOp):
        _frem(sel, op, cls)
        return
    opcode, commutative = _FLOAT_BINARY[type(op)]
    _binary(sel, op, opcode, cls, commutative, modifiers=("rn",) if opcode == "div" else _rounding(op))


def select_packed_f32(sel: SelectorCore, op: Operation) -> bool:
    """fadd/fsub/fmul on an even number of f32 lanes as `add/sub/mul.f32x2` on lane pairs packed
    in a .b64 where the target has them (sm_100+), as LLVM's NVPTX selects v2f32: one FADD2 /
    FMUL2 for two lanes; ptxas keeps the pair in adjacent registers, so the packing moves cost
    nothing. False (nothing emitted) otherwise: the op is applied lane by lane."""
    t = op.results[0].type
    if type(op) not in (llvm.FAddOp, llvm.FSubOp, llvm.FMulOp) or not isinstance(t, VectorType):
        return False
    lanes = sel.vector_leaf_types(t, op)
    if len(lanes) % 2 or any(abi.reg_class(lane) != "f32" for lane in lanes) or not sel.info.target.has(
        **PACKED_F32_NEEDS
    ):
        return False
    sel.info.target.require(op, "f32x2 arithmetic", **PACKED_F32_NEEDS)
    a, b = sel.get(op.operands[0], op), sel.get(op.operands[1], op)
    opcode = _FLOAT_BINARY[type(op)][0]

    def packed(lanes: Sequence[Leaf]) -> SSAValue:
        # A pair an earlier f32x2 op unpacked is its register again (a chain of pair ops).
        return sel.byte_lanes.get(tuple(lanes)) or sel.pack(lanes, "b64")

    out: list[Leaf] = []
    for i in range(0, len(lanes), 2):
        pair = sel.arith(opcode, "f32x2", [packed(a[i : i + 2]), packed(b[i : i + 2])], "b64", _rounding(op))
        halves = sel.unpack(pair, ["f32", "f32"])
        sel.byte_lanes[tuple(halves)] = pair
        out.extend(halves)
    sel.set(op.results[0], out)
    return True


def _frem(sel: SelectorCore, op: llvm.FRemOp, cls: str) -> None:
    a = sel.reg(sel.get1(op.operands[0], op))
    b = sel.reg(sel.get1(op.operands[1], op))
    sel.set(op.results[0], [_frem_of(sel, a, b, cls)])


def _frem_of(sel: SelectorCore, a: Leaf, b: Leaf, cls: str) -> Leaf:
    """a - trunc(a / b) * b, and a itself where b is infinite (LLVM's NVPTX expansion)."""
    q = sel.arith("div", cls, [a, b], cls, ["rn"])
    t = sel.cvt(cls, cls, q, cls, ["rzi"])
    n = sel.arith("neg", cls, [t], cls)
    r = sel.arith("fma", cls, [n, b, a], cls, ["rn"])
    inf = sel.arith("testp", cls, [b], "pred", ["infinite"])
    return sel.selp(cls, a, r, inf, cls)


def _float_unary(sel: SelectorCore, op: Operation, opcode: str, f32_only: bool = False) -> None:
    t = op.results[0].type
    cls = abi.reg_class(t)
    if isinstance(t, Float16Type | BFloat16Type) and opcode in ("neg", "abs"):
        # Sign operations on the raw bits.
        x = sel.reg(sel.get1(op.operands[0], op))
        bits = sel.arith("xor", "b16", [x, Imm("-32768", "b16")], "b16") if opcode == "neg" else sel.arith(
            "and", "b16", [x, Imm("32767", "b16")], "b16"
        )
        sel.set(op.results[0], [bits])
        return
    if cls not in ("f32", "f64") or (f32_only and cls != "f32"):
        raise op_error(op, f"'{op.name}' on {t} is not supported")
    x = sel.reg(sel.get1(op.operands[0], op))
    if opcode.startswith("cvt."):
        # Rounding to an integral value: `cvt.rpi.f32.f32`.
        sel.set(op.results[0], [sel.cvt(cls, cls, x, cls, [opcode.split(".")[1]])])
        return
    base, *modifiers = opcode.split(".")
    sel.set(op.results[0], [sel.arith(base, cls, [x], cls, modifiers)])


def select_fneg(sel: SelectorCore, op: Operation) -> None:
    _float_unary(sel, op, "neg")


def select_fabs(sel: SelectorCore, op: Operation) -> None:
    _float_unary(sel, op, "abs")


def select_sqrt(sel: SelectorCore, op: Operation) -> None:
    _float_unary(sel, op, "sqrt.rn")


def select_ceil(sel: SelectorCore, op: Operation) -> None:
    _float_unary(sel, op, "cvt.rpi")


def select_floor(sel: SelectorCore, op: Operation) -> None:
    _float_unary(sel, op, "cvt.rmi")


def select_exp2(sel: SelectorCore, op: Operation) -> None:
    if isinstance(op.results[0].type, Float16Type | BFloat16Type):
        _exp2_half(sel, op)
        return
    _float_unary(sel, op, "ex2.approx", f32_only=True)


def _exp2_half(sel: SelectorCore, op: Operation) -> None:
    """2^x of a half: `ex2.approx.f16` (sm_75, PTX 7.0) or `ex2.approx.ftz.bf16` (sm_90, PTX 7.8)
    where the target has it, else through f32 (`ex2.approx.f32` between two conversions), as
    llc expands `llvm.exp2.f16`/`.bf16`."""
    name = float_type_name(op.results[0].type)
    x = sel.reg(sel.get1(op.operands[0], op))
    min_sm, min_ptx = (75, (7, 0)) if name == "f16" else (90, (7, 8))
    opcode = "ex2.approx" if name == "f16" else "ex2.approx.ftz"
    if sel.info.target.has(min_sm, min_ptx):
        sel.info.target.require(op, f"{opcode}.{name}", min_sm, min_ptx)
        base, *modifiers = opcode.split(".")
        sel.set(op.results[0], [sel.arith(base, name, [x], "b16", modifiers)])
        return
    wide = sel.arith("ex2", "f32", [sel.cvt("f32", name, x, "f32")], "f32", ["approx"])
    sel.set(op.results[0], [sel.cvt(name, "f32", wide, "b16", ["rn"])])


def select_log2(sel: SelectorCore, op: Operation) -> None:
    _float_unary(sel, op, "lg2.approx", f32_only=True)


def select_sin(sel: SelectorCore, op: Operation) -> None:
    _float_unary(sel, op, "sin.approx", f32_only=True)


def select_cos(sel: SelectorCore, op: Operation) -> None:
    _float_unary(sel, op, "cos.approx", f32_only=True)


def select_fma(sel: SelectorCore, op: Operation) -> None:
    t = op.results[0].type
    cls = abi.reg_class(t)
    a, b, c = (sel.get1(v, op) for v in op.operands[:3])
    # Half types have their own fma (f16: sm_53, bf16: sm_90), rounding once like LLVM's.
    if cls == "b16":
        b, c = sel.reg(b), sel.reg(c)
    sel.set(op.results[0], [sel.arith("fma", float_type_name(t), [sel.reg(a), b, c], cls, ["rn"])])


def select_powi(sel: SelectorCore, op: Operation) -> None:
    """`llvm.intr.powi` with an exponent known here: squarings and products (and a reciprocal
    for a negative exponent), as LLVM's NVPTX backend expands it; any other exponent is a
    located error (LLVM calls `__powisf2`, which no PTX library provides)."""
    t = op.results[0].type
    cls = abi.reg_class(t)
    exponent = sel.get1(op.operands[1], op)
    if cls not in ("f32", "f64") or not isinstance(exponent, Imm):
        what = f"on {t}" if cls not in ("f32", "f64") else "with an exponent not known at compile time"
        raise op_error(op, f"'{op.name}' {what} is not supported (libdevice's __nv_powif/__nv_powi is)")
    n = int(exponent.text, 0)
    name = float_type_name(t)
    power = sel.reg(sel.get1(op.operands[0], op))
    result = None
    remaining = abs(n)
    while remaining:
        if remaining & 1:
            result = power if result is None else sel.arith("mul", name, [result, power], cls, ["rn"])
        remaining >>= 1
        if remaining:
            power = sel.arith("mul", name, [power, power], cls, ["rn"])
    if result is None:
        result = sel.reg(float_imm(1.0, cls, t))
    elif n < 0:
        result = sel.arith("rcp", name, [result], cls, ["rn"])
    sel.set(op.results[0], [result])


def select_roundeven(sel: SelectorCore, op: Operation) -> None:
    _float_unary(sel, op, "cvt.rni")


def select_ftrunc(sel: SelectorCore, op: Operation) -> None:
    _float_unary(sel, op, "cvt.rzi")


def select_round(sel: SelectorCore, op: Operation) -> None:
    """Round half away from zero. PTX has no such rounding: trunc(|a| + 0.5) with the sign put
    back, 0 below one half (where adding 0.5 may round up to 1), `a` itself where every value is
    already integral (2^23 for f32, 2^52 for f64), as LLVM's NVPTX lowering does."""
    t = op.results[0].type
    cls = abi.reg_class(t)
    if cls not in ("f32", "f64"):
        raise op_error(op, f"'{op.name}' on {t} is not supported")
    a = sel.reg(sel.get1(op.operands[0], op))
    magnitude = sel.arith("abs", cls, [a], cls)
    rounded = sel.cvt(cls, cls, sel.arith("add", cls, [magnitude, float_imm(0.5, cls)], cls, ["rn"]), cls, ["rzi"])
    small = sel.setp("lt", cls, magnitude, float_imm(0.5, cls))
    rounded = sel.selp(cls, float_imm(0.0, cls), rounded, small, cls)
    rounded = sel.arith("copysign", cls, [a, rounded], cls)
    integral = sel.setp("gt", cls, magnitude, float_imm(2.0 ** (23 if cls == "f32" else 52), cls))
    sel.set(op.results[0], [sel.selp(cls, a, rounded, integral, cls)])


def select_bitreverse(sel: SelectorCore, op: Operation) -> None:
    t = op.results[0].type
    cls = abi.reg_class(t)
    x = sel.reg(sel.get1(op.operands[0], op))
    if cls in ("b32", "b64"):
        sel.set(op.results[0], [sel.arith("brev", cls, [x], cls)])
        return
    if cls != "b16":
        raise op_error(op, f"'{op.name}' on {t} is not supported")
    # i8/i16: reverse the 32-bit zero extension, then shift the bits down (as llc).
    wide = sel.cvt("u32", "u16", x, "b32")
    rev = sel.arith("brev", "b32", [wide], "b32")
    shifted = sel.arith("shr", "u32", [rev, Imm(str(32 - bit_width(t)), "b32")], "b32")
    sel.set(op.results[0], [sel.cvt("u16", "u32", shifted, "b16")])


def _bswap_leaf(sel: SelectorCore, op: Operation, x: Leaf, t: Attribute) -> Leaf:
    """One i16/i32/i64 lane byte-swapped with `prmt` (byte selectors, lowest result byte last)."""
    width = bit_width(t)
    if width == 32:
        return sel.arith("prmt", "b32", [sel.reg(x), Imm("0", "b32"), Imm("0x0123", "b32")], "b32")
    if width == 16:
        wide = sel.cvt("u32", "u16", sel.reg(x), "b32")
        swapped = sel.arith("prmt", "b32", [wide, Imm("0", "b32"), Imm("0x7701", "b32")], "b32")
        return sel.cvt("u16", "u32", swapped, "b16")
    if width == 64:
        lo, hi = register_to_lanes(sel, x, [IntegerType(32)] * 2)
        halves = [_bswap_leaf(sel, op, half, IntegerType(32)) for half in (hi, lo)]
        return lanes_to_register(sel, halves, [IntegerType(32)] * 2)
    raise op_error(op, f"'{op.name}' on {t} is not supported")


def select_bswap(sel: SelectorCore, op: Operation) -> None:
    """`llvm.bswap` on i16/i32/i64 and vectors of them (lane by lane)."""
    t = op.results[0].type
    leaves = sel.get(op.operands[0], op)
    lanes = sel.vector_leaf_types(t, op)
    if len(leaves) != len(lanes):
        # Packed lanes (vector<2xi16> in one 32-bit register): unpack, swap, repack.
        lane_leaves = register_to_lanes(sel, leaves[0], lanes)
        swapped = [_bswap_leaf(sel, op, x, lt) for x, lt in zip(lane_leaves, lanes, strict=True)]
        sel.set(op.results[0], [lanes_to_register(sel, swapped, lanes)])
        return
    sel.set(op.results[0], [_bswap_leaf(sel, op, x, lt) for x, lt in zip(leaves, lanes, strict=True)])


def _funnel_shift(direction: str) -> Selector:
    """`llvm.fshl`/`llvm.fshr` (x:y shifted by z mod the width, high or low half kept): i32 is
    `shf.l|r.wrap` (y the low word, x the high one); i64 `(x << s) | ((y >> 1) >> (63 - s))`
    and its mirror, which never shifts by 64."""

    def select(sel: SelectorCore, op: Operation) -> None:
        t = op.results[0].type
        x, y, z = (sel.get1(v, op) for v in op.operands)
        width = bit_width(t)
        if width == 32:
            sel.set(op.results[0], [sel.inst1(f"shf.{direction}.wrap.b32 $d0, $0, $1, $2", [y, x, z], "b32", imm_ok=[2])])
            return
        if width != 64:
            raise op_error(op, f"'{op.name}' on {t} is not supported")
        s = sel.arith("and", "b32", [sel.reg(sel.cvt("u32", "u64", sel.reg(z), "b32")), Imm("63", "b32")], "b32")
        rest = sel.arith("sub", "s32", [sel.reg(Imm("63", "b32")), s], "b32")
        one = Imm("1", "b32")
        if direction == "l":
            high = sel.arith("shl", "b64", [sel.reg(x), s], "b64")
            low = sel.arith("shr", "u64", [sel.arith("shr", "u64", [sel.reg(y), one], "b64"), rest], "b64")
        else:
            high = sel.arith("shl", "b64", [sel.arith("shl", "b64", [sel.reg(x), one], "b64"), rest], "b64")
            low = sel.arith("shr", "u64", [sel.reg(y), s], "b64")
        sel.set(op.results[0], [sel.arith("or", "b64", [high, low], "b64")])

    return select


select_fshl = _funnel_shift("l")
select_fshr = _funnel_shift("r")


def select_ptrmask(sel: SelectorCore, op: Operation) -> None:
    cls = abi.reg_class(op.results[0].type)
    ptr = sel.reg(sel.get1(op.operands[0], op))
    mask = sel.get1(op.operands[1], op)
    if REG_BITS[cls] != bit_width(op.operands[1].type):
        raise op_error(op, f"'{op.name}': the mask must be as wide as the pointer")
    sel.set(op.results[0], [sel.arith("and", f"b{REG_BITS[cls]}", [ptr, mask], cls)])


# Vector reductions, as llc 22 expands them for NVPTX: integer lanes in a tree of halves (lane i
# with lane i + n/2), float min/max in a tree of neighbours (lanes 2i and 2i+1), `fadd`/`fmul`
# in lane order from the start value without `reassoc`, with it as a tree of halves.
_INT_REDUCTION_OPCODES = {
    "add": ("add", "s", None), "mul": ("mul", "s", None), "and": ("and", "b", None),
    "or": ("or", "b", None), "xor": ("xor", "b", None), "smax": ("max", "s", True),
    "smin": ("min", "s", True), "umax": ("max", "u", False), "umin": ("min", "u", False),
}

_PRED_REDUCTION_OPCODES = {
    "add": "xor", "mul": "and", "and": "and", "or": "or", "xor": "xor",
    "smax": "and", "smin": "or", "umax": "or", "umin": "and",
}


def _tree(leaves: list[Leaf], combine: Callable[[Leaf, Leaf], Leaf], neighbours: bool = False) -> Leaf:
    while len(leaves) > 1:
        half = len(leaves) // 2
        if neighbours:
            paired = [combine(leaves[2 * i], leaves[2 * i + 1]) for i in range(half)]
        else:
            paired = [combine(leaves[i], leaves[i + half]) for i in range(half)]
        leaves = paired + leaves[2 * half :]
    return leaves[0]


def _float_lanes(sel: SelectorCore, op: Operation, opcode: str, modifiers: list[str]) -> Callable[[Leaf, Leaf], Leaf]:
    """How two lanes of a float reduction combine: in their own type (f32, f64), or, for
    f16/bf16 lanes, in f32 and rounded back to the half type after each step (exact for min/max;
    for + and * the half result of each step, as the half instruction gives it)."""
    t = op.results[0].type
    cls = abi.reg_class(t)
    if cls in ("f32", "f64"):
        return lambda a, b: sel.arith(opcode, cls, [sel.reg(a), sel.reg(b)], cls, modifiers)
    if isinstance(t, Float16Type | BFloat16Type):
        name = float_type_name(t)

        def combine(a: Leaf, b: Leaf) -> Leaf:
            wide = sel.arith(opcode, "f32", [_widen_half(sel, a, t), _widen_half(sel, b, t)], "f32", modifiers)
            return sel.cvt(name, "f32", wide, "b16", ["rn"])

        return combine
    raise op_error(op, f"'{op.name}' on {t} is not supported")


def select_vector_reduce(sel: SelectorCore, op: Operation, kind: str) -> None:
    t = op.results[0].type
    cls = abi.reg_class(t)
    lanes = sel.get(op.operands[-1], op)
    if kind in ("fadd", "fmul"):
        combine = _float_lanes(sel, op, kind[1:], ["rn"])
        start = sel.get1(op.operands[0], op)
        flags = getattr(op, "fastmathFlags", None)
        if flags is not None and FastMathFlag.REASSOC in flags.data and len(lanes) > 1:
            # `reassoc` allows any order: a tree of halves, then the start value (llc's shape).
            sel.set(op.results[0], [sel.reg(combine(start, _tree(list(lanes), combine)))])
            return
        # Without it the order is the lanes' from the start value: each rounding as written.
        acc = start
        for lane in lanes:
            acc = combine(acc, lane)
        sel.set(op.results[0], [sel.reg(acc)])
        return
    if kind in _INT_REDUCTION_OPCODES and cls == "pred":
        # Lanes of i1 (a vector compare's): -1 and 0 signed, so smax is `and` and smin `or`.
        opcode = _PRED_REDUCTION_OPCODES[kind]
        result = _tree([sel.reg(lane) for lane in lanes], lambda a, b: sel.arith(opcode, "pred", [a, b], "pred"))
        sel.set(op.results[0], [result])
        return
    if kind in _INT_REDUCTION_OPCODES:
        if cls not in ("b16", "b32", "b64"):
            raise op_error(op, f"'{op.name}' on {t} is not supported")
        opcode, prefix, signed = _INT_REDUCTION_OPCODES[kind]
        bits = 16 if cls == "b16" else REG_BITS[cls]
        if signed is not None:
            lanes = [sel.normalized(lane, t, signed) for lane in lanes]
        low = ["lo"] if opcode == "mul" else []
        result = _tree(
            [sel.reg(lane) for lane in lanes],
            lambda a, b: sel.arith(opcode, f"{prefix}{bits}", [a, b], cls, low),
        )
        sel.set(op.results[0], [result])
        return
    opcode = "max" if "max" in kind else "min"
    modifiers: list[str] = []
    if kind in ("fmaximum", "fminimum"):
        # NaN-propagating: `max.NaN`/`min.NaN` (f32, sm_80; halves through f32).
        if cls == "f64":
            raise op_error(op, f"'{op.name}' on {t} is not supported")
        sel.info.target.require(op, f"{opcode}.NaN.f32", min_sm=80, min_ptx=(7, 0))
        modifiers = ["NaN"]
    result = _tree(list(lanes), _float_lanes(sel, op, opcode, modifiers), neighbours=True)
    sel.set(op.results[0], [sel.reg(result)])


def _float_minmax(sel: SelectorCore, op: Operation, which: str) -> None:
    t = op.results[0].type
    cls = abi.reg_class(t)
    if cls != "b16":
        _binary(sel, op, which, cls, True)
        return
    # Halves live in b16 registers: `min.f16`/`.bf16` (sm_80), else as LLVM does before
    # sm_80, in f32 and rounded back (exact: both operands are halves).
    name = float_type_name(t)
    if name == "bf16" or sel.info.target.has(min_sm=80, min_ptx=(7, 0)):
        # Both operands in registers: half literals are not PTX immediates.
        a, b = (sel.reg(sel.get1(v, op)) for v in op.operands[:2])
        sel.set(op.results[0], [sel.arith(which, name, [a, b], cls)])
        return
    a, b = (sel.cvt("f32", name, sel.reg(sel.get1(v, op)), "f32") for v in op.operands[:2])
    wide = sel.arith(which, "f32", [a, b], "f32")
    sel.set(op.results[0], [sel.cvt(name, "f32", wide, "b16", ["rn"])])


def select_maxnum(sel: SelectorCore, op: Operation) -> None:
    _float_minmax(sel, op, "max")


def select_minnum(sel: SelectorCore, op: Operation) -> None:
    _float_minmax(sel, op, "min")


def select_copysign(sel: SelectorCore, op: Operation) -> None:
    cls = abi.reg_class(op.results[0].type)
    mag = sel.get1(op.operands[0], op)
    sign = sel.get1(op.operands[1], op)
    if cls == "b16":
        # PTX's copysign has no half types: the magnitude's bits with the sign's sign bit.
        magnitude = sel.arith("and", "b16", [sel.reg(mag), Imm("32767", "b16")], cls)
        sign_bit = sel.arith("and", "b16", [sel.reg(sign), Imm("-32768", "b16")], cls)
        sel.set(op.results[0], [sel.arith("or", "b16", [magnitude, sign_bit], cls)])
        return
    # PTX copysign takes the sign source first.
    sel.set(op.results[0], [sel.arith("copysign", cls, [sel.reg(sign), sel.reg(mag)], cls)])


def _int_minmax(sel: SelectorCore, op: Operation, kind: str) -> None:
    t = op.results[0].type
    cls = abi.reg_class(t)
    bits = 16 if cls == "b16" else REG_BITS[cls]
    signed = kind.startswith("s")
    sign = "s" if signed else "u"
    which = "max" if kind.endswith("max") else "min"
    a = sel.normalized(sel.get1(op.operands[0], op), t, signed)
    b = sel.normalized(sel.get1(op.operands[1], op), t, signed)
    if isinstance(a, Imm):
        a, b = b, a
    sel.set(op.results[0], [sel.arith(which, f"{sign}{bits}", [sel.reg(a), b], cls)])


def select_abs(sel: SelectorCore, op: Operation) -> None:
    t = op.results[0].type
    cls = abi.reg_class(t)
    bits = 16 if cls == "b16" else REG_BITS[cls]
    x = sel.normalized(sel.get1(op.operands[0], op), t, True)
    sel.set(op.results[0], [sel.arith("abs", f"s{bits}", [sel.reg(x)], cls)])


def _bit_count(sel: SelectorCore, op: Operation, opcode: str) -> None:
    t = op.results[0].type
    cls = abi.reg_class(t)
    if cls == "b16":
        _narrow_bit_count(sel, op, opcode, bit_width(t))
        return
    if cls not in ("b32", "b64"):
        raise op_error(op, f"'{op.name}' on {t} is not supported")
    bits = REG_BITS[cls]
    x = sel.reg(sel.get1(op.operands[0], op))
    if opcode == "cttz":
        rev = sel.arith("brev", f"b{bits}", [x], cls)
        count = sel.arith("clz", f"b{bits}", [rev], "b32")
    else:
        count = sel.arith("clz" if opcode == "ctlz" else "popc", f"b{bits}", [x], "b32")
    if cls == "b64":
        count = sel.cvt("u64", "u32", count, "b64")
    sel.set(op.results[0], [count])


def _narrow_bit_count(sel: SelectorCore, op: Operation, opcode: str, width: int) -> None:
    """i8/i16 bit counts on the value zero-extended to 32 bits (LLVM widens them too)."""
    x = sel.reg(sel.get1(op.operands[0], op))
    wide = sel.cvt("u32", f"u{width}", x, "b32")
    if opcode == "ctpop":
        count = sel.arith("popc", "b32", [wide], "b32")
    elif opcode == "ctlz":
        leading = sel.arith("clz", "b32", [wide], "b32")
        count = sel.arith("sub", "s32", [leading, Imm(str(32 - width), "b32")], "b32")
    else:
        # A bit just above the width makes a zero input count `width`.
        fenced = sel.arith("or", "b32", [wide, Imm(str(1 << width), "b32")], "b32")
        rev = sel.arith("brev", "b32", [fenced], "b32")
        count = sel.arith("clz", "b32", [rev], "b32")
    sel.set(op.results[0], [sel.cvt("u16", "u32", count, "b16")])


def select_trunc(sel: SelectorCore, op: Operation) -> None:
    src_t, dst_t = op.operands[0].type, op.results[0].type
    if is_i128(src_t):
        # Truncating an i128 starts from its low half.
        low = sel.get(op.operands[0], op)[0]
        if is_i128(dst_t):
            sel.set(op.results[0], sel.get(op.operands[0], op))
            return
        sel.set(op.results[0], [_truncate(sel, low, IntegerType(64), dst_t, op)])
        return
    if (high := _high_half(sel, op)) is not None:
        sel.set(op.results[0], [high])
        return
    x = sel.get1(op.operands[0], op)
    sel.set(op.results[0], [_truncate(sel, x, src_t, dst_t, op)])


def _truncate(sel: SelectorCore, x: Leaf, src_t: Attribute, dst_t: Attribute, op: Operation) -> Leaf:
    src, dst = abi.reg_class(src_t), abi.reg_class(dst_t)
    if isinstance(x, Imm):
        return int_imm(int(x.text), dst_t)
    if dst == "pred":
        bits = 16 if src == "b16" else REG_BITS[src]
        low = sel.arith("and", f"b{bits}", [x, Imm("1", src)], src)
        return sel.setp("ne", f"b{bits}", low, Imm("0", src))
    if src == dst:
        return x
    sbits = 16 if src == "b16" else REG_BITS[src]
    dbits = 16 if dst == "b16" else REG_BITS[dst]
    return sel.cvt(f"u{dbits}", f"u{sbits}", x, dst)


def _extend(sel: SelectorCore, op: Operation, signed: bool) -> None:
    src_t, dst_t = op.operands[0].type, op.results[0].type
    if is_i128(dst_t):
        # Extend to 64 bits, then the high half is zero or the sign.
        i64 = IntegerType(64)
        x = sel.get1(op.operands[0], op)
        low = x if src_t == i64 else _extend_value(sel, x, src_t, i64, signed, op)
        if signed:
            high: Leaf = int_imm(-1 if int(low.text) < 0 else 0, i64) if isinstance(low, Imm) else sel.arith("shr", "s64", [low, Imm("63", "b32")], "b64")
        else:
            high = Imm("0", "b64")
        sel.set(op.results[0], [low, high])
        return
    if signed and _known_non_negative(op.operands[0]):
        # Sign and zero extension agree; zero extension is free in SASS (LLVM does the same).
        signed = False
    sel.set(op.results[0], [_extend_value(sel, sel.get1(op.operands[0], op), src_t, dst_t, signed, op)])


def _extend_value(sel: SelectorCore, x: Leaf, src_t: Attribute, dst_t: Attribute, signed: bool, op: Operation) -> Leaf:
    src, dst = abi.reg_class(src_t), abi.reg_class(dst_t)
    dbits = 16 if dst == "b16" else REG_BITS[dst]
    if isinstance(x, Imm):
        value = int(x.text)
        if not signed and value < 0:
            value &= (1 << bit_width(src_t)) - 1
        if src == "pred":
            value = (-1 if signed else 1) if x.text not in ("0",) else 0
        return int_imm(value, dst_t)
    if src == "pred":
        true = Imm("-1" if signed else "1", dst)
        return sel.selp(f"{'s' if signed else 'u'}{dbits}", true, Imm("0", dst), x, dst)
    sbits = bit_width(src_t)
    kind = "s" if signed else "u"
    if src == dst:
        # i8 -> i16 in the same 16-bit register.
        return sel.normalized(x, src_t, signed)
    return sel.cvt(f"{kind}{dbits}", f"{kind}{sbits}", x, dst)


def _bf16_through_f32(sel: SelectorCore, *type_names: str) -> bool:
    """Before sm_90 bf16 converts only to and from f32: the other conversions go through f32,
    as LLVM's NVPTX backend expands them."""
    needs = half_precision_needs("cvt", *type_names)
    return "bf16" in type_names and needs is not None and not sel.info.target.has(**needs)


def _f64_to_f32_round_to_odd(sel: SelectorCore, x: Leaf) -> SSAValue:
    """f64 to f32 rounded to odd: a later rounding to bf16 then rounds once, as LLVM's
    FP_ROUND expansion (an inexact result whose last bit is even moves one ulp towards x)."""
    x = sel.reg(x)
    near = sel.cvt("f32", "f64", x, "f32", ["rn"])
    back = sel.cvt("f64", "f32", near, "f64")
    away = sel.setp("gt", "f64", sel.arith("abs", "f64", [x], "f64"), sel.arith("abs", "f64", [back], "f64"))
    bits = sel.mov("b32", near, "b32")
    step = sel.selp("b32", Imm("1", "b32"), Imm("-1", "b32"), away, "b32")
    odd = sel.setp("ne", "b32", sel.arith("and", "b32", [bits, Imm("1", "b32")], "b32"), Imm("0", "b32"))
    moved = sel.selp("b32", bits, sel.arith("add", "s32", [bits, step], "b32"), odd, "b32")
    exact = sel.setp("equ", "f64", x, back)
    return sel.mov("b32", sel.selp("b32", bits, moved, exact, "b32"), "f32")


def _float_convert(sel: SelectorCore, op: Operation, modifiers: Sequence[str]) -> None:
    """fpext (exact) and fptrunc (`modifiers`: rounded to nearest)."""
    src_t, dst_t = op.operands[0].type, op.results[0].type
    x = sel.get1(op.operands[0], op)
    dst = abi.reg_class(dst_t)
    src_name, dst_name = float_type_name(src_t), float_type_name(dst_t)
    if _bf16_through_f32(sel, dst_name, src_name):
        if src_name == "bf16":
            # bf16 to f64 is exact through f32.
            x, src_name = sel.cvt("f32", "bf16", sel.reg(x), "f32"), "f32"
        else:
            x, src_name = _f64_to_f32_round_to_odd(sel, x), "f32"
    sel.set(op.results[0], [sel.cvt(dst_name, src_name, sel.reg(x), dst, modifiers)])


def _int_to_float(sel: SelectorCore, op: Operation, signed: bool) -> None:
    src_t, dst_t = op.operands[0].type, op.results[0].type
    x = sel.get1(op.operands[0], op)
    src, dst = abi.reg_class(src_t), abi.reg_class(dst_t)
    if src == "pred":
        x = sel.selp(f"{'s' if signed else 'u'}32", Imm("-1" if signed else "1", "b32"), Imm("0", "b32"), x, "b32")
        src_t = i32
    kind = "s" if signed else "u"
    sbits = bit_width(src_t)
    if sbits == 8:
        # PTX's cvt to bf16 has no 8-bit source: convert the byte extended to 16 bits.
        x, sbits = sel.normalized(x, src_t, signed), 16
    if _bf16_through_f32(sel, float_type_name(dst_t), f"{kind}{sbits}"):
        # Rounded twice (to f32, then to bf16), as LLVM's NVPTX backend does before sm_90.
        x = sel.cvt("f32", f"{kind}{sbits}", sel.reg(x), "f32", ["rn"])
        sel.set(op.results[0], [sel.cvt("bf16", "f32", x, dst, ["rn"])])
        return
    sel.set(op.results[0], [sel.cvt(float_type_name(dst_t), f"{kind}{sbits}", sel.reg(x), dst, ["rn"])])


def _float_to_int(sel: SelectorCore, op: Operation, signed: bool) -> None:
    src_t, dst_t = op.operands[0].type, op.results[0].type
    x = sel.get1(op.operands[0], op)
    dst = abi.reg_class(dst_t)
    kind = "s" if signed else "u"
    if _bf16_through_f32(sel, float_type_name(src_t), f"{kind}32"):
        # bf16 to f32 is exact: the integer is the f32's.
        x, src_t = sel.cvt("f32", "bf16", sel.reg(x), "f32"), Float32Type()
    if dst == "pred":
        # Through a 32-bit integer: any non-zero result is true (poison unless 0 or 1/-1).
        wide = sel.cvt(f"{kind}32", float_type_name(src_t), sel.reg(x), "b32", ["rzi"])
        sel.set(op.results[0], [sel.setp("ne", "b32", wide, Imm("0", "b32"))])
        return
    dbits = 16 if dst == "b16" else REG_BITS[dst]
    sel.set(op.results[0], [sel.cvt(f"{kind}{dbits}", float_type_name(src_t), sel.reg(x), dst, ["rzi"])])


def select_bitcast(sel: SelectorCore, op: Operation) -> None:
    src_t, dst_t = op.operands[0].type, op.results[0].type
    leaves = sel.get(op.operands[0], op)
    if op.operands[0] in sel.addrs:
        sel.addrs[op.results[0]] = sel.addrs[op.operands[0]]
    if is_i128(src_t) or is_i128(dst_t):
        # An i128 is two 64-bit halves, low first: a vector<2xi64> to the vector rules.
        as_lanes = lambda t: VectorType(IntegerType(64), [2]) if is_i128(t) else t  # noqa: E731
        src_t, dst_t = as_lanes(src_t), as_lanes(dst_t)
    if isinstance(src_t, VectorType) or isinstance(dst_t, VectorType):
        _bitcast_vector(sel, op, leaves, src_t, dst_t)
        return
    if len(leaves) != 1:
        raise op_error(op, "bitcast of aggregates is not supported")
    sel.set(op.results[0], [_bitcast_leaf(sel, leaves[0], abi.reg_class(src_t), abi.reg_class(dst_t))])


def _bitcast_leaf(sel: SelectorCore, x: Leaf, src: str, dst: str) -> Leaf:
    """One register (or literal) of class `src` reinterpreted as class `dst`."""
    if src == dst:
        return x
    if isinstance(x, Imm) and dst in ("b32", "b64", "b16"):
        value = int(x.text[2:], 16) if x.text[:2] in ("0f", "0d") else int(x.text, 0)
        return Imm(str(value), dst)
    bits = 16 if dst == "b16" else REG_BITS[dst]
    return sel.mov(f"b{bits}", sel.reg(x), dst)


def _bitcast_vector(sel: SelectorCore, op: Operation, leaves: list[Leaf], src_t: Attribute, dst_t: Attribute) -> None:
    """Vectors wider than a register (`vector<8xf32>` to `vector<8xi32>`, `vector<4xi32>` to
    `vector<8xf16>`) are reinterpreted in chunks of the wider lane: lanes never straddle one."""
    src_lanes = sel.vector_leaf_types(src_t, op)
    dst_lanes = sel.vector_leaf_types(dst_t, op)
    total = DL.size_in_bits(src_t)
    chunk = max(DL.size_in_bits(lt) for lt in (*src_lanes, *dst_lanes))
    if total != DL.size_in_bits(dst_t) or total <= 64 or chunk not in (16, 32, 64) or total % chunk:
        sel.set(op.results[0], _bitcast_lanes(sel, op, leaves, src_t, dst_t))
        return
    pieces = total // chunk
    src_n, dst_n = len(src_lanes) // pieces, len(dst_lanes) // pieces
    src_piece = src_lanes[0] if src_n == 1 else VectorType(src_lanes[0], [src_n])
    dst_piece = dst_lanes[0] if dst_n == 1 else VectorType(dst_lanes[0], [dst_n])
    out: list[Leaf] = []
    for i in range(pieces):
        part = leaves[i * src_n : (i + 1) * src_n]
        if src_n == 1 and dst_n == 1:
            out.append(_bitcast_leaf(sel, part[0], abi.reg_class(src_piece), abi.reg_class(dst_piece)))
        else:
            out += _bitcast_lanes(sel, op, part, src_piece, dst_piece)
    sel.set(op.results[0], out)


def _bitcast_lanes(sel: SelectorCore, op: Operation, leaves: Sequence[Leaf], src_t: Attribute, dst_t: Attribute) -> list[Leaf]:
    """Reinterpret lanes: unpack a wide register into lanes (`mov.b64 {%r1, %r2}, %rd1`),
    pack lanes into one (`mov.b32 %r1, {%rs1, %rs2}`), or both through an integer."""
    src_lanes = [lt for lt in sel.vector_leaf_types(src_t, op)]
    dst_lanes = [lt for lt in sel.vector_leaf_types(dst_t, op)]
    if len(src_lanes) == len(dst_lanes) == 1 and DL.size_in_bits(src_t) == 8 == DL.size_in_bits(dst_t):
        # i8 <-> vector<1xi8> (Triton's one-lane casts, kept at -O0): the same 16-bit register.
        return list(leaves)
    if DL.size_in_bits(src_t) != DL.size_in_bits(dst_t) or DL.size_in_bits(src_t) not in (16, 32, 64):
        raise op_error(op, f"bitcast from {src_t} to {dst_t} is not supported")
    if any(abi.reg_class(lt) == "pred" for lt in (*src_lanes, *dst_lanes)):
        raise op_error(op, "bitcast of i1 vectors is not supported")
    whole = lanes_to_register(sel, leaves, src_lanes)
    return register_to_lanes(sel, whole, dst_lanes)


def lanes_to_register(sel: SelectorCore, leaves: Sequence[Leaf], lane_types: Sequence[Attribute]) -> Leaf:
    """The lanes of a 16-, 32- or 64-bit value (one leaf per lane, lane 0 in the low bits) as
    one register of that width; a single lane stays in its own register class."""
    total = sum(DL.size_in_bits(lt) for lt in lane_types)
    whole_cls = {16: "b16", 32: "b32", 64: "b64"}[total]
    if total // len(lane_types) == 8:
        if (unpacked := sel.byte_lanes.get(tuple(leaves))) is not None:
            return unpacked
        # Byte lanes (16-bit registers): assemble with shifts and ors.
        whole: Leaf = Imm("0", whole_cls)
        for index, leaf in enumerate(leaves):
            if whole_cls != "b16":
                byte: Leaf = sel.cvt(f"u{total}", "u8", sel.reg(leaf), whole_cls)
            else:
                byte = sel.arith("and", "b16", [leaf, Imm("255", "b16")], "b16")
            if index:
                byte = sel.arith("shl", f"b{total}", [byte, Imm(str(8 * index), "b32")], whole_cls)
                whole = sel.arith("or", f"b{total}", [whole, byte], whole_cls)
            else:
                whole = byte
        return whole
    if len(lane_types) == 1:
        return sel.reg(leaves[0])
    return sel.pack(leaves, whole_cls)


def register_to_lanes(sel: SelectorCore, whole: Leaf, lane_types: Sequence[Attribute]) -> list[Leaf]:
    """The inverse of `lanes_to_register`: the leaves of the lanes `whole` holds."""
    total = sum(DL.size_in_bits(lt) for lt in lane_types)
    whole_cls = {16: "b16", 32: "b32", 64: "b64"}[total]
    if len(lane_types) == 1:
        dst_cls = abi.reg_class(lane_types[0])
        if leaf_cls(whole) != dst_cls:
            whole = sel.mov(f"b{total}", whole, dst_cls)
        return [whole]
    if leaf_cls(whole) != whole_cls:
        whole = sel.mov(f"b{total}", whole, whole_cls)
    lane_bits = total // len(lane_types)
    if lane_bits == 8:
        parts8: list[Leaf] = []
        for index in range(len(lane_types)):
            part = whole if index == 0 else sel.arith("shr", f"u{total}", [whole, Imm(str(8 * index), "b32")], whole_cls)
            parts8.append(part if whole_cls == "b16" else sel.cvt("u16", f"u{total}", part, "b16"))
        if isinstance(whole, SSAValue):
            sel.byte_lanes[tuple(parts8)] = whole
        return parts8
    parts = sel.unpack(whole, [{16: "b16", 32: "b32", 64: "b64"}[lane_bits]] * len(lane_types))
    out: list[Leaf] = []
    for part, lt in zip(parts, lane_types, strict=False):
        cls = abi.reg_class(lt)
        out.append(part if cls == leaf_cls(part) else sel.mov(f"b{lane_bits}", part, cls))
    return out


def select_pointer_int_cast(sel: SelectorCore, op: llvm.PtrToIntOp | llvm.IntToPtrOp) -> None:
    """ptrtoint/inttoptr: the same bits, truncated or zero-extended between the pointer's width
    (64, or 32 for a short shared pointer) and the integer's."""
    x = sel.get1(op.operands[0], op)
    src, dst = abi.reg_class(op.operands[0].type), abi.reg_class(op.results[0].type)
    if src == dst:
        sel.set(op.results[0], [x])
        return
    src_bits = 16 if src == "b16" else REG_BITS[src]
    dst_bits = 16 if dst == "b16" else REG_BITS[dst]
    sel.set(op.results[0], [sel.cvt(f"u{dst_bits}", f"u{src_bits}", sel.reg(x), dst)])


def select_extractvalue(sel: SelectorCore, op: llvm.ExtractValueOp) -> None:
    t = op.container.type
    path = tuple(op.position.get_values())
    leaves = sel.get(op.container, op)
    indices = [i for i, leaf in enumerate(abi.leaves(t)) if leaf.path[: len(path)] == path]
    sel.set(op.res, [leaves[i] for i in indices])


def select_insertvalue(sel: SelectorCore, op: llvm.InsertValueOp) -> None:
    t = op.container.type
    path = tuple(op.position.get_values())
    leaves = list(sel.get(op.container, op))
    new = sel.get(op.value, op)
    indices = [i for i, leaf in enumerate(abi.leaves(t)) if leaf.path[: len(path)] == path]
    if len(indices) != len(new):
        raise op_error(op, "inserted value does not match the aggregate's element")
    for i, v in zip(indices, new, strict=False):
        leaves[i] = v
    sel.set(op.res, leaves)


def _lane_test(sel: SelectorCore, index: Leaf, lane: int, index_type: Attribute) -> SSAValue:
    cls = leaf_cls(index)
    bits = 16 if cls == "b16" else REG_BITS[cls]
    index = sel.normalized(index, index_type, False)
    return sel.setp("eq", f"b{bits}", index, Imm(str(lane), cls))


def _choose(sel: SelectorCore, pred: SSAValue, a: Leaf, b: Leaf) -> Leaf:
    """`pred ? a : b` for one value (predicates through 16-bit integers)."""
    cls = leaf_cls(a)
    if cls == "pred":
        r = sel.selp("b16", sel.pred_to_b16(a), sel.pred_to_b16(b), pred, "b16")
        return sel.setp("ne", "b16", r, Imm("0", "b16"))
    return sel.selp(cls, a, b, pred, cls)


def _lanes(leaves: Sequence[Leaf], vector: Attribute) -> list[list[Leaf]]:
    """A vector's leaves grouped by lane (an i128 lane is two leaves)."""
    per = abi.lane_leaves(vector)
    return [list(leaves[i : i + per]) for i in range(0, len(leaves), per)]


def select_extractelement(sel: SelectorCore, op: Operation) -> None:
    lanes = _lanes(sel.get(op.operands[0], op), op.operands[0].type)
    index = sel.get1(op.operands[1], op)
    if isinstance(index, Imm):
        # A lane beyond the vector is poison (LLVM's semantics): any lane will do.
        lane = int(index.text)
        sel.set(op.results[0], lanes[lane if 0 <= lane < len(lanes) else 0])
        return
    # A run-time lane: select among the lanes (an out-of-range index is poison).
    result = lanes[0]
    for lane in range(1, len(lanes)):
        test = _lane_test(sel, index, lane, op.operands[1].type)
        result = [_choose(sel, test, new, old) for new, old in zip(lanes[lane], result, strict=True)]
    sel.set(op.results[0], result)


def select_insertelement(sel: SelectorCore, op: Operation) -> None:
    lanes = _lanes(sel.get(op.operands[0], op), op.operands[0].type)
    value = list(sel.get(op.operands[1], op))
    index = sel.get1(op.operands[2], op)
    if isinstance(index, Imm):
        if 0 <= (lane := int(index.text)) < len(lanes):
            lanes[lane] = value  # (beyond the vector the result is poison: left as it was)
    else:
        for lane, old_lane in enumerate(lanes):
            test = _lane_test(sel, index, lane, op.operands[2].type)
            lanes[lane] = [_choose(sel, test, new, old) for new, old in zip(value, old_lane, strict=True)]
    sel.set(op.results[0], [leaf for lane in lanes for leaf in lane])


def select_shufflevector(sel: SelectorCore, op: llvm.ShuffleVectorOp) -> None:
    """Lanes are separate registers: a shuffle only picks them (mask -1: undefined lane)."""
    lanes = [*_lanes(sel.get(op.v1, op), op.v1.type), *_lanes(sel.get(op.v2, op), op.v2.type)]
    elem = op.res.type.get_element_type()  # pyright: ignore[reportAttributeAccessIssue]
    out: list[Leaf] = []
    for index in op.mask.get_values():
        if index < 0:
            out.extend(zero_imm(leaf.type) for leaf in abi.leaves(elem))
        else:
            out.extend(lanes[index])
    sel.set(op.res, out)


def select_split_struct(sel: SelectorCore, op: Operation) -> None:
    leaves = sel.get(op.operands[0], op)
    # A vector field is one result but several leaves.
    position = 0
    for res in op.results:
        count = len(abi.leaves(res.type))
        sel.set(res, leaves[position : position + count])
        position += count


# Special registers whose values are below 2**31 (thread and block indices and counts).
_NON_NEGATIVE_SREGS = re.compile(r"(?:llvm\.)?nvvm\.read\.ptx\.sreg\.(?:n?tid|n?ctaid|laneid|warpsize|nwarpid|warpid|smid|nsmid)(?:\.[xyz])?")


_NON_NEGATIVE_SREG_OPS = frozenset(op for name, op in SPECIAL_REGISTER_BY_NAME.items() if _NON_NEGATIVE_SREGS.fullmatch(name))


def _known_non_negative(value: SSAValue) -> bool:
    owner = value.owner
    if not isinstance(owner, Operation):
        return False
    if type(owner) in _NON_NEGATIVE_SREG_OPS:
        return True
    if isinstance(owner, llvm.CallIntrinsicOp):
        # The intrinsic's name is all that tells which register it reads.
        return _NON_NEGATIVE_SREGS.fullmatch(owner.intrin.data) is not None
    if isinstance(owner, llvm.ZExtOp) or isinstance(owner, llvm.LShrOp) and _is_positive_constant(owner.operands[1]):
        return True
    if isinstance(owner, llvm.AndOp):
        return any(_is_non_negative_constant(v) for v in owner.operands)
    return False


def _constant_value(value: SSAValue) -> int | None:
    owner = value.owner
    if isinstance(owner, llvm.ConstantOp) and isinstance(owner.value, IntegerAttr):
        return owner.value.value.data
    return None


def _is_positive_constant(value: SSAValue) -> bool:
    constant = _constant_value(value)
    return constant is not None and constant > 0


def _is_non_negative_constant(value: SSAValue) -> bool:
    constant = _constant_value(value)
    if constant is None or not isinstance(value.type, IntegerType):
        return False
    return 0 <= constant < 1 << (value.type.width.data - 1)


# The `llvm.intr.*` math and bit ops (selected alike through `llvm.call_intrinsic` by the name
# after `llvm.intr.`); all of them apply lane by lane to vectors. maximum/minimum propagate NaN
# (isel_nvvm.py).
MATH_SELECTORS: dict[type[Operation], Selector] = {
    llvm.FAbsOp: select_fabs,
    llvm.FSqrtOp: select_sqrt,
    llvm.FCeilOp: select_ceil,
    llvm.FFloorOp: select_floor,
    llvm.FExp2Op: select_exp2,
    llvm.FLog2Op: select_log2,
    llvm.FSinOp: select_sin,
    llvm.FCosOp: select_cos,
    llvm.FMAOp: select_fma,
    llvm_ext.FMulAddOp: select_fma,
    llvm_ext.PowIOp: select_powi,
    llvm_ext.RoundEvenOp: select_roundeven,
    llvm_ext.FTruncOp: select_ftrunc,
    llvm_ext.RoundOp: select_round,
    llvm.VectorReduceFAddOp: partial(select_vector_reduce, kind="fadd"),
    llvm.VectorReduceFMulOp: partial(select_vector_reduce, kind="fmul"),
    **{op: partial(select_vector_reduce, kind=kind) for kind, op in llvm_ext.VECTOR_REDUCTIONS.items()},
    llvm_ext.BitReverseOp: select_bitreverse,
    llvm_ext.PtrMaskOp: select_ptrmask,
    llvm.VectorFMaxOp: select_maxnum,
    llvm.VectorFMinOp: select_minnum,
    llvm.FCopySignOp: select_copysign,
    llvm_ext.SMaxOp: partial(_int_minmax, kind="smax"),
    llvm_ext.SMinOp: partial(_int_minmax, kind="smin"),
    llvm_ext.UMaxOp: partial(_int_minmax, kind="umax"),
    llvm_ext.UMinOp: partial(_int_minmax, kind="umin"),
    llvm_ext.AbsOp: select_abs,
    llvm_ext.CtPopOp: partial(_bit_count, opcode="ctpop"),
    llvm_ext.CountLeadingZerosOp: partial(_bit_count, opcode="ctlz"),
    llvm_ext.CountTrailingZerosOp: partial(_bit_count, opcode="cttz"),
    llvm_ext.MaximumOp: select_maximum,
    llvm_ext.MinimumOp: select_minimum,
}

_LANE_WISE: dict[type[Operation], Selector] = {
    **{op: select_int_binary for op in _INT_BINARY},
    **{op: select_shift for op in _SHIFTS},
    **dict.fromkeys(_FLOAT_BINARY, select_float_binary),
    llvm.FRemOp: select_float_binary,
    llvm.FNegOp: select_fneg,
    llvm.ICmpOp: select_icmp,
    llvm.FCmpOp: select_fcmp,
    llvm.SelectOp: select_select,
    llvm.TruncOp: select_trunc,
    llvm.ZExtOp: partial(_extend, signed=False),
    llvm.SExtOp: partial(_extend, signed=True),
    llvm.FPExtOp: partial(_float_convert, modifiers=()),
    llvm.FPTruncOp: partial(_float_convert, modifiers=("rn",)),
    llvm.SIToFPOp: partial(_int_to_float, signed=True),
    llvm_ext.UIToFPOp: partial(_int_to_float, signed=False),
    llvm_ext.FPToSIOp: partial(_float_to_int, signed=True),
    llvm_ext.FPToUIOp: partial(_float_to_int, signed=False),
    llvm_ext.FreezeOp: select_freeze,
    **MATH_SELECTORS,
}

# Ops that apply lane by lane to vectors: the driver selects a vector one as one scalar op per lane.
ELEMENTWISE: frozenset[type[Operation]] = frozenset(_LANE_WISE)

SELECTORS: dict[type[Operation], Selector] = {
    **_LANE_WISE,
    llvm.ConstantOp: select_constant,
    llvm.UndefOp: select_undef,
    llvm_ext.PoisonOp: select_undef,
    llvm.ZeroOp: select_undef,
    llvm.BitcastOp: select_bitcast,
    llvm.PtrToIntOp: select_pointer_int_cast,
    llvm.IntToPtrOp: select_pointer_int_cast,
    llvm.ExtractValueOp: select_extractvalue,
    llvm.InsertValueOp: select_insertvalue,
    llvm_ext.ExtractElementOp: select_extractelement,
    llvm.InsertElementOp: select_insertelement,
    llvm.ShuffleVectorOp: select_shufflevector,
    SplitStructOp: select_split_struct,
}
