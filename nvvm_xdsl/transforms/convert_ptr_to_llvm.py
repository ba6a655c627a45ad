"""`convert-ptr-to-llvm`: xDSL's pass of that name, with `ptr_xdsl.to_ptr`/`from_ptr` kept as
casts instead of dropped.

xDSL 0.74's pass replaces `to_ptr %m` (memref -> pointer) and `from_ptr %p` by their operand,
which is right only for users that cast it again themselves (its own load/store/ptradd
patterns). Any other user then gets a value of the wrong type: a `func.call` passing a memref
argument of a `gpu.func` kernel (which `convert-memref-to-ptr{lower_func=true}` leaves as a
memref) to a function that now takes `!llvm.ptr` fails verification right after the pass. Here
both ops become `builtin.unrealized_conversion_cast`s to the converted type, which
`reconcile-unrealized-casts` (in convert-to-llvm) removes once the memref is a pointer too.
The other patterns are xDSL's; the universe registers this pass under xDSL's name.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, llvm, ptr
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.transforms.convert_ptr_to_llvm import (
    ConvertLoadOp,
    ConvertPtrAddOp,
    ConvertStoreOp,
    RewritePtrTypes,
)

from nvvm_xdsl.locations import located_walker


class ToPtrAsCast(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ptr.ToPtrOp, rewriter: PatternRewriter, /):
        rewriter.replace(
            op, builtin.UnrealizedConversionCastOp.get([op.source], [llvm.LLVMPointerType()])
        )


class FromPtrAsCast(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ptr.FromPtrOp, rewriter: PatternRewriter, /):
        rewriter.replace(
            op, builtin.UnrealizedConversionCastOp.get([op.source], [op.res.type])
        )


@dataclass(frozen=True)
class ConvertPtrToLLVMPass(ModulePass):
    name = "convert-ptr-to-llvm"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        located_walker(
            GreedyRewritePatternApplier(
                [
                    ConvertStoreOp(),
                    ConvertLoadOp(),
                    ConvertPtrAddOp(),
                    ToPtrAsCast(),
                    FromPtrAsCast(),
                    RewritePtrTypes(recursive=True),
                ]
            )
        ).rewrite_module(op)
