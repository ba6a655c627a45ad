"""Variadic device functions take a trailing .param array (seed 004).

Placeholder until its issue lands: running it fails loudly instead of doing nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin
from xdsl.passes import ModulePass
from xdsl.utils.exceptions import PassFailedException


@dataclass(frozen=True)
class LowerVarargsPass(ModulePass):
    name = "lower-varargs"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        raise PassFailedException("lower-varargs: not implemented yet")
