"""`llvm-libdevice-leaves`: calls to libdevice functions whose whole body is one PTX instruction
become that instruction.

link-libdevice gives each referenced `__nv_*` function its own `.func` (PTX from LLVM), and
ptxas does not inline `.func` calls: `__nv_fmaf(a, b, c)` costs a call sequence (parameter
moves, `CALL`, `RET`) around one `FFMA`. LLVM inlines libdevice after linking it; this pass does
the same for the leaf functions, before selection, so the instruction joins the kernel's code
(and CSE, LICM and ptxas's scheduling see it).

The table below gives, for each such function, the instruction libdevice's body is under the
`__nvvm_reflect` answers link-libdevice uses (`ftz` = `__CUDA_FTZ`, `prec-sqrt` =
`__CUDA_PREC_SQRT`, the same options and names as link-libdevice's): `__nv_fminf` is `min.f32`,
or `min.ftz.f32` under ftz; `__nv_sqrtf` is `sqrt.rn.f32`, or `sqrt.approx.f32` without
prec-sqrt. Each entry is checked against libdevice's own PTX for all four option combinations
(`tests/test_llvm_libdevice_leaves.py`). The replacement is an llvm intrinsic op where the
backend selects that op to the same instruction (`llvm.intr.fma` is `fma.rn`), else
`llvm.call_intrinsic "llvm.nvvm.*"` of the backend's one-instruction table.

A call is replaced only when its operand and result types are the function's (libdevice's)
types; `__nv_*` declarations left without callers are erased.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.dialects.builtin import Float32Type, Float64Type
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import Rewriter

from nvvm_xdsl.locations import replace_located
from nvvm_xdsl.walk import functions, operations, operations_of_type

F32, F64 = Float32Type(), Float64Type()

Build = Callable[[list[SSAValue]], Operation]


def _intrinsic_op(op_class: type[Operation]) -> Build:
    return lambda args: op_class(*args)


def _fabs(args: list[SSAValue]) -> Operation:
    return llvm.FAbsOp(args[0], args[0].type)


def _copysign(args: list[SSAValue]) -> Operation:
    # libdevice's copysign(x, y): x's magnitude, y's sign, as llvm.intr.copysign.
    return llvm.FCopySignOp(args[0], args[1])


def _nvvm(name: str) -> Build:
    return lambda args: llvm.CallIntrinsicOp(f"llvm.nvvm.{name}", args, [args[0].type])


@dataclass(frozen=True)
class Leaf:
    """A libdevice function that is one instruction: its type and the replacement, without and
    with ftz (the f64 and sign-only functions have no ftz form)."""

    type: Float32Type | Float64Type
    arity: int
    plain: Build
    ftz: Build | None = None

    def build(self, ftz: bool) -> Build:
        return self.ftz if ftz and self.ftz is not None else self.plain


def _f32(arity: int, plain: Build, ftz: Build | None = None) -> Leaf:
    return Leaf(F32, arity, plain, ftz)


def _f64(arity: int, plain: Build) -> Leaf:
    return Leaf(F64, arity, plain)


_FMA = _intrinsic_op(llvm.FMAOp)
_SQRT = _intrinsic_op(llvm.FSqrtOp)

LEAVES: dict[str, Leaf] = {
    "__nv_fmaf": _f32(3, _FMA, _nvvm("fma.rn.ftz.f")),
    "__nv_fmaf_rn": _f32(3, _FMA, _nvvm("fma.rn.ftz.f")),
    "__nv_fmaf_rz": _f32(3, _nvvm("fma.rz.f"), _nvvm("fma.rz.ftz.f")),
    "__nv_fsqrt_rn": _f32(1, _SQRT, _nvvm("sqrt.rn.ftz.f")),
    "__nv_fabsf": _f32(1, _fabs, _nvvm("fabs.ftz.f")),
    "__nv_fminf": _f32(2, _intrinsic_op(llvm.VectorFMinOp), _nvvm("fmin.ftz.f")),
    "__nv_fmaxf": _f32(2, _intrinsic_op(llvm.VectorFMaxOp), _nvvm("fmax.ftz.f")),
    "__nv_floorf": _f32(1, _intrinsic_op(llvm.FFloorOp), _nvvm("floor.ftz.f")),
    "__nv_ceilf": _f32(1, _intrinsic_op(llvm.FCeilOp), _nvvm("ceil.ftz.f")),
    # libdevice's truncf and rintf have no ftz form.
    "__nv_truncf": _f32(1, _nvvm("trunc.f")),
    "__nv_rintf": _f32(1, _nvvm("round.f")),
    "__nv_nearbyintf": _f32(1, _nvvm("round.f")),
    "__nv_rsqrtf": _f32(1, _nvvm("rsqrt.approx.f"), _nvvm("rsqrt.approx.ftz.f")),
    "__nv_exp2f": _f32(1, _nvvm("ex2.approx.f"), _nvvm("ex2.approx.ftz.f")),
    "__nv_fast_log2f": _f32(1, _nvvm("lg2.approx.f"), _nvvm("lg2.approx.ftz.f")),
    "__nv_saturatef": _f32(1, _nvvm("saturate.f"), _nvvm("saturate.ftz.f")),
    "__nv_copysignf": _f32(2, _copysign),
    "__nv_fast_fdividef": _f32(2, _nvvm("div.approx.f"), _nvvm("div.approx.ftz.f")),
    "__nv_fdiv_rn": _f32(2, _nvvm("div.rn.f"), _nvvm("div.rn.ftz.f")),
    "__nv_frcp_rn": _f32(1, _nvvm("rcp.rn.f"), _nvvm("rcp.rn.ftz.f")),
    "__nv_fadd_rn": _f32(2, _nvvm("add.rn.f"), _nvvm("add.rn.ftz.f")),
    "__nv_fmul_rn": _f32(2, _nvvm("mul.rn.f"), _nvvm("mul.rn.ftz.f")),
    "__nv_fma": _f64(3, _FMA),
    "__nv_fma_rn": _f64(3, _FMA),
    "__nv_sqrt": _f64(1, _SQRT),
    "__nv_dsqrt_rn": _f64(1, _SQRT),
    "__nv_fabs": _f64(1, _fabs),
    "__nv_fmin": _f64(2, _intrinsic_op(llvm.VectorFMinOp)),
    "__nv_fmax": _f64(2, _intrinsic_op(llvm.VectorFMaxOp)),
    "__nv_floor": _f64(1, _intrinsic_op(llvm.FFloorOp)),
    "__nv_ceil": _f64(1, _intrinsic_op(llvm.FCeilOp)),
    "__nv_rsqrt": _f64(1, _nvvm("rsqrt.approx.d")),
    "__nv_copysign": _f64(2, _copysign),
    "__nv_drcp_rn": _f64(1, _nvvm("rcp.rn.d")),
    "__nv_dadd_rn": _f64(2, _nvvm("add.rn.d")),
    "__nv_dmul_rn": _f64(2, _nvvm("mul.rn.d")),
}


def sqrtf_leaf(prec_sqrt: bool) -> Leaf:
    """`__nv_sqrtf`: `sqrt.rn` under prec-sqrt (nvcc's default), `sqrt.approx` without."""
    if prec_sqrt:
        return _f32(1, _SQRT, _nvvm("sqrt.rn.ftz.f"))
    return _f32(1, _nvvm("sqrt.approx.f"), _nvvm("sqrt.approx.ftz.f"))


def leaf_of(name: str, prec_sqrt: bool) -> Leaf | None:
    return sqrtf_leaf(prec_sqrt) if name == "__nv_sqrtf" else LEAVES.get(name)


@dataclass(frozen=True)
class LLVMLibdeviceLeavesPass(ModulePass):
    name = "llvm-libdevice-leaves"

    ftz: bool = False
    """`__CUDA_FTZ`, as link-libdevice's option of the same name."""
    prec_sqrt: bool = True
    """`__CUDA_PREC_SQRT`, as link-libdevice's option of the same name."""

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        calls = [
            (call, call.callee.string_value()) for call in operations_of_type(op, llvm.CallOp)
            if call.callee is not None and not call.op_bundle_operands
        ]
        replaced: set[str] = set()
        for call, name in calls:
            leaf = leaf_of(name, self.prec_sqrt)
            if leaf is None or not self._matches(call, leaf):
                continue
            new = leaf.build(self.ftz)(list(call.args))
            replace_located(call, new)
            replaced.add(name)
        if replaced:
            self._erase_unused_declarations(op, replaced)

    @staticmethod
    def _matches(call: llvm.CallOp, leaf: Leaf) -> bool:
        return (
            len(call.args) == leaf.arity
            and all(arg.type == leaf.type for arg in call.args)
            and len(call.results) == 1
            and call.results[0].type == leaf.type
        )

    @staticmethod
    def _erase_unused_declarations(module: builtin.ModuleOp, names: set[str]) -> None:
        still_called: set[str] = set()
        referenced: set[str] = set()
        for found in operations(module):  # one walk for both
            if isinstance(found, llvm.CallOp):
                if found.callee is not None:
                    still_called.add(found.callee.string_value())
            elif isinstance(found, llvm.AddressOfOp):
                referenced.add(found.global_name.string_value())
        for func in functions(module):
            name = func.sym_name.data
            if name in names and not func.body.blocks and name not in still_called | referenced:
                Rewriter.erase_op(func)
