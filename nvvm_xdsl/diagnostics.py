"""Diagnostics for bad input: one exception type that names the op and where it came from."""

from __future__ import annotations

import bisect
import re
import sys
from collections.abc import Iterable
from weakref import WeakKeyDictionary

from xdsl.dialects.builtin import ArrayAttr, CallSiteLoc, FileLineColLoc, FusedLoc, IntAttr, NameLoc, StringAttr
from xdsl.ir import Attribute, Operation
from xdsl.utils.exceptions import (
    DiagnosticException,
    ParseError,
    PassFailedException,
    VerifyException,
)


class InputText:
    """One input file's text, which turns offsets into file positions: computed only for the
    ops a diagnostic names, since a parse records one position per op."""

    def __init__(self, filename: str, content: str, newline: str = "\n") -> None:
        self.filename = filename
        self._content = content
        self._newline = newline
        self._line_starts: list[int] | None = None

    def line_and_column(self, offset: int) -> tuple[int, int]:
        """1-based line and column of `offset`, as Span.get_location gives them, found by
        bisection (Span.get_location counts newlines from the start of the file, which makes
        locating many ops quadratic in the file size)."""
        if self._line_starts is None:
            content, newline = self._content, self._newline
            starts = [0]
            position = content.find(newline)
            while position != -1:
                starts.append(position + 1)
                position = content.find(newline, position + 1)
            self._line_starts = starts
        line = bisect.bisect_right(self._line_starts, offset)
        return line, offset - self._line_starts[line - 1] + 1

    def location(self, offset: int, line_offset: int = 0) -> FileLineColLoc:
        line, column = self.line_and_column(offset)
        return FileLineColLoc(StringAttr(self.filename), IntAttr(line + line_offset), IntAttr(column))


# Where each op parsed by nvvm-opt's parser stands in the input text: the text, the op's offset
# and the line offset of the text's chunk. Kept apart from `op.location`, which holds only what
# the text itself states (`loc(...)`): those are the program's source locations and become PTX
# line info; a position in the .mlir file is not.
_input_positions: WeakKeyDictionary[Operation, tuple[InputText, int, int]] = WeakKeyDictionary()


def record_input_position(op: Operation, text: InputText, offset: int, line_offset: int = 0) -> None:
    """Remember where `op` was parsed, for diagnostics only (never for line info)."""
    _input_positions[op] = (text, offset, line_offset)


def share_input_position(ops: Iterable[Operation], source: Operation) -> None:
    """Report the ops a rewrite created for `source` (those not parsed themselves) where
    `source` was parsed: a diagnostic about them then names the input line (never line info)."""
    if (position := _input_positions.get(source)) is None:
        return
    for op in ops:
        _input_positions.setdefault(op, position)


def input_position(op: Operation) -> FileLineColLoc | None:
    """Where nvvm-opt's parser found `op`, if it did."""
    if (position := _input_positions.get(op)) is None:
        return None
    text, offset, line_offset = position
    return text.location(offset, line_offset)


def file_line_col(loc: Attribute) -> FileLineColLoc | None:
    """The file position a location names: itself, a name location's nested one, a call
    site's callee, or the first a fused location holds (debug-info producers wrap them)."""
    if isinstance(loc, FileLineColLoc):
        return loc
    if isinstance(loc, NameLoc):
        return file_line_col(loc.location)
    if isinstance(loc, CallSiteLoc):
        return file_line_col(loc.callee)
    if isinstance(loc, FusedLoc) and isinstance(loc.locations, ArrayAttr):
        for inner in loc.locations.data:
            if (found := file_line_col(inner)) is not None:
                return found
    return None


def source_line(loc: Attribute) -> FileLineColLoc | None:
    """The program's source line an op's own location names, for PTX line info and `!dbg`:
    `file_line_col`, except line 0 (code no source line accounts for). A call site stands for
    code inlined from its callee, so the instruction's own line is the callee's (as in LLVM's
    DILocation, whose inlinedAt is the caller). Never the position where nvvm-opt's parser
    found the op: that is not in `op.location`."""
    found = file_line_col(loc)
    return found if found is not None and found.line.data > 0 else None


