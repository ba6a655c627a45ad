"""Facts about kernels and their arguments that the IR passes and the backend must agree on:
what counts as a kernel, how argument attributes are read, which targets have `cvta.param`,
and how much parameter space a kernel may use."""

from __future__ import annotations

import re
from collections.abc import Iterable

from xdsl.dialects import llvm
from xdsl.dialects.builtin import DenseArrayBase, DictionaryAttr, ModuleOp, StringAttr, SymbolRefAttr, UnitAttr, i32
from xdsl.ir import Attribute, Operation

from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects.foreign_dialects import CUSTOM_FORM_ATTR
from nvvm_xdsl.target import FeatureNeeds, Target, TargetUse

# The attribute names the passes and the backend agree on (MLIR's spellings).
# Function attributes: what marks a kernel, and its launch bounds.
KERNEL_ATTR = "nvvm.kernel"
# The gpu dialect's mark of a `gpu.func` kernel: on an llvm.func it makes no kernel (MLIR's
# export and llc give a `.func`); MLIR's gpu-to-nvvm lowering adds `nvvm.kernel`.
GPU_KERNEL_ATTR = "gpu.kernel"
# The calling conventions of a kernel (MLIR's spelling, LLVM IR's).
KERNEL_CCONVS = ("ptx_kernelcc", "ptx_kernel")
REQNTID_ATTR = "nvvm.reqntid"
MAXNTID_ATTR = "nvvm.maxntid"
MINCTASM_ATTR = "nvvm.minctasm"
MAXNREG_ATTR = "nvvm.maxnreg"
# Cluster launch (sm_90): the cluster's shape, its size bound, and blocks-are-clusters (PTX 9.0).
CLUSTER_DIM_ATTR = "nvvm.cluster_dim"
CLUSTER_MAX_BLOCKS_ATTR = "nvvm.cluster_max_blocks"
BLOCKS_ARE_CLUSTERS_ATTR = "nvvm.blocksareclusters"
# Argument attributes.
BYVAL_ATTR = "llvm.byval"
ALIGN_ATTR = "llvm.align"
GRID_CONSTANT_ATTR = "nvvm.grid_constant"
# A device function's parameter passed as a `.param` array gets this alignment (LLVM's
# `alignstack(N)`, which NVVM IR's "align" annotations upgrade to), in place of its type's.
ALIGNSTACK_ATTR = "llvm.alignstack"
# Argument or result attribute: a narrow integer travels sign-extended in its .b32 param.
SIGNEXT_ATTR = "llvm.signext"
# A function declaration that is another name for the function this symbol names (LLVM IR's
# `@b = alias ..., ptr @a`): PTX's `.alias b, a` after b's prototype.
ALIAS_OF_ATTR = "nvvm_xdsl.alias_of"
# A call whose variadic arguments lower-varargs has already packed into one struct.
VARARGS_PACKED_ATTR = "nvvm.varargs_packed"
# Module attribute recording the opt-byval setting lower-struct-args ran with (memory-space-opt
# checks that its own setting agrees).
OPT_BYVAL_ATTR = "nvvm.opt_byval"


# Function attributes that describe a launch: PTX has them on `.entry` only, and llc drops them
# from a device function.
KERNEL_ONLY_ATTRS = (
    REQNTID_ATTR, MAXNTID_ATTR, MINCTASM_ATTR, MAXNREG_ATTR, CLUSTER_DIM_ATTR, CLUSTER_MAX_BLOCKS_ATTR,
    BLOCKS_ARE_CLUSTERS_ATTR,
)


def is_kernel(func: llvm.FuncOp) -> bool:
    """MLIR marks kernels with `nvvm.kernel` or the `ptx_kernelcc` calling convention; LLVM IR
    with the ptx_kernel cc. `gpu.kernel` alone does not (see GPU_KERNEL_ATTR)."""
    return KERNEL_ATTR in func.attributes or str(getattr(func.CConv, "cconv_name", "")) in KERNEL_CCONVS


# Launch metadata a producer writes beside its device code, in an op of its own dialect (parsed
# opaquely, `foreign_dialects`): op name -> (the property naming the kernel, the one holding its
# block size). IREE's executable module carries no kernel mark: its serializer makes each
# function a `iree_codegen.dispatch_config` names a kernel with `.maxntid` = its workgroup_size
# (IREE's CUDA target, nvvm.annotations "kernel", "maxntid{x,y,z}").
LAUNCH_METADATA_OPS = {"iree_codegen.dispatch_config": ("function_ref", "workgroup_size")}
# The same in the op's custom form (`@f workgroup_size = [32, 8, 1] ...`), kept as text.
_CUSTOM_KERNEL = re.compile(r'\s*@("(?:[^"\\]|\\.)*"|[\w$.-]+)')
_CUSTOM_SIZES = r"\b{}\s*=\s*\[\s*(\d+(?:\s*,\s*\d+)*)\s*\]"


