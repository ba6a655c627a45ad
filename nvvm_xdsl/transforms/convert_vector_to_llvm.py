"""`convert-vector-to-llvm` for one-dimensional vectors (MLIR's pass of that name, the part
device code written by hand uses):

* `vector.load`/`vector.store` are an `llvm.load`/`llvm.store` of the vector type at the
  element's address (as `memref.load` computes it), aligned to the element as MLIR does: the
  backend then splits what the alignment does not allow as one wide access.
* `vector.broadcast` of a scalar is an `insertelement` into lane 0 and a `shufflevector` with
  an all-zero mask.

Element-wise `arith` on such vectors is convert-arith-to-llvm's (llvm ops take vector types).
Multi-dimensional vectors, masked and transfer ops are rejected at the op.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, llvm, vector
from xdsl.dialects.builtin import DenseArrayBase, VectorType, i32
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint

from nvvm_xdsl.datalayout import abi_align
from nvvm_xdsl.diagnostics import op_error
from nvvm_xdsl.llvm_conversion import int_constant, replace_converted, to_llvm
from nvvm_xdsl.locations import located_walker
from nvvm_xdsl.transforms.finalize_memref_to_llvm import element_pointer


def _element_alignment(vector_type: VectorType) -> int:
    return abi_align(vector_type.element_type)


class LoadToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.LoadOp, rewriter: PatternRewriter, /):
        ops, address = element_pointer(op, op.base, tuple(op.indices), rewriter)
        vector_type = op.result.type
        assert isinstance(vector_type, VectorType)
        load = llvm.LoadOp(address, vector_type, alignment=_element_alignment(vector_type))
        replace_converted(op, [*ops, load], [load.dereferenced_value], rewriter)


class StoreToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.StoreOp, rewriter: PatternRewriter, /):
        ops, address = element_pointer(op, op.base, tuple(op.indices), rewriter)
        vector_type = op.vector.type
        assert isinstance(vector_type, VectorType)
        store = llvm.StoreOp(op.vector, address, alignment=_element_alignment(vector_type))
        rewriter.replace(op, [*ops, store])


class BroadcastToLLVM(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.BroadcastOp, rewriter: PatternRewriter, /):
        vector_type = op.vector.type
        assert isinstance(vector_type, VectorType)
        scalar = to_llvm(op.source, rewriter, InsertPoint.before(op))
        lanes = vector_type.get_shape()[0]
        ops: list[Operation] = [
            undef := llvm.UndefOp(vector_type),
            lane0 := int_constant(0, i32),
            inserted := llvm.InsertElementOp(undef.res, scalar, lane0.result),
            splat := llvm.ShuffleVectorOp(
                inserted.res, undef.res, DenseArrayBase.from_list(i32, [0] * lanes), vector_type
            ),
        ]
        replace_converted(op, ops, [splat.res], rewriter)


def check_vectors(module: Operation) -> None:
    for op in module.walk():
        if op.dialect_name() != "vector":
            continue
        if not isinstance(op, vector.LoadOp | vector.StoreOp | vector.BroadcastOp):
            raise op_error(op, f"{op.name} has no lowering in convert-vector-to-llvm")
        vector_type = (
            op.result.type if isinstance(op, vector.LoadOp) else op.vector.type
        )
        assert isinstance(vector_type, VectorType)
        if len(vector_type.get_shape()) != 1 or vector_type.get_num_scalable_dims():
            raise op_error(op, f"{op.name} of {vector_type}: only fixed 1-D vectors are lowered")
        if isinstance(op, vector.BroadcastOp) and isinstance(op.source.type, VectorType):
            raise op_error(op, "vector.broadcast of a vector is not supported (a scalar is)")


@dataclass(frozen=True)
class ConvertVectorToLLVMPass(ModulePass):
    name = "convert-vector-to-llvm"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        check_vectors(op)
        located_walker(
            GreedyRewritePatternApplier([LoadToLLVM(), StoreToLLVM(), BroadcastToLLVM()]),
            apply_recursively=False,
        ).rewrite_module(op)