def location_of(op: Operation | None) -> FileLineColLoc | None:
    """Where to report `op`: the source line its own location names (as MLIR reports an op at
    its location), else where nvvm-opt's parser found it, else the same for its nearest
    ancestor."""
    while op is not None:
        if (loc := source_line(op.location)) is not None:
            return loc
        if (position := input_position(op)) is not None:
            return position
        op = op.parent_op()
    return None


def format_location(op: Operation | None) -> str | None:
    loc = location_of(op)
    if loc is None:
        return None
    return f"{loc.filename.data}:{loc.line.data}:{loc.column.data}"


def op_display_name(op: Operation) -> str:
    """The op's name as the input wrote it: an op of an unknown dialect is xDSL's
    `builtin.unregistered`, its own name kept beside."""
    real_name = op.attributes.get("op_name__")
    return real_name.data if isinstance(real_name, StringAttr) else op.name


class OpDiagnostic(PassFailedException):
    """Bad input found by a pass; carries the offending op so drivers can print its location."""

    def __init__(self, op: Operation, message: str):
        self.op = op
        self.message = message
        where = format_location(op)
        prefix = f"{where}: " if where else ""
        super().__init__(f"{prefix}'{op_display_name(op)}': {message}")


def op_error(op: Operation, message: str) -> OpDiagnostic:
    """The exception a pass raises for input it cannot lower: `raise op_error(op, "...")`.

    Passes analyse before they rewrite, so raising leaves the IR untouched.
    """
    return OpDiagnostic(op, message)


def op_warning(op: Operation, message: str) -> None:
    """Report input that compiles but probably not as meant, as `file:line:col: warning: message`
    on stderr (mlir-opt's form), on every driver; the run goes on."""
    where = format_location(op)
    prefix = f"{where}: " if where else ""
    print(f"{prefix}warning: {message}", file=sys.stderr)


# -- reporting a failed run ----------------------------------------------------------------------
#
# Both command-line routes (`nvvm-opt`, and stock `xdsl-opt` with this project's universe loaded)
# turn an exception that ends the run into one `where: error: message` line.


def _find_op_diagnostic(error: BaseException) -> OpDiagnostic | None:
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        if isinstance(current, OpDiagnostic):
            return current
        seen.add(id(current))
        current = current.__cause__ or current.__context__
    return None


def first_invalid_op(module: Operation) -> tuple[Operation, str] | None:
    """The first op (in walk order) that fails its own verification, with the reason: xDSL's
    VerifyException for a whole module says what is wrong but not as a location."""
    for op in module.walk():
        try:
            op.verify_()
            op.verify(verify_nested_ops=False)
        except DiagnosticException as err:
            message = str(err).splitlines()[0] if str(err) else _INVALID_OPERATION
            message = message.removeprefix("Operation does not verify: ")
            return _redefinition(op, message) or (op, message)
    return None


_REDEFINITION = re.compile(r'Redefinition of symbol "(.*)"')


def _redefinition(table: Operation, message: str) -> tuple[Operation, str] | None:
    """A symbol table's "Redefinition of symbol" is about its second definition of the name,
    which is where MLIR reports it (the table may be the implicit module, with no position)."""
    found = _REDEFINITION.fullmatch(message)
    if found is None or len(table.regions) != 1 or len(table.regions[0].blocks) != 1:
        return None
    seen = False
    for op in table.regions[0].blocks[0].ops:
        name = op.get_attr_or_prop("sym_name")
        if isinstance(name, StringAttr) and name.data == found.group(1):
            if seen:
                return op, message
            seen = True
    return None


def parse_error_message(error: ParseError) -> str:
    """The parser's message on one line; where it only gives context (xDSL's " in block
    definition"), say what was found there."""
    message = " ".join(error.msg.split())
    if not message or message.startswith("in "):
        found = " ".join(error.span.text.split())
        what = f"'{found}'" if found else "end of input"
        message = f"unexpected {what}" + (f" {message}" if message else "")
    return message


_INVALID_OPERATION = "invalid operation: an operand, type or attribute of a kind the op does not take"


