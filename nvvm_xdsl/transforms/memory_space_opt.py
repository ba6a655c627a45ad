"""Address-space inference for generic pointers.

Placeholder until its issue lands: running it fails loudly instead of doing nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin
from xdsl.passes import ModulePass
from xdsl.utils.exceptions import PassFailedException


@dataclass(frozen=True)
class MemorySpaceOptPass(ModulePass):
    name = "memory-space-opt"

    opt_byval: bool = True

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        raise PassFailedException("memory-space-opt: not implemented yet")
