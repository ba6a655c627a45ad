"""Selection of the f4/f6 pair conversions to and from f16x2/bf16x2 and of the signed s2f6x2
type (`nvvm.convert.{bf16x2,f16x2}.to.{f4x2,f6x2}`, `convert.{bf16x2,f32x2}.to.s2f6x2`,
`convert.{f4x2,f6x2,s2f6x2}.to.bf16x2`), ops of llvm-project's NVVMOps.td newer than MLIR 22.

The instructions are those NVPTX prints for the `llvm.nvvm.{bf16x2,f16x2}.to.e2m1x2.rn.satfinite`,
`...e2m1x2.to.bf16x2.rn.scale.n2.ue8m0`, `...s2f6x2...` intrinsics MLIR translates the ops to
(LLVM 22 has none of them, so tests/test_nvvm_convert_narrow_isel.py assembles each form with
ptxas). An e2m1x2 pair lives in an 8-bit register declared in a scope of its own, as LLVM does;
the scale factor of the conversions to bf16x2 defaults to MLIR's 0x7F7F (2^0 for both halves).
What each needs of the target is `ptx_isa`'s rule.
"""

from __future__ import annotations

from typing import Any

from xdsl.ir import Operation, SSAValue

from nvvm_xdsl.backend.isel_core import Selector, SelectorCore
from nvvm_xdsl.backend.isel_nvvm_mma import _fragment_registers, _packed_result, _packed_source
from nvvm_xdsl.backend.isel_nvvm_ods import _enum, _flag
from nvvm_xdsl.backend.values import Imm, Leaf
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import ptx
from nvvm_xdsl.dialects.nvvm import NVVM
from nvvm_xdsl.ptx_isa import rule

# MLIR's element types of the packed pairs -> the PTX type of a pair.
_PAIR_TYPE = {"f4E2M1FN": "e2m1x2", "f6E2M3FN": "e2m3x2", "f6E3M2FN": "e3m2x2"}
_UNIT_SCALE = Imm("32639", "b16")  # 0x7F7F: ue8m0 127 (2^0) for both halves, MLIR's default


def _require(sel: SelectorCore, op: Operation, feature: str) -> None:
    needs = rule(feature)
    sel.info.target.require(
        op, f"{op.name} ({needs.feature})", min_sm=needs.min_sm, min_ptx=needs.min_ptx,
        any_specific=needs.any_specific, any_arch_specific=needs.any_arch_specific,
    )


def _pair_type(op: Operation, prop: str, allowed: tuple[str, ...]) -> str:
    """The PTX pair type the op's TypeAttr property names (`f4E2M1FN` -> `e2m1x2`)."""
    element = str(op.properties[prop])
    pair = _PAIR_TYPE.get(element)
    if pair not in allowed:
        raise op_error(op, f"{op.name} has no form for element type {element}")
    assert pair is not None
    return pair


def _scale(sel: SelectorCore, op: Any) -> SSAValue:
    """The ue8m0x2 scale factor operand, or MLIR's default, in a 16-bit register."""
    if op.scaleFactor is None:
        return sel.reg(_UNIT_SCALE)
    return sel.reg(sel.get1(op.scaleFactor, op))


def _satfinite(op: Operation) -> bool:
    sat = _enum(op, "sat", "none")
    if sat == "sat":
        raise op_error(op, f"{op.name} saturates only to the finite range (satfinite), not .sat")
    return sat == "satfinite"


def _relu(op: Operation) -> str:
    return ".relu" if _flag(op, "relu") else ""


def _half_pair_source(sel: SelectorCore, op: Any) -> SSAValue:
    (packed,) = _fragment_registers(sel, [op.src], op)
    return packed


def _half_pair_to_f4(source_type: str) -> Selector:
    """`cvt.rn.satfinite{.relu}.e2m1x2.<f16x2|bf16x2>` into an 8-bit register, widened to the i8."""

    def select(sel: SelectorCore, op: Any) -> None:
        _pair_type(op, "dstTy", ("e2m1x2",))
        _require(sel, op, "cvt to e2m1x2/e2m3x2/e3m2x2 from f16x2/bf16x2")
        text = (
            ".reg .b8 %e2m1x2_out;\n"
            f"cvt.rn.satfinite{_relu(op)}.e2m1x2.{source_type} %e2m1x2_out, $0;\n"
            "cvt.u16.u8 $d0, %e2m1x2_out;"
        )
        asm = ptx.AsmOp(text, [_half_pair_source(sel, op)], [ptx.REG_TYPES["b16"]], False)
        sel.add(asm)
        sel.set(op.dst, [asm.outs[0]])

    return select


