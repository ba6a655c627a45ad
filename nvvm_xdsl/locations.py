"""Source locations kept across rewrites: an op a pass creates for another op takes its location.

MLIR's builders take a `Location` for every op; xDSL's constructors default to `UnknownLoc`, so a
pass that forgets to copy it loses the op's source line (PTX `.loc`, diagnostics). These helpers
give every op they are handed that has no location the location of the op it stands for, and
leave ops that already have one (a moved or cloned op keeps its own).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from xdsl.dialects.builtin import LocationAttr, UnknownLoc
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, PatternRewriteWalker, RewritePattern
from xdsl.rewriter import InsertPoint, Rewriter

from nvvm_xdsl.diagnostics import share_input_position


def inherit_location(ops: Operation | Iterable[Operation], source: Operation | Attribute | None) -> None:
    """Give each op in `ops` (and the ops nested in it) without a location that of `source`."""
    location = source.location if isinstance(source, Operation) else source
    if not isinstance(location, LocationAttr) or isinstance(location, UnknownLoc):
        # No source location (input text without `loc(...)`): diagnostics still name the
        # input line where nvvm-opt's or xdsl-opt's parser found `source`.
        if isinstance(source, Operation):
            for top in [ops] if isinstance(ops, Operation) else ops:
                share_input_position(top.walk(), source)
        return
    for top in [ops] if isinstance(ops, Operation) else ops:
        for op in top.walk():
            if isinstance(op.location, UnknownLoc):
                op.location = location


def point_owner(point: InsertPoint) -> Operation | None:
    """The op an insertion point stands for: the op it is before, else the block's last op, else
    the op holding the block."""
    return point.insert_before or point.block.last_op or point.block.parent_op()


def insert_located(
    ops: Operation | Sequence[Operation], point: InsertPoint, source: Operation | None = None
) -> None:
    """`Rewriter.insert_op`, the new ops located at `source` (default: the op at `point`)."""
    inherit_location(ops, source if source is not None else point_owner(point))
    Rewriter.insert_op(ops, point)


def replace_located(
    op: Operation, new_ops: Operation | Sequence[Operation], new_results: Sequence[SSAValue | None] | None = None
) -> None:
    """`Rewriter.replace_op`, the new ops located where `op` was."""
    inherit_location(new_ops, op)
    Rewriter.replace_op(op, new_ops, new_results)


class KeepLocations(RewritePattern):
    """A pattern whose inserted ops take the location of the op it matched (for a walker)."""

    def __init__(self, pattern: RewritePattern) -> None:
        self.pattern = pattern
        # The op being rewritten (None between calls) and the rewriter whose insertion
        # handlers have `_locate`: a walker reuses one rewriter for all its visits, so the
        # handler is installed once instead of appended and removed around every visit.
        self._source: Operation | None = None
        self._located: PatternRewriter | None = None

    def _locate(self, new: Operation) -> None:
        if self._source is not None:
            inherit_location(new, self._source)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /) -> None:
        if rewriter is not self._located:
            if self._locate not in rewriter.operation_insertion_handler:
                rewriter.operation_insertion_handler.append(self._locate)
            self._located = rewriter
        outer, self._source = self._source, op
        try:
            self.pattern.match_and_rewrite(op, rewriter)
        finally:
            self._source = outer


def located_walker(pattern: RewritePattern, **options: Any) -> PatternRewriteWalker:
    """`PatternRewriteWalker(pattern, **options)` whose rewrites keep locations (`KeepLocations`)."""
    return PatternRewriteWalker(KeepLocations(pattern), **options)
