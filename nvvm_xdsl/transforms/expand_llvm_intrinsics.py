"""`expand-llvm-intrinsics`: the llvm ops newer than the rest of the pipeline knows, written as
the plain ops they mean on NVPTX before anything else sees them (as LLVM's NVPTX backend treats
them: its SelectionDAG turns strict FP nodes into plain ones, and `ExpandVectorPredication`
turns vp intrinsics into plain vector ops).

* `llvm.intr.experimental.constrained.*` (fadd... fma, fmuladd, fptrunc, fpext, sitofp,
  uitofp) and `constrained_fp_call` (any by name: the plain op, else `llvm.call_intrinsic` of
  the plain intrinsic, `llvm.cos.f32`): the plain op, where the rounding mode the code assumes is `tonearest` or `dynamic`
  (a GPU's dynamic mode is round-to-nearest; PTX has no floating-point exception state, so every
  exception behaviour holds). A directed mode (`towardzero`, `upward`, `downward`,
  `tonearestaway`) is refused, naming the op: NVPTX selects none of them.
* `llvm.intr.vp.*`: the lanes the mask or the explicit vector length leave out are poison, so
  an element-wise op (arithmetic, fneg, fma/fmuladd, casts) is the plain op on every lane, and
  `vp.select` a plain `select`. Division and remainder could trap in a left-out lane (LLVM
  makes its divisor 1 there): they, and `vp.merge` (left-out lanes take `false_val`), are the
  plain op only where the mask is a constant of all ones and `evl` a constant of at least the
  lane count, and so are reductions (the plain reduction combined with the start value) and
  `vp.load`/`vp.store` (a plain vector load/store at the element's alignment); otherwise, and
  for the strided memory ops, they are refused, naming the op.
* `llvm.intr.vector.insert`/`vector.extract`: lane by lane (`extractelement`/`insertelement`).
* `llvm.ptrtoaddr`: `ptrtoint` (every NVPTX pointer is all address).
* `llvm.intr.eh.typeid.for`: refused (NVPTX has no exception handling).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, IntegerAttr, VectorType, i64
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import IRDLOperation
from xdsl.passes import ModulePass
from xdsl.rewriter import Rewriter

from nvvm_xdsl.datalayout import store_size
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import llvm_ext
from nvvm_xdsl.llvm_conversion import int_constant
from nvvm_xdsl.locations import inherit_location

_PLAIN: dict[str, type[IRDLOperation]] = {
    "add": llvm.AddOp, "sub": llvm.SubOp, "mul": llvm.MulOp,
    "sdiv": llvm.SDivOp, "udiv": llvm.UDivOp, "srem": llvm.SRemOp, "urem": llvm.URemOp,
    "ashr": llvm.AShrOp, "lshr": llvm.LShrOp, "shl": llvm.ShlOp,
    "or": llvm.OrOp, "and": llvm.AndOp, "xor": llvm.XOrOp,
    "smax": llvm_ext.SMaxOp, "smin": llvm_ext.SMinOp, "umax": llvm_ext.UMaxOp, "umin": llvm_ext.UMinOp,
    "fadd": llvm.FAddOp, "fsub": llvm.FSubOp, "fmul": llvm.FMulOp, "fdiv": llvm.FDivOp, "frem": llvm.FRemOp,
    "fneg": llvm.FNegOp, "fma": llvm.FMAOp, "fmuladd": llvm_ext.FMulAddOp,
    "trunc": llvm.TruncOp, "zext": llvm.ZExtOp, "sext": llvm.SExtOp,
    "fptrunc": llvm.FPTruncOp, "fpext": llvm.FPExtOp,
    "fptoui": llvm_ext.FPToUIOp, "fptosi": llvm_ext.FPToSIOp,
    "uitofp": llvm_ext.UIToFPOp, "sitofp": llvm.SIToFPOp,
    "ptrtoint": llvm.PtrToIntOp, "inttoptr": llvm.IntToPtrOp,
}  # fmt: skip
"""The plain op of a constrained or vp op, by the name after `constrained.` / `vp.`."""

_TRAPPING = ("sdiv", "udiv", "srem", "urem")
_DEFAULT_ROUNDING = ("tonearest", "dynamic")


def _replace(op: Operation, new: Operation) -> None:
    inherit_location(new, op)
    Rewriter.replace_op(op, new)


def _plain(op: Operation, kind: str, operands: list[SSAValue]) -> None:
    """`op` as the plain op `kind` of `operands`, with `op`'s result type."""
    _replace(op, _PLAIN[kind].create(operands=operands, result_types=[r.type for r in op.results]))


def _lanes(op: Operation, t: Attribute) -> int:
    if not isinstance(t, VectorType):
        raise op_error(op, f"needs vectors, got {t}")
    if t.get_num_scalable_dims():
        raise op_error(op, f"a scalable vector ({t}): NVPTX has fixed vectors only")
    return t.get_shape()[0]


