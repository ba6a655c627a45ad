"""The compiler as a library: source text in, PTX (or cubin) out.

`nvvm_xdsl.compile` and the `nvvm-opt` driver are both built on what is here: reading an input
(`read_input`, `input_kind`, `parse_input`: the frontends by input kind), the `lower-to-ptx`
pipeline with the driver's options (`configure_passes`), one PTX text or cubin per gpu.module
(`emit`), and the one-line located report of a failure (`CompileError`).
"""

from __future__ import annotations

# First, before xDSL's dialects are imported: their ops' definitions are built and their assembly
# formats parsed on first use (start-up), and `isinstance` on IR classes skips ABCMeta's Python
# check (see the modules).
import nvvm_xdsl.dialects.xdsl_compat_fast_ir  # noqa: F401
import nvvm_xdsl.dialects.xdsl_compat_lazy_formats  # noqa: F401
import nvvm_xdsl.dialects.xdsl_compat_lazy_op_defs  # noqa: F401

# isort: split

import dataclasses
import functools
import os
import sys
from collections.abc import Callable, Iterable, Sequence
from contextlib import AbstractContextManager
from typing import Any

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.utils.exceptions import ParseError

from nvvm_xdsl.diagnostics import (
    InputText,
    describe_failure,
    op_parse_failure_message,
    record_input_position,
    undecodable_input_message,
)
from nvvm_xdsl.fast_parse import CachingParser
from nvvm_xdsl.symbols import indexed_symbol_lookup
from nvvm_xdsl.verification import memoized_op_verification


class CompileError(Exception):
    """The input could not be compiled. `diagnostics` holds the located report lines
    (`file:line:col: error: ...`), as `nvvm-opt` prints them."""

    def __init__(self, diagnostics: Sequence[str]) -> None:
        self.diagnostics = list(diagnostics)
        super().__init__("\n".join(self.diagnostics))


class InputError(CompileError):
    """The input cannot be read as a program (missing, a directory, binary, unknown kind): a
    plain error, not about any op."""

    def __init__(self, message: str) -> None:
        super().__init__([message])


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

    def _op_parsed(self, op: Operation, start: int) -> None:
        record_input_position(op, self._input_text, start)

    def _get_op_by_name(self, name: str) -> type[Operation]:
        if self._op_names:
            self._op_names[-1] = name
        return super()._get_op_by_name(name)


# -- inputs --------------------------------------------------------------------------------------

INPUT_KINDS: dict[str, str] = {".mlir": "mlir", ".ll": "ll", ".bc": "bc"}
"""Input kind by file extension (`nvvm-opt -x KIND` names one explicitly)."""


def input_kind(path: str, explicit: str | None = None) -> str:
    """The kind of input `path` is: `explicit`, else by its extension; stdin is MLIR."""
    if explicit:
        if explicit not in FRONTENDS:
            raise InputError(f"unknown input kind '{explicit}' (known: {', '.join(FRONTENDS)})")
        return explicit
    if path == "-":
        return "mlir"
    extension = os.path.splitext(path)[1]
    if extension not in INPUT_KINDS:
        known = ", ".join(INPUT_KINDS)
        raise InputError(
            f"{path}: error: unknown input kind '{extension or '(no extension)'}' (known: {known}); "
            "name one with -x mlir"
        )
    return INPUT_KINDS[extension]


def read_input(path: str) -> bytes:
    """The bytes of `path` (`-`: stdin); a file-system problem is an InputError."""
    if path == "-":
        return sys.stdin.buffer.read()
    try:
        with open(path, "rb") as f:
            return f.read()
    except IsADirectoryError:
        raise InputError(f"{path}: error: is a directory, not an input file") from None
    except OSError as error:
        raise InputError(f"{path}: error: cannot read: {error.strerror or error}") from None


def _parse_mlir(ctx: Context, data: bytes, name: str, implicit_module: bool = True) -> ModuleOp:
    # A NUL byte is left to the parser, as stock xdsl-opt does (so both routes agree): an
    # "Unexpected character" where it stands outside a comment or string.
    try:
        text = data.decode()
    except UnicodeDecodeError as error:
        raise InputError(undecodable_input_message(error, name)) from None
    # Input without ops is an empty module (xdsl_compat's parse_module, on both routes).
    return LocatingParser(ctx, text, name).parse_module(implicit_module)


def _import_llvm_ir(ctx: Context, data: bytes, name: str, implicit_module: bool = True) -> ModuleOp:
    from nvvm_xdsl.frontend.llvm_ir import LLVMImportError, import_llvm_ir

    try:
        return import_llvm_ir(data, name, ctx)
    except LLVMImportError as error:
        # Already `file:line:col: error: ...` (or `file: error: ...`): the one located line.
        raise InputError(str(error)) from None


