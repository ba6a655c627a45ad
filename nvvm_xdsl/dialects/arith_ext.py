"""`arith` ops MLIR has and xDSL 0.74 lacks, registered into xDSL's `arith` dialect by the
universe (`extended_arith_dialect`); an op a later xDSL provides natively wins over ours.

* `arith.index_castui`: `index_cast` that zero-extends (the source is read as unsigned); both
  casts also take vectors (xdsl_compat widens xDSL's `index_cast`), verified by `check_index_cast`.
* `arith.remf`: the floating-point remainder, truncating as C's `fmod` does.
"""

from __future__ import annotations

from xdsl.dialects.arith import FloatingPointLikeBinaryOperation
from xdsl.dialects.builtin import IndexType, IntegerType, VectorType
from xdsl.ir import Attribute, Dialect, Operation, SSAValue
from xdsl.irdl import IRDLOperation, base, irdl_op_definition, operand_def, result_def, traits_def
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException


@irdl_op_definition
class IndexCastUIOp(IRDLOperation):
    """`%i = arith.index_castui %x : i8 to index`"""

    name = "arith.index_castui"

    input = operand_def(base(IntegerType) | base(IndexType))
    result = result_def(base(IntegerType) | base(IndexType))

    traits = traits_def(Pure())

    assembly_format = "$input attr-dict `:` type($input) `to` type($result)"

    def __init__(self, input_arg: SSAValue | Operation, target_type: Attribute):
        super().__init__(operands=[input_arg], result_types=[target_type])

    def verify_(self) -> None:
        check_index_cast(self)


def check_index_cast(op: IRDLOperation) -> None:
    """`arith.index_cast(ui)`: exactly one side is index (lane types, for vectors), and a vector
    casts to a vector of its shape."""
    source, target = op.operands[0].type, op.results[0].type
    if isinstance(source, VectorType) != isinstance(target, VectorType) or (
        isinstance(source, VectorType) and isinstance(target, VectorType) and source.get_shape() != target.get_shape()
    ):
        raise VerifyException(f"{op.name}: {source} and {target} are not of one shape")
    if isinstance(source, VectorType) and isinstance(target, VectorType):
        source, target = source.get_element_type(), target.get_element_type()
    if isinstance(source, IndexType) == isinstance(target, IndexType):
        raise VerifyException(f"exactly one side of {op.name} must be index, got {source} to {target}")


@irdl_op_definition
class RemFOp(FloatingPointLikeBinaryOperation):
    """`%r = arith.remf %a, %b : f32`"""

    name = "arith.remf"

    traits = traits_def(Pure())


NEW_OPS: tuple[type[IRDLOperation], ...] = (IndexCastUIOp, RemFOp)


def with_missing_ops(base_dialect: Dialect) -> Dialect:
    """`base_dialect` (xDSL's arith) plus the ops above it does not define itself."""
    have = {op.name for op in base_dialect.operations}
    operations = [*base_dialect.operations, *(op for op in NEW_OPS if op.name not in have)]
    return Dialect(base_dialect.name, operations, list(base_dialect.attributes))
