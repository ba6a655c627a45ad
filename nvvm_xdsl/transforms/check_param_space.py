"""check-param-space: every kernel's `.param` space against the target's ceiling (seed 000's
parameter-space sizer).

The layout is the backend's own: the `.param` declarations `convert-llvm-to-ptx` will print
(`param_decls`, byval structs at their DataLayout alloc size), each placed at its alignment
(`abi.param_space_layout`). The ceiling is `kernel_abi.max_kernel_param_bytes(sm, ptx_version)`.
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
from nvvm_xdsl.backend.isel import param_decls
from nvvm_xdsl.backend.values import ModuleInfo
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.kernel_abi import (
    BYVAL_ATTR,
    LARGE_PARAM_SPACE_BYTES,
    LARGE_PARAM_SPACE_MIN_PTX,
    LARGE_PARAM_SPACE_MIN_SM,
    arg_attrs,
    is_kernel,
    max_kernel_param_bytes,
    ptx_version_tuple,
)

# How many of the largest parameters the error names.
_NAMED_PARAMS = 3


def _address_taken(module: builtin.ModuleOp) -> set[str]:
    return {op.global_name.string_value() for op in module.walk() if isinstance(op, llvm.AddressOfOp)}


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

    sm: int = 90
    ptx_version: str = "8.0"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        kernels = [f for f in op.ops if isinstance(f, llvm.FuncOp) and is_kernel(f)]
        if not kernels:
            return
        limit = max_kernel_param_bytes(self.sm, self.ptx_version)
        # Only a local-linkage function's declarations depend on whether its address is taken;
        # skip the module walk when no kernel is local.
        local = any(k.linkage.linkage.data in ("internal", "private") for k in kernels)
        info = ModuleInfo({}, {}, self.sm, self.ptx_version, _address_taken(op) if local else set())
        for kernel in kernels:
            params, _ = param_decls(kernel, info)
            _, total = abi.param_space_layout(params)
            if total > limit:
                raise op_error(kernel, self._message(kernel, params, total, limit))

    def _message(self, kernel: llvm.FuncOp, params: list, total: int, limit: int) -> str:
        sizes = [abi.param_footprint(p)[0] for p in params]
        largest = sorted(range(len(params)), key=lambda i: -sizes[i])[:_NAMED_PARAMS]
        named = ", ".join(_describe(kernel, i, sizes[i]) for i in largest)
        message = (
            f"kernel '{kernel.sym_name.data}' needs {total} bytes of .param space (each parameter at "
            f"its alignment), over the {limit}-byte limit of sm_{self.sm} with PTX {self.ptx_version}; "
            f"largest parameters: {named}"
        )
        large_already = limit == LARGE_PARAM_SPACE_BYTES
        if not large_already and total <= LARGE_PARAM_SPACE_BYTES:
            v, min_sm = LARGE_PARAM_SPACE_MIN_PTX, LARGE_PARAM_SPACE_MIN_SM
            flags, options = [], []
            if ptx_version_tuple(self.ptx_version) < ptx_version_tuple(v):
                flags.append(f"--ptx-version {v}")
                options.append(f'ptx-version="{v}"')
            if self.sm < min_sm:
                flags.append(f"--sm {min_sm}")
                options.append(f"sm={min_sm}")
            message += (
                f"; PTX ISA {v} raises the limit to {LARGE_PARAM_SPACE_BYTES} bytes on sm_{min_sm}+: "
                f"pass {' '.join(flags)} to nvvm-opt (pass options: {' '.join(options)})"
            )
        else:
            message += "; pass large data through a pointer to global memory instead"
        return message
