"""`nvvm-opt`: xdsl-opt with this project loaded, defaulting to MLIR -> PTX.

With neither `-p` nor `-t` it runs `lower-to-ptx` and prints PTX (`-t ptx`). `--sm`,
`--ptx-version`, `-O0`..`-O3`, `--fp-contract`, `--no-line-info`, `--libdevice`, `--ftz`,
`--no-prec-sqrt` and `--no-short-shared-ptr` configure `lower-to-ptx` wherever it runs: the default pipeline, or a `-p`
pipeline naming it (or another pass taking the option, e.g. convert-llvm-to-ptx's `sm`); a flag
no pass of a `-p` pipeline takes, or one the pipeline text sets otherwise, is a usage error.

It follows mlir-opt/llc conventions: `-` is stdin, `-o -` stdout, `-o DIR` one file per
gpu.module (`NAME.ptx`, `NAME.cubin`), input kinds by extension or `-x`, diagnostics and
`--time-passes`/`--print-between-passes` reports on stderr. Reading, the pipeline, emission and
error reports are `nvvm_xdsl.compiler`'s, shared with `nvvm_xdsl.compile`. Every error is one
`file:line:col: error: message` line with exit status 1, never a Python traceback (set
NVVM_OPT_TRACEBACK=1 to see one when debugging the compiler itself).
"""

from __future__ import annotations

# First, before anything else: no cyclic garbage collection while start-up defines classes
# (until `nvvm_xdsl.startup.resume()` at the end of this module, and in `main` while the driver sets up).
import nvvm_xdsl.startup  # isort: skip

# Before xDSL's dialects are imported: their ops' definitions are built and their assembly
# formats parsed on first use (start-up), and `isinstance` on IR classes skips ABCMeta's Python
# check (see the modules).
import nvvm_xdsl.dialects.xdsl_compat_fast_ir  # noqa: F401
import nvvm_xdsl.dialects.xdsl_compat_lazy_formats  # noqa: F401
import nvvm_xdsl.dialects.xdsl_compat_lazy_op_defs  # noqa: F401

# isort: split

import argparse
import dataclasses
import functools
import gc
import os
import sys
import time
from collections.abc import Sequence
from typing import IO, Any

from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass, PassPipeline
from xdsl.printer import Printer
from xdsl.universe import Universe
from xdsl.utils.exceptions import DiagnosticException, ParseError

from nvvm_xdsl.compiler import (
    FRONTENDS,
    CompileError,
    InputError,
    LocatingParser,
    emit,
    input_kind,
    parse_input,
    pipeline_layout,
    read_input,
    verify_input,
    with_driver_options,
)
from nvvm_xdsl.diagnostics import TRACEBACK_ENV, describe_failure
from nvvm_xdsl.fast_parse import parsed_module_stays_frozen
from nvvm_xdsl.symbols import indexed_symbol_lookup
from nvvm_xdsl.target import DEFAULT_PTX_VERSION, DEFAULT_SM, Target, parse_ptx_version, ptx_version_text
from nvvm_xdsl.verification import memoized_op_verification

with nvvm_xdsl.startup.metadata_on_first_use():  # importlib.metadata only for --version
    from xdsl.xdsl_opt_main import xDSLOptMain

__all__ = ["LocatingParser", "NVVMOptMain", "main"]

_PIPELINE_FLAGS = ("-p", "--passes", "-t", "--target")
_OWN_TARGETS = ("ptx", "cubin")
_CHUNK_SEPARATOR = "// -----\n"  # between the outputs of --split-input-file's chunks


def _uses_explicit_pipeline(args: Sequence[str]) -> bool:
    return any(
        arg in _PIPELINE_FLAGS or arg.startswith(("--passes=", "--target=", "-p=", "-t="))
        for arg in args
    )


def _temporary_file(directory: str) -> tuple[int, str]:
    """A new private file `.nvvm-opt-*.tmp` in `directory`, open for writing, as
    `tempfile.mkstemp` makes one: without importing `tempfile` (with `shutil` and `random`,
    about 0.005 s of start-up)."""
    flags = os.O_RDWR | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    flags |= getattr(os, "O_BINARY", 0)
    while True:
        path = os.path.join(directory, f".nvvm-opt-{os.getpid()}-{os.urandom(6).hex()}.tmp")
        try:
            return os.open(path, flags, 0o600), path
        except FileExistsError:
            continue


