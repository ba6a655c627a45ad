"""xDSL 0.74 start-up workaround, deletable with the rest of `xdsl_compat` when xDSL parses an op's
`assembly_format` lazily itself: importing this module makes it lazy for every op defined after.

`irdl_op_definition` parses each op's declarative assembly format when the class is defined. The
dialects nvvm-opt loads define 341 ops with a format, and parsing them all is about 0.05 s of
nvvm-opt's 0.35 s of imports (docs/PERFORMANCE.md), although an input uses a few dozen of them.
Here `FormatProgram.from_str` returns a stand-in that parses the format the first time the op is
parsed or printed. A malformed format is then reported at that first use instead of at import;
tests/test_lazy_formats.py forces every format of the universe so that none goes unnoticed.

Imported for its effect, first thing, by the entry points (`nvvm_opt`, `compiler`, `universe`):
ops defined before it (xDSL's builtin ones, which it imports) keep the eager parse.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from xdsl.irdl import declarative_assembly_format

if TYPE_CHECKING:
    from xdsl.irdl import OpDef

_eager_from_str = declarative_assembly_format.FormatProgram.from_str


class LazyFormatProgram:
    """Stands for the `FormatProgram` of one op: parses its format on first use."""

    __slots__ = ("_format", "_op_def", "_program")

    def __init__(self, format: str, op_def: OpDef) -> None:
        self._format = format
        self._op_def = op_def
        self._program: declarative_assembly_format.FormatProgram | None = None

    def program(self) -> declarative_assembly_format.FormatProgram:
        if self._program is None:
            self._program = _eager_from_str(self._format, self._op_def)
        return self._program

    def parse(self, parser: Any, op_type: Any) -> Any:
        return self.program().parse(parser, op_type)

    def print(self, printer: Any, op: Any) -> None:
        self.program().print(printer, op)


_created: list[LazyFormatProgram] = []


def _lazy_from_str(input: str, op_def: OpDef) -> Any:
    program = LazyFormatProgram(input, op_def)
    _created.append(program)
    return program


def parse_all_formats() -> int:
    """Parse every format deferred so far (raising the error of a malformed one): the check
    definition time made. A format an op gave up afterwards (its syntax replaced by hand, e.g.
    `arith.select` with a vector condition) is never used and not checked. The number parsed."""
    parsed = 0
    for program in _created:
        if program._op_def.assembly_format != program._format:
            continue
        program.program()
        parsed += 1
    return parsed


declarative_assembly_format.FormatProgram.from_str = staticmethod(_lazy_from_str)  # type: ignore[method-assign]
