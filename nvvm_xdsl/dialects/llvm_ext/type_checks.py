"""Type predicates the verifiers of the llvm-dialect ops in this package share."""

from __future__ import annotations

from typing import TypeGuard

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


def is_signless_int(t: Attribute) -> TypeGuard[IntegerType]:
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
    return is_signless_int(t) and t.width.data in (8, 16, 32, 64)


def is_exchange_int(t: Attribute) -> bool:
    """Integer widths an exchange (`atomicrmw xchg`, `cmpxchg`) takes: those and i128, which LLVM
    IR allows and NVPTX lowers to a 128-bit `atom.exch`/`atom.cas` (sm_90)."""
    return is_atomic_int(t) or (is_signless_int(t) and t.width.data == 128)


MAX_ALIGNMENT = 2**31
"""The largest `.align` ptxas accepts (CUDA 13.5's ptxas rejects 2^32: "Constant overflow")."""


def alignment_problem(value: int) -> str | None:
    """Why `value` cannot be an alignment (LLVM's: a power of two; PTX's `.align` ceiling)."""
    if value <= 0 or value & (value - 1):
        return f"alignment must be a positive power of two, got {value}"
    if value > MAX_ALIGNMENT:
        return f"alignment {value} is larger than PTX allows ({MAX_ALIGNMENT})"
    return None


def check_alignment(alignment: IntegerAttr | None) -> None:
    if alignment is None:
        return
    if (problem := alignment_problem(alignment.value.data)) is not None:
        raise VerifyException(problem)
