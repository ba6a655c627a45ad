"""`nvvm-opt`: xdsl-opt with this project loaded, defaulting to MLIR -> PTX.

With neither `-p` nor `-t` it runs `lower-to-ptx` and prints PTX (`-t ptx`); `--sm` and
`--ptx-version` configure that default pipeline. Every error is reported as
`file:line:col: error: message` with exit status 1 — never a Python traceback
(set NVVM_OPT_TRACEBACK=1 to see one when debugging the compiler itself).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import IO

from xdsl.dialects.builtin import FileLineColLoc, IntAttr, ModuleOp, StringAttr, UnknownLoc
from xdsl.ir import Operation
from xdsl.parser import Parser
from xdsl.utils.exceptions import DiagnosticException, ParseError
from xdsl.xdsl_opt_main import xDSLOptMain

from nvvm_xdsl.diagnostics import OpDiagnostic, format_location

_PIPELINE_FLAGS = ("-p", "--passes", "-t", "--target")


class LocatingParser(Parser):
    """An MLIR parser that records each op's source position as a FileLineColLoc, so that
    passes can point diagnostics at the input line."""

    def parse_operation(self) -> Operation:
        start = self._current_token.span
        op = super().parse_operation()
        if isinstance(op.location, UnknownLoc):
            where = start.get_location()
            op.location = FileLineColLoc(
                StringAttr(self._filename()), IntAttr(where.line), IntAttr(where.col)
            )
        return op

    def _filename(self) -> str:
        return self.lexer.input.name


def _uses_explicit_pipeline(args: Sequence[str]) -> bool:
    return any(
        arg in _PIPELINE_FLAGS or arg.startswith(("--passes=", "--target=", "-p=", "-t="))
        for arg in args
    )


def _find_op_diagnostic(error: BaseException) -> OpDiagnostic | None:
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        if isinstance(current, OpDiagnostic):
            return current
        seen.add(id(current))
        current = current.__cause__ or current.__context__
    return None


def _first_invalid_op(module: ModuleOp) -> tuple[Operation, str] | None:
    """The first op (in walk order) that fails its own verification, with the reason."""
    for op in module.walk():
        try:
            op.verify_()
            op.verify(verify_nested_ops=False)
        except DiagnosticException as err:
            message = str(err).splitlines()[0] if str(err) else type(err).__name__
            return op, message.removeprefix("Operation does not verify: ")
    return None


class NVVMOptMain(xDSLOptMain):
    def __init__(self, args: Sequence[str] | None = None):
        argv = list(sys.argv[1:] if args is None else args)
        self._default_pipeline = not _uses_explicit_pipeline(argv)
        self._current_module: ModuleOp | None = None
        super().__init__(description="MLIR llvm/nvvm dialect to PTX", args=argv)

    def register_all_arguments(self, arg_parser: argparse.ArgumentParser):
        super().register_all_arguments(arg_parser)
        arg_parser.add_argument(
            "--sm", type=int, default=90, help="SM version of the default pipeline (sm_XX)"
        )
        arg_parser.add_argument(
            "--ptx-version", type=str, default="8.0", help="PTX ISA version of the default pipeline"
        )

    def setup_pipeline(self):
        if self._default_pipeline:
            # lower-to-ptx spelled out pass by pass, so --print-between-passes shows every step
            # and the IR is verified after each one.
            from nvvm_xdsl.transforms.lower_to_ptx import LowerToPTXPass

            steps = LowerToPTXPass(sm=self.args.sm, ptx_version=self.args.ptx_version).passes()
            self.args.passes = ",".join(str(step.pipeline_pass_spec()) for step in steps)
            self.args.target = f'ptx{{sm={self.args.sm} ptx-version="{self.args.ptx_version}"}}'
        super().setup_pipeline()

    def register_all_frontends(self):
        def parse_mlir(io: IO[bytes]):
            module = LocatingParser(self.ctx, io.read(), self.get_input_name()).parse_module(
                not self.args.no_implicit_module
            )
            self._current_module = module
            return module

        self.available_frontends["mlir"] = parse_mlir

    def _report(self, error: BaseException) -> str:
        name = self.get_input_name()
        if isinstance(error, ParseError):
            where = error.span.get_location()
            return f"{name}:{where.line}:{where.col}: error: {error.msg}"
        if (diagnostic := _find_op_diagnostic(error)) is not None:
            where = format_location(diagnostic.op) or name
            return f"{where}: error: '{diagnostic.op.name}': {diagnostic.message}"
        if isinstance(error, DiagnosticException) and self._current_module is not None:
            invalid = _first_invalid_op(self._current_module)
            if invalid is not None:
                op, message = invalid
                where = format_location(op) or name
                return f"{where}: error: '{op.name}' does not verify: {message}"
        summary = str(error).strip().splitlines()
        text = summary[0] if summary else type(error).__name__
        if isinstance(error, DiagnosticException):
            return f"{name}: error: {text}"
        return f"{name}: error: internal compiler error ({type(error).__name__}): {text}"

    def run(self):
        try:
            super().run()
        except (Exception, SystemExit) as error:  # noqa: BLE001 - the driver owns error reporting
            if isinstance(error, SystemExit):
                raise
            if os.environ.get("NVVM_OPT_TRACEBACK"):
                raise
            print(self._report(error), file=sys.stderr)
            sys.exit(1)


def main(args: Sequence[str] | None = None) -> None:
    try:
        NVVMOptMain(args).run()
    except BaseException as error:
        if isinstance(error, SystemExit | KeyboardInterrupt) or os.environ.get(
            "NVVM_OPT_TRACEBACK"
        ):
            raise
        # Errors before the input is read (bad pass options, unknown target, missing file).
        print(f"nvvm-opt: error: {error}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
