"""Instruction selection of arithmetic, compares, casts and aggregate/vector element access."""

from __future__ import annotations

import re

from xdsl.dialects import llvm
from xdsl.dialects.builtin import (
    BFloat16Type,
    DenseIntOrFPElementsAttr,
    Float16Type,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    VectorType,
    i32,
)
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.ir import Attribute, Operation, SSAValue

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl import datalayout as DL
from nvvm_xdsl.backend import abi
from nvvm_xdsl.backend.isel_core import SelectorCore
from nvvm_xdsl.backend.values import (
    Addr,
    FCMP_CONDITIONS,
    ICMP_CONDITIONS,
    Imm,
    Leaf,
    REG_BITS,
    bit_width,
    float_imm,
    float_type_name,
    int_imm,
    is_i128,
    leaf_cls,
    zero_imm,
)
from nvvm_xdsl.diagnostics import op_error


class ArithmeticSelection(SelectorCore):
    """Constants, integer/float arithmetic (i128 and half included), compares, selects, casts,
    aggregate and vector element access."""

    def sel_constant(self, op: Operation) -> None:
        assert isinstance(op, llvm.ConstantOp)
        value = op.value
        t = op.result.type
        if isinstance(value, IntegerAttr):
            if isinstance(t, LLVMPointerType):
                self.set(op.result, [Imm(str(value.value.data), "b64")])
            elif isinstance(t, IntegerType) and t.width.data == 128:
                bits = value.value.data & ((1 << 128) - 1)
                i64 = IntegerType(64)
                self.set(op.result, [int_imm(bits & ((1 << 64) - 1), i64), int_imm(bits >> 64, i64)])
            else:
                self.set(op.result, [int_imm(value.value.data, t)])
        elif isinstance(value, FloatAttr):
            self.set(op.result, [float_imm(value.value.data, abi.reg_class(t), t)])
        elif isinstance(value, DenseIntOrFPElementsAttr):
            leaf_types = [leaf.type for leaf in abi.leaves(t)] if DL.is_aggregate(t) else self.vector_leaf_types(t, op)
            values = list(value.get_values())
            if len(values) == 1:
                values = values * len(leaf_types)
            out: list[Leaf] = []
            for v, lt in zip(values, leaf_types):
                cls = abi.reg_class(lt)
                is_float = cls in ("f32", "f64") or isinstance(lt, Float16Type | BFloat16Type)
                out.append(float_imm(float(v), cls, lt) if is_float else int_imm(int(v), lt))
            self.set(op.result, out)
        else:
            raise op_error(op, f"unsupported constant {value}")

    def sel_undef(self, op: Operation) -> None:
        t = op.results[0].type
        self.set(op.results[0], [zero_imm(leaf.type) for leaf in abi.leaves(t)])

    def sel_freeze(self, op: Operation) -> None:
        self.set(op.results[0], self.get(op.operands[0], op))
        if op.operands[0] in self.addrs:
            self.addrs[op.results[0]] = self.addrs[op.operands[0]]

    def binary(
        self, op: Operation, opcode: str, type_name: str, commutative: bool, signed: bool | None = None, modifiers: tuple[str, ...] = ()
    ) -> None:
        t = op.results[0].type
        cls = abi.reg_class(t)
        a = self.get1(op.operands[0], op)
        b = self.get1(op.operands[1], op)
        if signed is not None:
            a = self.normalized(a, t, signed)
            b = self.normalized(b, t, signed)
        if commutative and isinstance(a, Imm) and not isinstance(b, Imm):
            a, b = b, a
        # Only the second source may be a literal.
        self.set(op.results[0], [self.arith(opcode, type_name, [self.reg(a), b], cls, modifiers)])

    def i128_binary(self, op: Operation, name: str) -> None:
        """i128 arithmetic on (low, high) halves: carries for add/sub, halves for logic,
        constant shifts across the halves."""
        a_lo, a_hi = self.get(op.operands[0], op)
        b_lo, b_hi = self.get(op.operands[1], op)
        if name in ("and", "or", "xor"):
            self.set(op.results[0], [
                self.arith(name, "b64", [self.reg(a_lo), b_lo], "b64"),
                self.arith(name, "b64", [self.reg(a_hi), b_hi], "b64"),
            ])
            return
        if name in ("add", "sub"):
            # One op for the pair: nothing may come between the carry-out and carry-in.
            lo, hi = self.inst(
                f"{name}.cc.u64 $d0, $0, $1;\n\t{name}c.u64 $d1, $2, $3",
                [a_lo, b_lo, a_hi, b_hi],
                ["b64", "b64"],
                imm_ok=[1, 3],
            )
            self.set(op.results[0], [lo, hi])
            return
        if name in ("shl", "lshr", "ashr") and isinstance(b_lo, Imm) and isinstance(b_hi, Imm):
            k = int(b_lo.text) & 127
            self.set(op.results[0], self.i128_shift(name, a_lo, a_hi, k))
            return
        raise op_error(op, f"'{op.name}' on i128 is not supported")

    def i128_shift(self, name: str, lo: Leaf, hi: Leaf, k: int) -> list[Leaf]:
        if k == 0:
            return [lo, hi]
        zero = Imm("0", "b64")
        def shifted(opcode: str, type_name: str, value: Leaf, amount: int) -> SSAValue:
            return self.arith(opcode, type_name, [self.reg(value), Imm(str(amount), "b32")], "b64")

        def either(a: Leaf, b: Leaf) -> SSAValue:
            return self.arith("or", "b64", [self.reg(a), b], "b64")

        if name == "shl":
            if k >= 64:
                return [zero, shifted("shl", "b64", lo, k - 64)]
            carry = shifted("shr", "u64", lo, 64 - k)
            high = shifted("shl", "b64", hi, k)
            return [shifted("shl", "b64", lo, k), either(high, carry)]
        kind = "u" if name == "lshr" else "s"
        fill = zero if name == "lshr" else shifted("shr", "s64", hi, 63)
        if k >= 64:
            return [shifted("shr", f"{kind}64", hi, k - 64), fill]
        carry = shifted("shl", "b64", hi, 64 - k)
        low = shifted("shr", "u64", lo, k)
        return [either(low, carry), shifted("shr", f"{kind}64", hi, k)]

    def int_binary(self, op: Operation) -> None:
        t = op.results[0].type
        if is_i128(t):
            self.i128_binary(op, op.name.split(".")[-1])
            return
        cls = abi.reg_class(t)
        bits = 16 if cls == "b16" else REG_BITS[cls]
        name = op.name.split(".")[-1]
        if cls == "pred":
            pred_ops = {"add": "xor.pred", "sub": "xor.pred", "xor": "xor.pred", "and": "and.pred", "mul": "and.pred", "or": "or.pred"}
            if name not in pred_ops:
                raise op_error(op, f"'{op.name}' on i1 is not supported")
            a, b = (self.reg(self.get1(v, op)) for v in op.operands)
            self.set(op.results[0], [self.arith(pred_ops[name].split(".")[0], "pred", [a, b], "pred")])
            return
        # (opcode, modifiers, type kind, commutative, operands extended as signed)
        table: dict[str, tuple[str, tuple[str, ...], str, bool, bool | None]] = {
            "add": ("add", (), "s", True, None),
            "sub": ("sub", (), "s", False, None),
            "mul": ("mul", ("lo",), "s", True, None),
            "sdiv": ("div", (), "s", False, True),
            "udiv": ("div", (), "u", False, False),
            "srem": ("rem", (), "s", False, True),
            "urem": ("rem", (), "u", False, False),
            "and": ("and", (), "b", True, None),
            "or": ("or", (), "b", True, None),
            "xor": ("xor", (), "b", True, None),
        }
        opcode, modifiers, kind, commutative, signed = table[name]
        self.binary(op, opcode, f"{kind}{bits}", commutative, signed, modifiers)

    def shift(self, op: Operation) -> None:
        t = op.results[0].type
        if is_i128(t):
            self.i128_binary(op, op.name.split(".")[-1])
            return
        cls = abi.reg_class(t)
        if cls == "pred":
            raise op_error(op, f"'{op.name}' on i1 is not supported")
        bits = 16 if cls == "b16" else REG_BITS[cls]
        name = op.name.split(".")[-1]
        value = self.get1(op.operands[0], op)
        amount = self.get1(op.operands[1], op)
        if name == "lshr":
            value = self.normalized(value, t, False)
        elif name == "ashr":
            value = self.normalized(value, t, True)
        # Shift amounts are 32-bit registers or immediates.
        if isinstance(amount, Imm):
            amount = Imm(str(int(amount.text) & 0xFFFFFFFF), "b32") if int(amount.text) >= 0 else Imm(str(int(amount.text) & (bits - 1)), "b32")
        elif leaf_cls(amount) == "b64":
            amount = self.cvt("u32", "u64", amount, "b32")
        elif leaf_cls(amount) == "b16":
            amount = self.cvt("u32", "u16", amount, "b32")
        opcode, kind = {"shl": ("shl", "b"), "lshr": ("shr", "u"), "ashr": ("shr", "s")}[name]
        self.set(op.results[0], [self.arith(opcode, f"{kind}{bits}", [self.reg(value), amount], cls)])

    def sel_icmp(self, op: Operation) -> None:
        assert isinstance(op, llvm.ICmpOp)
        pred = llvm.ICmpPredicateFlag.from_int(op.predicate.value.data).value
        t = op.lhs.type
        if is_i128(t):
            if pred not in ("eq", "ne"):
                raise op_error(op, f"icmp {pred} on i128 is not supported")
            halves = [self.setp(pred, "b64", a, b) for a, b in zip(self.get(op.lhs, op), self.get(op.rhs, op))]
            combine = "and" if pred == "eq" else "or"
            self.set(op.res, [self.arith(combine, "pred", halves, "pred")])
            return
        cls = abi.reg_class(t)
        cmp, kind = ICMP_CONDITIONS[pred]
        a = self.get1(op.lhs, op)
        b = self.get1(op.rhs, op)
        if cls == "pred":
            a = self.pred_to_b16(a)
            b = self.pred_to_b16(b)
            cls, t = "b16", IntegerType(16)
        else:
            a = self.normalized(a, t, kind == "s")
            b = self.normalized(b, t, kind == "s")
        bits = 16 if cls == "b16" else REG_BITS[cls]
        if isinstance(a, Imm) and not isinstance(b, Imm):
            a, b = b, a
            cmp = {"lt": "gt", "gt": "lt", "le": "ge", "ge": "le"}.get(cmp, cmp)
        self.set(op.res, [self.setp(cmp, f"{kind}{bits}", a, b)])

    def sel_fcmp(self, op: Operation) -> None:
        assert isinstance(op, llvm.FCmpOp)
        pred = llvm.FCmpPredicateFlag.from_int(op.predicate.value.data).value
        cls = abi.reg_class(op.lhs.type)
        if pred in ("_false", "_true"):
            self.set(op.res, [self.reg(Imm("1" if pred == "_true" else "0", "pred"))])
            return
        a = self.get1(op.lhs, op)
        b = self.get1(op.rhs, op)
        if isinstance(op.lhs.type, Float16Type | BFloat16Type):
            # Widening to f32 is exact, so the comparison is unchanged.
            a, b, cls = self.widen_half(a, op.lhs.type), self.widen_half(b, op.lhs.type), "f32"
        self.set(op.res, [self.setp(FCMP_CONDITIONS[pred], cls, a, b)])

    def sel_select(self, op: Operation) -> None:
        assert isinstance(op, llvm.SelectOp)
        cond = self.reg(self.get1(op.cond, op))
        a_leaves = self.get(op.lhs, op)
        b_leaves = self.get(op.rhs, op)
        out: list[Leaf] = []
        for a, b in zip(a_leaves, b_leaves):
            out.append(self.choose(cond, a, b))
        self.set(op.res, out)
        # Choosing between two objects of the same specific space (two byval params, two
        # stack slots): accesses through the result keep that space's instructions.
        left, right = self.addrs.get(op.lhs), self.addrs.get(op.rhs)
        if left is not None and right is not None and left.space == right.space and left.space != AS.GENERIC:
            chosen = self.selp("b64", self.materialize(left), self.materialize(right), cond, "b64")
            self.addrs[op.res] = Addr(chosen, 0, left.space, min(left.align, right.align))

    def widen_half(self, leaf: Leaf, t: Attribute) -> Leaf:
        """A half-precision value as f32 (exact), for arithmetic done in f32."""
        return self.cvt("f32", float_type_name(t), self.reg(leaf), "f32")

    def half_binary(self, op: Operation, name: str) -> None:
        """f16/bf16 arithmetic in f32, rounded back once: the f32 result of +, -, *, / of
        half values rounds to the same half as the exact result would."""
        t = op.results[0].type
        a = self.widen_half(self.get1(op.operands[0], op), t)
        b = self.widen_half(self.get1(op.operands[1], op), t)
        opcode = {"fadd": "add", "fsub": "sub", "fmul": "mul", "fdiv": "div"}.get(name)
        if opcode is None:
            raise op_error(op, f"'{op.name}' on {t} is not supported")
        wide = self.arith(opcode, "f32", [a, b], "f32", ["rn"])
        self.set(op.results[0], [self.cvt(float_type_name(t), "f32", wide, "b16", ["rn"])])

    def float_binary(self, op: Operation) -> None:
        t = op.results[0].type
        cls = abi.reg_class(t)
        name = op.name.split(".")[-1]
        if isinstance(t, Float16Type | BFloat16Type):
            self.half_binary(op, name)
            return
        if cls not in ("f32", "f64"):
            raise op_error(op, f"'{op.name}' on {t} is not supported")
        if name == "frem":
            self.sel_frem(op, cls)
            return
        opcode = {"fadd": "add", "fsub": "sub", "fmul": "mul", "fdiv": "div"}[name]
        self.binary(op, opcode, cls, name in ("fadd", "fmul"), modifiers=("rn",))

    def sel_frem(self, op: Operation, cls: str) -> None:
        a = self.reg(self.get1(op.operands[0], op))
        b = self.reg(self.get1(op.operands[1], op))
        q = self.arith("div", cls, [a, b], cls, ["rn"])
        t = self.cvt(cls, cls, q, cls, ["rzi"])
        n = self.arith("neg", cls, [t], cls)
        r = self.arith("fma", cls, [n, b, a], cls, ["rn"])
        inf = self.arith("testp", cls, [b], "pred", ["infinite"])
        self.set(op.results[0], [self.selp(cls, a, r, inf, cls)])

    def float_unary(self, op: Operation, opcode: str, f32_only: bool = False) -> None:
        t = op.results[0].type
        cls = abi.reg_class(t)
        if isinstance(t, Float16Type | BFloat16Type) and opcode in ("neg", "abs"):
            # Sign operations on the raw bits.
            x = self.reg(self.get1(op.operands[0], op))
            bits = self.arith("xor", "b16", [x, Imm("-32768", "b16")], "b16") if opcode == "neg" else self.arith(
                "and", "b16", [x, Imm("32767", "b16")], "b16"
            )
            self.set(op.results[0], [bits])
            return
        if cls not in ("f32", "f64") or (f32_only and cls != "f32"):
            raise op_error(op, f"'{op.name}' on {t} is not supported")
        x = self.reg(self.get1(op.operands[0], op))
        if opcode.startswith("cvt."):
            # Rounding to an integral value: `cvt.rpi.f32.f32`.
            self.set(op.results[0], [self.cvt(cls, cls, x, cls, [opcode.split(".")[1]])])
            return
        base, *modifiers = opcode.split(".")
        self.set(op.results[0], [self.arith(base, cls, [x], cls, modifiers)])

    def sel_fneg(self, op: Operation) -> None:
        self.float_unary(op, "neg")

    def sel_fabs(self, op: Operation) -> None:
        self.float_unary(op, "abs")

    def sel_sqrt(self, op: Operation) -> None:
        self.float_unary(op, "sqrt.rn")

    def sel_ceil(self, op: Operation) -> None:
        self.float_unary(op, "cvt.rpi")

    def sel_floor(self, op: Operation) -> None:
        self.float_unary(op, "cvt.rmi")

    def sel_exp2(self, op: Operation) -> None:
        self.float_unary(op, "ex2.approx", f32_only=True)

    def sel_log2(self, op: Operation) -> None:
        self.float_unary(op, "lg2.approx", f32_only=True)

    def sel_sin(self, op: Operation) -> None:
        self.float_unary(op, "sin.approx", f32_only=True)

    def sel_cos(self, op: Operation) -> None:
        self.float_unary(op, "cos.approx", f32_only=True)

    def sel_fma(self, op: Operation) -> None:
        t = op.results[0].type
        cls = abi.reg_class(t)
        a, b, c = (self.get1(v, op) for v in op.operands[:3])
        # Half types have their own fma (f16: sm_53, bf16: sm_90), rounding once like LLVM's.
        if cls == "b16":
            b, c = self.reg(b), self.reg(c)
        self.set(op.results[0], [self.arith("fma", float_type_name(t), [self.reg(a), b, c], cls, ["rn"])])

    def sel_maxnum(self, op: Operation) -> None:
        cls = abi.reg_class(op.results[0].type)
        self.binary(op, "max", cls, True)

    def sel_minnum(self, op: Operation) -> None:
        cls = abi.reg_class(op.results[0].type)
        self.binary(op, "min", cls, True)

    def sel_copysign(self, op: Operation) -> None:
        cls = abi.reg_class(op.results[0].type)
        mag = self.get1(op.operands[0], op)
        sign = self.get1(op.operands[1], op)
        # PTX copysign takes the sign source first.
        self.set(op.results[0], [self.arith("copysign", cls, [self.reg(sign), self.reg(mag)], cls)])

    def int_minmax(self, op: Operation, kind: str) -> None:
        t = op.results[0].type
        cls = abi.reg_class(t)
        bits = 16 if cls == "b16" else REG_BITS[cls]
        signed = kind.startswith("s")
        sign = "s" if signed else "u"
        which = "max" if kind.endswith("max") else "min"
        a = self.normalized(self.get1(op.operands[0], op), t, signed)
        b = self.normalized(self.get1(op.operands[1], op), t, signed)
        if isinstance(a, Imm):
            a, b = b, a
        self.set(op.results[0], [self.arith(which, f"{sign}{bits}", [self.reg(a), b], cls)])

    def sel_abs(self, op: Operation) -> None:
        t = op.results[0].type
        cls = abi.reg_class(t)
        bits = 16 if cls == "b16" else REG_BITS[cls]
        x = self.normalized(self.get1(op.operands[0], op), t, True)
        self.set(op.results[0], [self.arith("abs", f"s{bits}", [self.reg(x)], cls)])

    def bit_count(self, op: Operation, opcode: str) -> None:
        t = op.results[0].type
        cls = abi.reg_class(t)
        if cls == "b16":
            self.narrow_bit_count(op, opcode, bit_width(t))
            return
        if cls not in ("b32", "b64"):
            raise op_error(op, f"'{op.name}' on {t} is not supported")
        bits = REG_BITS[cls]
        x = self.reg(self.get1(op.operands[0], op))
        if opcode == "cttz":
            rev = self.arith("brev", f"b{bits}", [x], cls)
            count = self.arith("clz", f"b{bits}", [rev], "b32")
        else:
            count = self.arith("clz" if opcode == "ctlz" else "popc", f"b{bits}", [x], "b32")
        if cls == "b64":
            count = self.cvt("u64", "u32", count, "b64")
        self.set(op.results[0], [count])

    def narrow_bit_count(self, op: Operation, opcode: str, width: int) -> None:
        """i8/i16 bit counts on the value zero-extended to 32 bits (LLVM widens them too)."""
        x = self.reg(self.get1(op.operands[0], op))
        wide = self.cvt("u32", f"u{width}", x, "b32")
        if opcode == "ctpop":
            count = self.arith("popc", "b32", [wide], "b32")
        elif opcode == "ctlz":
            leading = self.arith("clz", "b32", [wide], "b32")
            count = self.arith("sub", "s32", [leading, Imm(str(32 - width), "b32")], "b32")
        else:
            # A bit just above the width makes a zero input count `width`.
            fenced = self.arith("or", "b32", [wide, Imm(str(1 << width), "b32")], "b32")
            rev = self.arith("brev", "b32", [fenced], "b32")
            count = self.arith("clz", "b32", [rev], "b32")
        self.set(op.results[0], [self.cvt("u16", "u32", count, "b16")])

    def sel_trunc(self, op: Operation) -> None:
        src_t, dst_t = op.operands[0].type, op.results[0].type
        if is_i128(src_t):
            # Truncating an i128 starts from its low half.
            low = self.get(op.operands[0], op)[0]
            if is_i128(dst_t):
                self.set(op.results[0], self.get(op.operands[0], op))
                return
            self.set(op.results[0], [self.truncate(low, IntegerType(64), dst_t, op)])
            return
        x = self.get1(op.operands[0], op)
        self.set(op.results[0], [self.truncate(x, src_t, dst_t, op)])

    def truncate(self, x: Leaf, src_t: Attribute, dst_t: Attribute, op: Operation) -> Leaf:
        src, dst = abi.reg_class(src_t), abi.reg_class(dst_t)
        if isinstance(x, Imm):
            return int_imm(int(x.text), dst_t)
        if dst == "pred":
            bits = 16 if src == "b16" else REG_BITS[src]
            low = self.arith("and", f"b{bits}", [x, Imm("1", src)], src)
            return self.setp("ne", f"b{bits}", low, Imm("0", src))
        if src == dst:
            return x
        sbits = 16 if src == "b16" else REG_BITS[src]
        dbits = 16 if dst == "b16" else REG_BITS[dst]
        return self.cvt(f"u{dbits}", f"u{sbits}", x, dst)

    def extend(self, op: Operation, signed: bool) -> None:
        src_t, dst_t = op.operands[0].type, op.results[0].type
        if is_i128(dst_t):
            # Extend to 64 bits, then the high half is zero or the sign.
            i64 = IntegerType(64)
            x = self.get1(op.operands[0], op)
            low = x if src_t == i64 else self.extend_value(x, src_t, i64, signed, op)
            if signed:
                high: Leaf = int_imm(-1 if int(low.text) < 0 else 0, i64) if isinstance(low, Imm) else self.arith("shr", "s64", [low, Imm("63", "b32")], "b64")
            else:
                high = Imm("0", "b64")
            self.set(op.results[0], [low, high])
            return
        if signed and _known_non_negative(op.operands[0]):
            # Sign and zero extension agree; zero extension is free in SASS (LLVM does the same).
            signed = False
        self.set(op.results[0], [self.extend_value(self.get1(op.operands[0], op), src_t, dst_t, signed, op)])

    def extend_value(self, x: Leaf, src_t: Attribute, dst_t: Attribute, signed: bool, op: Operation) -> Leaf:
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
            return self.selp(f"{'s' if signed else 'u'}{dbits}", true, Imm("0", dst), x, dst)
        sbits = bit_width(src_t)
        kind = "s" if signed else "u"
        if src == dst:
            # i8 -> i16 in the same 16-bit register.
            return self.normalized(x, src_t, signed)
        return self.cvt(f"{kind}{dbits}", f"{kind}{sbits}", x, dst)

    def sel_zext(self, op: Operation) -> None:
        self.extend(op, False)

    def sel_sext(self, op: Operation) -> None:
        self.extend(op, True)

    def sel_fpext(self, op: Operation) -> None:
        src_t, dst_t = op.operands[0].type, op.results[0].type
        x = self.get1(op.operands[0], op)
        dst = abi.reg_class(dst_t)
        self.set(op.results[0], [self.cvt(float_type_name(dst_t), float_type_name(src_t), self.reg(x), dst)])

    def sel_fptrunc(self, op: Operation) -> None:
        src_t, dst_t = op.operands[0].type, op.results[0].type
        x = self.get1(op.operands[0], op)
        dst = abi.reg_class(dst_t)
        self.set(op.results[0], [self.cvt(float_type_name(dst_t), float_type_name(src_t), self.reg(x), dst, ["rn"])])

    def int_to_float(self, op: Operation, signed: bool) -> None:
        src_t, dst_t = op.operands[0].type, op.results[0].type
        x = self.get1(op.operands[0], op)
        src, dst = abi.reg_class(src_t), abi.reg_class(dst_t)
        if src == "pred":
            x = self.selp(f"{'s' if signed else 'u'}32", Imm("-1" if signed else "1", "b32"), Imm("0", "b32"), x, "b32")
            src_t = i32
        kind = "s" if signed else "u"
        sbits = bit_width(src_t)
        if sbits == 8:
            # PTX's cvt to bf16 has no 8-bit source: convert the byte extended to 16 bits.
            x, sbits = self.normalized(x, src_t, signed), 16
        self.set(op.results[0], [self.cvt(float_type_name(dst_t), f"{kind}{sbits}", self.reg(x), dst, ["rn"])])

    def sel_sitofp(self, op: Operation) -> None:
        self.int_to_float(op, True)

    def sel_uitofp(self, op: Operation) -> None:
        self.int_to_float(op, False)

    def float_to_int(self, op: Operation, signed: bool) -> None:
        src_t, dst_t = op.operands[0].type, op.results[0].type
        x = self.get1(op.operands[0], op)
        src, dst = abi.reg_class(src_t), abi.reg_class(dst_t)
        kind = "s" if signed else "u"
        if dst == "pred":
            # Through a 32-bit integer: any non-zero result is true (poison unless 0 or 1/-1).
            wide = self.cvt(f"{kind}32", float_type_name(src_t), self.reg(x), "b32", ["rzi"])
            self.set(op.results[0], [self.setp("ne", "b32", wide, Imm("0", "b32"))])
            return
        dbits = 16 if dst == "b16" else REG_BITS[dst]
        self.set(op.results[0], [self.cvt(f"{kind}{dbits}", float_type_name(src_t), self.reg(x), dst, ["rzi"])])

    def sel_fptosi(self, op: Operation) -> None:
        self.float_to_int(op, True)

    def sel_fptoui(self, op: Operation) -> None:
        self.float_to_int(op, False)

    def sel_bitcast(self, op: Operation) -> None:
        src_t, dst_t = op.operands[0].type, op.results[0].type
        leaves = self.get(op.operands[0], op)
        if op.operands[0] in self.addrs:
            self.addrs[op.results[0]] = self.addrs[op.operands[0]]
        if isinstance(src_t, VectorType) or isinstance(dst_t, VectorType):
            self.bitcast_vector(op, leaves, src_t, dst_t)
            return
        if len(leaves) != 1:
            raise op_error(op, "bitcast of aggregates is not supported")
        x = leaves[0]
        src, dst = abi.reg_class(src_t), abi.reg_class(dst_t)
        if src == dst:
            self.set(op.results[0], [x])
        elif isinstance(x, Imm) and dst in ("b32", "b64", "b16"):
            value = int(x.text[2:], 16) if x.text[:2] in ("0f", "0d") else int(x.text, 0)
            self.set(op.results[0], [Imm(str(value), dst)])
        else:
            bits = 16 if dst == "b16" else REG_BITS[dst]
            self.set(op.results[0], [self.mov(f"b{bits}", self.reg(x), dst)])

    def bitcast_vector(self, op: Operation, leaves: list[Leaf], src_t: Attribute, dst_t: Attribute) -> None:
        """Reinterpret lanes: unpack a wide register into lanes (`mov.b64 {%r1, %r2}, %rd1`),
        pack lanes into one (`mov.b32 %r1, {%rs1, %rs2}`), or both through an integer."""
        src_lanes = [lt for lt in self.vector_leaf_types(src_t, op)]
        dst_lanes = [lt for lt in self.vector_leaf_types(dst_t, op)]
        if DL.size_in_bits(src_t) != DL.size_in_bits(dst_t) or DL.size_in_bits(src_t) not in (16, 32, 64):
            raise op_error(op, f"bitcast from {src_t} to {dst_t} is not supported")
        total = DL.size_in_bits(src_t)
        whole_cls = {16: "b16", 32: "b32", 64: "b64"}[total]
        if any(abi.reg_class(lt) == "pred" for lt in (*src_lanes, *dst_lanes)):
            raise op_error(op, "bitcast of i1 vectors is not supported")
        if total // len(src_lanes) == 8:
            # Byte lanes (16-bit registers): assemble with shifts and ors.
            whole = Imm("0", whole_cls)
            for index, leaf in enumerate(leaves):
                byte = self.inst1(f"cvt.u{total}.u8 $d0, $0", [self.reg(leaf)], whole_cls) if whole_cls != "b16" else self.inst1("and.b16 $d0, $0, 255", [leaf], "b16")
                if index:
                    byte = self.inst1(f"shl.b{total} $d0, $0, {8 * index}", [byte], whole_cls)
                    whole = self.inst1(f"or.b{total} $d0, $0, $1", [whole, byte], whole_cls)
                else:
                    whole = byte
        elif len(src_lanes) == 1:
            whole: Leaf = self.reg(leaves[0])
        else:
            regs = [self.reg(leaf) for leaf in leaves]
            lanes = ", ".join(f"${i}" for i in range(len(regs)))
            whole = self.inst1(f"mov.b{total} $d0, {{{lanes}}}", regs, whole_cls)
        if len(dst_lanes) == 1:
            dst_cls = abi.reg_class(dst_lanes[0])
            if leaf_cls(whole) != dst_cls:
                whole = self.inst1(f"mov.b{total} $d0, $0", [whole], dst_cls)
            self.set(op.results[0], [whole])
            return
        if leaf_cls(whole) != whole_cls:
            whole = self.inst1(f"mov.b{total} $d0, $0", [whole], whole_cls)
        lane_bits = total // len(dst_lanes)
        if lane_bits == 8:
            parts8: list[Leaf] = []
            for index in range(len(dst_lanes)):
                part = whole if index == 0 else self.inst1(f"shr.u{total} $d0, $0, {8 * index}", [whole], whole_cls)
                parts8.append(part if whole_cls == "b16" else self.inst1(f"cvt.u16.u{total} $d0, $0", [part], "b16"))
            self.set(op.results[0], parts8)
            return
        dests = ", ".join(f"$d{i}" for i in range(len(dst_lanes)))
        parts = self.inst(f"mov.b{total} {{{dests}}}, $0", [whole], [{16: "b16", 32: "b32", 64: "b64", 8: "b16"}[lane_bits]] * len(dst_lanes))
        out: list[Leaf] = []
        for part, lt in zip(parts, dst_lanes):
            cls = abi.reg_class(lt)
            out.append(part if cls == leaf_cls(part) else self.inst1(f"mov.b{lane_bits} $d0, $0", [part], cls))
        self.set(op.results[0], out)

    def sel_ptrtoint(self, op: Operation) -> None:
        x = self.get1(op.operands[0], op)
        dst = abi.reg_class(op.results[0].type)
        if dst == "b64":
            self.set(op.results[0], [x])
        else:
            bits = 16 if dst == "b16" else REG_BITS[dst]
            self.set(op.results[0], [self.cvt(f"u{bits}", "u64", self.reg(x), dst)])

    def sel_inttoptr(self, op: Operation) -> None:
        x = self.get1(op.operands[0], op)
        src = abi.reg_class(op.operands[0].type)
        if src == "b64":
            self.set(op.results[0], [x])
        else:
            bits = 16 if src == "b16" else REG_BITS[src]
            self.set(op.results[0], [self.cvt("u64", f"u{bits}", self.reg(x), "b64")])

    def sel_extractvalue(self, op: Operation) -> None:
        assert isinstance(op, llvm.ExtractValueOp)
        t = op.container.type
        path = tuple(op.position.get_values())
        leaves = self.get(op.container, op)
        indices = [i for i, leaf in enumerate(abi.leaves(t)) if leaf.path[: len(path)] == path]
        self.set(op.res, [leaves[i] for i in indices])

    def sel_insertvalue(self, op: Operation) -> None:
        assert isinstance(op, llvm.InsertValueOp)
        t = op.container.type
        path = tuple(op.position.get_values())
        leaves = list(self.get(op.container, op))
        new = self.get(op.value, op)
        indices = [i for i, leaf in enumerate(abi.leaves(t)) if leaf.path[: len(path)] == path]
        if len(indices) != len(new):
            raise op_error(op, "inserted value does not match the aggregate's element")
        for i, v in zip(indices, new):
            leaves[i] = v
        self.set(op.res, leaves)

    def lane_test(self, index: Leaf, lane: int, index_type: Attribute) -> SSAValue:
        cls = leaf_cls(index)
        bits = 16 if cls == "b16" else REG_BITS[cls]
        index = self.normalized(index, index_type, False)
        return self.setp("eq", f"b{bits}", index, Imm(str(lane), cls))

    def choose(self, pred: SSAValue, a: Leaf, b: Leaf) -> Leaf:
        """`pred ? a : b` for one value (predicates through 16-bit integers)."""
        cls = leaf_cls(a)
        if cls == "pred":
            r = self.selp("b16", self.pred_to_b16(a), self.pred_to_b16(b), pred, "b16")
            return self.setp("ne", "b16", r, Imm("0", "b16"))
        return self.selp(cls, a, b, pred, cls)

    def sel_extractelement(self, op: Operation) -> None:
        leaves = self.get(op.operands[0], op)
        index = self.get1(op.operands[1], op)
        if isinstance(index, Imm):
            self.set(op.results[0], [leaves[int(index.text)]])
            return
        # A run-time lane: select among the lanes (an out-of-range index is poison).
        result = leaves[0]
        for lane in range(1, len(leaves)):
            result = self.choose(self.lane_test(index, lane, op.operands[1].type), leaves[lane], result)
        self.set(op.results[0], [result])

    def sel_insertelement(self, op: Operation) -> None:
        leaves = list(self.get(op.operands[0], op))
        value = self.get1(op.operands[1], op)
        index = self.get1(op.operands[2], op)
        if isinstance(index, Imm):
            leaves[int(index.text)] = value
        else:
            leaves = [
                self.choose(self.lane_test(index, lane, op.operands[2].type), value, old)
                for lane, old in enumerate(leaves)
            ]
        self.set(op.results[0], leaves)

    def sel_shufflevector(self, op: Operation) -> None:
        """Lanes are separate registers: a shuffle only picks them (mask -1: undefined lane)."""
        assert isinstance(op, llvm.ShuffleVectorOp)
        first = self.get(op.v1, op)
        lanes = [*first, *self.get(op.v2, op)]
        elem = op.res.type.get_element_type()  # pyright: ignore[reportAttributeAccessIssue]
        out: list[Leaf] = []
        for index in op.mask.get_values():
            out.append(zero_imm(elem) if index < 0 else lanes[index])
        self.set(op.res, out)

    def sel_split_struct(self, op: Operation) -> None:
        leaves = self.get(op.operands[0], op)
        # A vector field is one result but several leaves.
        position = 0
        for res in op.results:
            count = len(abi.leaves(res.type))
            self.set(res, leaves[position : position + count])
            position += count


# Special registers whose values are below 2**31 (thread and block indices and counts).
_NON_NEGATIVE_SREGS = re.compile(r"(?:llvm\.)?nvvm\.read\.ptx\.sreg\.(?:n?tid|n?ctaid|laneid|warpsize|nwarpid|warpid|smid|nsmid)(?:\.[xyz])?")


def _known_non_negative(value: SSAValue) -> bool:
    owner = value.owner
    if not isinstance(owner, Operation):
        return False
    name = owner.name
    if owner.name == "llvm.call_intrinsic":
        name = str(owner.properties["intrin"].data)  # pyright: ignore[reportAttributeAccessIssue]
    if _NON_NEGATIVE_SREGS.fullmatch(name):
        return True
    if isinstance(owner, llvm.ZExtOp) or owner.name == "llvm.lshr" and _is_positive_constant(owner.operands[1]):
        return True
    if owner.name == "llvm.and":
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