def _write_atomically(path: str, data: str | bytes) -> None:
    """Replace `path` with `data` in one step, so no reader ever sees a partial file.

    Only a regular file (or a new one) is replaced: a symbolic link (`/dev/stdout`) or a device
    or pipe is written through, since replacing it would put a plain file in its place."""
    mode = "wb" if isinstance(data, bytes) else "w"
    if os.path.lexists(path) and (os.path.islink(path) or not os.path.isfile(path)):
        with open(path, mode) as f:
            f.write(data)
        return
    directory = os.path.dirname(os.path.abspath(path))
    fd, tmp = _temporary_file(directory)
    try:
        with os.fdopen(fd, mode) as f:
            f.write(data)
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


def _ptx_version_flag(text: str) -> str:
    try:
        return ptx_version_text(parse_ptx_version(text))
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


class _Timing:
    """`--time-passes`: wall time of parsing, each pass, printing and the whole run, reported
    on stderr as MLIR's `--mlir-timing` does."""

    def __init__(self) -> None:
        self.start = time.perf_counter()
        self.entries: list[tuple[str, float]] = []

    def add(self, name: str, seconds: float) -> None:
        self.entries.append((name, seconds))

    def report(self) -> str:
        total = time.perf_counter() - self.start
        rest = max(0.0, total - sum(seconds for _, seconds in self.entries))
        rule = "===" + "-" * 73 + "==="
        lines = [
            rule,
            " " * 25 + "... Execution time report ...",
            rule,
            f"  Total Execution Time: {total:.4f} seconds",
            "",
            "  ----Wall Time----  ----Name----",
        ]
        for name, seconds in [*self.entries, ("Rest", rest), ("Total", total)]:
            share = 100.0 * seconds / total if total else 0.0
            lines.append(f"  {seconds:8.4f} ({share:5.1f}%)  {name}")
        return "\n".join(lines) + "\n"


class _VersionFormat(str):
    """`--version`'s text: the package's version is looked up (importlib.metadata, a few ms of
    start-up) only when `--version` prints it."""

    def format(self, *args: object, **kwargs: object) -> str:
        from nvvm_xdsl import __version__

        return f"nvvm-opt (nvvm-xdsl {__version__}), built on xDSL {{xdsl_version}}".format(*args, **kwargs)


@functools.cache
def _multiverse() -> Universe:
    """xDSL's and the plugins' dialects, passes and targets: the entry points are scanned once,
    not once for each of the three."""
    return Universe.get_multiverse()


@functools.cache
def _known_universe() -> Universe:
    """xDSL's and this project's universes, the two entry points every install has, without the
    scan: `importlib.metadata` (with `email`, `zipfile`, `csv`) and reading every installed
    distribution's entry points are about 0.013 s of start-up. Merged in the scan's order (by
    entry-point name); other plugins are looked for on the first name neither has
    (`_WithPlugins`)."""
    from xdsl.universe import XDSL_UNIVERSE

    from nvvm_xdsl.universe import NVVM_XDSL_UNIVERSE

    known = Universe()
    for universe in (NVVM_XDSL_UNIVERSE, XDSL_UNIVERSE):
        known.all_dialects.update(universe.all_dialects)
        known.all_passes.update(universe.all_passes)
        known.all_targets.update(universe.all_targets)
    return known


class _WithPlugins(dict[str, Any]):
    """The driver's dialects, passes or targets by name: xDSL's and this project's, and on the first
    name neither has, those of every `xdsl.universe` entry point (`Universe.get_multiverse`, which
    also reports names two plugins both define)."""

    def __init__(self, kind: str) -> None:
        super().__init__(getattr(_known_universe(), kind))
        self._kind = kind
        self._scanned = False

    def _scan(self, name: object) -> bool:
        if not self._scanned:
            self._scanned = True
            for plugin_name, factory in getattr(_multiverse(), self._kind).items():
                self.setdefault(plugin_name, factory)
        return dict.__contains__(self, name)

    def __contains__(self, name: object) -> bool:
        return dict.__contains__(self, name) or self._scan(name)

    def __missing__(self, name: str) -> Any:
        if self._scan(name):
            return self[name]
        raise KeyError(name)


