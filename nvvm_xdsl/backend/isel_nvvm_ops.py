"""One table, by op class, of the selectors of the NVVM ops whose selection lives in modules
of their own (`isel_nvvm_tcgen05`, `isel_nvvm_inline_ptx`, `isel_nvvm_cluster_launch`, `isel_nvvm_convert_rs`, `isel_nvvm_ods`); `isel.py` consults it after the
tables of `isel_nvvm` and `isel_nvvm_mma`."""

from __future__ import annotations

from collections.abc import Callable

from xdsl.ir import Operation

from nvvm_xdsl.backend.isel_core import SelectorCore
from nvvm_xdsl.backend.isel_nvvm_cluster_launch import SELECTORS as CLUSTER_LAUNCH_SELECTORS
from nvvm_xdsl.backend.isel_nvvm_convert_narrow import SELECTORS as CONVERT_NARROW_SELECTORS
from nvvm_xdsl.backend.isel_nvvm_convert_rs import SELECTORS as CONVERT_RS_SELECTORS
from nvvm_xdsl.backend.isel_nvvm_inline_ptx import SELECTORS as INLINE_PTX_SELECTORS
from nvvm_xdsl.backend.isel_nvvm_ods import SELECTORS as ODS_SELECTORS
from nvvm_xdsl.backend.isel_nvvm_ods_memory import SELECTORS as ODS_MEMORY_SELECTORS
from nvvm_xdsl.backend.isel_nvvm_tcgen05 import SELECTORS as TCGEN05_SELECTORS

SELECTORS: dict[type[Operation], Callable[[SelectorCore, Operation], None]] = {
    **TCGEN05_SELECTORS,
    **INLINE_PTX_SELECTORS,
    **CLUSTER_LAUNCH_SELECTORS,
    **CONVERT_RS_SELECTORS,
    **ODS_SELECTORS,
    # After the ODS table, whose "not supported yet" entries these replace.
    **CONVERT_NARROW_SELECTORS,
    **ODS_MEMORY_SELECTORS,
}
