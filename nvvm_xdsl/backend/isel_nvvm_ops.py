"""The tables, by op class, of the selectors of the NVVM ops whose selection lives in modules
of their own (`isel_nvvm_tcgen05`, `isel_nvvm_inline_ptx`, `isel_nvvm_cluster_launch`, `isel_nvvm_convert_rs`, `isel_nvvm_ods`); `isel.py` consults them after the
tables of `isel_nvvm` and `isel_nvvm_mma`: `SELECTORS` for the core nvvm ops, `family_selectors()`
for the op families (`nvvm.op_families`), imported with them on first use."""

from __future__ import annotations

from collections.abc import Callable

from xdsl.ir import Operation

from nvvm_xdsl.backend.isel_core import SelectorCore
from nvvm_xdsl.backend.isel_nvvm_cluster_launch import SELECTORS as CLUSTER_LAUNCH_SELECTORS
from nvvm_xdsl.backend.isel_nvvm_inline_ptx import SELECTORS as INLINE_PTX_SELECTORS

SELECTORS: dict[type[Operation], Callable[[SelectorCore, Operation], None]] = {
    **INLINE_PTX_SELECTORS,
    **CLUSTER_LAUNCH_SELECTORS,
}


def family_selectors() -> dict[type[Operation], Callable[[SelectorCore, Operation], None]]:
    from nvvm_xdsl.backend.isel_nvvm_convert_narrow import SELECTORS as CONVERT_NARROW_SELECTORS
    from nvvm_xdsl.backend.isel_nvvm_convert_rs import SELECTORS as CONVERT_RS_SELECTORS
    from nvvm_xdsl.backend.isel_nvvm_ods import SELECTORS as ODS_SELECTORS
    from nvvm_xdsl.backend.isel_nvvm_ods_memory import SELECTORS as ODS_MEMORY_SELECTORS
    from nvvm_xdsl.backend.isel_nvvm_tcgen05 import SELECTORS as TCGEN05_SELECTORS

    return {
        **TCGEN05_SELECTORS,
        **CONVERT_RS_SELECTORS,
        **ODS_SELECTORS,
        # After the ODS table, whose "not supported yet" entries these replace.
        **CONVERT_NARROW_SELECTORS,
        **ODS_MEMORY_SELECTORS,
    }
