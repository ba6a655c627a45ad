"""`#nvvm.memory_space<global>`: MLIR NVVM's name for an NVPTX address space.

MLIR attaches it to `!ptr.ptr` (`!ptr.ptr<#nvvm.memory_space<global>>`). xDSL 0.74's pointer
dialect has a parameterless `!ptr_xdsl.ptr`, so only the attribute itself is here: it parses,
prints as MLIR prints it and names its address-space number (from `address_spaces`).
"""

from __future__ import annotations

from xdsl.dialects.utils import EnumAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.utils.str_enum import StrEnum

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl.dialects.enum_syntax import AngledEnumAttr


class NVVMMemorySpace(StrEnum):
    GENERIC = "generic"
    GLOBAL = "global"
    SHARED = "shared"
    CONSTANT = "constant"
    LOCAL = "local"
    TENSOR = "tensor"
    SHARED_CLUSTER = "shared_cluster"


ADDRESS_SPACES: dict[NVVMMemorySpace, int] = {
    NVVMMemorySpace.GENERIC: AS.GENERIC,
    NVVMMemorySpace.GLOBAL: AS.GLOBAL,
    NVVMMemorySpace.SHARED: AS.SHARED,
    NVVMMemorySpace.CONSTANT: AS.CONST,
    NVVMMemorySpace.LOCAL: AS.LOCAL,
    NVVMMemorySpace.TENSOR: AS.TENSOR,
    NVVMMemorySpace.SHARED_CLUSTER: AS.SHARED_CLUSTER,
}


@irdl_attr_definition
class NVVMMemorySpaceAttr(AngledEnumAttr, EnumAttribute[NVVMMemorySpace]):
    name = "nvvm.memory_space"

    @property
    def address_space(self) -> int:
        return ADDRESS_SPACES[self.data]


MEMORY_SPACE_ATTRS = [NVVMMemorySpaceAttr]
