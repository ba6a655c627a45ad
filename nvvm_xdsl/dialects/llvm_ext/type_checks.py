"""Type predicates the verifiers of the llvm-dialect ops in this package share."""

from __future__ import annotations

from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    Float80Type,
    Float128Type,
    IntegerAttr,
    IntegerType,
    Signedness,
    VectorType,
)
from xdsl.ir import Attribute
from xdsl.utils.exceptions import VerifyException


_FLOAT_TYPES = (BFloat16Type, Float16Type, Float32Type, Float64Type, Float80Type, Float128Type)


def is_signless_int(t: Attribute) -> bool:
    return isinstance(t, IntegerType) and t.signedness.data == Signedness.SIGNLESS


def is_float(t: Attribute) -> bool:
    return isinstance(t, _FLOAT_TYPES)


def split_vector(t: Attribute) -> tuple[Attribute, tuple[int, ...] | None]:
    """(element type, vector shape) of a vector type; (t, None) for a scalar."""
    if isinstance(t, VectorType):
        return t.get_element_type(), tuple(t.get_shape())
    return t, None


def is_atomic_int(t: Attribute) -> bool:
    """Integer widths every LLVM target lowers atomically."""
    return is_signless_int(t) and t.width.data in (8, 16, 32, 64)  # pyright: ignore


def check_alignment(alignment: IntegerAttr | None) -> None:
    if alignment is None:
        return
    value = alignment.value.data
    if value <= 0 or value & (value - 1):
        raise VerifyException(f"alignment must be a positive power of two, got {value}")
