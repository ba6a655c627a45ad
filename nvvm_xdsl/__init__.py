"""nvvm-xdsl: a pure-Python NVPTX compiler on xDSL (MLIR llvm/nvvm dialects in, PTX out).

    import nvvm_xdsl
    ptx = nvvm_xdsl.compile(mlir_text, sm=80)

`compile`, `compile_modules` and `CompileError` are `nvvm_xdsl.compiler`'s, imported on first
use so that `import nvvm_xdsl` stays cheap (xDSL is loaded only when something is compiled).
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing's own flag, without importing typing at start-up
if TYPE_CHECKING:
    from typing import Any

    from nvvm_xdsl.compiler import CompileError, compile, compile_modules

__all__ = ["CompileError", "__version__", "compile", "compile_modules"]


def _package_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("nvvm-xdsl")
    except PackageNotFoundError:  # a source tree on sys.path, not installed
        return "0+unknown"


def __getattr__(name: str) -> Any:
    if name == "__version__":
        value: Any = _package_version()
    elif name in ("compile", "compile_modules", "CompileError"):
        from nvvm_xdsl import compiler

        value = getattr(compiler, name)
    else:
        raise AttributeError(f"module 'nvvm_xdsl' has no attribute '{name}'")
    globals()[name] = value
    return value
