"""Triton switched to nvvm-xdsl with one call:

    import nvvm_xdsl.triton
    nvvm_xdsl.triton.install()      # before the first kernel compiles

`install()` registers `triton.knobs.runtime.add_stages_inspection_hook` (Triton 3.6 and later).
Triton's NVIDIA stages run as usual up to the LLVM-dialect module (`ttir`, `ttgir`, `llir`, with
all the metadata `make_llir` records: shared memory, warps, scratch sizes); the `ptx` stage is
ours: the LLVM-dialect module `make_llir` handed to LLVM, compiled by `nvvm_xdsl.compile` with
Triton's settings (target, PTX ISA version, fp fusion, ftz, libdevice). Triton's `cubin` stage
then assembles our PTX with its own ptxas. The hook's cache key puts nvvm-xdsl's version and
options into Triton's cache key, so kernels compiled with and without the hook are cached apart.

The LLVM-dialect module is taken where Triton translates it to LLVM IR (`llvm.to_module` as the
NVIDIA backend sees it), so Triton's own `llir` output stays what it was.
"""

from __future__ import annotations

import hashlib
import re
import sys
import threading
from typing import Any

_state = threading.local()
_pending: dict[int, str] = {}
_settings: dict[str, Any] = {}


class _CapturingLLVM:
    """Stands in for Triton's `llvm` bindings inside its NVIDIA backend: forwards everything and
    keeps, per thread, the text of the last MLIR module `to_module` translated."""

    def __init__(self, real: Any) -> None:
        self._real = real

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)

    def to_module(self, mod: Any, context: Any) -> Any:
        without_locations = getattr(mod, "str_nodebug", None)
        _state.captured = without_locations() if without_locations and _settings.get("line_info") is False else str(mod)
        return self._real.to_module(mod, context)


def cache_key() -> str:
    from nvvm_xdsl import __version__

    options = ",".join(f"{name}={value}" for name, value in sorted(_settings.items()))
    return f"nvvm-xdsl-{__version__}[{options}]"


def _hook(*args: Any) -> Any:
    if not args:
        # Triton asks for (key, hash) to fold into its cache keys.
        key = cache_key()
        return key, hashlib.sha256(key.encode()).hexdigest()
    backend, stages, options, _language, capability = args[:5]
    if "llir" not in stages or "ptx" not in stages or capability is None:
        return  # not the NVIDIA backend
    triton_llir = stages["llir"]

    def llir(src: Any, metadata: dict[str, Any]) -> Any:
        _state.captured = None
        result = triton_llir(src, metadata)
        if _state.captured is None:
            raise RuntimeError("nvvm-xdsl: Triton's make_llir did not hand an MLIR module to LLVM")
        _pending[id(metadata)] = _state.captured
        return result

    def ptx(_src: Any, metadata: dict[str, Any]) -> str:
        return _make_ptx(backend, _pending.pop(id(metadata)), metadata, options, capability)

    stages["llir"] = llir
    stages["ptx"] = ptx


def _make_ptx(backend: Any, mlir_text: str, metadata: dict[str, Any], options: Any, capability: int) -> str:
    """What Triton's make_ptx returns (PTX text, `metadata["name"]` set), made by nvvm-xdsl."""
    import nvvm_xdsl

    compiler = sys.modules[type(backend).__module__]
    ptx_version = compiler.get_ptx_version_from_options(options, backend.target.arch)
    arch = compiler.sm_arch_from_capability(capability)
    libdevice = dict(getattr(options, "extern_libs", None) or ()).get("libdevice", "")
    pass_options: dict[str, Any] = {
        "fp_contract": "fast" if options.enable_fp_fusion else "off",
        "ftz": bool(getattr(options, "enable_reflect_ftz", False)),
        "prec_sqrt": False,  # Triton's libdevice setting (__CUDA_PREC_SQRT = 0)
        "libdevice": libdevice,
        **_settings,
    }
    text = nvvm_xdsl.compile(
        mlir_text,
        sm=arch.removeprefix("sm_"),
        ptx_version=f"{ptx_version // 10}.{ptx_version % 10}",
        filename=f"<triton {metadata.get('name', 'kernel')}>",
        **pass_options,
    )
    assert isinstance(text, str)
    names = re.findall(r"^\.visible \.entry ([A-Za-z_$][\w$]*)", text, re.M)
    if len(names) != 1:
        raise RuntimeError(f"nvvm-xdsl: expected one kernel in Triton's module, found {names}")
    metadata["name"] = names[0]
    return text


def install(**pass_options: Any) -> None:
    """Make Triton's NVIDIA backend compile LLVM-dialect modules to PTX with nvvm-xdsl.
    `pass_options` override the `lower-to-ptx` options taken from Triton's (`opt_level=3`,
    `line_info=False`, ...). Idempotent; `uninstall()` undoes it."""
    import triton.backends.nvidia.compiler as nvidia_compiler
    from triton import knobs

    if not isinstance(nvidia_compiler.llvm, _CapturingLLVM):
        nvidia_compiler.llvm = _CapturingLLVM(nvidia_compiler.llvm)
    _settings.clear()
    _settings.update(pass_options)
    knobs.runtime.add_stages_inspection_hook = _hook


def uninstall() -> None:
    import triton.backends.nvidia.compiler as nvidia_compiler
    from triton import knobs

    if isinstance(nvidia_compiler.llvm, _CapturingLLVM):
        nvidia_compiler.llvm = nvidia_compiler.llvm._real
    if knobs.runtime.add_stages_inspection_hook is _hook:
        knobs.runtime.add_stages_inspection_hook = None