def op_parse_failure_message(op_name: str | None, error: Exception) -> str:
    """What to say about an exception an op's parser or builder raised on the input text."""
    text = str(error).strip().splitlines()[0] if str(error).strip() else ""
    if isinstance(error, AssertionError) or not text or isinstance(error, (IndexError, KeyError)):
        # xDSL's op parsers assert what their formats assume (an integer flag, integer cases);
        # an index or key error's text names no cause the user could act on.
        text = _INVALID_OPERATION
    elif not isinstance(error, VerifyException):
        # What the parser's builder says is wrong (a value its type cannot hold, a name that
        # is no enum member), without the Python exception's name.
        text = f"invalid operation: {text}"
    return f"'{op_name}': {text}" if op_name else text


def _where(op: Operation, input_name: str) -> tuple[str, str]:
    """(location, context): the op's file:line:col, or the input's name plus the function the
    op sits in when the op carries no location (xdsl-opt's parser records none)."""
    location = format_location(op)
    if location is not None:
        return location, ""
    func: Operation | None = op
    while func is not None and "sym_name" not in func.properties:
        func = func.parent_op()
    symbol = func.properties["sym_name"] if func is not None else None
    context = f" in @{symbol.data}" if isinstance(symbol, StringAttr) and func is not op else ""
    return input_name, context


def failed_verifier(error: BaseException) -> Operation | None:
    """The op whose verifier raised `error`, when an op's own verification raised it (xDSL's
    verifiers raise plain exceptions too, e.g. memref.load's index count): the innermost
    `verify*` frame of an Operation in the traceback."""
    found: Operation | None = None
    tb = error.__traceback__
    while tb is not None:
        frame = tb.tb_frame
        owner = frame.f_locals.get("self")
        if frame.f_code.co_name.startswith("verify") and isinstance(owner, Operation):
            found = owner
        tb = tb.tb_next
    return found
def undecodable_input_message(error: UnicodeDecodeError, input_name: str) -> str:
    """The report of input text that is not UTF-8 (xDSL's parser decodes the whole file
    first), at the first bad byte: line and column count bytes, as MLIR's do."""
    data = bytes(error.object)
    line = data.count(b"\n", 0, error.start) + 1
    column = error.start - (data.rfind(b"\n", 0, error.start) + 1) + 1
    return f"{input_name}:{line}:{column}: error: input is not UTF-8 text (byte 0x{data[error.start]:02x})"


def describe_failure(error: BaseException, input_name: str, module: Operation | None) -> str:
    """The one-line report of an exception that ended a run on `input_name`."""
    if isinstance(error, UnicodeDecodeError) and module is None:
        return undecodable_input_message(error, input_name)
    if isinstance(error, ParseError):
        position = error.span.get_location()
        return f"{input_name}:{position.line}:{position.col}: error: {parse_error_message(error)}"
    if (diagnostic := _find_op_diagnostic(error)) is not None:
        where, context = _where(diagnostic.op, input_name)
        # One line, whatever the message quotes (inline asm text has newlines).
        message = diagnostic.message.replace("\n", "\\n")
        return f"{where}: error: '{op_display_name(diagnostic.op)}'{context}: {message}"
    if isinstance(error, DiagnosticException) and module is not None:
        invalid = first_invalid_op(module)
        if invalid is not None:
            op, message = invalid
            where, context = _where(op, input_name)
            return f"{where}: error: '{op_display_name(op)}'{context} does not verify: {message}"
    if not isinstance(error, DiagnosticException) and (verified := failed_verifier(error)) is not None:
        where, context = _where(verified, input_name)
        text = (str(error).strip().splitlines() or [_INVALID_OPERATION])[0]
        return f"{where}: error: '{verified.name}'{context} does not verify: {text}"
    summary = str(error).strip().splitlines()
    text = summary[0] if summary else type(error).__name__
    if isinstance(error, DiagnosticException):
        return f"{input_name}: error: {text}"
    return f"{input_name}: error: internal compiler error ({type(error).__name__}): {text}"


TRACEBACK_ENV = "NVVM_OPT_TRACEBACK"
"""Set to 1 to see Python tracebacks for bad input, when debugging the compiler itself (both
routes: nvvm-opt, and xdsl-opt through `xdsl_compat_error_report`)."""
