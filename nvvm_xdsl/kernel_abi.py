"""Facts about kernels and their arguments that the IR passes and the backend must agree on:
what counts as a kernel, how argument attributes are read, and which targets have `cvta.param`."""

from __future__ import annotations

from xdsl.dialects import llvm
from xdsl.dialects.builtin import DictionaryAttr
from xdsl.ir import Attribute

from nvvm_xdsl.target import Target, TargetUse

BYVAL_ATTR = "llvm.byval"
ALIGN_ATTR = "llvm.align"
GRID_CONSTANT_ATTR = "nvvm.grid_constant"


def is_kernel(func: llvm.FuncOp) -> bool:
    """MLIR marks kernels with `nvvm.kernel` (or `gpu.kernel`) or the `ptx_kernelcc` calling
    convention; LLVM IR with the ptx_kernel cc."""
    return (
        "nvvm.kernel" in func.attributes
        or "gpu.kernel" in func.attributes
        or str(getattr(func.CConv, "cconv_name", "")) in ("ptx_kernel", "ptx_kernelcc")
    )


def arg_attrs(func: llvm.FuncOp, index: int) -> dict[str, Attribute]:
    """The attribute dictionary of argument `index` (empty when it has none)."""
    if func.arg_attrs is None or index >= len(func.arg_attrs.data):
        return {}
    entry = func.arg_attrs.data[index]
    return dict(entry.data) if isinstance(entry, DictionaryAttr) else {}


CVTA_PARAM_NEEDS = {"min_sm": 70, "min_ptx": (7, 7)}
"""`cvta.param` (a generic address of a kernel parameter) exists from sm_70 with PTX ISA 7.7."""


def has_cvta_param(target: Target | TargetUse) -> bool:
    return target.has(**CVTA_PARAM_NEEDS)