Frontend = Callable[[Context, bytes, str, bool], ModuleOp]
FRONTENDS: dict[str, Frontend] = {"mlir": _parse_mlir, "ll": _import_llvm_ir, "bc": _import_llvm_ir, "llvm": _import_llvm_ir}
"""The frontend of each input kind: (context, bytes, name, implicit module) -> module."""


def parse_input(ctx: Context, data: bytes, name: str, kind: str = "mlir", implicit_module: bool = True) -> ModuleOp:
    """The module of an input, not yet verified (`verify_input`)."""
    return FRONTENDS[kind](ctx, data, name, implicit_module)


def verify_input(module: ModuleOp) -> None:
    """Op-local verification of the input, as xdsl-opt does before the first pass; the
    cross-op rules are the verify-nvvm-input pass."""
    with indexed_symbol_lookup(), memoized_op_verification():
        module.verify()


def universe_context() -> Context:
    """A context with every dialect xdsl-opt and nvvm-opt know, each loaded when first used."""
    return _universe_registry().clone()


@functools.cache
def _universe_registry() -> Context:
    """What `universe_context` copies: every universe's dialect factories, registered. Per
    process, the entry points are scanned once (as nvvm-opt's driver does) and each dialect is
    built once, on its first load (a `Dialect` is a list of op and attribute classes, shared by
    the contexts that load it): scanning and building for each compile took 2-3 ms of a small
    module's 30-60 ms."""
    from xdsl.universe import Universe

    ctx = Context()
    for name, factory in Universe.get_multiverse().all_dialects.items():
        ctx.register_dialect(name, functools.cache(factory))
    return ctx


# -- the pipeline --------------------------------------------------------------------------------

DRIVER_OPTIONS = ("sm", "ptx_version", "opt_level", "fp_contract", "line_info", "libdevice", "ftz", "prec_sqrt", "short_shared_ptr")
"""The `lower-to-ptx` options the driver's flags (`--sm`, `-O`, ...) and `compile` set."""


def lowering_passes(**options: Any) -> tuple[ModulePass, ...]:
    """`lower-to-ptx` with these options, spelled out pass by pass; bad options are an
    InputError before any pass runs."""
    from nvvm_xdsl.transforms.lower_to_ptx import LowerToPTXPass

    pipeline = LowerToPTXPass(**options)
    if (problem := pipeline.option_problem()) is not None:
        raise InputError(f"error: {problem}")
    return pipeline.passes()


def with_driver_options(passes: Iterable[ModulePass], options: dict[str, Any]) -> tuple[ModulePass, ...]:
    """The passes of a `-p` pipeline with the driver's explicitly given options set on every
    pass that declares them (`lower-to-ptx`, `convert-llvm-to-ptx`, ...). An option the pipeline
    text sets to another value, or that no pass of the pipeline takes, is a usage error."""
    result: list[ModulePass] = []
    used: set[str] = set()
    for module_pass in passes:
        fields = {field.name: field for field in dataclasses.fields(module_pass)}
        changes: dict[str, Any] = {}
        for name, value in options.items():
            if name not in fields:
                continue
            used.add(name)
            current = getattr(module_pass, name)
            if current != fields[name].default and current != value:
                raise InputError(
                    f"error: {_flag(name)} {value!s} contradicts {module_pass.name}{{{name.replace('_', '-')}={current}}} "
                    "in the pass pipeline"
                )
            changes[name] = value
        result.append(dataclasses.replace(module_pass, **changes) if changes else module_pass)
    unused = [name for name in options if name not in used]
    if unused:
        flags = ", ".join(_flag(name) for name in unused)
        raise InputError(f"error: {flags}: no pass of the -p pipeline takes it (lower-to-ptx does)")
    return tuple(result)


def _flag(option: str) -> str:
    return {"opt_level": "-O", "line_info": "--no-line-info", "prec_sqrt": "--no-prec-sqrt", "short_shared_ptr": "--no-short-shared-ptr"}.get(
        option, "--" + option.replace("_", "-")
    )


def pipeline_layout(passes: Iterable[ModulePass], module: ModuleOp) -> AbstractContextManager[None]:
    """The DataLayout every pass of a pipeline runs with: 64-bit shared pointers when a pass
    of it says `short-shared-ptr=false` (lower-to-ptx, or convert-llvm-to-ptx, which carries
    lower-to-ptx's option when the pipeline is spelled out pass by pass) or the module's stated
    DataLayout has them (`DL.stated_short_shared`), else 32-bit ones."""
    from nvvm_xdsl import datalayout as DL

    short = all(getattr(module_pass, "short_shared_ptr", True) for module_pass in passes)
    return DL.shared_pointer_bits(DL.stated_short_shared(module, short))


