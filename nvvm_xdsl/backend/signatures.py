"""The `.param` signature of a function (LLVM's NVPTX calling convention, seed 002): what a
definition declares and what a call site must match."""

from __future__ import annotations

from xdsl.dialects import llvm

from nvvm_xdsl.backend import abi
from nvvm_xdsl.backend.values import ModuleInfo, int_value, ptx_symbol
from nvvm_xdsl.dialects import ptx
from nvvm_xdsl.kernel_abi import ALIGN_ATTR, ALIGNSTACK_ATTR, BYVAL_ATTR, arg_attrs, is_kernel


def linkage_name(func_or_global: llvm.FuncOp | llvm.GlobalOp) -> str:
    return func_or_global.linkage.linkage.data


def _is_local_linkage(func: llvm.FuncOp, info: ModuleInfo) -> bool:
    return linkage_name(func) in ("internal", "private") and func.sym_name.data not in info.address_taken


def param_decls(func: llvm.FuncOp, info: ModuleInfo) -> tuple[list[ptx.ParamAttr], list[ptx.ParamAttr]]:
    """The `.param` lists (params, return) of a function's PTX signature."""
    cached = info.signatures.get(func.sym_name.data)
    if cached is None:
        cached = info.signatures[func.sym_name.data] = _compute_param_decls(func, info)
    return cached


def _compute_param_decls(func: llvm.FuncOp, info: ModuleInfo) -> tuple[list[ptx.ParamAttr], list[ptx.ParamAttr]]:
    name = ptx_symbol(func.sym_name.data)
    kernel = is_kernel(func)
    ftype = func.function_type
    local = _is_local_linkage(func, info)
    params: list[ptx.ParamAttr] = []
    for index, t in enumerate(ftype.inputs.data):
        attrs = arg_attrs(func, index)
        pname = f"{name}_param_{index}"
        align = int_value(attrs.get(ALIGN_ATTR))
        byval = attrs.get(BYVAL_ATTR)
        if byval is not None:
            param = abi.byval_param(pname, byval, align)
            if local:
                param = ptx.ParamAttr("b8", pname, max(16, param.align.data), param.size.data)
            params.append(param)
        elif kernel:
            params.append(abi.kernel_param(pname, t, align))
        else:
            param = abi.device_param(pname, t)
            stack_align = int_value(attrs.get(ALIGNSTACK_ATTR))
            if stack_align and param.is_array:
                # As llc: the call sites declare the callee's params, so they follow.
                param = ptx.ParamAttr("b8", pname, stack_align, param.size.data)
            elif local and param.is_array:
                param = ptx.ParamAttr("b8", pname, max(16, param.align.data), param.size.data)
            params.append(param)
    if ftype.is_variadic:
        params.append(ptx.ParamAttr("b8", f"{name}_vararg", 8, ptx.UNSIZED))
    returns: list[ptx.ParamAttr] = []
    if not isinstance(ftype.output, llvm.LLVMVoidType):
        param = abi.return_param(abi.RETVAL_NAME, ftype.output)
        if local and param.is_array:
            param = ptx.ParamAttr("b8", abi.RETVAL_NAME, max(16, param.align.data), param.size.data)
        returns.append(param)
    return params, returns
