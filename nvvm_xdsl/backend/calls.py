"""Call lowering (seed 002): the `{ // callseq N, 0 ... } // callseq N` envelope.

Declarations come first (`param<N>` for each argument, then `retval0`), then the arguments
are stored part by part at their DataLayout offsets, then `call.uni`, then the result is read
back with `ld.param`. Scalars travel in promoted `.b32`/`.b64` params; aggregates, byval
arguments and half types in `.param .align A .b8 param<N>[size]` arrays. Indirect calls name
a `.callprototype`; the call op then carries `nvptx-libcall-callee = "true"`, the marker
seed 002 gives the synthetic wrapper of a call through a register.
"""

from __future__ import annotations

from xdsl.dialects import llvm
from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, IntegerType, StringAttr
from xdsl.ir import Attribute, Operation, SSAValue

from nvvm_xdsl import address_spaces as AS
from nvvm_xdsl import datalayout as DL
from nvvm_xdsl.backend import abi
from nvvm_xdsl.backend.isel_core import Selector, SelectorCore
from nvvm_xdsl.backend.isel_intrinsics import select_intrinsic
from nvvm_xdsl.backend.signatures import param_decls
from nvvm_xdsl.backend.values import Addr, ptx_symbol
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.dialects import ptx
from nvvm_xdsl.kernel_abi import ALIGN_ATTR, BYVAL_ATTR, SIGNEXT_ATTR, VARARGS_PACKED_ATTR, arg_attrs

# The attribute seed 002 puts on the call of a function through a register.
LIBCALL_CALLEE = "nvptx-libcall-callee"


def call_arg_attrs(op: llvm.CallOp, callee: llvm.FuncOp | None, index: int) -> dict[str, Attribute]:
    """Argument attributes of the call site, falling back to the callee's declaration."""
    for source in (op.properties.get("arg_attrs"), op.attributes.get("arg_attrs")):
        if isinstance(source, ArrayAttr) and index < len(source.data):
            entry = source.data[index]
            if isinstance(entry, DictionaryAttr) and entry.data:
                return dict(entry.data)
    if callee is not None and callee.arg_attrs is not None and index < len(callee.arg_attrs.data):
        entry = callee.arg_attrs.data[index]
        if isinstance(entry, DictionaryAttr):
            return dict(entry.data)
    return {}


def _renamed(param: ptx.ParamAttr, name: str) -> ptx.ParamAttr:
    return ptx.ParamAttr(param.type_name.data, name, param.align.data, param.size.data)


def _is_padding(t: Attribute) -> bool:
    return isinstance(t, llvm.LLVMArrayType) and t.type == IntegerType(8)