def _constant_ints(value: SSAValue, lanes: int) -> list[int] | None:
    owner = value.owner
    if not isinstance(owner, llvm.ConstantOp):
        return None
    if isinstance(owner.value, IntegerAttr):
        return [owner.value.value.data] * lanes
    if isinstance(owner.value, DenseIntOrFPElementsAttr):
        values = [int(v) for v in owner.value.get_values()]
        return values * lanes if len(values) == 1 else values
    return None


def _all_lanes_active(op: llvm_ext.VPOp, lanes: int) -> bool:
    """A mask of all ones (or none) and an explicit vector length of at least `lanes`."""
    if "mask" in op.OPERANDS:
        mask = _constant_ints(op.operand_named("mask"), lanes)
        if mask is None or not all(bit & 1 for bit in mask):
            return False
    evl = _constant_ints(op.operand_named("evl"), 1)
    return evl is not None and evl[0] % 2**32 >= lanes


def _constrained_refusal(op: llvm_ext.ConstrainedFPOp | llvm_ext.ConstrainedFPCallOp) -> str | None:
    if op.rounding is not None and op.rounding not in _DEFAULT_ROUNDING:
        return (
            f"assumes rounding mode '{op.rounding}': NVPTX selects constrained floating-point "
            f"operations only in the default mode (tonearest or dynamic)"
        )
    return None


def _constrained_call_plain(op: llvm_ext.ConstrainedFPCallOp) -> Operation:
    """The plain op (`fadd`... `fptosi`) or intrinsic (`llvm.cos.f32`) a constrained call means."""
    base = op.intrin.data.removeprefix(op.PREFIX)
    kind = base.split(".", 1)[0]
    result_types = [r.type for r in op.results]
    if kind in _PLAIN:
        return _PLAIN[kind].create(operands=list(op.args), result_types=result_types)
    return llvm.CallIntrinsicOp(f"llvm.{base}", list(op.args), result_types)


def _vp_lanes(op: llvm_ext.VPOp) -> int:
    """The lane count of the vectors `op` works on."""
    vector = next(v for v in (*op.results, *op.operands) if isinstance(v.type, VectorType))
    return _lanes(op, vector.type)


def _vp_plain(op: llvm_ext.VPOp) -> bool:
    """Whether `op` is its plain op (else a select, or refused)."""
    lanes = _vp_lanes(op)
    elementwise = op.KIND in ("binary", "unary", "ternary", "cast")
    return elementwise and (op.MNEMONIC not in _TRAPPING or _all_lanes_active(op, lanes))


def _vp_whole(op: llvm_ext.VPOp) -> bool:
    """A reduction or a (non-strided) load/store whose lanes are all active: the plain one."""
    return op.KIND in ("reduce", "load", "store") and _all_lanes_active(op, _vp_lanes(op))


def _expand_vp_whole(op: llvm_ext.VPOp) -> None:
    block = op.parent_block()
    assert block is not None
    new: list[Operation] = []
    if op.KIND == "reduce":
        kind = op.MNEMONIC.removeprefix("reduce.")
        start, vector = op.operand_named("satrt_value"), op.operand_named("val")
        element = [start.type]
        if kind in ("fadd", "fmul"):
            # Ordered from the start value, as the vp reduction (without reassoc) is.
            reduce_op = llvm.VectorReduceFAddOp if kind == "fadd" else llvm.VectorReduceFMulOp
            new.append(reduce_op(start, vector))
        else:
            new.append(llvm_ext.VECTOR_REDUCTIONS[kind].create(operands=[vector], result_types=element))
            lanes = new[0].results[0]
            if kind in ("fmax", "fmin"):
                new.append((llvm.VectorFMaxOp if kind == "fmax" else llvm.VectorFMinOp)(start, lanes))
            else:
                new.append(_PLAIN[kind].create(operands=[start, lanes], result_types=element))
    else:
        # No alignment operand: each lane's own (the element's size), which any address the
        # vp op may be given has.
        vector_type = op.results[0].type if op.KIND == "load" else op.operand_named("val").type
        assert isinstance(vector_type, VectorType)
        align = max(1, store_size(vector_type.get_element_type()))
        ptr = op.operand_named("ptr")
        if op.KIND == "load":
            new.append(llvm.LoadOp(ptr, vector_type, alignment=align))
        else:
            new.append(llvm.StoreOp(op.operand_named("val"), ptr, alignment=align))
    for created in new:
        inherit_location(created, op)
        block.insert_op_before(created, op)
    if op.results:
        op.results[0].replace_all_uses_with(new[-1].results[0])
    Rewriter.erase_op(op)


