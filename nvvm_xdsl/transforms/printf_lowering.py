"""printf(fmt, ...) becomes vprintf(fmt, packed buffer) (seed 001).

Placeholder until its issue lands: running it fails loudly instead of doing nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin
from xdsl.passes import ModulePass
from xdsl.utils.exceptions import PassFailedException


@dataclass(frozen=True)
class PrintfLoweringPass(ModulePass):
    name = "printf-lowering"

    nvvm_lower_printf: bool = True

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        raise PassFailedException("printf-lowering: not implemented yet")
