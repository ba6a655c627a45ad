"""`llvm-fp-contract`: a floating-point multiply feeding an add or subtract becomes one fused
multiply-add (`llvm.intr.fma`, PTX `fma.rn`), where contraction is allowed.

Contraction rounds once instead of twice, so it changes results and is a compile option, as in
LLVM (`-fp-contract`): `on` (the default, llc's) fuses only a pair whose `fmul` and `fadd`/
`fsub` both carry the `contract` (or `fast`) fast-math flag; `fast` fuses every pair, which is
what Triton (`enable_fp_fusion`, on by default), nvcc (`--fmad=true`, its default) and clang
for CUDA ask of LLVM; `off` fuses nothing. Without this, the backend's `mul.rn`/`add.rn` keep
ptxas from fusing too, and a kernel Triton compiles to `FFMA` costs an `FMUL` and an `FADD`.

The rewrites, for scalar f32 and f64 (with `m = fmul a, b`):
`fadd m, c` and `fadd c, m` -> `fma(a, b, c)`; `fsub m, c` -> `fma(a, b, -c)`;
`fsub c, m` -> `fma(-a, b, c)`. As in LLVM's NVPTX backend the multiply is fused even when it
has other users (it then stays for them): the add is replaced either way, so the count of
instructions does not grow, and the dependent chain gets shorter.

`fast` also gives every float add, subtract and multiply left the `contract` flag (that is what
the mode means: any of them may be fused), so that selection leaves off `.rn` as LLVM's NVPTX
does under `-fp-contract=fast`, and ptxas fuses the pairs this pass does not see (a product and
its add in different blocks, or joined by a select).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, llvm
from xdsl.dialects.builtin import Float32Type, Float64Type
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter, PatternRewriteWalker, RewritePattern

from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.locations import KeepLocations
from nvvm_xdsl.walk import functions, operations

MODES = ("off", "on", "fast")


def _allows_contract(op: Operation) -> bool:
    flags = op.properties.get("fastmathFlags")
    return isinstance(flags, llvm.FastMathAttr) and llvm.FastMathFlag.ALLOW_CONTRACT in flags.data


def _fusable_product(value: SSAValue, add: Operation, fast: bool) -> llvm.FMulOp | None:
    product = value.owner
    if not isinstance(product, llvm.FMulOp):
        return None
    if fast or (_allows_contract(product) and _allows_contract(add)):
        return product
    return None


@dataclass
class FuseMultiplyAdd(RewritePattern):
    fast: bool

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, llvm.FAddOp | llvm.FSubOp):
            return
        if not isinstance(op.res.type, Float32Type | Float64Type):
            return
        lhs, rhs = op.lhs, op.rhs
        new_ops: list[Operation] = []
        left = _fusable_product(lhs, op, self.fast)
        right = _fusable_product(rhs, op, self.fast)
        if isinstance(op, llvm.FAddOp):
            # Prefer the product nobody else needs: it then disappears.
            if left is not None and (right is None or left.res.uses.get_length() <= right.res.uses.get_length()):
                a, b, c = left.lhs, left.rhs, rhs
            elif right is not None:
                a, b, c = right.lhs, right.rhs, lhs
            else:
                return
        elif left is not None:
            negated = llvm.FNegOp(rhs)
            new_ops.append(negated)
            a, b, c = left.lhs, left.rhs, negated.res
        elif right is not None:
            negated = llvm.FNegOp(right.lhs)
            new_ops.append(negated)
            a, b, c = negated.res, right.rhs, lhs
        else:
            return
        fused = llvm.FMAOp(a, b, c)
        rewriter.replace(op, [*new_ops, fused], [fused.res])


@dataclass(frozen=True)
class LLVMFPContractPass(ModulePass):
    name = "llvm-fp-contract"

    fp_contract: str = "on"
    """`off`, `on` (pairs that both carry the `contract` flag) or `fast` (every pair)."""

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        if self.fp_contract not in MODES:
            raise op_error(op, f"llvm-fp-contract: fp-contract must be off, on or fast, not '{self.fp_contract}'")
        if self.fp_contract == "off":
            return
        for func in [f for f in functions(op) if f.body.blocks]:
            PatternRewriteWalker(KeepLocations(FuseMultiplyAdd(self.fp_contract == "fast")), apply_recursively=False).rewrite_region(func.body)
            if self.fp_contract == "fast":
                _mark_contractable(func)


_CONTRACTABLE = (llvm.FAddOp, llvm.FSubOp, llvm.FMulOp)


def _mark_contractable(func: llvm.FuncOp) -> None:
    for op in operations(func):
        if type(op) in _CONTRACTABLE and not _allows_contract(op):
            flags = op.properties.get("fastmathFlags")
            old = flags.data if isinstance(flags, llvm.FastMathAttr) else frozenset()
            op.properties["fastmathFlags"] = llvm.FastMathAttr(old | {llvm.FastMathFlag.ALLOW_CONTRACT})
