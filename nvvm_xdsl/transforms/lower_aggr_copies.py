"""Split aggregates into scalars (nvvm.split.struct) and lower aggregate copies (seed 003).

Placeholder until its issue lands: running it fails loudly instead of doing nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin
from xdsl.passes import ModulePass
from xdsl.utils.exceptions import PassFailedException


@dataclass(frozen=True)
class LowerAggrCopiesPass(ModulePass):
    name = "lower-aggr-copies"

    lower_aggr_func_args: bool = True
    max_aggr_copy_size: int = 128

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        raise PassFailedException("lower-aggr-copies: not implemented yet")
