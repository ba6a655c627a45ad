"""The shapes of `nvvm.tcgen05.ld`/`nvvm.tcgen05.st` and the registers each moves: what the ops
(`nvvm_tcgen05`) and the `llvm.nvvm.tcgen05.ld/st.*` intrinsics' selection share. Apart from the
ops so that selection's intrinsic table does not import the tcgen05 family at start-up.
"""

from __future__ import annotations

from xdsl.dialects.builtin import IntegerType, VectorType
from xdsl.ir import Attribute
from xdsl.utils.str_enum import StrEnum


class Tcgen05LdStShape(StrEnum):
    SHAPE_16X64B = "shape_16x64b"
    SHAPE_16X128B = "shape_16x128b"
    SHAPE_16X256B = "shape_16x256b"
    SHAPE_32X32B = "shape_32x32b"
    SHAPE_16X32BX2 = "shape_16x32bx2"


# 32-bit registers per repetition of each ld/st shape: the register count is this times the
# `.num` repeat factor (x1 ... x128), and at most 128.
LDST_REGISTERS_PER_REPEAT: dict[Tcgen05LdStShape, int] = {
    Tcgen05LdStShape.SHAPE_16X64B: 1,
    Tcgen05LdStShape.SHAPE_32X32B: 1,
    Tcgen05LdStShape.SHAPE_16X32BX2: 1,
    Tcgen05LdStShape.SHAPE_16X128B: 2,
    Tcgen05LdStShape.SHAPE_16X256B: 4,
}


def ldst_shape_text(shape: Tcgen05LdStShape) -> str:
    """PTX's spelling of the shape: `16x64b`, `16x32bx2`."""
    return shape.value.removeprefix("shape_")


def register_count(t: Attribute) -> int | None:
    """The number of 32-bit registers an i32 / vector<N x i32> holds, or None for other types."""
    if isinstance(t, IntegerType) and t.width.data == 32:
        return 1
    if isinstance(t, VectorType) and len(t.get_shape()) == 1:
        element = t.get_element_type()
        if isinstance(element, IntegerType) and element.width.data == 32:
            return t.get_shape()[0]
    return None