def apply_passes(ctx: Context, module: ModuleOp, passes: Iterable[ModulePass]) -> None:
    from nvvm_xdsl.transforms.lower_to_ptx import frozen_heap

    passes = tuple(passes)
    with frozen_heap(), pipeline_layout(passes, module):
        for module_pass in passes:
            module_pass.apply(ctx, module)


# -- outputs -------------------------------------------------------------------------------------

OUTPUTS = ("ptx", "cubin")


def emit(module: ModuleOp, output: str = "ptx") -> list[tuple[str | None, str | bytes]]:
    """One PTX text (or cubin) per gpu.module, with its name (None without gpu.modules)."""
    from nvvm_xdsl.backend.ptx_printer import PTXTarget

    texts = PTXTarget().ptx_modules(module)
    if output == "ptx":
        return list(texts)
    if output != "cubin":
        raise ValueError(f"output must be one of {', '.join(OUTPUTS)}, not '{output}'")
    from nvvm_xdsl.cuda_tools import AssemblyError, CudaToolMissing, assemble

    cubins: list[tuple[str | None, str | bytes]] = []
    for name, text in texts:
        try:
            cubins.append((name, assemble(text, _ptx_target(text))))
        except (CudaToolMissing, AssemblyError) as error:
            raise CompileError([f"error: -t cubin: {error}"]) from None
    return cubins


def _ptx_target(text: str) -> str:
    for line in text.splitlines():
        if line.startswith(".target "):
            return line.split()[1].rstrip(",")
    return "sm_90"


def compile(
    source: str | bytes,
    *,
    sm: int | str | None = None,
    ptx_version: str | None = None,
    opt_level: int = 2,
    output: str = "ptx",
    filename: str = "<source>",
    kind: str = "mlir",
    **pass_options: Any,
) -> str | bytes:
    """Compile MLIR (llvm/nvvm, or xDSL's gpu/func/memref/scf/arith/...) to PTX (`output="ptx"`)
    or a cubin (`output="cubin"`, through ptxas). `sm`: `90`, `"90a"`, `"sm_100f"` (default:
    the gpu.module's `#nvvm.target`, else sm_90); `ptx_version`: `"8.0"` (default: the lowest
    that has the target and the instructions used); `pass_options`: the other `lower-to-ptx`
    options (`fp_contract="fast"`, `line_info=False`, `ftz=True`, ...).

    Several gpu.modules give several PTX modules: `"ptx"` joins them with
    `// ----- gpu.module @NAME` lines; use `compile_modules` for one result each.
    Raises CompileError with the located diagnostics for bad input."""
    results = compile_modules(
        source, sm=sm, ptx_version=ptx_version, opt_level=opt_level, output=output, filename=filename, kind=kind, **pass_options
    )
    if len(results) == 1:
        return next(iter(results.values()))
    if output == "cubin":
        names = ", ".join(f"@{name}" for name in results)
        raise CompileError([f"{filename}: error: {len(results)} gpu.modules ({names}) give {len(results)} cubins: use compile_modules"])
    from nvvm_xdsl.backend.ptx_printer import GPU_MODULE_SEPARATOR

    return "\n".join(f"{GPU_MODULE_SEPARATOR}{name}\n{text!s}" for name, text in results.items())


def compile_modules(
    source: str | bytes,
    *,
    sm: int | str | None = None,
    ptx_version: str | None = None,
    opt_level: int = 2,
    output: str = "ptx",
    filename: str = "<source>",
    kind: str = "mlir",
    **pass_options: Any,
) -> dict[str, str | bytes]:
    """As `compile`, one PTX text or cubin per gpu.module, by name (`""` without gpu.modules)."""
    if output not in OUTPUTS:
        raise ValueError(f"output must be one of {', '.join(OUTPUTS)}, not '{output}'")
    module: ModuleOp | None = None
    try:
        passes = lowering_passes(sm=sm, ptx_version=ptx_version, opt_level=opt_level, **pass_options)
        ctx = universe_context()
        data = source.encode() if isinstance(source, str) else source
        module = parse_input(ctx, data, filename, kind)
        verify_input(module)
        apply_passes(ctx, module, passes)
        return {name or "": result for name, result in emit(module, output)}
    except CompileError:
        raise
    except Exception as error:  # noqa: BLE001 - reported as nvvm-opt reports it
        raise CompileError([describe_failure(error, filename, module)]) from error
