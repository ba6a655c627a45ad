"""Diagnostics for bad input: one exception type that names the op and where it came from."""

from __future__ import annotations

from xdsl.dialects.builtin import CallSiteLoc, FileLineColLoc, FusedLoc, NameLoc
from xdsl.ir import Attribute, Operation
from xdsl.utils.exceptions import PassFailedException


def file_line_col(loc: Attribute) -> FileLineColLoc | None:
    """The file position a location names: itself, a name location's nested one, a call
    site's callee, or the first a fused location holds (debug-info producers wrap them)."""
    if isinstance(loc, FileLineColLoc):
        return loc
    if isinstance(loc, NameLoc):
        return file_line_col(loc.location)
    if isinstance(loc, CallSiteLoc):
        return file_line_col(loc.callee)
    if isinstance(loc, FusedLoc):
        for inner in loc.locations.data:
            if (found := file_line_col(inner)) is not None:
                return found
    return None


def location_of(op: Operation | None) -> FileLineColLoc | None:
    """The source location of `op`, or of its nearest ancestor that has one."""
    while op is not None:
        if (loc := file_line_col(op.location)) is not None:
            return loc
        op = op.parent_op()
    return None


def format_location(op: Operation | None) -> str | None:
    loc = location_of(op)
    if loc is None:
        return None
    return f"{loc.filename.data}:{loc.line.data}:{loc.column.data}"


class OpDiagnostic(PassFailedException):
    """Bad input found by a pass; carries the offending op so drivers can print its location."""

    def __init__(self, op: Operation, message: str):
        self.op = op
        self.message = message
        where = format_location(op)
        prefix = f"{where}: " if where else ""
        super().__init__(f"{prefix}'{op.name}': {message}")


def op_error(op: Operation, message: str) -> OpDiagnostic:
    """The exception a pass raises for input it cannot lower: `raise op_error(op, "...")`.

    Passes analyse before they rewrite, so raising leaves the IR untouched.
    """
    return OpDiagnostic(op, message)
