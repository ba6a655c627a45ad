"""numba-cuda switched to nvvm-xdsl with one call:

    import nvvm_xdsl.numba
    nvvm_xdsl.numba.install()
    ptx, resty = numba.cuda.compile_ptx(kernel, sig, cc=(8, 0))

numba-cuda hands its NVVM IR to `numba.cuda.cudadrv.nvvm.compile_ir(irs, **options)` (libNVVM's
program: add the modules, verify, lazily add libdevice, compile); `install()` replaces that
function with one that compiles through `nvvm_xdsl.nvvm.CompilationUnit`, so kernels, device
functions and `compile_ptx` produce our PTX. numba-cuda still asks libNVVM for its IR version and
data layout when it creates a module; `uninstall()` restores libNVVM.
"""

from __future__ import annotations

from typing import Any

_ORIGINAL: dict[str, Any] = {}


def compile_ir(llvmir: Any, **options: Any) -> bytes:
    """numba-cuda's `nvvm.compile_ir`, through nvvm-xdsl."""
    from nvvm_xdsl.nvvm import CompilationUnit

    if isinstance(llvmir, str | bytes):
        llvmir = [llvmir]
    if options.pop("fastmath", False):
        options.update({"ftz": True, "fma": True, "prec_div": False, "prec_sqrt": False})
    cu = CompilationUnit(options)
    for module in llvmir:
        cu.add_module(module.encode() if isinstance(module, str) else module)
    return cu.compile()


def install() -> None:
    """Make numba-cuda compile its NVVM IR with nvvm-xdsl instead of libNVVM."""
    from numba.cuda.cudadrv import nvvm

    if "compile_ir" not in _ORIGINAL:
        _ORIGINAL["compile_ir"] = nvvm.compile_ir
    nvvm.compile_ir = compile_ir


def uninstall() -> None:
    from numba.cuda.cudadrv import nvvm

    if "compile_ir" in _ORIGINAL:
        nvvm.compile_ir = _ORIGINAL.pop("compile_ir")


def installed() -> bool:
    return "compile_ir" in _ORIGINAL


__all__ = ["compile_ir", "install", "installed", "uninstall"]
