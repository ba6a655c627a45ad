"""NVPTX address spaces: the numbers LLVM's NVPTX backend uses and the PTX state space of each."""

from __future__ import annotations

from xdsl.dialects.builtin import IntAttr, NoneAttr
from xdsl.dialects.llvm import LLVMPointerType

GENERIC = 0
GLOBAL = 1
SHARED = 3
CONST = 4
LOCAL = 5
# Tensor memory (sm_100a) and the shared memory of any CTA of the cluster (sm_90), as MLIR numbers them.
TENSOR = 6
SHARED_CLUSTER = 7
# Kernel parameter space exists only inside the NVPTX backend (not in MLIR's NVVM enum).
PARAM = 101

# PTX state-space suffix for ld/st/atom/cvta; generic accesses carry no suffix.
STATE_SPACE: dict[int, str] = {
    GENERIC: "",
    GLOBAL: "global",
    SHARED: "shared",
    CONST: "const",
    LOCAL: "local",
    PARAM: "param",
    SHARED_CLUSTER: "shared::cluster",
}


# The gpu dialect's named memory spaces (`#gpu.address_space<workgroup>`), as MLIR's GPU-to-NVVM
# lowering numbers them.
GPU_ADDRESS_SPACES: dict[str, int] = {"global": GLOBAL, "workgroup": SHARED, "private": LOCAL}


def address_space_of(ptr_type: LLVMPointerType) -> int:
    """The address space of an `!llvm.ptr` type (an absent space is generic)."""
    space = ptr_type.addr_space
    if isinstance(space, NoneAttr):
        return GENERIC
    assert isinstance(space, IntAttr)
    return space.data


def pointer_type(space: int) -> LLVMPointerType:
    """`!llvm.ptr` for generic, `!llvm.ptr<N>` otherwise, spelled the way MLIR prints it."""
    if space == GENERIC:
        return LLVMPointerType()
    return LLVMPointerType(IntAttr(space))
