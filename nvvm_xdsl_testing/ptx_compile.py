"""MLIR text to PTX in-process, as the tests compile it: parsed and verified (in the exporter's
context unless one is given), the passes applied (`lower-to-ptx` with its defaults unless some
are given), printed by the `-t ptx` target."""

from __future__ import annotations

from io import StringIO

from xdsl.context import Context
from xdsl.passes import ModulePass

from nvvm_xdsl.backend.ptx_printer import PTXTarget
from nvvm_xdsl.transforms.lower_to_ptx import LowerToPTXPass
from nvvm_xdsl_testing.mlir_to_llvm_ir import make_context, parse_mlir


def compile_to_ptx(text: str, *passes: ModulePass, ctx: Context | None = None, verify: bool = False) -> str:
    """The PTX of `text` after `passes`; `verify` checks the module again before printing."""
    ctx = ctx or make_context()
    module = parse_mlir(text, ctx)
    for module_pass in passes or (LowerToPTXPass(),):
        module_pass.apply(ctx, module)
    if verify:
        module.verify()
    out = StringIO()
    PTXTarget().emit(ctx, module, out)
    return out.getvalue()
