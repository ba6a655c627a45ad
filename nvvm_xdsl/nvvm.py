"""libNVVM's shape, for tools written against libNVVM (numba-cuda, ...): a compilation unit
takes NVVM IR modules (text or bitcode), links them, and compiles them to PTX with libNVVM's
option names, through this project's pipeline (`lower-to-ptx`) instead of NVIDIA's compiler.

    cu = CompilationUnit(["-arch=compute_80", "-opt=3", "-ftz=1"])
    cu.add_module(ir_text_or_bitcode)
    cu.lazy_add_module(libdevice_bitcode)   # libdevice: linked by link-libdevice, as used
    ptx = cu.compile()                      # bytes; cu.get_log() says what was ignored

Modules are linked with LLVM (llvmlite, the `[llvm]` extra). A lazily added module whose
definitions are all libdevice's (`__nv_*`) is not linked: `link-libdevice` supplies the
functions the program calls, under the `-ftz`/`-prec-sqrt` options. Any other lazily added
module is linked whole. Errors raise `NVVMError` with the log (as libNVVM's
`NVVM_ERROR_COMPILATION` plus its program log).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from io import StringIO
from typing import Any

from nvvm_xdsl.frontend.llvm_ir import LLVMImportError, import_llvm_ir, parse_llvm_module


class NVVMError(Exception):
    """A failed compilation; `log` is the program log."""

    def __init__(self, log: str) -> None:
        super().__init__(log)
        self.log = log


# libNVVM's default for each option we read.
_DEFAULTS = {"opt": "3", "ftz": "0", "prec-div": "1", "prec-sqrt": "1", "fma": "1"}
_IGNORED = {"numba-debug", "generate-line-info", "gen-lto"}


def parse_options(options: Iterable[str] | Mapping[str, Any]) -> dict[str, str | None]:
    """`["-arch=compute_80", "-g"]` (or numba-cuda's dict, `{"arch": "compute_80"}`) ->
    {"arch": "compute_80", "g": None}."""
    out: dict[str, str | None] = {}
    if isinstance(options, Mapping):
        for key, value in options.items():
            k = str(key).replace("_", "-")
            out[k] = None if value is None else str(int(value) if isinstance(value, bool) else value)
        return out
    for opt in options:
        text = opt.decode() if isinstance(opt, bytes) else str(opt)
        key, sep, value = text.lstrip("-").partition("=")
        out[key] = value if sep else None
    return out


def pipeline_options(options: dict[str, str | None]) -> tuple[dict[str, Any], list[str]]:
    """libNVVM options -> `LowerToPTXPass` fields, and the log lines of options without effect."""
    log: list[str] = []
    fields: dict[str, Any] = {"line_info": False}
    values = {**_DEFAULTS, **{k: v for k, v in options.items() if v is not None}}
    arch = options.get("arch")
    if arch:
        m = re.fullmatch(r"compute_(\d+[af]?)", arch)
        if m is None:
            raise NVVMError(f"libnvvm : error: -arch={arch} is an unsupported option")
        fields["sm"] = m.group(1)
    opt = values["opt"]
    if opt not in ("0", "1", "2", "3"):
        raise NVVMError(f"libnvvm : error: -opt={opt} is an unsupported option")
    fields["opt_level"] = int(opt)
    for key, name in (("ftz", "ftz"), ("prec-div", "prec_div"), ("prec-sqrt", "prec_sqrt")):
        if values[key] not in ("0", "1"):
            raise NVVMError(f"libnvvm : error: -{key}={values[key]} is an unsupported option")
        fields[name] = values[key] == "1"
    if values["fma"] not in ("0", "1"):
        raise NVVMError(f"libnvvm : error: -fma={values['fma']} is an unsupported option")
    # libNVVM contracts every multiply-add under -fma=1 (its default), as nvcc does.
    fields["fp_contract"] = "fast" if values["fma"] == "1" else "off"
    if "g" in options or "lineinfo" in options or "generate-line-info" in options:
        fields["line_info"] = True
    for key in options:
        if key in ("arch", "opt", "ftz", "prec-div", "prec-sqrt", "fma", "g", "lineinfo"):
            continue
        if key == "gen-lto":
            raise NVVMError("libnvvm : error: -gen-lto (LTO-IR output) is not supported by nvvm-xdsl")
        if key in _IGNORED:
            log.append(f"nvvm-xdsl : warning: option -{key} has no effect")
            continue
        raise NVVMError(f"libnvvm : error: -{key} is an unsupported option")
    if "g" in options:
        log.append("nvvm-xdsl : warning: -g gives line info only (no DWARF variables)")
    return fields, log


class CompilationUnit:
    """A libNVVM program: modules in, PTX out."""

    def __init__(self, options: Iterable[str] | Mapping[str, Any] = ()) -> None:
        self.options = parse_options(options)
        self._modules: list[tuple[bytes, str]] = []
        self._lazy: list[tuple[bytes, str]] = []
        self.log = ""

    def add_module(self, buffer: bytes | str, name: str = "") -> None:
        data = buffer.encode() if isinstance(buffer, str) else bytes(buffer)
        self._modules.append((data, name or f"<module {len(self._modules) + 1}>"))

    def lazy_add_module(self, buffer: bytes | str, name: str = "") -> None:
        data = buffer.encode() if isinstance(buffer, str) else bytes(buffer)
        self._lazy.append((data, name or f"<lazy module {len(self._lazy) + 1}>"))

    def verify(self) -> None:
        """Parse and verify every module (LLVM's verifier)."""
        try:
            for data, name in self._modules:
                parse_llvm_module(data, name)
        except LLVMImportError as error:
            self.log = str(error)
            raise NVVMError(self.log) from None

    def get_log(self) -> str:
        return self.log

    def compile(self) -> bytes:
        """The PTX of the linked modules (bytes, as libNVVM returns it)."""
        from nvvm_xdsl.backend.ptx_printer import PTXTarget
        from nvvm_xdsl.diagnostics import describe_failure
        from nvvm_xdsl.transforms.lower_to_ptx import LowerToPTXPass

        if not self._modules:
            self.log = "libnvvm : error: no modules added to the program"
            raise NVVMError(self.log)
        fields, log = pipeline_options(self.options)
        name = self._modules[0][1]
        try:
            linked = self._link()
            ctx = project_context()
            module = import_llvm_ir(str(linked).encode(), name, ctx)
        except LLVMImportError as error:
            self.log = "\n".join([*log, str(error)])
            raise NVVMError(self.log) from None
        try:
            LowerToPTXPass(**fields).apply(ctx, module)
            out = StringIO()
            PTXTarget().emit(ctx, module, out)
        except Exception as error:  # noqa: BLE001 - reported in the log, as libNVVM does
            self.log = "\n".join([*log, describe_failure(error, name, module)])
            raise NVVMError(self.log) from None
        self.log = "\n".join(log)
        return out.getvalue().encode()

    def _link(self) -> Any:
        first, *rest = self._modules
        linked = parse_llvm_module(*first)
        for data, name in rest:
            linked.link_in(parse_llvm_module(data, name))
        for data, name in self._lazy:
            lazy = parse_llvm_module(data, name)
            if _is_libdevice(lazy):
                continue  # link-libdevice supplies the __nv_* functions the program calls
            linked.link_in(lazy)
        return linked


def project_context() -> Any:
    """A context with every dialect xdsl-opt knows and this project's, also where the package is
    only on `sys.path` (no entry point registered: a producer's venv)."""
    from xdsl.context import Context
    from xdsl.universe import Universe

    from nvvm_xdsl import universe

    dialects = dict(Universe.get_multiverse().all_dialects)
    dialects.update(universe.XDSL_UNIVERSE.all_dialects)
    dialects.update(universe.NVVM_XDSL_UNIVERSE.all_dialects)
    ctx = Context()
    for name, factory in dialects.items():
        ctx.register_dialect(name, factory)
    return ctx


def _is_libdevice(module: Any) -> bool:
    names = [f.name for f in module.functions if not f.is_declaration]
    return bool(names) and all(n.startswith("__nv_") or n.startswith("llvm.") for n in names)


def compile_ir(modules: Iterable[bytes | str] | bytes | str, options: Iterable[str] | Mapping[str, Any] = ()) -> bytes:
    """One call: link `modules` and compile them to PTX."""
    cu = CompilationUnit(options)
    for m in [modules] if isinstance(modules, bytes | str) else modules:
        cu.add_module(m)
    return cu.compile()


__all__ = ["CompilationUnit", "NVVMError", "compile_ir", "parse_options", "pipeline_options"]