def _vp_select(op: llvm_ext.VPOp) -> bool:
    lanes = _vp_lanes(op)
    return op.MNEMONIC == "select" or (op.MNEMONIC == "merge" and _all_lanes_active(op, lanes))


def _vp_refusal(op: llvm_ext.VPOp) -> str | None:
    if _vp_plain(op) or _vp_select(op) or _vp_whole(op):
        return None
    lanes = _vp_lanes(op)
    why = {
        "binary": "a lane the mask or explicit vector length leaves out could divide by zero",
        "select": "the lanes past the explicit vector length take the false value",
    }.get(op.KIND, "a reduction or memory access of some lanes only is not supported")
    return (
        f"selected only with a constant all-true mask and an explicit vector length of at "
        f"least {lanes} (its lanes): {why}"
    )


def _expand_vp(op: llvm_ext.VPOp) -> None:
    if _vp_whole(op):
        _expand_vp_whole(op)
    elif _vp_plain(op):
        values = [v for name, v in zip(op.OPERANDS, op.operands, strict=True) if name not in ("mask", "evl")]
        _plain(op, op.MNEMONIC, values)
    else:
        cond, if_true, if_false = op.operands[:3]
        _replace(op, llvm.SelectOp(cond, if_true, if_false))


def _lane_moves(
    op: Operation, into: SSAValue, source: SSAValue, count: int, source_first: int, into_first: int
) -> SSAValue:
    """`into` with its lanes from `into_first` on replaced by `count` lanes of `source` from
    `source_first` on."""
    block = op.parent_block()
    assert block is not None
    for lane in range(count):
        ops: list[Operation] = [int_constant(source_first + lane, i64), int_constant(into_first + lane, i64)]
        ops.append(llvm_ext.ExtractElementOp(source, ops[0].results[0]))
        ops.append(llvm.InsertElementOp(into, ops[2].results[0], ops[1].results[0]))
        for new in ops:
            inherit_location(new, op)
            block.insert_op_before(new, op)
        into = ops[-1].results[0]
    return into


def _expand_subvector(op: llvm_ext.VectorInsertOp | llvm_ext.VectorExtractOp) -> None:
    pos = op.pos.value.data
    if isinstance(op, llvm_ext.VectorInsertOp):
        lanes = _lanes(op, op.srcvec.type)
        result = _lane_moves(op, op.dstvec, op.srcvec, lanes, 0, pos)
    else:
        lanes = _lanes(op, op.res.type)
        poison = llvm_ext.PoisonOp(op.res.type)
        inherit_location(poison, op)
        block = op.parent_block()
        assert block is not None
        block.insert_op_before(poison, op)
        result = _lane_moves(op, poison.results[0], op.srcvec, lanes, pos, 0)
    op.res.replace_all_uses_with(result)
    Rewriter.erase_op(op)


@dataclass(frozen=True)
class ExpandLLVMIntrinsicsPass(ModulePass):
    name = "expand-llvm-intrinsics"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        ops = [inner for inner in op.walk() if isinstance(inner, _EXPANDED)]
        # Every refusal before any rewrite (a failed pass leaves the module as it was).
        for inner in ops:
            if (problem := _refusal(inner)) is not None:
                raise op_error(inner, problem)
        for inner in ops:
            if isinstance(inner, llvm_ext.ConstrainedFPOp):
                _plain(inner, inner.name.rsplit(".", 1)[1], list(inner.args))
            elif isinstance(inner, llvm_ext.ConstrainedFPCallOp):
                _replace(inner, _constrained_call_plain(inner))
            elif isinstance(inner, llvm_ext.VPOp):
                _expand_vp(inner)
            elif isinstance(inner, llvm_ext.VectorInsertOp | llvm_ext.VectorExtractOp):
                _expand_subvector(inner)
            elif isinstance(inner, llvm_ext.PtrToAddrOp):
                _replace(inner, llvm.PtrToIntOp.create(operands=[inner.arg], result_types=[inner.result.type]))


_EXPANDED = (
    llvm_ext.ConstrainedFPOp,
    llvm_ext.ConstrainedFPCallOp,
    llvm_ext.VPOp,
    llvm_ext.VectorInsertOp,
    llvm_ext.VectorExtractOp,
    llvm_ext.PtrToAddrOp,
    llvm_ext.EhTypeidForOp,
)


def _refusal(op: Operation) -> str | None:
    if isinstance(op, llvm_ext.ConstrainedFPOp | llvm_ext.ConstrainedFPCallOp):
        return _constrained_refusal(op)
    if isinstance(op, llvm_ext.VPOp):
        return _vp_refusal(op)
    if isinstance(op, llvm_ext.VectorInsertOp | llvm_ext.VectorExtractOp):
        for vector in (op.srcvec, op.res):
            _lanes(op, vector.type)
    elif isinstance(op, llvm_ext.EhTypeidForOp):
        return "exception handling is not supported on NVPTX"
    return None
