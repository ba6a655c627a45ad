"""`llvm-dce`: xDSL's dead-code elimination (`region_dce`) on llvm.func bodies only.

xDSL's `dce` pass works on the whole module, host code beside a gpu.module included, which the
pipeline must leave as it is; this runs the same elimination function by function, with the
backend's `function_dce` (the same result as `region_dce`, from one marking pass instead of a
fixed-point iteration that asks every op's traits for its effects again on each round; it hands
bodies it does not cover to `region_dce`).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin
from xdsl.passes import ModulePass

from nvvm_xdsl.backend.cleanup import function_dce
from nvvm_xdsl.walk import functions


@dataclass(frozen=True)
class LLVMDCEPass(ModulePass):
    name = "llvm-dce"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        for func in functions(op):
            if func.body.blocks:
                function_dce(func.body)
