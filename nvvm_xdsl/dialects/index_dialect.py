"""MLIR's `index` dialect (IndexOps.td of MLIR 22), the ops with a one-instruction lowering:
`index.casts`/`castu` (sign/zero extension or truncation between index and an integer),
`index.constant`, and the binary arithmetic (`add`, `sub`, `mul`, `divs`, `divu`, `rems`, `remu`,
`shl`, `shrs`, `shru`, `and`, `or`, `xor`), with MLIR's assembly formats. xDSL 0.74 has no index
dialect; `convert-index-to-llvm` lowers these (index is i64)."""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType
from xdsl.ir import Dialect
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, prop_def, result_def, traits_def
from xdsl.traits import Pure

INDEX = IndexType()


class _BinaryOp(IRDLOperation):
    lhs = operand_def(INDEX)
    rhs = operand_def(INDEX)
    result = result_def(INDEX)
    traits = traits_def(Pure())
    assembly_format = "$lhs `,` $rhs attr-dict"


def _binary(mnemonic: str) -> type[_BinaryOp]:
    class_name = f"{mnemonic.capitalize()}Op"
    return irdl_op_definition(
        type(class_name, (_BinaryOp,), {"name": f"index.{mnemonic}", "__module__": __name__, "__qualname__": class_name})
    )


BINARY_OPS = {
    mnemonic: _binary(mnemonic)
    for mnemonic in ("add", "sub", "mul", "divs", "divu", "rems", "remu", "shl", "shrs", "shru", "and", "or", "xor")
}


class _CastOp(IRDLOperation):
    input = operand_def(IntegerType | IndexType)
    output = result_def(IntegerType | IndexType)  # type: ignore[arg-type]
    traits = traits_def(Pure())
    assembly_format = "$input attr-dict `:` type($input) `to` type($output)"


@irdl_op_definition
class CastSOp(_CastOp):
    """Sign-extends to a wider integer, truncates to a narrower one."""

    name = "index.casts"


@irdl_op_definition
class CastUOp(_CastOp):
    """Zero-extends to a wider integer, truncates to a narrower one."""

    name = "index.castu"


@irdl_op_definition
class ConstantOp(IRDLOperation):
    name = "index.constant"

    value = prop_def(IntegerAttr[IndexType])
    result = result_def(INDEX)
    traits = traits_def(Pure())
    assembly_format = "attr-dict $value"


INDEX_DIALECT = Dialect("index", [CastSOp, CastUOp, ConstantOp, *BINARY_OPS.values()])
