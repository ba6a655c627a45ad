"""xDSL 0.74 workaround, deletable with the rest of `xdsl_compat` on upgrade: stock `xdsl-opt`
re-raises parse and verification errors, so the interpreter prints a traceback for bad input.
`install_xdsl_opt_error_report()` (run when the universe is imported) prints instead the one
located `where: error: message` line nvvm-opt prints (`diagnostics.describe_failure`), exit
status 1 as for any uncaught exception.

xDSL's driver exposes neither the input name nor the parsed module to an exception handler,
and a failure inside an op's custom parser carries no location; the only place these facts
exist when the exception leaves `xDSLOptMain.run` is the traceback's frames, which is what is
read here (the driver's `run` frame and, when parsing, the `Parser.parse_operation` frame).
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from types import TracebackType

from xdsl.ir import Operation
from xdsl.parser import Parser
from xdsl.utils.exceptions import DiagnosticException, ParseError
from xdsl.utils.lexer import Span

from nvvm_xdsl.diagnostics import TRACEBACK_ENV, describe_failure, failed_verifier, op_parse_failure_message


@dataclass
class _FailedRun:
    """What the traceback of an exception that ended an xdsl-opt run says about the run."""

    input_name: str
    module: Operation | None
    parsed_op_start: Span | None = None
    """Where the op being parsed starts, when an op's parser or builder raised."""
    parsed_op_name: str | None = None


def _failed_run(tb: TracebackType | None) -> _FailedRun | None:
    """The run an exception came out of, read from its traceback; None when it did not come
    out of xdsl-opt's driver."""
    # Not imported here: the driver module is loaded whenever it raised, and importing it
    # would slow down every import of the universe.
    driver_module = sys.modules.get("xdsl.xdsl_opt_main")
    if driver_module is None:
        return None
    run: _FailedRun | None = None
    parsing: tuple[Span, str | None] | None = None
    while tb is not None:
        frame = tb.tb_frame
        owner = frame.f_locals.get("self")
        if isinstance(owner, driver_module.xDSLOptMain) and frame.f_code.co_name == "run":
            module = frame.f_locals.get("module")
            run = _FailedRun(owner.get_input_name(), module if isinstance(module, Operation) else None)
        elif isinstance(owner, Parser) and frame.f_code.co_name == "parse_operation":
            start = frame.f_locals.get("op_loc")
            name = frame.f_locals.get("op_name")
            name = getattr(name, "text", name)
            if isinstance(start, Span):
                parsing = (start, name if isinstance(name, str) else None)
        tb = tb.tb_next
    if run is not None and parsing is not None:
        run.parsed_op_start, run.parsed_op_name = parsing
    return run


def describe_xdsl_opt_failure(error: BaseException, tb: TracebackType | None) -> str | None:
    """The report for an exception that ended a stock `xdsl-opt` run, or None when it did not
    come out of xdsl-opt's driver or is not about the input (a compiler bug keeps its traceback)."""
    run = _failed_run(tb)
    if run is None:
        return None
    if run.parsed_op_start is not None and isinstance(error, Exception) and not isinstance(error, ParseError):
        # An op's parser or builder failed: report it at the op, as nvvm-opt's parser does.
        where = run.parsed_op_start.get_location()
        message = op_parse_failure_message(run.parsed_op_name, error)
        return f"{run.input_name}:{where.line}:{where.col}: error: {message}"
    if (
        isinstance(error, DiagnosticException | ParseError)
        or failed_verifier(error) is not None
        or (isinstance(error, UnicodeDecodeError) and run.module is None)
    ):
        return describe_failure(error, run.input_name, run.module)
    return None


def install_xdsl_opt_error_report() -> None:
    """Make stock `xdsl-opt` report bad input as one located error line instead of a
    traceback (unless NVVM_OPT_TRACEBACK is set). Only exceptions that end an xdsl-opt run are
    affected; everything else goes to the previous `sys.excepthook`. Idempotent."""
    previous = sys.excepthook
    if getattr(previous, "reports_xdsl_opt_failures", False):
        return

    def report(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        text = None if os.environ.get(TRACEBACK_ENV) else describe_xdsl_opt_failure(error, tb)
        if text is None:
            previous(kind, error, tb)
        else:
            print(text, file=sys.stderr)

    report.reports_xdsl_opt_failures = True  # type: ignore[attr-defined]
    sys.excepthook = report
