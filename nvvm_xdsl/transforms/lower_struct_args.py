"""Kernel byval structs become param-space pointers read with nvvm.ldparam (seed 000).

Placeholder until its issue lands: running it fails loudly instead of doing nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin
from xdsl.passes import ModulePass
from xdsl.utils.exceptions import PassFailedException


@dataclass(frozen=True)
class LowerStructArgsPass(ModulePass):
    name = "lower-struct-args"

    opt_byval: bool = True

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        raise PassFailedException("lower-struct-args: not implemented yet")
