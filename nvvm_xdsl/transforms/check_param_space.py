"""check-param-space: every kernel's `.param` space against the target's ceiling (seed 000's
parameter-space sizer).

The layout is the backend's own: the `.param` declarations `convert-llvm-to-ptx` will print
(`param_decls`, byval structs at their DataLayout alloc size), each placed at its alignment
(`abi.param_space_layout`). The ceiling is `kernel_abi.max_kernel_param_bytes(target)`; without
an explicit PTX ISA version sm_70+ has the large space and the backend raises `.version` to 8.1
for a kernel that uses it.
A kernel over it would otherwise reach ptxas, whose error names neither an argument nor a fix;
here it is a located error at the kernel naming the total, the limit, the largest parameters and,
where a newer PTX ISA lifts the limit, the flag that selects it.

It runs after lower-struct-args, whose byval-aware signature (`!llvm.ptr<101>` with
`llvm.byval = T`) is what the backend declares, and changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.passes import ModulePass

from nvvm_xdsl.backend import abi
from nvvm_xdsl.backend.signatures import param_decls
from nvvm_xdsl.backend.values import ModuleInfo
from nvvm_xdsl.device_code import on_device_code
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects.ptx import ParamAttr
from nvvm_xdsl.kernel_abi import (
    BYVAL_ATTR,
    LARGE_PARAM_SPACE_BYTES,
    LARGE_PARAM_SPACE_NEEDS,
    arg_attrs,
    is_kernel,
    max_kernel_param_bytes,
)
from nvvm_xdsl.target import Target, TargetUse, pass_target, ptx_version_text
from nvvm_xdsl.walk import operations_of_type

# How many of the largest parameters the error names.
_NAMED_PARAMS = 3


def _address_taken(module: builtin.ModuleOp) -> set[str]:
    return {op.global_name.string_value() for op in operations_of_type(module, llvm.AddressOfOp)}


def _describe(func: llvm.FuncOp, index: int, size: int) -> str:
    byval = arg_attrs(func, index).get(BYVAL_ATTR)
    if byval is not None:
        what = f"byval {byval}"
    elif index < len(func.function_type.inputs.data):
        what = str(func.function_type.inputs.data[index])
    else:
        what = "variadic arguments"
    if len(what) > 60:
        what = what[:57] + "..."
    return f"#{index} ({what}, {size} bytes)"


@dataclass(frozen=True)
class CheckParamSpacePass(ModulePass):
    name = "check-param-space"

    sm: int | str | None = None
    """`90`, `90a`, `100f`, `sm_90a` (see nvvm_xdsl.target); None: the gpu.module's #nvvm.target
    chip, else DEFAULT_SM (nvvm_xdsl.device_code)."""
    ptx_version: str | None = None
    """Empty: the backend chooses it (sm_70+ then has the large parameter space)."""

    @on_device_code
    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        kernels = [f for f in op.ops if isinstance(f, llvm.FuncOp) and is_kernel(f)]
        if not kernels:
            return
        target = pass_target(op, self.sm, self.ptx_version)
        limit = max_kernel_param_bytes(target)
        # Only a local-linkage function's declarations depend on whether its address is taken;
        # skip the module walk when no kernel is local.
        local = any(k.linkage.linkage.data in ("internal", "private") for k in kernels)
        info = ModuleInfo({}, {}, TargetUse(target), _address_taken(op) if local else set())
        for kernel in kernels:
            params, _ = param_decls(kernel, info)
            _, total = abi.param_space_layout(params)
            if total > limit:
                raise op_error(kernel, _message(kernel, params, total, limit, target))


def _message(kernel: llvm.FuncOp, params: list[ParamAttr], total: int, limit: int, target: Target) -> str:
    sizes = [abi.param_footprint(p)[0] for p in params]
    largest = sorted(range(len(params)), key=lambda i: -sizes[i])[:_NAMED_PARAMS]
    named = ", ".join(_describe(kernel, i, sizes[i]) for i in largest)
    version = f"ptx-version {ptx_version_text(target.explicit_ptx)}" if target.explicit_ptx else "any PTX ISA version"
    message = (
        f"kernel '{kernel.sym_name.data}' needs {total} bytes of .param space (each parameter at "
        f"its alignment), over the {limit}-byte limit of {target.name} with {version}; "
        f"largest parameters: {named}"
    )
    if limit < LARGE_PARAM_SPACE_BYTES and total <= LARGE_PARAM_SPACE_BYTES:
        min_sm, min_ptx = LARGE_PARAM_SPACE_NEEDS["min_sm"], ptx_version_text(LARGE_PARAM_SPACE_NEEDS["min_ptx"])
        flags, options = [], []
        if target.explicit_ptx is not None and target.explicit_ptx < LARGE_PARAM_SPACE_NEEDS["min_ptx"]:
            flags.append(f"--ptx-version {min_ptx}")
            options.append(f'ptx-version="{min_ptx}"')
        if target.sm < min_sm:
            flags.append(f"--sm {min_sm}")
            options.append(f"sm={min_sm}")
        message += (
            f"; PTX ISA {min_ptx} raises the limit to {LARGE_PARAM_SPACE_BYTES} bytes on sm_{min_sm}+: "
            f"pass {' '.join(flags)} to nvvm-opt ({' '.join(options)} to the pass)"
        )
        if target.explicit_ptx is not None:
            message += ", or leave the PTX version out"
    else:
        message += "; pass large data through a pointer to global memory instead"
    return message
