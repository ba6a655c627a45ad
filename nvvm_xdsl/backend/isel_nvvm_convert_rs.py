"""Selection of the stochastic-rounding conversions (`nvvm_xdsl.dialects.nvvm_convert_rs`) to
`cvt.rs`, as LLVM 22's NVPTX backend prints the `llvm.nvvm.ff2{f16,bf16}x2.rs*` and
`llvm.nvvm.f32x4.to.*x4.rs*` intrinsics (tests/test_nvvm_convert_rs_isel.py compares them)."""

from __future__ import annotations

from collections.abc import Callable

from xdsl.dialects.builtin import VectorType
from xdsl.ir import Operation

from nvvm_xdsl.backend.isel_core import SelectorCore
from nvvm_xdsl.backend.values import Imm
from nvvm_xdsl.dialects import nvvm_convert_rs as R


def _needs(sel: SelectorCore, op: Operation, what: str) -> None:
    sel.info.target.require(op, what, min_sm=100, min_ptx=(8, 7), family_specific=True)


def select_f32x2_rs(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, R._ConvertF32x2RS)  # noqa: SLF001
    modifiers = (".relu" if op.has_relu else "") + (".satfinite" if op.satfinite else "")
    if op.rbits is None:
        # `cvt.rn/rz.f16x2.f32` (sm_80, PTX 7.0; `.satfinite` PTX 8.1), as llc prints
        # `llvm.nvvm.ff2f16x2.rn*`.
        min_ptx = (8, 1) if op.satfinite else (7, 0)
        text = f"cvt.{op.rounding}{modifiers}.{op.PAIR_NAME}.f32"
        sel.info.target.require(op, text, min_sm=80, min_ptx=min_ptx)
        ins = [sel.reg(sel.get1(v, op)) for v in (op.src_hi, op.src_lo)]
        packed = sel.inst1(f"{text} $d0, $0, $1", ins, "b32", imm_ok=[])
        sel.set(op.results[0], sel.unpack(packed, ["b16", "b16"]))
        return
    _needs(sel, op, f"cvt.rs.{op.PAIR_NAME}.f32")
    ins = [sel.reg(sel.get1(v, op)) for v in (op.src_hi, op.src_lo, op.rbits)]
    packed = sel.inst1(f"cvt.rs{modifiers}.{op.PAIR_NAME}.f32 $d0, $0, $1, $2", ins, "b32", imm_ok=[])
    # `dst`, declared by each pair form.
    sel.set(op.results[0], sel.unpack(packed, ["b16", "b16"]))


def select_f32x4_rs(sel: SelectorCore, op: Operation) -> None:
    assert isinstance(op, R._ConvertF32x4RS)  # noqa: SLF001
    _needs(sel, op, f"cvt.rs with {op.ptx_type}x4")
    relu = ".relu" if op.has_relu else ""
    lanes = [sel.reg(leaf) for leaf in sel.get(op.src, op)]
    rbits = sel.reg(sel.get1(op.rbits, op))
    packed_cls = "b32" if isinstance(op.dst.type, VectorType) else "b16"
    packed = sel.inst1(
        f"cvt.rs{relu}.satfinite.{op.ptx_type}x4.f32 $d0, {{$0, $1, $2, $3}}, $4", [*lanes, rbits], packed_cls, imm_ok=[]
    )
    if packed_cls == "b16":
        sel.set(op.dst, [packed])
        return
    # vector<4xi8>: one 16-bit register per byte, byte 0 the lowest.
    bytes_ = []
    for index in range(4):
        part = packed if index == 0 else sel.arith("shr", "u32", [packed, Imm(str(8 * index), "b32")], "b32")
        bytes_.append(sel.cvt("u16", "u32", part, "b16"))
    sel.set(op.dst, bytes_)


SELECTORS: dict[type[Operation], Callable[[SelectorCore, Operation], None]] = {
    R.ConvertF32x2ToF16x2Op: select_f32x2_rs,
    R.ConvertF32x2ToBF16x2Op: select_f32x2_rs,
    R.ConvertF32x4ToF8x4Op: select_f32x4_rs,
    R.ConvertF32x4ToF6x4Op: select_f32x4_rs,
    R.ConvertF32x4ToF4x4Op: select_f32x4_rs,
}
