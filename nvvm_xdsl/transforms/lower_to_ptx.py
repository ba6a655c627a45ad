"""The whole NVVM lowering pipeline followed by instruction selection.

Placeholder until its issue lands: running it fails loudly instead of doing nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin
from xdsl.passes import ModulePass
from xdsl.utils.exceptions import PassFailedException


@dataclass(frozen=True)
class LowerToPTXPass(ModulePass):
    name = "lower-to-ptx"

    opt_byval: bool = True
    sm: int = 90
    ptx_version: str = "8.0"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        raise PassFailedException("lower-to-ptx: not implemented yet")
