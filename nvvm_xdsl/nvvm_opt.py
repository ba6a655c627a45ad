"""`nvvm-opt`: xdsl-opt with this project loaded, defaulting to MLIR -> PTX.

With neither `-p` nor `-t` it runs `lower-to-ptx` and prints PTX (`-t ptx`); `-O0`..`-O3`
(middle end, default -O2), `--sm`, `--ptx-version` and `--no-line-info` (no `.file`/`.loc` from the input's `loc(...)`) configure
that default pipeline. The driver checks nothing itself: input checks are passes
(verify-nvvm-input first). Every error is reported as
`file:line:col: error: message` with exit status 1 — never a Python traceback
(set NVVM_OPT_TRACEBACK=1 to see one when debugging the compiler itself).
"""

from __future__ import annotations

import argparse
import dataclasses
import gc
import io
import os
import sys
import tempfile
from collections.abc import Sequence
from typing import IO

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.utils.exceptions import ParseError
from xdsl.xdsl_opt_main import xDSLOptMain

from nvvm_xdsl.diagnostics import (
    TRACEBACK_ENV,
    InputText,
    describe_failure,
    op_parse_failure_message,
    record_input_position,
)
from nvvm_xdsl.fast_parse import CachingParser
from nvvm_xdsl.symbols import indexed_symbol_lookup
from nvvm_xdsl.target import DEFAULT_PTX_VERSION, DEFAULT_SM, Target, ptx_version_text
from nvvm_xdsl.verification import memoized_op_verification

_PIPELINE_FLAGS = ("-p", "--passes", "-t", "--target")


class LocatingParser(CachingParser):
    """An MLIR parser that records each op's position in the input (`record_input_position`),
    so that passes can point diagnostics at the input line."""

    def __init__(self, ctx: Context, input: str | bytes, name: str = "<unknown>") -> None:
        super().__init__(ctx, input, name)
        source = self.lexer.input
        self._input_text = InputText(source.name, source.content, source.newline)
        # Names of the ops being parsed, innermost last (None until the name is read).
        self._op_names: list[str | None] = []

    def parse_operation(self) -> Operation:
        start = self._current_token.span
        self._op_names.append(None)
        try:
            op = super().parse_operation()
        except ParseError:
            raise
        except Exception as error:  # noqa: BLE001 - every failure here is about the input text
            # A constraint checked while building the op (e.g. a declarative format's result
            # type), or an op parser tripping over text it did not expect, has no location of
            # its own: report it at the op, naming it.
            raise ParseError(start, op_parse_failure_message(self._op_names[-1], error)) from error
        finally:
            self._op_names.pop()
        # The op's position in this file locates diagnostics; `op.location` keeps only what
        # the text states, since that alone becomes PTX line info.
        record_input_position(op, self._input_text, start.start, start.line_offset)
        return op

    def _get_op_by_name(self, name: str) -> type[Operation]:
        if self._op_names:
            self._op_names[-1] = name
        return super()._get_op_by_name(name)


def _uses_explicit_pipeline(args: Sequence[str]) -> bool:
    return any(
        arg in _PIPELINE_FLAGS or arg.startswith(("--passes=", "--target=", "-p=", "-t="))
        for arg in args
    )


class _PendingOutput(io.StringIO):
    """Collects the output in memory: xDSL closes its output stream even after an error, so
    the file named by `-o` is written only once the whole run has succeeded."""

    def close(self) -> None:  # the driver writes the text out itself
        pass


def _write_atomically(path: str, text: str) -> None:
    """Replace `path` with `text` in one step, so no reader ever sees a partial file.

    Only a regular file (or a new one) is replaced: a symbolic link (`/dev/stdout`) or a device
    or pipe is written through, since replacing it would put a plain file in its place."""
    if os.path.lexists(path) and (os.path.islink(path) or not os.path.isfile(path)):
        with open(path, "w") as f:
            f.write(text)
        return
    directory = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=".nvvm-opt-", suffix=".tmp")
    try:
        with os.fdopen(fd, "w") as f:
            f.write(text)
        # mkstemp makes the file private (0600); give it the mode a plain open() would.
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _target_flag(text: str) -> int | str:
    """`--sm 90a`: checked here so a typo is a usage error, not a failure deep in the pipeline.
    A plain number stays an int, so the printed pipeline reads `sm=80` as before."""
    try:
        flag = Target.parse(text).flag
        return int(flag) if flag.isdigit() else flag
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


