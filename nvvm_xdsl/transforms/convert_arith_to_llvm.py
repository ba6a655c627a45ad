"""`convert-arith-to-llvm`: `arith` ops to the llvm dialect, `index` as `i64`.

Predicates of `arith.cmpi`/`arith.cmpf` are numbered as llvm's `icmp`/`fcmp` are, so they carry
over unchanged. `index_cast` becomes `sext`/`trunc` to or from i64 (`index_castui`: `zext`), or
nothing when the other side is i64 too. `maximumf`/`minimumf` are `llvm.intr.maximum`/`minimum`
(NaN-propagating), `remf` is `llvm.frem`. `mulsi_extended`/`mului_extended` multiply at twice
the width (up to i32: PTX has no 128-bit multiply here) and split the product;
`addui_extended`'s carry is `sum < lhs` (unsigned). The rounding divisions (`ceildivsi`,
`ceildivui`, `floordivsi`) are rejected at the op: `arith-expand` rewrites them first, as in MLIR.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import arith, builtin, llvm
from xdsl.dialects.builtin import IntegerAttr, IntegerType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
)

from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import arith_ext, llvm_ext
from nvvm_xdsl.llvm_conversion import convert_type, int_constant, operands_to_llvm, replace_converted
from nvvm_xdsl.locations import located_walker

_BinaryBuilder = Callable[[SSAValue, SSAValue], Operation]
_CastBuilder = Callable[[SSAValue, Attribute], Operation]

_INT_BINARY: dict[type[Operation], _BinaryBuilder] = {
    arith.AddiOp: llvm.AddOp,
    arith.SubiOp: llvm.SubOp,
    arith.MuliOp: llvm.MulOp,
    arith.DivSIOp: llvm.SDivOp,
    arith.DivUIOp: llvm.UDivOp,
    arith.RemSIOp: llvm.SRemOp,
    arith.RemUIOp: llvm.URemOp,
    arith.AndIOp: llvm.AndOp,
    arith.OrIOp: llvm.OrOp,
    arith.XOrIOp: llvm.XOrOp,
    arith.ShLIOp: llvm.ShlOp,
    arith.ShRSIOp: llvm.AShrOp,
    arith.ShRUIOp: llvm.LShrOp,
    arith.MaxSIOp: llvm_ext.SMaxOp,
    arith.MinSIOp: llvm_ext.SMinOp,
    arith.MaxUIOp: llvm_ext.UMaxOp,
    arith.MinUIOp: llvm_ext.UMinOp,
}

_FLOAT_BINARY: dict[type[Operation], _BinaryBuilder] = {
    arith.AddfOp: llvm.FAddOp,
    arith.SubfOp: llvm.FSubOp,
    arith.MulfOp: llvm.FMulOp,
    arith.DivfOp: llvm.FDivOp,
    arith.MaxnumfOp: llvm.VectorFMaxOp,
    arith.MinnumfOp: llvm.VectorFMinOp,
    arith.MaximumfOp: llvm_ext.MaximumOp,
    arith.MinimumfOp: llvm_ext.MinimumOp,
    arith_ext.RemFOp: llvm.FRemOp,
}

_CASTS: dict[type[Operation], _CastBuilder] = {
    arith.ExtSIOp: llvm.SExtOp,
    arith.ExtUIOp: llvm.ZExtOp,
    arith.TruncIOp: llvm.TruncOp,
    arith.SIToFPOp: llvm.SIToFPOp,
    arith.UIToFPOp: llvm_ext.UIToFPOp,
    arith.FPToSIOp: llvm_ext.FPToSIOp,
    arith.FPToUIOp: llvm_ext.FPToUIOp,
    arith.ExtFOp: llvm.FPExtOp,
    arith.TruncFOp: llvm.FPTruncOp,
    arith.BitcastOp: llvm.BitcastOp,
}

_EXPANDED_FIRST = (
    arith.CeilDivSIOp,
    arith.CeilDivUIOp,
    arith.FloorDivSIOp,
)
_WIDEST_EXTENDED_MULTIPLY = 32


def _int_width(attr: Attribute) -> int:
    """The width of an integer, or of each lane of a vector of integers."""
    if isinstance(attr, builtin.VectorType):
        attr = attr.get_element_type()
    assert isinstance(attr, IntegerType)
    return attr.width.data


def _index_cast(value: SSAValue, target: Attribute, unsigned: bool) -> list[Operation]:
    source_width, target_width = _int_width(value.type), _int_width(target)
    if source_width == target_width:
        return []
    if source_width > target_width:
        return [llvm.TruncOp(value, target)]
    return [(llvm.ZExtOp if unsigned else llvm.SExtOp)(value, target)]


def _lower_extended(op: Operation, operands: list[SSAValue]) -> tuple[list[Operation], list[SSAValue]]:
    """The llvm ops of a two-result `*_extended` op, and its two results."""
    lhs, rhs = operands
    if isinstance(op, arith.AddUIExtendedOp):
        ops: list[Operation] = [
            total := llvm.AddOp(lhs, rhs),
            carry := llvm.ICmpOp(total.res, lhs, IntegerAttr(6, 64)),  # ult
        ]
        return ops, [total.res, carry.res]
    width = _int_width(lhs.type)
    wide = IntegerType(2 * width)
    extend = llvm.SExtOp if isinstance(op, arith.MulSIExtendedOp) else llvm.ZExtOp
    ops = [
        wide_lhs := extend(lhs, wide),
        wide_rhs := extend(rhs, wide),
        product := llvm.MulOp(wide_lhs.results[0], wide_rhs.results[0]),
        low := llvm.TruncOp(product.res, lhs.type),
        shift := int_constant(width, wide),
        high_wide := llvm.LShrOp(product.res, shift.result),
        high := llvm.TruncOp(high_wide.res, lhs.type),
    ]
    return ops, [low.results[0], high.results[0]]


_EXTENDED = (arith.AddUIExtendedOp, arith.MulSIExtendedOp, arith.MulUIExtendedOp)


def _nd_splat_constant(op: arith.ConstantOp) -> list[Operation]:
    """A splat constant of an n-D vector (MLIR's array of 1-D rows): one row constant put in
    every row (the nvgpu.mma.sync fragments MLIR's GPU code starts from)."""
    value = op.value
    vector_type = op.result.type
    assert isinstance(value, builtin.DenseIntOrFPElementsAttr) and isinstance(vector_type, builtin.VectorType)
    *outer, last = vector_type.get_shape()
    row_type = builtin.VectorType(vector_type.get_element_type(), [last])
    element = value.get_values()[0]
    ops: list[Operation] = [row := llvm.ConstantOp(builtin.DenseIntOrFPElementsAttr.from_list(row_type, [element] * last), row_type)]
    ops.append(array := llvm.UndefOp(convert_type(vector_type)))
    result = array.res
    for position in itertools.product(*(range(n) for n in outer)):
        ops.append(insert := llvm.InsertValueOp(builtin.DenseArrayBase.from_list(builtin.i64, list(position)), result, row.result))
        result = insert.res
    return ops


def _is_splat(value: Attribute) -> bool:
    if not isinstance(value, builtin.DenseIntOrFPElementsAttr):
        return False
    values = value.get_values()
    return bool(values) and all(v == values[0] for v in values)


def _lower(op: Operation, operands: list[SSAValue]) -> list[Operation] | None:
    """The llvm ops replacing `op` (the last one gives the result); None: not an arith op."""
    if isinstance(op, arith.ConstantOp):
        value = op.value
        result_type = convert_type(op.result.type)
        if isinstance(value, IntegerAttr) and isinstance(value.type, builtin.IndexType):
            assert isinstance(result_type, IntegerType)  # convert_type: index is i64
            value = IntegerAttr(value.value.data, result_type)
        if isinstance(value, builtin.DenseIntOrFPElementsAttr) and isinstance(value.get_element_type(), builtin.IndexType):
            assert isinstance(result_type, builtin.VectorType)  # convert_type: lanes of i64
            value = builtin.DenseIntOrFPElementsAttr.from_list(result_type, value.get_values())
        if isinstance(result_type, llvm.LLVMArrayType):
            return _nd_splat_constant(op)
        return [llvm.ConstantOp(value, result_type)]
    if (binary := _INT_BINARY.get(type(op)) or _FLOAT_BINARY.get(type(op))) is not None:
        return [binary(operands[0], operands[1])]
    if (cast := _CASTS.get(type(op))) is not None:
        return [cast(operands[0], op.results[0].type)]
    if isinstance(op, arith.NegfOp):
        return [llvm.FNegOp(operands[0])]
    if isinstance(op, arith.CmpiOp):
        return [llvm.ICmpOp(operands[0], operands[1], IntegerAttr(op.predicate.value.data, 64))]
    if isinstance(op, arith.CmpfOp):
        return [llvm.FCmpOp(operands[0], operands[1], IntegerAttr(op.predicate.value.data, 64))]
    if isinstance(op, arith.SelectOp):
        return [llvm.SelectOp(*operands)]
    if isinstance(op, arith.IndexCastOp):
        target = convert_type(op.result.type)
        return _index_cast(operands[0], target, unsigned=False)
    if isinstance(op, arith_ext.IndexCastUIOp):
        target = convert_type(op.result.type)
        return _index_cast(operands[0], target, unsigned=True)
    return None


class ArithToLLVM(RewritePattern):
    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /):
        if op.dialect_name() != "arith":
            return
        if isinstance(op, _EXPANDED_FIRST):
            raise op_error(op, f"{op.name} has no llvm counterpart; run arith-expand first")
        operands = operands_to_llvm(op, rewriter)
        if isinstance(op, _EXTENDED):
            replace_converted(op, *_lower_extended(op, operands), rewriter)
            return
        new_ops = _lower(op, operands)
        if new_ops is None:
            raise op_error(op, f"{op.name} is not supported by convert-arith-to-llvm")
        result = new_ops[-1].results[0] if new_ops else operands[0]
        replace_converted(op, new_ops, [result], rewriter)


_ELEMENTWISE: tuple[type[Operation], ...] = (*_INT_BINARY, *_FLOAT_BINARY, *_CASTS, arith.NegfOp, arith.CmpiOp, arith.CmpfOp,
                arith.SelectOp, arith.IndexCastOp, arith_ext.IndexCastUIOp)


def _check_vector_op(op: Operation) -> None:
    """Element-wise ops on fixed 1-D vectors map onto llvm's vector forms; the rest do not."""
    if isinstance(op, arith.ConstantOp):
        shape = op.result.type.get_shape() if isinstance(op.result.type, builtin.VectorType) else ()
        if len(shape) > 1 and not _is_splat(op.value):
            raise op_error(op, f"arith.constant of {op.result.type}: only splats of n-D vectors are lowered")
        if isinstance(op.result.type, builtin.VectorType) and not op.result.type.get_num_scalable_dims():
            return
    elif not isinstance(op, _ELEMENTWISE):
        raise op_error(op, f"{op.name} on vectors is not supported")
    for t in (*op.operand_types, *op.result_types):
        if isinstance(t, builtin.VectorType) and (
            len(t.get_shape()) != 1 or t.get_num_scalable_dims()
        ):
            raise op_error(op, f"{op.name} on {t}: only fixed 1-D vectors are lowered")


def _rounding_mode(op: Operation) -> str | None:
    """MLIR's `roundingmode` of arith.truncf (xDSL's op does not define it, so it arrives as an
    attribute or property), where it is not the default to_nearest_even the llvm cast implements;
    dropping it would round differently from what the program asks."""
    mode = op.properties.get("roundingmode") or op.attributes.get("roundingmode")
    if mode is None:
        return None
    if isinstance(mode, IntegerAttr):
        return None if mode.value.data == 0 else str(mode.value.data)
    text = str(mode)
    return None if "to_nearest_even" in text else text


def check_arith(module: Operation, expanded_first: bool = False) -> None:
    """`expanded_first`: `arith-expand` runs before this conversion (as in convert-to-llvm)."""
    for op in module.walk():
        if op.dialect_name() != "arith":
            continue
        if isinstance(op, _EXPANDED_FIRST) and not expanded_first:
            raise op_error(op, f"{op.name} has no llvm counterpart; run arith-expand first")
        if isinstance(op, arith.MulSIExtendedOp | arith.MulUIExtendedOp):
            operand_type = convert_type(op.operands[0].type)
            if _int_width(operand_type) > _WIDEST_EXTENDED_MULTIPLY:
                raise op_error(op, f"{op.name} on {op.operands[0].type} needs a 128-bit multiply")
        if isinstance(op, arith.ConstantOp) and isinstance(value := op.value, IntegerAttr):
            # index is i64 here; xDSL's index constants are unbounded.
            if isinstance(value.type, builtin.IndexType) and not -(2**63) <= value.value.data < 2**64:
                raise op_error(op, f"index constant {value.value.data} does not fit in 64 bits")
        if (mode := _rounding_mode(op)) is not None:
            raise op_error(op, f"rounding mode {mode} is not supported (only to_nearest_even)")
        if any(isinstance(t, builtin.TensorType) for t in op.result_types):
            raise op_error(op, f"{op.name} on tensors is not supported")
        if any(isinstance(t, builtin.VectorType) for t in (*op.operand_types, *op.result_types)):
            _check_vector_op(op)


@dataclass(frozen=True)
class ConvertArithToLLVMPass(ModulePass):
    name = "convert-arith-to-llvm"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        check_arith(op)
        located_walker(ArithToLLVM(), apply_recursively=False).rewrite_module(op)
