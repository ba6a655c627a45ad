"""verify-nvvm-input: the input rules no single op's verifier checks, before anything is lowered.

MLIR's llvm and NVVM dialects verify rules that span several ops (a call against its callee, a
return against its function, branch operands against block arguments, aggregate positions,
argument attributes, launch bounds, kernels called from device code); xDSL 0.74's ops check
none of them. Without this pass such input reaches a later pass or instruction selection and
either crashes there or compiles to wrong PTX. It is the first step of `lower-to-ptx`, so every
driver (`nvvm-opt`, stock `xdsl-opt -p lower-to-ptx`, the Python API) rejects the same inputs.

The pass only reads the IR: it raises `op_error` naming the first offending op, or changes nothing.
It warns (and goes on) about launch bounds or `gpu.kernel` on a function that is not a kernel.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.traits import SymbolOpInterface, SymbolTable
from xdsl.utils.exceptions import VerifyException

from nvvm_xdsl.backend.values import ptx_symbol
from nvvm_xdsl.device_code import gpu_modules, on_device_code
from nvvm_xdsl.diagnostics import op_error, op_warning
from nvvm_xdsl.dialects.llvm_ext import verify_llvm_cross_op_rules
from nvvm_xdsl.dialects.nvvm import check_function_attributes, check_no_kernel_calls
from nvvm_xdsl.dialects.ptx.declarations import check_identifier
from nvvm_xdsl.kernel_abi import is_kernel, non_kernel_warnings
from nvvm_xdsl.symbols import indexed_symbol_lookup
from nvvm_xdsl.walk import operations


def verify_nvvm_input(module: builtin.ModuleOp) -> None:
    """Raise an op_error for the first op of `module` that breaks a cross-op rule."""
    # Nothing is added or removed while checking, so callee lookups may use one index
    # (xDSL's own lookup scans the module per call, which is quadratic on large inputs).
    with indexed_symbol_lookup():
        # One list of the module's ops for the checks that look at every op (nothing changes).
        ops = operations(module)
        for unknown in ops:
            if isinstance(unknown, builtin.UnregisteredOp):
                # Parsed opaquely (foreign_dialects): fine in host code, never compilable here.
                raise op_error(unknown, f"'{unknown.op_name.data}' belongs to a dialect nvvm-opt does not know; device code cannot hold it")
        verify_llvm_cross_op_rules(module, ops=ops)
        _check_symbol_names(ops)
        functions = [op for op in ops if isinstance(op, llvm.FuncOp)]
        for func in functions:
            check_function_attributes(func, is_kernel(func))
            for warning in non_kernel_warnings(func):
                op_warning(func, warning)
        check_no_kernel_calls(module, is_kernel)
        _check_no_nested_functions(functions)


def _check_no_nested_functions(functions: list[llvm.FuncOp]) -> None:
    """No `llvm.func` inside another one's body (MLIR: a symbol's parent must be a symbol
    table). The passes after this one find the functions without walking function bodies
    (`walk.functions`)."""
    for func in functions:
        outer = func.parent_op()
        while outer is not None and not isinstance(outer, llvm.FuncOp):
            outer = outer.parent_op()
        if outer is not None:
            raise op_error(
                func, f"llvm.func @{func.sym_name.data} is nested in the body of llvm.func @{outer.sym_name.data}: "
                "functions are defined in a module"
            )


def _check_symbol_names(ops: list[Operation]) -> None:
    """Every symbol that becomes a PTX name (functions, globals; not the modules holding them)
    spells a PTX identifier once `.` and `-` are spelled as LLVM does; intrinsic declarations
    (`llvm.*`) print no name. `ops`: the module's ops (`operations(module)`)."""
    # Traits belong to the class: asked once per op class, not per op.
    symbol_traits: dict[type[Operation], SymbolOpInterface | None] = {}
    for op in ops:
        op_class = type(op)
        if op_class in symbol_traits:
            trait = symbol_traits[op_class]
        else:
            trait = op.get_trait(SymbolOpInterface)
            trait = symbol_traits[op_class] = None if trait is None or op.has_trait(SymbolTable) else trait
        if trait is None:
            continue
        name = trait.get_sym_attr_name(op)
        if name is None or name.data.startswith("llvm."):
            continue
        try:
            check_identifier(ptx_symbol(name.data))
        except VerifyException as error:
            raise op_error(op, f"symbol name {error}") from None


@dataclass(frozen=True)
class VerifyNVVMInputPass(ModulePass):
    name = "verify-nvvm-input"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        if gpu_modules(op):
            # MLIR's verifier rules hold for the host code beside gpu.modules too (mlir-opt
            # rejects it), and the middle-end passes walk it: a branch to a block with arguments
            # it does not pass crashed llvm-lsr there (fuzzer seed 49, mutant 816).
            host = [top for top in op.ops if top.name != "gpu.module"]
            with indexed_symbol_lookup():
                verify_llvm_cross_op_rules(op, host)
        self._apply_to_device_code(ctx, op)

    @on_device_code
    def _apply_to_device_code(self, ctx: Context, op: builtin.ModuleOp) -> None:
        verify_nvvm_input(op)