class NVVMOptMain(xDSLOptMain):
    def __init__(self, args: Sequence[str] | None = None):
        argv = list(sys.argv[1:] if args is None else args)
        self._default_pipeline = not _uses_explicit_pipeline(argv)
        self._current_module: ModuleOp | None = None
        self._pending_output: _PendingOutput | None = None
        super().__init__(description="MLIR llvm/nvvm dialect to PTX", args=argv)

    def register_all_arguments(self, arg_parser: argparse.ArgumentParser):
        super().register_all_arguments(arg_parser)
        arg_parser.add_argument(
            "--sm",
            type=_target_flag,
            default=None,
            help="target of the default pipeline: 90, 90a (arch-specific), 100f (family), "
            f"sm_120a (default: the gpu.module's #nvvm.target chip, else {DEFAULT_SM})",
        )
        arg_parser.add_argument(
            "--verify-each",
            action="store_true",
            help="verify the IR after every pass, not only the input and the final result",
        )
        arg_parser.add_argument(
            "--ptx-version",
            type=str,
            default=None,
            help="PTX ISA version of the default pipeline (default: the #nvvm.target's +ptxNN "
            "feature, else the lowest that has the target and the instructions used, at least "
            f"{ptx_version_text(DEFAULT_PTX_VERSION)})",
        )
        arg_parser.add_argument(
            "--libdevice",
            type=str,
            default="",
            metavar="PATH",
            help="libdevice bitcode for __nv_* calls (default: the one pip install 'nvvm-xdsl[libdevice]' brings)",
        )
        arg_parser.add_argument(
            "-O",
            dest="opt_level",
            type=int,
            choices=range(4),
            default=None,
            metavar="LEVEL",
            help="-O0..-O3: middle-end optimisation of the default pipeline (default -O2, as llc)",
        )
        arg_parser.add_argument(
            "--fp-contract",
            choices=("off", "on", "fast"),
            default="on",
            help="fuse floating-point multiplies and adds: 'on' where both carry the contract "
            "flag (default, as llc), 'fast' everywhere (Triton's, nvcc's default), 'off' never",
        )
        arg_parser.add_argument(
            "--ftz",
            action="store_true",
            help="libdevice's __CUDA_FTZ: flush f32 denormals to zero in the __nv_* functions",
        )
        arg_parser.add_argument(
            "--no-prec-sqrt",
            action="store_true",
            help="libdevice's __CUDA_PREC_SQRT = 0: __nv_sqrtf is sqrt.approx (Triton's setting)",
        )
        arg_parser.add_argument(
            "--no-line-info",
            action="store_true",
            help="no PTX line info (.file/.loc) from the input's loc(...) source locations",
        )

    def setup_pipeline(self):
        if self._default_pipeline:
            # lower-to-ptx spelled out pass by pass, so --print-between-passes shows every step
            # and the IR is verified after each one.
            from nvvm_xdsl.transforms.lower_to_ptx import DEFAULT_OPT_LEVEL, LowerToPTXPass

            steps = LowerToPTXPass(
                sm=self.args.sm,
                ptx_version=self.args.ptx_version,
                libdevice=self.args.libdevice,
                line_info=not self.args.no_line_info,
                fp_contract=self.args.fp_contract,
                ftz=self.args.ftz,
                prec_sqrt=not self.args.no_prec_sqrt,
                opt_level=DEFAULT_OPT_LEVEL if self.args.opt_level is None else self.args.opt_level,
            ).passes()
            self.args.passes = ",".join(str(step.pipeline_pass_spec()) for step in steps)
            self.args.target = "ptx"  # the ptx.module records the target and version it chose
        super().setup_pipeline()
        between_passes = self.pipeline.callback
        if between_passes is not None:
            # The input was verified right after parsing and the output is verified after the
            # last pass; in between only with --verify-each (each pass's own tests check that it
            # leaves valid IR, and a full verification costs more than most passes). Between
            # passes the module is only read, so symbol lookups may use an index instead of
            # xDSL's per-call scan, which makes verifying calls quadratic.
            def indexed(previous, module, following):
                skip = following is not None and not self.args.verify_each
                disabled = self.args.disable_verify
                self.args.disable_verify = disabled or skip
                try:
                    with indexed_symbol_lookup(), memoized_op_verification():
                        between_passes(previous, module, following)
                finally:
                    self.args.disable_verify = disabled

            self.pipeline = dataclasses.replace(self.pipeline, callback=indexed)

    def register_all_frontends(self):
        def parse_mlir(io: IO[bytes]):
            module = LocatingParser(self.ctx, io.read(), self.get_input_name()).parse_module(
                not self.args.no_implicit_module
            )
            self._current_module = module
            # Op-local verification right after parsing (as xdsl-opt does before the first
            # pass); the cross-op input rules are the verify-nvvm-input pass, lower-to-ptx's
            # first step, so every driver applies them.
            with indexed_symbol_lookup(), memoized_op_verification():
                module.verify()
            # The parsed module lives until the process exits: keep the cyclic GC from
            # rescanning it on every collection (see lower_to_ptx.frozen_heap).
            gc.freeze()
            return module

        self.available_frontends["mlir"] = parse_mlir
        # FILE.ll / FILE.bc (or --frontend llvm): LLVM IR through the [llvm] extra.
        from nvvm_xdsl.frontend.registration import llvm_ir_frontend

        self.available_frontends.update(llvm_ir_frontend(self))  # type: ignore[arg-type]

    def _write_output(self, text: str) -> None:
        try:
            _write_atomically(self.args.output_file, text)
        except OSError as error:
            reason = error.strerror or str(error)
            print(f"nvvm-opt: error: cannot write '{self.args.output_file}': {reason}", file=sys.stderr)
            sys.exit(1)

    def prepare_output(self) -> IO[str]:
        if self.args.output_file is None:
            return sys.stdout
        self._pending_output = _PendingOutput()
        return self._pending_output

    def run(self):
        try:
            super().run()
            if self._pending_output is not None:
                self._write_output(self._pending_output.getvalue())
        except (Exception, SystemExit) as error:  # noqa: BLE001 - the driver owns error reporting
            if isinstance(error, SystemExit):
                raise
            if os.environ.get(TRACEBACK_ENV):
                raise
            print(
                describe_failure(error, self.get_input_name(), self._current_module),
                file=sys.stderr,
            )
            sys.exit(1)


def main(args: Sequence[str] | None = None) -> None:
    try:
        NVVMOptMain(args).run()
    except BaseException as error:
        if isinstance(error, SystemExit | KeyboardInterrupt) or os.environ.get(TRACEBACK_ENV):
            raise
        # Errors before the input is read (bad pass options, unknown target, missing file).
        print(f"nvvm-opt: error: {error}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
