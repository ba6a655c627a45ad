"""`printf-to-llvm`: xDSL's pass of that name, with its symbols placed where MLIR looks them up.

xDSL 0.74's `printf-to-llvm` rewrites every `printf.print_format` in the module into
`llvm.call @printf` and declares `@printf` (and the format-string globals) at the top level.
An `llvm.call` resolves its callee in the *nearest* symbol table (MLIR's
`verifySymbolUses`, mirrored by xDSL's verifier), and a `gpu.module` is one: a print inside
a gpu.module then names a symbol that does not exist there, and `xdsl-opt` stops at the
verification after the pass, before `lower-to-ptx` could run.

This version converts each gpu.module's body on its own (the same rewrite, from xDSL) and
declares what the calls need inside that gpu.module, then does the rest of the module as xDSL
does. A symbol already there is not declared twice. The universe registers it under xDSL's
name (`nvvm_xdsl.universe`), so pipelines written for stock xDSL keep working.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, llvm, printf
from xdsl.passes import ModulePass
from xdsl.traits import SymbolTable
from xdsl.transforms.printf_to_llvm import PrintlnOpToPrintfCall

from nvvm_xdsl.device_code import as_builtin_module, gpu_modules
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.locations import located_walker
from nvvm_xdsl.walk import operations_of_type

PRINTF_TYPE = llvm.LLVMFunctionType([llvm.LLVMPointerType()], is_variadic=True)
"""`@printf` as xDSL's pass declares it (and calls it: no result)."""


def printable(t: object) -> bool:
    """The types xDSL's rewrite has a printf format for: f32 (promoted to f64), f64, index
    (cast to i64) and 32- or 64-bit integers of any signedness."""
    if isinstance(t, builtin.IntegerType):
        return t.width.data in (32, 64)
    return t in (builtin.f32, builtin.f64) or isinstance(t, builtin.IndexType)


def lower_prints(module: builtin.ModuleOp) -> None:
    """Rewrite the prints of `module` (nested symbol tables already done) and declare the
    symbols they use in `module`, unless it has them."""
    for op in operations_of_type(module, printf.PrintFormatOp):
        for value in op.format_vals:
            # xDSL's rewrite has a format only for these (a ValueError inside it otherwise).
            if not printable(value.type):
                raise op_error(
                    op, f"cannot print a value of type {value.type}: printf takes f32, f64, index, i32 and i64 here"
                )
    rewrite = PrintlnOpToPrintfCall()
    located_walker(rewrite).rewrite_module(module)
    if not rewrite.collected_global_symbs:
        return
    needed: list[llvm.FuncOp | llvm.GlobalOp] = [
        llvm.FuncOp("printf", PRINTF_TYPE, linkage=llvm.LinkageAttr("external")),
        *rewrite.collected_global_symbs.values(),
    ]
    module.body.block.add_ops(
        symbol
        for symbol in needed
        if SymbolTable.lookup_symbol(module, symbol.sym_name) is None
    )


@dataclass(frozen=True)
class PrintfToLLVMPass(ModulePass):
    name = "printf-to-llvm"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        for gpu_module in gpu_modules(op):
            with as_builtin_module(gpu_module) as body:
                lower_prints(body)
        lower_prints(op)