def select_call(sel: SelectorCore, op: llvm.CallOp) -> None:
    args = list(op.args)
    callee_name = op.callee.string_value() if op.callee is not None else None
    if callee_name is not None and callee_name.startswith("llvm."):
        select_intrinsic(sel, op, callee_name)
        return
    callee = sel.info.funcs.get(callee_name) if callee_name is not None else None
    target: SSAValue | None = None
    if callee_name is None:
        target = sel.reg(sel.get1(args[0], op))
        args = args[1:]
    if callee is not None:
        ftype = callee.function_type
    elif op.var_callee_type is not None:
        ftype = op.var_callee_type
    else:
        ftype = llvm.LLVMFunctionType([a.type for a in args], op.returned.type if op.returned is not None else None)
    if callee_name is not None and callee is None:
        raise op_error(op, f"call to undeclared function @{callee_name}")
    fixed_count = len(ftype.inputs.data)
    fixed, extra = args[:fixed_count], args[fixed_count:]
    if ftype.is_variadic and VARARGS_PACKED_ATTR not in op.attributes:
        raise op_error(op, "variadic call without nvvm.varargs_packed: run lower-varargs first")
    if len(extra) > 1 or (extra and not isinstance(extra[0].type, llvm.LLVMStructType)):
        raise op_error(op, "variadic arguments must be packed into one struct: run lower-varargs first")

    seq = sel.callseq
    sel.callseq += 1
    sel.add(ptx.CallSeqStartOp(seq))
    declarations: list[ptx.ParamAttr] = []
    stores: list[tuple[str, SSAValue, dict[str, Attribute]]] = []
    # A known callee's own declarations fix each param's shape (alignments included, which
    # LLVM raises for local-linkage callees); the call site only renames them.
    callee_params = param_decls(callee, sel.info)[0] if callee is not None else None
    for index, value in enumerate(fixed):
        name = f"param{index}"
        attrs = call_arg_attrs(op, callee, index)
        byval = attrs.get(BYVAL_ATTR)
        align = attrs.get(ALIGN_ATTR)
        # A call-site `byval` the callee's declaration lacks (LLVM IR's `declare void @f(ptr)`
        # called with `ptr byval(T)`) decides, as in LLVM: the value travels, not its address.
        site_byval = byval is not None and (callee is None or BYVAL_ATTR not in arg_attrs(callee, index))
        if callee_params is not None and not site_byval:
            declarations.append(_renamed(callee_params[index], name))
        elif byval is not None:
            align_value = align.value.data if hasattr(align, "value") else None  # type: ignore[union-attr]
            declarations.append(abi.byval_param(name, byval, align_value))
        else:
            declarations.append(abi.device_param(name, value.type))
        stores.append((name, value, attrs))
    pack_decl: ptx.ParamAttr | None = None
    if extra:
        pack_type = extra[0].type
        assert isinstance(pack_type, llvm.LLVMStructType)
        offsets = DL.field_offsets(pack_type)
        fields = pack_type.types.data
        size = offsets[-1] + DL.alloc_size(fields[-1]) if fields else 0
        pack_decl = ptx.ParamAttr("b8", f"param{fixed_count}", 8, max(size, 1))
        declarations.append(pack_decl)
    for decl in declarations:
        sel.add(ptx.DeclareParamOp(decl))
    result_type = op.returned.type if op.returned is not None else None
    ret_decl: ptx.ParamAttr | None = None
    if result_type is not None:
        callee_returns = param_decls(callee, sel.info)[1] if callee is not None else []
        if callee_returns:
            ret_decl = _renamed(callee_returns[0], "retval0")
        else:
            ret_decl = abi.return_param("retval0", result_type)
        sel.add(ptx.DeclareRetParamOp(ret_decl))

    for name, value, attrs in stores:
        byval = attrs.get(BYVAL_ATTR)
        if byval is not None and sel.staged is not None and value in sel.staged.arguments:
            slot = sel.staged.arguments[value]
            for leaf in abi.leaves(byval):
                sel.store_leaf(Addr(name, leaf.offset, AS.PARAM), leaf.type, sel.staged.values[(slot, leaf.offset)], op)
            continue
        if byval is not None:
            src = sel.addr_of(value, op)
            for leaf in abi.leaves(byval):
                loaded = sel.load_leaf(src.plus(leaf.offset), leaf.type, op)
                sel.store_leaf(Addr(name, leaf.offset, AS.PARAM), leaf.type, loaded, op)
            continue
        leaves = sel.get(value, op)
        if abi.passed_as_array(value.type):
            for leaf, v in zip(abi.leaves(value.type), leaves, strict=False):
                sel.store_leaf(Addr(name, leaf.offset, AS.PARAM), leaf.type, v, op)
        else:
            sel.store_promoted(name, value.type, leaves[0], signed=SIGNEXT_ATTR in attrs)
    if extra and pack_decl is not None:
        pack = extra[0]
        pack_type = pack.type
        assert isinstance(pack_type, llvm.LLVMStructType)
        leaves = sel.get(pack, op)
        for leaf, v in zip(abi.leaves(pack_type), leaves, strict=False):
            if _is_padding(pack_type.types.data[leaf.path[0]]):
                continue
            sel.store_leaf(Addr(pack_decl.sym.data, leaf.offset, AS.PARAM), leaf.type, v, op)

    param_names = [d.sym.data for d in declarations]
    if target is not None:
        proto_params = list(declarations)
        if ftype.is_variadic:
            proto_params = proto_params[:fixed_count] + [ptx.ParamAttr("b8", "_", 8, ptx.UNSIZED)]
        call = ptx.CallOp(
            None,
            param_names,
            "retval0" if ret_decl is not None else None,
            target=target,
            uni=False,
            prototype=(seq, proto_params, [ret_decl] if ret_decl is not None else []),
        )
        call.attributes[LIBCALL_CALLEE] = StringAttr("true")
    else:
        assert callee_name is not None
        call = ptx.CallOp(ptx_symbol(callee_name), param_names, "retval0" if ret_decl is not None else None)
    sel.add(call)
    if op.returned is not None and result_type is not None:
        sel.set(op.returned, sel.load_value(Addr("retval0", 0, AS.PARAM), result_type, op))
    sel.add(ptx.CallSeqEndOp(seq))


SELECTORS: dict[type[Operation], Selector] = {llvm.CallOp: select_call}
