"""Instruction selection and call lowering into the ptx dialect (seed 002).

Placeholder until its issue lands: running it fails loudly instead of doing nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin
from xdsl.passes import ModulePass
from xdsl.utils.exceptions import PassFailedException


@dataclass(frozen=True)
class ConvertLLVMToPTXPass(ModulePass):
    name = "convert-llvm-to-ptx"

    sm: int = 90
    ptx_version: str = "8.0"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        raise PassFailedException("convert-llvm-to-ptx: not implemented yet")