def _half_pair_to_f6(source_type: str) -> Selector:
    """`cvt.rn.satfinite{.relu}.<e2m3x2|e3m2x2>.<f16x2|bf16x2>`: an i16 or vector<2xi8>."""

    def select(sel: SelectorCore, op: Any) -> None:
        pair = _pair_type(op, "dstTy", ("e2m3x2", "e3m2x2"))
        _require(sel, op, "cvt to e2m1x2/e2m3x2/e3m2x2 from f16x2/bf16x2")
        text = f"cvt.rn.satfinite{_relu(op)}.{pair}.{source_type} $d0, $0"
        _packed_result(sel, op.dst, sel.inst1(text, [_half_pair_source(sel, op)], "b16", imm_ok=[]))

    return select


def _to_s2f6(sel: SelectorCore, op: Any) -> None:
    """`cvt.rn.satfinite{.relu}.scaled::n2::ue8m0.s2f6x2.<bf16x2|f32>`, scaled by the ue8m0x2
    factor; from two f32 `a` goes to the upper half, as in every `cvt` of a pair."""
    _require(sel, op, "cvt with s2f6x2")
    opcode = f"cvt.rn.satfinite{_relu(op)}.scaled::n2::ue8m0.s2f6x2"
    sources: list[Leaf]
    if op.name == "nvvm.convert.f32x2.to.s2f6x2":
        sources = [sel.reg(sel.get1(v, op)) for v in (op.a, op.b)]
        text = f"{opcode}.f32 $d0, $0, $1, $2"
    else:
        sources = [_half_pair_source(sel, op)]
        text = f"{opcode}.bf16x2 $d0, $0, $1"
    packed = sel.inst1(text, [*sources, _scale(sel, op)], "b16", imm_ok=[])
    _packed_result(sel, op.dst, packed)


def _to_bf16x2(sel: SelectorCore, op: Any) -> None:
    """`cvt.rn{.relu}{.satfinite}.scaled::n2::ue8m0.bf16x2.<pair>` (s2f6x2: `.satfinite` before
    `.relu`, as NVPTX prints it); e2m1x2 is read from an 8-bit register."""
    if op.name == "nvvm.convert.s2f6x2.to.bf16x2":
        pair = "s2f6x2"
        _require(sel, op, "cvt with s2f6x2")
        modifiers = (".satfinite" if _satfinite(op) else "") + _relu(op)
    else:
        allowed = ("e2m1x2",) if op.name == "nvvm.convert.f4x2.to.bf16x2" else ("e2m3x2", "e3m2x2")
        pair = _pair_type(op, "srcType", allowed)
        _require(sel, op, "cvt to bf16x2 from e2m1x2/e2m3x2/e3m2x2")
        modifiers = _relu(op) + (".satfinite" if _satfinite(op) else "")
    opcode = f"cvt.rn{modifiers}.scaled::n2::ue8m0.bf16x2.{pair}"
    ins = [_packed_source(sel, op.src, op), _scale(sel, op)]
    packed: SSAValue
    if pair == "e2m1x2":
        text = f".reg .b8 %e2m1x2_in;\ncvt.u8.u16 %e2m1x2_in, $0;\n{opcode} $d0, %e2m1x2_in, $1;"
        asm = ptx.AsmOp(text, ins, [ptx.REG_TYPES["b32"]], False)
        sel.add(asm)
        packed = asm.outs[0]
    else:
        packed = sel.inst1(f"{opcode} $d0, $0, $1", ins, "b32", imm_ok=[])
    sel.set(op.dst, sel.unpack(packed, ["b16", "b16"]))


_BY_NAME: dict[str, Selector] = {
    "nvvm.convert.bf16x2.to.f4x2": _half_pair_to_f4("bf16x2"),
    "nvvm.convert.f16x2.to.f4x2": _half_pair_to_f4("f16x2"),
    "nvvm.convert.bf16x2.to.f6x2": _half_pair_to_f6("bf16x2"),
    "nvvm.convert.f16x2.to.f6x2": _half_pair_to_f6("f16x2"),
    "nvvm.convert.bf16x2.to.s2f6x2": _to_s2f6,
    "nvvm.convert.f32x2.to.s2f6x2": _to_s2f6,
    "nvvm.convert.f4x2.to.bf16x2": _to_bf16x2,
    "nvvm.convert.f6x2.to.bf16x2": _to_bf16x2,
    "nvvm.convert.s2f6x2.to.bf16x2": _to_bf16x2,
}

# The ops are generated from their table rows (no class to name here): by the registered class.
SELECTORS: dict[type[Operation], Selector] = {op: _BY_NAME[op.name] for op in NVVM.operations if op.name in _BY_NAME}