def launch_metadata(op: Operation) -> tuple[str, list[int] | None] | None:
    """(kernel name, block size or None) a launch-metadata op states, if `op` is one."""
    name_attr = op.attributes.get("op_name__")
    fields = LAUNCH_METADATA_OPS.get(name_attr.data) if isinstance(name_attr, StringAttr) else None
    if fields is None:
        return None
    kernel_field, size_field = fields
    text = op.attributes.get(CUSTOM_FORM_ATTR)
    if isinstance(text, StringAttr):
        match = _CUSTOM_KERNEL.match(text.data)
        if match is None:
            return None
        sizes = re.search(_CUSTOM_SIZES.format(size_field), text.data)
        return match.group(1).strip('"'), [int(d) for d in sizes.group(1).split(",")] if sizes else None
    kernel = op.properties.get(kernel_field, op.attributes.get(kernel_field))
    if not isinstance(kernel, SymbolRefAttr):
        return None
    size = op.properties.get(size_field, op.attributes.get(size_field))
    values = list(size.get_values()) if isinstance(size, DenseArrayBase) else None
    return kernel.root_reference.data, [int(v) for v in values] if values else None


def apply_launch_metadata(module: ModuleOp, beside: Iterable[Operation]) -> None:
    """Make each function that launch metadata beside the device code names a kernel, with its
    block size as `nvvm.maxntid` (what the producer's own serializer does); marks the function
    already has win."""
    functions = {op.sym_name.data: op for op in module.ops if isinstance(op, llvm.FuncOp)}
    for op in beside:
        stated = launch_metadata(op)
        if stated is None or (func := functions.get(stated[0])) is None or not func.body.blocks:
            continue
        name, sizes = stated
        if not is_kernel(func):
            func.attributes[KERNEL_ATTR] = UnitAttr()
        if sizes and len(sizes) <= 3 and MAXNTID_ATTR not in func.attributes and REQNTID_ATTR not in func.attributes:
            if not all(0 < size < 1 << 31 for size in sizes):
                raise op_error(op, f"block size {sizes} of @{name}: each dimension must be 1 to 2^31-1 (.maxntid)")
            func.attributes[MAXNTID_ATTR] = DenseArrayBase.from_list(i32, sizes)


def non_kernel_warnings(func: llvm.FuncOp) -> list[str]:
    """What a device function (not `is_kernel`) carries that only a kernel uses: the warnings
    to print, empty for a kernel."""
    if is_kernel(func) or not func.body.blocks:
        return []
    name = func.sym_name.data
    found: list[str] = []
    if GPU_KERNEL_ATTR in func.attributes:
        found.append(
            f"@{name} has '{GPU_KERNEL_ATTR}' but no '{KERNEL_ATTR}': it is a device function (.func), "
            f"as MLIR and llc make it; add '{KERNEL_ATTR}' to make it a kernel"
        )
    ignored = [key for key in KERNEL_ONLY_ATTRS if key in func.attributes]
    if ignored:
        found.append(
            f"{', '.join(repr(k) for k in ignored)} on @{name}, which is not a kernel: ignored (PTX has launch "
            f"bounds on .entry only)"
        )
    return found


def arg_attrs(func: llvm.FuncOp, index: int) -> dict[str, Attribute]:
    """The attribute dictionary of argument `index` (empty when it has none)."""
    if func.arg_attrs is None or index >= len(func.arg_attrs.data):
        return {}
    entry = func.arg_attrs.data[index]
    return dict(entry.data) if isinstance(entry, DictionaryAttr) else {}


CVTA_PARAM_NEEDS: FeatureNeeds = {"min_sm": 70, "min_ptx": (7, 7)}
"""`cvta.param` (a generic address of a kernel parameter) exists from sm_70 with PTX ISA 7.7."""


def has_cvta_param(target: Target | TargetUse) -> bool:
    return target.has(**CVTA_PARAM_NEEDS)


# Kernel parameter space ceilings, as ptxas (CUDA 12.9 and 13.5) enforces them: "uses too much
# parameter space (0x1101 bytes, 0x1100 max)" below PTX 8.1 or sm_70, "(0x7ffd bytes, 0x7ffc
# max)" from PTX 8.1 on sm_70+. The CUDA documents round the first to "4 KB"; ptxas accepts
# 256 bytes more, and we follow ptxas, since it is what rejects the PTX.
SMALL_PARAM_SPACE_BYTES = 4352
LARGE_PARAM_SPACE_BYTES = 32764
LARGE_PARAM_SPACE_NEEDS: FeatureNeeds = {"min_sm": 70, "min_ptx": (8, 1)}


def max_kernel_param_bytes(target: Target | TargetUse) -> int:
    """The most `.param` bytes (layout padding included) one kernel may declare. Without an
    explicit PTX ISA version, sm_70+ gets the large space (`.version` is raised to 8.1 for it)."""
    return LARGE_PARAM_SPACE_BYTES if target.has(**LARGE_PARAM_SPACE_NEEDS) else SMALL_PARAM_SPACE_BYTES


def require_param_space(kernel: llvm.FuncOp, total: int, use: TargetUse) -> None:
    """Record that a kernel of `total` parameter bytes needs the large space's PTX ISA version
    (so `.version` is chosen high enough); a target without it is an error at the kernel."""
    if total > SMALL_PARAM_SPACE_BYTES:
        use.require(kernel, f"a kernel parameter space of {total} bytes (over {SMALL_PARAM_SPACE_BYTES})", **LARGE_PARAM_SPACE_NEEDS)