class NVVMOptMain(xDSLOptMain):
    # Read by xDSL's --version action when the arguments are registered.
    version_format = _VersionFormat()

    def __init__(self, args: Sequence[str] | None = None):
        argv = list(sys.argv[1:] if args is None else args)
        self._default_pipeline = not _uses_explicit_pipeline(argv)
        self._current_module: ModuleOp | None = None
        self._timing: _Timing | None = None
        super().__init__(
            description="nvvm-opt: MLIR (llvm/nvvm, or xDSL's gpu/func/memref/scf/arith) to PTX or a cubin. "
            "Without -p/-t it runs the lower-to-ptx pipeline and prints PTX.",
            args=argv,
        )

    def register_all_dialects(self):
        # The context looks a dialect up in this dict on the first op, type or attribute of it.
        self.ctx._registered_dialects = _WithPlugins("all_dialects")  # pyright: ignore[reportPrivateUsage]

    def register_all_passes(self):
        self.available_passes = _WithPlugins("all_passes")

    def register_all_targets(self):
        targets = _WithPlugins("all_targets")
        targets.update(self.available_targets)
        self.available_targets = targets
        # Assembled by ptxas from the ptx target's output (the driver's own: a cubin is bytes).
        self.available_targets["cubin"] = self.available_targets["ptx"]

    def register_all_arguments(self, arg_parser: argparse.ArgumentParser):
        arg_parser.epilog = (
            "-p PIPELINE replaces the default pipeline (lower-to-ptx); -t TARGET picks the output "
            "(ptx, cubin, or mlir to print the IR). The flags above configure lower-to-ptx also inside "
            "a -p pipeline. `xdsl-opt --help` lists the passes and targets xDSL itself has."
        )
        arg_parser.formatter_class = argparse.RawDescriptionHelpFormatter
        own = arg_parser.add_argument_group("nvvm-opt options (lower-to-ptx)")
        own.add_argument(
            "--sm",
            type=_target_flag,
            default=None,
            help="target: 90, 90a (arch-specific), 100f (family), sm_120a "
            f"(default: the gpu.module's #nvvm.target chip, else sm_{DEFAULT_SM})",
        )
        own.add_argument(
            "--ptx-version",
            type=_ptx_version_flag,
            default=None,
            help="PTX ISA version (default: the #nvvm.target's +ptxNN "
            "feature, else the lowest that has the target and the instructions used, at least "
            f"{ptx_version_text(DEFAULT_PTX_VERSION)})",
        )
        own.add_argument(
            "-O",
            dest="opt_level",
            type=int,
            choices=range(4),
            default=None,
            metavar="LEVEL",
            help="-O0..-O3: middle-end optimisation (default -O2, as llc)",
        )
        own.add_argument(
            "--fp-contract",
            choices=("off", "on", "fast"),
            default=None,
            help="fuse floating-point multiplies and adds: 'on' where both carry the contract "
            "flag (default, as llc), 'fast' everywhere (Triton's, nvcc's default), 'off' never",
        )
        own.add_argument(
            "--no-line-info",
            action="store_true",
            help="no PTX line info (.file/.loc) from the input's loc(...) source locations",
        )
        own.add_argument(
            "--libdevice",
            type=str,
            default=None,
            metavar="PATH",
            help="libdevice bitcode for __nv_* calls (default: the one the nvcc wheel installs)",
        )
        own.add_argument(
            "--no-short-shared-ptr",
            action="store_true",
            help="64-bit shared-memory pointers (default: 32-bit, in .b32 registers, as Triton's "
            "LLVM with --nvptx-short-ptr)",
        )
        own.add_argument(
            "--ftz",
            action="store_true",
            help="libdevice's __CUDA_FTZ: flush f32 denormals to zero in the __nv_* functions",
        )
        own.add_argument(
            "--no-prec-sqrt",
            action="store_true",
            help="libdevice's __CUDA_PREC_SQRT = 0: __nv_sqrtf is sqrt.approx (Triton's setting)",
        )
        own.add_argument(
            "-x",
            dest="input_kind",
            choices=tuple(FRONTENDS),
            default=None,
            help="input kind (default: by extension: .mlir; .ll and .bc with the LLVM IR frontend)",
        )
        own.add_argument(
            "--verify-each",
            action="store_true",
            help="verify the IR after every pass, not only the input and the final result",
        )
        driver = arg_parser.add_argument_group("driver options (xdsl-opt's)")
        super().register_all_arguments(driver)  # type: ignore[arg-type]
        for action in driver._group_actions:
            if action.dest == "passes":
                action.help = "pass pipeline, replacing the default lower-to-ptx (e.g. 'lower-to-ptx{opt-level=3}')"
            elif action.dest == "target":
                action.help = "output: ptx (default), cubin (through ptxas), mlir (the IR)"
            elif action.dest == "output_file":
                action.help = "output file; '-' for stdout; an existing directory: one NAME.ptx/NAME.cubin per gpu.module"
            elif action.dest == "input_file":
                action.help = "input file; '-' or none for stdin"
            elif action.dest == "time_passes":
                action.help = "report the time of parsing, each pass and printing on stderr"
            elif action.dest == "print_between_passes":
                action.help = "print the IR after each pass on stderr"

    def _driver_options(self) -> dict[str, Any]:
        """The lower-to-ptx options the command line gives explicitly."""
        args = self.args
        given: dict[str, Any] = {
            "sm": args.sm,
            "ptx_version": args.ptx_version,
            "opt_level": args.opt_level,
            "fp_contract": args.fp_contract,
            "libdevice": args.libdevice,
            "line_info": False if args.no_line_info else None,
            "ftz": True if args.ftz else None,
            "prec_sqrt": False if args.no_prec_sqrt else None,
            "short_shared_ptr": False if args.no_short_shared_ptr else None,
        }
        return {name: value for name, value in given.items() if value is not None}

    def setup_pipeline(self):
        options = self._driver_options()
        target = self.args.target
        spelled_out = self._default_pipeline or (not self.args.passes and target in _OWN_TARGETS)
        if spelled_out:
            # lower-to-ptx spelled out pass by pass, so --print-between-passes shows every step
            # and the IR is verified after each one.
            from nvvm_xdsl.compiler import lowering_passes

            try:
                steps = lowering_passes(**options)
            except InputError as error:
                self._usage_error(error)
            self.args.passes = ",".join(str(step.pipeline_pass_spec()) for step in steps)
            if self._default_pipeline:
                self.args.target = "ptx"  # the ptx.module records the target and version it chose
            # The passes as built: xDSL's `setup_pipeline` would parse their text back into equal
            # passes (each pass's type hints evaluated), 2-3 ms of every run.
            self.pipeline = PassPipeline(steps)
        else:
            super().setup_pipeline()
        if not spelled_out and options:
            try:
                passes = with_driver_options(self.pipeline.passes, options)
            except InputError as error:
                self._usage_error(error)
            self.pipeline = dataclasses.replace(self.pipeline, passes=passes)
        self.pipeline = dataclasses.replace(self.pipeline, callback=self._between_passes)
        self._pass_started = time.perf_counter()

    @staticmethod
    def _usage_error(error: InputError) -> Any:
        print(f"nvvm-opt: {error}", file=sys.stderr)
        sys.exit(2)

    def apply_passes(self, prog: ModuleOp) -> None:
        # The DataLayout (32- or 64-bit shared pointers) holds for every pass of the pipeline.
        with pipeline_layout(self.pipeline.passes, prog):
            super().apply_passes(prog)

    def _between_passes(self, previous: ModulePass | None, module: ModuleOp, following: ModulePass | None) -> None:
        if self._timing is not None and previous is not None:
            self._timing.add(previous.name, time.perf_counter() - self._pass_started)
        # The input was verified right after parsing and the output is verified after the last
        # pass; in between only with --verify-each (each pass's own tests check that it leaves
        # valid IR, and a full verification costs more than most passes). Between passes the
        # module is only read, so symbol lookups may use an index instead of xDSL's per-call
        # scan, which makes verifying calls quadratic.
        if not self.args.disable_verify and (following is None or self.args.verify_each):
            with indexed_symbol_lookup(), memoized_op_verification():
                module.verify()
        if previous is not None and following is not None and self.args.print_between_passes:
            # On stderr, as mlir-opt's --mlir-print-ir-after-all: stdout is the output.
            print(f"// -----// IR Dump After {previous.name} //----- //", file=sys.stderr)
            Printer(stream=sys.stderr).print_op(module)
            print("\n", file=sys.stderr)
        self._pass_started = time.perf_counter()

    def register_all_frontends(self):
        # Kinds by name for xDSL's `-f`; the driver reads its input itself (`run`).
        for kind in FRONTENDS:
            self.available_frontends[kind] = self._parse_stream

    def _parse_stream(self, stream: IO[bytes]) -> ModuleOp:
        return self._parse(stream.read(), "mlir")

    def _parse(self, data: bytes, kind: str) -> ModuleOp:
        started = time.perf_counter()
        with parsed_module_stays_frozen():  # as it does, below
            module = parse_input(self.ctx, data, self.get_input_name(), kind, not self.args.no_implicit_module)
        self._current_module = module
        verify_input(module)
        if self._timing is not None:
            self._timing.add("Parser", time.perf_counter() - started)
        # The parsed module lives until the process exits: keep the cyclic GC from rescanning
        # it on every collection (see lower_to_ptx.frozen_heap).
        gc.freeze()
        return module

    def get_input_name(self):
        path = self.args.input_file
        return "<stdin>" if path in (None, "-") else path

    def _emit(self, module: ModuleOp) -> list[tuple[str | None, str | bytes]]:
        started = time.perf_counter()
        target = self.args.target.split("{")[0]
        if target in _OWN_TARGETS:
            results = emit(module, target)
        else:
            results = [(None, self.output_resulting_program(module))]
        if self._timing is not None:
            self._timing.add("Output", time.perf_counter() - started)
        return results

    def _outputs(self) -> list[tuple[str | None, str | bytes]]:
        path = self.args.input_file or "-"
        data = read_input(path)
        kind = input_kind(path, self.args.input_kind or self.args.frontend)
        if not self.args.split_input_file:
            module = self._parse(data, kind)
            self.apply_passes(module)
            return self._emit(module)
        outputs: list[tuple[str | None, str | bytes]] = []
        line = 0
        for index, chunk in enumerate(data.split(b"// -----")):
            if index:
                outputs.append((None, _CHUNK_SEPARATOR))
            try:
                # Each chunk reports its lines as lines of the whole file.
                module = self._parse(b"\n" * line + chunk, kind)
                self.apply_passes(module)
                outputs += self._emit(module)
            except ParseError as error:
                if not self.args.parsing_diagnostics:
                    raise
                print(error)
            except DiagnosticException as error:
                if not self.args.verify_diagnostics:
                    raise
                print(error)
                for note in getattr(error, "__notes__", ()):
                    print(note)
            line += chunk.count(b"\n")
        return outputs

    def _write(self, outputs: list[tuple[str | None, str | bytes]]) -> None:
        destination = self.args.output_file
        suffix = "." + self.args.target.split("{")[0] if self.args.target.split("{")[0] in _OWN_TARGETS else ".mlir"
        if destination is not None and os.path.isdir(destination):
            source = self.args.input_file if self.args.input_file not in (None, "-") else "stdin"
            stem = os.path.splitext(os.path.basename(source))[0] or "out"
            for name, data in outputs:
                if data != _CHUNK_SEPARATOR:
                    self._write_file(os.path.join(destination, (name or stem) + suffix), data)
            return
        named = [name for name, _ in outputs if name is not None]
        if any(isinstance(data, bytes) for _, data in outputs) and len(outputs) > 1:
            raise InputError(
                f"error: {len(named)} gpu.modules ({', '.join('@' + n for n in named)}) give {len(outputs)} cubins: "
                "name a directory with -o DIR (one NAME.cubin each)"
            )
        text: str | bytes
        if outputs and isinstance(outputs[0][1], bytes):
            text = outputs[0][1]
        else:
            from nvvm_xdsl.backend.ptx_printer import GPU_MODULE_SEPARATOR

            # One file: with several gpu.modules each PTX module follows its gpu.module's name
            # (each part assembles alone), as `-t ptx` prints them.
            parts: list[str] = []
            for index, (name, data) in enumerate(outputs):
                if name is not None and len(named) > 1:
                    parts.append(("\n" if index else "") + f"{GPU_MODULE_SEPARATOR}{name}\n")
                parts.append(str(data))
            text = "".join(parts)
        if destination in (None, "-"):
            if isinstance(text, bytes):
                sys.stdout.buffer.write(text)
            else:
                sys.stdout.write(text)
            sys.stdout.flush()
        else:
            self._write_file(destination, text)

    @staticmethod
    def _write_file(path: str, data: str | bytes) -> None:
        try:
            _write_atomically(path, data)
        except OSError as error:
            reason = error.strerror or str(error)
            raise InputError(f"error: cannot write '{path}': {reason}") from None

    def run(self):
        self._timing = _Timing() if self.args.time_passes else None
        try:
            self._write(self._outputs())
        except (Exception, SystemExit) as error:  # noqa: BLE001 - the driver owns error reporting
            if isinstance(error, SystemExit) or os.environ.get(TRACEBACK_ENV) and not isinstance(error, CompileError):
                raise
            if isinstance(error, CompileError):
                message = str(error)
            else:
                message = describe_failure(error, self.get_input_name(), self._current_module)
            print(message, file=sys.stderr)
            sys.exit(1)
        finally:
            if self._timing is not None:
                sys.stderr.write(self._timing.report())


def main(args: Sequence[str] | None = None) -> None:
    try:
        with nvvm_xdsl.startup.collector_paused():
            driver = NVVMOptMain(args)
        driver.run()
    except BaseException as error:
        if isinstance(error, SystemExit | KeyboardInterrupt) or os.environ.get(TRACEBACK_ENV):
            raise
        # Errors before the input is read (bad pass options, unknown target).
        print(f"nvvm-opt: error: {error}", file=sys.stderr)
        sys.exit(1)


nvvm_xdsl.startup.resume()

if __name__ == "__main__":
    main()

